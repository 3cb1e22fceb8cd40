/**
 * Issue 9 on Discord: a page whose title is an 800-character caption (the
 * card, the attachment's name and every message stay within Discord's limits,
 * and the direct link carries the short title), and lookups whose first
 * answer Discord refuses (their usage rows must not stay `running`). The real
 * discord.js client against the fake Discord, the real MediaService on the
 * loopback fixtures, the real usage service on a temporary SQLite file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BotWorld, expectShortFileName, expectShortTitle } from '../support/bot-world.js';
import { type DiscordTestWorld, startDiscordTestWorld } from '../support/discord-bots.js';
import {
  BIG_ATTACHMENT_SIZE_LIMIT as BIG_LIMIT,
  chooseFormat,
  callbackData as dataOf,
  EPHEMERAL,
  type FakeDiscord,
  type FakeMessage,
  type FakeUser,
  interactionCallback,
  openCard as openCardOn,
  pressMp3,
  waitForUpload,
} from '../support/fake-discord.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';
import { probeFile } from '../support/probe.js';
import { untilTestTimeout } from '../support/test-deadline.js';

const PUBLIC_BASE_URL = 'https://fetch.example.org';
/** Discord's limits: message content 2000 characters, embed title 256. */
const MAX_CONTENT = 2000;
const MAX_EMBED_TITLE = 256;

const alice: FakeUser = { id: '100000000000000021', username: 'alice' };
const bob: FakeUser = { id: '100000000000000022', username: 'bob' };
const carol: FakeUser = { id: '100000000000000023', username: 'carol' };

/** Every message the fake holds fits Discord's limits. */
function expectWithinLimits(message: FakeMessage) {
  expect(message.content.length).toBeLessThanOrEqual(MAX_CONTENT);
  for (const embed of message.embeds as { title?: string }[]) {
    expect((embed.title ?? '').length).toBeLessThanOrEqual(MAX_EMBED_TITLE);
  }
}

let world: BotWorld;
let discord: FakeDiscord;
let started: DiscordTestWorld;

beforeAll(async () => {
  started = await startDiscordTestWorld({
    world: { tmpPrefix: 'discord-issue9-test-' },
    deps: { readMessages: true, publicBaseUrl: PUBLIC_BASE_URL },
  });
  ({ world, discord } = started);
});

afterAll(async () => {
  // Fails when a usage row is left `running`.
  await started?.close();
});

/** The lookup row of `user` for `url`. */
const infoRowOf = (user: FakeUser, url: string) =>
  world.database.sqlite
    .prepare(
      `select e.outcome, e.error_code as errorCode from usage_events e join users u on u.id = e.user_id
       where u.platform = 'discord' and u.external_id = ? and e.action = 'info' and e.url = ?`,
    )
    .get(user.id, url) as { outcome: string; errorCode: string | null } | undefined;

describe('an 800-character title', () => {
  const pageUrl = () => world.fixtures.url(FIXTURE_PATHS.longTitlePage);
  /** Runs `/download` on the page and waits for its card (a card takes one download: each test opens its own). */
  const openCard = async () =>
    (await openCardOn(discord, { user: alice, url: pageUrl(), attachmentSizeLimit: BIG_LIMIT })).card;

  it('shows a card with the short title', async () => {
    const card = await openCard();
    expectWithinLimits(card);
    expectShortTitle((card.embeds[0] as { title: string }).title);
  });

  it('uploads the file under the short title, with a reply within the limits', async () => {
    const card = await openCard();
    const press = chooseFormat(discord, { user: alice, card, attachmentSizeLimit: BIG_LIMIT });
    const { file } = await waitForUpload(discord, press.token);
    expectShortFileName(file.name, 'mp4');
    expect((await probeFile(file.path)).streams.some((s) => s.codec_type === 'video')).toBe(true);
    const reply = discord.original(press.token);
    if (!reply) throw new Error('no reply');
    expectWithinLimits(reply);
  });

  it('answers a format over the upload limit with a direct link within the limits that carries the short title', async () => {
    // 100 KB: the MP3 at 320 kbit/s of the 4 s page (160 KB) is over it.
    const limit = 100_000;
    const card = await openCard();
    const press = pressMp3(discord, { user: alice, card, quality: 320, attachmentSizeLimit: limit });
    const answer = dataOf(await interactionCallback(discord, press.id));
    expect(answer.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(answer.content.length).toBeLessThanOrEqual(MAX_CONTENT);
    const link = new URL(answer.content.match(/https:\/\/\S+/)?.[0] ?? 'https://invalid');
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_BASE_URL}/api/download`);
    expect(link.searchParams.get('url')).toBe(pageUrl());
    expectShortTitle(link.searchParams.get('title') ?? '');
  });
});

describe('lookups whose first answer Discord refuses', () => {
  it('/download whose acknowledgement fails ends its usage row', async () => {
    const url = world.fixtures.url(FIXTURE_PATHS.page);
    discord.failNext(/^\/interactions\/\d+\/[^/]+\/callback$/, { method: 'POST' });
    const interaction = discord.slashCommand({
      user: bob,
      name: 'download',
      options: [{ name: 'url', value: url }],
      attachmentSizeLimit: BIG_LIMIT,
    });
    // The refused acknowledgement, then the bot's private apology in a second callback.
    await discord.waitFor(
      () => discord.callsTo(new RegExp(`^/interactions/${interaction.id}/[^/]+/callback$`), 'POST').length >= 2,
      undefined,
      'the second callback',
    );
    await expect.poll(() => infoRowOf(bob, url)?.outcome, untilTestTimeout()).not.toBe('running');
    expect(infoRowOf(bob, url)).toEqual({ outcome: 'error', errorCode: 'discord_ack_failed' });
  });

  it('a pasted link whose first reply fails ends its usage row', async () => {
    const url = `${world.fixtures.url(FIXTURE_PATHS.page)}?pasted`;
    const channelId = '200000000000000023';
    discord.failNext(new RegExp(`^/channels/${channelId}/messages$`), { method: 'POST' });
    discord.sendDirectMessage(carol, channelId, `look: ${url}`);
    await discord.waitFor(
      () => discord.callsTo(new RegExp(`^/channels/${channelId}/messages$`), 'POST').length >= 1,
      undefined,
      'the refused reply',
    );
    await expect.poll(() => infoRowOf(carol, url)?.outcome, untilTestTimeout()).not.toBe('running');
    expect(infoRowOf(carol, url)).toEqual({ outcome: 'error', errorCode: 'discord_reply_failed' });
  });
});
