import { sentence } from '../../i18n/index.js';
import { describedFormat } from '../format-words.js';
import { selectorPattern, type YtdlpFormat, type YtdlpInfo } from '../schemas.js';
import type { FormatWord, MediaFormat } from '../types.js';

/*
 * Turns yt-dlp's raw format list (often 20–60 entries, many of them variants a
 * person cannot tell apart) into a short list to choose from: one entry per
 * video height, the audio-only formats, and formats of unknown kind.
 */

const VIDEO_EXTS = new Set(['mp4', 'webm', 'mkv', 'mov', 'flv', '3gp', 'ts', 'm4v', 'avi']);
const AUDIO_EXTS = new Set(['m4a', 'mp3', 'aac', 'ogg', 'oga', 'opus', 'flac', 'wav', 'weba', 'mka']);
const JUNK_EXTS = new Set(['mhtml', 'vtt', 'srt', 'json', 'html', 'jpg', 'png', 'webp']);

/**
 * Protocols whose every request goes over HTTP(S), and so through the egress
 * proxy. RTMP, RTSP and the like would connect directly: never offered or fetched.
 */
const FETCHABLE_PROTOCOL = /^(https?|m3u8(_native)?|http_dash_segments(_generator)?)$/;

export function isFetchable(format: YtdlpFormat): boolean {
  return format.protocol == null || FETCHABLE_PROTOCOL.test(format.protocol);
}

const has = (codec: string | null | undefined) => codec != null && codec !== 'none';
const isUnknown = (codec: string | null | undefined) => codec == null;

type Role = 'muxed' | 'video-only' | 'audio-only' | 'unknown';

/** What a raw format carries. Direct links often declare no codecs at all. */
function roleOf(format: YtdlpFormat): Role | 'junk' {
  const note = (format.format_note ?? '').toLowerCase();
  if (JUNK_EXTS.has(format.ext) || note.includes('storyboard') || !isFetchable(format)) return 'junk';
  if (!format.url && !format.fragments?.length && !format.manifest_url) return 'junk';
  const v = format.vcodec;
  const a = format.acodec;
  if (has(v) && has(a)) return 'muxed';
  if (has(v) && a === 'none') return 'video-only';
  if (v === 'none' && has(a)) return 'audio-only';
  if (v === 'none' && a === 'none') return 'junk';
  // Undeclared codecs: judge by what is known, then by the container.
  if (has(v) && isUnknown(a)) return format.height ? 'muxed' : 'unknown';
  if (has(a) && isUnknown(v)) return AUDIO_EXTS.has(format.ext) ? 'audio-only' : 'muxed';
  if (format.height || format.width) return 'muxed';
  if (AUDIO_EXTS.has(format.ext)) return 'audio-only';
  if (VIDEO_EXTS.has(format.ext)) return 'muxed';
  return 'unknown';
}

/** Bytes, from the exact size, yt-dlp's estimate, or bitrate × duration. */
export function sizeOf(format: YtdlpFormat, durationS: number | undefined): number | undefined {
  const size = format.filesize ?? format.filesize_approx;
  if (size) return Math.round(size);
  const kbps = format.tbr ?? (format.vbr ?? 0) + (format.abr ?? 0);
  if (kbps && durationS) return Math.round((kbps * 1000 * durationS) / 8);
  return undefined;
}

const bitrate = (f: YtdlpFormat) => f.tbr ?? (f.vbr ?? 0) + (f.abr ?? 0);
const audioBitrate = (f: YtdlpFormat) => f.abr ?? f.tbr ?? 0;

/** H.264 in MP4 plays everywhere (browsers, phones, Telegram's player), so it wins a tie of height. */
function compatibility(f: YtdlpFormat): number {
  const v = (f.vcodec ?? '').toLowerCase();
  if (f.ext === 'mp4' && (v.startsWith('avc') || v.startsWith('h264'))) return 2;
  if (f.ext === 'mp4') return 1;
  return 0;
}

