/**
 * Inline mode end to end: `@bot <link>` typed in another chat, through the
 * fake Bot API (inline_query, answerInlineQuery, chosen_inline_result,
 * editMessageMedia with inline_message_id) with the real grammY bot, the real
 * yt-dlp and ffmpeg on the loopback fixtures and a real SQLite file.
 *
 * Answer times are printed (`inline answer: …`), never asserted: the machine
 * is shared. Telegram's own patience (10 s) is what the fake enforces.
 */

import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineInterruptedNotice, notifyInterrupted } from '../../bots/telegram/interrupted.js';
import { translate, translator } from '../../src/i18n/index.js';
import { createMetrics, type Metrics } from '../../src/metrics/index.js';
import { type BotWorld, downloadRows, waitForEndedDownloads } from '../support/bot-world.js';
import type { FakeTelegramServer, FakeUser, ParamValue, RecordedCall } from '../support/fake-telegram.js';
import { uploadOf } from '../support/fake-telegram.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';
import { probeFile } from '../support/probe.js';
import { startTelegramTestWorld, type TelegramTestWorld, telegramBots } from '../support/telegram-bots.js';

const STORAGE_CHAT_ID = -1001234567890;
/** Lookups per minute: Erin uses hers up below; the others stay well under it. */
const INFO_PER_MINUTE = 6;

const alice: FakeUser = { id: 7001, first_name: 'Alice' };
const bob: FakeUser = { id: 7002, first_name: 'Bob', language_code: 'de' };
const erin: FakeUser = { id: 7003, first_name: 'Erin' };
const carol: FakeUser = { id: 7005, first_name: 'Carol' };
/** Blocked; her Telegram app speaks Spanish. */
const mallory: FakeUser = { id: 7004, first_name: 'Mallory', language_code: 'es' };

type Result = Record<string, ParamValue>;

/** Types `query` as `from`, waits for the bot's answer; returns its results and how long it took. */
async function inlineQuery(fake: FakeTelegramServer, from: FakeUser, query: string) {
  const since = fake.calls.length;
  const started = performance.now();
  const id = fake.sendInlineQuery(from, query);
  const answer = await fake.waitForCall((c) => c.method === 'answerInlineQuery' && c.params.inline_query_id === id, {
    since,
  });
  const ms = Math.round(performance.now() - started);
  expect(answer.error, JSON.stringify(answer.error)).toBeUndefined();
  return { id, ms, answer, results: answer.params.results as Result[] };
}

const messageText = (result: Result | undefined) =>
  String((result?.input_message_content as Result | undefined)?.message_text ?? '');

