/** Sizes and durations as the page writes them: "~12 MB", "1:02:03". */

export function formatSize(bytes: number | undefined): string {
  if (bytes === undefined) return '';
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `~${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB` : `~${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function formatDuration(seconds: number | undefined): string {
  if (seconds === undefined) return '';
  const s = Math.round(seconds);
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return hh > 0 ? `${hh}:${String(mm).padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}
