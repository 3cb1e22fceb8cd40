import pg from 'pg';

/**
 * What a failed statement says about the database itself, as opposed to a
 * statement that was wrong: PostgreSQL not reachable (stopped for an upgrade,
 * restarting, a connection it killed, a network cut) or SQLite's disk full.
 * Callers turn these into a clean "try again shortly" (a 503 with
 * Retry-After, a sentence in the bots) rather than the catch-all `internal`,
 * which is for bugs.
 */
export type DatabaseFault = 'unavailable' | 'disk_full';

/**
 * A statement that failed because PostgreSQL could not be reached or dropped
 * the connection; `cause` is the driver's own error. Thrown in place of it by
 * the pool (see {@link FaultAwarePool}), so every layer above (drizzle's
 * wrapper, a transaction, the usage ledger) passes it on as a cause.
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  /** The driver's own code (a SQLSTATE such as 57014, or ECONNREFUSED), so code that reads it still can. */
  readonly code: string | undefined;

  constructor(cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    const code = (cause as { code?: unknown } | undefined)?.code;
    this.code = typeof code === 'string' ? code : undefined;
  }
}

/**
 * SQLSTATEs that mean "the server, not the statement": class 08 (connection
 * exception), 57P01-57P03 (the server shutting down, crashed, or not yet
 * accepting connections), class 53 (the server out of resources: its disk
 * full, its memory, too many connections), 57014 (a statement
 * the server cancelled at DATABASE_STATEMENT_TIMEOUT_S: it did not answer in
 * time, which to a request is the same).
 */
const SERVER_STATES = /^(08|53|57P0[123]$|57014$)/;

/** The socket's errors: the server refused, reset or never answered the connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * pg's own words for a connection lost or never made ("Connection terminated
 * unexpectedly", "… due to connection timeout", "Query read timeout",
 * "Client has encountered a connection error and is not queryable").
 */
const CONNECTION_WORDS = /connection terminated|connection error|query read timeout|not queryable|timeout exceeded/i;

/** Whether a failed query is the server's absence rather than the statement's fault. */
function isServerGone(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (error instanceof pg.DatabaseError) return SERVER_STATES.test(error.code ?? '');
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (typeof code === 'string' && NETWORK_CODES.has(code)) || CONNECTION_WORDS.test(error.message);
}

/** The errors an error stands on: its cause chain, and the members of an AggregateError (one per address tried). */
function* chain(error: unknown): Generator<unknown> {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const next = pending.shift();
    if (next === undefined || next === null || seen.has(next)) continue;
    seen.add(next);
    yield next;
    if (next instanceof AggregateError) pending.push(...next.errors);
    if (typeof next === 'object' && 'cause' in next) pending.push((next as { cause?: unknown }).cause);
  }
}

/** The fault of the database an error (of any layer: drizzle's wrapper, a transaction, the ledger) comes from, if any. */
export function databaseFault(error: unknown): DatabaseFault | undefined {
  for (const link of chain(error)) {
    if (link instanceof DatabaseUnavailableError) return 'unavailable';
    // SQLite's "database or disk is full": the disk under DATA_DIR.
    if ((link as { code?: unknown }).code === 'SQLITE_FULL') return 'disk_full';
  }
  return undefined;
}

/** Whether the database answers, as this process last found it. */
export type DatabaseAvailability = { available: true } | { available: false; since: Date; reason: string };

/** Keeps {@link DatabaseAvailability} from what the pool's statements did. */
export class AvailabilityWatch {
  private unavailable: { since: Date; reason: string } | undefined;

  /** A statement went through: the database answers. */
  answered(): void {
    this.unavailable = undefined;
  }

  /** A statement failed because the server was gone (the first failure of an outage sets `since`). */
  failed(error: DatabaseUnavailableError): void {
    const cause = error.cause instanceof Error ? error.cause.message : String(error.cause);
    this.unavailable = { since: this.unavailable?.since ?? new Date(), reason: cause.replace(/\s+/g, ' ').trim() };
  }

  get state(): DatabaseAvailability {
    return this.unavailable ? { available: false, ...this.unavailable } : { available: true };
  }
}

