/**
 * Webhook mode and the upload limit: the real bot receives updates through
 * its route on a Fastify app (secret token checked), downloads run outside
 * the webhook request, and formats over the upload limit are marked and
 * answered with a direct HTTP link instead of an upload.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeCodes } from '../../src/i18n/index.js';
import type { BotWorld } from '../support/bot-world.js';
import {
  buttonsOf,
  buttonUpdate,
  cardMessageId,
  type FakeTelegramServer,
  type FakeUser,
  isCard,
  privateChat,
  type RecordedCall,
  textOf,
  textUpdate,
} from '../support/fake-telegram.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';
import { startTelegramTestWorld, type TelegramTestWorld } from '../support/telegram-bots.js';

const WEBHOOK_URL = 'https://bot.example/telegram/hook';
const SECRET = 'test_secret-123';
const alice: FakeUser = { id: 2001, first_name: 'Alice' };
const chat = privateChat(alice);

describe('Telegram bot in webhook mode, with a small upload limit', () => {
  let world: BotWorld;
  let fake: FakeTelegramServer;
  let app: FastifyInstance;
  let telegram: TelegramTestWorld;
  let nextUpdateId = 1;
  let nextMessageId = 1;

  beforeAll(async () => {
    app = Fastify();
    telegram = await startTelegramTestWorld({
      world: { tmpPrefix: 'telegram-webhook-test-' },
      deps: {
        webhook: { url: WEBHOOK_URL, secret: SECRET, fastify: app },
        publicBaseUrl: 'https://fetch.example',
        // 512 KB: the HLS fixture's 720p (~860 KB) is over it, its 360p (~320 KB) under.
        maxUploadMb: 0.5,
      },
    });
    ({ world, fake } = telegram);
    await app.ready();
  });

  afterAll(async () => {
    // Also closes the webhook's Fastify app.
    await telegram?.close();
  });

  const post = (update: object, secret: string | null = SECRET) =>
    app.inject({
      method: 'POST',
      url: new URL(WEBHOOK_URL).pathname,
      headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
      payload: { update_id: nextUpdateId++, ...update },
    });

  /** Posts the HLS fixture's link to the webhook and waits for its card. */
  async function postLink(): Promise<{ statusCode: number; card: RecordedCall }> {
    const since = fake.calls.length;
    const response = await post(textUpdate(alice, chat, world.fixtures.url(FIXTURE_PATHS.hls), nextMessageId++));
    const card = await fake.waitForCall(isCard, { since });
    return { statusCode: response.statusCode, card };
  }

  /** Presses the card's first button whose label starts with `label`, through the webhook. */
  function postPress(card: RecordedCall, label: string) {
    const button = buttonsOf(card).find((b) => b.text.startsWith(label));
    return post(buttonUpdate(alice, chat, cardMessageId(card), button?.callback_data ?? '', fake.botUser.id));
  }

  it('registers the webhook with its secret and refuses requests without it', async () => {
    const set = fake.callsOf('setWebhook')[0];
    expect(set?.params.url).toBe(WEBHOOK_URL);
    expect(set?.params.secret_token).toBe(SECRET);
    // One menu per language of the catalogue (English the default).
    expect(fake.callsOf('setMyCommands')).toHaveLength(localeCodes.length);

    const since = fake.calls.length;
    const update = textUpdate(alice, chat, world.fixtures.url(FIXTURE_PATHS.hls), nextMessageId++);
    expect((await post(update, null)).statusCode).toBe(401);
    expect((await post(update, 'wrong')).statusCode).toBe(401);
    expect(fake.calls.slice(since).some((c) => c.method === 'sendMessage')).toBe(false);
  });

  it('marks formats over the upload limit on the card', async () => {
    const { statusCode, card } = await postLink();
    expect(statusCode).toBe(200);
    expect(card.method).toBe('editMessageText');
    const labels = buttonsOf(card).map((b) => b.text);
    expect(labels.some((l) => /^⚠️ 720p · \d+ kB$/.test(l))).toBe(true);
    expect(labels.some((l) => /^360p · \d+ kB$/.test(l))).toBe(true);
    expect(textOf(card)).toContain('⚠️ = larger than the 512 kB I can send here.');
  });

  it('answers a marked button with the limit and a direct download link', async () => {
    const { card } = await postLink();
    const since = fake.calls.length;
    await postPress(card, '⚠️ 720p');
    const answer = await fake.waitForCall((c) => c.method === 'answerCallbackQuery', { since });
    expect(String(answer.params.text)).toContain('too large');
    const explained = await fake.waitForCall((c) => c.method === 'sendMessage', { since });
    expect(textOf(explained)).toContain('Telegram lets bots upload up to 512 kB');
    const link = new URL(/https:\/\/fetch\.example\/\S+/.exec(textOf(explained))?.[0] ?? 'https://invalid');
    expect(link.pathname).toBe('/api/download');
    expect(link.searchParams.get('url')).toBe(world.fixtures.url(FIXTURE_PATHS.hls));
    expect(link.searchParams.get('kind')).toBe('video');
    expect(link.searchParams.get('ext')).toBe('mp4');
    expect(link.searchParams.get('selector')).toBeTruthy();
    expect(fake.callsOf('sendVideo', since)).toHaveLength(0);
  });

  it('answers the webhook before the download is done, then sends the file', async () => {
    const { card } = await postLink();
    const since = fake.calls.length;
    const response = await postPress(card, '360p');
    expect(response.statusCode).toBe(200);
    // The webhook request returned while the download still runs.
    expect(fake.callsOf('sendVideo', since)).toHaveLength(0);
    const sent = await fake.waitForCall((c) => c.method === 'sendVideo', { since });
    expect(sent.params.height).toBe(360);
  });
});
