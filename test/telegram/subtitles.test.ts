/**
 * Subtitles in the Telegram bot: a card whose media has subtitle tracks has a
 * "Subtitles" button that turns its keyboard into the languages (and back);
 * a language pressed is one download, sent as an .srt document. Real grammY
 * against the fake Bot API, real yt-dlp and ffmpeg on the subtitle fixtures.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotWorld } from '../support/bot-world.js';
import { downloadRows, waitForEndedDownloads } from '../support/bot-world.js';
import {
  buttonsOf,
  type FakeTelegramServer,
  type FakeUser,
  pressCardButton,
  privateChat,
  requestCard,
  uploadOf,
  waitForFile,
} from '../support/fake-telegram.js';
import { SUBTITLE_CUES, SUBTITLE_PATHS, writeSubtitleFixtures } from '../support/subtitle-fixtures.js';
import { startTelegramTestWorld, type TelegramTestWorld } from '../support/telegram-bots.js';

const alice: FakeUser = { id: 2601, first_name: 'Alice' };

let telegram: TelegramTestWorld;
let world: BotWorld;
let fake: FakeTelegramServer;
let pageUrl: string;

beforeAll(async () => {
  telegram = await startTelegramTestWorld({ world: { tmpPrefix: 'telegram-subtitles-' } });
  ({ world, fake } = telegram);
  const { server } = await world.serveBuilt(writeSubtitleFixtures);
  pageUrl = server.url(SUBTITLE_PATHS.page);
});
afterAll(async () => {
  await telegram?.close();
});

describe('Telegram: subtitles', () => {
  it('offers the languages behind "Subtitles" and sends the one pressed as an .srt document', async () => {
    const card = await requestCard(fake, alice, pageUrl);
    expect(buttonsOf(card).map((b) => b.text)).toContain('Subtitles');
    // The languages are not on the card itself, only behind the button.
    expect(buttonsOf(card).map((b) => b.text)).not.toContain('English (en)');

    const opened = pressCardButton(fake, alice, card, /^Subtitles$/);
    const menu = await fake.waitForCall((c) => c.method === 'editMessageReplyMarkup', { since: opened });
    expect(buttonsOf(menu).map((b) => b.text)).toEqual(['English (en)', 'German (de)', '◀ Back']);

    // Back brings the formats again.
    const back = pressCardButton(fake, alice, menu, /Back/);
    const restored = await fake.waitForCall((c) => c.method === 'editMessageReplyMarkup', { since: back });
    expect(buttonsOf(restored).map((b) => b.text)).toEqual(buttonsOf(card).map((b) => b.text));

    const rowsBefore = downloadRows(world).length;
    const since = pressCardButton(fake, alice, menu, /German/);
    const sent = await waitForFile(fake, since, { method: 'sendDocument' });
    const upload = uploadOf(sent);
    expect(upload?.filename).toMatch(/\.de\.srt$/);
    const text = await readFile(upload?.path as string, 'utf8');
    expect(text).toMatch(/^1\r?\n00:00:00,500 --> /);
    expect(text).toContain(SUBTITLE_CUES.de[0]);
    // Counted like any download: one row, delivered.
    const rows = await waitForEndedDownloads(world, rowsBefore + 1);
    expect(rows.at(-1)?.outcome).toBe('ok');
  });

  it('shows no "Subtitles" button for media without any', async () => {
    const card = await requestCard(fake, alice, world.fixtures.url('/page.html'), privateChat(alice));
    expect(buttonsOf(card).map((b) => b.text)).not.toContain('Subtitles');
  });
});
