import type { DurationLimit } from '../types.js';

/**
 * How many seconds of media a download may produce (ffmpeg's `-t`): the
 * user's limit whenever one applies, a span's own length, the smaller of
 * both, or undefined for neither. The limit is applied whatever the site
 * says about the length (a manifest can declare 10 s for an hour of media),
 * and media this download reads as longer than the limit (a page re-read
 * since a bot's card was made may say something else now) is refused with
 * the limit's own error before anything is fetched.
 */
export function outputDurationCap(
  knownDurationS: number | undefined,
  /** The length of the part asked for (src/options' span stage), if only a part is. */
  spanS: number | undefined,
  limit: DurationLimit | undefined,
): number | undefined {
  const length = spanS ?? knownDurationS;
  if (limit && length !== undefined && length > limit.maxS) throw limit.refuse(length);
  if (spanS !== undefined && limit) return Math.min(spanS, limit.maxS);
  return spanS ?? limit?.maxS;
}

/** The output's length where known: the media's, or the cap (a span's length, the limit) when it is shorter. */
export function outputLengthS(mediaS: number | undefined, capS: number | undefined): number | undefined {
  if (mediaS === undefined) return capS;
  return capS === undefined ? mediaS : Math.min(mediaS, capS);
}
