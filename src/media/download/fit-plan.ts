import { type Sentence, sentence } from '../../i18n/index.js';
/**
 * What a fit request (DownloadRequest.fitBytes) means for planning: whether
 * it can be made at all (checked before a job slot is taken, and by the HTTP
 * route before anything starts), and its budget from the chosen formats.
 */
import { type ClipRange, clipLengthS } from '../../options/index.js';
import { MediaError } from '../errors.js';
import type { YtdlpFormat } from '../schemas.js';
import type { FormatKind } from '../types.js';
import { FIT_NEEDS_DURATION, type FitBudget, type FitSource, fitBudget, fitProblem } from './fit-to-size.js';

export const FIT_WITH_MP3 = sentence('error-fit-with-mp3');
/**
 * An audio format is not fitted: its bitrate is the whole file, and MP3 at
 * 128 kbit/s already says what size it makes (about 1 MB a minute).
 */
export const FIT_AUDIO = sentence('error-fit-audio');

/** Subtitle tracks are not muxed into a fitted file (its MP4 is made by a re-encode of its own). */
export const FIT_SUBTITLES = sentence('error-fit-subtitles');

/** The fields of a download request a fit depends on. */
export interface FitFields {
  fitBytes?: number | undefined;
  convert?: 'mp3' | undefined;
  kind: FormatKind | 'subtitles';
  /** Subtitle languages asked for (DownloadRequest.subtitles). */
  subtitles?: readonly string[] | undefined;
  clip?: ClipRange | undefined;
}

/** The length a fit spreads its bytes over: the clip's, else the media's. */
export function fitLengthS(fields: Pick<FitFields, 'clip'>, durationS: number | undefined): number | undefined {
  return fields.clip ? clipLengthS(fields.clip) : durationS;
}

/** Why this fit cannot be made (a sentence naming the longest length that fits), or undefined. */
export function fitRequestProblem(fields: FitFields, durationS: number | undefined): Sentence | undefined {
  if (fields.fitBytes === undefined) return undefined;
  if (fields.convert === 'mp3') return FIT_WITH_MP3;
  if (fields.kind === 'audio') return FIT_AUDIO;
  if (fields.kind === 'subtitles' || fields.subtitles?.length) return FIT_SUBTITLES;
  return fitProblem(fields.fitBytes, fitLengthS(fields, durationS));
}

/** Throws MediaError `invalid_request` with {@link fitRequestProblem}'s sentence. */
export function assertFittable(fields: FitFields, durationS: number | undefined): void {
  const problem = fitRequestProblem(fields, durationS);
  if (problem) throw new MediaError('invalid_request', problem);
}

/** What the chosen formats say of the picture: the first with a video stream. */
export function fitSourceOf(formats: YtdlpFormat[], lengthS: number, mediaDurationS: number | undefined): FitSource {
  const video = formats.find((f) => f.vcodec !== 'none') ?? formats[0];
  const only = formats.length === 1 ? formats[0] : undefined;
  const statedKbps =
    video?.vbr ??
    only?.tbr ??
    (only?.filesize && mediaDurationS ? (only.filesize * 8) / mediaDurationS / 1000 : undefined);
  return {
    durationS: lengthS,
    width: video?.width ?? undefined,
    height: video?.height ?? undefined,
    fps: video?.fps ?? undefined,
    videoKbps: statedKbps ?? undefined,
  };
}

/** The budget for these formats; throws `invalid_request` when the fit cannot be made. */
export function planFit(
  fitBytes: number,
  formats: YtdlpFormat[],
  lengthS: number | undefined,
  mediaDurationS: number | undefined,
): { budget: FitBudget; source: FitSource } {
  const problem = fitProblem(fitBytes, lengthS);
  if (problem || lengthS === undefined) throw new MediaError('invalid_request', problem ?? FIT_NEEDS_DURATION);
  const source = fitSourceOf(formats, lengthS, mediaDurationS);
  const budget = fitBudget(fitBytes, source);
  if ('problem' in budget) throw new MediaError('invalid_request', budget.problem);
  return { budget, source };
}
