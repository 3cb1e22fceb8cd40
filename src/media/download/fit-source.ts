/**
 * A fit (fit=<MB>) whose source already weighs no more than the size asked
 * is not encoded: an encode could only make it worse, and bigger (x264 spends
 * the whole budget it is given on a 6.7 MB source asked to fit 2000 MB). The
 * source is sent as it is (one MP4 file the server passes through) or
 * remuxed into the MP4 the fit promises (start.ts), when:
 *
 * - its exact size is known: yt-dlp's `filesize` of every format, or, for one
 *   plain file the server fetches itself, the origin's answer to a one-byte
 *   range (a direct link states no size); an estimate from a bitrate is not
 *   enough, and
 * - that size is at most the size asked, and
 * - it is what the fit promises, H.264 with AAC (or no audio): as the formats
 *   declare, else as ffmpeg reads the header of one plain file.
 *
 * A source that turns out larger once fetched is then encoded after all
 * (start.ts): the fit's promise, at most the size asked, holds either way.
 */
import { fetchOrigin, type OriginConnector, originUrl } from '../fetch/origin-fetch.js';
import type { YtdlpFormat } from '../schemas.js';
import { isPlainHttp } from '../tools/ffmpeg.js';

/** What deciding needs of the job. */
export interface FitSourceContext {
  /** The job's connector for its own fetch (counted as `file` requests). */
  connect: OriginConnector;
  /** ffmpeg's reading of a plain file's streams (tools/probe.ts), for codecs the formats do not declare. */
  probeCodecs(format: YtdlpFormat): Promise<{ video?: { codec: string }; audio?: { codec: string } } | undefined>;
  signal?: AbortSignal | undefined;
}

const H264 = /^(avc[13]|h264)\b/i;
const AAC = /^(aac|mp4a(\.40(\.\d+)?)?)$/i;

/** The single plain file of a download the server can fetch itself, if it is one. */
function ownFetchable(formats: YtdlpFormat[]): YtdlpFormat | undefined {
  const [only, second] = formats;
  return only && !second && isPlainHttp(only) && originUrl(only.url) ? only : undefined;
}

/**
 * The formats with `filesize` filled in where the origin tells it: for one
 * plain file without a stated size, a GET of its first byte (the answer's
 * Content-Range, or Content-Length when Range is ignored). Best effort: an
 * error leaves the size unknown.
 */
export async function withOriginSize(formats: YtdlpFormat[], ctx: FitSourceContext): Promise<YtdlpFormat[]> {
  const only = ownFetchable(formats);
  if (!only || only.filesize) return formats;
  const cookies = (only as { cookies?: unknown }).cookies;
  try {
    const response = await fetchOrigin(ctx.connect, {
      url: only.url as string,
      httpHeaders: only.http_headers,
      cookies: typeof cookies === 'string' ? cookies : undefined,
      credentialsFor: only.url ?? undefined,
      range: { start: 0, end: 0 },
      signal: ctx.signal,
    });
    response.close();
    const size = response.status === 206 ? response.contentRange?.size : response.length;
    return size ? [{ ...only, filesize: size }] : formats;
  } catch {
    return formats;
  }
}

/** The video and audio codecs of the download, as declared; undefined where a format does not say. */
function declaredCodecs(formats: YtdlpFormat[]): { video: string | undefined; audio: string | undefined } {
  const [first, second] = formats;
  // A merge is the video of the first and the audio of the second (stream-maps.ts).
  const video = first?.vcodec ?? undefined;
  const audio = (second ?? first)?.acodec ?? undefined;
  return { video, audio };
}

/** Whether the exact bytes of these formats, at most `targetBytes`, are H.264 with AAC or no audio. */
export async function keepsSourceForFit(
  formats: YtdlpFormat[],
  targetBytes: number,
  ctx: FitSourceContext,
): Promise<boolean> {
  if (formats.length === 0 || !formats.every((f) => f.filesize)) return false;
  const bytes = formats.reduce((sum, f) => sum + (f.filesize ?? 0), 0);
  if (bytes > targetBytes) return false;
  let { video, audio } = declaredCodecs(formats);
  if (video === undefined || audio === undefined) {
    const only = ownFetchable(formats);
    const probed = only ? await ctx.probeCodecs(only).catch(() => undefined) : undefined;
    if (!probed) return false;
    video ??= probed.video?.codec ?? 'none';
    audio ??= probed.audio?.codec ?? 'none';
  }
  return H264.test(video) && (audio === 'none' || AAC.test(audio));
}
