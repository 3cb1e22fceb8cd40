/**
 * LIMIT_MB_PER_DAY in the Telegram bot with downloads in flight (issue 9):
 * the real grammY bot against the fake Bot API, the real media service on a
 * generated ~3 MiB mp4 whose page announces its size, a real SQLite file.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningTelegramBot, startTelegramBot } from '../../bots/telegram/bot.js';
import { type BotWorld, startBotWorld } from '../support/bot-world.js';
import {
  buttonsOf,
  cardMessageId,
  type FakeChat,
  type FakeTelegramServer,
  type FakeUser,
  startFakeTelegram,
  textOf,
  type UploadedFile,
} from '../support/fake-telegram.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { buildSizedFixtures, SIZED_PATHS } from '../support/fixtures.js';

const MB = 1024 * 1024;
const alice: FakeUser = { id: 3001, first_name: 'Alice' };
const chat: FakeChat = { id: alice.id, type: 'private' };
const UPLOADS = new Set(['sendVideo', 'sendDocument', 'sendAudio']);

describe('Telegram bot under LIMIT_MB_PER_DAY=5', () => {
  let dir: string;
  let sized: FixtureServer;
  let size: number;
  let world: BotWorld;
  let fake: FakeTelegramServer;
  let telegram: RunningTelegramBot;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'telegram-mb-limit-'));
    size = (await buildSizedFixtures(path.join(dir, 'media'))).bytes;
    sized = await startFixtureServer(path.join(dir, 'media'));
    world = await startBotWorld({ tmpPrefix: 'telegram-mb-limit-world-', limits: { mbPerDay: 5 } });
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
    await sized?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('four presses of a 3 MB format at once: one file is sent, three get the limit sentence, the day stays within 5 MB', async () => {
    expect(size).toBeGreaterThan(2.5 * MB);
    expect(size).toBeLessThan(5 * MB);
    const since = fake.calls.length;
    fake.sendText(alice, chat, sized.url(SIZED_PATHS.page));
    const card = await fake.waitForCall(
      (c) => c.method === 'sendPhoto' || (c.method === 'editMessageText' && buttonsOf(c).length > 0),
      { since, timeoutMs: 30_000 },
    );
    const format = buttonsOf(card).find((b) => !/^MP3|^\d+$/.test(b.text));
    expect(format).toBeDefined();

    const pressed = fake.calls.length;
    for (let i = 0; i < 4; i += 1) fake.pressButton(alice, chat, cardMessageId(card), format?.callback_data ?? '');

    // Wait until all four jobs have ended (their usage rows say how), then look at what each did.
    const rows = () =>
      world.database.sqlite
        .prepare("select outcome, error_code, bytes from usage_events where action = 'download' order by id")
        .all() as { outcome: string; error_code: string | null; bytes: number }[];
    await expect
      .poll(() => rows().length === 4 && rows().every((r) => r.outcome !== 'running'), { timeout: 60_000 })
      .toBe(true);
    expect(rows().filter((r) => r.outcome === 'ok')).toEqual([{ outcome: 'ok', error_code: null, bytes: size }]);
    expect(rows().filter((r) => r.error_code === 'limit_mb_per_day')).toHaveLength(3);
    expect(rows().reduce((sum, r) => sum + r.bytes, 0)).toBeLessThanOrEqual(5 * MB);

    const uploads = fake.calls.slice(pressed).filter((c) => UPLOADS.has(c.method));
    expect(uploads).toHaveLength(1);
    const file = Object.values(uploads[0]?.params ?? {}).find(
      (v): v is UploadedFile => typeof v === 'object' && v !== null && 'size' in v,
    );
    expect(file?.size).toBe(size);
    // The three others were told why, in the status message of their press.
    const refusals = fake.calls
      .slice(pressed)
      .filter((c) => c.method === 'editMessageText' && /^This file \(about [\d.]+ MB\) is larger/.test(textOf(c)));
    expect(refusals).toHaveLength(3);

    // A fifth press would be answered from the file_id cache, recorded with the file's bytes: refused as well.
    const again = fake.calls.length;
    fake.pressButton(alice, chat, cardMessageId(card), format?.callback_data ?? '');
    const refused = await fake.waitForCall((c) => c.method === 'sendMessage' && /^This file/.test(textOf(c)), {
      since: again,
    });
    expect(textOf(refused)).toMatch(/larger than the [\d.]+ MB left of your 5 MB today/);
    await expect.poll(() => rows().length === 5 && rows().every((r) => r.outcome !== 'running')).toBe(true);
    expect(fake.calls.slice(again).filter((c) => UPLOADS.has(c.method))).toHaveLength(0);
    expect(rows().reduce((sum, r) => sum + r.bytes, 0)).toBeLessThanOrEqual(5 * MB);
  });
});
