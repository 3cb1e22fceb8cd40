/**
 * One entry of the list a person chooses from (the SPEC's format object):
 * its id and selector, container, label and detail, approximate size.
 */
import { sentence } from '../../i18n/index.js';
import { describedFormat } from '../format-words.js';
import type { YtdlpFormat } from '../schemas.js';
import type { FormatWord, MediaFormat } from '../types.js';
import { languageOf } from './audio-languages.js';
import { audioBitrate, bitrate, has, type Judged, ytdlpBestAudio } from './format-roles.js';

/** Bytes, from the exact size, yt-dlp's estimate, or bitrate × duration. */
export function sizeOf(format: YtdlpFormat, durationS: number | undefined): number | undefined {
  const size = format.filesize ?? format.filesize_approx;
  if (size) return Math.round(size);
  const kbps = format.tbr ?? (format.vbr ?? 0) + (format.abr ?? 0);
  if (kbps && durationS) return Math.round((kbps * 1000 * durationS) / 8);
  return undefined;
}

/** H.264 in MP4 plays everywhere (browsers, phones, Telegram's player), so it wins a tie of height. */
function compatibility(f: YtdlpFormat): number {
  const v = (f.vcodec ?? '').toLowerCase();
  if (f.ext === 'mp4' && (v.startsWith('avc') || v.startsWith('h264'))) return 2;
  if (f.ext === 'mp4') return 1;
  return 0;
}

/** Is `a` the better pick than `b` for the same height? */
export function betterVideo(a: YtdlpFormat, b: YtdlpFormat): boolean {
  const byCompat = compatibility(a) - compatibility(b);
  if (byCompat !== 0) return byCompat > 0;
  const byFps = (a.fps ?? 0) - (b.fps ?? 0);
  if (byFps !== 0) return byFps > 0;
  return bitrate(a) >= bitrate(b);
}

export function codecName(codec: string | null | undefined): string | undefined {
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
  if (c === 'ac-3' || c === 'ac3') return 'AC-3';
  if (c === 'ec-3' || c === 'eac3') return 'E-AC-3';
  return (codec as string).split('.')[0];
}

/** The container a merge is written to: what the two streams fit in. */
function mergedExt(video: YtdlpFormat, audio: YtdlpFormat | undefined): string {
  if (!audio) return video.ext;
  if (video.ext === 'webm' && (audio.ext === 'webm' || audio.ext === 'weba')) return 'webm';
  if ((video.ext === 'mp4' || video.ext === 'm4v') && (audio.ext === 'm4a' || audio.ext === 'mp4')) return 'mp4';
  return 'mkv';
}

/** An audio-only format's file: sound alone in MP4 is an .m4a (the same muxer, the name players expect). */
export function audioExt(audio: YtdlpFormat): string {
  return audio.ext === 'mp4' ? 'm4a' : audio.ext;
}

/** The angle's name of a video with alternates (an HLS VIDEO group): the site's word, said as is. */
function angleOf(video: Judged): string | undefined {
  const { facts } = video;
  if (facts.rendition?.type === 'VIDEO') return facts.rendition.name;
  return facts.videoGroupSize && facts.videoGroupSize > 1 ? facts.videoName : undefined;
}

/**
 * "720p60" where the height is known, with the angle's name where there are
 * several ("720p (GREEN)"). Without a height (an HLS media playlist, a bare
 * file) yt-dlp's format_id is a bare index or protocol tag ("0", "hls-1234")
 * that means nothing to a person, so fall back to the angle or the site's
 * note, then the bitrate, then the word.
 */
function heightLabel(video: Judged): FormatWord {
  const f = video.format;
  const angle = angleOf(video);
  const fps = f.fps && f.fps > 30 ? String(Math.round(f.fps)) : '';
  if (f.height) return `${Math.round(f.height)}p${fps}${angle ? ` (${angle})` : ''}`;
  if (angle) return angle;
  if (f.format_note) return f.format_note;
  return bitrate(f) ? sentence('format-video-kbps', { kbps: Math.round(bitrate(f)) }) : sentence('format-video');
}

