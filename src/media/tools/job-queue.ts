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
  private readonly waiting: Waiter[] = [];

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

  /**
   * Waits for a slot; returns the function that gives it back (safe to call
   * twice). A job that has to wait hears `onQueued` with how many wait ahead
   * of it, at once and again each time it moves up.
   */
  async acquire(signal?: AbortSignal, onQueued?: (ahead: number) => void): Promise<() => void> {
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
      const entry: Waiter = { resolve, reject, signal, onQueued };
      this.waiting.push(entry);
      reportQueuePosition(entry, this.waiting.length - 1);
      signal?.addEventListener(
        'abort',
        () => {
          const index = this.waiting.indexOf(entry);
          if (index >= 0) {
            this.waiting.splice(index, 1);
            this.moved(index);
          }
          // The deadline's own reason (a timeout) when it is what stopped the wait; else a cancel.
          reject(
            signal.reason instanceof MediaError
              ? signal.reason
              : new MediaError('cancelled', sentence('error-request-cancelled')),
          );
        },
        { once: true },
      );
    });
    this.waited((performance.now() - since) / 1000);
    return this.releaser();
  }

  /** Those that waited behind position `from` moved up one: each hears its new place. */
  private moved(from: number): void {
    for (let i = from; i < this.waiting.length; i++) reportQueuePosition(this.waiting[i] as Waiter, i);
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
      if (next) {
        next.resolve();
        this.moved(0);
      } else this.running--;
    };
  }
}

interface Waiter {
  resolve: () => void;
  reject: (e: unknown) => void;
  signal?: AbortSignal | undefined;
  onQueued?: ((ahead: number) => void) | undefined;
}

function reportQueuePosition(waiter: Waiter, ahead: number): void {
  const { onQueued } = waiter;
  if (onQueued) notify(() => onQueued(ahead));
}

function restarting(): MediaError {
  return new MediaError('queue_full', sentence('error-server-restarting'), { retryAfterS: 30 });
}
