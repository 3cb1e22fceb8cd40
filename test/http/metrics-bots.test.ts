/**
 * GET /metrics counts the bots' work: a real grammY bot against the fake Bot
 * API and a discord.js bot against the fake Discord, both on the real service
 * stack, as in metrics.test.ts. Every check reads the families before and
 * after what it does, and waits for the counted event by polling the metrics.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startDiscordBot } from '../../bots/discord/bot.js';
import { type RunningTelegramBot, startTelegramBot } from '../../bots/telegram/bot.js';
import type { TestApp } from '../support/app-harness.js';
import {
  BIG_ATTACHMENT_SIZE_LIMIT,
  openCard,
  pressMp3,
  startFakeDiscord,
  waitForUpload,
} from '../support/fake-discord.js';
import {
  buttonsOf,
  cardMessageId,
  type FakeTelegramServer,
  pressForFile,
  privateChat,
  type RecordedCall,
  requestCard,
  startFakeTelegram,
  textOf,
} from '../support/fake-telegram.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';
import { sampleSum } from '../support/prometheus-text.js';
import { alice, scraper, startMetricsApp } from './metrics-setup.js';

let fixtures: FixtureServer;
/** Serves /two.html: a page with two audio files of the fixture server, which yt-dlp reads as a playlist. */
let pages: Server;
let pagesOrigin: string;
let app: TestApp;
let fake: FakeTelegramServer;
let bot: RunningTelegramBot;
const { scrape, moved, scrapeUntil } = scraper(() => app);