/** What a merge's selector may lean on: every raw format, and whether the audio was picked for its language. */
export interface MergeContext {
  raw: YtdlpFormat[];
  durationS?: number | undefined;
  /** The audio was chosen for its language or its group: its id is named, not yt-dlp's best. */
  exactAudio: boolean;
}

/**
 * The selector of video `v` with audio `a`. When `a` is what yt-dlp's
 * `bestaudio[ext=…]` picks anyway, that is what it says (so a format id that
 * changed between info and download still finds the sound); otherwise it
 * names `a`. Either way it falls back to any audio rather than none.
 */
function mergeSelector(v: YtdlpFormat, a: YtdlpFormat, ctx: MergeContext): string {
  const plain = !ctx.exactAudio && ytdlpBestAudio(ctx.raw, a.ext)?.format_id === a.format_id;
  if (plain) return `${v.format_id}+bestaudio[ext=${a.ext}]/${v.format_id}+bestaudio`;
  return `${v.format_id}+${a.format_id}/${v.format_id}+bestaudio`;
}

/** A merge's or a muxed video's id, selector, container and size: what a choice of language changes. */
export function videoChoice(
  video: Judged,
  audio: Judged | undefined,
  ctx: MergeContext,
): Pick<MediaFormat, 'id' | 'selector' | 'ext' | 'filesizeApprox'> {
  const v = video.format;
  const merge = video.role === 'video-only' && audio !== undefined;
  const videoSize = sizeOf(v, ctx.durationS);
  const audioSize = merge ? sizeOf(audio.format, ctx.durationS) : 0;
  return {
    id: merge ? `${v.format_id}+${audio.format.format_id}` : v.format_id,
    selector: merge ? mergeSelector(v, audio.format, ctx) : v.format_id,
    ext: merge ? mergedExt(v, audio.format) : v.ext,
    ...(videoSize !== undefined && audioSize !== undefined ? { filesizeApprox: videoSize + audioSize } : {}),
  };
}

export function videoEntry(video: Judged, audio: Judged | undefined, ctx: MergeContext): MediaFormat {
  const v = video.format;
  const merge = video.role === 'video-only' && audio !== undefined;
  const choice = videoChoice(video, audio, ctx);
  const language = merge ? languageOf(audio.format) : undefined;
  const entry: MediaFormat = {
    ...choice,
    kind: 'video',
    ...describedFormat(heightLabel(video), [
      choice.ext.toUpperCase(),
      codecName(v.vcodec),
      v.fps ? `${Math.round(v.fps)} fps` : undefined,
      merge ? codecName(audio.format.acodec) : codecName(v.acodec),
      video.role === 'video-only' && !audio ? sentence('format-no-audio') : undefined,
    ]),
  };
  if (language && ctx.exactAudio) entry.language = language;
  if (v.width) entry.width = Math.round(v.width);
  if (v.height) entry.height = Math.round(v.height);
  return entry;
}

/**
 * An audio-only entry. A rendition's name is said where its group has
 * several (they differ by it: "Original", "Commentary"); a group's only one is
 * often named by a packager's counter ("stream_0") that tells nobody anything.
 */
export function audioEntry(audio: Judged, durationS: number | undefined): MediaFormat {
  const a = audio.format;
  const kbps = audioBitrate(a);
  const ext = audioExt(a);
  const language = languageOf(a);
  const rendition = audio.facts.rendition;
  const name = rendition && rendition.groupSize > 1 ? rendition.name : undefined;
  const entry: MediaFormat = {
    id: a.format_id,
    selector: a.format_id,
    ext,
    kind: 'audio',
    ...describedFormat(kbps ? sentence('format-audio-kbps', { kbps: Math.round(kbps) }) : sentence('format-audio'), [
      ext.toUpperCase(),
      codecName(a.acodec),
      a.asr ? `${Math.round(a.asr / 100) / 10} kHz` : undefined,
      name,
      language,
    ]),
  };
  if (language) entry.language = language;
  const size = sizeOf(a, durationS);
  if (size !== undefined) entry.filesizeApprox = size;
  return entry;
}

export function otherEntry(format: YtdlpFormat, durationS?: number): MediaFormat {
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
