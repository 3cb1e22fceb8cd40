/**
 * Megabyte figures in refusals, rounded for people reading a chat message;
 * the catalogue says them in the reader's locale (NUMBER, MEGABYTES).
 */

/** One "MB" of the LIMIT_MB_PER_DAY setting: 1 MiB, as yt-dlp and the chat apps count. */
export const BYTES_PER_MB = 1024 * 1024;

/** Megabytes with a decimal below 10 MB, whole above: 0.4, 7.5, 512. */
export function megabytesRounded(bytes: number): number {
  const mb = bytes / BYTES_PER_MB;
  return mb < 10 ? Math.round(mb * 10) / 10 : Math.round(mb);
}

/**
 * The megabytes used of a daily limit: as {@link megabytesRounded}, except that
 * it never reads as the whole limit while some is left (99.96 of 100 is 99.9).
 */
export function megabytesUsed(bytes: number, limitMb: number): number {
  const rounded = megabytesRounded(bytes);
  const mb = bytes / BYTES_PER_MB;
  return mb < limitMb && rounded >= limitMb ? Math.floor(mb * 10) / 10 : rounded;
}

/** Megabytes still missing, rounded up (so "about 0" never stands for a refusal): 0.1, 2.4, 13. */
export function megabytesMissing(bytes: number): number {
  const mb = Math.max(0, bytes) / BYTES_PER_MB;
  return mb < 10 ? Math.max(0.1, Math.ceil(mb * 10) / 10) : Math.ceil(mb);
}
