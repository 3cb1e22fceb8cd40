/**
 * The sound's language in the Telegram bot: a card whose media has sound in
 * several languages has a "Sound: …" button that turns its keyboard into the
 * languages (the original first) and back; a language pressed makes the card
 * anew in it, and its video then comes with that language's sound. Real
 * grammY against the fake Bot API, real yt-dlp and ffmpeg on a DASH
 * presentation of the corpus (English AAC, Spanish Opus).
 */
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotWorld } from '../support/bot-world.js';
import {
  buttonsOf,
  type FakeTelegramServer,
  type FakeUser,
  pressCardButton,
  requestCard,
  uploadOf,
  waitForFile,
} from '../support/fake-telegram.js';
import { audioStream, probeFile, videoStream } from '../support/probe.js';
import { REAL_DIR } from '../support/real-streams.js';
import { startTelegramTestWorld, type TelegramTestWorld } from '../support/telegram-bots.js';

const alice: FakeUser = { id: 2701, first_name: 'Alice' };
const LANGUAGES = 'shaka-player-dash-languages';

let telegram: TelegramTestWorld;
let world: BotWorld;
let fake: FakeTelegramServer;
let manifestUrl: string;

beforeAll(async () => {
  telegram = await startTelegramTestWorld({ world: { tmpPrefix: 'telegram-sound-' } });
  ({ world, fake } = telegram);
  const { server } = await world.serveBuilt((dir) => cp(path.join(REAL_DIR, LANGUAGES), dir, { recursive: true }));
  manifestUrl = server.url('/dash.mpd');
});
afterAll(async () => {
  await telegram?.close();
});

describe('Telegram: the sound in another language', () => {
  it('offers the languages behind "Sound" and sends the video with the one pressed', async () => {
    const card = await requestCard(fake, alice, manifestUrl);
    const texts = buttonsOf(card).map((b) => b.text);
    expect(texts).toContain('Sound: English (en) · original');
    // The first audio button is the original's.
    expect(texts.find((text) => text.startsWith('Audio'))).toMatch(/^Audio 131 kbps · M4A/);

    const opened = pressCardButton(fake, alice, card, /^Sound:/);
    const menu = await fake.waitForCall((c) => c.method === 'editMessageReplyMarkup', { since: opened });
    expect(buttonsOf(menu).map((b) => b.text)).toEqual(['English (en) · original', 'Spanish (es)', '◀ Back']);

    const chosen = pressCardButton(fake, alice, menu, /^Spanish/);
    const spanish = await fake.waitForCall((c) => c.method === 'editMessageReplyMarkup', { since: chosen });
    const spanishTexts = buttonsOf(spanish).map((b) => b.text);
    expect(spanishTexts).toContain('Sound: Spanish (es)');
    expect(spanishTexts.find((text) => text.startsWith('Audio'))).toMatch(/^Audio 76 kbps · WEBM/);

    const since = pressCardButton(fake, alice, spanish, /^144p/);
    const sent = await waitForFile(fake, since);
    const probed = await probeFile(uploadOf(sent)?.path as string);
    expect(videoStream(probed)?.height).toBe(144);
    expect(audioStream(probed)?.codec_name).toBe('opus');
  });
});
