/**
 * The one place that shortens titles (up to 2000 characters from yt-dlp, chosen by the uploader):
 * {@link displayTitle} for captions, cards, tags and links (invisible and control characters removed, at most
 * {@link MAX_TITLE_BYTES} bytes cut at a word, never inside a character or grapheme, marked "…"), and
 * {@link safeFileName} for file names (no separators or reserved characters, never empty or hidden). Nothing
 * of a title reaches a header or a path as structure.
 */

/**
 * Never kept: C0/C1 controls, line and paragraph separators, zero-width
 * space, bidi marks, embeddings, overrides and isolates, the byte order mark,
 * and halves of broken surrogate pairs. ZWJ and ZWNJ (U+200D, U+200C) stay:
 * they hold emoji sequences and some scripts' words together.
 */
const INVISIBLE =
  /[\u0000-\u001f\u007f-\u009f\u061c\u2028\u2029\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Path separators and characters reserved on common file systems: never in a file name. */
const RESERVED = /[/\\:*?"<>|]/g;

/** The most bytes of UTF-8 a display title, and a file name before its extension, may have. */
export const MAX_TITLE_BYTES = 200;
const ELLIPSIS = '…';
/** A cut at a word boundary may give up at most this share of what fits; else the cut is between characters. */
const MAX_WORD_CUT_LOSS = 0.5;

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });
const words = new Intl.Segmenter('und', { granularity: 'word' });

function clean(title: string): string {
  return title.replace(INVISIBLE, ' ').normalize('NFC').replace(/\s+/g, ' ').trim();
}

/**
 * `text` in at most `maxBytes` bytes of UTF-8: whole when it fits, else cut
 * at the last word boundary (or grapheme boundary) that leaves room for "…".
 */
export function fitTitle(text: string, maxBytes: number = MAX_TITLE_BYTES): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  const budget = maxBytes - Buffer.byteLength(ELLIPSIS);
  // The longest run of whole graphemes that fits, and every grapheme boundary within it.
  const boundaries = new Set<number>();
  let end = 0;
  let bytes = 0;
  for (const { segment, index } of graphemes.segment(text)) {
    const size = Buffer.byteLength(segment);
    if (bytes + size > budget) break;
    bytes += size;
    end = index + segment.length;
    boundaries.add(end);
  }
  if (end === 0) {
    // Not even the first grapheme fits (a letter under hundreds of combining marks): drop the marks.
    const bare = text.replace(/\p{M}+/gu, '');
    return bare === text ? ELLIPSIS : fitTitle(bare, maxBytes);
  }
  // The last word boundary in that run, unless it gives up too much of it.
  let wordEnd = 0;
  for (const { index } of words.segment(text)) {
    if (index > end) break;
    if (boundaries.has(index)) wordEnd = index;
  }
  const cut = Buffer.byteLength(text.slice(0, wordEnd)) >= bytes * (1 - MAX_WORD_CUT_LOSS) ? wordEnd : end;
  const kept = text.slice(0, cut).replace(/[\s,;:.\-–—]+$/u, '');
  return `${kept || text.slice(0, end)}${ELLIPSIS}`;
}

/** The title to show people (captions, cards, messages, MP3 tags, links): see the top of this file. */
export function displayTitle(title: string): string {
  return displayText(title) || 'Untitled';
}

/** Any name from a site for people (a title, a subtitle track's name): cleaned as a title is, in at most `maxBytes`. */
export function displayText(text: string, maxBytes: number = MAX_TITLE_BYTES): string {
  return fitTitle(clean(text), maxBytes);
}

/** A safe base name (no extension) from a title: at most `maxBytes` ({@link MAX_TITLE_BYTES}) bytes of UTF-8. */
export function safeBaseName(title: string, maxBytes: number = MAX_TITLE_BYTES): string {
  // The display title's text; removing characters only shortens it further.
  const base = fitTitle(clean(title), maxBytes)
    .replace(RESERVED, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s-]+/, '')
    .replace(/[.\s]+$/, '');
  return base || 'download';
}

/** `title.ext`, safe to use as a file name on disk or in an upload. */
export function safeFileName(title: string, ext: string): string {
  return `${safeBaseName(title)}.${ext}`;
}

/**
 * `title (label).ext` for a part of the media (its span's label, `1m20s-2m05s`): the
 * title is shortened to leave room for the label, so the label is never cut
 * and the base name stays within {@link MAX_TITLE_BYTES}. The label is ours
 * (digits and letters), never a user's text.
 */
export function safePartFileName(title: string, label: string, ext: string): string {
  const suffix = ` (${label.replace(RESERVED, '-')})`;
  return `${safeBaseName(title, MAX_TITLE_BYTES - Buffer.byteLength(suffix))}${suffix}.${ext}`;
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
