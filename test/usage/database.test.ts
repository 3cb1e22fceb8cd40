import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseOpenError, findMigrationsFolder, openDatabase } from '../../src/db/index.js';
import { repoRoot, TempDatabases } from './helpers.js';

const temp = new TempDatabases();
afterEach(() => temp.cleanup());

const journalEntries = (dialect: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(repoRoot, 'drizzle', dialect, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries;

const tableNames = (sqlite: Database.Database) =>
  (sqlite.prepare("select name from sqlite_master where type = 'table' order by name").all() as { name: string }[]).map(
    (row) => row.name,
  );

describe('openDatabase (SQLite)', () => {
  it('creates the parent directory and migrates an empty file', () => {
    const dir = temp.dir();
    const file = path.join(dir, 'nested', 'deeper', 'app.db');
    const { sqlite } = temp.openSqlite(file);
    expect(fs.existsSync(file)).toBe(true);
    expect(tableNames(sqlite)).toEqual(
      expect.arrayContaining(['__drizzle_migrations', 'access_overrides', 'usage_events', 'users']),
    );
    const indexes = sqlite
      .prepare("select name from sqlite_master where type = 'index' and name not like 'sqlite_%'")
      .all();
    expect(indexes).toEqual(
      expect.arrayContaining([
        { name: 'usage_events_user_started_idx' },
        { name: 'usage_events_running_idx' },
        { name: 'users_platform_external_id_unique' },
      ]),
    );
  });

  it('sets WAL, busy timeout, foreign keys and synchronous NORMAL', () => {
    const { sqlite } = temp.openSqlite();
    expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(sqlite.pragma('busy_timeout', { simple: true })).toBeGreaterThan(0);
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(sqlite.pragma('synchronous', { simple: true })).toBe(1);
  });

  it('re-opening an up-to-date file applies nothing and keeps the data', async () => {
    const first = temp.openSqlite();
    first.sqlite
      .prepare("insert into users (platform, external_id, created_at, last_seen_at) values ('http', 'k', 1, 1)")
      .run();
    const migrations = first.sqlite.prepare('select * from __drizzle_migrations').all();
    await first.close();

    const second = temp.openSqlite(first.where);
    expect(second.sqlite.prepare('select * from __drizzle_migrations').all()).toEqual(migrations);
    expect(second.sqlite.prepare('select count(*) as n from users').get()).toEqual({ n: 1 });
  });

  it('applies every migration in drizzle/sqlite/meta/_journal.json', () => {
    const { sqlite } = temp.openSqlite();
    expect(sqlite.prepare('select count(*) as n from __drizzle_migrations').get()).toEqual({
      n: journalEntries('sqlite').length,
    });
  });

  it('refuses a file that is not a database with a one-line error naming the path', () => {
    const file = path.join(temp.dir(), 'app.db');
    fs.writeFileSync(file, 'this is a text file, not a database\n'.repeat(200));
    let thrown: unknown;
    try {
      openDatabase(file);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DatabaseOpenError);
    const message = (thrown as Error).message;
    expect(message).toBe(`Cannot open database ${file}: file is not a database`);
    expect(message).not.toContain('\n');
  });

  it('refuses a database whose schema page is corrupt', async () => {
    const { where: file, close } = temp.openSqlite();
    await close();
    // Keep the 100-byte header valid; scribble over the rest of page 1 (the schema).
    const fd = fs.openSync(file, 'r+');
    fs.writeSync(fd, Buffer.alloc(3_000, 0xa5), 0, 3_000, 100);
    fs.closeSync(fd);
    expect(() => openDatabase(file)).toThrow(
      new RegExp(`^Cannot open database ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: .+$`),
    );
  });

  it('reports a path whose directory cannot be created', () => {
    const blocker = path.join(temp.dir(), 'a-file');
    fs.writeFileSync(blocker, '');
    const file = path.join(blocker, 'app.db');
    expect(() => openDatabase(file)).toThrow(DatabaseOpenError);
    expect(() => openDatabase(file)).toThrow(`Cannot open database ${file}: `);
  });

  it('close() can be called twice', async () => {
    const handle = temp.openSqlite();
    await handle.close();
    await expect(handle.close()).resolves.toBeUndefined();
  });
});

describe('findMigrationsFolder', () => {
  it("finds each dialect's folder under drizzle/ from the source tree and from the compiled dist tree", () => {
    for (const dialect of ['sqlite', 'postgres'] as const) {
      const expected = path.join(repoRoot, 'drizzle', dialect);
      expect(findMigrationsFolder(dialect, path.join(repoRoot, 'src', 'db'))).toBe(expected);
      expect(findMigrationsFolder(dialect, path.join(repoRoot, 'dist', 'src', 'db'))).toBe(expected);
    }
  });
});
