/*
 * Sizes and clock times as the page writes them, in the page's locale through
 * Intl. The browser's catalogue bundle calls these as SIZE($bytes) and
 * CLOCK($seconds), the functions the server's bundle has (src/i18n/functions.ts,
 * which this browser-only build cannot import): the same rules, so a sentence
 * of web.ftl reads alike wherever it is formatted; test/web/units.test.ts
 * holds the two side by side.
 */

const KIB = 1024;

function unitFormat(locale: string, unit: string, fractionDigits = 0): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: fractionDigits,
  });
}

/** A file size: "12 MB", "3.3 MB", "1 kB" (units of 1024, whole from 10 up); "۱۲ MB" in Persian. */
export function formatSize(locale: string, bytes: number): string {
  if (bytes >= KIB ** 3) return unitFormat(locale, 'gigabyte', 1).format(bytes / KIB ** 3);
  if (bytes >= KIB ** 2) {
    const mb = bytes / KIB ** 2;
    return unitFormat(locale, 'megabyte', mb < 10 ? 1 : 0).format(mb);
  }
  return unitFormat(locale, 'kilobyte').format(Math.max(1, Math.round(bytes / KIB)));
}

/** A media length or a point in it as a clock, 4:05 or 1:00:01, rounded up; digits stay Latin, as on every player. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
