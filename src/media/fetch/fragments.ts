/**
 * The fragment list of a DASH or HLS format, where the server can fetch the fragments itself instead of starting
 * a yt-dlp: only plain layouts (each fragment a whole file at its own URL, no byte ranges, encryption or live
 * lists). Anything else is undefined, and yt-dlp fetches the format.
 */
import { z } from 'zod';
import type { YtdlpFormat } from '../schemas.js';
import { type OriginConnector, originUrl } from './origin-fetch.js';
import { fetchPlaylistText } from './playlist-text.js';

/** More fragments than any recorded video has (24 h in 1 s fragments). */
const MAX_FRAGMENTS = 100_000;
/** A media playlist larger than this is not read here. */
const MAX_PLAYLIST_BYTES = 8 * 1024 * 1024;

/*
 * One DASH fragment as yt-dlp writes it: a URL, or a path under
 * `fragment_base_url`, and its duration. Strict: a key we do not know (a byte
 * range, say) means a layout this fetch does not handle.
 */
const dashFragmentSchema = z.strictObject({
  url: z
    .string()
    .max(16 * 1024)
    .optional(),
  path: z
    .string()
    .max(16 * 1024)
    .optional(),
  duration: z.number().finite().nonnegative().optional(),
});
const dashFormatSchema = z.looseObject({
  protocol: z.literal('http_dash_segments'),
  fragment_base_url: z
    .string()
    .max(16 * 1024)
    .nullish(),
  fragments: z.array(dashFragmentSchema).min(1).max(MAX_FRAGMENTS),
  has_drm: z.literal(false).nullish(),
  // Query parameters yt-dlp appends to every fragment, or a live recording from its start: its own work.
  extra_param_to_segment_url: z.never().optional(),
  is_from_start: z.never().optional(),
});

/**
 * A stream's fragments in order (initialisation first), each with its
 * duration in seconds where the list gives one (an initialisation has none):
 * what a span of the media needs to fetch only the fragments it overlaps (span-fragments.ts).
 */
export interface FragmentList {
  urls: URL[];
  durations: (number | undefined)[];
}

/** The URLs of a DASH format's fragments, in order (initialisation first); undefined for other layouts. */
export function dashFragmentUrls(format: YtdlpFormat): URL[] | undefined {
  return dashFragments(format)?.urls;
}

/** A DASH format's fragments with their durations; undefined for other layouts. */
export function dashFragments(format: YtdlpFormat): FragmentList | undefined {
  const parsed = dashFormatSchema.safeParse(format);
  if (!parsed.success) return undefined;
  const base = parsed.data.fragment_base_url ?? undefined;
  const urls: URL[] = [];
  const durations: (number | undefined)[] = [];
  for (const fragment of parsed.data.fragments) {
    const url = fragment.url ?? (fragment.path !== undefined && base ? joinUrl(fragment.path, base) : undefined);
    const checked = originUrl(url);
    if (!checked) return undefined;
    // yt-dlp drops a SegmentList's byte ranges (mediaRange, the Initialization's range): every segment
    // then names the whole file, and fetching it once a segment repeats the media that many times. Back
    // to back, one URL can only be that: the file, read once, its length the segments' sum.
    const last = urls.length - 1;
    if (last >= 0 && urls[last]?.href === checked.href) {
      const before = durations[last];
      durations[last] = fragment.duration === undefined ? before : (before ?? 0) + fragment.duration;
      continue;
    }
    urls.push(checked);
    durations.push(fragment.duration);
  }
  return { urls, durations };
}

function joinUrl(relative: string, base: string): string | undefined {
  try {
    return new URL(relative, base).href;
  } catch {
    return undefined;
  }
}

/* Tags of a plain VOD media playlist; any other tag (keys, byte ranges, maps, gaps, variants …) is left to yt-dlp. */
const PLAIN_HLS_TAGS = new Set([
  '#EXTM3U',
  '#EXT-X-VERSION',
  '#EXT-X-TARGETDURATION',
  '#EXT-X-MEDIA-SEQUENCE',
  '#EXT-X-PLAYLIST-TYPE',
  '#EXT-X-INDEPENDENT-SEGMENTS',
  '#EXT-X-ALLOW-CACHE',
  '#EXT-X-PROGRAM-DATE-TIME',
  '#EXT-X-DISCONTINUITY',
  '#EXTINF',
  '#EXT-X-ENDLIST',
  // Ad and chapter markers (SCTE-35 cues, date ranges): they say where something is, not how to fetch it.
  '#EXT-X-PLACEMENT-OPPORTUNITY',
  '#EXT-X-CUE-OUT',
  '#EXT-X-CUE-OUT-CONT',
  '#EXT-X-CUE-IN',
  '#EXT-X-DATERANGE',
]);

