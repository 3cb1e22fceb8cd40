import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { clipCuts, clipProblem } from './clip.js';
import { type Deadline, orTimeout, startDeadline } from './deadline.js';
import { outputDurationCap } from './download/duration-cap.js';
import { handleFor, headersOnlyDelivery } from './download/handle.js';
import { resolveSimpleSelector, selectedFormats } from './download/selection.js';
import { downloadSize } from './download/size.js';
import { type DownloadPlan, passesThroughNatively, type RunningDownload, startDownload } from './download/start.js';
import { type EgressProxy, type ProxySession, startEgressProxy } from './egress/proxy.js';
import type { PrivateUrlPolicy } from './egress/url-guard.js';
import { EgressPolicy, type LookupAll, parseMediaUrl } from './egress/url-guard.js';
import { isMediaError, MediaError } from './errors.js';
import { resolveRange } from './fetch/origin-fetch.js';
import { displayTitle } from './filename.js';
import { countedLookup } from './lookup/counted-lookup.js';
import { isFetchable, rawFormats } from './lookup/formats.js';
import { type Extraction, extractionCache, keepExtraction, openDocument } from './lookup/kept-extraction.js';
import type { LookupCache } from './lookup/lookup-cache.js';
import { fillMissingDetails, toMediaInfo } from './lookup/media-info.js';
import { isPlaylist, toPlaylistInfo } from './lookup/playlist.js';
import { makeThumbnail } from './lookup/thumbnail.js';
import {
  extSchema,
  kindSchema,
  qualitySchema,
  selectorSchema,
  titleSchema,
  type YtdlpFormat,
  type YtdlpInfo,
} from './schemas.js';
import { removeJobDir, sweepTempDir, writeJobFile } from './tools/job-dir.js';
import { JobQueue } from './tools/job-queue.js';
import { type Confinement, type ConfinementStatus, createConfinement } from './tools/sandbox/confinement.js';
import { extractInfo, resolveSelector, type YtdlpContext } from './tools/ytdlp.js';
import type {
  DownloadHandle,
  DownloadOptions,
  DownloadRequest,
  InfoOptions,
  LookupCounter,
  MediaApi,
  MediaInfo,
  ThumbnailOptions,
} from './types.js';

export interface MediaServiceOptions {
  ytdlpPath: string;
  ffmpegPath: string;
  dataDir: string;
  tmpDir: string;
  privateUrls: PrivateUrlPolicy;
  maxConcurrentJobs: number;
  maxQueuedJobs: number;
  maxFilesizeBytes: number;
  jobTimeoutMs: number;
  infoTimeoutMs: number;
  /** The most bytes any one response may bring while reading a link (INFO_MAX_RESPONSE_MB); default 16 MiB. */
  infoMaxResponseBytes?: number | undefined;
  infoCacheTtlMs: number;
  infoCacheMaxEntries: number;
  /** The bytes the info cache may hold (INFO_CACHE_MAX_MB); default 64 MiB. */
  infoCacheMaxBytes?: number | undefined;
  /** The most JSON yt-dlp may print for one link (INFO_MAX_JSON_MB); default 16 MiB. */
  infoMaxJsonBytes?: number | undefined;
  cookiesFile?: string | undefined;
  /** An http:// proxy all media traffic leaves through (YTDLP_PROXY), after our checks. */
  upstreamProxy?: string | undefined;
  /** Address-space cap of each yt-dlp and ffmpeg process (TOOL_MEMORY_MB). */
  toolMemoryLimitMb: number;
  /** UNSAFE_UNCONFINED_TOOLS: start even where the tools cannot be confined. */
  allowUnconfinedTools: boolean;
  /** Which bwrap to confine the tools with (tests); default: bwrap on PATH. */
  bwrapPath?: string | undefined;
  /** Fragments of one DASH/HLS stream fetched at once by yt-dlp (FRAGMENT_CONCURRENCY); default 1. */
  fragmentConcurrency?: number | undefined;
  /** `--js-runtimes` for every yt-dlp run (see js-runtime.ts); undefined: none. */
  ytdlpJsRuntime?: string | undefined;
  /** PLAYLIST_MAX_ENTRIES: the most entries of a playlist listed by /api/info; default 50. */
  playlistMaxEntries?: number | undefined;
  /** ALLOW_LIVE: read and record live streams instead of refusing them with live_stream. */
  allowLive?: boolean | undefined;
  logger?: { warn(obj: object, msg?: string): void; info(obj: object, msg?: string): void } | undefined;
  /**
   * Replaces DNS for every destination check (the egress proxy's and the
   * service's own), for tests of names that resolve to private addresses.
   * Never set from the configuration.
   */
  lookup?: LookupAll | undefined;
}