type Callback = (error: unknown, ...rest: unknown[]) => void;

/**
 * A pg Pool whose failures say whether the server was gone: a connection not
 * made (refused, timed out, the pool's wait for a free one) and a query that
 * failed for the connection's sake become {@link DatabaseUnavailableError};
 * an error of the statement itself (a constraint, a syntax error) passes
 * unchanged. Every outcome also updates `watch` (the health report).
 */
export function faultAwarePool(watch: AvailabilityWatch): typeof pg.Pool {
  const wrapConnect = (error: unknown) => {
    const wrapped = error instanceof DatabaseUnavailableError ? error : new DatabaseUnavailableError(error);
    watch.failed(wrapped);
    return wrapped;
  };
  const wrapQuery = (error: unknown) => (isServerGone(error) ? wrapConnect(error) : error);
  /** Calls `run` with a callback or as a promise, as pg's methods take either; errors pass through `wrap`. */
  const settle = (args: unknown[], wrap: (error: unknown) => unknown, run: (args: unknown[]) => unknown) => {
    const last = args.at(-1);
    if (typeof last === 'function') {
      const callback = last as Callback;
      const replaced = [...args.slice(0, -1)];
      replaced.push((error: unknown, ...rest: unknown[]) => {
        if (error) return callback(wrap(error), ...rest);
        watch.answered();
        return callback(error, ...rest);
      });
      return run(replaced);
    }
    const result = run(args);
    if (!(result instanceof Promise)) return result;
    return result.then(
      (value) => {
        watch.answered();
        return value;
      },
      (error: unknown) => {
        throw wrap(error);
      },
    );
  };

  class FaultAwarePool extends pg.Pool {
    // biome-ignore lint/suspicious/noExplicitAny: pg's connect and query have many overloads; these forward them all
    override connect(...args: any[]): any {
      // A pool this process closed is not an outage: its error stays what it is (a finish kept for the
      // database's return stops there).
      // biome-ignore lint/suspicious/noExplicitAny: see above
      if (this.ending) return (super.connect as any)(...args);
      // biome-ignore lint/suspicious/noExplicitAny: see above
      return settle(args, wrapConnect, (a) => (super.connect as any)(...a));
    }

    // biome-ignore lint/suspicious/noExplicitAny: see above
    override query(...args: any[]): any {
      // biome-ignore lint/suspicious/noExplicitAny: see above
      return settle(args, wrapQuery, (a) => (super.query as any)(...a));
    }
  }
  return FaultAwarePool as typeof pg.Pool;
}

/**
 * A pg Client class (the pool's own, possibly already timed) whose queries'
 * connection failures become {@link DatabaseUnavailableError}: the statements
 * of a transaction run on a client the pool lent, not through the pool.
 */
export function faultAwareClient(base: typeof pg.Client, watch: AvailabilityWatch): typeof pg.Client {
  return class FaultAwareClient extends base {
    // biome-ignore lint/suspicious/noExplicitAny: pg.Client's constructor takes a config or a connection string
    constructor(...args: any[]) {
      // biome-ignore lint/suspicious/noExplicitAny: see above
      super(...(args as [any]));
      // A connection lost while the pool has lent it out (a transaction's, a query under way) emits 'error'
      // with no pool listener on it: without this one, a database restart crashed the process. Its queries
      // fail on their own, and the pool drops it when it comes back unqueryable.
      this.on('error', () => {});
    }

    // biome-ignore lint/suspicious/noExplicitAny: see faultAwarePool
    override query(...args: any[]): any {
      // biome-ignore lint/suspicious/noExplicitAny: see faultAwarePool
      const result = (super.query as any)(...args);
      // The pool's own calls pass a callback and are wrapped by the pool; a transaction's await a promise.
      if (!(result instanceof Promise)) return result;
      return result.then(
        (value) => {
          watch.answered();
          return value;
        },
        (error: unknown) => {
          if (!isServerGone(error)) throw error;
          const wrapped = error instanceof DatabaseUnavailableError ? error : new DatabaseUnavailableError(error);
          watch.failed(wrapped);
          throw wrapped;
        },
      );
    }
  } as typeof pg.Client;
}
