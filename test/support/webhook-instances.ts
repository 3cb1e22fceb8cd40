/**
 * Two built servers on one fresh PostgreSQL database, each with its own port,
 * DATA_DIR, TMP_DIR and instance id, both Telegram webhooks against one fake
 * Bot API: what the multi-instance Telegram tests start in their beforeAll.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type BuiltProcess, buildDist, startBuiltProcess } from './built-process.js';
import { type FakeTelegramServer, startFakeTelegram } from './fake-telegram.js';
import { type FixtureServer, type FixtureServerOptions, startFixtureServer } from './fixture-server.js';
import { createTestDatabase } from './postgres.js';

const WEBHOOK_URL = 'https://bot.example/telegram/hook';

export interface WebhookInstances {
  a: BuiltProcess;
  b: BuiltProcess;
  fake: FakeTelegramServer;
  fixtures: FixtureServer;
  /** An instance's DATA_DIR (`a` or `b`): its owner token is there. */
  dataDir(which: 'a' | 'b'): string;
  /** Posts an update (a fresh update_id is added) to an instance's webhook route, as Telegram would; its status. */
  post(server: BuiltProcess, update: object): Promise<number>;
  /** Rows of a query on the shared database. */
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * Starts both instances (`<name>-a`, `<name>-b`) at once. `fixturesDir` is the
 * run's generated media (inject('fixturesDir')); `postgresUrl` its server's.
 */
export async function startWebhookInstances(options: {
  name: string;
  fixturesDir: string;
  postgresUrl: string;
  fixtureOptions?: FixtureServerOptions;
}): Promise<WebhookInstances> {
  buildDist();
  const dir = await mkdtemp(path.join(os.tmpdir(), `telegram-${options.name}-`));
  const secret = `${options.name}-webhook-secret`;
  const fixtures = await startFixtureServer(options.fixturesDir, options.fixtureOptions);
  const fake = await startFakeTelegram({ uploadDir: path.join(dir, 'uploads') });
  const databaseUrl = await createTestDatabase(options.postgresUrl);
  const running: BuiltProcess[] = [];
  let nextUpdateId = 1;

  const instance = async (which: string): Promise<BuiltProcess> => {
    const server = await startBuiltProcess({
      DATA_DIR: path.join(dir, `data-${which}`),
      TMP_DIR: path.join(dir, `tmp-${which}`),
      DATABASE_URL: databaseUrl,
      INSTANCE_ID: `${options.name}-${which}`,
      // The fixtures are on loopback: allowed for this run only.
      ALLOW_PRIVATE_URLS: 'true',
      TELEGRAM_BOT_TOKEN: fake.token,
      TELEGRAM_API_ROOT: fake.apiRoot,
      TELEGRAM_WEBHOOK_URL: WEBHOOK_URL,
      TELEGRAM_WEBHOOK_SECRET: secret,
    });
    running.push(server);
    return server;
  };

  const close = async () => {
    for (const server of running) server.child.kill('SIGTERM');
    await Promise.all(running.map((server) => server.exited));
    await fake.close();
    await fixtures.close();
    await rm(dir, { recursive: true, force: true });
  };

  try {
    const [a, b] = await Promise.all([instance('a'), instance('b')]);
    return {
      a,
      b,
      fake,
      fixtures,
      dataDir: (which) => path.join(dir, `data-${which}`),
      async post(server, update) {
        const response = await fetch(`${server.baseUrl}${new URL(WEBHOOK_URL).pathname}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret },
          body: JSON.stringify({ update_id: nextUpdateId++, ...update }),
        });
        await response.arrayBuffer();
        return response.status;
      },
      async query<T>(text: string, values: unknown[] = []) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          return (await client.query(text, values)).rows as T[];
        } finally {
          await client.end();
        }
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
