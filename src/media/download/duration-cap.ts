import { type ClipRange, clipLengthS } from '../clip.js';
import type { DurationLimit } from '../types.js';

/**
 * How many seconds of media a download may produce (ffmpeg's `-t`): the
 * user's limit whenever one applies, a clip's own length, the smaller of
 * both, or undefined for neither. The limit is applied whatever the site
 * says about the length (a manifest can declare 10 s for an hour of media),
 * and media this download reads as longer than the limit (a page re-read
 * since a bot's card was made may say something else now) is refused with
 * the limit's own error before anything is fetched.
 */
export function outputDurationCap(
  knownDurationS: number | undefined,
  clip: ClipRange | undefined,
  limit: DurationLimit | undefined,
): number | undefined {
  const length = clip ? clipLengthS(clip) : knownDurationS;
  if (limit && length !== undefined && length > limit.maxS) throw limit.refuse(length);
  if (clip && limit) return Math.min(clipLengthS(clip), limit.maxS);
  return clip ? clipLengthS(clip) : limit?.maxS;
}

/** The output's length where known: the media's, or the cap (a clip's length, the limit) when it is shorter. */
export function outputLengthS(mediaS: number | undefined, capS: number | undefined): number | undefined {
  if (mediaS === undefined) return capS;
  return capS === undefined ? mediaS : Math.min(mediaS, capS);
}
