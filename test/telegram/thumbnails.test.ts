/**
 * Upload thumbnails: sendVideo and sendAudio carry a ≤ 320 px JPEG made by
 * MediaService.thumbnail from the media's thumbnail URL (also on the retry of
 * a failed upload); a thumbnail that cannot be had never stops the upload;
 * the JPEG is removed whatever happens. The real bot against the fake Bot
 * API, the real MediaService on the loopback fixtures; the MediaApi is only
 * wrapped, to record the thumbnails made or to make one step fail.
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorSentence } from '../../bots/shared/texts.js';
import { type RunningTelegramBot, startTelegramBot } from '../../bots/telegram/bot.js';
import { MediaError } from '../../src/media/errors.js';
import type { MediaApi } from '../../src/media/types.js';
import { type BotWorld, startBotWorld } from '../support/bot-world.js';
import {
  buttonsOf,
  cardMessageId,
  type FakeChat,
  type FakeTelegramServer,
  type FakeUser,
  type InlineButton,
  type RecordedCall,
  startFakeTelegram,
  textOf,
  type UploadedFile,
} from '../support/fake-telegram.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';
import { probeFile, videoStream } from '../support/probe.js';

const alice: FakeUser = { id: 4001, first_name: 'Alice' };
const chat: FakeChat = { id: alice.id, type: 'private' };

const isCard = (c: RecordedCall) =>
  c.method === 'sendPhoto' || (c.method === 'editMessageText' && buttonsOf(c).length > 0);
const delivered = (method: string) => (c: RecordedCall) => c.method === method && c.result !== undefined;

/** Everything the fake recorded as a file part, whatever its field. */
const fileParams = (call: RecordedCall) =>
  Object.entries(call.params).filter(([, v]) => typeof v === 'object' && v !== null && 'size' in v);

/** A thumbnail the wrapped MediaApi handed out, and whether its cleanup was called. */
interface MadeThumbnail {
  path: string;
  cleanedUp: boolean;
}

/** Delegates to the real service, recording each thumbnail made. */
function recordingMedia(real: MediaApi, made: MadeThumbnail[]): MediaApi {
  return {
    info: (url, options) => real.info(url, options),
    download: (request, options) => real.download(request, options),
    assertAllowedUrl: (url) => real.assertAllowedUrl(url),
    thumbnail: async (url, options) => {
      const thumbnail = await real.thumbnail(url, options);
      const entry: MadeThumbnail = { path: thumbnail.path, cleanedUp: false };
      made.push(entry);
      return {
        path: thumbnail.path,
        cleanup: async () => {
          entry.cleanedUp = true;
          await thumbnail.cleanup();
        },
      };
    },
  };
}

/** The thumbnail part of an upload: a JPEG (mjpeg) of at most 320×320 px. */
async function expectJpegThumbnail(call: RecordedCall): Promise<void> {
  const part = call.params.thumbnail as UploadedFile | undefined;
  expect(part).toMatchObject({ size: expect.any(Number) });
  expect(part?.size).toBeGreaterThan(0);
  const picture = videoStream(await probeFile((part as UploadedFile).path));
  expect(picture?.codec_name).toBe('mjpeg');
  expect(picture?.width).toBeGreaterThan(0);
  expect(picture?.width).toBeLessThanOrEqual(320);
  expect(picture?.height).toBeGreaterThan(0);
  expect(picture?.height).toBeLessThanOrEqual(320);
}

