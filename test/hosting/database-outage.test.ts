/**
 * Issue 36, item 3: PostgreSQL stopped under a running service (`pg_ctl stop
 * -m immediate`, as a crash or an upgrade does), then started again; and a
 * connection the server kills (pg_terminate_backend). Requests that need the
 * database get `503 database_unavailable` with Retry-After and a sentence in
 * their language, never the catch-all `internal`, within
 * DATABASE_CONNECT_TIMEOUT_S + DATABASE_STATEMENT_TIMEOUT_S; /api/health and
 * /metrics say the database is gone; a download already streaming finishes
 * whole, and its row is written once the database is back; then everything
 * works without a restart. A throwaway PostgreSQL of this file's own (the
 * run's shared one must not stop), the real service stack on it. Last, the
 * built process with the API and the Telegram bot: an outage longer than
 * ROLE_LEASE_S loses the long-polling lease (the bot stops, so no second
 * poller can start meanwhile), and the bot polls again once the database is
 * back, without a restart. Likewise the Discord bot's shard lease: its
 * gateway session closes while the lease is lost (no second session of the
 * shard meanwhile), and a new one serves once the database is back.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { downloadUrl, postInfo, startTestApp, type TestApp } from '../support/app-harness.js';
import { type BuiltProcess, buildDist, startBuiltProcess } from '../support/built-process.js';
import { type FakeDiscord, interactionCallback, startFakeDiscord } from '../support/fake-discord.js';
import { type FakeTelegramServer, privateChat, startFakeTelegram } from '../support/fake-telegram.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';
import { startPostgres, type TestPostgres } from '../support/postgres.js';
import { parsePrometheusText, sampleSum } from '../support/prometheus-text.js';
import { untilTestTimeout } from '../support/test-deadline.js';

const CONNECT_TIMEOUT_S = 2;
const STATEMENT_TIMEOUT_S = 2;
/** The bound the issue sets on a refusal, and a little for a busy machine to answer in. */
const REFUSED_WITHIN_MS = (CONNECT_TIMEOUT_S + STATEMENT_TIMEOUT_S) * 1000 + 2_000;

let server: TestPostgres;
let databaseUrl: string;
let fixtures: FixtureServer;
let app: TestApp;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  server = await startPostgres();
  databaseUrl = await server.createDatabase('outage');
  // /slow/ at 4 KiB every 75 ms: direct.mp4 (~330 KB) streams for some 6 s, across the outage.
  fixtures = await startFixtureServer(inject('fixturesDir'), { slowChunkBytes: 4 * 1024, slowIntervalMs: 75 });
  app = await startTestApp({
    DATABASE_URL: databaseUrl,
    DATABASE_CONNECT_TIMEOUT_S: String(CONNECT_TIMEOUT_S),
    DATABASE_STATEMENT_TIMEOUT_S: String(STATEMENT_TIMEOUT_S),
    MAX_CONCURRENT_JOBS: '4',
  });
});
afterAll(async () => {
  await app?.close();
  await fixtures?.close();
  await server?.stop();
  process.off('unhandledRejection', onUnhandled);
});

/** POST /api/info in German, timed. */
async function lookup(path: string) {
  const started = Date.now();
  const answer = await postInfo(app.baseUrl, fixtures.url(path), { 'accept-language': 'de' });
  return { ...answer, ms: Date.now() - started };
}

async function health() {
  return (await (await fetch(`${app.baseUrl}/api/health`)).json()) as {
    database: { backend: string; available: boolean; since?: string };
    warnings: string[];
  };
}

async function databaseAvailableMetric(): Promise<number> {
  const families = parsePrometheusText(await (await fetch(`${app.baseUrl}/metrics`)).text());
  return sampleSum(families, 'media_fetcher_db_available');
}

/** The outcome of the download rows of `url`, read from the database directly. */
async function downloadOutcomes(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ outcome: string }>(
      "select outcome from usage_events where action = 'download' and url = $1 order by id",
      [url],
    );
    return result.rows.map((row) => row.outcome);
  } finally {
    await client.end();
  }
}

function expectUnavailable(answer: { status: number; headers: Headers; body: unknown; ms: number }) {
  expect(answer.status).toBe(503);
  expect(answer.body).toEqual({
    code: 'database_unavailable',
    error: translate('de', 'error-code-database-unavailable'),
  });
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(answer.ms).toBeLessThan(REFUSED_WITHIN_MS);
}

