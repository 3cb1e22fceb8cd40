/**
 * The sound's language in the Discord bot: a card whose media has sound in
 * several languages has a "Sound" select menu (the original first and
 * chosen); another language chosen shows the card anew in it, and its video
 * then comes with that language's sound. Real discord.js against the fake
 * Discord, real yt-dlp and ffmpeg on a DASH presentation of the corpus
 * (English AAC, Spanish Opus).
 */
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DiscordTestWorld, startDiscordTestWorld } from '../support/discord-bots.js';
import {
  BIG_ATTACHMENT_SIZE_LIMIT as BIG_LIMIT,
  type FakeDiscord,
  type FakeMessage,
  type FakeUser,
  interactionCallback,
  openCard,
  waitForUpload,
} from '../support/fake-discord.js';
import { audioStream, probeFile, videoStream } from '../support/probe.js';
import { REAL_DIR } from '../support/real-streams.js';

const alice: FakeUser = { id: '100000000000002701', username: 'alice' };
const LANGUAGES = 'shaka-player-dash-languages';

let started: DiscordTestWorld;
let discord: FakeDiscord;
let manifestUrl: string;

beforeAll(async () => {
  started = await startDiscordTestWorld({ world: { tmpPrefix: 'discord-sound-' } });
  ({ discord } = started);
  const { server } = await started.world.serveBuilt((dir) =>
    cp(path.join(REAL_DIR, LANGUAGES), dir, { recursive: true }),
  );
  manifestUrl = server.url('/dash.mpd');
});
afterAll(async () => {
  await started?.close();
});

type Select = { custom_id: string; options: { label: string; value: string; default?: boolean }[] };

/** The card's select menus, in row order. */
const selects = (card: FakeMessage) =>
  card.components.flatMap((row) => row.components).filter((c) => c.type === 3) as unknown as Select[];

describe('Discord: the sound in another language', () => {
  it('offers the languages in a "Sound" menu and attaches the video with the one chosen', async () => {
    const { card } = await openCard(discord, { user: alice, url: manifestUrl, attachmentSizeLimit: BIG_LIMIT });
    const sound = selects(card).find((s) => s.custom_id.endsWith(':snd')) as Select;
    expect(sound.options.map((o) => [o.label, o.default ?? false])).toEqual([
      ['Sound: English (en) · original', true],
      ['Sound: Spanish (es)', false],
    ]);

    const switched = discord.press({
      user: alice,
      message: card,
      customId: sound.custom_id,
      values: [sound.options[1]?.value as string],
      attachmentSizeLimit: BIG_LIMIT,
    });
    await interactionCallback(discord, switched.id);
    const again = selects(card).find((s) => s.custom_id.endsWith(':snd')) as Select;
    expect(again.custom_id).not.toBe(sound.custom_id);
    expect(again.options.find((o) => o.default)?.label).toBe('Sound: Spanish (es)');

    const formats = selects(card).find((s) => s.custom_id.endsWith(':fmt')) as Select;
    const video = formats.options.find((o) => o.label.includes('144p')) as { value: string };
    const press = discord.press({
      user: alice,
      message: card,
      customId: formats.custom_id,
      values: [video.value],
      attachmentSizeLimit: BIG_LIMIT,
    });
    const { file } = await waitForUpload(discord, press.token);
    const probed = await probeFile(file.path);
    expect(videoStream(probed)?.height).toBe(144);
    expect(audioStream(probed)?.codec_name).toBe('opus');
  });
});
