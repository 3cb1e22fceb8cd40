/**
 * Request headers taken from yt-dlp's JSON (a format's `http_headers`), which
 * the site shaped: only sane names, and values that cannot split a header
 * block, pass. One rule for every place that sends them (our ffmpeg, the
 * server's own pass-through fetch). It sits with egress, below both, so
 * tools/ need not import fetch/ for it.
 */

/** `[name, value]` pairs of `headers` with a name of letters, digits and `-` (at most 64) and a value without CR, LF or NUL. */
export function safeHeaderEntries(headers: Record<string, string> | null | undefined): [string, string][] {
  if (!headers) return [];
  return Object.entries(headers).filter(
    ([name, value]) => /^[A-Za-z0-9-]{1,64}$/.test(name) && typeof value === 'string' && !/[\r\n\0]/.test(value),
  );
}
