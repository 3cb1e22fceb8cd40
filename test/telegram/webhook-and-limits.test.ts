/**
 * Webhook mode and the upload limit: the real bot receives updates through
 * its route on a Fastify app (secret token checked), downloads run outside
 * the webhook request, and formats over the upload limit are marked and
 * answered with a direct HTTP link instead of an upload.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RunningTelegramBot, startTelegramBot } from '../../bots/telegram/bot.js';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';
import { resolveBinaries } from '../../src/media/binaries.js';
import { MediaService } from '../../src/media/service.js';
import { createUsageService } from '../../src/usage/index.js';
import {
  buttonUpdate,
  type FakeChat,
  type FakeTelegramServer,
  type FakeUser,
  type RecordedCall,
  startFakeTelegram,
  textUpdate,
} from '../support/fake-telegram.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';

const WEBHOOK_URL = 'https://bot.example/telegram/hook';
const SECRET = 'test_secret-123';
const alice: FakeUser = { id: 2001, first_name: 'Alice' };
const chat: FakeChat = { id: alice.id, type: 'private' };

type Button = { text: string; callback_data: string };
const buttonsOf = (call: RecordedCall): Button[] =>
  ((call.params.reply_markup as { inline_keyboard?: Button[][] } | undefined)?.inline_keyboard ?? []).flat();
const textOf = (call: RecordedCall) => String(call.params.text ?? call.params.caption ?? '');

describe('Telegram bot in webhook mode, with a small upload limit', () => {
  let fixtures: FixtureServer;
  let media: MediaService;
  let database: DatabaseHandle;
  let fake: FakeTelegramServer;
  let app: FastifyInstance;
  let telegram: RunningTelegramBot;
  let workDir: string;
  let nextUpdateId = 1;
  let nextMessageId = 1;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'telegram-webhook-test-'));
    fixtures = await startFixtureServer(inject('fixturesDir'));
    const binaries = resolveBinaries({});
    media = await MediaService.start({
      ytdlpPath: binaries.ytdlp,
      ffmpegPath: binaries.ffmpeg,
      dataDir: path.join(workDir, 'data'),
      tmpDir: path.join(workDir, 'media-tmp'),
      privateUrls: { kind: 'allow-all' },
      maxConcurrentJobs: 2,
      maxQueuedJobs: 8,
      maxFilesizeBytes: 200 * 1024 * 1024,
      jobTimeoutMs: 60_000,
      infoTimeoutMs: 30_000,
      infoCacheTtlMs: 60_000,
      infoCacheMaxEntries: 20,
    });
    database = openDatabase(path.join(workDir, 'data', 'app.db'));
    const usage = createUsageService({
      db: database.db,
      limits: { downloadsPerDay: 0, mbPerDay: 0, infoPerMinute: 0, concurrentJobsPerUser: 0, maxDurationS: 0 },
      allowedUsers: [],
      blockedUsers: [],
      ownerIds: [],
    });
    fake = await startFakeTelegram({ uploadDir: path.join(workDir, 'uploads') });
    app = Fastify();
    telegram = await startTelegramBot({
      token: fake.token,
      apiRoot: fake.apiRoot,
      webhook: { url: WEBHOOK_URL, secret: SECRET, fastify: app },
      media,
      usage,
      db: database.db,
      logger: pino({ level: 'silent' }),
      tmpDir: path.join(workDir, 'bot-tmp'),
      publicBaseUrl: 'https://fetch.example',
      // 512 KB: the HLS fixture's 720p (~860 KB) is over it, its 360p (~320 KB) under.
      maxUploadMb: 0.5,
      ownerIds: [],
    });
    await app.ready();
  });

  afterAll(async () => {
    await telegram?.stop();
    await app?.close();
    await fake?.close();
    await media?.close();
    database?.close();
    await fixtures?.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  const post = (update: object, secret: string | null = SECRET) =>
    app.inject({
      method: 'POST',
      url: new URL(WEBHOOK_URL).pathname,
      headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
      payload: { update_id: nextUpdateId++, ...update },
    });

  let card: RecordedCall;

  it('registers the webhook with its secret and refuses requests without it', async () => {
    const set = fake.callsOf('setWebhook')[0];
    expect(set?.params.url).toBe(WEBHOOK_URL);
    expect(set?.params.secret_token).toBe(SECRET);
    expect(fake.callsOf('setMyCommands')).toHaveLength(1);

    const update = textUpdate(alice, chat, fixtures.url(FIXTURE_PATHS.hls), nextMessageId++);
    expect((await post(update, null)).statusCode).toBe(401);
    expect((await post(update, 'wrong')).statusCode).toBe(401);
    expect(fake.calls.some((c) => c.method === 'sendMessage')).toBe(false);
  });

  it('marks formats over the upload limit on the card', async () => {
    const since = fake.calls.length;
    const response = await post(textUpdate(alice, chat, fixtures.url(FIXTURE_PATHS.hls), nextMessageId++));
    expect(response.statusCode).toBe(200);
    card = await fake.waitForCall((c) => c.method === 'editMessageText' && buttonsOf(c).length > 0, { since });
    const labels = buttonsOf(card).map((b) => b.text);
    expect(labels.some((l) => /^⚠️ 720p · \d+ KB$/.test(l))).toBe(true);
    expect(labels.some((l) => /^360p · \d+ KB$/.test(l))).toBe(true);
    expect(textOf(card)).toContain('⚠️ = larger than the 512 KB I can send here.');
  });

  it('answers a marked button with the limit and a direct download link', async () => {
    const tooBig = buttonsOf(card).find((b) => b.text.startsWith('⚠️ 720p'));
    const since = fake.calls.length;
    await post(buttonUpdate(alice, chat, Number(card.params.message_id), tooBig?.callback_data ?? '', fake.botUser.id));
    const answer = await fake.waitForCall((c) => c.method === 'answerCallbackQuery', { since });
    expect(String(answer.params.text)).toContain('too large');
    const explained = await fake.waitForCall((c) => c.method === 'sendMessage', { since });
    expect(textOf(explained)).toContain('Telegram lets bots upload up to 512 KB');
    const link = new URL(/https:\/\/fetch\.example\/\S+/.exec(textOf(explained))?.[0] ?? 'https://invalid');
    expect(link.pathname).toBe('/api/download');
    expect(link.searchParams.get('url')).toBe(fixtures.url(FIXTURE_PATHS.hls));
    expect(link.searchParams.get('kind')).toBe('video');
    expect(link.searchParams.get('ext')).toBe('mp4');
    expect(link.searchParams.get('selector')).toBeTruthy();
    expect(fake.callsOf('sendVideo', since)).toHaveLength(0);
  });

  it('answers the webhook before the download is done, then sends the file', async () => {
    const small = buttonsOf(card).find((b) => b.text.startsWith('360p'));
    const since = fake.calls.length;
    const response = await post(
      buttonUpdate(alice, chat, Number(card.params.message_id), small?.callback_data ?? '', fake.botUser.id),
    );
    expect(response.statusCode).toBe(200);
    // The webhook request returned while the download still runs.
    expect(fake.callsOf('sendVideo', since)).toHaveLength(0);
    const sent = await fake.waitForCall((c) => c.method === 'sendVideo', { since, timeoutMs: 40_000 });
    expect(sent.params.height).toBe(360);
  });
});
