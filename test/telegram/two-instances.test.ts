/**
 * Issue 12.2: a Telegram card shown through instance A's webhook is pressed
 * through instance B's webhook and delivered. Two built servers on one
 * PostgreSQL, each with its own port, DATA_DIR and instance id, both in
 * webhook mode against one fake Bot API: the card lives in the shared
 * database, not in A's memory.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BuiltProcess, buildDist, startBuiltProcess } from '../support/built-process.js';
import {
  buttonsOf,
  buttonUpdate,
  cardButton,
  cardMessageId,
  type FakeTelegramServer,
  isCard,
  privateChat,
  startFakeTelegram,
  textUpdate,
  uploadOf,
  waitForFile,
} from '../support/fake-telegram.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';
import { createTestDatabase } from '../support/postgres.js';

const WEBHOOK_URL = 'https://bot.example/telegram/hook';
const SECRET = 'two-instances-webhook-secret';
const alice = { id: 4242, first_name: 'Alice' };
const chat = privateChat(alice);

let dir: string;
let fixtures: FixtureServer;
let fake: FakeTelegramServer;
let databaseUrl: string;
const running: BuiltProcess[] = [];
let a: BuiltProcess;
let b: BuiltProcess;
let nextUpdateId = 1;
let nextMessageId = 1;

/** One instance of the built server: its own DATA_DIR and instance id, the shared database and Bot API. */
async function instance(name: string): Promise<BuiltProcess> {
  const server = await startBuiltProcess({
    DATA_DIR: path.join(dir, `data-${name}`),
    TMP_DIR: path.join(dir, `tmp-${name}`),
    DATABASE_URL: databaseUrl,
    INSTANCE_ID: `cards-${name}`,
    // The fixtures are on loopback: allowed for this run only.
    ALLOW_PRIVATE_URLS: 'true',
    TELEGRAM_BOT_TOKEN: fake.token,
    TELEGRAM_API_ROOT: fake.apiRoot,
    TELEGRAM_WEBHOOK_URL: WEBHOOK_URL,
    TELEGRAM_WEBHOOK_SECRET: SECRET,
  });
  running.push(server);
  return server;
}

/** Posts an update to an instance's webhook route, as Telegram would. */
async function post(server: BuiltProcess, update: object): Promise<number> {
  const response = await fetch(`${server.baseUrl}${new URL(WEBHOOK_URL).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
    body: JSON.stringify({ update_id: nextUpdateId++, ...update }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Which instance wrote the usage rows of an action. */
async function instancesOf(action: 'info' | 'download'): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query('select instance from usage_events where action = $1', [action]);
    return result.rows.map((row: { instance: string }) => row.instance).sort();
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  buildDist();
  dir = await mkdtemp(path.join(os.tmpdir(), 'telegram-two-instances-'));
  fixtures = await startFixtureServer(inject('fixturesDir'));
  fake = await startFakeTelegram({ uploadDir: path.join(dir, 'uploads') });
  databaseUrl = await createTestDatabase(inject('postgresUrl'));
  a = await instance('a');
  b = await instance('b');
}, 180_000);

afterAll(async () => {
  for (const server of running) server.child.kill('SIGTERM');
  await Promise.all(running.map((server) => server.exited));
  await fake?.close();
  await fixtures?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('two built instances on one PostgreSQL, both Telegram webhooks', () => {
  it('delivers a press through B on a card shown through A', async () => {
    const since = fake.calls.length;
    const link = fixtures.url(FIXTURE_PATHS.directMp4);
    expect(await post(a, textUpdate(alice, chat, link, nextMessageId++))).toBe(200);
    const card = await fake.waitForCall(isCard, { since });
    expect(buttonsOf(card).length).toBeGreaterThan(1);

    const button = cardButton(card, /^(?!(MP3 )?\d+$)/);
    const pressed = fake.calls.length;
    expect(await post(b, buttonUpdate(alice, chat, cardMessageId(card), button.callback_data, fake.botUser.id))).toBe(
      200,
    );
    const answer = await fake.waitForCall((c) => c.method === 'answerCallbackQuery', { since: pressed });
    expect(String(answer.params.text)).not.toMatch(/expired/i);
    const sent = await waitForFile(fake, pressed);
    expect(uploadOf(sent)?.size).toBeGreaterThan(1000);

    // A looked the link up, B downloaded: the card crossed instances through the database. B's info cache
    // had not seen the link, so B read it again, and that reading is a lookup of the user's like any other.
    expect(await instancesOf('info')).toEqual(['cards-a', 'cards-b']);
    expect(await instancesOf('download')).toEqual(['cards-b']);
  });

  it('answers a press on a card no instance knows with "expired"', async () => {
    const pressed = fake.calls.length;
    expect(await post(b, buttonUpdate(alice, chat, 1, 'c:zzzzzzzzzz:0', fake.botUser.id))).toBe(200);
    const answer = await fake.waitForCall((c) => c.method === 'answerCallbackQuery', { since: pressed });
    expect(String(answer.params.text)).toMatch(/expired/i);
  });
});
