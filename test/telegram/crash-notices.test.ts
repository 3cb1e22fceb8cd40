/**
 * Issue 43, suspected faults of the Telegram crash notices (what the next start says in the status
 * message of a download a killed run left):
 *
 * - The built service with two such notices on its job board, the Bot API answering their edits 429
 *   with `retry_after` 60 (through answering-proxy.ts): the API listens within a bound, while the
 *   notices wait their turn; a stop does not wait for them either.
 * - An inline download's notice for a link longer than an inline query can be is read back and told
 *   (its "Try again" then types only the bot's name), where it failed its own schema and was dropped.
 * - Issue 46: a followed entry's status message is deleted, where it was told "interrupted" with a "Try again"
 *   that would send the entry twice (the entry, still pending, comes anew by itself); a pressed button's
 *   download is still told, with its "Try again".
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Api } from 'grammy';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineInterruptedNotice, jobNotice, notifyInterrupted } from '../../bots/telegram/interrupted.js';
import { openDatabase } from '../../src/db/index.js';
import { translate, translator } from '../../src/i18n/index.js';
import { type AnsweringProxy, botApiMethod, startAnsweringProxy } from '../support/answering-proxy.js';
import { buildDist, startBuiltProcess } from '../support/built-process.js';
import { buttonsOf, type FakeTelegramServer, startFakeTelegram } from '../support/fake-telegram.js';
import { untilTestTimeout } from '../support/test-deadline.js';

const INSTANCE = 'crash-notices-429';
/** Telegram's flood wait for each notice's edit: longer than the start may take. */
const FLOOD_WAIT_S = 60;
/** The longest start allowed here: a start that sat out one flood wait would take more than this. */
const START_BOUND_MS = FLOOD_WAIT_S * 1000 - 10_000;

let scratch: string;
let fake: FakeTelegramServer;
let proxy: AnsweringProxy;
const editsSeen: Record<string, unknown>[] = [];

