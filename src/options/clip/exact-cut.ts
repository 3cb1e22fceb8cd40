/**
 * How a clip is cut, as ffmpeg arguments (the media core runs them: its
 * inputs get `-ss` before `-i`, its output stops at the clip's length).
 *
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
import type { InputStage } from '../types.js';

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

/** The clip's seek and cut: a fast cut copies only where the source can be read from the seek point. */
export const clipInput: InputStage = {
  seekS: (span, offsetS) => span.startS - offsetS,
  codec: (span, ext, readFromStart) => (span.cut === 'exact' || readFromStart ? exactCutCodec(ext) : undefined),
};
