import { sentence } from '../../i18n/index.js';
import { MediaError } from '../errors.js';
import { notify } from '../observer.js';

/**
 * A bounded job queue: at most `maxRunning` jobs run at once (each is a yt-dlp
 * and/or ffmpeg process), at most `maxQueued` wait; beyond that callers are
 * told to come back later, so a burst cannot fork without limit.
 */
export class JobQueue {
  private running = 0;
  private closed = false;
  private readonly waiting: { resolve: () => void; reject: (e: unknown) => void; signal?: AbortSignal }[] = [];

  constructor(
    private readonly maxRunning: number,
    private readonly maxQueued: number,
    private readonly retryAfterS = 10,
    /** Told how long each job waited for the slot it got, in seconds (the metrics' slot wait). */
    private readonly onWaited?: (seconds: number) => void,
  ) {}

  get stats() {
    return { running: this.running, queued: this.waiting.length, maxRunning: this.maxRunning };
  }

  /** Waits for a slot; returns the function that gives it back (safe to call twice). */
  async acquire(signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) throw new MediaError('cancelled', sentence('error-request-cancelled'));
    if (this.closed) throw restarting();
    if (this.running < this.maxRunning) {
      this.running++;
      this.waited(0);
      return this.releaser();
    }
    if (this.waiting.length >= this.maxQueued) {
      throw new MediaError('queue_full', sentence('error-server-busy'), {
        retryAfterS: this.retryAfterS,
      });
    }
    const since = performance.now();
    await new Promise<void>((resolve, reject) => {
      const entry = { resolve, reject, signal };
      this.waiting.push(entry);
      signal?.addEventListener(
        'abort',
        () => {
          const index = this.waiting.indexOf(entry);
          if (index >= 0) this.waiting.splice(index, 1);
          reject(new MediaError('cancelled', sentence('error-request-cancelled')));
        },
        { once: true },
      );
    });
    this.waited((performance.now() - since) / 1000);
    return this.releaser();
  }

  private waited(seconds: number): void {
    const { onWaited } = this;
    if (onWaited) notify(() => onWaited(seconds));
  }

  /** Shutdown: refuses new jobs and the waiting ones; running jobs keep their slots. */
  close(): void {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.reject(restarting());
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so `running` stays the same.
      if (next) next.resolve();
      else this.running--;
    };
  }
}

function restarting(): MediaError {
  return new MediaError('queue_full', sentence('error-server-restarting'), { retryAfterS: 30 });
}
