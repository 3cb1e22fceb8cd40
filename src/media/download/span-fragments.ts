/**
 * Fetching only a part of the media (a span: src/options' span stage). Every
 * input of our ffmpeg gets `-ss` before `-i` (input seeking). A plain file
 * read over HTTP is then read with Range requests from about the seek point
 * on (the index first, then the bytes from the keyframe before `start`); a
 * DASH/HLS stream whose fragments the server fetches itself is fetched from
 * the fragment that holds `start` to the one that holds `end`
 * ({@link fragmentsForSpan}), and `-ss` skips what that first fragment holds
 * before `start`. ffmpeg stops at the span's end (`-t`), and whatever still
 * feeds it is stopped then. A source only yt-dlp can fetch (encrypted HLS,
 * byte-range fragments, other protocols) is read from its beginning up to
 * the end of the span: yt-dlp's own `--download-sections` runs an ffmpeg of
 * its own, which our yt-dlp is never given (see ytdlp.ts), so that part is
 * not fetched from a seek point (and is cut exactly: the span stage's codec).
 */
import type { SpanRange } from '../../options/index.js';
import type { FragmentList } from '../fetch/fragments.js';

/** What a span's fetch of a fragment list keeps, and where the kept part starts in the media. */
export interface SpanFragments {
  urls: URL[];
  /** Media time at which the first kept fragment starts: the input's seek point is `start − offsetS`. */
  offsetS: number;
}

/**
 * The fragments overlapping the span: the initialisation (leading fragments
 * without a duration), then the media fragments from the one holding `start`
 * to the one holding `end`. Where a media fragment's duration is unknown the
 * whole list is kept (offset 0): nothing can be placed in time.
 */
export function fragmentsForSpan(list: FragmentList, range: SpanRange): SpanFragments {
  const { urls, durations } = list;
  let firstMedia = 0;
  while (firstMedia < urls.length && durations[firstMedia] === undefined) firstMedia++;
  const mediaDurations = durations.slice(firstMedia);
  if (mediaDurations.some((d) => d === undefined)) return { urls, offsetS: 0 };
  const kept = urls.slice(0, firstMedia);
  let at = 0;
  let offsetS: number | undefined;
  for (const [i, duration] of (mediaDurations as number[]).entries()) {
    const begins = at;
    at += duration;
    if (at <= range.startS) continue;
    if (begins >= range.endS) break;
    offsetS ??= begins;
    kept.push(urls[firstMedia + i] as URL);
  }
  // A range past the listed durations (rounding): keep the last fragment rather than none.
  if (offsetS === undefined) return { urls, offsetS: 0 };
  return { urls: kept, offsetS };
}
