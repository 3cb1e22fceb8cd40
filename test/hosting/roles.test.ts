/**
 * ROLES, the Telegram long-polling lease and Discord shards (issue 12.3), on
 * the built process: what a process with a given role starts, and that only
 * one process polls a bot at a time (a lease row in the shared database).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telegramPollingLeaseName } from '../../src/role-leases.js';
import { type BuiltProcess, buildDist, runBuiltProcessToExit, startBuiltProcess } from '../support/built-process.js';
import { type FakeDiscord, startFakeDiscord } from '../support/fake-discord.js';
import { type FakeTelegramServer, privateChat, startFakeTelegram } from '../support/fake-telegram.js';
import { parsePrometheusText, sampleSum } from '../support/prometheus-text.js';
import { untilTestTimeout } from '../support/test-deadline.js';

const LEASE_S = 3;
let scratch: string;
let telegram: FakeTelegramServer;
let discord: FakeDiscord;
const running: BuiltProcess[] = [];

beforeAll(async () => {
  buildDist();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'roles-'));
  telegram = await startFakeTelegram({ uploadDir: path.join(scratch, 'telegram-uploads') });
  discord = await startFakeDiscord({ filesDir: path.join(scratch, 'discord-uploads') });
});
afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL');
  await Promise.all(running.map((server) => server.exited));
  await telegram?.close();
  await discord?.close();
  await rm(scratch, { recursive: true, force: true });
});

/** A process's own DATA_DIR (so its own instance id), on the shared database file `db`. */
async function env(db: string, extra: Record<string, string>): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(path.join(scratch, 'data-'));
  return {
    DATA_DIR: dataDir,
    DATABASE_PATH: db,
    TELEGRAM_BOT_TOKEN: telegram.token,
    TELEGRAM_API_ROOT: telegram.apiRoot,
    ROLE_LEASE_S: String(LEASE_S),
    DISCORD_BOT_TOKEN: discord.token,
    DISCORD_APPLICATION_ID: discord.applicationId,
    DISCORD_API_ROOT: discord.apiRoot,
    // No link is read here: no warm yt-dlp worker to start beside each process (CPU the next start waits for).
    YTDLP_WORKERS: 'false',
    ...extra,
  };
}

async function start(environment: Record<string, string>): Promise<BuiltProcess> {
  const server = await startBuiltProcess(environment);
  running.push(server);
  return server;
}

const instanceOf = async (environment: Record<string, string>) =>
  (await readFile(path.join(environment.DATA_DIR ?? '', 'instance-id'), 'utf8')).trim();

let nextUserId = 5000;

/** A private /start message from `user`, as a webhook update carries it. */
const webhookStart = (user: { id: number; first_name: string }) => ({
  message_id: user.id,
  date: Math.floor(Date.now() / 1000),
  chat: privateChat(user),
  from: { ...user, is_bot: false },
  text: '/start',
  entities: [{ type: 'bot_command', offset: 0, length: 6 }],
});
/**
 * Resolves once some process polls: a user's /start is answered. (The fake
 * records getUpdates only when a poll ends, up to 30 s later.)
 */
async function answersUpdates(): Promise<void> {
  const user = { id: nextUserId++, first_name: 'Poll' };
  const since = telegram.calls.length;
  telegram.sendText(user, privateChat(user), '/start');
  await telegram.waitForCall((call) => call.method === 'sendMessage' && Number(call.params.chat_id) === user.id, {
    since,
  });
}

/** The polling lease's row in the SQLite file, if any. */
function leaseRow(db: string): { holder: string; expires_at: number } | undefined {
  const sqlite = new Database(db, { readonly: true });
  try {
    return sqlite
      .prepare('select holder, expires_at from leases where name = ?')
      .get(telegramPollingLeaseName(telegram.token)) as { holder: string; expires_at: number } | undefined;
  } finally {
    sqlite.close();
  }
}

const newDatabase = async () => path.join(await mkdtemp(path.join(scratch, 'db-')), 'app.db');
const isListening = (server: BuiltProcess) =>
  fetch(`${server.baseUrl}/api/health`).then(
    () => true,
    () => false,
  );

