/**
 * What each of yt-dlp's raw formats carries (video with sound, video alone,
 * sound alone, unknown, or nothing worth offering), judged the way yt-dlp's
 * own selectors judge it, with what the HLS master adds (stream-layout.ts).
 */
import type { YtdlpFormat, YtdlpInfo } from '../schemas.js';
import type { FormatFacts, StreamLayout } from './stream-layout.js';

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

export const has = (codec: string | null | undefined) => codec != null && codec !== 'none';
const isUnknown = (codec: string | null | undefined) => codec == null;

export type Role = 'muxed' | 'video-only' | 'audio-only' | 'unknown';

/** A format as the list judges it: yt-dlp's, with what the master adds, and what the master says of it. */
export interface Judged {
  format: YtdlpFormat;
  facts: FormatFacts;
  role: Role;
}

/**
 * What a raw format carries. Direct links often declare no codecs at all.
 * `vcodec: none` is sound alone whatever `acodec` says, as yt-dlp's `ba`
 * reads it: an HLS audio rendition has no codec in yt-dlp's list.
 */
export function roleOf(format: YtdlpFormat): Role | 'junk' {
  const note = (format.format_note ?? '').toLowerCase();
  if (JUNK_EXTS.has(format.ext) || note.includes('storyboard') || !isFetchable(format)) return 'junk';
  if (!format.url && !format.fragments?.length && !format.manifest_url) return 'junk';
  const v = format.vcodec;
  const a = format.acodec;
  if (v === 'none') return a === 'none' ? 'junk' : 'audio-only';
  if (has(v) && has(a)) return 'muxed';
  if (a === 'none')
    return has(v) || format.height || format.width || VIDEO_EXTS.has(format.ext) ? 'video-only' : 'unknown';
  // Undeclared codecs: judge by what is known, then by the container.
  if (has(v) && isUnknown(a)) return format.height ? 'muxed' : 'unknown';
  if (has(a) && isUnknown(v)) return AUDIO_EXTS.has(format.ext) ? 'audio-only' : 'muxed';
  if (format.height || format.width) return 'muxed';
  if (AUDIO_EXTS.has(format.ext)) return 'audio-only';
  if (VIDEO_EXTS.has(format.ext)) return 'muxed';
  return 'unknown';
}

/**
 * A copy of `format` with what the master says where yt-dlp said nothing:
 * a rendition's codec and picture size, and `acodec: none` for an alternate
 * video angle whose sound is in an audio group.
 */
export function withFacts(format: YtdlpFormat, facts: FormatFacts): YtdlpFormat {
  const filled: YtdlpFormat = { ...format };
  if (facts.acodec && filled.acodec == null) filled.acodec = facts.acodec;
  if (facts.vcodec && filled.vcodec == null) filled.vcodec = facts.vcodec;
  if (facts.width && !filled.width) filled.width = facts.width;
  if (facts.height && !filled.height) filled.height = facts.height;
  if (facts.fps && !filled.fps) filled.fps = facts.fps;
  if (facts.rendition?.type === 'VIDEO' && facts.audioGroup && filled.acodec == null) filled.acodec = 'none';
  return filled;
}

/** The raw formats of an extraction; a direct link carries its one format at the top level. */
export function rawFormats(info: YtdlpInfo): YtdlpFormat[] {
  if (info.formats?.length) return info.formats;
  if (info.format_id && info.ext && info.url) {
    return [{ ...info, format_id: info.format_id, ext: info.ext } as YtdlpFormat];
  }
  return [];
}

/** Each offerable format, judged; junk (storyboards, subtitles, other protocols) left out. */
export function judgeFormats(info: YtdlpInfo, layout: StreamLayout): Judged[] {
  const judged: Judged[] = [];
  for (const raw of rawFormats(info)) {
    const facts = layout.facts.get(raw.format_id) ?? {};
    const format = withFacts(raw, facts);
    const role = roleOf(format);
    if (role !== 'junk') judged.push({ format, facts, role });
  }
  return judged;
}

export const bitrate = (f: YtdlpFormat) => f.tbr ?? (f.vbr ?? 0) + (f.abr ?? 0);
export const audioBitrate = (f: YtdlpFormat) => f.abr ?? f.tbr ?? 0;

/** Audio alone as yt-dlp's `bestaudio`/`ba` takes it: no video, and sound not ruled out. */
export const isAudioOnly = (f: YtdlpFormat) => f.vcodec === 'none' && f.acodec !== 'none';

/**
 * yt-dlp's "bestaudio[ext=E]" over a raw list: the best audio-only format,
 * optionally of one container. yt-dlp lists formats worst to best; among
 * equal bitrates the later one wins there too.
 */
export function ytdlpBestAudio(formats: YtdlpFormat[], ext?: string): YtdlpFormat | undefined {
  let best: YtdlpFormat | undefined;
  for (const f of formats) {
    if (!isAudioOnly(f) || (ext && f.ext !== ext)) continue;
    if (!best || audioBitrate(f) >= audioBitrate(best)) best = f;
  }
  return best;
}
