import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { DownloadPlanner } from './download/plan.js';
import { type EgressProxy, type OpenedConnection, type ProxySession, startEgressProxy } from './egress/proxy.js';
import { EgressPolicy, parseMediaUrl } from './egress/url-guard.js';
import { LinkReader } from './lookup/link-reader.js';
import { makeThumbnail } from './lookup/thumbnail.js';
import { notify } from './observer.js';
import { type PotProviderAnswer, potProviderPing } from './pot-provider.js';
import type { MediaServiceOptions } from './service-options.js';
import { isSiteRefusal } from './site-refusal.js';
import { sweepTempDir } from './tools/job-dir.js';
import { JobQueue } from './tools/job-queue.js';
import { type Confinement, type ConfinementStatus, startConfinement } from './tools/sandbox/confinement.js';
import { judgeYtdlpInView, startYtdlpInView } from './tools/sandbox/runs-in-view.js';
import { askYoutubeHelpers, type YoutubeHelpers } from './tools/youtube-helpers.js';
import type { YtdlpContext } from './tools/ytdlp.js';
import { type LookupWorkersStatus, lookupPool, type YtdlpPool } from './tools/ytdlp-pool.js';
import { type Importable, importableYtdlpAsync } from './tools/ytdlp-worker-launch.js';
import type {
  DownloadHandle,
  DownloadOptions,
  DownloadRequest,
  InfoOptions,
  MediaApi,
  MediaInfo,
  ThumbnailOptions,
} from './types.js';

/**
 * The media layer: reads links with yt-dlp and produces files with ffmpeg.
 * Knows nothing of HTTP or chat platforms; the routes and bots adapt it.
 * A facade: it starts and stops what the stages share (the egress proxy, the
 * tools' confinement, the job queue), reads links through the lookup stage
 * (lookup/link-reader.ts) and plans downloads through the download stage
 * (download/plan.ts).
 */
export class MediaService implements MediaApi {
  private readonly queue: JobQueue;
  private readonly lookupQueue: JobQueue;
  private readonly policy: EgressPolicy;
  private readonly reader: LinkReader;
  private readonly planner: DownloadPlanner;
  private readonly workers: YtdlpPool;
  /** Asks the PO-token provider's /ping through the egress rules; undefined when none is set. */
  private readonly potPing: (() => Promise<PotProviderAnswer>) | undefined;
  private inView: Promise<void> | undefined;
  private helpers: Promise<YoutubeHelpers | undefined> | undefined;