/** A sample of the bots' metrics as `/metrics` would show it (0 when absent). */
async function sample(metrics: Metrics, line: string): Promise<number> {
  const found = (await metrics.text()).split('\n').find((l) => l.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}
const UPLOADS_OK = 'media_fetcher_bot_uploads_total{platform="telegram",outcome="ok"}';
const CACHE_HITS = 'media_fetcher_telegram_file_cache_lookups_total{result="hit"}';

/** The file_id Telegram gave the video uploaded to the storage chat. */
function storedVideoId(fake: FakeTelegramServer): string | undefined {
  const stored = fake.callsOf('sendVideo').find((c) => Number(c.params.chat_id) === STORAGE_CHAT_ID);
  return (stored?.result as { video?: { file_id: string } } | undefined)?.video?.file_id;
}

const editOf = (call: RecordedCall, inlineMessageId: string) => call.params.inline_message_id === inlineMessageId;

describe('Telegram inline mode', () => {
  let world: BotWorld;
  let fake: FakeTelegramServer;
  let telegram: TelegramTestWorld;
  let pageUrl: string;
  const metrics = createMetrics();
  const times: Record<string, number> = {};

  beforeAll(async () => {
    telegram = await startTelegramTestWorld({
      world: {
        tmpPrefix: 'telegram-inline-',
        limits: { infoPerMinute: INFO_PER_MINUTE },
        blockedUsers: ['telegram:7004'],
      },
      deps: { storageChatId: STORAGE_CHAT_ID, metrics: metrics.bots },
    });
    ({ world, fake } = telegram);
    pageUrl = world.fixtures.url(FIXTURE_PATHS.page);
  });

  afterAll(async () => {
    console.info(`inline answer times (ms): ${JSON.stringify(times)}`);
    await telegram?.close();
    metrics.close();
  });

  it('offers an uncached link as "preparing…" articles; the chosen one becomes the video from the storage chat', async () => {
    // Never looked up: yt-dlp reads the page (on a busy machine it may outlast the patience: "still looking it up").
    const first = await inlineQuery(fake, alice, pageUrl);
    times.neverLookedUp = first.ms;
    console.info(`inline answer to a link never looked up: ${first.results.map((r) => r.id).join(', ')}`);
    const firstIds = first.results.map((r) => String(r.id));
    expect(firstIds.every((resultId) => /^a:/.test(resultId)) || firstIds.join() === 'looking').toBe(true);
    // Again until the answer has the choices (a lookup still running is awaited, not started twice).
    let again = await inlineQuery(fake, alice, pageUrl);
    while (again.results[0]?.id === 'looking') again = await inlineQuery(fake, alice, pageUrl);
    // The same link once more: looked up already (the info cache), no file of it yet.
    const { results, ms, id } = await inlineQuery(fake, alice, pageUrl);
    times.lookedUpNoFile = ms;
    expect(results.length).toBeGreaterThanOrEqual(2);
    expect(results.every((r) => r.type === 'article' && r.reply_markup !== undefined)).toBe(true);
    const video = results.find((r) => /\bmp4\b/.test(String(r.title)));
    const mp3 = results.find((r) => /MP3/.test(String(r.title)));
    expect(video, JSON.stringify(results.map((r) => r.title))).toBeDefined();
    expect(String(mp3?.title)).toContain('192');
    expect(messageText(video)).toMatch(/^Fixture Video\n.*preparing…$/);

    const since = fake.calls.length;
    const inlineMessageId = fake.chooseInlineResult(alice, id, String(video?.id));
    expect(inlineMessageId).toBeDefined();
    const media = await fake.waitForCall((c) => c.method === 'editMessageMedia' && editOf(c, inlineMessageId ?? ''), {
      since,
    });
    expect(media.error).toBeUndefined();
    // The file went to the storage chat first, and its file_id is what the inline message now shows.
    const stored = fake.callsOf('sendVideo', since).find((c) => Number(c.params.chat_id) === STORAGE_CHAT_ID);
    expect(stored?.result).toBeDefined();
    const storedFileId = storedVideoId(fake);
    expect(storedFileId).toBeDefined();
    expect(media.params.media).toMatchObject({ type: 'video', media: storedFileId });
    expect(fake.inlineMessage(inlineMessageId ?? '')?.media).toMatchObject({ type: 'video', media: storedFileId });
    const upload = uploadOf(stored as RecordedCall);
    const probed = await probeFile(upload?.path ?? '');
    expect(probed.streams.some((s) => s.codec_type === 'video')).toBe(true);
    // Its progress was shown in the inline message meanwhile, with a Cancel button.
    const progress = fake.calls
      .slice(since)
      .filter((c) => c.method === 'editMessageText' && editOf(c, inlineMessageId ?? '') && c.result !== undefined);
    expect(progress.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(progress[0]?.params.reply_markup)).toContain('"callback_data":"x:');
    // Counted like any download.
    await waitForEndedDownloads(world, 1);
    expect(downloadRows(world)).toEqual([{ outcome: 'ok', error_code: null, bytes: upload?.size }]);
    expect(await sample(metrics, UPLOADS_OK)).toBe(1);
  });

  it('offers a file already delivered at once, as the cached video itself; choosing it is counted', async () => {
    const hitsBefore = await sample(metrics, CACHE_HITS);
    const { results, ms, id } = await inlineQuery(fake, bob, pageUrl);
    times.cachedFile = ms;
    expect(await sample(metrics, CACHE_HITS)).toBeGreaterThan(hitsBefore);
    const cached = results.find((r) => r.type === 'video');
    expect(cached, JSON.stringify(results)).toBeDefined();
    const storedFileId = storedVideoId(fake);
    expect(cached?.video_file_id).toBe(storedFileId);
    // Bob's app speaks German: the articles still to prepare say so in German.
    const preparing = results.find((r) => r.type === 'article');
    if (preparing) expect(String(preparing.description)).toContain(translate('de', 'tg-inline-preparing-hint'));

    // Telegram sends a cached result itself; the bot records it as a download of the file's bytes.
    expect(fake.chooseInlineResult(bob, id, String(cached?.id))).toBeUndefined();
    await waitForEndedDownloads(world, 2);
    const rows = downloadRows(world);
    expect(rows[1]).toEqual({ outcome: 'ok', error_code: null, bytes: rows[0]?.bytes });
  });

  it('stops at Cancel in the inline message, and a crash’s notice there offers the link again', async () => {
    // /slow/ trickles the file for a few seconds: the download still runs when Cancel is pressed.
    const slowUrl = world.fixtures.url(`/slow${FIXTURE_PATHS.directMp4}`);
    let asked = await inlineQuery(fake, carol, slowUrl);
    while (asked.results[0]?.id === 'looking') asked = await inlineQuery(fake, carol, slowUrl);
    const video = asked.results.find((r) => r.type === 'article' && /\bmp4\b/.test(String(r.title)));
    expect(video, JSON.stringify(asked.results.map((r) => r.title))).toBeDefined();
    const since = fake.calls.length;
    const inlineMessageId = fake.chooseInlineResult(carol, asked.id, String(video?.id)) ?? '';
    const withCancel = await fake.waitForCall(
      (c) => c.method === 'editMessageText' && editOf(c, inlineMessageId) && /"x:/.test(JSON.stringify(c.params)),
      { since },
    );
    const cancel = (withCancel.params.reply_markup as { inline_keyboard: { callback_data: string }[][] })
      .inline_keyboard[0]?.[0]?.callback_data;
    fake.pressInlineButton(carol, inlineMessageId, String(cancel));
    const cancelled = translate('en', 'bot-cancelled');
    await fake.waitForCall(
      (c) => c.method === 'editMessageText' && editOf(c, inlineMessageId) && c.params.text === cancelled,
      {
        since,
      },
    );
    expect(fake.inlineMessage(inlineMessageId)?.text).toBe(cancelled);
    expect(fake.callsOf('editMessageMedia', since)).toEqual([]);
    await waitForEndedDownloads(world, 3);
    expect(downloadRows(world).at(-1)).toMatchObject({ outcome: 'cancelled', error_code: 'cancelled' });

    // What the next start of a killed process says in such a message: interrupted, and "Try again" offers the link.
    const notice = inlineInterruptedNotice(translator('en'), { inlineMessageId, label: '360p mp4', query: slowUrl });
    expect(await notifyInterrupted(telegram.bot.bot.api, [notice], pino({ level: 'silent' }))).toBe(1);
    const told = fake.inlineMessage(inlineMessageId);
    expect(told?.text).toBe(translate('en', 'bot-interrupted-by-crash', { label: '360p mp4' }));
    expect(JSON.parse(told?.markup ?? 'null')).toEqual({
      inline_keyboard: [[{ text: translate('en', 'bot-try-again-button'), switch_inline_query_current_chat: slowUrl }]],
    });
  });

  it('answers a query that is not a link with a short help', async () => {
    const { results } = await inlineQuery(fake, alice, 'funny cats');
    expect(results).toHaveLength(1);
    expect(results[0]?.title).toBe(translate('en', 'tg-inline-help-title'));
    expect(messageText(results[0])).toContain(`@${fake.botUser.username} <link>`);
  });

  it('explains a refusal in the asker’s language: blocked, and over the lookup limit', async () => {
    const blocked = await inlineQuery(fake, mallory, pageUrl);
    expect(blocked.results).toHaveLength(1);
    expect(blocked.results[0]?.title).toBe(translate('es', 'tg-inline-refused-title'));
    expect(messageText(blocked.results[0])).toBe(translate('es', 'refusal-user-blocked'));

    for (let i = 0; i < INFO_PER_MINUTE; i += 1) {
      const { results } = await inlineQuery(fake, erin, pageUrl);
      expect(results[0]?.id).not.toBe('refused');
    }
    const over = await inlineQuery(fake, erin, pageUrl);
    expect(over.results).toHaveLength(1);
    expect(over.results[0]?.id).toBe('refused');
    expect(messageText(over.results[0])).toMatch(/^You have made \d+ of 6 /);
  });

  it('says so when no storage chat is set, before anything is looked up', async () => {
    const bots = telegramBots(world);
    try {
      const { fake: bare } = await bots.start('no-storage');
      const { results } = await inlineQuery(bare, alice, pageUrl);
      expect(results).toHaveLength(1);
      expect(messageText(results[0])).toBe(translate('en', 'tg-inline-no-storage'));
    } finally {
      await bots.stopAll();
    }
  });
});
