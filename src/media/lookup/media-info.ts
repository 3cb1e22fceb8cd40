import type { YtdlpFormat, YtdlpInfo } from '../schemas.js';
import { isPlainHttp } from '../tools/ffmpeg.js';
import { probeMedia } from '../tools/probe.js';
import type { ToolLauncher } from '../tools/sandbox/confinement.js';
import type { MediaInfo } from '../types.js';
import { buildFormatChoices, rawFormats } from './formats.js';
import { emptyLayout, type StreamLayout } from './stream-layout.js';
import { readSubtitles } from './subtitles.js';

/**
 * yt-dlp's generic extractor reports no duration for direct files and
 * manifests, and no codecs or picture size for direct files. DASH fragments
 * carry their durations; otherwise ffmpeg reads them from the file header or
 * the manifest in a fraction of a second. Fills `raw` in place, never invents.
 */
export async function fillMissingDetails(
  raw: YtdlpInfo,
  ffmpegPath: string,
  launcher: ToolLauncher,
  signal?: AbortSignal,
): Promise<void> {
  if (raw.duration) return;
  const formats = rawFormats(raw);
  // DASH fragments carry their durations: the sum is exact and costs nothing.
  const fromFragments = fragmentsDuration(formats);
  if (fromFragments) {
    raw.duration = fromFragments;
    return;
  }
  const only = formats.length === 1 ? formats[0] : undefined;
  const direct = only && isPlainHttp(only) ? only : undefined;
  const url = direct?.url ?? formats.find((f) => f.manifest_url)?.manifest_url;
  if (!url) return;
  const probe = await probeMedia(ffmpegPath, url, (direct ?? formats[0])?.http_headers, launcher, { signal });
  if (!probe) return;
  if (probe.durationSeconds) raw.duration = probe.durationSeconds;
  if (!direct) return;
  const target = raw.formats?.[0] ?? raw;
  if (probe.video) {
    target.vcodec ??= probe.video.codec;
    target.width ??= probe.video.width;
    target.height ??= probe.video.height;
  } else if (probe.audio) {
    target.vcodec ??= 'none';
  }
  if (probe.audio) target.acodec ??= probe.audio.codec;
  else if (probe.video) target.acodec ??= 'none';
}

/** The total of the fragment durations of the first fragmented format, when every fragment has one. */
function fragmentsDuration(formats: YtdlpFormat[]): number | undefined {
  const fragments = formats.find((f) => f.fragments?.length)?.fragments as { duration?: unknown }[] | undefined;
  const media = fragments?.filter((f) => f && typeof f === 'object' && 'duration' in f);
  if (!media?.length || !media.every((f) => typeof f.duration === 'number' && f.duration >= 0)) return undefined;
  const total = media.reduce((sum, f) => sum + (f.duration as number), 0);
  return total > 0 ? Math.round(total * 1000) / 1000 : undefined;
}

/** yt-dlp's document (and what the HLS master adds) → the SPEC's media info object (fields only when known). */
export function toMediaInfo(raw: YtdlpInfo, requestedUrl: string, layout: StreamLayout = emptyLayout()): MediaInfo {
  const { tracks } = readSubtitles(raw);
  const { formats, audioLanguages } = buildFormatChoices(raw, layout);
  return {
    ...describedBy(raw, requestedUrl),
    formats,
    ...(tracks.length ? { subtitles: tracks } : {}),
    ...(audioLanguages.length ? { audioLanguages } : {}),
  };
}

/** The fields a media and a playlist share: what it is, who made it, where it lives. */
export function describedBy(raw: YtdlpInfo, requestedUrl: string): Omit<MediaInfo, 'formats'> {
  const info: Omit<MediaInfo, 'formats'> = {
    id: raw.id,
    title: raw.title?.trim() || raw.id,
    platform: (raw.extractor_key ?? raw.extractor ?? 'generic').toLowerCase(),
    webpageUrl: isHttpUrl(raw.webpage_url) ? (raw.webpage_url as string) : requestedUrl,
  };
  const uploader = raw.uploader ?? raw.channel ?? raw.creator;
  if (uploader) info.uploader = uploader;
  if (raw.duration) info.durationSeconds = Math.round(raw.duration * 1000) / 1000;
  if (isHttpUrl(raw.thumbnail)) info.thumbnail = raw.thumbnail as string;
  return info;
}

/** A live stream: yt-dlp says so in one of two fields, depending on the extractor and its age. */
export function isLiveStream(raw: YtdlpInfo): boolean {
  return raw.is_live === true || raw.live_status === 'is_live';
}

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}
