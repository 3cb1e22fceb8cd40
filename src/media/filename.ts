/**
 * File names built from titles, which are chosen by whoever uploaded the media.
 * Nothing in a title may reach a header or a path as structure: control
 * characters, path separators and characters reserved on common file systems
 * are removed, and the result is never empty, hidden (leading dot) or too long.
 */

const UNSAFE = /[\u0000-\u001f\u007f-\u009f/\\:*?"<>|\u2028\u2029\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
const MAX_BASE_BYTES = 180;

function truncateUtf8(text: string, maxBytes: number): string {
  let out = '';
  let bytes = 0;
  for (const char of text) {
    const size = Buffer.byteLength(char);
    if (bytes + size > maxBytes) break;
    out += char;
    bytes += size;
  }
  return out;
}

/** A safe base name (no extension) from a title. */
export function safeBaseName(title: string): string {
  const cleaned = title
    .normalize('NFC')
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s-]+/, '')
    .replace(/[.\s]+$/, '');
  const truncated = truncateUtf8(cleaned, MAX_BASE_BYTES).trim();
  return truncated || 'download';
}

/** `title.ext`, safe to use as a file name on disk or in an upload. */
export function safeFileName(title: string, ext: string): string {
  return `${safeBaseName(title)}.${ext}`;
}

/** ASCII-only version for the `filename="…"` fallback of Content-Disposition. */
export function asciiFileName(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%;]/g, '_');
  return ascii.replace(/_+/g, '_');
}

/** RFC 5987 encoding for `filename*=UTF-8''…`. */
export function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `Content-Disposition: attachment` with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${rfc5987(fileName)}`;
}
