import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type DatabaseHandle, DatabaseOpenError, oneLine } from './handle.js';
import { findMigrationsFolder } from './migrations.js';
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
 * and applies pending migrations from `drizzle/postgres/`.
 *
 * @throws DatabaseOpenError naming the URL without its password when the server
 * cannot be reached, refuses the login, or a migration fails.
 */
export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  // An idle connection the server drops (a restart) is reported here; without a
  // listener it would crash the process. The next query reconnects or fails on its own.
  pool.on('error', () => {});
  try {
    const db = drizzle({ client: pool });
    await applyMigrations(pool, db);
    return postgresHandle(pool, db as unknown as QueryBuilder, db);
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseOpenError(redactDatabaseUrl(url), oneLine(error), { cause: error });
  }
}

type PgDatabase = ReturnType<typeof drizzle<Record<string, never>, pg.Pool>>;

function postgresHandle(pool: pg.Pool, builder: QueryBuilder, db: PgDatabase): DatabaseHandle {
  let closed = false;
  return {
    dialect: 'postgres',
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
 */
async function applyMigrations(pool: pg.Pool, db: PgDatabase): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1, $2)', [LOCK_CLASS, MIGRATION_LOCK]);
    try {
      await migrate(db, { migrationsFolder: findMigrationsFolder('postgres') });
    } finally {
      await client.query('select pg_advisory_unlock($1, $2)', [LOCK_CLASS, MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
