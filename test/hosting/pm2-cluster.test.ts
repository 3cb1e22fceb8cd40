/**
 * The second PM2 layout, ecosystem.cluster.config.cjs: the API in cluster
 * mode and one process for the bots, on one database. What it declares for
 * each set of bots, and the real thing under PM2.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telegramPollingLeaseName } from '../../src/role-leases.js';
import { buildDist, freePort, freePortRun, serverState } from '../support/built-process.js';
import { type FakeTelegramServer, privateChat, startFakeTelegram } from '../support/fake-telegram.js';
import { parsePrometheusText, sampleSum } from '../support/prometheus-text.js';
import { untilTestTimeout } from '../support/test-deadline.js';

const root = path.resolve(import.meta.dirname, '..', '..');
const ECOSYSTEM = 'ecosystem.cluster.config.cjs';

interface App {
  name: string;
  exec_mode: string;
  instances: number | string;
  wait_ready: boolean;
  instance_var?: string;
  increment_var?: string;
  env: Record<string, string>;
}

/** The apps the file declares with exactly these settings (blank = unset, whatever a .env says). */
function declaredApps(settings: Record<string, string>): App[] {
  const blank = {
    TELEGRAM_BOT_TOKEN: '',
    TELEGRAM_WEBHOOK_URL: '',
    DISCORD_BOT_TOKEN: '',
    DISCORD_APPLICATION_ID: '',
    API_INSTANCES: '',
    METRICS_PORT: '',
  };
  const out = execFileSync(
    process.execPath,
    ['-e', `process.stdout.write(JSON.stringify(require(${JSON.stringify(path.join(root, ECOSYSTEM))}).apps))`],
    { env: { PATH: process.env.PATH, ...blank, ...settings }, encoding: 'utf8' },
  );
  return JSON.parse(out) as App[];
}

const summary = (apps: App[]) => apps.map((app) => [app.name, app.exec_mode, app.env.ROLES]);

describe(ECOSYSTEM, () => {
  it('declares the API in cluster mode and, with long polling, one bots process', () => {
    const apps = declaredApps({ TELEGRAM_BOT_TOKEN: '1:x', DISCORD_BOT_TOKEN: 'd', DISCORD_APPLICATION_ID: '1' });
    expect(summary(apps)).toEqual([
      ['media-fetcher-api', 'cluster', 'api'],
      ['media-fetcher-bots', 'fork', 'telegram,discord'],
    ]);
    expect(apps[0]?.instances).toBe('max');
    expect(apps[1]?.instances).toBe(1);
    // The bots process is not numbered like the first worker (same instance id and temp folder otherwise).
    expect(apps[1]?.instance_var).toBeDefined();
    expect(apps[1]?.instance_var).not.toBe('NODE_APP_INSTANCE');
    for (const app of apps) {
      expect(app.wait_ready).toBe(true);
      expect(app.env.NODE_ENV).toBe('production');
    }
  });

  it('runs Telegram in every API worker in webhook mode, and takes API_INSTANCES', () => {
    const webhook = {
      TELEGRAM_BOT_TOKEN: '1:x',
      TELEGRAM_WEBHOOK_URL: 'https://bot.example.com/tg',
      API_INSTANCES: '3',
    };
    expect(summary(declaredApps(webhook))).toEqual([['media-fetcher-api', 'cluster', 'api,telegram']]);
    expect(declaredApps(webhook)[0]?.instances).toBe(3);
    expect(summary(declaredApps({ ...webhook, DISCORD_BOT_TOKEN: 'd', DISCORD_APPLICATION_ID: '1' }))).toEqual([
      ['media-fetcher-api', 'cluster', 'api,telegram'],
      ['media-fetcher-bots', 'fork', 'discord'],
    ]);
  });

  it('is the API alone without bot tokens', () => {
    expect(summary(declaredApps({}))).toEqual([['media-fetcher-api', 'cluster', 'api']]);
  });

  it('gives each process a metrics port of its own from METRICS_PORT: the bots process first, then the workers', () => {
    const [api, bots] = declaredApps({ TELEGRAM_BOT_TOKEN: '1:x', METRICS_PORT: '9400' });
    expect(bots?.env.METRICS_PORT).toBe('9400');
    expect(api?.env.METRICS_PORT).toBe('9401');
    expect(api?.increment_var).toBe('METRICS_PORT');
    // 0 (any free port) is not a number to count from: passed on, not incremented.
    expect(declaredApps({ METRICS_PORT: '0' })[0]?.increment_var).toBeUndefined();
    expect(declaredApps({})[0]?.increment_var).toBeUndefined();
  });
});

