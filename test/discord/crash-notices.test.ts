/**
 * Issue 43, a suspected fault: the Discord crash notices (what the next start says in the status message of
 * a download a killed run left) are edits through the channel, which the bot cannot reach in a DM between
 * other people or where the app is installed by a user only: 403 Missing Access, 404 Unknown Message.
 * The real discord.js bot on the fake Discord, behind answering-proxy.ts (the fake has no DM route): such a
 * notice goes to its asker in a DM, with its working "Try again"; an asker who takes no DM is given up on
 * cleanly, and the bot starts and serves all the same. A followed entry's status message is taken away
 * instead (the entry, still pending, is delivered anew by the follows' checker once the bot serves).
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DiscordBot, startDiscordBot } from '../../bots/discord/bot.js';
import { interruptedNotice, shortcutRetry } from '../../bots/discord/interrupted.js';
import { removalNotice } from '../../bots/shared/removal-notice.js';
import { translate, translator } from '../../src/i18n/index.js';
import { JobBoard } from '../../src/jobs/index.js';
import { type AnsweringProxy, startAnsweringProxy } from '../support/answering-proxy.js';
import { type BotWorld, startBotWorld } from '../support/bot-world.js';
import { discordTestDeps } from '../support/discord-bots.js';
import {
  componentIds,
  type FakeDiscord,
  openCard,
  snowflake,
  startFakeDiscord,
  waitForUpload,
} from '../support/fake-discord.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';

const INSTANCE = 'discord-crash-notices';
const alice = snowflake();
const bob = snowflake();
const carol = snowflake();

let world: BotWorld;
let discord: FakeDiscord;
let proxy: AnsweringProxy;
let board: JobBoard;
let bot: DiscordBot | undefined;
/** The DM channel the proxy opened for each asker. */
const dms = new Map<string, string>();
/** Where Bob's status message is: the bot has no access to its channel. */
const hidden = { channelId: snowflake(), messageId: snowflake() };

/** A killed run's notice for `asker`'s download whose status message is `where`, written as the job writes it. */
async function noticeFor(asker: string, where: { channelId: string; messageId: string }): Promise<string> {
  const url = world.fixtures.url(FIXTURE_PATHS.page);
  const info = await world.media.info(url);
  const retry = shortcutRetry({ url, info, uploadLimitBytes: 8 * 1024 * 1024 }, asker, { type: 'mp3', quality: 192 });
  if (!retry) throw new Error('no card offers MP3 192');
  return interruptedNotice(translator('en'), { ...where, label: 'MP3 192', ...retry });
}

