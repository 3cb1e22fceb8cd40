/**
 * How the media layer cuts a clip (src/media/clip.ts says what a clip is).
 *
 * Fetching only the part: every input of our ffmpeg gets `-ss` before `-i`
 * (input seeking). A plain file read over HTTP is then read with Range
 * requests from about the seek point on (the index first, then the bytes
 * from the keyframe before `start`); a DASH/HLS stream whose fragments the
 * server fetches itself is fetched from the fragment that holds `start` to
 * the one that holds `end` ({@link fragmentsForClip}), and `-ss` skips what
 * that first fragment holds before `start`. ffmpeg stops at the clip's end
 * (`-t`), and whatever still feeds it is stopped then. A source only yt-dlp
 * can fetch (encrypted HLS, byte-range fragments, other protocols) is read
 * from its beginning up to the end of the clip: yt-dlp's own
 * `--download-sections` runs an ffmpeg of its own, which our yt-dlp is never
 * given (see ytdlp.ts), so that part is not fetched from a seek point.
 *
 * Cut accuracy:
 * - MP3 (and any other audio output) is re-encoded anyway: exact.
 * - `cut=exact` (the default) re-encodes the whole clip (H.264/AAC, VP9/Opus
 *   for WebM) with a fast preset, and ffmpeg decodes from the keyframe before
 *   `start` and drops the frames before it, so the first frame is the one at
 *   `start`. A "smart cut" (re-encode only up to the first keyframe, copy the
 *   rest) was weighed and left: the re-encoded head must match the copied
 *   stream's codec parameters exactly (profile, level, SPS/PPS, reference
 *   frames) or one MP4 track holds two incompatible streams, which players
 *   handle unevenly; it is only right for H.264 in MP4 with an encoder we can
 *   steer to the source's settings. Re-encoding the whole clip is always
 *   right, and its cost is bounded by the clip's length (which
 *   LIMIT_MAX_DURATION_S and JOB_TIMEOUT_S already bound). A keyframe every
 *   2 s keeps fragmented MP4's first byte near 2 s of encoding.
 * - `cut=fast` copies the streams (`-c copy`): no re-encoding, and the video
 *   starts on the keyframe at or before `start` (so up to one GOP early).
 *   A source read from its beginning (yt-dlp-fed) cannot be copied from a
 *   seek point without sending everything before it, so there the clip is
 *   cut exactly whatever was asked.
 */
import type { ClipRange } from '../clip.js';
import type { FragmentList } from '../fetch/fragments.js';

/** What a clip's fetch of a fragment list keeps, and where the kept part starts in the media. */
export interface ClipFragments {
  urls: URL[];
  /** Media time at which the first kept fragment starts: the input's seek point is `start − offsetS`. */
  offsetS: number;
}

/**
 * The fragments overlapping the clip: the initialisation (leading fragments
 * without a duration), then the media fragments from the one holding `start`
 * to the one holding `end`. Where a media fragment's duration is unknown the
 * whole list is kept (offset 0): nothing can be placed in time.
 */
export function fragmentsForClip(list: FragmentList, range: ClipRange): ClipFragments {
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

/** Audio-only outputs: their clips never carry a video stream. */
const AUDIO_ONLY = new Set(['m4a', 'mp3', 'aac', 'ogg', 'oga', 'opus', 'flac', 'wav']);

/** A keyframe every 2 s: fragmented MP4 writes a fragment per keyframe, so the first bytes come early. */
const KEYFRAMES = ['-force_key_frames', 'expr:gte(t,n_forced*2)'];
const H264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p', ...KEYFRAMES];
const VP9 = [
  '-c:v',
  'libvpx-vp9',
  '-deadline',
  'realtime',
  '-cpu-used',
  '8',
  '-row-mt',
  '1',
  '-crf',
  '32',
  '-b:v',
  '0',
];

/** The audio encoder that fits each output container. */
function audioCodec(ext: string): string[] {
  switch (ext) {
    case 'webm':
    case 'ogg':
    case 'oga':
    case 'opus':
      return ['-c:a', 'libopus', '-b:a', '128k'];
    case 'mp3':
      return ['-c:a', 'libmp3lame', '-b:a', '192k'];
    case 'flac':
      return ['-c:a', 'flac'];
    case 'wav':
      return ['-c:a', 'pcm_s16le'];
    default:
      return ['-c:a', 'aac', '-b:a', '192k'];
  }
}

/** Codec arguments of an exact cut into `ext`: every stream re-encoded (see the top of this file). */
export function exactCutCodec(ext: string): string[] {
  if (AUDIO_ONLY.has(ext)) return ['-vn', ...audioCodec(ext)];
  return [...(ext === 'webm' ? VP9 : H264), ...audioCodec(ext)];
}