/** Is `a` the better pick than `b` for the same height? */
function betterVideo(a: YtdlpFormat, b: YtdlpFormat): boolean {
  const byCompat = compatibility(a) - compatibility(b);
  if (byCompat !== 0) return byCompat > 0;
  const byFps = (a.fps ?? 0) - (b.fps ?? 0);
  if (byFps !== 0) return byFps > 0;
  return bitrate(a) >= bitrate(b);
}

function codecName(codec: string | null | undefined): string | undefined {
  if (!has(codec)) return undefined;
  const c = (codec as string).toLowerCase();
  if (c.startsWith('avc') || c.startsWith('h264')) return 'H.264';
  if (c.startsWith('hev') || c.startsWith('hvc') || c.startsWith('h265')) return 'H.265';
  if (c.startsWith('vp09') || c.startsWith('vp9')) return 'VP9';
  if (c.startsWith('vp8')) return 'VP8';
  if (c.startsWith('av01')) return 'AV1';
  if (c.startsWith('mp4a') || c === 'aac') return 'AAC';
  if (c.startsWith('opus')) return 'Opus';
  if (c.startsWith('vorbis')) return 'Vorbis';
  if (c.startsWith('mp3')) return 'MP3';
  return (codec as string).split('.')[0];
}

/** The audio a video-only format is merged with: same container family first. */
function bestAudioFor(video: YtdlpFormat, audios: YtdlpFormat[]): YtdlpFormat | undefined {
  const preferredExt = video.ext === 'webm' ? 'webm' : 'm4a';
  const sameFamily = audios.filter((a) => a.ext === preferredExt);
  const pool = sameFamily.length > 0 ? sameFamily : audios;
  return pool.reduce<YtdlpFormat | undefined>(
    (best, a) => (!best || audioBitrate(a) > audioBitrate(best) ? a : best),
    undefined,
  );
}

/** The container a merge is written to: what the two streams fit in. */
function mergedExt(video: YtdlpFormat, audio: YtdlpFormat | undefined): string {
  if (!audio) return video.ext;
  if (video.ext === 'webm' && (audio.ext === 'webm' || audio.ext === 'weba')) return 'webm';
  if ((video.ext === 'mp4' || video.ext === 'm4v') && (audio.ext === 'm4a' || audio.ext === 'mp4')) return 'mp4';
  return 'mkv';
}

/**
 * "720p60" where the height is known. Without one (an HLS media playlist, a
 * bare file) yt-dlp's format_id is a bare index or protocol tag ("0",
 * "hls-1234") that means nothing to a person, so fall back to the site's
 * note, then the bitrate, then the word.
 */
function heightLabel(f: YtdlpFormat): FormatWord {
  const fps = f.fps && f.fps > 30 ? String(Math.round(f.fps)) : '';
  if (f.height) return `${Math.round(f.height)}p${fps}`;
  if (f.format_note) return f.format_note;
  return bitrate(f) ? sentence('format-video-kbps', { kbps: Math.round(bitrate(f)) }) : sentence('format-video');
}

function videoEntry(video: YtdlpFormat, audio: YtdlpFormat | undefined, role: Role, durationS?: number): MediaFormat {
  const merge = role === 'video-only' && audio !== undefined;
  const videoSize = sizeOf(video, durationS);
  const audioSize = merge ? sizeOf(audio, durationS) : 0;
  const ext = merge ? mergedExt(video, audio) : video.ext;
  const entry: MediaFormat = {
    id: merge ? `${video.format_id}+${audio.format_id}` : video.format_id,
    // The fallback keeps the download working if the preferred audio vanished
    // between info and download.
    selector: merge ? `${video.format_id}+bestaudio[ext=${audio.ext}]/${video.format_id}+bestaudio` : video.format_id,
    ext,
    kind: 'video',
    ...describedFormat(heightLabel(video), [
      ext.toUpperCase(),
      codecName(video.vcodec),
      video.fps ? `${Math.round(video.fps)} fps` : undefined,
      merge ? codecName(audio.acodec) : codecName(video.acodec),
      role === 'video-only' && !audio ? sentence('format-no-audio') : undefined,
    ]),
  };
  if (videoSize !== undefined && audioSize !== undefined) entry.filesizeApprox = videoSize + audioSize;
  if (video.width) entry.width = Math.round(video.width);
  if (video.height) entry.height = Math.round(video.height);
  return entry;
}

