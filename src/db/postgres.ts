import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { AvailabilityWatch, faultAwareClient, faultAwarePool } from './faults.js';
import { type DatabaseHandle, DatabaseOpenError, oneLine } from './handle.js';
import { findMigrationsFolder } from './migrations.js';
import { type QueryObserver, timedPostgresClient } from './query-timing.js';
import { postgresTables, type QueryBuilder, type Store } from './tables.js';

/**
 * First key of this application's advisory locks (the second is the lock's
 * own), so they cannot collide with another application's on a shared server.
 * The digits spell "MF" in ASCII.
 */
const LOCK_CLASS = 7770;
/** Second key of the lock held while migrating. */
const MIGRATION_LOCK = 0;

/** Connections per process: requests are short, and each instance holds its own pool. */
const POOL_SIZE = 10;

/** How long the pool waits for the server: DATABASE_CONNECT_TIMEOUT_S and DATABASE_STATEMENT_TIMEOUT_S. */
export interface PostgresTimeouts {
  /** A connection not established (or a pooled one not free) in this time fails. Default 5 s. */
  connectTimeoutMs?: number;
  /** A statement running (or waiting for a lock) longer is cancelled by the server. Default 10 s. */
  statementTimeoutMs?: number;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
/**
 * The client gives up on an answer this long after the server should have
 * cancelled the statement: a server that stopped answering altogether (a
 * network partition) cannot cancel anything.
 */
const CLIENT_TIMEOUT_MARGIN_MS = 2_000;

/** `url` with its password replaced by `***`, for messages and logs. */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}

/**
 * Connects to the PostgreSQL database at `url` (postgres://user:password@host:port/name)
 * and applies pending migrations from `drizzle/postgres/`. `onQuery` is told
 * of every query of the pool (the metrics).
 *
 * @throws DatabaseOpenError naming the URL without its password when the server
 * cannot be reached, refuses the login, or a migration fails.
 */
export async function openPostgres(
  url: string,
  timeouts: PostgresTimeouts = {},
  onQuery?: QueryObserver,
): Promise<DatabaseHandle> {
  const connectTimeoutMs = timeouts.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const statementTimeoutMs = timeouts.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  // Without these a server that stops answering, or a row lock held elsewhere,
  // hangs a query for ever: a lease renewal among them, and the lease then
  // runs out while this process still acts on it (see src/db/lease-keeper.ts).
  // A connection refused or lost becomes DatabaseUnavailableError (faults.ts), and the health report follows it.
  const watch = new AvailabilityWatch();
  const Pool = faultAwarePool(watch);
  const pool = new Pool({
    connectionString: url,
    max: POOL_SIZE,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + CLIENT_TIMEOUT_MARGIN_MS,
    keepAlive: true,
    // The pool's connections time their queries for the metrics (migrations run on a client of their own).
    Client: faultAwareClient(onQuery ? timedPostgresClient(onQuery) : pg.Client, watch),
  });
  // An idle connection the server drops (a restart) is reported here; without a
  // listener it would crash the process. The next query reconnects or fails on its own.
  pool.on('error', () => {});
  try {
    const db = drizzle({ client: pool });
    await applyMigrations(url, connectTimeoutMs);
    return postgresHandle(pool, db as unknown as QueryBuilder, db, watch);
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseOpenError(redactDatabaseUrl(url), oneLine(error), { cause: error });
  }
}

type PgDatabase = ReturnType<typeof drizzle<Record<string, never>, pg.Pool>>;

function postgresHandle(
  pool: pg.Pool,
  builder: QueryBuilder,
  db: PgDatabase,
  watch: AvailabilityWatch,
): DatabaseHandle {
  let closed = false;
  return {
    dialect: 'postgres',
    availability: () => watch.state,
    db: builder,
    t: postgresTables,
    transaction(fn, options) {
      return db.transaction(
        async (tx) => {
          if (options?.serializeOn !== undefined) {
            // Held until this transaction ends. A row lock on the user would do
            // the same once the row exists; the advisory lock also covers the
            // user's first request, before there is a row to lock.
            await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, hashtext(${options.serializeOn}))`);
          }
          return fn({ db: tx as unknown as QueryBuilder, t: postgresTables } satisfies Store);
        },
        options?.readOnly ? { isolationLevel: 'repeatable read', accessMode: 'read only' } : undefined,
      );
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * Instances starting together would all try to create the tables; the first
 * to take this session lock migrates, the others then find nothing to do.
 * On a connection of its own, without the pool's statement timeout: waiting
 * for another instance's migration, or building an index on a large table,
 * may rightly take longer.
 */
async function applyMigrations(url: string, connectTimeoutMs: number): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1, $2)', [LOCK_CLASS, MIGRATION_LOCK]);
    try {
      await migrate(drizzle({ client }), { migrationsFolder: findMigrationsFolder('postgres') });
    } finally {
      await client.query('select pg_advisory_unlock($1, $2)', [LOCK_CLASS, MIGRATION_LOCK]);
    }
  } finally {
    await client.end().catch(() => {});
  }
}