describe('PostgreSQL stopped under a running service, then started again', () => {
  it('refuses with 503 database_unavailable meanwhile, finishes the streaming download, and needs no restart', async () => {
    const slow = fixtures.url(`/slow${FIXTURE_PATHS.directMp4}`);
    expect((await lookup(FIXTURE_PATHS.page)).status).toBe(200);
    expect((await postInfo(app.baseUrl, slow)).status).toBe(200);
    expect((await health()).database).toEqual({ backend: 'postgres', available: true });

    // A download streaming when the database goes.
    const streaming = await fetch(
      downloadUrl(app.baseUrl, { url: slow, selector: 'mp4', ext: 'mp4', kind: 'video', title: 'Streaming' }),
    );
    expect(streaming.status).toBe(200);
    const expectedBytes = Number(streaming.headers.get('content-length'));
    expect(expectedBytes).toBeGreaterThan(0);
    const body = streaming.arrayBuffer();

    await server.halt();

    // A lookup and a download, each refused in words, at once.
    expectUnavailable(await lookup(FIXTURE_PATHS.audioM4a));
    const started = Date.now();
    const download = await fetch(
      downloadUrl(app.baseUrl, {
        url: fixtures.url(FIXTURE_PATHS.directMp4),
        selector: 'mp4',
        ext: 'mp4',
        kind: 'video',
        title: 'Refused',
      }),
      { headers: { 'accept-language': 'de' } },
    );
    expectUnavailable({
      status: download.status,
      headers: download.headers,
      body: await download.json(),
      ms: Date.now() - started,
    });

    // The owner sees it: health (still 200, the process is up) and the metrics.
    const down = await health();
    expect(down.database).toMatchObject({ backend: 'postgres', available: false, since: expect.any(String) });
    expect(down.warnings.some((warning) => warning.includes('database'))).toBe(true);
    expect(JSON.stringify(down)).not.toContain(String(new URL(databaseUrl).port));
    expect(await databaseAvailableMetric()).toBe(0);

    // The download that was streaming ends whole.
    expect((await body).byteLength).toBe(expectedBytes);

    await server.restart();
    // Back without a restart of the service: the next requests are answered.
    await expect.poll(async () => (await lookup(FIXTURE_PATHS.audioM4a)).status, untilTestTimeout(200)).toBe(200);
    expect((await health()).database).toEqual({ backend: 'postgres', available: true });
    expect(await databaseAvailableMetric()).toBe(1);
    // The streaming download's finish was kept, and written once the database was back.
    await expect.poll(() => downloadOutcomes(slow), untilTestTimeout(500)).toEqual(['ok']);
    expect(unhandled).toEqual([]);
  });
});

