/**
 * Graceful stop (a grace period for running jobs, no new updates meanwhile),
 * the owners' /update, and the thumbnail URL check before sendPhoto. The real
 * bot against the fake Bot API, the real MediaService (here with the
 * `origins` private-URL rule) on the loopback fixtures, and the real usage
 * service; only the yt-dlp maintenance object is a stub (an injected
 * dependency whose real version would update a binary).
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { RunningTelegramBot, TelegramBotDeps } from '../../bots/telegram/bot.js';
import { sentence, translate } from '../../src/i18n/index.js';
import { MediaError } from '../../src/media/errors.js';
import type { YtdlpFreshness } from '../../src/media/tools/ytdlp-freshness.js';
import type { MediaApi } from '../../src/media/types.js';
import { type BotWorld, startBotWorld, stubMaintenance } from '../support/bot-world.js';
import {
  buttonsOf,
  buttonUpdate,
  cardMessageId,
  privateChat as chatOf,
  type FakeTelegramServer,
  type FakeUser,
  isCard,
  isFileSent,
  messageIdOf,
  pressCardButton,
  type RecordedCall,
  requestCard,
  textOf,
  textUpdate,
} from '../support/fake-telegram.js';
import { FIXTURE_PATHS, PAGE_METADATA } from '../support/fixtures.js';
import { telegramBots } from '../support/telegram-bots.js';

const MAINTENANCE_UNAVAILABLE = translate('en', 'bot-update-unavailable');
const STOPPED_FOR_RESTART = translate('en', 'bot-stopped-for-restart');

const alice: FakeUser = { id: 3001, first_name: 'Alice' };
const owner: FakeUser = { id: 3999, first_name: 'Owner' };

const isStatus = (c: RecordedCall) => c.method === 'sendMessage' && buttonsOf(c).some((b) => b.text === 'Cancel');

const STALE: YtdlpFreshness = {
  version: '2023.03.04',
  ageDays: 400,
  stale: true,
  updatable: true,
  advice: 'yt-dlp 2023.03.04 is 400 days old; run "npm run ytdlp:update".',
  adviceSentence: sentence('ytdlp-advice-bundled', { version: '2023.03.04', days: 400 }),
};
const UPDATE_MESSAGE = 'yt-dlp: Updated yt-dlp to stable@2026.11.01. Restart to use the new version.';

describe('Telegram bot: graceful stop, /update and the thumbnail check', () => {
  let world: BotWorld;
  let bots: ReturnType<typeof telegramBots>;
  const { maintenance, updates } = stubMaintenance(STALE, 'Updated yt-dlp to stable@2026.11.01');

  beforeAll(async () => {
    world = await startBotWorld({
      tmpPrefix: 'telegram-stop-test-',
      // /slow/direct.mp4 (~330 KB) trickles for about 3 s.
      fixtures: { slowIntervalMs: 150 },
      // Private addresses are refused except the fixture server's origin.
      privateUrls: (fixtures) => ({ kind: 'origins', origins: [fixtures.origin] }),
      ownerIds: [`telegram:${owner.id}`],
    });
    bots = telegramBots(world);
  });

  afterAll(async () => {
    // Also closes the webhook bot's Fastify app.
    await bots?.stopAll();
    await world?.close();
  });

  const startBot = (name: string, extra: Partial<TelegramBotDeps> = {}) =>
    bots.start(name, { ownerIds: [`telegram:${owner.id}`], ...extra });

  describe('polling, with maintenance', () => {
    let fake: FakeTelegramServer;

    beforeAll(async () => {
      ({ fake } = await startBot('a', { maintenance }));
    });

    it('sends the photo card when the thumbnail URL is allowed by the private-URL rule', async () => {
      const card = await requestCard(fake, alice, world.fixtures.url(FIXTURE_PATHS.page));
      expect(card.method).toBe('sendPhoto');
      expect(card.params.photo).toBe(world.fixtures.url(FIXTURE_PATHS.thumb));
      expect(textOf(card)).toContain(PAGE_METADATA.title);
    });

    it('puts /update in the owner menu and gives owners the yt-dlp age, advice and update result', async () => {
      const menuOf = (isOwnerMenu: boolean) => {
        const call = fake
          .callsOf('setMyCommands')
          .find((c) => ((c.params.scope as { chat_id?: number } | undefined)?.chat_id === owner.id) === isOwnerMenu);
        return ((call?.params.commands ?? []) as { command: string }[]).map((c) => c.command);
      };
      expect(menuOf(true)).toContain('update');
      expect(menuOf(true)).toContain('stats');
      expect(menuOf(false)).toContain('help');
      expect(menuOf(false)).not.toContain('update');

      const updatesBefore = updates.length;
      const since = fake.calls.length;
      fake.sendText(owner, chatOf(owner), '/update');
      const result = await fake.waitForCall((c) => c.method === 'sendMessage' && textOf(c) === UPDATE_MESSAGE, {
        since,
      });
      const replies = fake.callsOf('sendMessage', since);
      const status = replies[0] as RecordedCall;
      expect(textOf(status)).toContain('yt-dlp 2023.03.04, 400 days old.');
      expect(textOf(status)).toContain(STALE.advice);
      expect(status.at).toBeLessThanOrEqual(result.at);
      expect(updates).toHaveLength(updatesBefore + 1);
    });

    it('refuses /update to someone who is not an owner', async () => {
      const updatesBefore = updates.length;
      const since = fake.calls.length;
      fake.sendText(alice, chatOf(alice), '/update');
      const reply = await fake.waitForCall((c) => c.method === 'sendMessage', { since });
      expect(textOf(reply)).toBe('This command is for the owners of this bot.');
      // One chat's updates are handled in order: by the time /help is answered, the /update handler has
      // returned, and an update it wrongly started has called the maintenance object (updateYtdlp is
      // called at once, before the handler returns) and begun sending its result.
      const helpSince = fake.calls.length;
      fake.sendText(alice, chatOf(alice), '/help');
      const help = await fake.waitForCall((c) => c.method === 'sendMessage', { since: helpSince });
      expect(textOf(help)).toContain('Send me a link');
      expect(fake.callsOf('sendMessage', since)).toEqual([reply, help]);
      expect(updates).toHaveLength(updatesBefore);
    });

    it('stop with a long grace period takes no new updates and lets a running download be delivered', async () => {
      // A bot of its own, since this one is stopped.
      const { fake, bot } = await startBot('a-stop', { maintenance });
      const card = await requestCard(fake, alice, world.fixtures.url(`/slow${FIXTURE_PATHS.directMp4}`));
      const since = pressCardButton(fake, alice, card, buttonsOf(card)[0]!);
      await fake.waitForCall(isStatus, { since });

      const stopAt = Date.now();
      const stopping = bot.stop({ graceMs: 30_000 });
      const afterStop = fake.calls.length;
      fake.sendText(alice, chatOf(alice), '/help');
      await stopping;

      const delivered = fake.calls.slice(since).find(isFileSent);
      expect(delivered).toBeDefined();
      // The job was still running when stop() began: the file came during the grace period.
      expect(delivered?.at).toBeGreaterThanOrEqual(stopAt);
      expect(fake.callsOf('editMessageText', since).map(textOf)).not.toContain(STOPPED_FOR_RESTART);
      // The update sent after stop() began was never taken.
      expect(fake.callsOf('sendMessage', afterStop).filter((c) => textOf(c).includes('Send me a link'))).toEqual([]);
      expect(await readdir(path.join(world.dir, 'bot-tmp-a-stop'))).toEqual([]);
    });
  });

  describe('without maintenance, with a MediaApi that refuses thumbnail URLs', () => {
    let fake: FakeTelegramServer;
    const checked: string[] = [];

    beforeAll(async () => {
      const refusing: MediaApi = {
        info: (url, options) => world.media.info(url, options),
        cachedInfo: (url) => world.media.cachedInfo(url),
        download: (request, options) => world.media.download(request, options),
        assertAllowedUrl: async (url) => {
          checked.push(url);
          throw new MediaError('url_not_allowed', sentence('error-code-url-not-allowed'));
        },
        thumbnail: (url, options) => world.media.thumbnail(url, options),
      };
      ({ fake } = await startBot('b', { media: refusing }));
    });

    it('sends the text card and never calls sendPhoto', async () => {
      const card = await requestCard(fake, alice, world.fixtures.url(FIXTURE_PATHS.page));
      expect(card.method).toBe('editMessageText');
      expect(textOf(card)).toContain(PAGE_METADATA.title);
      expect(buttonsOf(card).length).toBeGreaterThan(0);
      expect(checked).toEqual([world.fixtures.url(FIXTURE_PATHS.thumb)]);
      expect(fake.callsOf('sendPhoto')).toEqual([]);
    });

    it('says /update is not available', async () => {
      const since = fake.calls.length;
      fake.sendText(owner, chatOf(owner), '/update');
      const reply = await fake.waitForCall((c) => c.method === 'sendMessage', { since });
      expect(textOf(reply)).toBe(MAINTENANCE_UNAVAILABLE);
    });
  });

  describe('webhook mode', () => {
    const WEBHOOK_URL = 'https://bot.example/telegram/stop-hook';
    const SECRET = 'stop_secret';
    let fake: FakeTelegramServer;
    let bot: RunningTelegramBot;
    let app: FastifyInstance;
    let nextUpdateId = 1;
    let nextMessageId = 1;

    const post = (update: object) =>
      app.inject({
        method: 'POST',
        url: new URL(WEBHOOK_URL).pathname,
        headers: { 'x-telegram-bot-api-secret-token': SECRET },
        payload: { update_id: nextUpdateId++, ...update },
      });

    beforeAll(async () => {
      app = Fastify();
      ({ fake, bot } = await startBot('c', { webhook: { url: WEBHOOK_URL, secret: SECRET, fastify: app } }));
      await app.ready();
    });

    it('stop with a short grace period refuses new updates, cancels the download and resolves soon', async () => {
      let since = fake.calls.length;
      // Another URL than the first stop test's: that file is in the file_id cache (same database) now.
      const link = world.fixtures.url(`/slow${FIXTURE_PATHS.directMp4}?run=webhook`);
      expect((await post(textUpdate(alice, chatOf(alice), link, nextMessageId++))).statusCode).toBe(200);
      const card = await fake.waitForCall(isCard, { since });
      since = fake.calls.length;
      const press = buttonUpdate(
        alice,
        chatOf(alice),
        cardMessageId(card),
        buttonsOf(card)[0]?.callback_data ?? '',
        fake.botUser.id,
      );
      expect((await post(press)).statusCode).toBe(200);
      const status = await fake.waitForCall(isStatus, { since });

      const graceMs = 500;
      const stopAt = Date.now();
      const stopping = bot.stop({ graceMs });
      // Refused, so that Telegram delivers it again to the next process.
      const refused = await post(textUpdate(alice, chatOf(alice), '/help', nextMessageId++));
      expect(refused.statusCode).toBe(503);
      await stopping;
      const took = Date.now() - stopAt;
      expect(took).toBeGreaterThanOrEqual(graceMs);
      expect(took).toBeLessThan(graceMs + 5_000);

      const final = fake
        .callsOf('editMessageText', since)
        .filter((c) => c.params.message_id === messageIdOf(status))
        .at(-1);
      expect(final && textOf(final)).toBe(STOPPED_FOR_RESTART);
      expect(final && buttonsOf(final)).toEqual([]);
      expect(fake.calls.slice(since).filter(isFileSent)).toEqual([]);
      expect(fake.callsOf('sendMessage', since).filter((c) => textOf(c).includes('Send me a link'))).toEqual([]);
      expect(await readdir(path.join(world.dir, 'bot-tmp-c'))).toEqual([]);
    });
  });
});
