import { sentence } from '../../i18n/index.js';
import { safeHeaderEntries } from '../egress/site-headers.js';
import { diskFullError, MediaError, saysOutOfSpace } from '../errors.js';
import type { YtdlpFormat } from '../schemas.js';
import { siteRefusalError } from '../site-refusal.js';

/** Where ffmpeg reads one input from. */
export type FfmpegInput = (
  | { kind: 'url'; url: string; headers?: Record<string, string> | null }
  | { kind: 'pipe'; fd: number }
  /**
   * A file the server wrote into the job's folder itself (a cover picture, a fetched subtitle track),
   * never a path from outside; read as `format` where given, else as ffmpeg recognises it.
   */
  | { kind: 'file'; path: string; format?: string }
) & {
  /**
   * Input seeking (`-ss` before `-i`), for a span of the media: a URL is read with Range
   * requests from about this point; a pipe is read from its start and what
   * comes before this point is dropped (decoded and dropped when re-encoding).
   */
  seekS?: number | undefined;
};

export interface FfmpegJob {
  inputs: FfmpegInput[];
  /** `-map` arguments, e.g. ['0:v:0', '1:a:0']. */
  maps: string[];
  /** Codec arguments: ['-c', 'copy'] for a remux, an encoder for MP3. */
  codec: string[];
  metadata?: Record<string, string>;
  muxer: string[];
  /** `pipe:1` or a file path. */
  output: string;
  /** Stop writing past this many bytes (only honoured for file outputs). */
  maxBytes?: number;
  /** Stop after this many seconds of media (`-t`). */
  maxDurationS?: number | undefined;
  /** Subtitle codec and per-stream tags (download/subtitles.ts); without them subtitles are dropped (`-sn`). */
  subtitleArgs?: string[] | undefined;
  /** `info` for a run whose printed words are read (a filter's measurement), without progress lines. */
  logLevel?: 'error' | 'info' | undefined;
}

/* Protocols ffmpeg may open per input. A playlist or manifest from the web must
 * never make ffmpeg open a local file (file:, concat:, subfile: …). */
const NETWORK_PROTOCOLS = 'http,https,tcp,tls,crypto,httpproxy';
const PIPE_PROTOCOLS = 'pipe';
const FILE_PROTOCOLS = 'file';

/*
 * Packets ffmpeg may queue per piped input. With several inputs ffmpeg (up to 6.0) sleeps 10 ms whenever the
 * queue it needs is empty, and the default 8 made a merge of two pipes run at 8 frames per 10 ms (a 5-minute
 * 720p DASH: 12.46 s; 0.65 s with 512). A packet is one frame, so 1024 stays well inside TOOL_MEMORY_MB.
 */
const PIPE_THREAD_QUEUE = '1024';

/** Header values come from yt-dlp's JSON: drop anything that could split a header block. */
function headerBlock(headers: Record<string, string>): string {
  return safeHeaderEntries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
}

/** Strips control characters from tag values (titles come from uploaders). */
export function tagValue(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, 500);
}

/** The arguments that open one input under its protocol whitelist. */
export function inputArgs(input: FfmpegInput): string[] {
  const seek = input.seekS ? ['-ss', input.seekS.toFixed(3)] : [];
  if (input.kind === 'pipe') {
    return [
      '-thread_queue_size',
      PIPE_THREAD_QUEUE,
      '-protocol_whitelist',
      PIPE_PROTOCOLS,
      ...seek,
      '-i',
      `pipe:${input.fd}`,
    ];
  }
  if (input.kind === 'file') {
    // Only the file itself: a server-written path (absolute), never anything it names.
    const format = input.format ? ['-f', input.format] : [];
    return ['-protocol_whitelist', FILE_PROTOCOLS, ...seek, ...format, '-i', `file:${input.path}`];
  }
  const args = ['-protocol_whitelist', NETWORK_PROTOCOLS, '-rw_timeout', '30000000', ...seek];
  const headers = input.headers ? headerBlock(input.headers) : '';
  if (headers) args.push('-headers', headers);
  args.push('-i', input.url);
  return args;
}

export function buildFfmpegArgs(job: FfmpegJob): string[] {
  const args = ['-hide_banner', '-nostdin', '-loglevel', job.logLevel ?? 'error', '-y'];
  if (job.logLevel === 'info') args.push('-nostats');
  for (const input of job.inputs) args.push(...inputArgs(input));
  for (const map of job.maps) args.push('-map', map);
  args.push('-dn', ...(job.subtitleArgs ? [] : ['-sn']), ...job.codec, ...(job.subtitleArgs ?? []));
  for (const [key, value] of Object.entries(job.metadata ?? {})) args.push('-metadata', `${key}=${tagValue(value)}`);
  if (job.maxBytes !== undefined && job.output !== 'pipe:1') args.push('-fs', String(job.maxBytes));
  if (job.maxDurationS !== undefined) args.push('-t', String(job.maxDurationS));
  args.push(...job.muxer, job.output);
  return args;
}

/** Formats fetched as plain files can be read by ffmpeg directly (with Range requests). */
export function isPlainHttp(format: YtdlpFormat): boolean {
  return (format.protocol === 'http' || format.protocol === 'https') && typeof format.url === 'string';
}

/** Maps ffmpeg's stderr to an error for people. */
export function classifyFfmpegError(stderr: string, proxyRefused: boolean, siteName?: string): MediaError {
  const text = stderr.toLowerCase();
  if (proxyRefused || text.includes('destination not allowed')) {
    return new MediaError('url_not_allowed', sentence('error-media-private-address'));
  }
  if (saysOutOfSpace(text)) return diskFullError();
  // The site refuses the media's bytes (ffmpeg: "Server returned 403 Forbidden (access denied)").
  if (/server returned 40[13]/.test(text)) return siteRefusalError('format_blocked', siteName ?? 'the site');
  if (/server returned 4\d\d|404 not found|403 forbidden|410 gone/.test(text)) {
    return new MediaError('media_unavailable', sentence('error-media-file-expired'));
  }
  if (/(connection refused|timed out|network is unreachable|server returned 5\d\d|end of file|i\/o error)/.test(text)) {
    return new MediaError('unreachable', sentence('error-media-not-fetched'));
  }
  return new MediaError('processing_failed', sentence('error-conversion-failed'));
}
