/**
 * What a fit request can go with, and whether the media's length fits its
 * size: pure checks of the request's fields and the length, used by the
 * route before anything starts, by the planner before a slot is taken and by
 * the bots before they offer "Fit to N MB".
 */
import { type Sentence, sentence } from '../../i18n/index.js';
import { fitProblem } from './budget.js';

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
  kind: string;
  /** Subtitle languages asked for (DownloadRequest.subtitles). */
  subtitles?: readonly string[] | undefined;
  clip?: { startS: number; endS: number } | undefined;
}

/** The length a fit spreads its bytes over: the clip's (to the millisecond), else the media's. */
export function fitLengthS(fields: Pick<FitFields, 'clip'>, durationS: number | undefined): number | undefined {
  const { clip } = fields;
  return clip ? Math.round((clip.endS - clip.startS) * 1000) / 1000 : durationS;
}

/** Why this fit cannot be made (a sentence naming the longest length that fits), or undefined. */
export function fitRequestProblem(fields: FitFields, durationS: number | undefined): Sentence | undefined {
  if (fields.fitBytes === undefined) return undefined;
  if (fields.convert === 'mp3') return FIT_WITH_MP3;
  if (fields.kind === 'audio') return FIT_AUDIO;
  if (fields.kind === 'subtitles' || fields.subtitles?.length) return FIT_SUBTITLES;
  return fitProblem(fields.fitBytes, fitLengthS(fields, durationS));
}
