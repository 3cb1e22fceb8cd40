import { setTimeout as sleep } from 'node:timers/promises';
import { type CancelOutcome, type JobBoard, type JobKind, newJobId } from '../../src/jobs/index.js';

/** How long a drain waits, once the grace is over, for aborted work to say its last words. */
const ABORTED_WORK_WAIT_MS = 3_000;

/** A running download, as the job itself sees it. */
export interface JobControl {
  /** Short random id, carried by a Cancel button. */
  readonly id: string;
  /** Aborted by Cancel (the asker) and by shutdown once the grace is over. */
  readonly signal: AbortSignal;
  /** True when shutdown, not the asker, stopped it. */
  readonly stoppedByShutdown: boolean;
  /** Tells the job board (the owner's dashboard) how far it is. */
  progress?(bytes: number, fraction?: number | undefined): void;
  /**
   * Keeps on the job board what to tell the asker should this process die
   * while the job runs (the platform's JSON: where its status message is and
   * what it then says); the next start of this instance says it.
   */
  notice?(notice: string): void;
}

/** What the job board shows of a job besides its asker. */
export interface JobAbout {
  kind?: JobKind | undefined;
  title?: string | undefined;
  usageEventId?: number | undefined;
}

/**
 * Where a bot lists its downloads for every instance (src/jobs): a Cancel
 * pressed through another instance finds them there, and one pressed here on
 * another instance's job is passed on.
 */
export interface JobListing {
  board: JobBoard;
  platform: 'telegram' | 'discord';
  /** Owners may cancel anyone's job. */
  isOwner(askerId: string): boolean;
}

interface Entry {
  askerId: string;
  controller: AbortController;
  shutdown: boolean;
}

/**
 * The work a bot has in flight: downloads (which Cancel finds here by id) and
 * other tracked work (lookups, handlers). Shutdown is a graceful drain: new
 * work is refused, what runs gets a grace period, what is left is aborted and
 * given a moment to tell its askers.
 */
export class JobRegistry {
  private readonly jobs = new Map<string, Entry>();
  private readonly running = new Set<Promise<unknown>>();
  /** Keys of the jobs started with startOnce() that still run. */
  private readonly keys = new Set<string>();
  private readonly shutdown = new AbortController();
  private drainStarted = false;

  constructor(
    private readonly onError: (error: unknown) => void,
    private readonly listing?: JobListing | undefined,
  ) {}

  /** Aborted when a drain's grace is over; tracked work passes it to what it waits for (lookups). */
  get shutdownSignal(): AbortSignal {
    return this.shutdown.signal;
  }

  /** True once a drain has begun: the platform stops taking new requests. */
  get draining(): boolean {
    return this.drainStarted;
  }

  /** Downloads running now. */
  get size(): number {
    return this.jobs.size;
  }

  /**
   * Runs a download detached and returns its id and its end (which never
   * rejects: errors go to `onError`); undefined once shutdown has aborted
   * everything, when nothing may start any more.
   */
  start(
    askerId: string,
    run: (job: JobControl) => Promise<void>,
    about: JobAbout = {},
  ): { id: string; done: Promise<void> } | undefined {
    if (this.shutdown.signal.aborted) return undefined;
    const id = newJobId();
    const entry: Entry = { askerId, controller: new AbortController(), shutdown: false };
    this.jobs.set(id, entry);
    const listed = this.listing?.board.add({
      id,
      surface: this.listing.platform,
      kind: about.kind ?? 'download',
      asker: `${this.listing.platform}:${askerId}`,
      title: about.title,
      usageEventId: about.usageEventId,
      abort: () => entry.controller.abort(),
    });
    const control: JobControl = {
      id,
      signal: entry.controller.signal,
      get stoppedByShutdown() {
        return entry.shutdown;
      },
      progress: (bytes, fraction) => listed?.progress(bytes, fraction),
      notice: (notice) => listed?.notice(notice),
    };
    // Listed before it runs: its Cancel button, shown by the job, must find it through any instance.
    const done = this.track((listed?.listed ?? Promise.resolve()).then(() => run(control))).finally(() => {
      this.jobs.delete(id);
      void listed?.end();
    });
    return { id, done };
  }

