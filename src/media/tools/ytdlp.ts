import path from 'node:path';
import { sentence } from '../../i18n/index.js';
import { diskFullError, MediaError, saysOutOfSpace } from '../errors.js';
import { type YtdlpInfo, ytdlpInfoSchema } from '../schemas.js';
import { siteRefusalFrom } from '../site-refusal.js';
import { collect, type Supervised, stopReasonError, supervise, type ToolStep } from './process.js';
import type { RunPaths, ToolLauncher } from './sandbox/confinement.js';
import type { YtdlpPool } from './ytdlp-pool.js';

/** What every yt-dlp run gets; paths and URLs are ours, never a user's. */
export interface YtdlpContext {
  binary: string;
  cacheDir: string;
  /** Starts yt-dlp confined to the job's egress proxy session (its credentials travel in the environment). */
  launcher: ToolLauncher;
  /** An empty directory: yt-dlp looks for ffmpeg there, finds none, and so never starts one of its own. */
  noFfmpegDir: string;
  /** Fragments of one DASH/HLS stream fetched at once (FRAGMENT_CONCURRENCY). */
  concurrentFragments?: number;
  /** `--js-runtimes` value (see js-runtime.ts), when this yt-dlp supports it. */
  jsRuntime?: string | undefined;
  cookiesFile?: string | undefined;
  /** YTDLP_POT_PROVIDER_URL, an origin checked by the configuration: the bgutil plugin's provider. */
  potProviderUrl?: string | undefined;
  /** The job folder a set's cookie file lies in (src/media/lookup/with-cookies.ts): yt-dlp writes the file back there. */
  cookiesDir?: string | undefined;
  socketTimeoutS?: number;
  /** Warm workers for reading links, and this job's egress session as they reach it (see ytdlp-pool.ts). */
  workers?: { pool: YtdlpPool; proxyUrl: string } | undefined;
}

/**
 * Options that keep yt-dlp to what we ask: no user or system config file, no
 * self-update nag, the video rather than a list it belongs to, a bounded
 * socket timeout, our own cache dir. Its traffic goes through the egress proxy named in its
 * environment (`http_proxy`, not `--proxy`, so the job's credentials stay off
 * the command line). It downloads with its native downloaders only, and cannot find an ffmpeg: an
 * ffmpeg it started itself (for SAMPLE-AES HLS, say) would run without our
 * protocol whitelist; all muxing is done by our own ffmpeg.
 */
function baseArgs(ctx: YtdlpContext): string[] {
  const args = [
    '--ignore-config',
    // Its own "older than 90 days" nag on every run's stderr: the owner hears of updates from us once
    // (ytdlp-freshness.ts: the start-up log, /api/health, the dashboard).
    '--no-update',
    '--no-playlist',
    '--no-colors',
    '--no-progress',
    '--socket-timeout',
    String(ctx.socketTimeoutS ?? 20),
    '--cache-dir',
    ctx.cacheDir,
    '--downloader',
    'native',
    '--ffmpeg-location',
    ctx.noFfmpegDir,
  ];
  if (ctx.jsRuntime) args.push('--js-runtimes', ctx.jsRuntime);
  // The bgutil plugin's HTTP provider; yt-dlp ignores the argument where the plugin is not installed.
  if (ctx.potProviderUrl) args.push('--extractor-args', `youtubepot-bgutilhttp:base_url=${ctx.potProviderUrl}`);
  // Absolute: a confined run's working directory is not the service's.
  if (ctx.cookiesFile) args.push('--cookies', path.resolve(ctx.cookiesFile));
  return args;
}

/**
 * What a yt-dlp run may touch: its cache (shared by every run: see docs/SECURITY.md),
 * the job's info.json and working directory where it has them, and a private copy of the cookie file
 * (yt-dlp writes the file back when it exits; the owner's stays as it is).
 */
function ytdlpPaths(ctx: YtdlpContext, job: { infoJsonPath?: string; workDir?: string } = {}): RunPaths {
  return {
    writable: [ctx.cacheDir, job.workDir, ctx.cookiesDir],
    // The empty ffmpeg directory too: yt-dlp then finds no ffmpeg there, as outside, instead of warning it is missing.
    readable: [job.infoJsonPath, ctx.noFfmpegDir],
    copied: ctx.cookiesDir ? [] : [ctx.cookiesFile],
  };
}