  private constructor(
    private readonly options: MediaServiceOptions,
    private readonly proxy: EgressProxy,
    private readonly confinement: Confinement,
    noFfmpegDir: string,
    private readonly importable: Importable,
  ) {
    const { observer } = options;
    const waited = (seconds: number) => observer?.slotWaited?.(seconds);
    const lookupSlots = options.maxConcurrentLookups ?? options.maxConcurrentJobs;
    this.queue = new JobQueue(options.maxConcurrentJobs, options.maxQueuedJobs, undefined, waited);
    this.lookupQueue = new JobQueue(lookupSlots, options.maxQueuedJobs, undefined, waited);
    this.policy = new EgressPolicy(options.privateUrls, options.lookup ? { lookup: options.lookup } : {});
    const cacheDir = path.join(options.dataDir, 'cache', 'yt-dlp');
    // Every yt-dlp run of either stage: confined, its traffic through the job's egress session.
    this.workers = lookupPool({
      ytdlpPath: options.ytdlpPath,
      importable,
      launcher: confinement.launcher(`http://${proxy.address}`),
      cacheDir,
      noFfmpegDir,
      cookiesFile: options.cookiesFile,
      enabled: options.ytdlpWorkers ?? true,
      ytdlpVersion: options.ytdlpVersion,
      size: lookupSlots,
      maxRequests: options.ytdlpWorkerMaxRequests ?? 100,
      idleMs: options.ytdlpWorkerIdleMs ?? 120_000,
      logger: options.logger,
    });
    const workers = this.workers;
    this.potPing = options.potProviderUrl ? potProviderPing(proxy, options.potProviderUrl) : undefined;
    const ytdlpContext = (session: ProxySession): YtdlpContext => ({
      binary: options.ytdlpPath,
      cacheDir,
      launcher: confinement.launcher(session.proxyUrl),
      noFfmpegDir,
      jsRuntime: options.ytdlpJsRuntime,
      ...(options.fragmentConcurrency ? { concurrentFragments: options.fragmentConcurrency } : {}),
      cookiesFile: options.cookiesFile,
      potProviderUrl: options.potProviderUrl,
      workers: { pool: workers, proxyUrl: confinement.proxyUrlInside(session.proxyUrl) },
    });
    const shared = { queue: this.queue, proxy, ytdlpContext };
    this.reader = new LinkReader(options, {
      ...shared,
      queue: this.lookupQueue,
      policy: this.policy,
      observer,
      gate: options.siteGate,
      cookies: options.siteCookies ? { sets: options.siteCookies, tmpDir: options.tmpDir } : undefined,
    });
    const onFragment = () => notify(() => observer?.fragmentFetched?.());
    const jobRequests = {
      made: (kind: string) => observer?.jobRequest?.(kind),
      refused: (kind: string) => observer?.jobRequestRefused?.(kind),
    };
    const cookies = options.siteCookies;
    this.planner = new DownloadPlanner(options, { ...shared, reader: this.reader, onFragment, jobRequests, cookies });
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
      ownServices: options.potProviderUrl ? [options.potProviderUrl] : [],
      ...(options.lookup ? { lookup: options.lookup } : {}),
      onRefused: (reason) => options.observer?.egressRefused?.(reason),
    });
    try {
      // Both ask a child process (bwrap's probe, yt-dlp's Python), at the same time and without blocking.
      const [confinement, importable] = await Promise.all([
        startConfinement({
          proxySocket: proxy.socketPath,
          memoryLimitMb: options.toolMemoryLimitMb,
          allowUnconfined: options.allowUnconfinedTools,
          bwrapPath: options.bwrapPath,
        }),
        importableYtdlpAsync(options.ytdlpPath),
      ]);
      return new MediaService(options, proxy, confinement, noFfmpegDir, importable);
    } catch (error) {
      await proxy.close();
      throw error;
    }
  }

  /**
   * Resolves once yt-dlp answered as lookups run it (in a run's view, where the tools are confined); rejects
   * with a ConfinementUnavailableError that says what to set where it cannot run there (a start refuses).
   */
  ytdlpRunsConfined(): Promise<void> {
    // Asked when first wanted (a service's start), where the caller did not start it early.
    const { ytdlpPath, bwrapPath, ytdlpInView } = this.options;
    this.inView ??= judgeYtdlpInView(
      this.confinement,
      ytdlpInView ?? startYtdlpInView(bwrapPath, Promise.resolve({ paths: { ytdlp: ytdlpPath } })),
      ytdlpPath,
    );
    return this.inView;
  }

  /** How yt-dlp and ffmpeg are confined (for /api/health and the start-up log). */
  get confinementStatus(): ConfinementStatus {
    return this.confinement.status;
  }

  /** How links are read: warm yt-dlp workers, or a process each and why (for /api/health). */
  get lookupWorkers(): LookupWorkersStatus {
    return this.workers.status();
  }

  /**
   * Starts a yt-dlp worker ahead of the first lookup (the server does at start; tests need not), once yt-dlp
   * answered in a run's view: one Python at a time beside the rest of the start, and none for a refusal.
   */
  warmUp(): void {
    void this.ytdlpRunsConfined().then(
      () => this.workers.warmUp(),
      () => undefined,
    );
  }

  /** Whether the PO-token provider answers (briefly cached), or `not-set` without YTDLP_POT_PROVIDER_URL. */
  potProviderAnswer(): Promise<PotProviderAnswer | 'not-set'> {
    return this.potPing ? this.potPing() : Promise.resolve('not-set');
  }

  /** YouTube's solver scripts and PO-token plugin in yt-dlp's Python (asked once; undefined: cannot be asked). */
  youtubeHelpers(): Promise<YoutubeHelpers | undefined> {
    this.helpers ??= askYoutubeHelpers(this.importable);
    return this.helpers;
  }

  /** After an update of yt-dlp: the next lookup gets a worker of the new version. */
  toolsUpdated(): void {
    this.helpers = undefined;
    this.workers.restart();
  }

  /** Shutdown, first step: no new jobs; queued ones are refused, running ones go on. */
  stopAccepting(): void {
    this.queue.close();
    this.lookupQueue.close();
  }

  /** Last step of shutdown, once the children are gone: their temp files go too. */
  async close(): Promise<void> {
    this.stopAccepting();
    await this.workers.close();
    await this.proxy.close();
    await sweepTempDir(this.options.tmpDir);
  }

  get queueStats() {
    return this.queue.stats;
  }

  /** What the info cache holds now: entries and bytes (for the metrics). */
  get infoCacheStats(): { entries: number; bytes: number } {
    return this.reader.cacheStats;
  }

  /** Reads a link: title, thumbnail, duration and a list of formats to choose from. */
  async info(rawUrl: string, options: InfoOptions = {}): Promise<MediaInfo> {
    return (await this.reader.read(rawUrl, options.signal, options.lookups, options.fresh)).info;
  }

  cachedInfo(rawUrl: string): MediaInfo | undefined {
    return this.reader.cachedInfo(rawUrl);
  }

  /**
   * Starts a download and resolves once its first bytes exist. The caller must
   * consume or cancel the returned stream.
   */
  download(request: DownloadRequest, options: DownloadOptions = {}): Promise<DownloadHandle> {
    return this.planner.start(request, options).catch(async (error: unknown) => {
      // A format the site blocks is a refusal the owner hears of, as a lookup's is.
      if (isSiteRefusal(error)) await this.options.siteGate?.settled(parseMediaUrl(request.url), error);
      throw error;
    });
  }

  async assertAllowedUrl(rawUrl: string): Promise<void> {
    await this.policy.check(parseMediaUrl(rawUrl));
  }

  /**
   * A connection for a request of the server's own that is no job (a follow's webhook), through the egress
   * proxy's admission and connect: resolved and checked now, to a checked address. Rejects as EgressProxy.open.
   */
  async openOwnRequest(url: URL): Promise<OpenedConnection & { close(): void }> {
    const session = this.proxy.createSession();
    try {
      const opened = await this.proxy.open(session, url);
      return { ...opened, close: () => session.end() };
    } catch (error) {
      session.end();
      throw error;
    }
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
}
