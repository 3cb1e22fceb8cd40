/**
 * LIMIT_MAX_DURATION_S in the Telegram bot for media whose duration the
 * server cannot tell (an HLS playlist without ENDLIST that the site reports as
 * recorded, see unknownLengthYtdlp): the file sent is cut at the limit, never longer.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  buttonsOf,
  type FakeTelegramServer,
  type FakeUser,
  pressForFile,
  requestCard,
  uploadOf,
} from '../support/fake-telegram.js';
import type { FixtureServer } from '../support/fixture-server.js';
import { writeOpenHlsFixture } from '../support/fixtures.js';
import { probeFile } from '../support/probe.js';
import { unknownLengthYtdlp } from '../support/stand-in-ytdlp.js';
import { startTelegramTestWorld, type TelegramTestWorld } from '../support/telegram-bots.js';

const bob: FakeUser = { id: 4001, first_name: 'Bob' };

describe('Telegram bot under LIMIT_MAX_DURATION_S=2, media of unknown duration', () => {
  let open: FixtureServer;
  let fake: FakeTelegramServer;
  let telegram: TelegramTestWorld;

  beforeAll(async () => {
    telegram = await startTelegramTestWorld({
      world: { tmpPrefix: 'telegram-duration-world-', limits: { maxDurationS: 2 }, ytdlpPath: unknownLengthYtdlp() },
      before: async (world) => {
        ({ server: open } = await world.serveBuilt((dir) => writeOpenHlsFixture(inject('fixturesDir'), dir)));
      },
    });
    ({ fake } = telegram);
  });

  afterAll(async () => {
    await telegram?.close();
  });

  it('sends a file cut at the limit', async () => {
    const card = await requestCard(fake, bob, open.url('/open.m3u8'));
    // The first button is the (only) format; the MP3 buttons follow it.
    const format = buttonsOf(card)[0];
    expect(format, JSON.stringify(buttonsOf(card).map((b) => b.text))).toBeDefined();
    const { sent } = await pressForFile(fake, bob, card, format!);
    const file = uploadOf(sent);
    expect(file).toBeDefined();
    const duration = Number((await probeFile(file?.path ?? '')).format.duration);
    expect(duration).toBeGreaterThan(1);
    expect(duration).toBeLessThanOrEqual(2.2);
  });
});