/**
 * Maps yt-dlp's stderr to a stable error code and a sentence for people. `step` and `link`: a site's
 * refusal of this server (site-refusal.ts) is told apart from media that is gone, and named.
 */
export function classifyYtdlpError(
  stderr: string,
  proxyRefused: boolean,
  where: { step: 'lookup' | 'download'; link?: URL | undefined } = { step: 'lookup' },
): MediaError {
  const text = stderr.toLowerCase();
  if (proxyRefused || text.includes('destination not allowed')) {
    return new MediaError('url_not_allowed', sentence('error-link-private-address'));
  }
  // Fragments (HLS, DASH, other protocols yt-dlp fetches itself) are written into the job's folder first.
  if (saysOutOfSpace(text)) return diskFullError();
  const refusal = siteRefusalFrom(stderr, where.step, where.link);
  if (refusal) return refusal;
  if (text.includes('unsupported url')) {
    return new MediaError('unsupported_url', sentence('error-link-unsupported'));
  }
  if (text.includes('requested format is not available') || text.includes('requested format not available')) {
    return new MediaError('format_not_available', sentence('error-format-not-available'));
  }
  if (text.includes('no video formats found') || text.includes('no media')) {
    return new MediaError('no_media', sentence('error-no-media-found'));
  }
  if (
    /http error 4(0[0-9]|10|51)/.test(text) ||
    /(private|unavailable|removed|deleted|not available|copyright|age[- ]restricted|sign in)/.test(text)
  ) {
    return new MediaError('media_unavailable', sentence('error-media-unavailable'));
  }
  if (
    /(name or service not known|nodename nor servname|getaddrinfo|temporary failure in name resolution|connection refused|timed out|network is unreachable|unable to download webpage|bad gateway|http error 5\d\d|tunnel connection failed|connection reset)/.test(
      text,
    )
  ) {
    return new MediaError('unreachable', sentence('error-site-unreachable'));
  }
  return new MediaError('extraction_failed', sentence('error-media-info-unreadable'));
}

