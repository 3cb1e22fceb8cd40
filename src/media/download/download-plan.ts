/**
 * What one download is made of, decided by the planner (plan.ts) before it
 * starts (start.ts): the plan, and whether its file can pass straight through.
 */
import {
  type FetchedSubtitle,
  type FitBudget,
  type FitSource,
  type OptionValues,
  type OutputFormat,
  optionsStopPassThrough,
  type Span,
  type Tagging,
} from '../../options/index.js';
import type { Deadline } from '../deadline.js';
import { type ByteRangeRequest, type OriginConnector, originUrl } from '../fetch/origin-fetch.js';
import type { RequestBudget } from '../fetch/request-budget.js';
import type { YtdlpFormat } from '../schemas.js';
import { isPlainHttp } from '../tools/ffmpeg.js';
import type { YtdlpContext } from '../tools/ytdlp.js';
import type { ByteQuota, DownloadProgress } from '../types.js';
import type { Delivery } from './delivery.js';
import type { PassThrough } from './pass-through.js';

/** Everything one download needs, decided by the service beforehand. */
export interface DownloadPlan {
  formats: YtdlpFormat[];
  ext: string;
  mp3?: { kbps: number; title: string; artist?: string | undefined };
  jobDir: string;
  infoJsonPath: string;
  ytdlp: YtdlpContext;
  ffmpegBinary: string;
  proxyRefused: () => boolean;
  maxBytes: number;
  timeoutMs: number;
  /** The job's deadline (deadline.ts), from when it took its slot; without one, `timeoutMs` from the call. */
  deadline?: Deadline | undefined;
  /** Approximate total, for progress fractions. */
  expectedBytes?: number | undefined;
  /**
   * A live stream (ALLOW_LIVE): yt-dlp's native HLS downloader refuses those,
   * and it may not start an ffmpeg of its own, so our ffmpeg reads the playlist.
   */
  live?: boolean | undefined;
  /** Cut the output after this many seconds of media (a duration limit, a span's length: duration-cap.ts). */
  maxDurationS?: number | undefined;
  /** Only this part of the media (src/options' span stage), cut as asked; never passed through. */
  span?: Span | undefined;
  onProgress?: ((progress: DownloadProgress) => void) | undefined;
  signal?: AbortSignal | undefined;
  /** The user's byte budget (admitted already): asked before sending past what it allowed. */
  quota?: ByteQuota | undefined;
  /** Opens connections for the server's own fetch of a pass-through (EgressProxy.open for the job's session). */
  connect?: OriginConnector | undefined;
  /** Told of each DASH/HLS fragment the server fetched itself (the metrics). */
  onFragment?: (() => void) | undefined;
  /** One byte range of the file (HTTP Range): honoured by a native pass-through of known size, else ignored. */
  range?: ByteRangeRequest | undefined;
  /** HTTP HEAD: see DownloadOptions.headersOnly. */
  headersOnly?: boolean | undefined;
  /** Tags and a cover to write (src/options/cover-tags): never passed through, only our tags kept. */
  tagging?: Tagging | undefined;
  /** Subtitle tracks fetched into the job's directory, muxed in (subtitles.ts); set, the file is never passed through. */
  subtitles?: FetchedSubtitle[] | undefined;
  /** Re-encode to at most `budget.targetBytes` (src/options/fit, fit-run.ts): into a file, checked before sending. */
  fit?: { budget: FitBudget; source: FitSource } | undefined;
  /**
   * A fit whose source is within its size already (fit-source.ts): passed through as it is, or remuxed
   * into a finished MP4, and encoded as `fit` is only when it turns out larger.
   */
  keptForFit?: { budget: FitBudget; source: FitSource } | undefined;
  /** The container, muxer and file an option in force makes whatever `ext` says (a fit's MP4: src/options). */
  output?: OutputFormat | undefined;
  /** The download options asked for (src/options), by id: their audio stages run in our ffmpeg (option-audio.ts). */
  options?: OptionValues | undefined;
  /** The output's length where known (the media's, a span's, or the cap): what an option's measuring pass decides on. */
  durationS?: number | undefined;
  /** The job's request budget (fetch/request-budget.ts): every request of the server's own fetch counts. */
  requests?: RequestBudget | undefined;
  /** Reserves temp disk for the job's files until it ends (tools/temp-disk.ts); rejects with disk_full. */
  reserveTempDisk?: ((bytes: number) => Promise<void>) | undefined;
}

/** What a fit plans on the temp disk: its file and, should it miss, the second try beside it (fit-run.ts). */
export const fitTempBytes = (fit: { budget: FitBudget }): number => 2 * fit.budget.targetBytes;

/** A download that has produced its first bytes (see delivery.ts for how it ends). */
export type RunningDownload = Delivery & Partial<Pick<PassThrough, 'acceptsRanges' | 'range'>>;

/**
 * A pass-through the server fetches itself (pass-through.ts) rather than
 * through yt-dlp: its URL is one the server's own fetch takes.
 */
export function passesThroughNatively(plan: DownloadPlan): boolean {
  return canPassThrough(plan) && plan.connect !== undefined && originUrl(plan.formats[0]?.url) !== undefined;
}

/** Single plain file in the container asked for: hand its bytes straight through. */
export function canPassThrough(plan: DownloadPlan): boolean {
  const [only, second] = plan.formats;
  // Whatever the file is made into (converted, tagged, fitted, cut, given subtitles) goes through ffmpeg.
  const madeInto =
    plan.mp3 ||
    plan.tagging ||
    plan.fit ||
    plan.span ||
    plan.subtitles ||
    plan.maxDurationS !== undefined ||
    optionsStopPassThrough(plan.options);
  return !madeInto && only !== undefined && second === undefined && isPlainHttp(only) && only.ext === plan.ext;
}
