/**
 * Clip ranges: a part of the media, from `start` to `end` seconds, asked for
 * over HTTP (`start`/`end`), by the Telegram bot (`<link> 1:20-2:05`) and the
 * Discord bot (start/end options). How a range is read, checked against the
 * media's duration and written back for file names and messages.
 */
import { type Sentence, sentence } from '../../i18n/index.js';
import type { ClipCut, ClipRange } from '../types.js';
import { fileTime, formatTimecode, parseTimecode, toMs } from './timecode.js';

export const clipCuts = ['exact', 'fast'] as const satisfies readonly ClipCut[];

/** `from-to` with a hyphen or an en dash, spaces allowed around it. */
const RANGE = /^\s*([^\s\-–]+)\s*[-–]\s*([^\s\-–]+)\s*$/;

/**
 * A range written `1:20-2:05` (or `1:20 – 2:05`, `80-125.5`); undefined
 * unless both ends are times. Whether the range makes sense (start before
 * end, within the media) is {@link clipProblem}'s question.
 */
export function parseClipRange(text: string): ClipRange | undefined {
  const parts = RANGE.exec(text);
  if (!parts) return undefined;
  const startS = parseTimecode(parts[1]!);
  const endS = parseTimecode(parts[2]!);
  if (startS === undefined || endS === undefined) return undefined;
  return { startS, endS };
}

/**
 * Why a range cannot be cut from media of this duration (unknown: only the
 * order is checked), as a sentence naming `start` or `end`; undefined when
 * `0 ≤ start < end ≤ duration`.
 */
export function clipProblem(range: ClipRange, durationSeconds: number | undefined): Sentence | undefined {
  const { startS, endS } = range;
  if (!Number.isFinite(startS) || startS < 0) return sentence('error-clip-start-negative');
  if (!Number.isFinite(endS) || endS <= startS) {
    return sentence('error-clip-end-before-start', { start: formatTimecode(startS) });
  }
  if (durationSeconds !== undefined && Number.isFinite(durationSeconds)) {
    const length = formatTimecode(durationSeconds);
    if (startS >= durationSeconds) return sentence('error-clip-start-past-end', { length });
    if (endS > durationSeconds) return sentence('error-clip-end-past-end', { length });
  }
  return undefined;
}

/** The parameter a clip problem is about, for a 400's path. */
export const clipProblemField = (problem: Sentence): 'start' | 'end' =>
  problem.key.startsWith('error-clip-start') ? 'start' : 'end';

/** The clip's length in seconds. */
export function clipLengthS(range: ClipRange): number {
  return toMs(range.endS - range.startS);
}

/** The range for a file name: `1m20s-2m05s` (as in `Title (1m20s-2m05s).mp4`). */
export function clipFileLabel(range: ClipRange): string {
  return `${fileTime(range.startS)}-${fileTime(range.endS)}`;
}

/** The range for people: `1:20–2:05` (an en dash). */
export function clipDisplayLabel(range: ClipRange): string {
  return `${formatTimecode(range.startS)}–${formatTimecode(range.endS)}`;
}
