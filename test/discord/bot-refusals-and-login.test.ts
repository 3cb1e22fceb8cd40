/**
 * The Discord bot's refusals and answers, end to end as in bot.test.ts: cards
 * of others, the daily limit, links it cannot read, expired cards, /usage and
 * /stats, a log without tokens; then a failed login and the commands it registers.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDiscordBot } from '../../bots/discord/bot.js';
import { registerCommands } from '../../bots/discord/register.js';
import { errorSentence } from '../../bots/shared/texts.js';
import { sentence, translator } from '../../src/i18n/index.js';
import { MediaError } from '../../src/media/errors.js';
import type { Identity } from '../../src/usage/index.js';
import type { BotWorld } from '../support/bot-world.js';
import { discordTestDeps } from '../support/discord-bots.js';
import {
  FAKE_DISCORD_APPLICATION_ID as APPLICATION_ID,
  callbackData as dataOf,
  EPHEMERAL,
  type FakeDiscord,
  pressMp3,
  startFakeDiscord,
  FAKE_DISCORD_TOKEN as TOKEN,
  waitForCard,
  waitForReply,
} from '../support/fake-discord.js';
import { FIXTURE_PATHS, PAGE_METADATA } from '../support/fixtures.js';
import { alice, bob, DOWNLOADS_PER_DAY, dave, owner, useMainBot } from './bot-setup.js';

const en = translator('en');

let world: BotWorld;
let discord: FakeDiscord;
const { logLines, logger, callback, openCard } = useMainBot((started) => {
  ({ world, discord } = started);
});

describe('Discord bot', () => {
  it("refuses, privately, a press on someone else's card", async () => {
    const { card } = await openCard(alice, FIXTURE_PATHS.page);
    const press = pressMp3(discord, { user: bob, card, quality: 192 });
    const answer = await callback(press.id);
    const data = dataOf(answer);
    expect(answer.body?.type).toBe(4);
    expect(data.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(data.content).toMatch(/not yours/);
    // Alice's card is untouched.
    expect(discord.messages.get(card.id)?.components).toEqual(card.components);
  });

  it('refuses, privately and in words, a download over the daily limit', async () => {
    const daveIdentity: Identity = { platform: 'discord', externalId: dave.id, displayName: 'dave' };
    for (let i = 0; i < DOWNLOADS_PER_DAY; i += 1) {
      const earlier = await world.usage.begin(daveIdentity, {
        action: 'download',
        url: 'https://example.com/earlier',
        selector: 'best',
        kind: 'video',
      });
      if (!earlier.ok) throw new Error('setup: an earlier download was refused');
      await earlier.ticket.finish({ outcome: 'ok', bytes: 1000 });
    }
    const { card } = await openCard(dave, FIXTURE_PATHS.page);
    const press = pressMp3(discord, { user: dave, card, quality: 192 });
    const answer = await callback(press.id);
    const data = dataOf(answer);
    expect(answer.body?.type).toBe(4);
    expect(data.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(data.content).toMatch(/You have used 3 of 3 downloads today; resets in/);
  });

  it('answers an unsupported link with a plain sentence', async () => {
    const interaction = discord.slashCommand({
      user: alice,
      name: 'download',
      options: [{ name: 'url', value: world.fixtures.url(FIXTURE_PATHS.noMedia) }],
    });
    const reply = await waitForReply(
      discord,
      interaction.token,
      (message) => message.content !== '',
      'the error reply',
    );
    const sentences = ['unsupported_url', 'no_media'].map((code) =>
      errorSentence(en, new MediaError(code as 'no_media', sentence('error-code-no-media'))),
    );
    expect(sentences).toContain(reply.content);
    expect(reply.embeds).toEqual([]);
    expect(reply.components).toEqual([]);
  });

  it('answers, privately, a /download without a link and a message without one', async () => {
    const noLink = await callback(
      discord.slashCommand({ user: bob, name: 'download', options: [{ name: 'url', value: 'just words' }] }).id,
    );
    expect(noLink.body?.type).toBe(4);
    expect(dataOf(noLink).flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(dataOf(noLink).content).toBe(
      errorSentence(en, new MediaError('invalid_url', sentence('error-code-invalid-url'))),
    );

    const target = discord.userMessage(bob, '200000000000000001', 'no links here');
    const menu = await callback(discord.messageCommand({ user: bob, name: 'Download media', target }).id);
    expect(dataOf(menu).flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(dataOf(menu).content).toMatch(/no link/);
  });

  it('greys out a card it no longer knows and says it expired', async () => {
    const { card } = await openCard(alice, FIXTURE_PATHS.page);
    const stale = {
      ...card,
      components: card.components.map((row) => ({
        ...row,
        components: row.components.map((c) => ({
          ...c,
          custom_id: c.custom_id?.replace(/^mf:[a-z0-9]{10}:/, 'mf:zzzzzzzzzz:'),
        })),
      })),
    };
    const press = pressMp3(discord, { user: alice, card: stale, quality: 128 });
    const answer = await callback(press.id);
    expect(answer.body?.type).toBe(7); // UPDATE_MESSAGE
    const data = answer.body?.data as { content: string; components: { components: { disabled?: boolean }[] }[] };
    expect(data.content).toMatch(/expired/);
    expect(data.components.flatMap((row) => row.components).every((c) => c.disabled === true)).toBe(true);
  });

  it('"Download media" on a message reads its first link', async () => {
    const target = discord.userMessage(
      bob,
      '200000000000000001',
      `look at this ${world.fixtures.url(FIXTURE_PATHS.page)} and that https://example.com`,
    );
    const interaction = discord.messageCommand({ user: bob, name: 'Download media', target });
    const card = await waitForCard(discord, interaction.token);
    expect((card.embeds[0] as { title: string }).title).toBe(PAGE_METADATA.title);
  });

  it('/usage answers privately; /stats only for owners', async () => {
    // A lookup makes Alice one of the users /stats lists.
    await openCard(alice, FIXTURE_PATHS.page);
    const usageAnswer = await callback(discord.slashCommand({ user: alice, name: 'usage' }).id);
    const usageData = dataOf(usageAnswer);
    expect(usageData.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(usageData.content).toMatch(/^Your usage \(discord:\d+\)\nToday: \d+ downloads/);
    expect(usageData.content).toContain('3 downloads a day');

    const refused = await callback(discord.slashCommand({ user: bob, name: 'stats' }).id);
    expect(dataOf(refused).content).toMatch(/Only the owner/);

    const stats = await callback(discord.slashCommand({ user: owner, name: 'stats' }).id);
    const statsData = dataOf(stats);
    expect(statsData.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(statsData.content).toContain(`discord:${alice.id}`);
  });

  it('never writes the bot token or interaction tokens to the log', async () => {
    // Something to log of its own (a lookup that fails, a card), so that the check holds when the test runs alone.
    await waitForReply(
      discord,
      discord.slashCommand({
        user: alice,
        name: 'download',
        options: [{ name: 'url', value: world.fixtures.url(FIXTURE_PATHS.noMedia) }],
      }).token,
      (message) => message.content !== '',
      'the error reply',
    );
    await openCard(alice, FIXTURE_PATHS.page);
    const log = logLines.join('\n');
    expect(log).not.toContain(TOKEN);
    for (const call of discord.callsTo(/^\/interactions\//)) {
      const token = call.route.split('/')[3] ?? '';
      expect(log).not.toContain(token);
    }
  });
});

describe('login', () => {
  // A fake Discord of its own: the failed login's IDENTIFY is not the main bot's.
  let discord: FakeDiscord;

  beforeAll(async () => {
    discord = await startFakeDiscord({ filesDir: path.join(world.dir, 'uploads-login') });
  });

  afterAll(async () => {
    await discord?.close();
  });

  it('fails with a message that does not repeat a wrong token', async () => {
    const wrong = `${TOKEN.slice(0, -4)}XXXX`;
    const started = startDiscordBot(
      discordTestDeps(world, discord, { token: wrong, logger, tmpDir: path.join(world.dir, 'bot-tmp-login') }),
    );
    const error = await started.then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toMatch(/^Discord login failed: /);
    expect(error?.message).not.toContain(wrong);
  });

  it('refuses options that are not valid, without echoing them', async () => {
    await expect(
      startDiscordBot(discordTestDeps(world, discord, { applicationId: 'not-a-snowflake', logger, maxUploadMb: 0 })),
    ).rejects.toThrow(/applicationId.*maxUploadMb|maxUploadMb.*applicationId/);
  });
});

describe('command registration', () => {
  it('puts all six commands in one request, to a guild when given', async () => {
    const result = await registerCommands({
      token: TOKEN,
      applicationId: APPLICATION_ID,
      guildId: '300000000000000001',
      apiRoot: discord.apiRoot,
    });
    expect(result).toEqual({
      scope: 'guild',
      names: ['download', 'usage', 'stats', 'update', 'cookies', 'follow', 'following', 'follows', 'Download media'],
    });
    const put = discord.callsTo(/^\/applications\/\d+\/guilds\/\d+\/commands$/, 'PUT').at(-1);
    const body = put?.body as unknown as {
      name: string;
      type?: number;
      options?: { name: string; choices?: unknown[] }[];
    }[];
    const download = body.find((c) => c.name === 'download');
    expect(download?.options?.map((o) => o.name)).toEqual(['url', 'format', 'start', 'end']);
    expect(download?.options?.[1]?.choices).toHaveLength(3);
    expect(body.find((c) => c.name === 'Download media')?.type).toBe(3);
  });
});
