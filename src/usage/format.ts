/**
 * Numbers in refusal messages, written for people reading a chat message.
 */

/** One "MB" of the LIMIT_MB_PER_DAY setting: 1 MiB, as yt-dlp and the chat apps count. */
export const BYTES_PER_MB = 1024 * 1024;

/** A wait: "45 s", "12 min", "3 h 12 min". Rounded up, so the user never retries too early. */
export function formatWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${whole} s`;
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A media length as a clock: "4:05", "1:00:01". Exact, so 1:00:01 is visibly over a 1:00:00 limit. */
export function formatClock(seconds: number): string {
  const whole = Math.ceil(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/** Megabytes with a decimal below 10 MB, whole above: "0.4", "7.5", "512". */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / BYTES_PER_MB;
  return mb < 10 ? String(Math.round(mb * 10) / 10) : String(Math.round(mb));
}

/**
 * The megabytes used of a daily limit: as {@link formatMegabytes}, except that
 * it never reads as the whole limit while some is left (99.96 of 100 is "99.9").
 */
export function formatUsedMegabytes(bytes: number, limitMb: number): string {
  const text = formatMegabytes(bytes);
  const mb = bytes / BYTES_PER_MB;
  return mb < limitMb && Number(text) >= limitMb ? String(Math.floor(mb * 10) / 10) : text;
}

/** Megabytes still missing, rounded up (so "about 0" never stands for a refusal): "0.1", "2.4", "13". */
export function formatMissingMegabytes(bytes: number): string {
  const mb = Math.max(0, bytes) / BYTES_PER_MB;
  return mb < 10 ? String(Math.max(0.1, Math.ceil(mb * 10) / 10)) : String(Math.ceil(mb));
}

/** "1 download", "20 downloads". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
