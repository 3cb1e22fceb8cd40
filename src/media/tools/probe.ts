import path from 'node:path';
import { sentence } from '../../i18n/index.js';
import { MediaError } from '../errors.js';
import { inputArgs } from './ffmpeg.js';
import { collect, stopReasonError } from './process.js';
import type { ToolLauncher } from './sandbox/confinement.js';

export interface ProbeResult {
  durationSeconds?: number;
  video?: { codec: string; width: number; height: number };
  audio?: { codec: string };
}

/** Parses the stream summary ffmpeg prints for an input. */
export function parseFfmpegSummary(stderr: string): ProbeResult {
  const result: ProbeResult = {};
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  if (duration) {
    const seconds = Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]);
    if (seconds > 0) result.durationSeconds = Math.round(seconds * 1000) / 1000;
  }
  const video = /Stream #0:\d+.*?: Video: (\w+).*?, (\d{2,5})x(\d{2,5})/.exec(stderr);
  if (video) result.video = { codec: video[1] as string, width: Number(video[2]), height: Number(video[3]) };
  const audio = /Stream #0:\d+.*?: Audio: (\w+)/.exec(stderr);
  if (audio) result.audio = { codec: audio[1] as string };
  return result;
}

/**
 * Reads duration and streams of a media URL with `ffmpeg -i` (ffprobe is not
 * part of ffmpeg-static). Best effort: undefined when nothing could be read.
 */
export async function probeMedia(
  ffmpegPath: string,
  url: string,
  headers: Record<string, string> | null | undefined,
  launcher: ToolLauncher,
  { timeoutMs = 15_000, signal }: { timeoutMs?: number; signal?: AbortSignal | undefined } = {},
): Promise<ProbeResult | undefined> {
  // Without an output ffmpeg prints the input summary and exits 1; the summary is all we want.
  const args = ['-hide_banner', '-nostdin', '-loglevel', 'info', ...inputArgs({ kind: 'url', url, headers })];
  const result = await collect(ffmpegPath, args, { launcher, timeoutMs, signal, maxStdoutBytes: 1024 });
  const parsed = parseFfmpegSummary(result.stderr);
  return parsed.durationSeconds || parsed.video || parsed.audio ? parsed : undefined;
}

/**
 * One frame of an image or video URL as a JPEG of at most 320×320 px and
 * about 200 KB (Telegram's limits for thumbnails of uploads).
 */
export function renderThumbnail(
  ffmpegPath: string,
  url: string,
  output: string,
  options: { launcher: ToolLauncher; signal?: AbortSignal | undefined; timeoutMs?: number },
): Promise<void> {
  return renderPicture(ffmpegPath, url, output, {
    ...options,
    filter: 'scale=320:320:force_original_aspect_ratio=decrease',
    quality: 5,
    what: 'thumbnail',
  });
}

/**
 * One frame of an image or video URL, through `filter`, as a JPEG (`quality`:
 * ffmpeg's -q:v, 2 best … 31). Throws a MediaError when it cannot be made.
 */
export async function renderPicture(
  ffmpegPath: string,
  url: string,
  output: string,
  options: {
    launcher: ToolLauncher;
    filter: string;
    quality: number;
    /** Names it in errors: "the thumbnail". */
    what: 'thumbnail' | 'cover';
    signal?: AbortSignal | undefined;
    timeoutMs?: number | undefined;
  },
): Promise<void> {
  const args = [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    '-y',
    ...inputArgs({ kind: 'url', url }),
    '-frames:v',
    '1',
    '-vf',
    options.filter,
    '-q:v',
    String(options.quality),
    '-f',
    'image2',
    '-c:v',
    'mjpeg',
    output,
  ];
  const result = await collect(ffmpegPath, args, {
    launcher: options.launcher,
    paths: { writable: [path.dirname(output)] },
    timeoutMs: options.timeoutMs ?? 15_000,
    signal: options.signal,
    maxStdoutBytes: 1024,
  });
  const stopped = stopReasonError(result, options.what);
  if (stopped) throw stopped;
  if (result.code !== 0)
    throw new MediaError('media_unavailable', sentence('error-picture-not-fetched', { picture: options.what }));
}