  /**
   * Like start(), for a job of which one at a time may run per `key` (a
   * playlist run per user and card: a second press would start a second run
   * beside it). 'busy' while the key's job runs.
   */
  startOnce(
    key: string,
    askerId: string,
    run: (job: JobControl) => Promise<void>,
  ): { id: string; done: Promise<void> } | 'busy' | undefined {
    if (this.keys.has(key)) return 'busy';
    const started = this.start(askerId, run, { kind: 'playlist' });
    if (!started) return undefined;
    this.keys.add(key);
    void started.done.finally(() => this.keys.delete(key));
    return started;
  }

  /** Tracks other work until it ends, so a drain waits for it; its errors go to `onError`. */
  track(work: Promise<unknown>): Promise<void> {
    const tracked = work.then(() => undefined, this.onError).finally(() => this.running.delete(tracked));
    this.running.add(tracked);
    return tracked;
  }

  /**
   * Stops a download at its asker's (or an owner's) request; says what to
   * tell the presser. A job of this bot stops at once, as it always did; any
   * other id is asked of the job board, which finds it on another instance.
   */
  async cancel(jobId: string, askerId: string): Promise<CancelOutcome> {
    const entry = this.jobs.get(jobId);
    const owner = this.listing?.isOwner(askerId) ?? false;
    if (entry) {
      if (entry.askerId !== askerId && !owner) return 'not_yours';
      entry.controller.abort();
      return 'cancelled';
    }
    if (!this.listing) return 'unknown';
    const identity = `${this.listing.platform}:${askerId}`;
    try {
      return await this.listing.board.cancel(jobId, { identity, owner });
    } catch (error) {
      // The database did not answer: nothing was asked of the other instance.
      this.onError(error);
      return 'unknown';
    }
  }

  /**
   * Lets running work finish within `graceMs` (work it starts meanwhile too),
   * then aborts what is left (downloads know it was shutdown) and waits a
   * little for it to report. Resolves true when everything had ended in time.
   */
  async drain(graceMs: number): Promise<boolean> {
    this.drainStarted = true;
    const finished = await settledWithin(() => [...this.running], Math.max(0, graceMs));
    for (const entry of this.jobs.values()) {
      entry.shutdown = true;
      entry.controller.abort();
    }
    this.shutdown.abort();
    await settledWithin(() => [...this.running], ABORTED_WORK_WAIT_MS);
    return finished;
  }
}

/**
 * Waits until every promise `current()` lists has settled (asking again, since
 * work can start more work), or `ms` has passed. Resolves true when all settled.
 */
async function settledWithin(current: () => Promise<unknown>[], ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (let pending = current(); pending.length > 0; pending = current()) {
    const left = deadline - Date.now();
    if (left <= 0) return false;
    const timer = new AbortController();
    const timedOut = sleep(left, true, { signal: timer.signal }).catch(() => false);
    const late = await Promise.race([Promise.allSettled(pending).then(() => false), timedOut]);
    timer.abort();
    if (late) return false;
  }
  return true;
}

/** How a bot's stop() treats work in progress. */
export interface StopOptions {
  /**
   * How long running downloads, uploads, lookups and handlers may take to
   * finish before they are aborted. Default 0: aborted at once.
   */
  graceMs?: number | undefined;
}

/** A stop() that runs once: later calls get the first call's promise. */
export function stopOnce(stop: (graceMs: number) => Promise<void>): (options?: StopOptions) => Promise<void> {
  let stopping: Promise<void> | undefined;
  return (options) => {
    stopping ??= stop(Math.max(0, options?.graceMs ?? 0));
    return stopping;
  };
}
