import { pageLocale } from './i18n.js';
import { formatSize } from './units.js';

/*
 * The dashboard's numbers, in the page's locale through Intl (Persian and
 * Arabic digits where the page speaks them): counts, durations and days. A
 * number shown alone is written here; one inside a sentence is the
 * catalogue's, which formats it the same way.
 */

/** A count: "1,234", "۱٬۲۳۴". */
export function formatCount(value: number): string {
  return new Intl.NumberFormat(pageLocale()).format(value);
}

/** A size as the page writes it ("12 MB"), and nothing as "0 kB" (the page's sizes say at least 1 kB). */
export function formatBytes(bytes: number): string {
  if (bytes > 0) return formatSize(pageLocale(), bytes);
  return new Intl.NumberFormat(pageLocale(), { style: 'unit', unit: 'kilobyte', unitDisplay: 'short' }).format(0);
}

/** A wait for a first byte: "850 ms" below a second, "1.2 s" from there. */
export function formatDuration(ms: number): string {
  const seconds = ms >= 1000;
  return new Intl.NumberFormat(pageLocale(), {
    style: 'unit',
    unit: seconds ? 'second' : 'millisecond',
    unitDisplay: 'short',
    maximumFractionDigits: seconds && ms < 10_000 ? 1 : 0,
  }).format(seconds ? ms / 1000 : ms);
}

/** A day of the API (YYYY-MM-DD, the server's calendar day) as "Mar 5", read in UTC so it stays that day. */
export function formatDay(day: string): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(pageLocale(), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, date),
  );
}

/** A time of day of this browser's clock, to the second: when the numbers were read. */
/** A moment with its day, or a dash for none (a last use, a last success). */
export function formatMoment(iso: string | null): string {
  return iso
    ? new Intl.DateTimeFormat(pageLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
    : '–';
}

export function formatTime(iso: string): string {
  return new Intl.DateTimeFormat(pageLocale(), { timeStyle: 'medium' }).format(new Date(iso));
}

/** The top of a chart's scale: `value` rounded up to 1, 2 or 5 times a power of ten (1 for nothing). */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((each) => value <= each * power) ?? 10;
  return step * power;
}
