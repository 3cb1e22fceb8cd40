/**
 * The tags an audio download carries (issue 26), from the link's lookup:
 * title, artist, album, date and the page's address. Pure: no process, no
 * network. Every value comes from a site, so each one is cleaned like any
 * title (control characters out, bounded length) and left out when empty.
 * The cover-tags option (src/options) writes them into the file; cover-art.ts
 * makes the picture.
 */
import type { MediaTags } from '../../options/index.js';
import { displayTitle } from '../filename.js';
import type { YtdlpInfo } from '../schemas.js';
import { tagValue } from '../tools/ffmpeg.js';
import type { MediaInfo } from '../types.js';

/** YouTube's auto-generated music channels ("Artist - Topic"): their uploads are songs with album art. */
const TOPIC_SUFFIX = ' - Topic';

/** Whether the uploader looks like a music channel, whose thumbnails are album covers (cropped square). */
export function isMusicChannel(uploader: string | undefined): boolean {
  return (uploader?.endsWith(TOPIC_SUFFIX) ?? false) && (uploader?.length ?? 0) > TOPIC_SUFFIX.length;
}

/** The artist an uploader stands for: a music channel's name without " - Topic". */
export function artistName(uploader: string | undefined): string | undefined {
  if (uploader === undefined) return undefined;
  return isMusicChannel(uploader) ? uploader.slice(0, -TOPIC_SUFFIX.length) : uploader;
}

/**
 * yt-dlp's `upload_date` (YYYYMMDD) as YYYY-MM-DD, when it is a real day
 * (no 20240231) of a plausible year; anything else is no date.
 */
export function uploadDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2200) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/**
 * The album: the playlist the media was read from, else where it comes from:
 * the extractor's name as yt-dlp spells it ("Youtube", "SoundCloud"), or, for
 * yt-dlp's generic extractor (any page), the page's host name.
 */
export function albumName(raw: YtdlpInfo, info: MediaInfo): string | undefined {
  // A title of nothing but controls and spaces is none.
  if (raw.playlist_title && clean(raw.playlist_title)) return raw.playlist_title;
  const extractor = raw.extractor_key ?? raw.extractor ?? undefined;
  if (extractor && extractor.toLowerCase() !== 'generic') return extractor;
  try {
    return new URL(info.webpageUrl).hostname.replace(/^www\./, '') || undefined;
  } catch {
    return undefined;
  }
}

/** The longest page address kept as a comment: a cut address is a wrong one, so a longer one is left out. */
const MAX_COMMENT_URL = 500;

/** The tags of a download named `title` (the request's), from its lookup (`raw` as yt-dlp read it, `info` as served). */
export function mediaTags(title: string, raw: YtdlpInfo, info: MediaInfo): MediaTags {
  const tags: MediaTags = { title: clean(displayTitle(title)) || 'Untitled' };
  const optional: [Exclude<keyof MediaTags, 'title'>, string | undefined][] = [
    ['artist', artistName(info.uploader)],
    ['album', albumName(raw, info)],
    ['date', uploadDate(raw.upload_date)],
    ['comment', info.webpageUrl.length <= MAX_COMMENT_URL ? info.webpageUrl : undefined],
  ];
  for (const [key, value] of optional) {
    const cleaned = value === undefined ? '' : clean(value);
    if (cleaned) tags[key] = cleaned;
  }
  return tags;
}

/** ffmpeg's own tag sanitizing (control characters, 500 characters), trimmed. */
function clean(value: string): string {
  return tagValue(value).replace(/\s+/g, ' ').trim();
}
