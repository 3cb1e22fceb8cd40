/**
 * Issue 43, items 6 and 11: files sent through a local Bot API server behind a proxy (answering-proxy.ts)
 * with TELEGRAM_LOCAL_FILES_DIR, the real grammY bot, yt-dlp and ffmpeg on the loopback fixtures.
 *
 * - The server posts the file, then the client gets a 502 (the Bot API's JSON, or nginx's HTML page):
 *   a `file://` send and a cached file_id send reach the chat at most once, and the asker reads that
 *   Telegram did not confirm the file, with what to do. A 429 is still waited out and sent again.
 * - An inline delivery goes to the storage chat by path too, not as an upload through this process.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTelegramBot } from '../../bots/telegram/bot.js';
import { startTelegramBot } from '../../bots/telegram/bot.js';
import type { LocalFilesDir } from '../../bots/telegram/local-files.js';
import { translate } from '../../src/i18n/index.js';
import {
  type AnsweringProxy,
  BOT_API_BAD_GATEWAY,
  botApiMethod,
  NGINX_BAD_GATEWAY,
  type ProxyAnswer,
  startAnsweringProxy,
} from '../support/answering-proxy.js';
import { type BotWorld, startBotWorld } from '../support/bot-world.js';
import {
  type FakeTelegramServer,
  type FakeUser,
  isFileSent,
  pressCardButton,
  pressForFile,
  type RecordedCall,
  requestCard,
  startFakeTelegram,
  uploadOf,
} from '../support/fake-telegram.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';
import { telegramTestDeps } from '../support/telegram-bots.js';

const STORAGE_CHAT_ID = -1004300000011;
const alice: FakeUser = { id: 43_601, first_name: 'Alice' };
const bob: FakeUser = { id: 43_602, first_name: 'Bob' };
const carol: FakeUser = { id: 43_603, first_name: 'Carol' };
const UNCONFIRMED = translate('en', 'tg-send-unconfirmed');

let world: BotWorld;
let fake: FakeTelegramServer;
let proxy: AnsweringProxy;
let bot: RunningTelegramBot;
let shared: LocalFilesDir;
let page: string;

beforeAll(async () => {
  world = await startBotWorld({ tmpPrefix: 'telegram-unconfirmed-' });
  shared = { dir: path.join(world.dir, 'shared'), serverDir: path.join(world.dir, 'shared') };
  await mkdir(shared.dir);
  fake = await startFakeTelegram({ uploadDir: path.join(world.dir, 'uploads'), local: { filesDir: shared.serverDir } });
  proxy = await startAnsweringProxy(fake.apiRoot);
  bot = await startTelegramBot(
    telegramTestDeps(world, fake, {
      apiRoot: proxy.origin,
      maxUploadMb: undefined,
      localFiles: shared,
      storageChatId: STORAGE_CHAT_ID,
    }),
  );
  page = world.fixtures.url(FIXTURE_PATHS.page);
});
afterAll(async () => {
  await bot?.stop();
  await proxy?.close();
  await fake?.close();
  await world?.close();
});

/** The next `method` call is done by the server, and answered `answer` on its way back. */
function answerAfterDone(method: string, answer: ProxyAnswer): void {
  proxy.intercept({ matches: (_, url) => botApiMethod(url) === method, when: 'after', answer, times: 1 });
}

/** Files the server posted to `chatId` from call index `since` on. */
const filesPosted = (since: number, chatId: number): RecordedCall[] =>
  fake.calls.slice(since).filter((call) => isFileSent(call) && Number(call.params.chat_id) === chatId);

/** Waits for the asker's sentence that Telegram did not confirm the file (the status message's last words). */
const unconfirmedSaid = (since: number) =>
  fake.waitForCall(
    (call) => (call.method === 'editMessageText' || call.method === 'sendMessage') && call.params.text === UNCONFIRMED,
    { since },
  );

describe('a file send that the server did, answered 502 on its way back', () => {
  it('posts a file:// send once when the Bot API answers 502, and says to look before trying again', async () => {
    const card = await requestCard(fake, alice, page);
    answerAfterDone('sendAudio', BOT_API_BAD_GATEWAY);
    const since = pressCardButton(fake, alice, card, /^MP3 128$/);
    await unconfirmedSaid(since);
    const posted = filesPosted(since, alice.id);
    expect(posted).toHaveLength(1);
    expect(uploadOf(posted[0] as RecordedCall)?.fromPath?.startsWith(`${shared.serverDir}/`)).toBe(true);
  });

  it("posts a file:// send once when a proxy's HTML 502 page comes back", async () => {
    const card = await requestCard(fake, bob, page);
    answerAfterDone('sendAudio', NGINX_BAD_GATEWAY);
    const since = pressCardButton(fake, bob, card, /^192$/);
    await unconfirmedSaid(since);
    expect(filesPosted(since, bob.id)).toHaveLength(1);
  });

  it('posts a cached file_id send once, and neither downloads nor uploads it again', async () => {
    // Carol's first press puts the file in the file_id cache; her second is answered from it.
    const card = await requestCard(fake, carol, page);
    await pressForFile(fake, carol, card, /^320$/, { method: 'sendAudio' });
    const fetched = world.fixtures.requests.length;
    answerAfterDone('sendAudio', BOT_API_BAD_GATEWAY);
    const since = pressCardButton(fake, carol, card, /^320$/);
    await unconfirmedSaid(since);
    const posted = filesPosted(since, carol.id);
    expect(posted.map((call) => typeof call.params.audio)).toEqual(['string']);
    expect(world.fixtures.requests.length).toBe(fetched);
  });

  it('still sends a file again after a 429, which Telegram answers before doing anything', async () => {
    const card = await requestCard(fake, alice, page);
    fake.failNext('sendAudio', 1, 429);
    const { since } = await pressForFile(fake, alice, card, /^256$/, { method: 'sendAudio' });
    expect(fake.callsOf('sendAudio', since).map((call) => call.result !== undefined)).toEqual([false, true]);
    expect(filesPosted(since, alice.id)).toHaveLength(1);
  });
});

describe('an inline delivery with TELEGRAM_LOCAL_FILES_DIR', () => {
  it('sends the file to the storage chat by its path, not as an upload', async () => {
    let asked = fake.sendInlineQuery(alice, page);
    const answerOf = (id: string) =>
      fake.waitForCall((call) => call.method === 'answerInlineQuery' && call.params.inline_query_id === id);
    let results = (await answerOf(asked)).params.results as Record<string, unknown>[];
    while (results[0]?.id === 'looking') {
      asked = fake.sendInlineQuery(alice, page);
      results = (await answerOf(asked)).params.results as Record<string, unknown>[];
    }
    const mp3 = results.find((result) => String(result.id).startsWith('a:'));
    expect(mp3, JSON.stringify(results.map((result) => result.title))).toBeDefined();
    const since = fake.calls.length;
    const inlineMessageId = fake.chooseInlineResult(alice, asked, String(mp3?.id)) ?? '';
    await fake.waitForCall(
      (call) => call.method === 'editMessageMedia' && call.params.inline_message_id === inlineMessageId,
      { since },
    );
    const stored = filesPosted(since, STORAGE_CHAT_ID);
    expect(stored).toHaveLength(1);
    expect(uploadOf(stored[0] as RecordedCall)?.fromPath?.startsWith(`${shared.serverDir}/telegram-`)).toBe(true);
    expect(Object.keys(stored[0]?.params ?? {}).filter((name) => name.startsWith('part:'))).toEqual([]);
  });
});
