/**
 * How the bot copes with what the real Bot API refuses (long texts and
 * captions, oversized callback_data, uploads over its limit, edits that change
 * nothing or find nothing; the fake's refusals are fake-api-refusals.test.ts):
 * the real grammY bot (long polling) on the real MediaService and usage
 * service has to stay within those limits or handle the answer.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CAPTION_LENGTH, MAX_TEXT_LENGTH } from '../../bots/telegram/api-guards.js';
import type { RunningTelegramBot } from '../../bots/telegram/bot.js';
import { type BotWorld, startBotWorld } from '../support/bot-world.js';
import {
  buttonsOf,
  type FakeTelegramServer,
  type FakeUser,
  messageIdOf,
  pressCardButton,
  privateChat,
  type RecordedCall,
  requestCard,
  TELEGRAM_LIMITS,
  textOf,
} from '../support/fake-telegram.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { FIXTURE_PATHS, PAGE_METADATA } from '../support/fixtures.js';
import { startTelegramTestBot, type TelegramTestBot } from '../support/telegram-bots.js';
import { untilTestTimeout } from '../support/test-deadline.js';

const PUBLIC_BASE_URL = 'https://fetch.example';

let world: BotWorld;

beforeAll(async () => {
  world = await startBotWorld({ tmpPrefix: 'telegram-limits-test-' });
});

afterAll(async () => {
  await world?.close();
});

/** `count` words of varying length, separated by single spaces. */
const words = (count: number) =>
  Array.from({ length: count }, (_, i) => ['media', 'fetcher', 'a', 'telegram', 'caption'][i % 5]).join(' ');

