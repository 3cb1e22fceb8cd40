import type { AccessState, UsageAction } from '../db/index.js';
import type { Sentence } from '../i18n/index.js';

/** A request about to do work, as given to {@link UsageService.begin}. */
export type UsageRequest = {
  action: UsageAction;
  url: string;
  /** Extractor name when already known (e.g. from cached info). */
  mediaPlatform?: string;
  selector?: string;
  kind?: string;
  convert?: string;
  quality?: number;
  /** Media length when known; checked against `maxDurationS`. */
  durationSeconds?: number;
  /** Not recorded, only counted (UsageObserver): the HTTP request came from this server's web page. */
  via?: 'web' | undefined;
  /** Not recorded, only counted: an `info` row made for the web page's card picture. */
  purpose?: 'thumbnail' | undefined;
};

/** Why a request was refused. */
export type RefusalCode =
  | 'user_blocked'
  | 'user_not_allowed'
  | 'limit_downloads_per_day'
  | 'limit_mb_per_day'
  | 'limit_info_per_minute'
  | 'limit_concurrent_jobs'
  | 'limit_max_duration';

/**
 * A refused request. Suggested HTTP statuses: 403 for `user_blocked` and
 * `user_not_allowed`, 422 for `limit_max_duration` (retrying will not help),
 * 429 with `Retry-After: retryAfterS` for the other limits.
 */
export type Refusal = {
  code: RefusalCode;
  /** The sentence in English (logs, tests); readers get {@link sentence} in their language. */
  message: string;
  /** The refusal's words as a catalogue key and its numbers (locales/<code>/errors.ftl). */
  sentence: Sentence;
  /** Whole seconds after which the same request may succeed (HTTP Retry-After). */
  retryAfterS?: number;
  /**
   * Usage counted against the limit, in the limit's unit: downloads, MB
   * (one decimal), info requests, running downloads, or media seconds.
   */
  used?: number;
  /** The limit, in the same unit as `used`. */
  limit?: number;
  /** When the limit frees up: the next day boundary, or when the oldest info request ages out. */
  resetsAt?: Date;
};

/** How a request ended, as reported by the caller. */
export type UsageFinish = {
  outcome: 'ok' | 'error' | 'cancelled';
  /** A stable code such as a MediaError code; stored for /stats and debugging. */
  errorCode?: string;
  /** Total bytes sent; replaces what addBytes/setBytes recorded. */
  bytes?: number;
  /** Extractor name, when it became known during the request. */
  mediaPlatform?: string;
};

/** The record of one admitted request; finish it exactly once (later calls do nothing). */
export interface UsageTicket {
  /** Row id in `usage_events`. */
  readonly id: number;
  readonly action: UsageAction;
  /**
   * Bytes the user may still download today before LIMIT_MB_PER_DAY refuses
   * the next download; null when unlimited (limit off, or an owner). A caller
   * may use it to pick a smaller format or stop early.
   */
  readonly bytesRemainingToday: number | null;
  /**
   * LIMIT_MAX_DURATION_S for this user (undefined when off, or an owner): a
   * download is cut there, whatever length the site gives.
   */
  readonly maxDurationS?: number | undefined;
  /** True once {@link UsageTicket.finish} has run. */
  readonly finished: boolean;
  /** Marks the moment the first byte was ready (downloads), for the time-to-first-byte count; later calls do nothing. */
  firstByte(): void;
  /** Adds to the bytes recorded so far: one indexed UPDATE, meant to be throttled by the caller. */
  addBytes(bytes: number): Promise<void>;
  /** Replaces the bytes recorded so far. */
  setBytes(bytes: number): Promise<void>;
  /**
   * LIMIT_MB_PER_DAY for a download whose size is now known as well as it
   * will be before it starts: `expectedBytes` exact or approximate, undefined
   * when unknown. A known size is reserved when it fits in what is left today
   * (other downloads' reservations count as used while they run), else
   * refused; an unknown size reserves all that is left, refused when nothing
   * is. One transaction serialized per user, like begin(). Null when the
   * download may start (always, when unlimited).
   */
  reserveBytes(expectedBytes: number | undefined): Promise<Refusal | null>;
  /**
   * How many bytes this download may send in all: at least `neededBytes`,
   * growing its reservation when the day has room (one transaction serialized
   * per user, only once `neededBytes` passes the reservation), or why not.
   * Records `sentBytes`. Infinity when unlimited.
   */
  allowBytes(
    neededBytes: number,
    sentBytes: number,
  ): Promise<{ ok: true; allowed: number } | { ok: false; refusal: Refusal }>;
  /**
   * Records the outcome, the finish time and the duration; idempotent (a call
   * after the first, even one made while the first is writing, does nothing).
   * A database fault is retried a few times and then logged, never thrown: a
   * row that stays `running` stops counting for the limits once stale.
   */
  finish(result: UsageFinish): Promise<void>;
}

/** What begin() returns: a ticket to finish, or why not. */
export type BeginResult = { ok: true; ticket: UsageTicket } | { ok: false; refusal: Refusal };

/** Counts over a period. */
export type UsageCounts = {
  /** Downloads that count towards the daily limit: finished ok or still running. */
  downloads: number;
  /** Bytes of all downloads, whatever their outcome. */
  bytes: number;
  /** Info requests, whatever their outcome. */
  infos: number;
};

/** The configured limits; 0 means off. */
export type UsageLimits = {
  downloadsPerDay: number;
  mbPerDay: number;
  infoPerMinute: number;
  concurrentJobsPerUser: number;
  maxDurationS: number;
};

/** One user's usage, for `/usage`. */
export type UsageSummary = {
  identity: string;
  /** Owners are not limited; a bot can say so instead of listing limits. */
  isOwner: boolean;
  today: UsageCounts;
  /** Today and the six calendar days before it. */
  last7Days: UsageCounts;
  allTime: UsageCounts;
  limits: UsageLimits;
  /** When today's counts reset: the next midnight in the limits' time zone. */
  resetsAt: Date;
};

/** One user's line in {@link UsageStats}. */
export type UserStats = {
  identity: string;
  displayName: string | null;
  today: UsageCounts;
  last7Days: UsageCounts;
  allTime: UsageCounts;
  lastSeenAt: Date;
};

/** Downloads per media platform, all time. */
export type PlatformStats = {
  /** Extractor name; `unknown` when a download failed before it was known. */
  mediaPlatform: string;
  downloads: number;
  bytes: number;
};

/** Everyone's usage, for `GET /api/usage` and the bots' `/stats`. */
export type UsageStats = {
  /** Most recently seen first. */
  users: UserStats[];
  /** Busiest (most downloads) first. */
  platforms: PlatformStats[];
  totals: { users: number; today: UsageCounts; last7Days: UsageCounts; allTime: UsageCounts };
};

/** The result of an owner's `/allow` or `/block`. */
export type AccessChange = {
  identity: string;
  state: AccessState;
  /**
   * True when only allowed users may now use the service. The first `/allow`
   * on an open instance closes it to everyone else; a bot should say so.
   */
  allowListActive: boolean;
};
