/**
 * LIMIT_MB_PER_DAY in the Telegram bot with downloads in flight (issue 9):
 * the real grammY bot against the fake Bot API, the real media service on a
 * generated ~3 MiB mp4 whose page announces its size, a real SQLite file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BotWorld, downloadRows, waitForEndedDownloads } from '../support/bot-world.js';
import {
  buttonsOf,
  type FakeTelegramServer,
  type FakeUser,
  FILE_SEND_METHODS,
  pressCardButton,
  requestCard,
  textOf,
  uploadOf,
} from '../support/fake-telegram.js';
import type { FixtureServer } from '../support/fixture-server.js';
import { buildSizedFixtures, SIZED_PATHS } from '../support/fixtures.js';
import { startTelegramTestWorld, type TelegramTestWorld } from '../support/telegram-bots.js';

const MB = 1024 * 1024;
const alice: FakeUser = { id: 3001, first_name: 'Alice' };

describe('Telegram bot under LIMIT_MB_PER_DAY=5', () => {
  let sized: FixtureServer;
  let size: number;
  let world: BotWorld;
  let fake: FakeTelegramServer;
  let telegram: TelegramTestWorld;

  beforeAll(async () => {
    telegram = await startTelegramTestWorld({
      world: { tmpPrefix: 'telegram-mb-limit-world-', limits: { mbPerDay: 5 } },
      before: async (world) => {
        const { server, built } = await world.serveBuilt(buildSizedFixtures);
        sized = server;
        size = built.bytes;
      },
    });
    ({ world, fake } = telegram);
  });

  afterAll(async () => {
    await telegram?.close();
  });

  it('four presses of a 3 MB format at once: one file is sent, three get the limit sentence, the day stays within 5 MB', async () => {
    expect(size).toBeGreaterThan(2.5 * MB);
    expect(size).toBeLessThan(5 * MB);
    const card = await requestCard(fake, alice, sized.url(SIZED_PATHS.page));
    const format = buttonsOf(card).find((b) => !/^MP3|^\d+$/.test(b.text));
    expect(format).toBeDefined();

    const pressed = fake.calls.length;
    for (let i = 0; i < 4; i += 1) pressCardButton(fake, alice, card, format!);

    // Wait until all four jobs have ended (their usage rows say how), then look at what each did.
    const rows = () => downloadRows(world);
    await waitForEndedDownloads(world, 4);
    expect(rows().filter((r) => r.outcome === 'ok')).toEqual([{ outcome: 'ok', error_code: null, bytes: size }]);
    expect(rows().filter((r) => r.error_code === 'limit_mb_per_day')).toHaveLength(3);
    expect(rows().reduce((sum, r) => sum + r.bytes, 0)).toBeLessThanOrEqual(5 * MB);

    const uploads = fake.calls.slice(pressed).filter((c) => FILE_SEND_METHODS.has(c.method));
    expect(uploads).toHaveLength(1);
    const file = uploads[0] && uploadOf(uploads[0]);
    expect(file?.size).toBe(size);
    // The three others were told why, in the status message of their press.
    const refusals = fake.calls
      .slice(pressed)
      .filter(
        (c) =>
          c.method === 'editMessageText' &&
          /^You have used [\d.]+ of 5 MB today.*; this file \(about [\d.]+ MB\) needs about/.test(textOf(c)),
      );
    expect(refusals).toHaveLength(3);

    // A fifth press would be answered from the file_id cache, recorded with the file's bytes: refused as well.
    const again = pressCardButton(fake, alice, card, format!);
    const refused = await fake.waitForCall((c) => c.method === 'sendMessage' && /this file \(about/.test(textOf(c)), {
      since: again,
    });
    expect(textOf(refused)).toMatch(/^You have used [\d.]+ of 5 MB today.*needs about [\d.]+ MB more than is left/);
    await waitForEndedDownloads(world, 5);
    expect(fake.calls.slice(again).filter((c) => FILE_SEND_METHODS.has(c.method))).toHaveLength(0);
    expect(rows().reduce((sum, r) => sum + r.bytes, 0)).toBeLessThanOrEqual(5 * MB);
  });
});
