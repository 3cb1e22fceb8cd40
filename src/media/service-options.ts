/** The media core's settings, each said once here (MediaService.start takes them). */
import type { DownloadPlannerOptions } from './download/plan.js';
import type { LookupAll, PrivateUrlPolicy } from './egress/url-guard.js';
import type { LinkReaderOptions } from './lookup/link-reader.js';
import type { MediaObserver } from './observer.js';
import type { SiteCookies } from './site-cookies.js';
import type { SiteGate } from './site-gate.js';
import type { InViewAnswer } from './tools/sandbox/runs-in-view.js';

/** Every setting of the media core: the stages' own (LinkReaderOptions, DownloadPlannerOptions) and the shared ones. */
export interface MediaServiceOptions extends LinkReaderOptions, DownloadPlannerOptions {
  ytdlpPath: string;
  dataDir: string;
  privateUrls: PrivateUrlPolicy;
  maxConcurrentJobs: number;
  /** Lookups at once (MAX_CONCURRENT_LOOKUPS): slots of their own, so a lookup never waits behind downloads. */
  maxConcurrentLookups?: number | undefined;
  maxQueuedJobs: number;
  cookiesFile?: string | undefined;
  /** An http:// proxy all media traffic leaves through (YTDLP_PROXY), after our checks. */
  upstreamProxy?: string | undefined;
  /** YTDLP_POT_PROVIDER_URL: the PO-token provider's origin, let through the egress rules and given to yt-dlp. */
  potProviderUrl?: string | undefined;
  /** Address-space cap of each yt-dlp and ffmpeg process (TOOL_MEMORY_MB). */
  toolMemoryLimitMb: number;
  /** UNSAFE_UNCONFINED_TOOLS: start even where the tools cannot be confined. */
  allowUnconfinedTools: boolean;
  /** Which bwrap to confine the tools with (tests); default: bwrap on PATH. */
  bwrapPath?: string | undefined;
  /** yt-dlp's answer in a run's view, when the caller started it early (startYtdlpInView); else started here. */
  ytdlpInView?: Promise<InViewAnswer | undefined> | undefined;
  /** Fragments of one DASH/HLS stream fetched at once by yt-dlp (FRAGMENT_CONCURRENCY); default 1. */
  fragmentConcurrency?: number | undefined;
  /** `--js-runtimes` for every yt-dlp run (see js-runtime.ts); undefined: none. */
  ytdlpJsRuntime?: string | undefined;
  /** YTDLP_WORKERS: links are read by warm yt-dlp workers where they can start (tools/ytdlp-pool.ts); default true. */
  ytdlpWorkers?: boolean | undefined;
  /** What `yt-dlp --version` said at start: a worker that imports another version is refused. */
  ytdlpVersion?: string | undefined;
  /** YTDLP_WORKER_MAX_REQUESTS: lookups a worker answers before a fresh one takes over; default 100. */
  ytdlpWorkerMaxRequests?: number | undefined;
  /** YTDLP_WORKER_IDLE_S, in ms: a worker unused this long ends (its memory back to the host); default 120 s. */
  ytdlpWorkerIdleMs?: number | undefined;
  logger?: { warn(obj: object, msg?: string): void; info(obj: object, msg?: string): void } | undefined;
  /** Told of slot waits, egress refusals, fragments and info cache reads (the process's metrics). */
  observer?: MediaObserver | undefined;
  /** Keeps sites that refuse this server (src/refusals): asked before a lookup, told of its outcome. */
  siteGate?: SiteGate | undefined;
  /** The owner's cookie sets (src/cookies): a link of a site with one is read with its cookies. */
  siteCookies?: SiteCookies | undefined;
  /**
   * Replaces DNS for every destination check (the egress proxy's and the
   * service's own), for tests of names that resolve to private addresses.
   * Never set from the configuration.
   */
  lookup?: LookupAll | undefined;
}
