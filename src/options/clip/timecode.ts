/**
 * Times as people write them and as the house writes them back: the one
 * reader of `80.5` and `1:20`, and the writers for links, messages and file
 * names, so every entry point (the API, both bots, the page) says the same.
 */

/** Decimal seconds: `80`, `80.5`. Fractions finer than a millisecond are rounded away. */
const DECIMAL = /^(\d{1,9})(?:\.(\d{1,9}))?$/;
/** `[h:]mm:ss[.fff]`: `1:20`, `01:20.5`, `1:02:03.250`. */
const TIMECODE = /^(?:(\d{1,6}):)?(\d{1,6}):(\d{1,2})(?:\.(\d{1,3}))?$/;

export const toMs = (seconds: number) => Math.round(seconds * 1000) / 1000;
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
export function fileTime(seconds: number): string {
  const { h, m, s, frac } = split(seconds);
  if (h > 0) return `${h}h${two(m)}m${two(s)}${frac}s`;
  if (m > 0) return `${m}m${two(s)}${frac}s`;
  return `${s}${frac}s`;
}