describe('Telegram bot: upload thumbnails', () => {
  let world: BotWorld;
  const started: { fake: FakeTelegramServer; bot: RunningTelegramBot }[] = [];

  beforeAll(async () => {
    world = await startBotWorld({ tmpPrefix: 'telegram-thumb-test-' });
  });

  afterAll(async () => {
    for (const { bot, fake } of started) {
      await bot.stop();
      await fake.close();
    }
    await world?.close();
  });

  async function startBot(name: string, media: MediaApi) {
    const fake = await startFakeTelegram({ uploadDir: path.join(world.dir, `uploads-${name}`) });
    const bot = await startTelegramBot({
      token: fake.token,
      apiRoot: fake.apiRoot,
      media,
      usage: world.usage,
      db: world.database.db,
      logger: pino({ level: process.env.TG_TEST_LOG ?? 'silent' }),
      tmpDir: path.join(world.dir, `bot-tmp-${name}`),
      maxUploadMb: 50,
      ownerIds: [],
    });
    started.push({ fake, bot });
    return fake;
  }

  /**
   * The page fixture's card. Each bot asks with its own query string: the
   * bots share one database, and a file_id cached by another would be resent
   * without an upload.
   */
  async function pageCard(fake: FakeTelegramServer, run: string): Promise<RecordedCall> {
    const since = fake.calls.length;
    fake.sendText(alice, chat, world.fixtures.url(`${FIXTURE_PATHS.page}?run=${run}`));
    const card = await fake.waitForCall(isCard, { since, timeoutMs: 30_000 });
    // The page has a JSON-LD thumbnail: the card is a photo.
    expect(card.method).toBe('sendPhoto');
    return card;
  }

  function button(card: RecordedCall, label: RegExp): InlineButton {
    const found = buttonsOf(card).find((b) => label.test(b.text));
    if (!found) throw new Error(`no button ${label} on the card: ${buttonsOf(card).map((b) => b.text)}`);
    return found;
  }
  /** The page's one format: its MP4 (a direct file without a listed height). */
  const videoButton = (card: RecordedCall) => button(card, /^mp4\b/);

  async function press(fake: FakeTelegramServer, card: RecordedCall, choice: InlineButton, method: string) {
    const since = fake.calls.length;
    fake.pressButton(alice, chat, cardMessageId(card), choice.callback_data);
    const sent = await fake.waitForCall(delivered(method), { since, timeoutMs: 40_000 });
    return { since, sent };
  }

  /** No job folder of the bot, and no job folder of the media service (downloads, thumbnails), is left. */
  async function expectNoTempFiles(name: string): Promise<void> {
    await expect
      .poll(() => readdir(path.join(world.dir, `bot-tmp-${name}`)).catch(() => 'missing'), { timeout: 5000 })
      .toEqual([]);
    await expect
      .poll(async () => (await readdir(path.join(world.dir, 'media-tmp'))).filter((n) => n.startsWith('job-')), {
        timeout: 5000,
      })
      .toEqual([]);
  }

  describe('with the real thumbnails', () => {
    let fake: FakeTelegramServer;
    let card: RecordedCall;
    const made: MadeThumbnail[] = [];

    beforeAll(async () => {
      fake = await startBot('a', recordingMedia(world.media, made));
      card = await pageCard(fake, 'a');
    });

    it('sends the video with sendVideo and a JPEG thumbnail of at most 320 px', async () => {
      const { sent } = await press(fake, card, videoButton(card), 'sendVideo');
      expect((sent.params.video as UploadedFile).size).toBeGreaterThan(0);
      expect(sent.params.supports_streaming).toBe(true);
      expect(
        fileParams(sent)
          .map(([name]) => name)
          .sort(),
      ).toEqual(['thumbnail', 'video']);
      await expectJpegThumbnail(sent);
      expect(made).toHaveLength(1);
      // Removed once the job is over.
      await expect.poll(() => made[0]?.cleanedUp, { timeout: 5000 }).toBe(true);
      expect(existsSync(made[0]?.path ?? '')).toBe(false);
    });

    it('sends MP3 with sendAudio and a JPEG thumbnail of at most 320 px', async () => {
      const { sent } = await press(fake, card, button(card, /^320$/), 'sendAudio');
      expect((sent.params.audio as UploadedFile).filename).toMatch(/\.mp3$/);
      expect(
        fileParams(sent)
          .map(([name]) => name)
          .sort(),
      ).toEqual(['audio', 'thumbnail']);
      await expectJpegThumbnail(sent);
      expect(made).toHaveLength(2);
      await expect.poll(() => made[1]?.cleanedUp, { timeout: 5000 }).toBe(true);
      expect(existsSync(made[1]?.path ?? '')).toBe(false);
    });

    it('sends the thumbnail again when a failed upload is retried', async () => {
      fake.failNext('sendAudio', 1);
      const { since } = await press(fake, card, button(card, /^192$/), 'sendAudio');
      const attempts = fake.callsOf('sendAudio', since);
      expect(attempts).toHaveLength(2);
      expect(attempts[0]?.result).toBeUndefined();
      for (const attempt of attempts) await expectJpegThumbnail(attempt);
      const [first, second] = attempts.map((c) => c.params.thumbnail as UploadedFile);
      expect(second?.size).toBe(first?.size);
    });

    it('resends a cached file_id without fetching a thumbnail', async () => {
      const before = made.length;
      const { sent } = await press(fake, card, videoButton(card), 'sendVideo');
      expect(typeof sent.params.video).toBe('string');
      expect(sent.params.thumbnail).toBeUndefined();
      expect(made).toHaveLength(before);
    });

    it('leaves no temporary files behind', async () => {
      expect(made.every((m) => m.cleanedUp && !existsSync(m.path))).toBe(true);
      await expectNoTempFiles('a');
    });
  });

  describe('when the thumbnail cannot be had', () => {
    let fake: FakeTelegramServer;
    let card: RecordedCall;
    const asked: string[] = [];

    beforeAll(async () => {
      const real = world.media;
      fake = await startBot('b', {
        info: (url, options) => real.info(url, options),
        download: (request, options) => real.download(request, options),
        assertAllowedUrl: (url) => real.assertAllowedUrl(url),
        thumbnail: async (url) => {
          asked.push(url);
          throw new MediaError('media_unavailable', 'no thumbnail in this test');
        },
      });
      card = await pageCard(fake, 'b');
    });

    it('still uploads the video, without a thumbnail part', async () => {
      const { sent } = await press(fake, card, videoButton(card), 'sendVideo');
      expect(asked).toEqual([world.fixtures.url(FIXTURE_PATHS.thumb)]);
      expect(sent.params.thumbnail).toBeUndefined();
      expect(fileParams(sent).map(([name]) => name)).toEqual(['video']);
    });

    it('still uploads the MP3, without a thumbnail part', async () => {
      const { sent } = await press(fake, card, button(card, /^MP3 128$/), 'sendAudio');
      expect(asked).toHaveLength(2);
      expect(sent.params.thumbnail).toBeUndefined();
      expect(fileParams(sent).map(([name]) => name)).toEqual(['audio']);
    });

    it('leaves no temporary files behind', async () => {
      await expectNoTempFiles('b');
    });
  });

  describe('when the download fails after the thumbnail was made', () => {
    let fake: FakeTelegramServer;
    const made: MadeThumbnail[] = [];

    beforeAll(async () => {
      const recording = recordingMedia(world.media, made);
      let thumbnailMade: Promise<unknown> = Promise.resolve();
      fake = await startBot('c', {
        ...recording,
        thumbnail: (url, options) => {
          const made = recording.thumbnail(url, options);
          thumbnailMade = made.catch(() => undefined);
          return made;
        },
        // Fails once the thumbnail exists, so that the job must remove it.
        download: async () => {
          await thumbnailMade;
          throw new MediaError('media_unavailable', 'download refused by the test');
        },
      });
    });

    it('says what failed and removes the thumbnail', async () => {
      const card = await pageCard(fake, 'c');
      const since = fake.calls.length;
      fake.pressButton(alice, chat, cardMessageId(card), videoButton(card).callback_data);
      const sentence = errorSentence(new MediaError('media_unavailable', ''));
      await fake.waitForCall((c) => c.method === 'editMessageText' && textOf(c) === sentence, {
        since,
        timeoutMs: 30_000,
      });
      expect(fake.calls.slice(since).filter((c) => ['sendVideo', 'sendAudio'].includes(c.method))).toEqual([]);
      expect(made).toHaveLength(1);
      await expect.poll(() => made[0]?.cleanedUp, { timeout: 5000 }).toBe(true);
      expect(existsSync(made[0]?.path ?? '')).toBe(false);
      await expectNoTempFiles('c');
    });
  });
});
