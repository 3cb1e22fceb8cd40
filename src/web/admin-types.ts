/*
 * What the owner's dashboard (/admin) reads from the API and sends back; the
 * server's schemas in src/http/routes/admin.ts say the same (this
 * browser-only build cannot import them), and the OpenAPI test checks real
 * answers against those.
 */

export type JobSurface = 'telegram' | 'discord' | 'http' | 'web';
export type DownloadOutcome = 'ok' | 'error' | 'cancelled' | 'interrupted' | 'running';

/** One calendar day of downloads (the server's day, as the daily limits count it). */
export interface AdminDay {
  /** YYYY-MM-DD. */
  day: string;
  /** Downloads that finished well. */
  downloads: number;
  /** Bytes sent, whatever the outcome. */
  bytes: number;
  /** Downloads that ended in an error. */
  failed: number;
  /** Time to first byte of that day's downloads: median and 90th percentile, null without one. */
  firstByteP50Ms: number | null;
  firstByteP90Ms: number | null;
}

export interface RunningJob {
  id: string;
  /** The instance that runs it (INSTANCE_ID). */
  instance: string;
  surface: JobSurface;
  kind: 'download' | 'playlist';
  /** Identity key of who asked: `telegram:123`, `http:alice`. */
  asker: string;
  /** Their latest display name, when known. */
  askerName: string | null;
  title: string | null;
  /** ISO time. */
  startedAt: string;
  bytes: number;
  /** 0–100 when known. */
  percent: number | null;
  /** A cancel was asked for and the job has not ended yet. */
  cancelRequested: boolean;
}

export interface YtdlpState {
  version: string;
  /** Days since the release in its version, null when the version is not a date. */
  ageDays: number | null;
  stale: boolean;
  /** True when `yt-dlp -U` may replace the binary (youtube-dl-exec's own copy). */
  updatable: boolean;
}

/** `GET /api/admin`: the last 30 days and what runs now, on every instance. */
export interface AdminDashboard {
  /** ISO time of the answer. */
  generatedAt: string;
  /** The last 30 days, oldest first, today last; days without downloads are there with zeros. */
  days: AdminDay[];
  /** The 10 busiest sites (yt-dlp's extractor) over the 30 days. */
  sites: { site: string; downloads: number; bytes: number }[];
  /** The 10 busiest users over the 30 days. */
  users: { identity: string; displayName: string | null; downloads: number; bytes: number }[];
  /** Downloads of the 30 days by how they ended. */
  outcomes: { outcome: DownloadOutcome; count: number }[];
  /** Failed downloads of the 30 days by error code, most first. */
  errorCodes: { code: string; count: number }[];
  /** Time to first byte over the 30 days. */
  firstByte: { count: number; p50Ms: number | null; p90Ms: number | null; p99Ms: number | null };
  running: RunningJob[];
  ytdlp: YtdlpState;
  /** Sites that refused this server in the last day: a line each, in the page's language. */
  siteRefusals?: { refusals: { site: string; class: string; count: number; lastAt: string; text: string }[] };
  /** YouTube's chain (JS runtime, solver scripts, PO-token provider, cookie sets), as /api/health's `youtube`. */
  youtube?: {
    jsRuntime: string | null;
    solverScripts: boolean | null;
    potProvider: { state: 'not-set' | 'down' | 'up'; plugin: boolean | null };
    cookieSets: number;
    missing: string[];
  };
}

/** `POST /api/admin/jobs/{id}/cancel`: `unknown` when the job had already ended. */
export interface CancelAnswer {
  outcome: 'cancelled' | 'unknown';
}

/** `POST /api/admin/ytdlp/update`: `message` in the Accept-Language of the request. */
export interface UpdateAnswer {
  ok: boolean;
  message: string;
  ytdlp: YtdlpState;
}
