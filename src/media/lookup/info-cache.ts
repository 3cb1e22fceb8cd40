/** A load in progress and the callers waiting for it. */
interface InFlight<V> {
  promise: Promise<V>;
  /** Aborts the load's signal. */
  controller: AbortController;
  waiters: number;
}

/** Options of {@link TtlCache.getOrLoad}. */
export interface WaitOptions {
  /** The caller stops waiting when this aborts. */
  signal?: AbortSignal | undefined;
  /** What a caller whose signal aborted is rejected with; default: the signal's reason. */
  abortError?: () => unknown;
}

/** A byte budget for {@link TtlCache}: what the entries may hold together, and how each is weighed. */
export interface ByteBudget<V> {
  maxBytes: number;
  /** The bytes an entry holds (its key is counted on top). */
  sizeOf: (value: V) => number;
}

/**
 * An entry larger than this share of the budget is not cached at all: one
 * such entry would push out many others, and a lookup that made it can be
 * made again.
 */
export const MAX_ENTRY_SHARE = 1 / 4;

/**
 * A small LRU cache with a time to live, plus sharing of in-flight loads:
 * identical concurrent requests wait for the same yt-dlp run, which is stopped
 * once none of them waits any more. Bounded by entries and, with a budget, by
 * bytes: the oldest entries leave until both fit.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number; bytes: number }>();
  private readonly inFlight = new Map<string, InFlight<V>>();
  private bytes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
    private readonly budget?: ByteBudget<V>,
  ) {}

  /** The bytes the entries hold now, as the budget weighs them (0 without a budget). */
  get heldBytes(): number {
    return this.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    // Re-insert to mark as most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    if (this.ttlMs <= 0) return;
    const bytes = this.budget ? this.budget.sizeOf(value) + key.length * 2 : 0;
    if (this.budget && bytes > this.budget.maxBytes * MAX_ENTRY_SHARE) return;
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs, bytes });
    this.bytes += bytes;
    while (this.entries.size > this.maxEntries || (this.budget && this.bytes > this.budget.maxBytes)) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
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
