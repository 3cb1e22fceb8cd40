import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { type DatabaseHandle, DatabaseOpenError, oneLine } from './handle.js';
import { findMigrationsFolder } from './migrations.js';
import { type QueryObserver, timeSqliteQueries } from './query-timing.js';
import { type QueryBuilder, type Store, sqliteTables } from './tables.js';

/** An open SQLite database; `sqlite` is the connection, for pragmas and the tests' raw queries. */
export interface SqliteHandle extends DatabaseHandle {
  readonly dialect: 'sqlite';
  readonly sqlite: Database.Database;
}

/**
 * How long a connection waits for another connection's write lock before
 * failing with SQLITE_BUSY. Writes here take microseconds; the margin is for
 * a slow disk, a backup holding the lock, or a holder starved of CPU on a
 * busy small server (three processes racing for the lock beside CPU-bound
 * work once waited past 5 s).
 */
const BUSY_TIMEOUT_MS = 15_000;

/**
 * Opens (creating if needed) the SQLite database at `databasePath`, sets the
 * connection up for a single busy writer with concurrent readers, and applies
 * pending migrations from `drizzle/sqlite/`. `onQuery` is told of every
 * statement (the metrics).
 *
 * @throws DatabaseOpenError with a one-line message naming the path when the
 * file is not a database, is corrupt, or cannot be created or migrated.
 */
export function openDatabase(databasePath: string, onQuery?: QueryObserver): SqliteHandle {
  const inMemory = databasePath === ':memory:';
  const resolvedPath = inMemory ? databasePath : path.resolve(databasePath);
  let sqlite: Database.Database | undefined;
  try {
    if (!inMemory) {
      fs.mkdirSync(path.dirname(resolvedPath), { recursive: true });
      keepPrivate(resolvedPath);
    }
    sqlite = new Database(resolvedPath);
    // The first statement reads the file header, so a file that is not a
    // database fails here rather than on the first request.
    sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    sqlite.pragma('journal_mode = WAL');
    // NORMAL is durable across application crashes in WAL mode; only a power
    // loss can drop the last commits, which is acceptable for usage counters.
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    if (onQuery) timeSqliteQueries(sqlite, onQuery);
    const db = drizzle({ client: sqlite });
    applyMigrations(db);
    return sqliteHandle(sqlite, db);
  } catch (error) {
    try {
      sqlite?.close();
    } catch {
      // Already failing; the first error is the one worth reporting.
    }
    if (error instanceof DatabaseOpenError) throw error;
    throw new DatabaseOpenError(resolvedPath, oneLine(error), { cause: error });
  }
}

/**
 * Every user's address and links are in the file: 600, made so before SQLite opens it, because SQLite
 * makes its -wal and -shm with the file's mode. Those of an install made before are fixed too. A file
 * that is not this user's stays as it is (the open then says what is wrong, if anything).
 */
function keepPrivate(file: string): void {
  try {
    fs.closeSync(fs.openSync(file, 'a', 0o600));
  } catch {
    return;
  }
  for (const part of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      fs.chmodSync(part, 0o600);
    } catch {
      // missing (-wal and -shm exist only while open), or not ours
    }
  }
}

function sqliteHandle(connection: Database.Database, db: QueryBuilder): SqliteHandle {
  const store: Store = { db, t: sqliteTables };
  /** The end of the queue of this connection's transactions. */
  let tail: Promise<unknown> = Promise.resolve();
  let closed = false;
  return {
    dialect: 'sqlite',
    availability: () => ({ available: true }),
    ...store,
    sqlite: connection,
    transaction(fn, options) {
      // One connection, one transaction at a time: a body awaits between its
      // statements, and a second BEGIN on the same connection would fail (or
      // its statements would join the first). So this process's transactions
      // queue here; other processes wait on the file lock (busy_timeout).
      const result = tail.then(async () => {
        // IMMEDIATE takes the write lock before the first read: a DEFERRED
        // transaction would count under a shared lock, and two connections
        // could both see room for one more. Read-only snapshots need no lock.
        connection.exec(options?.readOnly ? 'BEGIN' : 'BEGIN IMMEDIATE');
        try {
          const value = await fn(store);
          connection.exec('COMMIT');
          return value;
        } catch (error) {
          if (connection.inTransaction) connection.exec('ROLLBACK');
          throw error;
        }
      });
      tail = result.catch(() => {});
      return result;
    },
    async close() {
      if (closed) return;
      closed = true;
      connection.close();
    },
  };
}

/**
 * drizzle's migrator reads the last applied migration before it opens its
 * transaction, so two processes opening a fresh file at the same moment can
 * both try to create the tables; the loser fails with "already exists". By
 * then the winner has committed, and a second pass sees nothing left to do.
 */
function applyMigrations(db: QueryBuilder): void {
  const migrationsFolder = findMigrationsFolder('sqlite');
  try {
    migrate(db, { migrationsFolder });
  } catch {
    migrate(db, { migrationsFolder });
  }
}
