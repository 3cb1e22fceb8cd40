/**
 * The canary (issue 45, part 3) through two built instances on one SQLite file, with the real
 * yt-dlp and ffmpeg and a watched link on loopback (test/support/canary-site.ts): one run per
 * period across both (the period's claim), healthy, as the owner's usage rows, stopped after the
 * first MiB with no job folder left; then the site made to fail (a sign-in page, then a 403 on the
 * media's bytes only), each class shown on the dashboard's data route and /metrics, the owner told
 * once in the fake Telegram chat for several failing runs; mended, told once that it works again.
 * Runs are asked for through the dashboard's route: nothing waits for the clock.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { type BuiltProcess, buildDist, startBuiltProcess } from '../support/built-process.js';
import { type CanarySite, startCanarySite } from '../support/canary-site.js';
import { type FakeTelegramServer, startFakeTelegram } from '../support/fake-telegram.js';
import { buildSizedFixtures, SIZED_PATHS } from '../support/fixtures.js';
import { parsePrometheusText, sampleSum } from '../support/prometheus-text.js';
import { untilTestTimeout } from '../support/test-deadline.js';

const OWNER = 4545;
const MIB = 1024 * 1024;

let dir: string;
let dbFile: string;
let mediaBytes: number;
let site: CanarySite;
let telegram: FakeTelegramServer;
let instances: { built: BuiltProcess; dataDir: string }[] = [];

beforeAll(async () => {
  buildDist();
  dir = mkdtempSync(path.join(os.tmpdir(), 'canary-'));
  dbFile = path.join(dir, 'shared.sqlite');
  const fixtures = path.join(dir, 'fixtures');
  mediaBytes = (await buildSizedFixtures(fixtures)).bytes;
  [site, telegram] = await Promise.all([
    startCanarySite(path.join(fixtures, SIZED_PATHS.media)),
    startFakeTelegram({ uploadDir: path.join(dir, 'uploads') }),
  ]);
  const start = async (name: string) => {
    const dataDir = path.join(dir, name);
    const built = await startBuiltProcess({
      DATA_DIR: dataDir,
      DATABASE_PATH: dbFile,
      ROLES: 'api',
      ALLOW_PRIVATE_URLS: 'true',
      TELEGRAM_BOT_TOKEN: telegram.token,
      TELEGRAM_API_ROOT: telegram.apiRoot,
      OWNER_IDS: `telegram:${OWNER}`,
      CANARY_LINKS: site.link,
      // A day's period: two instances started together never straddle a period's start (midnight UTC aside).
      CANARY_INTERVAL_S: '86400',
    });
    return { built, dataDir };
  };
  // Started together, so both look at the same period at start.
  instances = await Promise.all([start('a'), start('b')]);
});

afterAll(async () => {
  for (const { built } of instances) built.child.kill('SIGTERM');
  await Promise.all(instances.map(({ built }) => built.exited));
  await Promise.all([site?.close(), telegram?.close()]);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const first = () => instances[0] as { built: BuiltProcess; dataDir: string };

async function owner(method: string, route: string, which = first()) {
  const token = readFileSync(path.join(which.dataDir, 'owner-token'), 'utf8').trim();
  const response = await fetch(`${which.built.baseUrl}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: (await response.json()) as { links: Record<string, unknown>[] } };
}

const watched = async (which = first()) => (await owner('GET', '/api/admin/canary', which)).body.links[0];
const outcomesOf = (link: Record<string, unknown> | undefined) =>
  ((link?.runs ?? []) as { outcome: string }[]).map((run) => run.outcome);
const runNow = async () => (await owner('POST', '/api/admin/canary/run')).body.links[0];

async function metric(name: string, labels: Record<string, string>) {
  const sums = await Promise.all(
    instances.map(async ({ built }) =>
      sampleSum(parsePrometheusText(await (await fetch(`${built.baseUrl}/metrics`)).text()), name, labels),
    ),
  );
  return sums;
}

/** The owner's messages that name the watched link: the canary's (the sites' refusal notices name the site only). */
const canaryMessages = () =>
  telegram.calls
    .filter((call) => call.method === 'sendMessage' && Number(call.params.chat_id) === OWNER)
    .map((call) => String(call.params.text))
    .filter((text) => text.includes(site.link));