/** What choosing the formats needs: the job's yt-dlp, its info.json, and its deadline. */
interface ChoiceContext {
  ytdlp: YtdlpContext;
  infoJsonPath: string;
  proxyRefused: () => boolean;
  signal?: AbortSignal | undefined;
  deadline: Deadline;
}

const downloadRequestSchema = z.object({
  url: z.string(),
  selector: selectorSchema,
  ext: extSchema,
  kind: kindSchema,
  title: titleSchema,
  convert: z.literal('mp3').optional(),
  quality: qualitySchema.optional(),
  clip: z.object({ startS: z.number().finite(), endS: z.number().finite(), cut: z.enum(clipCuts) }).optional(),
});

/**
 * The media layer: reads links with yt-dlp and produces files with ffmpeg.
 * Knows nothing of HTTP or chat platforms; the routes and bots adapt it.
 */
export class MediaService implements MediaApi {
  private readonly cache: LookupCache<Extraction>;
  private readonly queue: JobQueue;
  private readonly policy: EgressPolicy;
  private readonly cacheDir: string;

  private constructor(
    private readonly options: MediaServiceOptions,
    private readonly proxy: EgressProxy,
    private readonly confinement: Confinement,
    private readonly noFfmpegDir: string,
  ) {
    this.cache = extractionCache(options.infoCacheTtlMs, options.infoCacheMaxEntries, options.infoCacheMaxBytes);
    this.queue = new JobQueue(options.maxConcurrentJobs, options.maxQueuedJobs);
    this.policy = new EgressPolicy(options.privateUrls, options.lookup ? { lookup: options.lookup } : {});
    this.cacheDir = path.join(options.dataDir, 'cache', 'yt-dlp');
  }

  /**
   * Starts the egress proxy, decides how the tools are confined (throws a
   * ConfinementUnavailableError with a one-line explanation where they cannot
   * be and UNSAFE_UNCONFINED_TOOLS is not set) and sweeps temp files a crash
   * left behind.
   */
  static async start(options: MediaServiceOptions): Promise<MediaService> {
    await mkdir(options.tmpDir, { recursive: true });
    await sweepTempDir(options.tmpDir);
    const noFfmpegDir = path.join(options.dataDir, 'cache', 'no-ffmpeg');
    await mkdir(noFfmpegDir, { recursive: true });
    const proxy = await startEgressProxy({
      policy: options.privateUrls,
      logger: options.logger,
      upstream: options.upstreamProxy,
      ...(options.lookup ? { lookup: options.lookup } : {}),
    });
    try {
      const confinement = createConfinement({
        proxySocket: proxy.socketPath,
        memoryLimitMb: options.toolMemoryLimitMb,
        allowUnconfined: options.allowUnconfinedTools,
        bwrapPath: options.bwrapPath,
      });
      return new MediaService(options, proxy, confinement, noFfmpegDir);
    } catch (error) {
      await proxy.close();
      throw error;
    }
  }

  /** How yt-dlp and ffmpeg are confined (for /api/health and the start-up log). */
  get confinementStatus(): ConfinementStatus {
    return this.confinement.status;
  }

  /** Shutdown, first step: no new jobs; queued ones are refused, running ones go on. */
  stopAccepting(): void {
    this.queue.close();
  }

