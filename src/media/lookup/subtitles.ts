/**
 * The subtitle tracks of a media from yt-dlp's `subtitles` and `automatic_captions`: a list for people and the
 * files behind it for downloads. One track per language (an uploaded one wins), so `subs=<lang>` names one track,
 * and only formats ffmpeg reads (WebVTT, SubRip, ASS), so every listed track downloads; an odd entry drops its track.
 */

import { type ReadableSubtitleExt, readableSubtitleExts, subtitleLangPattern } from '../../options/index.js';
import { displayText } from '../filename.js';
import { type YtdlpInfo, type YtdlpSubtitleFile, ytdlpSubtitleTrackSchema } from '../schemas.js';
import type { SubtitleTrack } from '../types.js';
import { rawFormats } from './formats.js';

/** The most tracks listed: YouTube offers ~150 machine translations; a person picks from far fewer. */
export const MAX_SUBTITLE_TRACKS = 100;
/** The most UTF-8 bytes of a track's name (a long one is cut at a word, with "…"). */
const MAX_NAME_BYTES = 160;

/** One file of a track the server can fetch and read. */
export interface SubtitleFile {
  ext: ReadableSubtitleExt;
  url: string;
  /** yt-dlp's protocol: `m3u8_native` for an HLS playlist of WebVTT segments; else a plain file. */
  protocol?: string | undefined;
  httpHeaders?: Record<string, string> | undefined;
  /** The URL those headers were made for (the file's own, or the format's they were borrowed from). */
  headersFor?: string | undefined;
}

/** Headers for subtitle files that have none, and the URL they were made for (their credentials stay there). */
interface SiteHeaders {
  headers: Record<string, string>;
  madeFor: string | undefined;
}

/** The info's own headers, else the first format's that has some. */
function siteHeadersOf(raw: YtdlpInfo): SiteHeaders | undefined {
  if (raw.http_headers) return { headers: raw.http_headers, madeFor: raw.url ?? undefined };
  const format = rawFormats(raw).find((f) => f.http_headers);
  return format?.http_headers ? { headers: format.http_headers, madeFor: format.url ?? undefined } : undefined;
}

/** A listed track's files, as the info cache keeps them (server side only). */
export interface SubtitleSource {
  lang: string;
  automatic: boolean;
  /** Readable files, best format first. */
  files: SubtitleFile[];
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** The tracks for people and their files for downloads, in the same order (uploaded first). */
export function readSubtitles(raw: YtdlpInfo): { tracks: SubtitleTrack[]; sources: SubtitleSource[] } {
  const tracks: SubtitleTrack[] = [];
  const sources: SubtitleSource[] = [];
  const seen = new Set<string>();
  // The site's headers (User-Agent, Referer) for its subtitle files, when a file has none of its own.
  const siteHeaders = siteHeadersOf(raw);
  for (const [field, automatic] of [
    ['subtitles', false],
    ['automatic_captions', true],
  ] as const) {
    const byLang = (raw as Record<string, unknown>)[field];
    if (!byLang || typeof byLang !== 'object' || Array.isArray(byLang)) continue;
    for (const [lang, value] of Object.entries(byLang)) {
      if (tracks.length >= MAX_SUBTITLE_TRACKS) break;
      if (seen.has(lang) || !subtitleLangPattern.test(lang)) continue;
      const parsed = ytdlpSubtitleTrackSchema.safeParse(value);
      if (!parsed.success) continue;
      const files = readableFiles(parsed.data, siteHeaders);
      if (files.length === 0) continue;
      seen.add(lang);
      const name = trackName(parsed.data, lang);
      const formats = [...new Set(parsed.data.map((f) => f.ext.toLowerCase()).filter((e) => /^[a-z0-9]+$/.test(e)))];
      tracks.push({ lang, ...(name ? { name } : {}), automatic, formats });
      sources.push({ lang, automatic, files });
    }
  }
  return { tracks, sources };
}

function readableFiles(files: YtdlpSubtitleFile[], siteHeaders: SiteHeaders | undefined): SubtitleFile[] {
  const kept: SubtitleFile[] = [];
  for (const ext of readableSubtitleExts) {
    for (const file of files) {
      if (file.ext.toLowerCase() !== ext || !isHttpUrl(file.url)) continue;
      const own = file.http_headers ? { headers: file.http_headers, madeFor: file.url } : undefined;
      const headers = own ?? siteHeaders;
      kept.push({
        ext,
        url: file.url,
        ...(file.protocol ? { protocol: file.protocol } : {}),
        ...(headers ? { httpHeaders: headers.headers, headersFor: headers.madeFor } : {}),
      });
    }
  }
  return kept;
}

/** The site's name for the track, else the language's English name; cleaned and cut as titles are. */
function trackName(files: YtdlpSubtitleFile[], lang: string): string | undefined {
  const given = files.find((f) => typeof f.name === 'string' && f.name.trim() !== '')?.name;
  return displayText(given ?? englishName(lang) ?? '', MAX_NAME_BYTES) || undefined;
}

function englishName(lang: string): string | undefined {
  try {
    const name = languageNames.of(lang.replace(/_/g, '-'));
    return name && name.toLowerCase() !== lang.toLowerCase() ? name : undefined;
  } catch {
    // Not a BCP 47 tag (en-orig, live_chat): no name rather than a guess.
    return undefined;
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.username === '' && u.password === '';
  } catch {
    return false;
  }
}