/** A followed entry's status message as a killed run left it in a channel ("Preparing…" and Cancel): its id. */
async function postFollowStatus(channelId: string): Promise<string> {
  const response = await fetch(`${discord.apiRoot}/v10/channels/${channelId}/messages`, {
    method: 'POST',
    headers: { authorization: `Bot ${discord.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content: 'Feed: Entry\nPreparing…' }),
  });
  return ((await response.json()) as { id: string }).id;
}

/** The rows a killed run of INSTANCE left on the job board, straight into the file the next start reads. */
function plantKilledRun(notices: { asker: string; notice: string }[]): void {
  const sqlite = new Database(world.databasePath);
  try {
    const insert = sqlite.prepare(
      `insert into running_jobs (id, instance, surface, kind, asker, started_at, heartbeat_at, notice)
       values (?, ?, 'discord', 'download', ?, ?, ?, ?)`,
    );
    const now = Date.now();
    for (const [n, { asker, notice }] of notices.entries()) {
      insert.run(`killed-${n}`, INSTANCE, `discord:${asker}`, now, now, notice);
    }
  } finally {
    sqlite.close();
  }
}

beforeAll(async () => {
  world = await startBotWorld({ tmpPrefix: 'discord-crash-notices-' });
  discord = await startFakeDiscord({ filesDir: `${world.dir}/discord-uploads` });
  proxy = await startAnsweringProxy(discord.origin);
  proxy.intercept({
    matches: (method, url) =>
      method === 'PATCH' && url.endsWith(`/channels/${hidden.channelId}/messages/${hidden.messageId}`),
    when: 'before',
    answer: { status: 403, body: { message: 'Missing Access', code: 50001 } },
  });
  // POST /users/@me/channels: a DM channel with the recipient, unless the recipient takes no DMs (Carol).
  proxy.intercept({
    matches: (method, url) => method === 'POST' && url.endsWith('/users/@me/channels'),
    when: 'before',
    answer: (body) => {
      const recipient = String((JSON.parse(body) as { recipient_id?: unknown }).recipient_id);
      if (recipient === carol) {
        return { status: 403, body: { message: 'Cannot send messages to this user', code: 50007 } };
      }
      const id = dms.get(recipient) ?? snowflake();
      dms.set(recipient, id);
      return { status: 200, body: { id, type: 1, recipients: [{ id: recipient, username: 'asker' }] } };
    },
  });
});
afterAll(async () => {
  await bot?.stop();
  await board?.close();
  await proxy?.close();
  await discord?.close();
  await world?.close();
});

describe('Discord crash notices whose status message the bot cannot reach', () => {
  it('go to the asker in a DM with a working "Try again", give up cleanly where no DM is taken, and the bot serves', async () => {
    const followChannel = snowflake();
    const followStatus = await postFollowStatus(followChannel);
    plantKilledRun([
      { asker: alice, notice: removalNotice({ channelId: followChannel, messageId: followStatus }) },
      // A status message that is gone for the bot: 404 Unknown Message.
      { asker: alice, notice: await noticeFor(alice, { channelId: snowflake(), messageId: snowflake() }) },
      { asker: bob, notice: await noticeFor(bob, hidden) },
      { asker: carol, notice: await noticeFor(carol, { channelId: snowflake(), messageId: snowflake() }) },
    ]);
    board = new JobBoard({ db: world.database, instance: INSTANCE });
    await board.start();
    bot = await startDiscordBot(
      discordTestDeps(world, { ...discord, apiRoot: `${proxy.origin}/api` }, { jobBoard: board }),
    );

    const text = translate('en', 'bot-interrupted-by-crash', { label: 'MP3 192' });
    for (const asker of [alice, bob]) {
      const told = [...discord.messages.values()].filter((message) => message.channel_id === dms.get(asker));
      expect(told.map((message) => message.content)).toEqual([text]);
      const buttons = told[0]?.components.flatMap((row) => row.components) ?? [];
      expect(buttons.map((button) => [button.label, button.disabled ?? false])).toEqual([
        [translate('en', 'bot-try-again-button'), false],
      ]);
    }
    expect(dms.has(carol)).toBe(false);
    // The followed entry's old status is gone, and nothing was said in its place.
    expect(discord.messages.has(followStatus)).toBe(false);
    expect([...discord.messages.values()].filter((message) => message.channel_id === followChannel)).toEqual([]);

    // Alice's "Try again" in her DM downloads the same choice again.
    const inDm = [...discord.messages.values()].find((message) => message.channel_id === dms.get(alice));
    if (!inDm) throw new Error('no notice in Alice’s DM');
    const customId = inDm.components[0]?.components[0]?.custom_id ?? '';
    const pressed = discord.press({ user: { id: alice, username: 'alice' }, message: inDm, customId });
    const { file } = await waitForUpload(discord, pressed.token);
    expect(file.name).toMatch(/\.mp3$/);
    // Started and serving: Carol's /download is answered with a card.
    const { card } = await openCard(discord, {
      user: { id: carol, username: 'carol' },
      url: world.fixtures.url(FIXTURE_PATHS.page),
    });
    expect(componentIds(card).length).toBeGreaterThan(0);
  });
});
