import type Database from 'better-sqlite3';
import pg from 'pg';
import type { Dialect } from './handle.js';

/**
 * Told of every statement the database ran: how long it took and whether it
 * failed (the process's metrics count latency and errors per backend). It is
 * called from the drivers themselves, the one place every query of either
 * dialect passes: the usage ledger's, the leases', the bots' cards and
 * file_id cache. It must not throw; its calls are guarded all the same.
 */
export type QueryObserver = (query: { dialect: Dialect; seconds: number; failed: boolean }) => void;

function recordTiming(observe: QueryObserver, dialect: Dialect, started: number, failed: boolean): void {
  try {
    observe({ dialect, seconds: (performance.now() - started) / 1000, failed });
  } catch {
    // A faulty observer loses a count, nothing more.
  }
}

/** The statement methods that run SQL (drizzle's better-sqlite3 session calls these, `raw()` returns the statement itself). */
const RUNNING_METHODS = ['run', 'get', 'all', 'iterate'] as const;

/**
 * Times every statement of a better-sqlite3 connection: each prepared
 * statement's running methods are wrapped as it is prepared, and `exec` (the
 * handle's BEGIN IMMEDIATE, which may wait for another process's write lock).
 * better-sqlite3 is synchronous, so the time is the statement's own.
 */
export function timeSqliteQueries(connection: Database.Database, observe: QueryObserver): void {
  const timed = <A extends unknown[], R>(run: (...args: A) => R) => {
    return (...args: A): R => {
      const started = performance.now();
      try {
        const result = run(...args);
        recordTiming(observe, 'sqlite', started, false);
        return result;
      } catch (error) {
        recordTiming(observe, 'sqlite', started, true);
        throw error;
      }
    };
  };
  const prepare = connection.prepare.bind(connection);
  connection.prepare = ((source: string) => {
    // SQLite compiles a statement as it is prepared: a missing table or bad SQL fails here, and counts.
    const started = performance.now();
    let statement: Record<string, (...args: unknown[]) => unknown>;
    try {
      statement = prepare(source) as unknown as typeof statement;
    } catch (error) {
      recordTiming(observe, 'sqlite', started, true);
      throw error;
    }
    for (const method of RUNNING_METHODS) {
      const original = statement[method];
      if (typeof original === 'function') statement[method] = timed(original.bind(statement));
    }
    return statement;
  }) as unknown as typeof connection.prepare;
  connection.exec = timed(connection.exec.bind(connection)) as typeof connection.exec;
}

/**
 * A pg Client class whose queries are timed, for the pool's `Client` option:
 * the pool's own queries pass a callback, drizzle's await a promise; a
 * Submittable (a cursor) is passed through untimed, as nothing here uses one.
 */
export function timedPostgresClient(observe: QueryObserver): typeof pg.Client {
  return class TimedClient extends pg.Client {
    // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this forwards them all
    override query(...args: any[]): any {
      const started = performance.now();
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (error: unknown, result: unknown) => {
          recordTiming(observe, 'postgres', started, Boolean(error));
          last(error, result);
        };
        // biome-ignore lint/suspicious/noExplicitAny: see above
        return (super.query as any)(...args);
      }
      // biome-ignore lint/suspicious/noExplicitAny: see above
      const result = (super.query as any)(...args);
      if (result instanceof Promise) {
        result.then(
          () => recordTiming(observe, 'postgres', started, false),
          () => recordTiming(observe, 'postgres', started, true),
        );
      }
      return result;
    }
  } as typeof pg.Client;
}
