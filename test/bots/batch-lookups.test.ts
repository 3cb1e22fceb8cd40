/**
 * "All as MP3" and the lookup limit, with real yt-dlp and ffmpeg on loopback:
 * each entry's lookup counts against LIMIT_INFO_PER_MINUTE (the run waits for
 * the next free lookup instead of reading past the limit), and a second press
 * of the button while the card's run goes on is answered with a sentence
 * instead of starting a second run beside it (Telegram and Discord).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobControl } from '../../bots/shared/job-registry.js';
import { runPlaylistBatch } from '../../bots/shared/playlist-batch.js';
import type { PlaylistCardEntry } from '../../bots/shared/playlist-card.js';

import type { SavedFile } from '../../bots/shared/run-download.js';
import { translate, translator } from '../../src/i18n/index.js';
import type { Identity } from '../../src/usage/index.js';
import { type BotWorld, startBotWorld } from '../support/bot-world.js';
import { startDiscordTestBot } from '../support/discord-bots.js';
import { BIG_ATTACHMENT_SIZE_LIMIT, type FakeMessage, waitForCard, waitForReply } from '../support/fake-discord.js';
import {
  buttonsOf,
  cardMessageId,
  messageIdOf,
  privateChat,
  type RecordedCall,
  textOf,
} from '../support/fake-telegram.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';
import { startTelegramTestBot } from '../support/telegram-bots.js';

const BATCH_ALREADY_RUNNING = translate('en', 'bot-batch-already-running');

const TIMEOUT_MS = 90_000;
const INFO_PER_MINUTE = 2;

let world: BotWorld;
let pages: { origin: string; close(): Promise<void> };

beforeAll(async () => {
  world = await startBotWorld({
    tmpPrefix: 'batch-lookups-test-',
    fixtures: { slowIntervalMs: 350 },
    limits: { infoPerMinute: INFO_PER_MINUTE },
  });
  // A playlist of two slow entries: a run lasts long enough to be pressed again.
  const body = `<!doctype html><html><head><title>Slow Clips</title></head><body>
<video src="${world.fixtures.url(`/slow${FIXTURE_PATHS.directMp4}?n=1`)}"></video>
<video src="${world.fixtures.url(`/slow${FIXTURE_PATHS.directMp4}?n=2`)}"></video></body></html>`;
  const server: Server = createServer((req, res) => {
    if (req.url !== '/slow.html') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  pages = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}, 60_000);

afterAll(async () => {
  await world?.close();
  await pages?.close();
});

/** This user's `info` rows, as LIMIT_INFO_PER_MINUTE counts them. */
function infoRows(externalId: string): number {
  const row = world.database.sqlite
    .prepare(
      "select count(*) as n from usage_events e join users u on u.id = e.user_id where e.action = 'info' and u.external_id = ?",
    )
    .get(externalId) as { n: number };
  return row.n;
}

describe('"All as MP3" looks each entry up as a lookup of the user', () => {
  it('counts every entry, and waits for a free lookup once the minute is spent', async () => {
    const user: Identity = { platform: 'telegram', externalId: '5151', displayName: 'Counter' };
    const entries: PlaylistCardEntry[] = [1, 2, 3].map((n) => ({
      id: String(n),
      title: `Entry ${n}`,
      url: world.fixtures.url(`${FIXTURE_PATHS.audioM4a}?batch=${n}`),
    }));
    const controller = new AbortController();
    const job: JobControl = { id: 'count', signal: controller.signal, stoppedByShutdown: false };
    const uploads: SavedFile[] = [];
    let waiting!: () => void;
    const waitingShown = new Promise<void>((resolve) => {
      waiting = resolve;
    });
    const statuses: string[] = [];
    const run = runPlaylistBatch(
      {
        t: translator('en'),
        platform: {
          media: world.media,
          usage: world.usage,
          platformName: 'Telegram',
          maxMessageLength: 4096,
          publicBaseUrl: undefined,
          links: world.links,
        },
        identity: user,
        entries,
        uploadLimitBytes: 50 * 1024 * 1024,
        job,
        entryDir: (index) => path.join(world.dir, `batch-count-${index}`),
        logFailure: (error) => {
          throw error;
        },
      },
      {
        status: (text) => {
          statuses.push(text);
          if (text.includes('lookups per minute are used up')) waiting();
        },
        upload: async (file) => void uploads.push(file),
        sendText: async () => undefined,
      },
    );
    // Either the run waits at the third entry (then it is cancelled there), or it ends by itself.
    await Promise.race([waitingShown, run]);
    controller.abort();
    const summary = await run;
    expect(uploads).toHaveLength(INFO_PER_MINUTE);
    expect(summary).toMatchObject({ delivered: INFO_PER_MINUTE, stop: { kind: 'cancelled' } });
    expect(statuses.some((s) => /^All as MP3 192: 3 \/ 3\nEntry 3: your link lookups per minute/.test(s))).toBe(true);
    expect(infoRows('5151')).toBe(INFO_PER_MINUTE);
  }, 180_000);
});