beforeAll(async () => {
  buildDist();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'telegram-crash-notices-'));
  fake = await startFakeTelegram({ uploadDir: path.join(scratch, 'uploads') });
  proxy = await startAnsweringProxy(fake.apiRoot);
  // Every edit of a message is refused unread with a flood wait, as Telegram does after a burst.
  proxy.intercept({
    matches: (_, url) => botApiMethod(url) === 'editMessageText',
    when: 'before',
    answer: (body) => {
      editsSeen.push(JSON.parse(body || '{}') as Record<string, unknown>);
      const description = `Too Many Requests: retry after ${FLOOD_WAIT_S}`;
      return {
        status: 429,
        body: { ok: false, error_code: 429, description, parameters: { retry_after: FLOOD_WAIT_S } },
      };
    },
  });
});
afterAll(async () => {
  await proxy?.close();
  await fake?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** A killed run's rows on the job board of INSTANCE, each with a status message to edit. */
async function plantKilledRun(dataDir: string, count: number): Promise<void> {
  // The schema as the service makes it (migrations); then the rows.
  await openDatabase(path.join(dataDir, 'app.db')).close();
  const notice = (n: number) =>
    JSON.stringify({
      chatId: 43_700 + n,
      messageId: 10 + n,
      text: translate('en', 'bot-interrupted-by-crash', { label: '360p mp4' }),
      button: { text: translate('en', 'bot-try-again-button'), data: `c:killedrun${n}:0` },
    });
  const now = Date.now();
  // Written as the killed run left them (src/jobs/store.ts), straight into the file the next start reads.
  const sqlite = new Database(path.join(dataDir, 'app.db'));
  try {
    const insert = sqlite.prepare(
      `insert into running_jobs (id, instance, surface, kind, asker, started_at, heartbeat_at, notice)
       values (?, ?, 'telegram', 'download', ?, ?, ?, ?)`,
    );
    for (let n = 0; n < count; n++) insert.run(`killed-${n}`, INSTANCE, `telegram:${43_700 + n}`, now, now, notice(n));
  } finally {
    sqlite.close();
  }
}

describe('crash notices that Telegram answers with a flood wait', () => {
  let spawned: ChildProcess | undefined;
  afterAll(() => {
    // Also a start that never got ready (the fault this tests).
    if (spawned?.exitCode === null && spawned.signalCode === null) spawned.kill('SIGKILL');
  });

  it('do not hold the start: the API listens within the bound while the notices wait', async () => {
    const dataDir = path.join(scratch, 'data');
    await plantKilledRun(dataDir, 2);
    const started = Date.now();
    const server = await startBuiltProcess(
      {
        DATA_DIR: dataDir,
        INSTANCE_ID: INSTANCE,
        TELEGRAM_BOT_TOKEN: fake.token,
        TELEGRAM_API_ROOT: proxy.origin,
        SHUTDOWN_GRACE_S: '1',
        LOG_LEVEL: 'info',
      },
      { onSpawn: (child) => (spawned = child) },
    );
    const readyMs = Date.now() - started;
    console.info(`[crash notices] ready ${readyMs} ms after the spawn, with the notices' edits answered 429`);
    expect(readyMs).toBeLessThan(START_BOUND_MS);
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    // The first notice's edit was asked and is waiting out its flood wait; none got through.
    await expect.poll(() => editsSeen.length, untilTestTimeout()).toBeGreaterThanOrEqual(1);
    expect(editsSeen[0]?.chat_id).toBe(43_700);
    expect(fake.callsOf('editMessageText')).toEqual([]);
    // A stop does not sit out the flood wait either: SHUTDOWN_GRACE_S, then the waits are cut.
    const stopping = Date.now();
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(START_BOUND_MS);
  });
});

describe('an inline crash notice for a long link', () => {
  it('is read back and told, its "Try again" typing only the bot\'s name', async () => {
    const longLink = `https://media.example/watch?v=${'x'.repeat(300)}`;
    const told: Record<string, unknown>[] = [];
    const inlineProxy = await startAnsweringProxy(fake.apiRoot);
    inlineProxy.intercept({
      matches: (_, url) => botApiMethod(url) === 'editMessageText',
      when: 'before',
      answer: (body) => {
        told.push(JSON.parse(body) as Record<string, unknown>);
        return { status: 200, body: { ok: true, result: true } };
      },
    });
    try {
      const api = new Api(fake.token, { apiRoot: inlineProxy.origin });
      const notice = inlineInterruptedNotice(translator('en'), {
        inlineMessageId: 'IMlonglink0001',
        label: '360p mp4',
        query: longLink,
      });
      expect(await notifyInterrupted(api, [notice], pino({ level: 'silent' }))).toBe(1);
      expect(told).toHaveLength(1);
      expect(told[0]?.inline_message_id).toBe('IMlonglink0001');
      expect(told[0]?.text).toBe(translate('en', 'bot-interrupted-by-crash', { label: '360p mp4' }));
      expect(told[0]?.reply_markup).toEqual({
        inline_keyboard: [[{ text: translate('en', 'bot-try-again-button'), switch_inline_query_current_chat: '' }]],
      });
    } finally {
      await inlineProxy.close();
    }
  });
});

describe("a killed run's chat downloads, one of them a followed entry's", () => {
  it("delete the followed entry's status message and tell the pressed button's download, with its Try again", async () => {
    const api = new Api(fake.token, { apiRoot: fake.apiRoot });
    const t = translator('en');
    const chatId = 46_201;
    // Both status messages as the killed run left them: the job's words and its Cancel button.
    const cancel = { reply_markup: { inline_keyboard: [[{ text: 'Cancel', callback_data: 'x:killedjob' }]] } };
    const followed = await api.sendMessage(chatId, 'Feed: Entry\nPreparing MP3 128…', cancel);
    const pressed = await api.sendMessage(chatId, 'Preparing MP3 192…', cancel);
    const notices = [
      jobNotice(t, { chatId, messageId: followed.message_id, label: 'MP3 128', retryData: 'c:followcard:0' }, true),
      jobNotice(t, { chatId, messageId: pressed.message_id, label: 'MP3 192', retryData: 'c:pressedcard:1' }, false),
    ];

    expect(await notifyInterrupted(api, notices, pino({ level: 'silent' }))).toBe(1);
    const onFollowed = (method: string) =>
      fake.callsOf(method).filter((call) => call.params.message_id === followed.message_id);
    // Deleted (the fake refuses a delete of a message it does not hold), and never told or given a button.
    expect(onFollowed('deleteMessage').map((call) => call.result)).toEqual([true]);
    expect(onFollowed('editMessageText')).toEqual([]);
    const edits = fake.callsOf('editMessageText').filter((call) => call.params.message_id === pressed.message_id);
    expect(edits.map((call) => [call.params.text, buttonsOf(call)])).toEqual([
      [
        translate('en', 'bot-interrupted-by-crash', { label: 'MP3 192' }),
        [{ text: translate('en', 'bot-try-again-button'), callback_data: 'c:pressedcard:1' }],
      ],
    ]);
    expect(fake.callsOf('deleteMessage').filter((call) => call.params.message_id === pressed.message_id)).toEqual([]);
  });
});
