/**
 * Issue 28.3: a Cancel pressed through instance B stops a download running on
 * instance A. Two built servers on one PostgreSQL, both Telegram webhooks
 * against one fake Bot API (as in two-instances.test.ts): the card is pressed
 * through A, so A runs the download (a slow fixture, still running when the
 * Cancel comes); the Cancel reaches B, which finds the job in running_jobs
 * and marks it, and A, polling its rows, stops it.
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
  FILE_SEND_METHODS,
  isCard,
  messageIdOf,
  privateChat,
  type RecordedCall,
  startFakeTelegram,
  textOf,
  textUpdate,
} from '../support/fake-telegram.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';
import { createTestDatabase } from '../support/postgres.js';
import { untilTestTimeout } from '../support/test-deadline.js';

const WEBHOOK_URL = 'https://bot.example/telegram/hook';
const SECRET = 'cancel-across-instances-secret';
const alice = { id: 5151, first_name: 'Alice' };
const bob = { id: 6262, first_name: 'Bob' };
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

async function instance(name: string): Promise<BuiltProcess> {
  const server = await startBuiltProcess({
    DATA_DIR: path.join(dir, `data-${name}`),
    TMP_DIR: path.join(dir, `tmp-${name}`),
    DATABASE_URL: databaseUrl,
    INSTANCE_ID: `cancel-${name}`,
    ALLOW_PRIVATE_URLS: 'true',
    TELEGRAM_BOT_TOKEN: fake.token,
    TELEGRAM_API_ROOT: fake.apiRoot,
    TELEGRAM_WEBHOOK_URL: WEBHOOK_URL,
    TELEGRAM_WEBHOOK_SECRET: SECRET,
  });
  running.push(server);
  return server;
}

async function post(server: BuiltProcess, update: object): Promise<void> {
  const response = await fetch(`${server.baseUrl}${new URL(WEBHOOK_URL).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
    body: JSON.stringify({ update_id: nextUpdateId++, ...update }),
  });
  await response.arrayBuffer();
  expect(response.status).toBe(200);
}

async function query<T>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A Cancel press through `server` as `from`, and the answer to it. */
async function pressCancel(server: BuiltProcess, from: typeof alice, status: RecordedCall): Promise<RecordedCall> {
  const cancel = buttonsOf(status).find((button) => button.text === 'Cancel')?.callback_data ?? '';
  expect(cancel).toMatch(/^x:/);
  const since = fake.calls.length;
  await post(server, buttonUpdate(from, chat, messageIdOf(status), cancel, fake.botUser.id));
  return fake.waitForCall((c) => c.method === 'answerCallbackQuery', { since });
}

beforeAll(async () => {
  buildDist();
  dir = await mkdtemp(path.join(os.tmpdir(), 'telegram-cancel-across-'));
  // About 40 KiB/s: the download is still running seconds after it began.
  fixtures = await startFixtureServer(inject('fixturesDir'), { slowChunkBytes: 4 * 1024, slowIntervalMs: 100 });
  fake = await startFakeTelegram({ uploadDir: path.join(dir, 'uploads') });
  databaseUrl = await createTestDatabase(inject('postgresUrl'));
  [a, b] = await Promise.all([instance('a'), instance('b')]);
}, 180_000);

afterAll(async () => {
  for (const server of running) server.child.kill('SIGTERM');
  await Promise.all(running.map((server) => server.exited));
  await fake?.close();
  await fixtures?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('two built instances on one PostgreSQL, both Telegram webhooks', () => {
  it('stops a download running on A when Cancel is pressed through B', async () => {
    let since = fake.calls.length;
    await post(a, textUpdate(alice, chat, fixtures.url(`/slow${FIXTURE_PATHS.hls}`), nextMessageId++));
    const card = await fake.waitForCall(isCard, { since });

    since = fake.calls.length;
    await post(
      a,
      buttonUpdate(alice, chat, cardMessageId(card), cardButton(card, /^360p/).callback_data, fake.botUser.id),
    );
    const status = await fake.waitForCall(
      (c) => c.method === 'sendMessage' && buttonsOf(c).some((button) => button.text === 'Cancel'),
      { since },
    );
    // A runs it, and lists it for every instance.
    const [job] = await query<{ id: string; instance: string; asker: string }>(
      'select id, instance, asker from running_jobs',
    );
    expect(job).toMatchObject({ instance: 'cancel-a', asker: `telegram:${alice.id}` });
    expect(buttonsOf(status).find((button) => button.text === 'Cancel')?.callback_data).toBe(`x:${job?.id}`);

    // Someone else's press through B is refused there, and the download goes on.
    expect((await pressCancel(b, bob, status)).params.text).toBe('Only the person who asked can cancel.');

    const pressedAt = Date.now();
    const pressed = fake.calls.length;
    const answer = await pressCancel(b, alice, status);
    // Answered as a local Cancel is, not "This download has already ended."
    expect(answer.params.text).toBe('Cancelling…');

    // A stops it: its status message ends as a local Cancel's does, with no file sent.
    const final = await fake.waitForCall(
      (c) =>
        c.method === 'editMessageText' && c.params.message_id === messageIdOf(status) && textOf(c) === 'Cancelled.',
      { since: pressed },
    );
    const latencyMs = final.at - pressedAt;
    console.info(`cancel through B stopped the download on A in ${latencyMs} ms`);
    expect(latencyMs).toBeLessThan(3_000);
    expect(buttonsOf(final)).toHaveLength(0);
    expect(fake.calls.slice(since).filter((c) => FILE_SEND_METHODS.has(c.method))).toHaveLength(0);

    // Its usage row is finished as cancelled on A, its job slot is free, and it has left the board.
    await expect
      .poll(
        () => query("select instance, outcome, error_code from usage_events where action = 'download'"),
        untilTestTimeout(),
      )
      .toEqual([{ instance: 'cancel-a', outcome: 'cancelled', error_code: 'cancelled' }]);
    await expect
      .poll(
        async () => ((await (await fetch(`${a.baseUrl}/api/health`)).json()) as HealthQueue).queue.running,
        untilTestTimeout(),
      )
      .toBe(0);
    await expect.poll(() => query('select id from running_jobs'), untilTestTimeout()).toEqual([]);

    // Once it has ended, a Cancel through either instance says so.
    expect((await pressCancel(b, alice, status)).params.text).toBe('This download has already ended.');
  });
});

interface HealthQueue {
  queue: { running: number };
}
