import type { FluentFunction, FluentValue } from '@fluent/bundle';

/**
 * The functions a sentence in the catalogue may call besides Fluent's NUMBER
 * and DATETIME, so a translator writes `{ SIZE($bytes) }` and the reader gets
 * "38 MB", "38 МБ" or "۳۸ مگابایت" from Intl in their own locale:
 * - SIZE($bytes): a file size (KB, MB, GB of 1024), whole above 10;
 * - MEGABYTES($mb): a number already in MB, with at most one decimal;
 * - WAIT($seconds): a wait rounded up to what a person plans by: 45 s, 12 min, 3 h 12 min;
 * - LENGTH($seconds): a length in words: 45 s, 7 min 14 s, 1 hr 5 min;
 * - CLOCK($seconds): a media length as a clock, 4:05 or 1:00:01.
 */
const KIB = 1024;

function numberOf(value: FluentValue | undefined): number {
  const raw = typeof value === 'string' ? Number(value) : Number(value?.valueOf());
  return Number.isFinite(raw) ? raw : 0;
}

function unitFormat(locale: string, unit: string, fractionDigits = 0): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: fractionDigits,
  });
}

export function formatSize(locale: string, bytes: number): string {
  if (bytes >= KIB ** 3) return unitFormat(locale, 'gigabyte', 1).format(bytes / KIB ** 3);
  if (bytes >= KIB ** 2) {
    const mb = bytes / KIB ** 2;
    return unitFormat(locale, 'megabyte', mb < 10 ? 1 : 0).format(mb);
  }
  return unitFormat(locale, 'kilobyte').format(Math.max(1, Math.round(bytes / KIB)));
}

export function formatWaitIn(locale: string, seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return unitFormat(locale, 'second').format(whole);
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return unitFormat(locale, 'minute').format(minutes);
  const hours = unitFormat(locale, 'hour').format(Math.floor(minutes / 60));
  return minutes % 60 === 0 ? hours : `${hours} ${unitFormat(locale, 'minute').format(minutes % 60)}`;
}

export function formatLengthIn(locale: string, seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const unitText = (unit: string, value: number) => unitFormat(locale, unit).format(value);
  if (s < 60) return unitText('second', s);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (h > 0) return m > 0 ? `${unitText('hour', h)} ${unitText('minute', m)}` : unitText('hour', h);
  return s % 60 > 0 ? `${unitText('minute', m)} ${unitText('second', s % 60)}` : unitText('minute', m);
}

/** Exact (rounded up), so 1:00:01 is visibly over a 1:00:00 limit; digits stay Latin, as on every player. */
export function formatClockTime(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The functions for one locale's bundle. */
export function catalogueFunctions(locale: string): Record<string, FluentFunction> {
  return {
    SIZE: ([bytes]) => formatSize(locale, numberOf(bytes)),
    MEGABYTES: ([mb]) => unitFormat(locale, 'megabyte', 1).format(numberOf(mb)),
    WAIT: ([seconds]) => formatWaitIn(locale, numberOf(seconds)),
    LENGTH: ([seconds]) => formatLengthIn(locale, numberOf(seconds)),
    CLOCK: ([seconds]) => formatClockTime(numberOf(seconds)),
  };
}