describe('ROLES', () => {
  it('api alone serves HTTP and starts no bot, though both bots are configured', async () => {
    const since = telegram.calls.length;
    const identifies = discord.identifies.length;
    const server = await start(await env(await newDatabase(), { ROLES: 'api' }));
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    // Discord would start after "ready": the process says when every role of its has started.
    await expect.poll(() => server.output(), untilTestTimeout(100)).toMatch(/every role of this process started/);
    expect(server.output()).toMatch(/"telegram":false,"discord":false/);
    expect(telegram.calls.slice(since)).toEqual([]);
    expect(discord.identifies.length).toBe(identifies);
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  });

  it('telegram alone polls, does not listen on PORT, and serves its metrics on METRICS_PORT', async () => {
    const server = await start(await env(await newDatabase(), { ROLES: 'telegram', METRICS_PORT: '0' }));
    await answersUpdates();
    expect(await isListening(server)).toBe(false);
    // The log line and the IPC "ready" travel on different pipes: either may arrive first.
    await expect.poll(() => server.output(), untilTestTimeout()).toMatch(/media fetcher ready/);
    const metricsPort = Number(/"metricsPort":(\d+)/.exec(server.output())?.[1]);
    expect(metricsPort).toBeGreaterThan(0);
    const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scrape.status).toBe(200);
    const families = parsePrometheusText(await scrape.text());
    // The update answered above was counted by this process, and only /metrics is on that port.
    expect(sampleSum(families, 'media_fetcher_bot_updates_total', { platform: 'telegram' })).toBeGreaterThanOrEqual(1);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/api/health`)).status).toBe(404);
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  });

  it('refuses an unknown role in one line naming it', async () => {
    const { code, stderr } = await runBuiltProcessToExit(await env(await newDatabase(), { ROLES: 'api,mail' }));
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/ROLES: unknown role "mail"/);
  });
});

describe('Telegram in webhook mode', () => {
  it('runs on every api instance, all with the same secret though none was set', async () => {
    const db = await newDatabase();
    const hook = 'https://bot.example/telegram/hook';
    const since = telegram.calls.length;
    // Started together, as PM2 starts cluster workers.
    const [a, b] = await Promise.all([
      env(db, { ROLES: 'api,telegram', TELEGRAM_WEBHOOK_URL: hook }).then(start),
      env(db, { ROLES: 'api,telegram', TELEGRAM_WEBHOOK_URL: hook }).then(start),
    ]);
    const secrets = telegram.callsOf('setWebhook', since).map((call) => String(call.params.secret_token));
    expect(secrets).toHaveLength(2);
    expect(secrets[0]).toMatch(/^[A-Za-z0-9_-]{32,256}$/);
    expect(secrets[1]).toBe(secrets[0]);
    expect(secrets[0]).not.toContain(telegram.token.split(':')[1]);
    // No lease in webhook mode: neither polls.
    expect(leaseRow(db)).toBeUndefined();
    // Updates reach either instance through its webhook route.
    for (const [i, server] of [a, b].entries()) {
      const user = { id: nextUserId++, first_name: 'Hook' };
      const sent = telegram.calls.length;
      const response = await fetch(`${server?.baseUrl}${new URL(hook).pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secrets[0] ?? '' },
        body: JSON.stringify({ update_id: 90_000 + i, message: webhookStart(user) }),
      });
      expect(response.status).toBe(200);
      await telegram.waitForCall((call) => call.method === 'sendMessage' && Number(call.params.chat_id) === user.id, {
        since: sent,
      });
    }
    for (const server of [a, b]) server?.child.kill('SIGTERM');
    for (const server of [a, b]) expect((await server?.exited)?.code).toBe(0);
  });
});

