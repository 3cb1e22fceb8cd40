import type { DatabaseAvailability } from './faults.js';
import type { Store } from './tables.js';

/** Which database a handle talks to. */
export type Dialect = 'sqlite' | 'postgres';

/** How a transaction runs. */
export interface TransactionOptions {
  /**
   * Serializes this transaction against every other one given the same key,
   * in any process: a check-then-write (a limit check and the row it admits)
   * cannot interleave with another for the same user. SQLite: BEGIN IMMEDIATE
   * takes the database's write lock, which serializes all writers anyway.
   * PostgreSQL: a transaction-scoped advisory lock on the key.
   */
  serializeOn?: string;
  /** Only reads, from one consistent snapshot (e.g. the three periods of /stats). */
  readOnly?: boolean;
}

/** An open application database, SQLite or PostgreSQL; a {@link Store} outside any transaction. */
export interface DatabaseHandle extends Store {
  readonly dialect: Dialect;
  /**
   * Whether the database answered the last statement that reached it (PostgreSQL; SQLite is a file and
   * always "available": its full disk is reported by the disk check). For /api/health and the metrics.
   */
  availability(): DatabaseAvailability;
  /** Runs `fn` in one transaction, committed when it resolves and rolled back when it throws. */
  transaction<T>(fn: (tx: Store) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** Closes the connection(s); calling it again does nothing. */
  close(): Promise<void>;
}

/**
 * Thrown when the database cannot be opened or migrated. The message is one
 * line naming the file (or the URL without its password), fit to print as
 * is; the original error is the cause.
 */
export class DatabaseOpenError extends Error {
  override name = 'DatabaseOpenError';

  constructor(
    readonly databasePath: string,
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(`Cannot open database ${databasePath}: ${reason}`, options);
  }
}

/** An error as one line of text. */
export function oneLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim() || 'unknown error';
}
