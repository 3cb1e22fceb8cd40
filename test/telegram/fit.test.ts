/**
 * "Fit to N MB" in the Telegram bot (issue 26): the real grammY bot against
 * the fake Bot API with an upload limit of 2 MB (TELEGRAM_MAX_UPLOAD_MB), the
 * real media service on a generated 6 s 720p clip of about 3 MB whose page
 * states its size. The over-limit answer offers "Fit to 2 MB"; pressing it
 * shows "compressing…" in the status message and sends an MP4 video under the
 * limit, counted with its own bytes.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BotWorld, downloadRows } from '../support/bot-world.js';
import {
  buttonsOf,
  type FakeTelegramServer,
  type FakeUser,
  messageIdOf,
  pressCardButton,
  privateChat,
  requestCard,
  textOf,
  uploadOf,
  waitForFile,
} from '../support/fake-telegram.js';
import { buildFitFixtures, FIT_PATHS } from '../support/fit-fixtures.js';
import type { FixtureServer } from '../support/fixture-server.js';
import { startTelegramTestWorld, type TelegramTestWorld } from '../support/telegram-bots.js';
import { untilTestTimeout } from '../support/test-deadline.js';
import { ffmpegPath } from '../support/tools.js';

const run = promisify(execFile);
const MIB = 1024 * 1024;
const alice: FakeUser = { id: 3101, first_name: 'Alice' };

describe('Telegram: Fit to 2 MB', () => {
  let site: FixtureServer;
  let size: number;
  let world: BotWorld;
  let fake: FakeTelegramServer;
  let telegram: TelegramTestWorld;

  beforeAll(async () => {
    telegram = await startTelegramTestWorld({
      world: { tmpPrefix: 'telegram-fit-world-' },
      before: async (world) => {
        const { server, built } = await world.serveBuilt(buildFitFixtures);
        site = server;
        size = built.bytes;
      },
      deps: { maxUploadMb: 2 },
    });
    ({ world, fake } = telegram);
  }, 120_000);

  afterAll(async () => {
    await telegram?.close();
  });

  it('offers the fit with the over-limit answer and sends an MP4 video under the limit', async () => {
    expect(size).toBeGreaterThan(2 * MIB);
    const card = await requestCard(fake, alice, site.url(FIT_PATHS.clipPage));
    const pressed = pressCardButton(fake, alice, card, /^⚠️/);
    const answer = await fake.waitForCall(
      (c) => c.method === 'sendMessage' && buttonsOf(c).some((b) => b.callback_data.startsWith('f:')),
      { since: pressed },
    );
    expect(textOf(answer)).toMatch(/too large to send here/);
    const fit = buttonsOf(answer).find((b) => b.callback_data.startsWith('f:'));
    expect(fit?.text).toBe('Fit to 2 MB');

    const since = fake.calls.length;
    fake.pressButton(alice, privateChat(alice), messageIdOf(answer), fit?.callback_data ?? '');
    const sent = await waitForFile(fake, since, { method: 'sendVideo' });
    const file = uploadOf(sent);
    expect(file?.filename).toMatch(/\.mp4$/);
    expect(file?.size).toBeLessThanOrEqual(2 * MIB);
    const decoded = await run(ffmpegPath(), ['-v', 'error', '-i', file?.path ?? '', '-f', 'null', '-']);
    expect(decoded.stderr).toBe('');

    // The status message said it was compressing, with a share done.
    const compressing = fake
      .callsOf('editMessageText', since)
      .concat(fake.callsOf('sendMessage', since))
      .filter((c) => /fitted to 2 MB: compressing… \d+%/.test(textOf(c)));
    expect(compressing.length).toBeGreaterThan(0);
    // Counted as a download of what was sent.
    await expect
      .poll(() => downloadRows(world).find((r) => r.outcome === 'ok'), untilTestTimeout())
      .toEqual({ outcome: 'ok', error_code: null, bytes: file?.size });
  }, 240_000);
});