describe('the long-polling lease', () => {
  it('a second poller refuses to start and says who polls; once the first stops cleanly, it starts', async () => {
    const db = await newDatabase();
    const firstEnv = await env(db, { ROLES: 'telegram' });
    const first = await start(firstEnv);
    const firstId = await instanceOf(firstEnv);
    expect(leaseRow(db)?.holder).toBe(firstId);

    const secondEnv = await env(db, { ROLES: 'telegram' });
    const refused = await runBuiltProcessToExit(secondEnv);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    expect(refused.stderr).toContain('Telegram long polling');
    expect(refused.stderr).toContain(firstId);
    expect(refused.stderr).toContain('TELEGRAM_WEBHOOK_URL');
    // The refusal left the holder's lease alone.
    expect(leaseRow(db)?.holder).toBe(firstId);

    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);
    // Released on a clean stop: no waiting for it to expire.
    expect(leaseRow(db)).toBeUndefined();
    const second = await start(secondEnv);
    expect(leaseRow(db)?.holder).toBe(await instanceOf(secondEnv));
    second.child.kill('SIGTERM');
    expect(await second.exited, second.output()).toEqual({ code: 0, signal: null });
  });

  it('after the holder was killed, another process takes the lease over once it expired', async () => {
    const db = await newDatabase();
    const first = await start(await env(db, { ROLES: 'telegram' }));
    first.child.kill('SIGKILL');
    await first.exited;
    const left = leaseRow(db);
    expect(left).toBeDefined();
    // Within the lease's length of the kill: the row still says the dead process polls.
    expect(left?.expires_at ?? 0).toBeLessThanOrEqual(Date.now() + LEASE_S * 1000);
    await expect.poll(() => Date.now() > (left?.expires_at ?? 0), { timeout: 10_000, interval: 100 }).toBe(true);
    const secondEnv = await env(db, { ROLES: 'telegram' });
    const second = await start(secondEnv);
    expect(leaseRow(db)?.holder).toBe(await instanceOf(secondEnv));
    await answersUpdates();
    second.child.kill('SIGTERM');
    expect(await second.exited, second.output()).toEqual({ code: 0, signal: null });
  });

  it('a poller that finds its lease taken stops polling and, with nothing else to run, exits 1 saying why', async () => {
    const db = await newDatabase();
    const server = await start(await env(db, { ROLES: 'telegram' }));
    // As if this process had stalled past its lease and another one had taken it over.
    const sqlite = new Database(db);
    sqlite
      .prepare('update leases set holder = ?, expires_at = ? where name = ?')
      .run('someone-else', Date.now() + 60_000, telegramPollingLeaseName(telegram.token));
    sqlite.close();
    const { code } = await server.exited;
    expect(code).toBe(1);
    // Its last lines may still be on their way through the pipe when the exit is seen.
    await expect.poll(() => server.output(), untilTestTimeout()).toMatch(/lost the long-polling lease/);
    expect(leaseRow(db)?.holder).toBe('someone-else');
  });
});

describe('Discord shards', () => {
  it('DISCORD_SHARDS=0 of DISCORD_SHARD_COUNT=2 identifies as shard [0, 2]; a second process on shard 0 refuses, one on shard 1 runs', async () => {
    const db = await newDatabase();
    const seen = discord.identifies.length;
    const firstEnv = await env(db, { ROLES: 'discord', DISCORD_SHARDS: '0', DISCORD_SHARD_COUNT: '2' });
    const first = await start(firstEnv);
    await expect.poll(() => discord.identifies.length, untilTestTimeout()).toBeGreaterThan(seen);
    expect(discord.identifies.slice(seen).map((identify) => identify.shard)).toEqual([[0, 2]]);
    await expect.poll(() => first.output(), untilTestTimeout()).toMatch(/discord: bot ready/);
    expect(await isListening(first)).toBe(false);

    // A second process on shard 0 and one on shard 1, started together: neither waits for the other.
    const [refused, second] = await Promise.all([
      env(db, { ROLES: 'discord', DISCORD_SHARDS: '0', DISCORD_SHARD_COUNT: '2' }).then(runBuiltProcessToExit),
      env(db, { ROLES: 'discord', DISCORD_SHARDS: '1', DISCORD_SHARD_COUNT: '2' }).then(start),
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    expect(refused.stderr).toContain('Discord gateway shard 0 of 2');
    expect(refused.stderr).toContain(await instanceOf(firstEnv));
    await expect.poll(() => discord.identifies.length, untilTestTimeout()).toBe(seen + 2);
    // The refused process never identified: shard 0 once (the first process), then shard 1.
    expect(discord.identifies.slice(seen).map((identify) => identify.shard)).toEqual([
      [0, 2],
      [1, 2],
    ]);
    // Until its bot is ready the process has no SIGTERM handler yet (main.ts installs it after
    // the Discord start), and a SIGTERM then ends it by the signal, with no exit code.
    await expect.poll(() => second.output(), untilTestTimeout()).toMatch(/discord: bot ready/);
    for (const server of [first, second]) server.child.kill('SIGTERM');
    for (const server of [first, second]) expect((await server.exited).code).toBe(0);
  });

  it('refuses shard ids outside the count in one line', async () => {
    const { code, stderr } = await runBuiltProcessToExit(
      await env(await newDatabase(), { DISCORD_SHARDS: '0,2', DISCORD_SHARD_COUNT: '2' }),
    );
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/DISCORD_SHARDS: shard 2 does not exist/);
  });
});
