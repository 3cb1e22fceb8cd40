/**
 * LIMIT_MAX_DURATION_S in the Telegram bot for media whose duration the
 * server cannot tell (an HLS playlist without ENDLIST, as a live one looks):
 * the file sent is cut at the limit, never longer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RunningTelegramBot, startTelegramBot } from '../../bots/telegram/bot.js';
import { type BotWorld, startBotWorld } from '../support/bot-world.js';
import {
  buttonsOf,
  cardMessageId,
  type FakeChat,
  type FakeTelegramServer,
  type FakeUser,
  startFakeTelegram,
  type UploadedFile,
} from '../support/fake-telegram.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { writeOpenHlsFixture } from '../support/fixtures.js';
import { probeFile } from '../support/probe.js';

const bob: FakeUser = { id: 4001, first_name: 'Bob' };
const chat: FakeChat = { id: bob.id, type: 'private' };
const UPLOADS = new Set(['sendVideo', 'sendDocument', 'sendAudio']);

describe('Telegram bot under LIMIT_MAX_DURATION_S=2, media of unknown duration', () => {
  let dir: string;
  let open: FixtureServer;
  let world: BotWorld;
  let fake: FakeTelegramServer;
  let telegram: RunningTelegramBot;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'telegram-duration-'));
    const media = path.join(dir, 'media');
    await writeOpenHlsFixture(inject('fixturesDir'), media);
    open = await startFixtureServer(media);
    world = await startBotWorld({ tmpPrefix: 'telegram-duration-world-', limits: { maxDurationS: 2 } });
    fake = await startFakeTelegram({ uploadDir: path.join(dir, 'uploads') });
    telegram = await startTelegramBot({
      token: fake.token,
      apiRoot: fake.apiRoot,
      media: world.media,
      usage: world.usage,
      db: world.database.db,
      logger: pino({ level: 'silent' }),
      tmpDir: path.join(world.dir, 'bot-tmp'),
      maxUploadMb: 50,
      ownerIds: [],
    });
  });

  afterAll(async () => {
    await telegram?.stop();
    await fake?.close();
    await world?.close();
    await open?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('sends a file cut at the limit', async () => {
    const since = fake.calls.length;
    fake.sendText(bob, chat, open.url('/open.m3u8'));
    const card = await fake.waitForCall(
      (c) => c.method === 'sendPhoto' || (c.method === 'editMessageText' && buttonsOf(c).length > 0),
      { since, timeoutMs: 30_000 },
    );
    // The first button is the (only) format; the MP3 buttons follow it.
    const format = buttonsOf(card)[0];
    expect(format, JSON.stringify(buttonsOf(card).map((b) => b.text))).toBeDefined();
    const pressed = fake.calls.length;
    fake.pressButton(bob, chat, cardMessageId(card), format?.callback_data ?? '');
    const upload = await fake.waitForCall((c) => UPLOADS.has(c.method), { since: pressed, timeoutMs: 60_000 });
    const file = Object.values(upload.params).find(
      (v): v is UploadedFile => typeof v === 'object' && v !== null && 'size' in v,
    );
    expect(file).toBeDefined();
    const duration = Number((await probeFile(file?.path ?? '')).format.duration);
    expect(duration).toBeGreaterThan(1);
    expect(duration).toBeLessThanOrEqual(2.2);
  });
});
