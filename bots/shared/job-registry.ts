import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

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

  constructor(private readonly onError: (error: unknown) => void) {}

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
  start(askerId: string, run: (job: JobControl) => Promise<void>): { id: string; done: Promise<void> } | undefined {
    if (this.shutdown.signal.aborted) return undefined;
    const id = randomBytes(6).toString('base64url');
    const entry: Entry = { askerId, controller: new AbortController(), shutdown: false };
    this.jobs.set(id, entry);
    const control: JobControl = {
      id,
      signal: entry.controller.signal,
      get stoppedByShutdown() {
        return entry.shutdown;
      },
    };
    const done = this.track(Promise.resolve().then(() => run(control))).finally(() => this.jobs.delete(id));
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
    const started = this.start(askerId, run);
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

  /** Stops a download at its asker's request; says what to tell the presser. */
  cancel(jobId: string, askerId: string): 'cancelled' | 'not_yours' | 'unknown' {
    const entry = this.jobs.get(jobId);
    if (!entry) return 'unknown';
    if (entry.askerId !== askerId) return 'not_yours';
    entry.controller.abort();
    return 'cancelled';
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
