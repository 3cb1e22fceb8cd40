/**
 * A bound on DNS work. Node's dns.lookup runs getaddrinfo on libuv's thread
 * pool (four threads by default), which file I/O, zlib and crypto share: a
 * playlist of 1,000 entries on a name server that never answers would start
 * 1,000 lookups, and every file read of the process would wait behind them.
 * So at most a few lookups run at once, a host name asked for again while its
 * lookup runs or waits shares that lookup, and a waiting lookup nobody wants
 * any more (its callers gave up) never starts.
 */

/** One address a host name resolved to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to all its addresses, like `dns.lookup(host, { all: true, verbatim: true })`. */
export type LookupAll = (hostname: string) => Promise<ResolvedAddress[]>;

/** Lookups at once: half of libuv's default pool, so the other half stays free for files. */
export const MAX_CONCURRENT_LOOKUPS = 2;

interface Pending {
  host: string;
  /** Callers still waiting for it. */
  waiters: number;
  started: boolean;
  promise: Promise<ResolvedAddress[]>;
  settle: { resolve(value: ResolvedAddress[]): void; reject(reason: unknown): void };
}

export class LookupLimiter {
  private running = 0;
  private readonly queue: Pending[] = [];
  private readonly byHost = new Map<string, Pending>();

  constructor(
    private readonly lookup: LookupAll,
    private readonly max: number = MAX_CONCURRENT_LOOKUPS,
  ) {}

  /**
   * The host's addresses. Aborting `signal` withdraws this caller (rejecting
   * with the signal's reason); a lookup already running still holds its slot
   * until it ends, since its thread is busy until then.
   */
  resolve(host: string, signal: AbortSignal): Promise<ResolvedAddress[]> {
    if (signal.aborted) return Promise.reject(signal.reason);
    let pending = this.byHost.get(host);
    if (!pending) {
      pending = this.enqueue(host);
      this.pump();
    }
    const shared = pending;
    shared.waiters++;
    return new Promise<ResolvedAddress[]>((resolve, reject) => {
      const withdraw = () => {
        shared.waiters--;
        reject(signal.reason);
        if (!shared.started && shared.waiters === 0) this.drop(shared);
      };
      signal.addEventListener('abort', withdraw, { once: true });
      shared.promise.then(
        (addresses) => {
          signal.removeEventListener('abort', withdraw);
          resolve(addresses);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', withdraw);
          reject(error);
        },
      );
    });
  }

  /** Lookups running and waiting, for tests and health. */
  get stats(): { running: number; queued: number } {
    return { running: this.running, queued: this.queue.length };
  }

  private enqueue(host: string): Pending {
    let settle!: Pending['settle'];
    const promise = new Promise<ResolvedAddress[]>((resolve, reject) => {
      settle = { resolve, reject };
    });
    // Every caller may have withdrawn by the time it fails.
    promise.catch(() => {});
    const pending: Pending = { host, waiters: 0, started: false, promise, settle };
    this.byHost.set(host, pending);
    this.queue.push(pending);
    return pending;
  }

  private drop(pending: Pending): void {
    const index = this.queue.indexOf(pending);
    if (index >= 0) this.queue.splice(index, 1);
    if (this.byHost.get(pending.host) === pending) this.byHost.delete(pending.host);
    pending.settle.reject(new Error('no longer wanted'));
  }

  private pump(): void {
    while (this.running < this.max) {
      const next = this.queue.shift();
      if (!next) return;
      next.started = true;
      this.running++;
      // Through a promise: a lookup that throws at once must still give its slot back.
      new Promise<ResolvedAddress[]>((resolve) => resolve(this.lookup(next.host)))
        .then(next.settle.resolve, next.settle.reject)
        .finally(() => {
          this.running--;
          if (this.byHost.get(next.host) === next) this.byHost.delete(next.host);
          this.pump();
        });
    }
  }
}
