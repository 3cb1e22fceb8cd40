/**
 * The application database: SQLite (a file under DATA_DIR, the default) or
 * PostgreSQL (DATABASE_URL), behind one {@link DatabaseHandle}.
 */
import type { DatabaseHandle } from './handle.js';
import { openPostgres, type PostgresTimeouts } from './postgres.js';
import { openDatabase } from './sqlite.js';

export { type DatabaseHandle, DatabaseOpenError, type Dialect, type TransactionOptions } from './handle.js';
export { findMigrationsFolder } from './migrations.js';
export { openPostgres, type PostgresTimeouts, redactDatabaseUrl } from './postgres.js';
export { openDatabase, type SqliteHandle } from './sqlite.js';
export type { QueryBuilder, Store, Tables } from './tables.js';

/**
 * Opens PostgreSQL when `databaseUrl` is set, else the SQLite file at
 * `databasePath`, and applies pending migrations.
 *
 * @throws DatabaseOpenError with a one-line message (never the password).
 */
export async function connectDatabase(where: {
  databaseUrl?: string | undefined;
  databasePath: string;
  /** PostgreSQL only. */
  timeouts?: PostgresTimeouts;
}): Promise<DatabaseHandle> {
  if (where.databaseUrl) return await openPostgres(where.databaseUrl, where.timeouts);
  return openDatabase(where.databasePath);
}
