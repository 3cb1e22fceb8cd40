/**
 * The cooling-off of a site is the database's, not a process's: two instances (two in-process
 * apps) on one SQLite file, and on one PostgreSQL database (the same drizzle code), the site
 * refused through one, and the other answers its lookups of that site at once, starting no
 * yt-dlp of its own; a success through the other ends it for both.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { postInfo, startTestApp, type TestApp } from '../support/app-harness.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';
import { startPostgres, type TestPostgres } from '../support/postgres.js';
import { pinnedYtdlpError, type RefusingYtdlp, writeRefusingYtdlp, youtubeReasons } from '../support/refusing-ytdlp.js';
import { untilTestTimeout } from '../support/test-deadline.js';

let dir: string;
let fixtures: FixtureServer;
let ytdlp: RefusingYtdlp;
let postgres: TestPostgres | undefined;
const apps: TestApp[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'shared-cooling-'));
  ytdlp = writeRefusingYtdlp();
  fixtures = await startFixtureServer(inject('fixturesDir'));
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await Promise.all([fixtures?.close(), postgres?.stop()]);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Two instances on one database: `database` is DATABASE_PATH or DATABASE_URL. */
async function twoInstances(database: Record<string, string>): Promise<[TestApp, TestApp]> {
  const env = { YTDLP_PATH: ytdlp.binary, SITE_REFUSAL_LIMIT: '2', SITE_COOLING_FIRST_S: '1', ...database };
  const pair: [TestApp, TestApp] = [await startTestApp(env), await startTestApp(env)];
  apps.push(...pair);
  return pair;
}

describe('a site cooling off', () => {
  it.each([
    ['one SQLite file', async () => ({ DATABASE_PATH: path.join(dir, 'shared.sqlite') })],
    [
      'one PostgreSQL database',
      async () => {
        postgres = await startPostgres();
        return { DATABASE_URL: await postgres.createDatabase('cooling') };
      },
    ],
  ])('is cooling off for every instance on %s, and a success through any ends it', async (_on, database) => {
    const [first, second] = await twoInstances(await database());
    ytdlp.refuse(pinnedYtdlpError(youtubeReasons.botCheck));
    for (const n of [1, 2]) {
      const refused = await postInfo(first.baseUrl, fixtures.url(`/watch?v=${n}`));
      expect(refused.body.code).toBe('site_refused');
    }
    expect(ytdlp.runs(first.dataDir)).toBe(2);

    const elsewhere = await postInfo(second.baseUrl, fixtures.url('/watch?v=3'));
    expect(elsewhere.status).toBe(503);
    expect(elsewhere.body.code).toBe('site_refused');
    expect(Number(elsewhere.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(ytdlp.runs(second.dataDir)).toBe(0);

    // The site answers again: the second instance's first lookup after the cooling-off works, and ends it.
    ytdlp.refuse(undefined);
    const link = fixtures.url(FIXTURE_PATHS.directMp4);
    await expect.poll(async () => (await postInfo(second.baseUrl, link)).status, untilTestTimeout(100)).toBe(200);
    // Ended for the first instance too: a refusal there counts afresh (one of two), so it is asked again.
    ytdlp.refuse(pinnedYtdlpError(youtubeReasons.botCheck));
    const before = ytdlp.runs(first.dataDir);
    await postInfo(first.baseUrl, fixtures.url('/watch?v=4'));
    await postInfo(first.baseUrl, fixtures.url('/watch?v=5'));
    expect(ytdlp.runs(first.dataDir) - before).toBe(2);
    ytdlp.refuse(undefined);
  });
});
