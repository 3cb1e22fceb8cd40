/**
 * What the info cache keeps of one extraction, bounded in bytes: a small DASH manifest can expand to megabytes of
 * JSON, repeated by yt-dlp. So it keeps MediaInfo and the document trimmed to what a download needs (`formats` with
 * their fragments), gzip-compressed: fragment URLs shrink to a few percent, and exact bytes can be counted.
 */
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { sentence } from '../../i18n/index.js';
import { MediaError } from '../errors.js';
import type { YtdlpInfo } from '../schemas.js';
import type { MediaInfo } from '../types.js';
import { LookupCache } from './lookup-cache.js';
import { readSubtitles, type SubtitleSource } from './subtitles.js';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** One extraction as cached: the answer for people, and yt-dlp's document for downloads. */
export interface Extraction {
  info: MediaInfo;
  /** The trimmed document, gzip-compressed JSON; none for a playlist (its entries are fetched by their own links). */
  document?: Buffer | undefined;
  /** About what this holds in memory, for the cache's byte budget (INFO_CACHE_MAX_MB). */
  bytes: number;
  /** The listed subtitle tracks' files (their URLs never leave the server); none for a playlist. */
  subtitles?: SubtitleSource[] | undefined;
  /** The owner's cookie set it was read with (with-cookies.ts): a download of it gets the same one. */
  cookieSet?: string | undefined;
}

/** The info cache, bounded by entries and by bytes (INFO_CACHE_MAX_MB, default 64 MiB). */
export function extractionCache(
  ttlMs: number,
  maxEntries: number,
  maxBytes = 64 * 1024 * 1024,
): LookupCache<Extraction> {
  return new LookupCache<Extraction>(ttlMs, maxEntries, Date.now, { maxBytes, sizeOf: (e) => e.bytes });
}

/** Fields yt-dlp prints that no download reads; yt-dlp recomputes them when it loads the document. */
const UNNEEDED = [
  'requested_downloads',
  'requested_formats',
  'requested_subtitles',
  'subtitles',
  'automatic_captions',
  'thumbnails',
  'heatmap',
] as const;

/** The chosen format's fields yt-dlp copies to the top level: with a `formats` list, only a copy. */
const FORMAT_COPIES = ['fragments', 'fragment_base_url'] as const;

/** The document without what downloads do not need (a shallow copy; `raw` is left as it is). */
export function trimForDownloads(raw: YtdlpInfo): YtdlpInfo {
  const kept: Record<string, unknown> = { ...raw };
  for (const key of UNNEEDED) delete kept[key];
  if (raw.formats?.length) for (const key of FORMAT_COPIES) delete kept[key];
  return kept as YtdlpInfo;
}

/** What the cache keeps of an extraction: `raw` trimmed and compressed (none for a playlist). */
export async function keepExtraction(info: MediaInfo, raw?: YtdlpInfo): Promise<Extraction> {
  // Level 1: the fragment lists that matter compress as well at the fastest level.
  const document = raw ? await gzipAsync(JSON.stringify(trimForDownloads(raw)), { level: 1 }) : undefined;
  // The info object is small (a short format list, capped playlist entries); strings count two bytes a character.
  // The document drops `subtitles`: the listed tracks' files are kept apart, and counted.
  const subtitles = raw ? readSubtitles(raw).sources : [];
  const subtitleChars = subtitles.length ? JSON.stringify(subtitles).length : 0;
  const bytes = (document?.byteLength ?? 0) + (JSON.stringify(info).length + subtitleChars) * 2 + 1024;
  return { info, document, bytes, ...(subtitles.length ? { subtitles } : {}) };
}

/**
 * The document a download works from: parsed, and as the JSON text yt-dlp's
 * --load-info-json reads. Throws no_media for a playlist, whose entries are
 * downloaded by their own links.
 */
export async function openDocument(extraction: Extraction): Promise<{ raw: YtdlpInfo; json: string }> {
  if (!extraction.document) {
    throw new MediaError('no_media', sentence('error-link-is-playlist'));
  }
  const json = (await gunzipAsync(extraction.document)).toString('utf8');
  // Validated with ytdlpInfoSchema when it was read from yt-dlp; the server's own bytes since.
  return { raw: JSON.parse(json) as YtdlpInfo, json };
}