  /** Last step of shutdown, once the children are gone: their temp files go too. */
  async close(): Promise<void> {
    this.queue.close();
    await this.proxy.close();
    await sweepTempDir(this.options.tmpDir);
  }

  get queueStats() {
    return this.queue.stats;
  }

  /** Reads a link: title, thumbnail, duration and a list of formats to choose from. */
  async info(rawUrl: string, options: InfoOptions = {}): Promise<MediaInfo> {
    return (await this.extraction(rawUrl, options.signal, options.lookups)).info;
  }

  cachedInfo(rawUrl: string): MediaInfo | undefined {
    let key: string;
    try {
      key = extractionKey(rawUrl);
    } catch {
      return undefined;
    }
    return this.cache.get(key)?.info;
  }

  /**
   * Starts a download and resolves once its first bytes exist. The caller must
   * consume or cancel the returned stream.
   */
  async download(request: DownloadRequest, options: DownloadOptions = {}): Promise<DownloadHandle> {
    const parsed = downloadRequestSchema.safeParse(request);
    if (!parsed.success) {
      throw new MediaError(
        'invalid_request',
        parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      );
    }
    const req = parsed.data;
    const extraction = await this.extraction(req.url, options.signal, options.lookups);
    const { raw, json } = await openDocument(extraction);
    const { info } = extraction;
    if (req.clip) assertClippable(req.clip, info, raw);
    // The length as read now (a bot's card may be an hour old), or the clip's: checked before a slot is taken.
    const maxDurationS = outputDurationCap(raw.duration ?? undefined, req.clip, options.durationLimit);
    const release = await this.queue.acquire(options.signal);
    // JOB_TIMEOUT_S from here, over every phase: selector, origin's head, playlist, sniffing, body.
    const deadline = startDeadline(this.options.jobTimeoutMs);
    const session = this.proxy.createSession();
    const jobDir = path.join(this.options.tmpDir, `job-${randomUUID()}`);
    let running: RunningDownload | undefined;
    try {
      const infoJsonPath = path.join(jobDir, 'info.json');
      await writeJobFile(jobDir, infoJsonPath, json);
      const ytdlp = this.ytdlpContext(session);
      const proxyRefused = () => session.refusals.length > 0;

      const formats = await this.chooseFormats(raw, req.selector, {
        ytdlp,
        infoJsonPath,
        proxyRefused,
        signal: options.signal,
        deadline,
      });
      const convertToMp3 = req.convert === 'mp3';
      const ext = convertToMp3 ? 'mp3' : req.ext;
      const duration = raw.duration ?? undefined;
      const kbps = req.quality ?? 192;
      const { expectedBytes, exactBytes } = downloadSize(formats, duration, {
        mp3Kbps: convertToMp3 ? kbps : undefined,
        clip: req.clip,
      });
      if (exactBytes !== undefined && exactBytes > this.options.maxFilesizeBytes * 1.05) {
        throw new MediaError(
          'too_large',
          `The file is larger than this server allows (${Math.round(this.options.maxFilesizeBytes / 1048576)} MB).`,
        );
      }
      const plan: DownloadPlan = {
        formats,
        ext,
        ...(convertToMp3 ? { mp3: { kbps, title: displayTitle(req.title), artist: info.uploader } } : {}),
        jobDir,
        infoJsonPath,
        ytdlp,
        ffmpegBinary: this.options.ffmpegPath,
        proxyRefused,
        maxBytes: this.options.maxFilesizeBytes,
        timeoutMs: this.options.jobTimeoutMs,
        deadline,
        expectedBytes,
        quota: options.quota,
        maxDurationS,
        clip: req.clip,
        live: isLiveStream(raw),
        onProgress: options.onProgress,
        signal: options.signal,
        connect: (url) => this.proxy.open(session, url),
        headersOnly: options.headersOnly,
      };
      const native = passesThroughNatively(plan);
      // Ranges only where the server fetches the file itself; elsewhere they are ignored.
      if (native) plan.range = options.range;
      // The user's byte budget, before any process starts: a size known, even roughly, that does not fit is
      // refused. A range counts only its own bytes.
      const exactSize = formats.length === 1 ? (formats[0]?.filesize ?? undefined) : undefined;
      const rangeSpan = plan.range && exactSize !== undefined ? resolveRange(plan.range, exactSize) : undefined;
      await options.quota?.admit(rangeSpan ? rangeSpan.end - rangeSpan.start + 1 : expectedBytes || undefined);

      // HEAD of what the server does not fetch itself: the headers need no process (and give no size).
      running = options.headersOnly && !native ? headersOnlyDelivery() : await startDownload(plan);
    } catch (error) {
      deadline.clear();
      release();
      session.end();
      await removeJobDir(jobDir);
      throw orTimeout(error, deadline);
    }

    const cleanup = () => {
      deadline.clear();
      release();
      session.end();
      void removeJobDir(jobDir);
    };
    running.done.then(cleanup, cleanup);
    return handleFor(req, info, running);
  }

