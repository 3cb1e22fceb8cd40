import { oneLine } from './handle.js';
import { releaseLease, renewLease, tryAcquireLease } from './lease.js';
import type { Store } from './tables.js';

/** Thrown at start when another process holds the lease; the message is one line, fit to print as is. */
export class LeaseHeldError extends Error {
  override name = 'LeaseHeldError';
}

export interface LeaseKeeperOptions {
  db: Store;
  /** The lease's row name, e.g. `telegram-polling:123456`. */
  name: string;
  /** This process (its instance id). */
  holder: string;
  /** How long a lease lasts unless renewed; it is renewed every third of it. */
  ttlMs: number;
  /** The role, for messages: e.g. "Telegram long polling". */
  role: string;
  /** What to do instead, appended to the refusal. */
  advice?: string;
  /** Called once when the lease is lost while held (the caller stops the role), with why. */
  onLost(reason: string): void;
  /** Where failed renewals that are not yet fatal are told. */
  warn?(message: string): void;
  now?(): Date;
}

/** A lease this process holds and renews until released or lost. */
export interface HeldLease {
  readonly lost: boolean;
  /** Stops renewing and gives the lease up (if still ours). Never throws; calling it again does nothing. */
  release(): Promise<void>;
}

/**
 * Takes the lease or refuses with a {@link LeaseHeldError} naming the holder, then renews it every `ttlMs / 3`.
 * It counts as lost (`onLost`) when a renewal finds it taken, or when renewals fail or hang until less than one
 * period is left: stopping before it expires means no other process takes it over while this one still acts.
 */
export async function holdLease(options: LeaseKeeperOptions): Promise<HeldLease> {
  const now = options.now ?? (() => new Date());
  const lease = { name: options.name, holder: options.holder, ttlMs: options.ttlMs };
  let expiresAt: Date | undefined;
  // A row released between our insert and our look at it: the next attempt finds it free.
  for (let attempt = 0; attempt < 3 && expiresAt === undefined; attempt++) {
    const found = await tryAcquireLease(options.db, { ...lease, now: now() });
    if (found.acquired) expiresAt = found.expiresAt;
    else if (found.holder !== undefined) {
      throw new LeaseHeldError(
        `${options.role} is already run by ${found.holder} (its lease in the database runs until ${found.expiresAt.toISOString()}); only one process may do it at a time.${options.advice ? ` ${options.advice}` : ''}`,
      );
    }
  }
  if (expiresAt === undefined) throw new Error(`could not take the lease ${options.name}`);

  const periodMs = Math.max(1, Math.floor(options.ttlMs / 3));
  let lost = false;
  let released = false;
  let renewing: Promise<void> | undefined;

  const lose = (reason: string) => {
    if (lost || released) return;
    lost = true;
    clearInterval(timer);
    options.onLost(reason);
  };
  const renew = async () => {
    let deadline: NodeJS.Timeout | undefined;
    const unanswered = new Promise<'timeout'>((resolve) => {
      // Through setImmediate: an answer that arrived while the event loop was
      // blocked is read (poll phase) before this counts it missing (check phase).
      deadline = setTimeout(() => setImmediate(() => resolve('timeout')), periodMs);
      deadline.unref();
    });
    try {
      const result = await Promise.race([renewLease(options.db, { ...lease, now: now() }), unanswered]);
      if (released) return;
      if (result === 'timeout') {
        lose(`the lease renewal got no answer from the database within ${periodMs} ms`);
        return;
      }
      if (result.renewed) expiresAt = result.expiresAt;
      else lose('the lease is no longer ours: it expired and another process took it');
    } catch (error) {
      if (released) return;
      const left = (expiresAt?.getTime() ?? 0) - now().getTime();
      if (left <= periodMs) lose(`the lease could not be renewed before it runs out: ${oneLine(error)}`);
      else options.warn?.(`could not renew the lease ${options.name} (will retry): ${oneLine(error)}`);
    } finally {
      clearTimeout(deadline);
    }
  };
  const timer = setInterval(() => {
    renewing ??= renew().finally(() => {
      renewing = undefined;
    });
  }, periodMs);
  // The lease never keeps the process alive by itself.
  timer.unref();

  let releasing: Promise<void> | undefined;
  return {
    get lost() {
      return lost;
    },
    release() {
      releasing ??= (async () => {
        clearInterval(timer);
        await renewing;
        const wasLost = lost;
        released = true;
        if (wasLost) return;
        await releaseLease(options.db, lease).catch((error: unknown) =>
          options.warn?.(`could not release the lease ${options.name}: ${oneLine(error)}`),
        );
      })();
      return releasing;
    },
  };
}