/** The last "ERROR:" line of yt-dlp's stderr, for logs (never sent to users). */
export function lastErrorLine(stderr: string): string {
  const lines = stderr.split('\n').filter((l) => /^(ERROR:|\[\w+ @ )/.test(l));
  return (lines.at(-1) ?? stderr.trim().split('\n').at(-1) ?? '').slice(0, 500);
}

export interface ExtractOptions {
  signal?: AbortSignal;
  timeoutMs: number;
  /** True when the egress proxy refused a destination for this run. */
  proxyRefused: () => boolean;
  /** The most JSON yt-dlp may print (INFO_MAX_JSON_MB); more is refused, never parsed. Default 16 MiB. */
  maxJsonBytes?: number | undefined;
  /** Run in a warm worker where the context has them (reading a link; not the runs that read a job's files). */
  viaWorkers?: boolean | undefined;
  /** The link read, to name its site in a refusal. */
  link?: URL | undefined;
}

/** The default of INFO_MAX_JSON_MB, in bytes. */
export const DEFAULT_MAX_JSON_BYTES = 16 * 1024 * 1024;

async function runJson(
  ctx: YtdlpContext,
  args: string[],
  options: ExtractOptions,
  step: ToolStep,
  paths: RunPaths,
): Promise<YtdlpInfo> {
  const maxJsonBytes = options.maxJsonBytes ?? DEFAULT_MAX_JSON_BYTES;
  const overflowError = () =>
    new MediaError('extraction_failed', sentence('error-info-too-large', { mb: Math.round(maxJsonBytes / 1048576) }));
  const fullArgs = [...baseArgs(ctx), ...args];
  // A warm worker where one reads this run; otherwise (none can start here) a process of its own.
  const warm =
    options.viaWorkers && ctx.workers
      ? await ctx.workers.pool.run(
          { args: fullArgs, proxy: ctx.workers.proxyUrl, maxJsonBytes },
          { timeoutMs: options.timeoutMs, signal: options.signal },
        )
      : undefined;
  if (warm?.overflow) throw overflowError();
  const result =
    warm ??
    (await collect(ctx.binary, fullArgs, {
      launcher: ctx.launcher,
      paths,
      timeoutMs: options.timeoutMs,
      signal: options.signal,
      // Parsed, a document takes a few times its size in memory: a small page can make a huge one (a manifest
      // of thousands of segments on long URLs), so past the limit it is refused instead.
      maxStdoutBytes: maxJsonBytes,
      overflowError,
    }));
  const stopped = stopReasonError(result, step);
  if (stopped) throw stopped;
  if (result.code !== 0) {
    const error = classifyYtdlpError(result.stderr, options.proxyRefused(), { step: 'lookup', link: options.link });
    throw Object.assign(error, { detail: lastErrorLine(result.stderr) });
  }
  let json: unknown;
  try {
    json = JSON.parse(result.stdout);
  } catch (cause) {
    throw new MediaError('extraction_failed', sentence('error-extractor-unreadable'), { cause });
  }
  const parsed = ytdlpInfoSchema.safeParse(json);
  if (!parsed.success) {
    throw new MediaError('extraction_failed', sentence('error-extractor-unexpected-shape'), {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/**
 * `yt-dlp -J` on a page: the whole extraction, in one run whether the page is
 * one media or a playlist. `--flat-playlist` only changes what yt-dlp does
 * with the entries of a playlist (lists them instead of extracting each), so
 * one media costs what it did; a playlist is listed up to `playlistMaxEntries`
 * (yt-dlp still reports the total in `playlist_count` where it knows it).
 * `--no-playlist` stays: a video link that names a list too is that video.
 */
export function extractInfo(
  ctx: YtdlpContext,
  url: string,
  options: ExtractOptions & { playlistMaxEntries: number },
): Promise<YtdlpInfo> {
  const flat = ['--flat-playlist', '--playlist-items', `1:${options.playlistMaxEntries}`];
  return runJson(
    ctx,
    [...flat, '--dump-single-json', '--', url],
    { ...options, viaWorkers: true, link: new URL(url) },
    'reading',
    ytdlpPaths(ctx),
  );
}

/**
 * Resolves a format selector against an earlier extraction without touching
 * the site again (`--load-info-json`): the result names the chosen format(s).
 */
export function resolveSelector(
  ctx: YtdlpContext,
  infoJsonPath: string,
  selector: string,
  options: ExtractOptions,
): Promise<YtdlpInfo> {
  return runJson(
    ctx,
    ['--load-info-json', infoJsonPath, '--format', selector, '--dump-single-json'],
    options,
    'choosing',
    ytdlpPaths(ctx, { infoJsonPath }),
  );
}

/**
 * Streams one already-chosen format to stdout. yt-dlp is used (instead of
 * fetching the URL ourselves) because it knows each site's headers, cookies,
 * chunking and fragment protocols.
 */
export function streamFormat(
  ctx: YtdlpContext,
  infoJsonPath: string,
  formatId: string,
  options: { signal?: AbortSignal; timeoutMs: number; workDir: string },
): Supervised {
  return supervise(
    ctx.binary,
    [
      ...baseArgs(ctx),
      '--load-info-json',
      infoJsonPath,
      '--format',
      formatId,
      // Fragmented formats (DASH, HLS): several fragment requests in flight hide
      // the fixed cost of each one (a new connection through the bridge and the
      // proxy, yt-dlp's own per-request work). Plain files ignore it.
      '--concurrent-fragments',
      String(ctx.concurrentFragments ?? 1),
      '--no-part',
      '--no-mtime',
      '--quiet',
      '--output',
      '-',
    ],
    // Fragment downloads write "--Frag<N>" files into the working directory:
    // each stream gets its own, or parallel streams overwrite each other's.
    {
      launcher: ctx.launcher,
      paths: ytdlpPaths(ctx, { infoJsonPath, workDir: options.workDir }),
      timeoutMs: options.timeoutMs,
      signal: options.signal,
      cwd: options.workDir,
    },
  );
}