  /** The formats a selector names for this media, each one the server can fetch; throws format_not_available. */
  private async chooseFormats(raw: YtdlpInfo, selector: string, ctx: ChoiceContext): Promise<YtdlpFormat[]> {
    const formats =
      resolveSimpleSelector(raw, selector) ??
      selectedFormats(
        await resolveSelector(ctx.ytdlp, ctx.infoJsonPath, selector, {
          signal: ctx.signal,
          timeoutMs: Math.min(this.options.infoTimeoutMs, ctx.deadline.remainingMs()),
          proxyRefused: ctx.proxyRefused,
          maxJsonBytes: this.options.infoMaxJsonBytes,
        }),
      );
    if (formats.length === 0) {
      throw new MediaError('format_not_available', 'That format is not available for this media (any more).');
    }
    if (!formats.every(isFetchable)) {
      throw new MediaError('format_not_available', 'That format uses a streaming protocol this server does not fetch.');
    }
    return formats;
  }

  async assertAllowedUrl(rawUrl: string): Promise<void> {
    await this.policy.check(parseMediaUrl(rawUrl));
  }

  /** See MediaApi.thumbnail: waits for a job slot unless the caller holds one (`withinJob`). */
  thumbnail(rawUrl: string, options: ThumbnailOptions = {}) {
    const { options: o, policy, proxy, confinement, queue } = this;
    return makeThumbnail(
      { ffmpegPath: o.ffmpegPath, tmpDir: o.tmpDir, policy, proxy, confinement, queue },
      rawUrl,
      options,
    );
  }

  private ytdlpContext(session: ProxySession): YtdlpContext {
    return {
      binary: this.options.ytdlpPath,
      cacheDir: this.cacheDir,
      launcher: this.confinement.launcher(session.proxyUrl),
      noFfmpegDir: this.noFfmpegDir,
      jsRuntime: this.options.ytdlpJsRuntime,
      ...(this.options.fragmentConcurrency ? { concurrentFragments: this.options.fragmentConcurrency } : {}),
      cookiesFile: this.options.cookiesFile,
    };
  }

  /** Cached, shared between concurrent callers, run under the job queue, and counted by `lookups` unless cached. */
  private async extraction(rawUrl: string, signal?: AbortSignal, lookups?: LookupCounter): Promise<Extraction> {
    const url = parseMediaUrl(rawUrl);
    const key = extractionKey(rawUrl);
    // A cached extraction passed the check when it was made (and every fetch is checked again by the proxy).
    const cached = this.cache.get(key);
    if (cached) return cached;
    // Refuse private targets before any process starts; the proxy re-checks every request.
    await this.policy.check(url);
    // One extraction per link for all its waiters; it is stopped when the last one has left.
    const load = () =>
      this.cache.getOrLoad(key, (stop) => this.extract(key, stop), { signal, abortError: cancelledError });
    return countedLookup(lookups, load);
  }

