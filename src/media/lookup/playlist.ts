import { z } from 'zod';
import { MAX_TITLE_LENGTH, type YtdlpInfo } from '../schemas.js';
import type { MediaInfo, PlaylistEntry } from '../types.js';
import { describedBy } from './media-info.js';

/*
 * A playlist read flat (`--flat-playlist`): yt-dlp lists its entries without
 * extracting any of them, so reading a playlist costs one page. Entries are
 * input from outside (a feed or a page names them), so each one is validated
 * on its own and a bad one is left out rather than failing the whole list.
 */

/** The longest entry URL kept; a longer one is left out (a media link is far shorter). */
const MAX_ENTRY_URL_LENGTH = 4096;

/** yt-dlp passes hidden options on in a URL fragment ("smuggling"); they are its business, not a link's. */
const SMUGGLE_FRAGMENT = /#__youtubedl_smuggle=.*$/s;

const httpUrl = z
  .string()
  .max(MAX_ENTRY_URL_LENGTH)
  .transform((value) => value.replace(SMUGGLE_FRAGMENT, ''))
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  });

/** One entry as yt-dlp lists it flat: a URL to extract later (`url`), or a video it already has (`formats`). */
const flatEntrySchema = z.looseObject({
  id: z.string().min(1).max(500).nullish(),
  title: z.string().max(MAX_TITLE_LENGTH).nullish(),
  url: z.string().nullish(),
  webpage_url: z.string().nullish(),
  duration: z.number().finite().nonnegative().nullish(),
  thumbnail: z.string().nullish(),
});

/** The playlist's own fields next to its entries (the entries themselves are checked one by one). */
const playlistSchema = z.looseObject({
  // A count that makes no sense is no count: the listed entries are counted instead.
  playlist_count: z.number().int().nonnegative().max(10_000_000).nullish().catch(undefined),
  entries: z.array(z.unknown()).nullish(),
});

/** True when yt-dlp's answer is a list of media rather than one. */
export function isPlaylist(raw: YtdlpInfo): boolean {
  return raw._type === 'playlist' || raw._type === 'multi_video' || Boolean(raw.entries && !raw.formats && !raw.url);
}

/** Decides whether the server may fetch a URL (MediaService's private-network policy); rejects when not. */
export type UrlCheck = (url: string) => Promise<void>;

/**
 * yt-dlp's flat playlist → the info of a playlist: the top-level fields as for
 * one media, `formats: []`, at most `maxEntries` entries and the total when
 * known. Each entry's URL must pass `check` (the URL policy applied to any
 * link a user sends); an entry whose URL fails it, or that has no usable URL,
 * is left out, and `entryCount` still counts it (it is part of the playlist).
 */
export async function toPlaylistInfo(
  raw: YtdlpInfo,
  requestedUrl: string,
  options: { maxEntries: number; check: UrlCheck },
): Promise<MediaInfo> {
  const { durationSeconds: _total, ...base } = describedBy(raw, requestedUrl);
  const playlist = playlistSchema.parse(raw);
  const listed = playlist.entries ?? [];
  const candidates = listed.slice(0, options.maxEntries).map((entry, index) => toEntry(entry, index, base.webpageUrl));
  // Checked together: each check may resolve a host name, but the policy looks up at most a few names at
  // once and one name once however many entries share it (src/media/egress/dns-limit.ts), so a long list on a
  // silent name server cannot take libuv's thread pool from the rest of the process.
  const allowed = await Promise.all(
    candidates.map((entry) =>
      entry
        ? options.check(entry.url).then(
            () => entry,
            () => undefined,
          )
        : undefined,
    ),
  );
  const entries = allowed.filter((entry): entry is PlaylistEntry => entry !== undefined);
  const info: MediaInfo = {
    ...base,
    formats: [],
    entries,
    entryCount: playlist.playlist_count ?? listed.length,
  };
  // The first entry's picture stands for the list, as a playlist's cover usually does.
  const cover = entries[0]?.thumbnail ?? base.thumbnail;
  if (cover) info.thumbnail = cover;
  return info;
}

/**
 * One listed entry, or undefined when it is malformed or has no link of its
 * own. Its link is `url` (a flat entry, or a video with one file) or its own
 * page; never the playlist's page, which would only give the list again.
 */
function toEntry(value: unknown, index: number, playlistPage: string): PlaylistEntry | undefined {
  const parsed = flatEntrySchema.safeParse(value);
  if (!parsed.success) return undefined;
  const raw = parsed.data;
  const url = [raw.url, raw.webpage_url]
    .map((candidate) => httpUrl.safeParse(candidate))
    .find((result) => result.success && result.data !== playlistPage)?.data;
  if (!url) return undefined;
  const id = raw.id ?? String(index + 1);
  const entry: PlaylistEntry = { id, title: raw.title?.trim() || id, url };
  if (raw.duration) entry.durationSeconds = Math.round(raw.duration * 1000) / 1000;
  const thumbnail = httpUrl.safeParse(raw.thumbnail);
  if (thumbnail.success) entry.thumbnail = thumbnail.data;
  return entry;
}