describe('the canary', () => {
  it('runs once per period across two instances on one database: healthy, as the owner, the first MiB only', async () => {
    for (const { built } of instances) {
      await expect.poll(() => built.output(), untilTestTimeout()).toMatch(/canary period (claimed|run elsewhere)/);
    }
    const claimed = instances.filter(({ built }) => /canary period claimed/.test(built.output()));
    expect(claimed).toHaveLength(1);
    await expect.poll(async () => (await watched())?.runs, untilTestTimeout()).toHaveLength(1);
    const link = await watched(instances[1]);
    expect(link).toMatchObject({ url: site.link, source: 'setting', up: true, lastFailureAt: null });
    expect(outcomesOf(link)).toEqual(['ok']);
    expect(Date.parse(String(link?.lastOkAt))).toBeGreaterThan(0);

    // The lookup and the first MiB, each the owner's usage row; the download stopped well before the file's end.
    const db = new Database(dbFile, { readonly: true });
    const rows = db
      .prepare(
        `select e.action, e.outcome, e.bytes, e.media_platform as platform from usage_events e join users u on u.id = e.user_id
         where u.platform = 'telegram' and u.external_id = ? order by e.id`,
      )
      .all(String(OWNER)) as { action: string; outcome: string; bytes: number; platform: string | null }[];
    const periods = db.prepare(`select count(*) as n from leases where name like 'canary-period:%'`).get() as {
      n: number;
    };
    db.close();
    expect(periods.n).toBe(1);
    expect(rows.map((row) => [row.action, row.outcome])).toEqual([
      ['info', 'ok'],
      ['download', 'ok'],
    ]);
    // Both rows name the site's extractor, as a user's rows do (the dashboard counts them per site).
    expect(rows[0]?.platform).toBeTruthy();
    expect(rows[1]?.platform).toBe(rows[0]?.platform);
    expect(rows[1]?.bytes).toBeGreaterThanOrEqual(MIB);
    expect(rows[1]?.bytes).toBeLessThan(mediaBytes);
    // The folder goes just after the job's end (removed in the background, as for a user's download).
    const jobFolders = () =>
      instances.flatMap(({ dataDir }) => readdirSync(path.join(dataDir, 'tmp')).filter((n) => n.startsWith('job-')));
    await expect.poll(jobFolders, untilTestTimeout()).toEqual([]);
    expect(await metric('media_fetcher_canary_up', { site: 'other' })).toEqual([1, 1]);
    const runs = await metric('media_fetcher_canary_runs_total', { site: 'other', outcome: 'ok' });
    expect(runs[0]! + runs[1]!).toBe(1);
    expect(canaryMessages()).toEqual([]);
  });

  it('a sign-in page, then a 403 on the media: each class shown, the owner told once', async () => {
    site.mode = 'sign-in';
    for (const _ of [1, 2]) expect(await runNow()).toMatchObject({ up: false, lastFailureClass: 'sign_in' });
    expect(await metric('media_fetcher_canary_up', { site: 'other' })).toEqual([0, 0]);
    expect((await metric('media_fetcher_canary_runs_total', { outcome: 'sign_in' }))[0]).toBe(2);

    site.mode = 'media-403';
    const mediaAsked = site.mediaRequests;
    const blocked = await runNow();
    expect(blocked).toMatchObject({ up: false, lastFailureClass: 'format_blocked' });
    expect(blocked?.lastFailureText).toBe(translate('en', 'refusal-class-format-blocked'));
    expect(site.mediaRequests).toBeGreaterThan(mediaAsked);
    expect((await metric('media_fetcher_canary_runs_total', { outcome: 'format_blocked' }))[0]).toBe(1);
    expect(outcomesOf(await watched(instances[1]))).toEqual(['ok', 'sign_in', 'sign_in', 'format_blocked']);

    expect(canaryMessages()).toEqual([
      translate('en', 'owner-canary-fails', { link: site.link, what: translate('en', 'refusal-class-sign-in') }),
    ]);
  });

  it('mended: told once that it works again', async () => {
    site.mode = 'ok';
    for (const _ of [1, 2]) expect(await runNow()).toMatchObject({ up: true, lastFailureClass: 'format_blocked' });
    expect(await metric('media_fetcher_canary_up', { site: 'other' })).toEqual([1, 1]);
    expect(canaryMessages()).toEqual([
      translate('en', 'owner-canary-fails', { link: site.link, what: translate('en', 'refusal-class-sign-in') }),
      translate('en', 'owner-canary-works', { link: site.link }),
    ]);
  });
});
