import type { Translate } from '../../src/i18n/index.js';
import {
  type ClipRange,
  type ClipRequest,
  clipDisplayLabel,
  clipLengthS,
  clipProblem,
  parseTimecode,
} from '../../src/media/index.js';

/**
 * Clips as the bots take them: a range written after the link (Telegram's
 * `/dl <link> 1:20-2:05`, or a message of a link and a range) or two times
 * (Discord's `start`/`end` options). The reading of times and the checks are
 * src/options/clip's; here is only where the range sits in a chat message and
 * the sentences a chat user gets.
 */

/** Said when the text after a link looks like a range but is not one. */
export function unreadableRangeSentence(t: Translate, written: string): string {
  const shown = written.length > 40 ? `${written.slice(0, 39)}…` : written;
  return t('bot-clip-unreadable-range', { written: shown });
}

/** The sentence for a range that cannot be cut from media of this duration (unknown: order only), else undefined. */
export function clipRefusalFor(
  t: Translate,
  range: ClipRange,
  durationSeconds: number | undefined,
): string | undefined {
  // The media layer's sentence (errors.ftl), said in the reader's words.
  const problem = clipProblem(range, durationSeconds);
  if (problem === undefined) return undefined;
  return t('bot-clip-refusal', { range: clipDisplayLabel(range), problem: t(problem.key, problem.args) });
}

/** Said when a Discord `start` or `end` option is not a time. */
export function unreadableTimeSentence(t: Translate, option: 'start' | 'end', written: string): string {
  const shown = written.length > 40 ? `${written.slice(0, 39)}…` : written;
  return t('bot-clip-unreadable-time', { option, written: shown });
}

/** A clip as asked for: its end may be left to the end of the media (a Discord `start` alone). */
export interface ClipTimes {
  startS: number;
  endS?: number | undefined;
}

/** Discord's two options: both optional; a missing start is 0, a missing end the end of the media. */
export type TimesResult = { ok: true; times?: ClipTimes | undefined } | { ok: false; text: string };

/** Reads `start`/`end` options (each optional); no option means the whole media. */
export function readClipTimes(t: Translate, start: string | undefined, end: string | undefined): TimesResult {
  if (start === undefined && end === undefined) return { ok: true };
  const startS = start === undefined ? 0 : parseTimecode(start);
  if (startS === undefined) return { ok: false, text: unreadableTimeSentence(t, 'start', start ?? '') };
  const endS = end === undefined ? undefined : parseTimecode(end);
  if (end !== undefined && endS === undefined) return { ok: false, text: unreadableTimeSentence(t, 'end', end) };
  if (endS !== undefined) {
    const refusal = clipRefusalFor(t, { startS, endS }, undefined);
    if (refusal) return { ok: false, text: refusal };
  }
  return { ok: true, times: { startS, endS } };
}

/**
 * The range of Discord's times once the media's duration is known (a missing
 * end is the end of the media), or the sentence why there is none.
 */
export function clipFromTimes(
  t: Translate,
  times: ClipTimes,
  durationSeconds: number | undefined,
): { ok: true; clip: ClipRange } | { ok: false; text: string } {
  const endS = times.endS ?? durationSeconds;
  // `start` without `end` on media whose duration is not known.
  if (endS === undefined) return { ok: false, text: t('bot-clip-end-needed') };
  const clip = { startS: times.startS, endS };
  const refusal = clipRefusalFor(t, clip, durationSeconds);
  return refusal ? { ok: false, text: refusal } : { ok: true, clip };
}

/** What the media layer is asked to cut: the bots always cut on the exact times. */
export function exactCut(clip: ClipRange): ClipRequest {
  return { startS: clip.startS, endS: clip.endS, cut: 'exact' };
}

/** The heading line of a card for a clip: `Clip 1:20–2:05`. */
export function clipHeading(t: Translate, clip: ClipRange): string {
  return t('bot-clip-heading', { range: clipDisplayLabel(clip) });
}

/** A choice's name for a clip: `720p mp4, clip 1:20–2:05`. */
export function clipChoiceLabel(t: Translate, label: string, clip: ClipRange): string {
  return t('bot-clip-label', { label, range: clipDisplayLabel(clip) });
}

/** The length of what is sent, which the limits see: the clip's, else the media's. */
export function deliveredLengthS(durationSeconds: number | undefined, clip: ClipRange | undefined): number | undefined {
  return clip ? clipLengthS(clip) : durationSeconds;
}
