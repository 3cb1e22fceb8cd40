/**
 * The application database: SQLite (a file under DATA_DIR, the default) or
 * PostgreSQL (DATABASE_URL), behind one {@link DatabaseHandle}. This is the
 * folder's one door: code outside src/db imports from here only.
 */
import type { DatabaseHandle } from './handle.js';
import { openPostgres, type PostgresTimeouts } from './postgres.js';
import type { QueryObserver } from './query-timing.js';
import { openDatabase } from './sqlite.js';

export {
  type DatabaseAvailability,
  type DatabaseFault,
  DatabaseUnavailableError,
  databaseFault,
} from './faults.js';
export { type DatabaseHandle, DatabaseOpenError, type Dialect, oneLine, type TransactionOptions } from './handle.js';
export { claimOnce, releaseLease, tryAcquireLease } from './lease.js';
export { type HeldLease, holdLease, LeaseHeldError, type LeaseKeeperOptions } from './lease-keeper.js';
export { findMigrationsFolder } from './migrations.js';
export { openPostgres, type PostgresTimeouts, redactDatabaseUrl } from './postgres.js';
export type { QueryObserver } from './query-timing.js';
export {
  type AccessState,
  accessStates,
  type JobKind,
  type JobSurface,
  jobKinds,
  jobSurfaces,
  type LanguageScope,
  languageScopes,
  type UsageAction,
  type UsageOutcome,
  type UserPlatform,
  userPlatforms,
} from './schema.js';
export {
  type FollowEntryState,
  type FollowTargetKind,
  followEntryStates,
  followTargetKinds,
} from './schema-follows.js';
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
  /** Told of every query, its time and whether it failed (the metrics). */
  onQuery?: QueryObserver | undefined;
}): Promise<DatabaseHandle> {
  if (where.databaseUrl) return await openPostgres(where.databaseUrl, where.timeouts, where.onQuery);
  return openDatabase(where.databasePath, where.onQuery);
}