describe('under PM2', () => {
  let scratch: string;
  let telegram: FakeTelegramServer;

  beforeAll(async () => {
    buildDist();
    scratch = await mkdtemp(path.join(os.tmpdir(), 'pm2-cluster-'));
    telegram = await startFakeTelegram({ uploadDir: path.join(scratch, 'uploads') });
  });
  afterAll(async () => {
    await telegram?.close();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('starts two API workers and one polling bots process on one SQLite file, each with its own instance id and metrics port', async () => {
    const pm2Home = await mkdtemp(path.join(scratch, 'pm2-'));
    const dataDir = await mkdtemp(path.join(scratch, 'data-'));
    const port = await freePort();
    const metricsPort = await freePortRun(3);
    // Not execFileSync: the fake Telegram answers from this process, and a blocked event loop held the bots
    // process's getMe, so its "ready", until PM2's listen_timeout (30 s) let `pm2 start` return.
    const pm2 = async (args: string[]) =>
      (
        await promisify(execFile)(process.execPath, [path.join(root, 'node_modules/pm2/bin/pm2'), ...args], {
          cwd: root,
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            PM2_HOME: pm2Home,
            PORT: String(port),
            DATA_DIR: dataDir,
            API_INSTANCES: '2',
            METRICS_PORT: String(metricsPort),
            TELEGRAM_BOT_TOKEN: telegram.token,
            TELEGRAM_API_ROOT: telegram.apiRoot,
            TELEGRAM_WEBHOOK_URL: '',
            DISCORD_BOT_TOKEN: '',
            DISCORD_APPLICATION_ID: '',
            // No link is read here: no warm yt-dlp worker to start beside each of the three processes.
            YTDLP_WORKERS: 'false',
          },
          encoding: 'utf8',
          timeout: 90_000,
        })
      ).stdout;
    try {
      await pm2(['start', ECOSYSTEM]);
      const list = JSON.parse(await pm2(['jlist'])) as { name: string; pm2_env: { status: string; ROLES?: string } }[];
      expect(list.map((app) => [app.name, app.pm2_env.status]).sort()).toEqual([
        ['media-fetcher-api', 'online'],
        ['media-fetcher-api', 'online'],
        ['media-fetcher-bots', 'online'],
      ]);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      // The bots process polls: a user's /start is answered (getUpdates is recorded only when a poll ends).
      const user = { id: 4242, first_name: 'Poll' };
      telegram.sendText(user, privateChat(user), '/start');
      await telegram.waitForCall((call) => call.method === 'sendMessage' && Number(call.params.chat_id) === user.id);
      // The poller is the bots process: the generated id without a worker number.
      const base = (await readFile(path.join(dataDir, 'instance-id'), 'utf8')).trim();
      const db = new Database(path.join(dataDir, 'app.db'), { readonly: true });
      try {
        const lease = db
          .prepare('select holder from leases where name = ?')
          .get(telegramPollingLeaseName(telegram.token)) as { holder: string } | undefined;
        expect(lease?.holder).toBe(base);
      } finally {
        db.close();
      }
      // Each worker sweeps a temp folder of its own at start and stop.
      expect((await readdir(path.join(dataDir, 'tmp'))).filter((name) => name.startsWith('worker-')).sort()).toEqual([
        'worker-0',
        'worker-1',
      ]);
      // Each process's own metrics on its own port: the bots process counted the /start, the workers did not.
      const updates = async (at: number) => {
        const response = await fetch(`http://127.0.0.1:${at}/metrics`);
        expect(response.status).toBe(200);
        return sampleSum(parsePrometheusText(await response.text()), 'media_fetcher_bot_updates_total');
      };
      expect(await updates(metricsPort)).toBeGreaterThanOrEqual(1);
      expect(await updates(metricsPort + 1)).toBe(0);
      expect(await updates(metricsPort + 2)).toBe(0);
      await pm2(['delete', 'all']);
      await expect.poll(() => serverState(port), untilTestTimeout()).toBe('down');
    } finally {
      await pm2(['kill']);
    }
  }, 150_000);
});