  /** One extraction; `signal` aborts when no caller waits for it any more. */
  private async extract(url: string, signal: AbortSignal): Promise<Extraction> {
    const release = await this.queue.acquire(signal);
    const maxResponseBytes = this.options.infoMaxResponseBytes ?? DEFAULT_INFO_MAX_RESPONSE_BYTES;
    const session = this.proxy.createSession({ maxResponseBytes });
    try {
      const ctx = this.ytdlpContext(session);
      const options = {
        signal,
        timeoutMs: this.options.infoTimeoutMs,
        proxyRefused: () => session.refusals.length > 0,
        maxJsonBytes: this.options.infoMaxJsonBytes,
      };
      const tooLarge = (cause?: unknown) =>
        Object.assign(
          new MediaError(
            'extraction_failed',
            `The page is larger than this server reads (${Math.round(maxResponseBytes / 1048576)} MB).`,
            { cause },
          ),
          { detail: (cause as { detail?: string } | undefined)?.detail },
        );
      const playlistMaxEntries = this.options.playlistMaxEntries ?? DEFAULT_PLAYLIST_MAX_ENTRIES;
      const raw = await extractInfo(ctx, url, { ...options, playlistMaxEntries }).catch((error: unknown) => {
        // A response cut at the cap makes yt-dlp fail with a network error: say what happened instead.
        const kept = isMediaError(error) && (error.code === 'cancelled' || error.code === 'url_not_allowed');
        if (!session.responseCut || kept) throw error;
        throw tooLarge(error);
      });
      // A confined yt-dlp sees a cut response end cleanly (the bridge cannot pass a TCP reset on), and
      // may read something from the part it got: nothing read from a cut page is trusted.
      if (session.responseCut) throw tooLarge();
      if (isPlaylist(raw)) {
        // Every entry's link passes the same policy as a link a user sends, before anything fetches it.
        const info = await toPlaylistInfo(raw, url, {
          maxEntries: playlistMaxEntries,
          check: (entryUrl) => this.assertAllowedUrl(entryUrl),
        });
        return keepExtraction(info);
      }
      if (isLiveStream(raw) && !this.options.allowLive) {
        throw new MediaError(
          'live_stream',
          'This is a live stream; the server only fetches recorded media. Try again once the broadcast has ended.',
        );
      }
      if (rawFormats(raw).length === 0)
        throw new MediaError('no_media', 'No downloadable media was found at this link.');
      await fillMissingDetails(raw, this.options.ffmpegPath, ctx.launcher, signal);
      // The probe is best effort and returns nothing when stopped; nobody waits for this result any more.
      if (signal.aborted) throw cancelledError();
      const info = toMediaInfo(raw, url);
      if (info.formats.length === 0) throw new MediaError('no_media', 'No downloadable media was found at this link.');
      return keepExtraction(info, raw);
    } finally {
      release();
      session.end();
    }
  }
}

const DEFAULT_INFO_MAX_RESPONSE_BYTES = 16 * 1024 * 1024;
const DEFAULT_PLAYLIST_MAX_ENTRIES = 50;

function cancelledError(): MediaError {
  return new MediaError('cancelled', 'The request was cancelled.');
}

/**
 * A clip must lie within the media (its duration, where known) and can only
 * be cut from recorded media. Throws MediaError `invalid_request` with the
 * sentence naming `start` or `end`; the HTTP route checks the same first.
 */
function assertClippable(clip: { startS: number; endS: number }, info: MediaInfo, raw: YtdlpInfo): void {
  if (isLiveStream(raw)) {
    throw new MediaError('invalid_request', 'start and end cannot be used on a live stream.');
  }
  const problem = clipProblem(clip, info.durationSeconds);
  if (problem) throw new MediaError('invalid_request', problem);
}

/** yt-dlp says so in one of two fields, depending on the extractor and its age. */
function isLiveStream(raw: YtdlpInfo): boolean {
  return raw.is_live === true || raw.live_status === 'is_live';
}

/** The info cache's key for a link: the parsed URL without its fragment. Throws MediaError `invalid_url`. */
function extractionKey(rawUrl: string): string {
  const url = parseMediaUrl(rawUrl);
  url.hash = '';
  return url.href;
}
