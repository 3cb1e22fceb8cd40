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
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorSentence } from '../../bots/shared/texts.js';
import { sentence, translator } from '../../src/i18n/index.js';
import { MediaError } from '../../src/media/errors.js';
import type { MediaApi } from '../../src/media/types.js';
import { type BotWorld, startBotWorld } from '../support/bot-world.js';
import {
  type FakeTelegramServer,
  type FakeUser,
  pressCardButton,
  pressForFile,
  type RecordedCall,
  requestCard,
  textOf,
  type UploadedFile,
} from '../support/fake-telegram.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';
import { telegramBots } from '../support/telegram-bots.js';
import { untilTestTimeout } from '../support/test-deadline.js';
import { expectJpegThumbnail, fileParams, type MadeThumbnail, recordingMedia } from './thumbnail-checks.js';

const en = translator('en');

const alice: FakeUser = { id: 4001, first_name: 'Alice' };
describe('Telegram bot: upload thumbnails', () => {
  let world: BotWorld;
  let bots: ReturnType<typeof telegramBots>;

  beforeAll(async () => {
    world = await startBotWorld({ tmpPrefix: 'telegram-thumb-test-' });
    bots = telegramBots(world);
  });

  afterAll(async () => {
    await bots?.stopAll();
    await world?.close();
  });

  async function startBot(name: string, media: MediaApi) {
    return (await bots.start(name, { media })).fake;
  }

  /**
   * The page fixture's card. Each test asks with its own query string: the
   * bots share one database, and a file_id cached by another test would be
   * resent without an upload.
   */
  async function pageCard(fake: FakeTelegramServer, run: string): Promise<RecordedCall> {
    const card = await requestCard(fake, alice, world.fixtures.url(`${FIXTURE_PATHS.page}?run=${run}`));
    // The page has a JSON-LD thumbnail: the card is a photo.
    expect(card.method).toBe('sendPhoto');
    return card;
  }

  /** The page's one format: its MP4 (a direct file without a listed height). */
  const VIDEO = /^Video\b/;

  /** Opens a card of its own for `run` and presses the button `label`; resolves with the file sent with `method`. */
  async function deliver(fake: FakeTelegramServer, run: string, label: RegExp, method: string) {
    return pressForFile(fake, alice, await pageCard(fake, run), label, { method });
  }

  /** No job folder of the bot, and no job folder of the media service (downloads, thumbnails), is left. */
  async function expectNoTempFiles(name: string): Promise<void> {
    await expect
      .poll(() => readdir(path.join(world.dir, `bot-tmp-${name}`)).catch(() => 'missing'), untilTestTimeout())
      .toEqual([]);
    await expect
      .poll(
        async () => (await readdir(path.join(world.dir, 'media-tmp'))).filter((n) => n.startsWith('job-')),
        untilTestTimeout(),
      )
      .toEqual([]);
  }

  describe('with the real thumbnails', () => {
    let fake: FakeTelegramServer;
    const made: MadeThumbnail[] = [];
    /** How many thumbnails had been made when the test began. */
    let madeBefore = 0;
    const madeInTest = () => made.slice(madeBefore);

    beforeAll(async () => {
      fake = await startBot('a', recordingMedia(world.media, made));
    });

    beforeEach(() => {
      madeBefore = made.length;
    });

    it('sends the video with sendVideo and a JPEG thumbnail of at most 320 px', async () => {
      const { sent } = await deliver(fake, 'a-video', VIDEO, 'sendVideo');
      expect((sent.params.video as UploadedFile).size).toBeGreaterThan(0);
      expect(sent.params.supports_streaming).toBe(true);
      expect(
        fileParams(sent)
          .map(([name]) => name)
          .sort(),
      ).toEqual(['thumbnail', 'video']);
      await expectJpegThumbnail(sent);
      expect(madeInTest()).toHaveLength(1);
      // Removed once the job is over.
      await expect.poll(() => madeInTest()[0]?.cleanedUp, untilTestTimeout()).toBe(true);
      expect(existsSync(madeInTest()[0]?.path ?? '')).toBe(false);
    });

    it('sends MP3 with sendAudio and a JPEG thumbnail of at most 320 px', async () => {
      const { sent } = await deliver(fake, 'a-mp3', /^320$/, 'sendAudio');
      expect((sent.params.audio as UploadedFile).filename).toMatch(/\.mp3$/);
      expect(
        fileParams(sent)
          .map(([name]) => name)
          .sort(),
      ).toEqual(['audio', 'thumbnail']);
      await expectJpegThumbnail(sent);
      expect(madeInTest()).toHaveLength(1);
      await expect.poll(() => madeInTest()[0]?.cleanedUp, untilTestTimeout()).toBe(true);
      expect(existsSync(madeInTest()[0]?.path ?? '')).toBe(false);
    });

    it('sends the thumbnail again when an upload refused unread (429) is sent again', async () => {
      const card = await pageCard(fake, 'a-retry');
      fake.failNext('sendAudio', 1, 429);
      const { since } = await pressForFile(fake, alice, card, /^192$/, { method: 'sendAudio' });
      const attempts = fake.callsOf('sendAudio', since);
      expect(attempts).toHaveLength(2);
      expect(attempts[0]?.result).toBeUndefined();
      for (const attempt of attempts) await expectJpegThumbnail(attempt);
      const [first, second] = attempts.map((c) => c.params.thumbnail as UploadedFile);
      expect(second?.size).toBe(first?.size);
    });

    it('resends a cached file_id without fetching a thumbnail', async () => {
      // The first press of this card uploads the video (and caches its file_id); the second is the resend.
      const card = await pageCard(fake, 'a-cache');
      await pressForFile(fake, alice, card, VIDEO, { method: 'sendVideo' });
      const before = made.length;
      const { sent } = await pressForFile(fake, alice, card, VIDEO, { method: 'sendVideo' });
      expect(typeof sent.params.video).toBe('string');
      expect(sent.params.thumbnail).toBeUndefined();
      expect(made).toHaveLength(before);
    });

    it('leaves no temporary files behind', async () => {
      // A delivery of its own, so that there is something to clean up whichever tests ran before.
      await deliver(fake, 'a-clean', /^MP3 128$/, 'sendAudio');
      expect(madeInTest()).toHaveLength(1);
      // (Polled: the job that has just sent its file may still be removing its thumbnail.)
      await expect.poll(() => made.every((m) => m.cleanedUp && !existsSync(m.path)), untilTestTimeout()).toBe(true);
      await expectNoTempFiles('a');
    });
  });

  describe('when the thumbnail cannot be had', () => {
    let fake: FakeTelegramServer;
    const asked: string[] = [];
    /** How many thumbnails had been asked for when the test began. */
    let askedBefore = 0;
    const askedInTest = () => asked.slice(askedBefore);

    beforeAll(async () => {
      const real = world.media;
      fake = await startBot('b', {
        info: (url, options) => real.info(url, options),
        cachedInfo: (url) => real.cachedInfo(url),
        download: (request, options) => real.download(request, options),
        assertAllowedUrl: (url) => real.assertAllowedUrl(url),
        thumbnail: async (url) => {
          asked.push(url);
          throw new MediaError('media_unavailable', sentence('error-code-media-unavailable'));
        },
      });
    });

    beforeEach(() => {
      askedBefore = asked.length;
    });

    it('still uploads the video, without a thumbnail part', async () => {
      const { sent } = await deliver(fake, 'b-video', VIDEO, 'sendVideo');
      expect(askedInTest()).toEqual([world.fixtures.url(FIXTURE_PATHS.thumb)]);
      expect(sent.params.thumbnail).toBeUndefined();
      expect(fileParams(sent).map(([name]) => name)).toEqual(['video']);
    });

    it('still uploads the MP3, without a thumbnail part', async () => {
      const { sent } = await deliver(fake, 'b-mp3', /^MP3 128$/, 'sendAudio');
      expect(askedInTest()).toHaveLength(1);
      expect(sent.params.thumbnail).toBeUndefined();
      expect(fileParams(sent).map(([name]) => name)).toEqual(['audio']);
    });

    it('leaves no temporary files behind', async () => {
      // A delivery of its own, so that there is something to clean up whichever tests ran before.
      await deliver(fake, 'b-clean', /^MP3 128$/, 'sendAudio');
      await expectNoTempFiles('b');
    });
  });

  describe('when the thumbnail is made after the file, as on a busy machine', () => {
    let fake: FakeTelegramServer;
    const made: MadeThumbnail[] = [];
    /** Beyond the bots' default wait of 1.5 s for a thumbnail, which the test world lengthens. */
    const LATE_MS = 3_000;

    beforeAll(async () => {
      const recording = recordingMedia(world.media, made);
      // The thumbnail starts alongside the download: it waits for the file through this.
      let fileIsDone = () => {};
      const fileDone = new Promise<void>((resolve) => (fileIsDone = resolve));
      fake = await startBot('d', {
        ...recording,
        download: async (request, options) => {
          const handle = await recording.download(request, options);
          void handle.done.finally(fileIsDone).catch(() => undefined);
          return handle;
        },
        // Ready only LATE_MS after the file is: a slow ffmpeg.
        thumbnail: async (url, options) => {
          const thumbnail = await recording.thumbnail(url, options);
          await fileDone;
          await sleep(LATE_MS);
          return thumbnail;
        },
      });
    });

    it('still waits for it and sends the MP3 with it', async () => {
      const { sent } = await deliver(fake, 'd-mp3', /^MP3 128$/, 'sendAudio');
      await expectJpegThumbnail(sent);
      await expectNoTempFiles('d');
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
          throw new MediaError('media_unavailable', sentence('error-code-media-unavailable'));
        },
      });
    });

    it('says what failed and removes the thumbnail', async () => {
      const since = pressCardButton(fake, alice, await pageCard(fake, 'c'), VIDEO);
      const said = errorSentence(en, new MediaError('media_unavailable', sentence('error-code-media-unavailable')));
      await fake.waitForCall((c) => c.method === 'editMessageText' && textOf(c) === said, { since });
      expect(fake.calls.slice(since).filter((c) => ['sendVideo', 'sendAudio'].includes(c.method))).toEqual([]);
      expect(made).toHaveLength(1);
      await expect.poll(() => made[0]?.cleanedUp, untilTestTimeout()).toBe(true);
      expect(existsSync(made[0]?.path ?? '')).toBe(false);
      await expectNoTempFiles('c');
    });
  });
});