beforeAll(async () => {
  fixtures = await startFixtureServer(inject('fixturesDir'));
  const two = `<!doctype html><html><head><title>Two Clips</title></head><body>
<audio src="${fixtures.url(FIXTURE_PATHS.audioM4a)}?n=1"></audio>
<audio src="${fixtures.url(FIXTURE_PATHS.audioMp3)}?n=2"></audio>
</body></html>`;
  pages = createServer((req, res) => {
    if (req.url !== '/two.html') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(two);
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pagesOrigin = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  app = await startMetricsApp([fixtures.origin, pagesOrigin]);
  fake = await startFakeTelegram({ uploadDir: path.join(app.dataDir, 'telegram-uploads') });
  const { services } = app;
  bot = await startTelegramBot({
    token: fake.token,
    apiRoot: fake.apiRoot,
    media: services.media,
    usage: services.usage,
    links: services.links,
    db: services.database,
    logger: pino({ level: 'silent' }),
    tmpDir: path.join(app.dataDir, 'bot-tmp'),
    maxUploadMb: 50,
    ownerIds: [],
    statusIntervalMs: 200,
    thumbnailWaitMs: 30_000,
    metrics: services.metrics?.bots,
  });
});
afterAll(async () => {
  await bot?.stop();
  await fake?.close();
  await app?.close();
  await fixtures?.close();
  await new Promise<void>((resolve) => (pages ? pages.close(() => resolve()) : resolve()));
});

describe('GET /metrics', () => {
  it("counts a Telegram bot's updates, API errors, upload, file_id cache and jobs", async () => {
    const hls = fixtures.url(`${FIXTURE_PATHS.hls}?metrics`);
    const before = await scrape();
    const card = await requestCard(fake, alice, hls);
    // The first upload is refused unread with a 429 (an API error), the bot's retry succeeds: one upload, counted once.
    fake.failNext('sendVideo', 1, 429);
    const first = await pressForFile(fake, alice, card, /^360p/, { method: 'sendVideo' });
    const uploaded = (first.sent.params.video as { size: number }).size;
    const delivered = { kind: 'download', surface: 'telegram', outcome: 'ok', code: 'none' };
    const afterUpload = await scrapeUntil(
      (f) =>
        sampleSum(f, 'media_fetcher_jobs_total', delivered) > sampleSum(before, 'media_fetcher_jobs_total', delivered),
    );
    let delta = moved(before, afterUpload);
    expect(delta('media_fetcher_bot_updates_total', { platform: 'telegram' })).toBe(2);
    expect(delta('media_fetcher_bot_update_failures_total')).toBe(0);
    expect(delta('media_fetcher_bot_api_errors_total', { platform: 'telegram', code: '429' })).toBe(1);
    expect(delta('media_fetcher_bot_uploads_total', { platform: 'telegram', outcome: 'ok' })).toBe(1);
    expect(delta('media_fetcher_bot_uploads_total')).toBe(1);
    expect(delta('media_fetcher_telegram_file_cache_lookups_total', { result: 'miss' })).toBe(1);
    expect(delta('media_fetcher_jobs_total', { kind: 'info', surface: 'telegram', outcome: 'ok' })).toBe(1);
    expect(delta('media_fetcher_jobs_total', delivered)).toBe(1);
    expect(delta('media_fetcher_job_first_byte_seconds_count', { kind: 'download', surface: 'telegram' })).toBe(1);
    expect(delta('media_fetcher_bytes_sent_total', { surface: 'telegram' })).toBe(uploaded);

    // The same press again: sent by file_id, no upload, a download job all the same.
    const again = await pressForFile(fake, alice, card, /^360p/, { method: 'sendVideo' });
    expect(typeof again.sent.params.video).toBe('string');
    const afterResend = await scrapeUntil(
      (f) =>
        sampleSum(f, 'media_fetcher_jobs_total', delivered) >
        sampleSum(afterUpload, 'media_fetcher_jobs_total', delivered),
    );
    delta = moved(afterUpload, afterResend);
    expect(delta('media_fetcher_telegram_file_cache_lookups_total', { result: 'hit' })).toBe(1);
    expect(delta('media_fetcher_bot_uploads_total')).toBe(0);
    expect(delta('media_fetcher_bot_updates_total', { platform: 'telegram' })).toBe(1);
  });

  it('counts a Telegram playlist run ("All as MP3") as a playlist_batch job, and its entries as their own jobs', async () => {
    const chat = privateChat(alice);
    const toAlice = (c: RecordedCall) => Number(c.params.chat_id) === alice.id;
    const before = await scrape();
    let since = fake.calls.length;
    fake.sendText(alice, chat, `${pagesOrigin}/two.html`);
    const card = await fake.waitForCall(
      (c) => c.result !== undefined && toAlice(c) && buttonsOf(c).some((b) => /^All as MP3/.test(b.text)),
      { since },
    );
    const all = buttonsOf(card).find((b) => /^All as MP3/.test(b.text));
    since = fake.calls.length;
    fake.pressButton(alice, chat, cardMessageId(card), all?.callback_data ?? '');
    const end = await fake.waitForCall(
      (c) => c.method === 'editMessageText' && toAlice(c) && /^All as MP3 192: done/.test(textOf(c)),
      { since },
    );
    expect(textOf(end)).toBe('All as MP3 192: done, 2 of 2 files sent.');
    const batch = { kind: 'playlist_batch', surface: 'telegram', outcome: 'ok', code: 'none' };
    const after = await scrapeUntil(
      (f) => sampleSum(f, 'media_fetcher_jobs_total', batch) > sampleSum(before, 'media_fetcher_jobs_total', batch),
    );
    const delta = moved(before, after);
    expect(delta('media_fetcher_jobs_total', batch)).toBe(1);
    expect(delta('media_fetcher_job_duration_seconds_count', { kind: 'playlist_batch', surface: 'telegram' })).toBe(1);
    // The playlist's own lookup, then each entry's lookup and download.
    expect(delta('media_fetcher_jobs_total', { kind: 'info', surface: 'telegram', outcome: 'ok' })).toBe(3);
    expect(delta('media_fetcher_jobs_total', { kind: 'download', surface: 'telegram', outcome: 'ok' })).toBe(2);
    expect(delta('media_fetcher_bot_uploads_total', { platform: 'telegram', outcome: 'ok' })).toBe(2);
  });

  it("counts a Discord bot's interactions, REST errors, upload and jobs", async () => {
    const discord = await startFakeDiscord({ filesDir: path.join(app.dataDir, 'discord-uploads') });
    const { services } = app;
    const discordBot = await startDiscordBot({
      token: discord.token,
      applicationId: discord.applicationId,
      apiRoot: discord.apiRoot,
      readMessages: false,
      media: services.media,
      usage: services.usage,
      db: services.database,
      links: services.links,
      logger: { debug() {}, info() {}, warn() {}, error() {} },
      maxUploadMb: 8,
      statusIntervalMs: 200,
      tmpDir: path.join(app.dataDir, 'discord-tmp'),
      metrics: services.metrics?.bots,
    });
    try {
      const user = { id: '100000000000004242', username: 'carol' };
      const before = await scrape();
      const { card } = await openCard(discord, {
        user,
        url: fixtures.url(FIXTURE_PATHS.page),
        attachmentSizeLimit: BIG_ATTACHMENT_SIZE_LIMIT,
      });
      // A 500 on the reply's next edit: discord.js retries it, the REST event shows the error.
      discord.failNext(/^\/webhooks\/\d+\/[^/]+\/messages\/@original$/, { method: 'PATCH', status: 500 });
      const press = pressMp3(discord, { user, card, quality: 128, attachmentSizeLimit: BIG_ATTACHMENT_SIZE_LIMIT });
      const { file } = await waitForUpload(discord, press.token);
      const delivered = { kind: 'download', surface: 'discord', outcome: 'ok', code: 'none' };
      const after = await scrapeUntil(
        (f) =>
          sampleSum(f, 'media_fetcher_jobs_total', delivered) >
          sampleSum(before, 'media_fetcher_jobs_total', delivered),
      );
      const delta = moved(before, after);
      expect(delta('media_fetcher_bot_updates_total', { platform: 'discord' })).toBe(2);
      expect(delta('media_fetcher_bot_update_failures_total')).toBe(0);
      expect(delta('media_fetcher_bot_api_errors_total', { platform: 'discord', code: '500' })).toBe(1);
      expect(delta('media_fetcher_bot_uploads_total', { platform: 'discord', outcome: 'ok' })).toBe(1);
      expect(delta('media_fetcher_jobs_total', { kind: 'info', surface: 'discord', outcome: 'ok' })).toBe(1);
      expect(delta('media_fetcher_jobs_total', delivered)).toBe(1);
      expect(delta('media_fetcher_bytes_sent_total', { surface: 'discord' })).toBe(file.size);
    } finally {
      await discordBot.stop();
      await discord.close();
    }
  });
});