describe('a second press of "All as MP3" while the run goes on', () => {
  it('Telegram: is answered with a sentence, and only one run goes on', async () => {
    const { fake, close } = await startTelegramTestBot(world, { name: 'tg' });
    try {
      const user = { id: 8201, first_name: 'Twice' };
      const chat = privateChat(user);
      const toUser = (c: RecordedCall) => Number(c.params.chat_id) === user.id;
      fake.sendText(user, chat, `${pages.origin}/slow.html`);
      const card = await fake.waitForCall(
        (c) => c.result !== undefined && toUser(c) && buttonsOf(c).some((b) => b.callback_data.startsWith('la:')),
        { timeoutMs: 30_000 },
      );
      const all = buttonsOf(card).find((b) => /^All as MP3/.test(b.text));
      if (!all) throw new Error('the card has no "All as MP3" button');
      const since = fake.calls.length;
      fake.pressButton(user, chat, cardMessageId(card), all.callback_data);
      const status = await fake.waitForCall(
        (c) => c.method === 'sendMessage' && toUser(c) && buttonsOf(c).some((b) => b.text === 'Cancel'),
        { since, timeoutMs: TIMEOUT_MS },
      );
      const again = fake.calls.length;
      fake.pressButton(user, chat, cardMessageId(card), all.callback_data);
      await fake.waitForCall((c) => c.method === 'sendMessage' && toUser(c) && textOf(c) === BATCH_ALREADY_RUNNING, {
        since: again,
        timeoutMs: TIMEOUT_MS,
      });
      const cancel = buttonsOf(status).find((b) => b.text === 'Cancel');
      fake.pressButton(user, chat, messageIdOf(status), cancel?.callback_data ?? '');
      await fake.waitForCall(
        (c) => c.method === 'editMessageText' && toUser(c) && /^All as MP3 192: cancelled/.test(textOf(c)),
        { since, timeoutMs: TIMEOUT_MS },
      );
      // One run: one status message with a Cancel button.
      const statusMessages = fake.calls
        .slice(since)
        .filter((c) => c.method === 'sendMessage' && toUser(c) && buttonsOf(c).some((b) => b.text === 'Cancel'));
      expect(statusMessages).toHaveLength(1);
    } finally {
      await close();
    }
  }, 240_000);

  it('Discord: is answered with a sentence, and only one run goes on', async () => {
    const { discord, close } = await startDiscordTestBot(world, { name: 'dc' });
    try {
      const user = { id: '320000000000000042', username: 'twice' };
      const attachmentSizeLimit = BIG_ATTACHMENT_SIZE_LIMIT;
      const opened = discord.slashCommand({
        user,
        name: 'download',
        options: [{ name: 'url', value: `${pages.origin}/slow.html` }],
        attachmentSizeLimit,
      });
      const card = await waitForCard(discord, opened.token);
      const components = (message: FakeMessage) => message.components.flatMap((row) => row.components);
      const allId = components(card).find((c) => c.type === 2 && /^All as MP3/.test(String(c.label)))?.custom_id;
      if (!allId) throw new Error('the card has no "All as MP3" button');
      const first = discord.press({ user, message: card, customId: allId, attachmentSizeLimit });
      const status = await waitForReply(
        discord,
        first.token,
        (r) => components(r).some((c) => String(c.custom_id).startsWith('mx:')),
        'the run',
        TIMEOUT_MS,
      );
      const second = discord.press({ user, message: card, customId: allId, attachmentSizeLimit });
      await waitForReply(discord, second.token, (r) => r.content === BATCH_ALREADY_RUNNING, 'the sentence', TIMEOUT_MS);
      const cancelId = components(status).find((c) => String(c.custom_id).startsWith('mx:'))?.custom_id;
      discord.press({ user, message: status, customId: cancelId ?? '' });
      const last = await waitForReply(
        discord,
        first.token,
        (r) => /^All as MP3 192: cancelled/.test(r.content),
        'the end',
        TIMEOUT_MS,
      );
      expect(last.content).toMatch(/^All as MP3 192: cancelled, 0 of 2 files sent\.$/);
      // The second press started nothing: its reply never showed a run.
      expect(discord.original(second.token)?.content).toBe(BATCH_ALREADY_RUNNING);
    } finally {
      await close();
    }
  }, 240_000);
});
