import { ExpiringLru } from '../../support/expiring-lru.js';

/** A load in progress and the callers waiting for it. */
interface InFlight<V> {
  promise: Promise<V>;
  /** Aborts the load's signal. */
  controller: AbortController;
  waiters: number;
}

/** Options of {@link LookupCache.getOrLoad}. */
export interface WaitOptions {
  /** The caller stops waiting when this aborts. */
  signal?: AbortSignal | undefined;
  /** What a caller whose signal aborted is rejected with; default: the signal's reason. */
  abortError?: () => unknown;
}

/** A byte budget for {@link LookupCache}: what the entries may hold together, and how each is weighed. */
export interface ByteBudget<V> {
  maxBytes: number;
  /** The bytes an entry holds (its key is counted on top). */
  sizeOf: (value: V) => number;
}

/**
 * An entry larger than this share of the budget is not cached at all: one
 * such entry would push out many others, and a lookup that made it can be
 * made again. This cache's rule only: the HTTP layer's ExpiringLru maps
 * refuse only an entry over their whole budget.
 */
export const MAX_ENTRY_SHARE = 1 / 4;

/**
 * The cache of link lookups (yt-dlp runs): an {@link ExpiringLru} of their
 * results, plus sharing of the lookups in flight: identical concurrent
 * requests wait for the same yt-dlp run, which is stopped once none of them
 * waits any more. With a budget, each entry weighs its value plus its key
 * (two bytes a character), and one over {@link MAX_ENTRY_SHARE} of the budget
 * is not kept.
 */
export class LookupCache<V> {
  private readonly kept: ExpiringLru<V>;
  private readonly inFlight = new Map<string, InFlight<V>>();

  constructor(ttlMs: number, maxEntries: number, now: () => number = Date.now, budget?: ByteBudget<V>) {
    this.kept = new ExpiringLru<V>(
      budget
        ? {
            ttlMs,
            maxEntries,
            maxBytes: budget.maxBytes,
            maxEntryBytes: budget.maxBytes * MAX_ENTRY_SHARE,
            sizeOf: (value, key) => budget.sizeOf(value) + key.length * 2,
          }
        : { ttlMs, maxEntries },
      now,
    );
  }

  /** The bytes the entries hold now, as the budget weighs them (0 without a budget). */
  get heldBytes(): number {
    return this.kept.heldBytes;
  }

  get size(): number {
    return this.kept.size;
  }

  get(key: string): V | undefined {
    return this.kept.get(key);
  }

  set(key: string, value: V): void {
    this.kept.set(key, value);
  }

  delete(key: string): void {
    this.kept.delete(key);
  }

  /**
   * Returns the cached value, or runs `load` once for all concurrent callers
   * of the same key. A caller whose `signal` aborts stops waiting at once;
   * when the last caller has left, the signal given to `load` aborts and the
   * load is forgotten, so the next caller starts a new one. Callers without a
   * signal never leave. Only a load that succeeds without being aborted is
   * cached.
   */
  async getOrLoad(key: string, load: (signal: AbortSignal) => Promise<V>, options: WaitOptions = {}): Promise<V> {
    const { signal } = options;
    const abortError = () => (options.abortError ? options.abortError() : signal?.reason);
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    if (signal?.aborted) throw abortError();
    const pending = this.inFlight.get(key) ?? this.startLoad(key, load);
    pending.waiters++;
    if (!signal) return pending.promise;
    return new Promise<V>((resolve, reject) => {
      const leave = () => {
        reject(abortError());
        if (--pending.waiters > 0) return;
        if (this.inFlight.get(key) === pending) this.inFlight.delete(key);
        pending.controller.abort();
      };
      signal.addEventListener('abort', leave, { once: true });
      pending.promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', leave));
    });
  }

  private startLoad(key: string, load: (signal: AbortSignal) => Promise<V>): InFlight<V> {
    const controller = new AbortController();
    const pending: InFlight<V> = { controller, waiters: 0, promise: undefined as unknown as Promise<V> };
    pending.promise = load(controller.signal)
      .then((value) => {
        if (!controller.signal.aborted) this.set(key, value);
        return value;
      })
      .finally(() => {
        if (this.inFlight.get(key) === pending) this.inFlight.delete(key);
      });
    this.inFlight.set(key, pending);
    return pending;
  }
}
