/**
 * The Discord bot end to end: the real discord.js client logs in to a fake
 * Discord on 127.0.0.1 (REST and gateway), the real MediaService reads the
 * loopback fixtures with yt-dlp and ffmpeg, and the real usage service counts
 * in a temporary SQLite file. Interactions arrive as gateway INTERACTION_CREATE
 * payloads, as they do from Discord. This file: cards and uploads, with message
 * reading off and on (the second bot shares the world, and so its lookups);
 * refusals, answers, login and registration are in bot-refusals-and-login.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotWorld } from '../support/bot-world.js';
import { type DiscordTestBot, startDiscordTestBot } from '../support/discord-bots.js';
import {
  BIG_ATTACHMENT_SIZE_LIMIT as BIG_LIMIT,
  chooseFormat,
  componentIds,
  callbackData as dataOf,
  EPHEMERAL,
  type FakeDiscord,
  type FakeMessage,
  type FakeUser,
  interactionCallback,
  pressMp3,
  replyEdits,
  selectMenu,
  waitForReply,
  waitForUpload,
} from '../support/fake-discord.js';
import { FIXTURE_PATHS, PAGE_METADATA } from '../support/fixtures.js';
import { probeFile } from '../support/probe.js';
import { alice, erin, PUBLIC_BASE_URL, recordedCalls, useMainBot } from './bot-setup.js';

let world: BotWorld;
let discord: FakeDiscord;
const { logger, callback, openCard } = useMainBot((started) => {
  ({ world, discord } = started);
});

describe('Discord bot', () => {
  it('logs in with only the Guilds intent when message reading is off', () => {
    expect(discord.identifies).toHaveLength(1);
    expect(discord.identifies[0]?.intents).toBe(1);
  });

  it('/download defers, then shows a card with the media, a format menu and MP3 buttons', async () => {
    const { interaction, card } = await openCard(alice, FIXTURE_PATHS.page);

    const first = await callback(interaction.id);
    expect(first.body?.type).toBe(5); // DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE
    expect(first.at - discord.calls[0]!.at).toBeGreaterThanOrEqual(0);

    const embed = card.embeds[0] as {
      title: string;
      fields: { name: string; value: string }[];
      thumbnail?: { url: string };
    };
    expect(embed.title).toBe(PAGE_METADATA.title);
    expect(embed.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Uploader', value: PAGE_METADATA.uploader }),
        expect.objectContaining({ name: 'Duration', value: '0:04' }),
        expect.objectContaining({ name: 'Platform', value: 'generic' }),
      ]),
    );
    expect(embed.thumbnail?.url).toBe(world.fixtures.url(FIXTURE_PATHS.thumb));

    const select = selectMenu(card);
    expect(select.options.length).toBeGreaterThan(0);
    expect(select.options.length).toBeLessThanOrEqual(25);
    expect(componentIds(card).filter((id) => /mp3-\d+$/.test(id))).toHaveLength(4);
    for (const id of componentIds(card)) expect(id.length).toBeLessThanOrEqual(100);
    // The MP3 labels carry sizes estimated from the duration.
    expect(JSON.stringify(card.components)).toContain('MP3 320');
  });

  it('uploads the chosen video format as an attachment that probes as that format', async () => {
    // HLS variants are muxed: the 360p choice is a remux, not a merge of two streams.
    const { card } = await openCard(alice, FIXTURE_PATHS.hls);
    const select = selectMenu(card);
    const option = select.options.find((o) => o.label.includes('360p'));
    expect(option).toBeDefined();

    const press = chooseFormat(discord, { user: alice, card, value: option!.value, attachmentSizeLimit: BIG_LIMIT });
    expect((await callback(press.id)).body?.type).toBe(6); // DEFERRED_UPDATE_MESSAGE
    const { message, file } = await waitForUpload(discord, press.token);

    const probed = await probeFile(file.path);
    expect(probed.format.format_name).toContain('mp4');
    expect(probed.streams.find((s) => s.codec_type === 'video')).toMatchObject({
      codec_name: 'h264',
      width: 640,
      height: 360,
    });
    expect(probed.streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('aac');
    expect(message.components).toEqual([]);
    expect(message.content).toContain('360p');
    // Progress came as edits of the same reply before the upload.
    expect(replyEdits(discord, press.token).length).toBeGreaterThanOrEqual(2);
  });

  it('uploads an MP3 at the chosen bitrate', async () => {
    const { card } = await openCard(alice, FIXTURE_PATHS.page);
    const press = pressMp3(discord, { user: alice, card, quality: 128, attachmentSizeLimit: BIG_LIMIT });
    const { file } = await waitForUpload(discord, press.token);
    expect(file.name).toMatch(/\.mp3$/);
    const probed = await probeFile(file.path);
    // The attachment is the tagged file as made (issue 26): the audio, the page's thumbnail as its cover, the tags.
    expect(probed.streams.map((s) => s.codec_name)).toEqual(['mp3', 'mjpeg']);
    expect(probed.format.tags).toMatchObject({ title: 'Fixture Video', artist: 'Fixture Uploader' });
    expect(Number(probed.streams[0]?.bit_rate)).toBe(128_000);
  });

  it('/download with format: mp3 skips the card and uploads the MP3 at once', async () => {
    const interaction = discord.slashCommand({
      user: alice,
      name: 'download',
      options: [
        { name: 'url', value: world.fixtures.url(FIXTURE_PATHS.page) },
        { name: 'format', value: 'mp3' },
      ],
      attachmentSizeLimit: BIG_LIMIT,
    });
    expect((await callback(interaction.id)).body?.type).toBe(5);
    const { message, file } = await waitForUpload(discord, interaction.token);
    expect(replyEdits(discord, interaction.token).every((edit) => !JSON.stringify(edit.body).includes('mf:'))).toBe(
      true,
    );
    expect(message.content).toContain('MP3 192 kbps');
    const probed = await probeFile(file.path);
    expect(probed.streams.map((s) => s.codec_name)).toEqual(['mp3', 'mjpeg']);
  });

  it('answers a format over the upload limit with the direct link', async () => {
    // 20 KB: the 4 s MP3 estimate (~64 KB) and the mp4 (~330 KB) are both over.
    const limit = 20_000;
    const { card } = await openCard(erin, FIXTURE_PATHS.page, limit);
    expect(JSON.stringify(card.components)).toContain('(too large)');

    // Known ahead (MP3 from the duration): an ephemeral link, and the card stays.
    const mp3 = pressMp3(discord, { user: erin, card, quality: 320, attachmentSizeLimit: limit });
    const answer = await callback(mp3.id);
    const data = dataOf(answer);
    expect(answer.body?.type).toBe(4);
    expect(data.flags & EPHEMERAL).toBe(EPHEMERAL);
    const link = data.content.match(/https:\/\/\S+/)?.[0];
    expect(link?.startsWith(`${PUBLIC_BASE_URL}/api/download?`)).toBe(true);
    const query = new URL(link!).searchParams;
    expect(query.get('url')).toBe(world.fixtures.url(FIXTURE_PATHS.page));
    expect(query.get('convert')).toBe('mp3');
    expect(query.get('quality')).toBe('320');

    // Found out while downloading (no size estimate): the download stops and the reply gives the link.
    const video = chooseFormat(discord, { user: erin, card, attachmentSizeLimit: limit });
    const final = await waitForReply(
      discord,
      video.token,
      (reply) => reply.content.includes(`${PUBLIC_BASE_URL}/api/download?`),
      'the link in the reply',
    );
    expect(final.content).toContain('Discord lets bots upload up to 20 kB.');
    expect(final.attachments).toEqual([]);
  });
});

describe('with message reading on, short tokens and no public URL', () => {
  let discord2: FakeDiscord;
  let started2: DiscordTestBot;
  const carol: FakeUser = { id: '100000000000000003', username: 'carol' };
  const dmChannel = '200000000000000003';

  beforeAll(async () => {
    started2 = await startDiscordTestBot(world, {
      name: '2',
      deps: {
        readMessages: true,
        logger,
        // A 1 s token stands in for Discord's 15 minutes: a 2 s download outlives it.
        interactionTokenLifetimeMs: 1_000,
        // Long enough for the presses below to land even on a loaded machine.
        cardTtlMs: 4_000,
      },
    });
    ({ discord: discord2 } = started2);
  });

  afterAll(async () => {
    if (process.env.DEBUG_DISCORD_TEST) console.log(recordedCalls(discord2, 5000));
    await started2?.close();
  });

  /** Sends a DM to the bot and waits for the card the bot posts in answer. */
  async function pasteLink(user: FakeUser, url: string): Promise<FakeMessage> {
    const pasted = discord2.sendDirectMessage(user, dmChannel, `have a look: ${url}`);
    return discord2.waitFor(
      () =>
        [...discord2.messages.values()].find(
          (m) => BigInt(m.id) > BigInt(pasted.id) && m.channel_id === dmChannel && m.components.length > 0,
        ),
      undefined,
      'the card for the pasted link',
    );
  }

  it('asks for the Message Content intent', () => {
    // Guilds | GuildMessages | DirectMessages | MessageContent
    expect(discord2.identifies[0]?.intents).toBe(1 | (1 << 9) | (1 << 12) | (1 << 15));
  });

  it('answers a pasted link with a card, and explains the limit when there is no public URL', async () => {
    const card = await pasteLink(carol, world.fixtures.url(FIXTURE_PATHS.page));
    expect((card.embeds[0] as { title: string }).title).toBe(PAGE_METADATA.title);
    const press = pressMp3(discord2, { user: carol, card, quality: 320, attachmentSizeLimit: 20_000 });
    const answer = await interactionCallback(discord2, press.id);
    expect(dataOf(answer).flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(dataOf(answer).content).toMatch(/upload up to 20 kB\.\nChoose a smaller format or MP3\./);
    expect(dataOf(answer).content).not.toContain('http');
  });

  it('ends a job that outlives the interaction token with a channel message', async () => {
    const card = await pasteLink(carol, world.fixtures.url(`/slow${FIXTURE_PATHS.directMp4}`));
    const press = chooseFormat(discord2, { user: carol, card, attachmentSizeLimit: BIG_LIMIT });
    const late = await discord2.waitFor(
      () =>
        discord2
          .callsTo(new RegExp(`^/channels/${card.channel_id}/messages$`), 'POST')
          .find((call) => call.files.length > 0),
      undefined,
      'the late channel message',
    );
    expect(late.body?.content).toMatch(new RegExp(`^<@${carol.id}> `));
    expect(late.body?.allowed_mentions).toEqual({ users: [carol.id] });
    const probed = await probeFile(late.files[0]!.path);
    expect(probed.streams.find((s) => s.codec_type === 'video')).toMatchObject({
      codec_name: 'h264',
      width: 640,
      height: 360,
    });
    // The file did not go through the expired token.
    const webhookUploads = discord2
      .callsTo(new RegExp(`^/webhooks/\\d+/${press.token}`))
      .filter((call) => call.files.length > 0);
    expect(webhookUploads).toEqual([]);
  });

  it('greys out a card when it expires', async () => {
    const card = await pasteLink(carol, world.fixtures.url(FIXTURE_PATHS.page));
    const expired = await discord2.waitFor(
      () => {
        const message = discord2.messages.get(card.id);
        return message?.content.includes('expired') ? message : undefined;
      },
      undefined,
      'the expiry edit',
    );
    expect(expired.components.flatMap((row) => row.components).every((c) => c.disabled === true)).toBe(true);
  });
});
