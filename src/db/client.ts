import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import * as schema from './schema.js';

/** The drizzle handle every store function takes. */
export type AppDatabase = BetterSQLite3Database<typeof schema>;

/**
 * The database or a transaction on it: store functions take this so they can
 * run alone or inside a caller's transaction.
 */
export type AppStore = BaseSQLiteDatabase<'sync', Database.RunResult, typeof schema>;

/** An open application database. */
export interface DatabaseHandle {
  /** Typed query builder over the schema in src/db/schema.ts. */
  db: AppDatabase;
  /** The underlying connection, for pragmas and raw transactions. */
  sqlite: Database.Database;
  /** Closes the connection; calling it again does nothing. */
  close(): void;
}

/**
 * Thrown when the database cannot be opened or migrated. The message is one
 * line naming the file, fit to print as is; the original error is the cause.
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

/**
 * How long a connection waits for another connection's write lock before
 * failing with SQLITE_BUSY. Writes here take microseconds; the margin is for
 * a slow disk or a backup holding the lock.
 */
const BUSY_TIMEOUT_MS = 5_000;

/**
 * Opens (creating if needed) the SQLite database at `databasePath`, sets the
 * connection up for a single busy writer with concurrent readers, and applies
 * pending migrations from the repository's `drizzle/` folder.
 *
 * @throws DatabaseOpenError with a one-line message naming the path when the
 * file is not a database, is corrupt, or cannot be created or migrated.
 */
export function openDatabase(databasePath: string): DatabaseHandle {
  const inMemory = databasePath === ':memory:';
  const resolvedPath = inMemory ? databasePath : path.resolve(databasePath);
  let sqlite: Database.Database | undefined;
  try {
    if (!inMemory) fs.mkdirSync(path.dirname(resolvedPath), { recursive: true });
    sqlite = new Database(resolvedPath);
    // The first statement reads the file header, so a file that is not a
    // database fails here rather than on the first request.
    sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    sqlite.pragma('journal_mode = WAL');
    // NORMAL is durable across application crashes in WAL mode; only a power
    // loss can drop the last commits, which is acceptable for usage counters.
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    const db = drizzle({ client: sqlite, schema });
    applyMigrations(db);

    const connection = sqlite;
    let closed = false;
    return {
      db,
      sqlite: connection,
      close() {
        if (closed) return;
        closed = true;
        connection.close();
      },
    };
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
 * drizzle's migrator reads the last applied migration before it opens its
 * transaction, so two processes opening a fresh file at the same moment can
 * both try to create the tables; the loser fails with "already exists". By
 * then the winner has committed, and a second pass sees nothing left to do.
 */
function applyMigrations(db: AppDatabase): void {
  const migrationsFolder = findMigrationsFolder();
  try {
    migrate(db, { migrationsFolder });
  } catch {
    migrate(db, { migrationsFolder });
  }
}

/**
 * The `drizzle/` folder beside the nearest package.json above this module,
 * which holds for `src/db/client.ts` run by tsx or vitest and for the
 * compiled `dist/src/db/client.js` alike.
 */
export function findMigrationsFolder(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) {
      const folder = path.join(dir, 'drizzle');
      if (!fs.existsSync(path.join(folder, 'meta', '_journal.json'))) {
        throw new Error(`no migrations found in ${folder} (expected meta/_journal.json)`);
      }
      return folder;
    }
    if (path.dirname(dir) === dir) throw new Error(`no package.json found above ${from}`);
  }
}

function oneLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim() || 'unknown error';
}
