import type { Store } from '../db/index.js';
import {
  cancelRequestsFor,
  clearInstance,
  deleteJob,
  heartbeat,
  insertJob,
  listLive,
  requestCancel,
  sweepStale,
  takeInstance,
  writeNotice,
  writeProgress,
} from './store.js';
import {
  type Canceller,
  type CancelOutcome,
  type JobStart,
  type JobSurface,
  jobIdSchema,
  type ListedJob,
  type Notice,
  newJobId,
  type RunningJobView,
} from './types.js';

/**
 * How often an instance with running jobs looks for cancel requests. A
 * Cancel through another instance takes effect within this (plus one query),
 * the "second or two" people expect of a Cancel button; one indexed select a
 * second per busy instance costs the database next to nothing.
 */
const DEFAULT_POLL_MS = 1_000;
/** How often an instance vouches for its jobs and writes their progress: a write, so rarer than the poll. */
const DEFAULT_HEARTBEAT_MS = 5_000;
/** A row not vouched for in this long is taken for gone: its instance died or lost the database. */
const DEFAULT_STALE_MS = 30_000;
/**
 * Stale rows are deleted only this much later: an instance that was cut off
 * from the database for a while finds its rows still there when it comes back
 * (the heartbeat only updates rows), so its jobs become cancellable again.
 */
const SWEEP_AFTER_MS = 10 * 60_000;

/** Logs what fails in the background; pino's logger fits. */
export interface JobBoardLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface JobBoardOptions {
  db: Store;
  /** This process (src/usage/instance.ts). */
  instance: string;
  logger?: JobBoardLogger | undefined;
  now?: () => Date;
  /** Tests shorten these. */
  pollMs?: number;
  heartbeatMs?: number;
  staleMs?: number;
}

interface LocalJob {
  asker: string;
  abort(): void;
  /** True once the row is written; false when it could not be (the job then runs unlisted). */
  listed: Promise<boolean>;
  /** Progress not yet written. */
  progress?: { bytes: number; percent: number | null } | undefined;
  /** Or where to read it at each heartbeat. */
  sample?: (() => number) | undefined;
  ended?: Promise<void>;
}

/**
 * The jobs running on every instance, through the shared database, and this process's own among them. Every
 * Cancel calls {@link JobBoard.cancel}: a local job stops at once; another instance's is marked in its row, which
 * that instance polls every second while it runs jobs. A poll rather than LISTEN/NOTIFY, since it works on SQLite
 * too, holds no connection open and loses nothing while one reconnects.
 */
export class JobBoard {
  private readonly local = new Map<string, LocalJob>();
  /** Writes in flight, which close() lets finish before the database goes. */
  private readonly writes = new Set<Promise<unknown>>();
  private readonly now: () => Date;
  private readonly pollMs: number;
  private readonly heartbeatMs: number;
  private readonly staleMs: number;
  private timer: NodeJS.Timeout | undefined;
  private ticking = false;
  private lastBeat = 0;
  private failing = false;
  private closed = false;
  /** The notices a killed run of this instance left, until each bot takes its own. */
  private interrupted: Notice[] = [];

  constructor(private readonly options: JobBoardOptions) {
    this.now = options.now ?? (() => new Date());
    this.pollMs = options.pollMs ?? DEFAULT_POLL_MS;
    this.heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
    this.staleMs = options.staleMs ?? DEFAULT_STALE_MS;
  }

  /**
   * At start: removes the rows a killed run of this instance left (keeping
   * their notices for the bots, {@link JobBoard.takeInterrupted}), and
   * long-stale ones. Returns how many were its own.
   */
  async start(): Promise<number> {
    const { count, notices } = await takeInstance(this.options.db, this.options.instance);
    this.interrupted = notices;
    await sweepStale(this.options.db, new Date(this.now().getTime() - SWEEP_AFTER_MS));
    return count;
  }

  /**
   * The notices of the `surface`'s jobs that a killed run of this instance
   * left running (a crash, an OOM kill): its bot takes them once, at its
   * start, and tells their askers. A graceful stop leaves none (close()).
   */
  takeInterrupted(surface: JobSurface): string[] {
    const mine = this.interrupted.filter((entry) => entry.surface === surface);
    this.interrupted = this.interrupted.filter((entry) => entry.surface !== surface);
    return mine.map((entry) => entry.notice);
  }

