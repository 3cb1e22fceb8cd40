/**
 * Issue 9 on Telegram: a page whose title is an 800-character caption (the
 * file arrives, named and captioned within Telegram's limits, and the direct
 * link for a file over the upload limit fits a message), and a lookup whose
 * first reply Telegram refuses (its usage row must not stay `running`). The
 * real bot against the fake Bot API, the real MediaService on the loopback
 * fixtures, the real usage service on a temporary SQLite file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BotWorld, expectShortFileName, expectShortTitle, startBotWorld } from '../support/bot-world.js';
import {
  type FakeUser,
  pressCardButton,
  pressForFile,
  privateChat,
  requestCard,
  textOf,
  type UploadedFile,
} from '../support/fake-telegram.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';
import { probeFile } from '../support/probe.js';
import { telegramBots } from '../support/telegram-bots.js';
import { untilTestTimeout } from '../support/test-deadline.js';

const alice: FakeUser = { id: 5001, first_name: 'Alice' };
const bob: FakeUser = { id: 5002, first_name: 'Bob' };
const PUBLIC_BASE_URL = 'https://fetch.example';

/** Telegram's limits: a caption holds 1024 characters, a message 4096 (UTF-16 code units). */
const MAX_CAPTION = 1024;
const MAX_TEXT = 4096;

let world: BotWorld;
let bots: ReturnType<typeof telegramBots>;

beforeAll(async () => {
  world = await startBotWorld({ tmpPrefix: 'telegram-issue9-test-' });
  bots = telegramBots(world);
});

afterAll(async () => {
  await bots?.stopAll();
  // Fails when a usage row is left `running`.
  await world?.close();
});

async function startBot(name: string, maxUploadMb: number) {
  return (await bots.start(name, { publicBaseUrl: PUBLIC_BASE_URL, maxUploadMb })).fake;
}

describe('an 800-character title', () => {
  const pageUrl = () => world.fixtures.url(FIXTURE_PATHS.longTitlePage);

  it('gives a card, a captioned video and a titled MP3 within Telegram’s limits, named with the short title', async () => {
    const fake = await startBot('roomy', 50);
    const card = await requestCard(fake, alice, pageUrl());
    expect(card.method).toBe('sendPhoto');
    expect(textOf(card).length).toBeLessThanOrEqual(MAX_CAPTION);
    expectShortTitle(textOf(card).split('\n')[0] ?? '');

    const { sent: video } = await pressForFile(fake, alice, card, /^(⚠️ )?Video\b/, { method: 'sendVideo' });
    const caption = String(video.params.caption ?? '');
    expect(caption.length).toBeLessThanOrEqual(MAX_CAPTION);
    expectShortTitle(caption);
    const upload = video.params.video as UploadedFile;
    expectShortFileName(upload.filename, 'mp4');
    expect((await probeFile(upload.path)).streams.some((s) => s.codec_type === 'video')).toBe(true);

    const { sent: audio } = await pressForFile(fake, alice, card, /^MP3 128$/, { method: 'sendAudio' });
    expectShortTitle(String(audio.params.title ?? ''));
    const mp3 = audio.params.audio as UploadedFile;
    expectShortFileName(mp3.filename, 'mp3');
    const probed = await probeFile(mp3.path);
    expect(probed.streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('mp3');
    expectShortTitle(probed.format.tags?.title ?? '');
  });

  it('answers a format over the upload limit with a direct link that fits a message and carries the short title', async () => {
    // 100 KB: an MP3 of the 4 s page at 320 kbit/s (160 KB) is over it, and marked so on the card.
    const fake = await startBot('tight', 0.1);
    const since = pressCardButton(fake, alice, await requestCard(fake, alice, pageUrl()), /^⚠️ 320$/);
    const explained = await fake.waitForCall((c) => c.method === 'sendMessage' && textOf(c).includes(PUBLIC_BASE_URL), {
      since,
    });
    expect(textOf(explained).length).toBeLessThanOrEqual(MAX_TEXT);
    const link = new URL(/https:\/\/fetch\.example\/\S+/.exec(textOf(explained))?.[0] ?? 'https://invalid');
    expect(link.pathname).toBe('/api/download');
    expect(link.searchParams.get('url')).toBe(pageUrl());
    expect(link.searchParams.get('convert')).toBe('mp3');
    expectShortTitle(link.searchParams.get('title') ?? '');
    expect(fake.callsOf('sendAudio', since)).toHaveLength(0);
  });
});

describe('a lookup whose reply Telegram refuses', () => {
  it('ends its usage row instead of leaving it running', async () => {
    const fake = await startBot('refused', 50);
    const url = world.fixtures.url(FIXTURE_PATHS.page);
    const since = fake.calls.length;
    fake.failNext('sendMessage', 1);
    fake.sendText(bob, privateChat(bob), url);
    // The "Looking it up…" reply was refused (a recorded call without a result).
    await fake.waitForCall((c) => c.method === 'sendMessage' && c.result === undefined, { since });
    const rowOf = () =>
      world.database.sqlite
        .prepare(
          `select e.outcome, e.error_code as errorCode from usage_events e join users u on u.id = e.user_id
           where u.platform = 'telegram' and u.external_id = ? and e.action = 'info' and e.url = ?`,
        )
        .get(String(bob.id), url) as { outcome: string; errorCode: string | null } | undefined;
    await expect.poll(() => rowOf()?.outcome, untilTestTimeout()).not.toBe('running');
    expect(rowOf()).toEqual({ outcome: 'error', errorCode: 'telegram_reply_failed' });
  });
});