function audioEntry(audio: YtdlpFormat, durationS?: number): MediaFormat {
  const kbps = audioBitrate(audio);
  const entry: MediaFormat = {
    id: audio.format_id,
    selector: audio.format_id,
    ext: audio.ext,
    kind: 'audio',
    ...describedFormat(kbps ? sentence('format-audio-kbps', { kbps: Math.round(kbps) }) : sentence('format-audio'), [
      audio.ext.toUpperCase(),
      codecName(audio.acodec),
      audio.asr ? `${Math.round(audio.asr / 100) / 10} kHz` : undefined,
      audio.language ?? undefined,
    ]),
  };
  const size = sizeOf(audio, durationS);
  if (size !== undefined) entry.filesizeApprox = size;
  return entry;
}

function otherEntry(format: YtdlpFormat, durationS?: number): MediaFormat {
  const entry: MediaFormat = {
    id: format.format_id,
    selector: format.format_id,
    ext: format.ext,
    kind: 'other',
    ...describedFormat(format.format_note ?? format.ext.toUpperCase(), [
      format.ext.toUpperCase(),
      format.protocol ?? undefined,
    ]),
  };
  const size = sizeOf(format, durationS);
  if (size !== undefined) entry.filesizeApprox = size;
  return entry;
}

/** The raw formats of an extraction; a direct link carries its one format at the top level. */
export function rawFormats(info: YtdlpInfo): YtdlpFormat[] {
  if (info.formats?.length) return info.formats;
  if (info.format_id && info.ext && info.url) {
    return [{ ...info, format_id: info.format_id, ext: info.ext } as YtdlpFormat];
  }
  return [];
}

/** The list a person chooses from, best first: video by height, then audio, then other. */
export function buildFormatList(info: YtdlpInfo): MediaFormat[] {
  const durationS = info.duration ?? undefined;
  const byRole = new Map<Role, YtdlpFormat[]>();
  for (const format of rawFormats(info)) {
    const role = roleOf(format);
    if (role === 'junk') continue;
    byRole.set(role, [...(byRole.get(role) ?? []), format]);
  }
  const audios = byRole.get('audio-only') ?? [];

  // One entry per height: a muxed format (no merge needed) or a video-only one with audio.
  const bestByHeight = new Map<number, { format: YtdlpFormat; role: Role }>();
  for (const role of ['muxed', 'video-only'] as const) {
    for (const format of byRole.get(role) ?? []) {
      const height = Math.round(format.height ?? 0);
      const current = bestByHeight.get(height);
      const candidateRole = role === 'video-only' && audios.length === 0 ? 'video-only' : role;
      if (!current || betterVideo(format, current.format)) bestByHeight.set(height, { format, role: candidateRole });
    }
  }
  const videos = [...bestByHeight.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, { format, role }]) =>
      videoEntry(format, role === 'video-only' ? bestAudioFor(format, audios) : undefined, role, durationS),
    );

  // One audio entry per container, the best bitrate of each.
  const bestAudioByExt = new Map<string, YtdlpFormat>();
  for (const audio of audios) {
    const key = `${audio.ext}:${audio.language ?? ''}`;
    const current = bestAudioByExt.get(key);
    if (!current || audioBitrate(audio) > audioBitrate(current)) bestAudioByExt.set(key, audio);
  }
  const audioEntries = [...bestAudioByExt.values()]
    .sort((a, b) => audioBitrate(b) - audioBitrate(a))
    .map((a) => audioEntry(a, durationS));

  const others = (byRole.get('unknown') ?? []).map((f) => otherEntry(f, durationS));
  // A format whose id the selector grammar refuses (a `~` in it, say) could not be downloaded: not offered.
  return [...videos, ...audioEntries, ...others].filter((entry) => selectorPattern.test(entry.selector));
}
