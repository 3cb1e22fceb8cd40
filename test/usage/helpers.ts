import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import type pg from 'pg';
import { afterEach, describe, inject } from 'vitest';
import { type DatabaseHandle, openDatabase, openPostgres, type SqliteHandle } from '../../src/db/index.js';
import {
  createUsageService,
  type Identity,
  type UsageService,
  type UsageServiceOptions,
} from '../../src/usage/index.js';
import { createTestDatabase } from '../support/postgres.js';

/** The repository root, where package.json and drizzle/ live. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const alice: Identity = { platform: 'telegram', externalId: '1001', displayName: 'Alice' };
export const bob: Identity = { platform: 'discord', externalId: '2002', displayName: 'Bob' };
export const owner: Identity = { platform: 'telegram', externalId: '9999', displayName: 'Owner' };

export const noLimits = {
  downloadsPerDay: 0,
  mbPerDay: 0,
  infoPerMinute: 0,
  concurrentJobsPerUser: 0,
  maxDurationS: 0,
};

/** A clock the test moves by hand. */
export function manualClock(startIso: string) {
  let current = new Date(startIso).getTime();
  return {
    now: () => new Date(current),
    set(iso: string) {
      current = new Date(iso).getTime();
    },
    advance(ms: number) {
      current += ms;
    },
  };
}

/** The two database backends every usage suite runs on. */
export const backends = ['sqlite', 'postgres'] as const;
export type Backend = (typeof backends)[number];

/**
 * Runs `body`'s tests once per backend (`on sqlite`, `on postgres`), each with
 * its own {@link TempDatabases}, cleaned up after every test.
 */
export function onEachBackend(body: (temp: TempDatabases, backend: Backend) => void): void {
  describe.each(backends)('on %s', (backend) => {
    const temp = new TempDatabases(backend);
    afterEach(() => temp.cleanup());
    body(temp, backend);
  });
}

/** An open test database and where it is: a file (SQLite) or a URL (PostgreSQL). */
export type TestDatabase = DatabaseHandle & { where: string };

/**
 * Real databases: SQLite files in fresh temporary directories, or fresh
 * databases on the run's throwaway PostgreSQL server (test/support/postgres.ts).
 * Call cleanup() in afterEach to close every connection and delete the files.
 */
export class TempDatabases {
  private readonly dirs: string[] = [];
  private readonly handles: DatabaseHandle[] = [];

  constructor(readonly backend: Backend = 'sqlite') {}

  /** A new empty directory under the OS temp dir. */
  dir(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'usage-test-'));
    this.dirs.push(dir);
    return dir;
  }

  /** Where a new, empty database is: a file path, or the URL of a database just created. */
  async fresh(): Promise<string> {
    return this.backend === 'sqlite'
      ? path.join(this.dir(), 'data', 'app.db')
      : await createTestDatabase(inject('postgresUrl'));
  }

  /** Opens (and migrates) a SQLite file, by default a new one, whatever this instance's backend. */
  openSqlite(file: string = path.join(this.dir(), 'data', 'app.db')): SqliteHandle & { where: string } {
    const handle = openDatabase(file);
    this.handles.push(handle);
    return Object.assign(handle, { where: file });
  }

  /** Closes `handle` with the others at cleanup (one the test opened itself). */
  adopt<T extends DatabaseHandle>(handle: T): T {
    this.handles.push(handle);
    return handle;
  }

  /** Opens (and migrates) a database, by default a new one. */
  async open(where?: string): Promise<TestDatabase> {
    const at = where ?? (await this.fresh());
    if (this.backend === 'sqlite') return this.openSqlite(at);
    const handle = await openPostgres(at);
    this.handles.push(handle);
    return Object.assign(handle, { where: at });
  }

  /** A usage service over a new database (or the one at `where`), with the given options over open defaults. */
  async service(options: Partial<Omit<UsageServiceOptions, 'db'>> & { where?: string } = {}): Promise<{
    service: UsageService;
    handle: TestDatabase;
  }> {
    const { where, ...rest } = options;
    const handle = await this.open(where);
    const service = createUsageService({
      db: handle,
      limits: noLimits,
      allowedUsers: [],
      blockedUsers: [],
      ownerIds: [],
      ...rest,
    });
    return { service, handle };
  }

  async cleanup(): Promise<void> {
    for (const handle of this.handles.splice(0)) await handle.close();
    for (const dir of this.dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Rows of a raw query, alike on both backends: PostgreSQL's bigint and numeric
 * values (strings from node-postgres) become numbers, as SQLite's are.
 */
export async function queryRows<T = Record<string, unknown>>(handle: DatabaseHandle, query: SQL): Promise<T[]> {
  if (handle.dialect === 'sqlite') return handle.db.all(query) as T[];
  // The PostgreSQL handle's builder is drizzle's node-postgres database, whose execute() returns pg's result.
  const result = await (handle.db as unknown as { execute(q: SQL): Promise<pg.QueryResult> }).execute(query);
  const numeric = new Set(result.fields.filter((f) => NUMERIC_TYPES.has(f.dataTypeID)).map((f) => f.name));
  return result.rows.map((row: Record<string, unknown>) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row))
      out[key] = numeric.has(key) && value !== null ? Number(value) : value;
    return out as T;
  });
}

/** PostgreSQL type ids of int8 and numeric. */
const NUMERIC_TYPES = new Set([20, 1700]);

/** The first row of a raw query (see {@link queryRows}). */
export async function queryRow<T = Record<string, unknown>>(
  handle: DatabaseHandle,
  query: SQL,
): Promise<T | undefined> {
  return (await queryRows<T>(handle, query))[0];
}

/** A download request for tests. */
export const download = (url = 'https://example.com/v/1', extra: { durationSeconds?: number } = {}) => ({
  action: 'download' as const,
  url,
  mediaPlatform: 'youtube',
  selector: 'best',
  kind: 'video',
  ...extra,
});

/** An info request for tests. */
export const info = (url = 'https://example.com/v/1', extra: { durationSeconds?: number } = {}) => ({
  action: 'info' as const,
  url,
  ...extra,
});