  /** Lists a job this process starts; `job.abort` is how a cancel request through any instance stops it. */
  add(job: JobStart): ListedJob {
    const { db, instance } = this.options;
    const id = job.id ?? newJobId();
    let aborted = false;
    const entry: LocalJob = {
      asker: job.asker,
      abort: () => {
        if (aborted) return;
        aborted = true;
        job.abort();
      },
      listed: Promise.resolve(false),
    };
    const row = {
      id,
      instance,
      surface: job.surface,
      kind: job.kind,
      asker: job.asker,
      title: job.title ?? null,
      usageEventId: job.usageEventId ?? null,
      startedAt: this.now(),
    };
    if (!this.closed) {
      entry.listed = this.write(insertJob(db, row)).then(
        () => true,
        (error: unknown) => {
          this.warn(error, 'could not list a running job: a Cancel through another instance will not find it');
          return false;
        },
      );
    }
    this.local.set(id, entry);
    this.timer ??= setInterval(() => void this.tick(), this.pollMs);
    // The poll never keeps the process alive by itself.
    this.timer.unref();
    return {
      id,
      listed: entry.listed.then(() => undefined),
      progress: (bytes, fraction) => {
        const percent = fraction === undefined ? null : Math.max(0, Math.min(100, Math.floor(fraction * 100)));
        entry.progress = { bytes, percent };
      },
      follow: (bytes) => {
        entry.sample = bytes;
      },
      notice: (notice) => {
        void entry.listed
          .then((listed) => (listed ? this.write(writeNotice(db, { id, instance, notice })) : undefined))
          .catch((error: unknown) => this.warn(error, 'could not keep where to tell a job’s asker after a crash'));
      },
      end: () => {
        if (this.local.get(id) === entry) this.local.delete(id);
        if (this.local.size === 0) this.stopPolling();
        entry.ended ??= entry.listed
          .then((listed) => (listed ? this.write(deleteJob(db, id, instance)) : undefined))
          .catch((error: unknown) => this.warn(error, 'could not unlist an ended job (it goes stale)'));
        return entry.ended;
      },
    };
  }

  /**
   * Stops a job of any instance, if `by` may (its asker, or an owner). A job
   * of this process is aborted at once; another's is marked, and stops
   * within a poll of its instance. Malformed ids are unknown.
   *
   * @throws when the database cannot be asked (another instance's job).
   */
  async cancel(id: string, by: Canceller): Promise<CancelOutcome> {
    if (!jobIdSchema.safeParse(id).success) return 'unknown';
    const mine = this.local.get(id);
    if (mine) {
      if (mine.asker !== by.identity && !by.owner) return 'not_yours';
      mine.abort();
      return 'cancelled';
    }
    const now = this.now();
    return requestCancel(this.options.db, { id, by, now, liveSince: this.liveSince(now) });
  }

  /** Every running job of every instance (vouched for lately), oldest first: the dashboard's "what runs now". */
  list(): Promise<RunningJobView[]> {
    return listLive(this.options.db, this.liveSince(this.now()));
  }

  /** Jobs of this process on the board now. */
  get size(): number {
    return this.local.size;
  }

  /** Stops polling and lets pending writes finish, then removes what is left of this instance's rows. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stopPolling();
    await Promise.allSettled([...this.writes]);
    await clearInstance(this.options.db, this.options.instance).catch((error: unknown) =>
      this.warn(error, 'could not remove this instance’s running jobs at stop'),
    );
  }

  private liveSince(now: Date): Date {
    return new Date(now.getTime() - this.staleMs);
  }

  /** One poll: cancel requests for this instance's jobs; every heartbeatMs also the heartbeat and progress. */
  private async tick(): Promise<void> {
    if (this.ticking || this.closed) return;
    this.ticking = true;
    const { db, instance } = this.options;
    try {
      for (const id of await cancelRequestsFor(db, instance)) this.local.get(id)?.abort();
      const now = this.now();
      if (now.getTime() - this.lastBeat >= this.heartbeatMs) {
        this.lastBeat = now.getTime();
        await heartbeat(db, instance, now);
        for (const [id, entry] of this.local) {
          const progress = entry.sample ? { bytes: entry.sample(), percent: null } : entry.progress;
          entry.progress = undefined;
          if (progress) await writeProgress(db, { id, instance, ...progress });
        }
        await sweepStale(db, new Date(now.getTime() - SWEEP_AFTER_MS));
      }
      if (this.failing) this.options.logger?.info({}, 'running jobs: the database answers again');
      this.failing = false;
    } catch (error) {
      // Once per outage, not once a second.
      if (!this.failing) this.warn(error, 'running jobs: could not poll for cancel requests (will retry)');
      this.failing = true;
    } finally {
      this.ticking = false;
    }
  }

  private stopPolling(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private write<T>(work: Promise<T>): Promise<T> {
    this.writes.add(work);
    void work.then(
      () => this.writes.delete(work),
      () => this.writes.delete(work),
    );
    return work;
  }

  private warn(error: unknown, message: string): void {
    this.options.logger?.warn({ err: error instanceof Error ? error.message : String(error) }, message);
  }
}