/** A cut text: at most `max` characters, ending in "…" right after a whole word of `original`. */
function expectCutAtWord(cut: string, original: string, max: number): void {
  expect(cut.length).toBeLessThanOrEqual(max);
  expect(cut.endsWith('…')).toBe(true);
  const kept = cut.slice(0, -1);
  expect(original.startsWith(kept)).toBe(true);
  expect(kept.length).toBeGreaterThan(max / 2);
  expect(kept).toMatch(/\S$/);
  expect(original.charAt(kept.length)).toMatch(/\s/);
}
describe('the bot within those limits', () => {
  let started: TelegramTestBot;
  let fake: FakeTelegramServer;
  let telegram: RunningTelegramBot;
  let user = 5000;
  /** A fresh user (and private chat) per test, so usage rows and chats do not mix. */
  const nextUser = (): FakeUser => ({ id: ++user, first_name: `User${user}` });

  beforeAll(async () => {
    started = await startTelegramTestBot(world, {
      deps: {
        publicBaseUrl: PUBLIC_BASE_URL,
        // 100 KB: MP3 128 and 192 of the 4 s page fit, MP3 256 and 320 (by estimate) and its ~330 KB video do not.
        maxUploadMb: 0.1,
      },
    });
    ({ fake, bot: telegram } = started);
  });

  afterAll(async () => {
    await started?.close();
  });

  /** The newest usage row of `action` for a Telegram user. */
  function lastRow(from: FakeUser, action: 'info' | 'download') {
    return world.database.sqlite
      .prepare(
        `SELECT e.outcome, e.error_code AS errorCode FROM usage_events e JOIN users u ON u.id = e.user_id
         WHERE u.platform = 'telegram' AND u.external_id = ? AND e.action = ? ORDER BY e.id DESC LIMIT 1`,
      )
      .get(String(from.id), action) as { outcome: string; errorCode: string | null } | undefined;
  }

  it('cuts a text or caption over the limit at a word boundary, with an ellipsis', async () => {
    const chat = nextUser().id;
    const long = words(2000);
    const since = fake.calls.length;
    await telegram.bot.api.sendMessage(chat, long);
    await telegram.bot.api.sendPhoto(chat, world.fixtures.url(FIXTURE_PATHS.thumb), { caption: long });
    const [text] = fake.callsOf('sendMessage', since);
    const [photo] = fake.callsOf('sendPhoto', since);
    expect(text?.result).toBeDefined();
    expect(photo?.result).toBeDefined();
    expectCutAtWord(String(text?.params.text), long, MAX_TEXT_LENGTH);
    expectCutAtWord(String(photo?.params.caption), long, MAX_CAPTION_LENGTH);
  });

  it('keeps a card with a very long uploader within the caption limit, cut at a word', async () => {
    // A page like the fixture page whose JSON-LD author is ~3000 characters long.
    const uploader = words(600);
    const dir = path.join(world.dir, 'long-uploader');
    await mkdir(dir, { recursive: true });
    const videoObject = {
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: PAGE_METADATA.title,
      duration: 'PT4S',
      thumbnailUrl: world.fixtures.url(FIXTURE_PATHS.thumb),
      uploadDate: PAGE_METADATA.uploadDate,
      author: { '@type': 'Person', name: uploader },
      contentUrl: world.fixtures.url(FIXTURE_PATHS.directMp4),
    };
    await writeFile(
      path.join(dir, 'page.html'),
      `<!DOCTYPE html><html><head><title>x</title><script type="application/ld+json">${JSON.stringify(videoObject)}</script></head><body></body></html>`,
    );
    const pages: FixtureServer = await startFixtureServer(dir);
    try {
      const card = await requestCard(fake, nextUser(), pages.url('/page.html'));
      expect(card.method).toBe('sendPhoto');
      const lines = textOf(card).split('\n');
      expect(textOf(card).length).toBeLessThanOrEqual(MAX_CAPTION_LENGTH);
      expect(lines[0]).toBe(PAGE_METADATA.title);
      // The uploader is cut after a whole word, and the rest of the card is still there.
      const shownUploader = lines[1]?.split(' · ')[0] ?? '';
      expectCutAtWord(shownUploader, uploader, 200);
      expect(lines).toContain('Choose a format:');
    } finally {
      await pages.close();
    }
  });

  it('leaves out a direct link too long for a message instead of failing to answer', async () => {
    const from = nextUser();
    // Each "~" becomes "%7E" in the link: ~5700 characters, more than a message holds.
    const url = `${world.fixtures.url(FIXTURE_PATHS.page)}?q=${'~'.repeat(1900)}`;
    const since = pressCardButton(fake, from, await requestCard(fake, from, url), /^⚠️ 320$/);
    const answer = await fake.waitForCall((c) => c.method === 'sendMessage' && textOf(c).includes('too large'), {
      since,
    });
    expect(answer.result).toBeDefined();
    expect(textOf(answer).length).toBeLessThanOrEqual(MAX_TEXT_LENGTH);
    expect(textOf(answer)).toMatch(
      /^MP3 320 kbps: this file is too large to send here\. Telegram lets bots upload up to \d+ kB\./,
    );
    expect(textOf(answer)).toContain('The direct link is too long to send here');
    expect(textOf(answer)).not.toContain(PUBLIC_BASE_URL);
  });

  it('takes an edit that changes nothing as done', async () => {
    const chat = nextUser().id;
    const sent = await telegram.bot.api.sendMessage(chat, 'unchanged');
    const since = fake.calls.length;
    await expect(telegram.bot.api.editMessageText(chat, sent.message_id, 'unchanged')).resolves.toBe(true);
    // Telegram did answer "not modified"; the bot's API took it as success.
    expect(fake.callsOf('editMessageText', since)[0]?.error?.description).toMatch(/message is not modified/);
  });

  it('answers a 413 on upload like a file over the size limit', async () => {
    const from = nextUser();
    const card = await requestCard(fake, from, world.fixtures.url(FIXTURE_PATHS.page));
    // The MP3 (~64 KB and a thumbnail) is within the bot's 100 KB, but this server takes 30 KB.
    fake.setUploadLimit(30_000);
    try {
      const since = pressCardButton(fake, from, card, /^MP3 128$/);
      const final = await fake.waitForCall(
        (c) => c.method === 'editMessageText' && textOf(c).includes('too large to send here'),
        { since },
      );
      expect(final.result).toBeDefined();
      expect(textOf(final)).toContain(`Download it directly instead: ${PUBLIC_BASE_URL}/api/download?`);
      // Refused once, not retried: a 413 will not change.
      const uploads = fake.callsOf('sendAudio', since);
      expect(uploads).toHaveLength(1);
      expect(uploads[0]?.error).toEqual({ error_code: 413, description: 'Request Entity Too Large' });
      await expect
        .poll(() => lastRow(from, 'download'), untilTestTimeout())
        .toEqual({
          outcome: 'cancelled',
          errorCode: 'over_upload_limit',
        });
    } finally {
      fake.setUploadLimit(TELEGRAM_LIMITS.uploadBytes);
    }
  });

  it('sends the card as a new message when "Looking it up…" was deleted', async () => {
    const from = nextUser();
    const since = fake.calls.length;
    fake.vanishNext((c) => c.method === 'sendMessage' && textOf(c).startsWith('Looking it up'));
    // The HLS fixture has no thumbnail: its card is an edit of "Looking it up…".
    fake.sendText(from, privateChat(from), world.fixtures.url(FIXTURE_PATHS.hls));
    const card = await fake.waitForCall(
      (c) => c.method === 'sendMessage' && c.result !== undefined && buttonsOf(c).length > 0,
      { since },
    );
    const lookingUp = fake.callsOf('sendMessage', since)[0] as RecordedCall;
    const failedEdit = fake
      .callsOf('editMessageText', since)
      .find((c) => Number(c.params.message_id) === messageIdOf(lookingUp));
    expect(failedEdit?.error?.description).toBe('Bad Request: message to edit not found');
    expect(textOf(card)).toContain('Choose a format:');
    expect(messageIdOf(card)).not.toBe(messageIdOf(lookingUp));
    expect(lastRow(from, 'info')).toEqual({ outcome: 'ok', errorCode: null });
  });

  it('says how a download ended in a new message when its status message was deleted', async () => {
    const from = nextUser();
    const card = await requestCard(fake, from, world.fixtures.url(FIXTURE_PATHS.page));
    fake.vanishNext((c) => c.method === 'sendMessage' && buttonsOf(c).some((b) => b.text === 'Cancel'));
    // The page's video has no size estimate: it turns out too large (~330 KB > 100 KB) while downloading.
    const video = buttonsOf(card).find((b) => !/^(⚠️ )?(MP3 )?\d+$/.test(b.text));
    if (!video) throw new Error('the card has no video button');
    const since = pressCardButton(fake, from, card, video);
    // The first edit after the deletion is sent as a new message. Whether that edit is a progress
    // text (then the last words are an edit of the new message) or the last words themselves
    // depends on how far the download got within the status throttle: both are shown in a new message.
    const final = await fake.waitForCall(
      (c) =>
        (c.method === 'sendMessage' || c.method === 'editMessageText') &&
        c.result !== undefined &&
        textOf(c).includes('too large to send here'),
      { since },
    );
    const status = fake.callsOf('sendMessage', since).find((c) => buttonsOf(c).some((b) => b.text === 'Cancel'));
    const editsOfStatus = fake
      .callsOf('editMessageText', since)
      .filter((c) => Number(c.params.message_id) === messageIdOf(status as RecordedCall));
    expect(editsOfStatus.length).toBeGreaterThan(0);
    expect(editsOfStatus.every((c) => c.error?.description === 'Bad Request: message to edit not found')).toBe(true);
    // The message holding the last words is one the bot sent after the status message.
    const sent = fake.callsOf('sendMessage', since).filter((c) => c.result !== undefined);
    const sentLater = sent.slice(sent.indexOf(status as RecordedCall) + 1).map(messageIdOf);
    const shownIn = final.method === 'sendMessage' ? messageIdOf(final) : Number(final.params.message_id);
    expect(sentLater).toContain(shownIn);
    expect(textOf(final)).toContain(`Download it directly instead: ${PUBLIC_BASE_URL}/api/download?`);
    await expect
      .poll(() => lastRow(from, 'download'), untilTestTimeout())
      .toEqual({
        outcome: 'cancelled',
        errorCode: 'over_upload_limit',
      });
  });
});
