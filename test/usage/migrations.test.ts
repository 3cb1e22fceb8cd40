/**
 * Migrations on both backends: SQLite databases migrated before PostgreSQL
 * came (when SQLite's migrations were in drizzle/ itself) keep working, and a
 * PostgreSQL database is migrated once however many instances start on it.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { DatabaseOpenError, openPostgres } from '../../src/db/index.js';
import { alice, download, queryRow, queryRows, repoRoot, TempDatabases } from './helpers.js';

const temp = new TempDatabases();
const pgTemp = new TempDatabases('postgres');
afterEach(async () => {
  await temp.cleanup();
  await pgTemp.cleanup();
});

/** The migrations shipped before PostgreSQL: 0000 to 0002, as they lay in drizzle/ (moved unchanged since). */
const SHIPPED_BEFORE = 3;

/** drizzle/ as it was: the first `count` SQLite migrations and a journal listing only them. */
function oldLayout(count: number): string {
  const from = path.join(repoRoot, 'drizzle', 'sqlite');
  const to = path.join(temp.dir(), 'drizzle');
  fs.mkdirSync(path.join(to, 'meta'), { recursive: true });
  const journal = JSON.parse(fs.readFileSync(path.join(from, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  journal.entries = journal.entries.slice(0, count);
  for (const { tag } of journal.entries) fs.copyFileSync(path.join(from, `${tag}.sql`), path.join(to, `${tag}.sql`));
  fs.writeFileSync(path.join(to, 'meta', '_journal.json'), JSON.stringify(journal));
  return to;
}

describe('SQLite databases migrated with the old layout', () => {
  it('open with drizzle/sqlite/, get only the newer migrations, and keep their rows', async () => {
    const file = path.join(temp.dir(), 'app.db');
    // What the release before PostgreSQL did at start, with a download left running by a crash.
    const old = new Database(file);
    migrate(drizzle({ client: old }), { migrationsFolder: oldLayout(SHIPPED_BEFORE) });
    old.exec(`insert into users (platform, external_id, created_at, last_seen_at) values ('telegram', '1001', 1, 1);
      insert into usage_events (user_id, action, started_at, url) values (1, 'download', 1000, 'https://e.com/');`);
    const applied = old.prepare('select hash, created_at from __drizzle_migrations order by id').all();
    old.close();
    expect(applied).toHaveLength(SHIPPED_BEFORE);

    const { service, handle } = await temp.service({ where: file, instance: 'after-upgrade' });
    const now = await queryRows(handle, sql`select hash, created_at from __drizzle_migrations order by id`);
    expect(now.slice(0, SHIPPED_BEFORE)).toEqual(applied);
    expect(now.length).toBeGreaterThan(SHIPPED_BEFORE);
    // The old row has no instance (''): one process served everything then, so the next start closes it.
    expect(await queryRow(handle, sql`select instance, outcome from usage_events`)).toEqual({
      instance: '',
      outcome: 'running',
    });
    expect(await service.closeInterrupted()).toBe(1);
    expect((await service.begin(alice, download())).ok).toBe(true);
  });
});

describe('PostgreSQL', () => {
  it('migrates a new database once, even when two instances open it at the same moment', async () => {
    const url = await pgTemp.fresh();
    const [a, b] = await Promise.all([pgTemp.open(url), pgTemp.open(url)]);
    if (!a || !b) throw new Error('not opened');
    const applied = await queryRows(a, sql`select hash from drizzle.__drizzle_migrations`);
    expect(applied).toHaveLength(
      (
        JSON.parse(fs.readFileSync(path.join(repoRoot, 'drizzle/postgres/meta/_journal.json'), 'utf8')) as {
          entries: unknown[];
        }
      ).entries.length,
    );
    const again = await pgTemp.open(url);
    expect(await queryRows(again, sql`select hash from drizzle.__drizzle_migrations`)).toEqual(applied);
    const tables = await queryRows<{ tablename: string }>(
      b,
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    );
    expect(tables.map((t) => t.tablename)).toEqual([
      'access_overrides',
      'bot_cards',
      'cookie_sets',
      'follow_entries',
      'follows',
      'language_choices',
      'leases',
      'running_jobs',
      'site_cooling',
      'site_refusals',
      'telegram_file_cache',
      'usage_events',
      'users',
    ]);
  });

  it('refuses a server it cannot log in to in one line that names the URL without its password', async () => {
    const server = new URL(inject('postgresUrl'));
    server.username = 'nobody';
    server.password = 's3cret-pw';
    const thrown = await openPostgres(server.toString()).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(DatabaseOpenError);
    const message = (thrown as Error).message;
    expect(message).toMatch(/^Cannot open database postgres:\/\/nobody:\*\*\*@127\.0\.0\.1:\d+\/postgres: .+/);
    expect(message).not.toContain('s3cret-pw');
    expect(message).not.toContain('\n');
  });
});