/**
 * The segment URLs of an HLS media playlist (relative ones resolved against
 * `playlistUrl`), or undefined when it is not a finished plain playlist:
 * yt-dlp's native HLS downloader concatenates these segments the same way.
 */
export function hlsSegmentUrls(playlist: string, playlistUrl: URL): URL[] | undefined {
  return hlsSegments(playlist, playlistUrl)?.urls;
}

/** An HLS media playlist's segments with their `#EXTINF` durations; undefined when not a finished plain playlist. */
export function hlsSegments(playlist: string, playlistUrl: URL): FragmentList | undefined {
  const lines = playlist
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines[0] !== '#EXTM3U') return undefined;
  const urls: URL[] = [];
  const durations: (number | undefined)[] = [];
  let ended = false;
  let duration: number | undefined;
  for (const line of lines) {
    if (line.startsWith('#EXT')) {
      const tag = line.split(':', 1)[0] as string;
      if (!PLAIN_HLS_TAGS.has(tag)) return undefined;
      if (line === '#EXT-X-ENDLIST') ended = true;
      if (tag === '#EXTINF') duration = extinfDuration(line);
      continue;
    }
    if (line.startsWith('#')) continue;
    const url = originUrl(joinUrl(line, playlistUrl.href));
    if (!url || urls.length >= MAX_FRAGMENTS) return undefined;
    urls.push(url);
    durations.push(duration);
    duration = undefined;
  }
  return ended && urls.length > 0 ? { urls, durations } : undefined;
}

/** `#EXTINF:<seconds>,<title>`: the seconds, when they are a finite number ≥ 0. */
function extinfDuration(line: string): number | undefined {
  const seconds = Number(line.slice('#EXTINF:'.length).split(',', 1)[0]);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/** What reading a playlist needs: the job's connector and the format's headers. */
export interface FragmentListContext {
  connect: OriginConnector;
  signal?: AbortSignal | undefined;
  /** The URL the format's headers were made for, when not its own (a subtitle track's borrowed ones). */
  credentialsFor?: string | undefined;
}

/**
 * The fragments of `format` for the server's own fetch, or undefined where
 * yt-dlp must fetch it. For HLS this reads the media playlist (through the
 * egress rules: a refused origin rejects with url_not_allowed).
 */
export async function fragmentUrls(format: YtdlpFormat, ctx: FragmentListContext): Promise<URL[] | undefined> {
  return (await fragmentList(format, ctx))?.urls;
}

/** {@link fragmentUrls} with each fragment's duration, where the list gives it. */
export async function fragmentList(format: YtdlpFormat, ctx: FragmentListContext): Promise<FragmentList | undefined> {
  if (format.protocol === 'http_dash_segments') return dashFragments(format);
  if (format.protocol !== 'm3u8_native' || (format as { has_drm?: unknown }).has_drm === true) return undefined;
  const playlistUrl = originUrl(format.url);
  if (!playlistUrl) return undefined;
  const playlist = await fetchPlaylistText(playlistUrl, {
    connect: ctx.connect,
    httpHeaders: format.http_headers,
    cookies: cookiesOf(format),
    // Given, even as undefined: a track's borrowed headers; not given: the format's own URL's.
    credentialsFor: 'credentialsFor' in ctx ? ctx.credentialsFor : playlistUrl.href,
    maxBytes: MAX_PLAYLIST_BYTES,
    signal: ctx.signal,
  });
  // Relative to where the playlist was found: a redirect moves its segments with it.
  return playlist === undefined ? undefined : hlsSegments(playlist.text, playlist.url);
}

/** yt-dlp's `cookies` field of a format (≥ 2023.07), when it is a string. */
export function cookiesOf(format: YtdlpFormat): string | undefined {
  const cookies = (format as { cookies?: unknown }).cookies;
  return typeof cookies === 'string' ? cookies : undefined;
}
