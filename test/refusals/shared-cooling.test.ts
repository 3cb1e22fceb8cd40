/**
 * The cooling-off of a site is the database's, not a process's: two instances on one SQLite file
 * (two in-process apps), the site refused through one, and the other answers its lookups of that
 * site at once, starting no yt-dlp of its own; a success through the other ends it for both.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { postInfo, startTestApp, type TestApp } from '../support/app-harness.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';
import { pinnedYtdlpError, type RefusingYtdlp, writeRefusingYtdlp, youtubeReasons } from '../support/refusing-ytdlp.js';
import { untilTestTimeout } from '../support/test-deadline.js';

let dir: string;
let fixtures: FixtureServer;
let ytdlp: RefusingYtdlp;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'shared-cooling-'));
  ytdlp = writeRefusingYtdlp();
  fixtures = await startFixtureServer(inject('fixturesDir'));
  const env = {
    YTDLP_PATH: ytdlp.binary,
    DATABASE_PATH: path.join(dir, 'shared.sqlite'),
    SITE_REFUSAL_LIMIT: '2',
    SITE_COOLING_FIRST_S: '1',
    YTDLP_WORKERS: 'false',
  };
  first = await startTestApp(env);
  second = await startTestApp(env);
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await fixtures?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a site cooling off', () => {
  it('is cooling off for every instance on the database, and a success through any ends it', async () => {
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
