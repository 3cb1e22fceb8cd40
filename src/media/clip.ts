import { type Sentence, sentence } from '../i18n/index.js';
/**
 * Clip ranges: a part of the media, from `start` to `end` seconds, asked for
 * over HTTP (`start`/`end` query or body fields), by the Telegram bot
 * (`/dl <link> 1:20-2:05`) and the Discord bot (start/end options). This is
 * the one place that reads a time written by a person, checks a range
 * against the media's duration and writes a range back for file names and
 * messages, so every entry point accepts and says the same things.
 */

/**
 * How a clip is cut: `exact` starts and ends on the requested times (the
 * video is re-encoded where the cut needs it); `fast` copies the streams,
 * so the video starts on a keyframe at or before `start`.
 */
export type ClipCut = 'exact' | 'fast';
export const clipCuts = ['exact', 'fast'] as const satisfies readonly ClipCut[];

/** A part of the media in seconds from its start: `0 ≤ startS < endS`. */
export interface ClipRange {
  startS: number;
  endS: number;
}

export interface ClipRequest extends ClipRange {
  cut: ClipCut;
}

/** Decimal seconds: `80`, `80.5`. Fractions finer than a millisecond are rounded away. */
const DECIMAL = /^(\d{1,9})(?:\.(\d{1,9}))?$/;
/** `[h:]mm:ss[.fff]`: `1:20`, `01:20.5`, `1:02:03.250`. */
const TIMECODE = /^(?:(\d{1,6}):)?(\d{1,6}):(\d{1,2})(?:\.(\d{1,3}))?$/;

const toMs = (seconds: number) => Math.round(seconds * 1000) / 1000;
const fraction = (digits: string | undefined) => (digits ? Number(`0.${digits}`) : 0);

/** The longest time a query or a link can carry: nine digits of whole seconds, as {@link DECIMAL} reads them. */
export const MAX_TIME_S = 999_999_999.999;

/**
 * Seconds as {@link parseTimecode} reads them back: decimal, rounded to the
 * millisecond (`80.5`, never `1e-7`). For a time from 0 to {@link MAX_TIME_S};
 * a signed link must carry a form its reader gives back unchanged.
 */
export function formatSeconds(seconds: number): string {
  const ms = toMs(seconds);
  if (!(ms >= 0 && ms <= MAX_TIME_S)) throw new RangeError(`${seconds} is not a time from 0 to ${MAX_TIME_S} seconds`);
  return String(ms);
}

/** 999999:00:00 (or 999999999.9999, rounded up) would be ten digits of seconds, more than a link can carry. */
const withinLimit = (seconds: number) => (seconds <= MAX_TIME_S ? seconds : undefined);

/**
 * Seconds from a time written as decimal seconds (`80`, `80.5`) or
 * `[h:]mm:ss[.fff]` (`1:20`, `1:02:03.5`); undefined for anything else.
 * Seconds must be under 60 in a timecode, and minutes too when hours are
 * given (`90:00` is read as 90 minutes, `1:90:00` is refused), and the whole
 * at most {@link MAX_TIME_S}.
 */
export function parseTimecode(text: string): number | undefined {
  const trimmed = text.trim();
  const decimal = DECIMAL.exec(trimmed);
  if (decimal) return withinLimit(toMs(Number(decimal[1]) + fraction(decimal[2])));
  const parts = TIMECODE.exec(trimmed);
  if (!parts) return undefined;
  const [, hoursText, minutesText, secondsText, fractionText] = parts;
  const hours = hoursText === undefined ? 0 : Number(hoursText);
  const minutes = Number(minutesText);
  const seconds = Number(secondsText);
  if (seconds >= 60 || (hoursText !== undefined && minutes >= 60)) return undefined;
  return withinLimit(toMs(hours * 3600 + minutes * 60 + seconds + fraction(fractionText)));
}

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

/** Whole hours, minutes and seconds, and the rest of a second as up to 3 digits ("" when none). */
function split(seconds: number): { h: number; m: number; s: number; frac: string } {
  const ms = Math.round(Math.max(0, seconds) * 1000);
  const whole = Math.floor(ms / 1000);
  const frac = ms % 1000 === 0 ? '' : `.${String(ms % 1000).padStart(3, '0')}`.replace(/0+$/, '');
  return { h: Math.floor(whole / 3600), m: Math.floor((whole % 3600) / 60), s: whole % 60, frac };
}

const two = (n: number) => String(n).padStart(2, '0');

/** `1:02:03`, `1:20`, `0:05.5`: a time as people write it. */
export function formatTimecode(seconds: number): string {
  const { h, m, s, frac } = split(seconds);
  return h > 0 ? `${h}:${two(m)}:${two(s)}${frac}` : `${m}:${two(s)}${frac}`;
}

/** `1h02m03s`, `1m20s`, `10.5s`: a time safe in a file name (no colon). */
function fileTime(seconds: number): string {
  const { h, m, s, frac } = split(seconds);
  if (h > 0) return `${h}h${two(m)}m${two(s)}${frac}s`;
  if (m > 0) return `${m}m${two(s)}${frac}s`;
  return `${s}${frac}s`;
}

/** The range for a file name: `1m20s-2m05s` (as in `Title (1m20s-2m05s).mp4`). */
export function clipFileLabel(range: ClipRange): string {
  return `${fileTime(range.startS)}-${fileTime(range.endS)}`;
}

/** The range for people: `1:20–2:05` (an en dash). */
export function clipDisplayLabel(range: ClipRange): string {
  return `${formatTimecode(range.startS)}–${formatTimecode(range.endS)}`;
}