describe('a connection the server kills (pg_terminate_backend)', () => {
  it('costs at most a 503 database_unavailable, never a 500, and the pool reconnects', async () => {
    expect((await lookup(FIXTURE_PATHS.page)).status).toBe(200);
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    try {
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        ['outage'],
      );
      expect(killed.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    const statuses: number[] = [];
    await expect
      .poll(async () => {
        const answer = await lookup(FIXTURE_PATHS.page);
        statuses.push(answer.status);
        if (answer.status !== 200) expectUnavailable(answer);
        return answer.status;
      }, untilTestTimeout(100))
      .toBe(200);
    expect(statuses.filter((status) => status !== 200).length).toBeLessThanOrEqual(2);
    expect(unhandled).toEqual([]);
  });
});

describe('the Telegram long-polling lease across an outage', () => {
  const LEASE_S = 3;
  let scratch: string;
  let telegram: FakeTelegramServer;
  let built: BuiltProcess | undefined;

  beforeAll(async () => {
    buildDist();
    scratch = await mkdtemp(path.join(os.tmpdir(), 'outage-lease-'));
    telegram = await startFakeTelegram({ uploadDir: path.join(scratch, 'uploads') });
  });
  afterAll(async () => {
    if (built && built.child.exitCode === null && built.child.signalCode === null) built.child.kill('SIGKILL');
    await built?.exited;
    await telegram?.close();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  let nextUser = 36_200;
  /** Resolves once the bot answers a /start sent now: someone polls. */
  async function answersUpdates(): Promise<void> {
    const user = { id: nextUser++, first_name: 'Poll' };
    const since = telegram.calls.length;
    telegram.sendText(user, privateChat(user), '/start');
    await telegram.waitForCall((call) => call.method === 'sendMessage' && Number(call.params.chat_id) === user.id, {
      since,
    });
  }

  async function leaseHolders(): Promise<string[]> {
    const client = new pg.Client({ connectionString: await leaseDatabase });
    await client.connect();
    try {
      const rows = await client.query<{ holder: string }>('select holder from leases where expires_at > $1', [
        Date.now(),
      ]);
      return rows.rows.map((row) => row.holder);
    } finally {
      await client.end();
    }
  }
  let leaseDatabase: Promise<string>;

  it('is lost while PostgreSQL is away, and taken again once it is back, with one poller at a time', async () => {
    leaseDatabase = server.createDatabase('outage_lease');
    built = await startBuiltProcess({
      DATA_DIR: path.join(scratch, 'data'),
      DATABASE_URL: await leaseDatabase,
      DATABASE_CONNECT_TIMEOUT_S: '1',
      DATABASE_STATEMENT_TIMEOUT_S: '1',
      ROLES: 'api,telegram',
      ROLE_LEASE_S: String(LEASE_S),
      TELEGRAM_BOT_TOKEN: telegram.token,
      TELEGRAM_API_ROOT: telegram.apiRoot,
      LOG_LEVEL: 'info',
    });
    await answersUpdates();
    expect(await leaseHolders()).toHaveLength(1);

    await server.halt();
    const running = built;
    // Renewals fail: the lease counts as lost before it runs out, and the bot stops polling.
    await expect.poll(() => running.output(), untilTestTimeout(200)).toMatch(/lost the long-polling lease/);
    // The API is still up meanwhile, refusing in words what needs the database.
    expect((await fetch(`${running.baseUrl}/api/health`)).status).toBe(200);

    await server.restart();
    await expect.poll(() => running.output(), untilTestTimeout(200)).toMatch(/took the long-polling lease again/);
    await answersUpdates();
    expect(await leaseHolders()).toHaveLength(1);
    expect(running.child.exitCode).toBeNull();
    running.child.kill('SIGTERM');
    expect((await running.exited).code).toBe(0);
  });
});

describe('the Discord shard lease across an outage', () => {
  const LEASE_S = 3;
  let scratch: string;
  let discord: FakeDiscord;
  let built: BuiltProcess | undefined;
  let leaseDatabase: string;

  beforeAll(async () => {
    buildDist();
    scratch = await mkdtemp(path.join(os.tmpdir(), 'outage-discord-lease-'));
    discord = await startFakeDiscord({ filesDir: path.join(scratch, 'uploads') });
  });
  afterAll(async () => {
    if (built && built.child.exitCode === null && built.child.signalCode === null) built.child.kill('SIGKILL');
    await built?.exited;
    await discord?.close();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  let nextUser = 100_000_000_000_036_300n;
  /** Resolves once the bot answers a `/usage` sent now: a gateway session serves. */
  async function answersInteractions(): Promise<void> {
    const user = { id: String(nextUser++), username: 'poll' };
    const answer = await interactionCallback(discord, discord.slashCommand({ user, name: 'usage' }).id);
    expect(answer.status).toBe(204);
  }

  async function leaseHolders(): Promise<string[]> {
    const client = new pg.Client({ connectionString: leaseDatabase });
    await client.connect();
    try {
      const rows = await client.query<{ holder: string }>(
        "select holder from leases where name like 'discord-shard:%' and expires_at > $1",
        [Date.now()],
      );
      return rows.rows.map((row) => row.holder);
    } finally {
      await client.end();
    }
  }

  it('closes the gateway while PostgreSQL is away, and serves again once it is back', async () => {
    leaseDatabase = await server.createDatabase('outage_discord_lease');
    built = await startBuiltProcess({
      DATA_DIR: path.join(scratch, 'data'),
      DATABASE_URL: leaseDatabase,
      DATABASE_CONNECT_TIMEOUT_S: '1',
      DATABASE_STATEMENT_TIMEOUT_S: '1',
      ROLES: 'api,discord',
      ROLE_LEASE_S: String(LEASE_S),
      DISCORD_BOT_TOKEN: discord.token,
      DISCORD_APPLICATION_ID: discord.applicationId,
      DISCORD_API_ROOT: discord.apiRoot,
      LOG_LEVEL: 'info',
    });
    const running = built;
    // The bot starts after "ready" (a slow gateway must not hold up the API).
    await expect.poll(() => running.output(), untilTestTimeout(100)).toMatch(/discord: bot ready/);
    await answersInteractions();
    expect(await leaseHolders()).toHaveLength(1);
    const identifies = discord.identifies.length;

    await server.halt();
    // Renewals fail: the lease counts as lost before it runs out, and the gateway session closes at once.
    await expect.poll(() => running.output(), untilTestTimeout(200)).toMatch(/lost a shard lease/);
    await expect.poll(() => discord.gatewayConnections, untilTestTimeout(50)).toBe(0);
    expect((await fetch(`${running.baseUrl}/api/health`)).status).toBe(200);

    await server.restart();
    await expect.poll(() => running.output(), untilTestTimeout(200)).toMatch(/took the shard leases again/);
    // A new session (the old one was closed, not dropped: nothing to resume), one at a time.
    expect(discord.identifies.length).toBe(identifies + 1);
    expect(discord.gatewayConnections).toBe(1);
    await answersInteractions();
    expect(await leaseHolders()).toHaveLength(1);
    expect(running.child.exitCode).toBeNull();
    running.child.kill('SIGTERM');
    expect((await running.exited).code).toBe(0);
  });
});
