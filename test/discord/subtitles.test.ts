/**
 * Subtitles in the Discord bot: a card whose media has subtitle tracks has a
 * "Subtitles" select menu of its languages; one chosen is one download, sent
 * as an .srt attachment. Real discord.js against the fake Discord, real
 * yt-dlp and ffmpeg on the subtitle fixtures.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorSentence } from '../../bots/shared/texts.js';
import { sentence, translator } from '../../src/i18n/index.js';
import { MediaError } from '../../src/media/errors.js';
import { type BotWorld, downloadRows, waitForEndedDownloads } from '../support/bot-world.js';
import { type DiscordTestWorld, startDiscordTestWorld } from '../support/discord-bots.js';
import {
  BIG_ATTACHMENT_SIZE_LIMIT as BIG_LIMIT,
  callbackData,
  EPHEMERAL,
  type FakeDiscord,
  type FakeMessage,
  type FakeUser,
  interactionCallback,
  openCard,
  waitForUpload,
} from '../support/fake-discord.js';
import { SUBTITLE_CUES, SUBTITLE_PATHS, writeSubtitleFixtures } from '../support/subtitle-fixtures.js';

const en = translator('en');

const alice: FakeUser = { id: '100000000000002601', username: 'alice' };

let started: DiscordTestWorld;
let world: BotWorld;
let discord: FakeDiscord;
let pageUrl: string;

beforeAll(async () => {
  started = await startDiscordTestWorld({ world: { tmpPrefix: 'discord-subtitles-' } });
  ({ world, discord } = started);
  const { server } = await world.serveBuilt(writeSubtitleFixtures);
  pageUrl = server.url(SUBTITLE_PATHS.page);
});
afterAll(async () => {
  await started?.close();
});

type Select = { custom_id: string; placeholder?: string; options: { label: string; value: string }[] };

/** The card's select menus, in row order. */
const selects = (card: FakeMessage) =>
  card.components.flatMap((row) => row.components).filter((c) => c.type === 3) as unknown as Select[];

describe('Discord: subtitles', () => {
  it('offers the languages in a "Subtitles" menu and attaches the one chosen as an .srt', async () => {
    const { card } = await openCard(discord, { user: alice, url: pageUrl, attachmentSizeLimit: BIG_LIMIT });
    const menus = selects(card);
    expect(menus).toHaveLength(2);
    const subtitles = menus[1] as Select;
    expect(subtitles.custom_id).toMatch(/:sub$/);
    expect(subtitles.placeholder).toMatch(/^Subtitles/);
    expect(subtitles.options.map((o) => o.label)).toEqual(['English (en)', 'German (de)']);

    const rowsBefore = downloadRows(world).length;
    const english = subtitles.options[0]?.value as string;
    const press = discord.press({
      user: alice,
      message: card,
      customId: subtitles.custom_id,
      values: [english],
      attachmentSizeLimit: BIG_LIMIT,
    });
    const { file } = await waitForUpload(discord, press.token);
    expect(file.name).toMatch(/\.en\.srt$/);
    const text = await readFile(file.path, 'utf8');
    expect(text).toMatch(/^1\r?\n00:00:00,500 --> /);
    for (const cue of SUBTITLE_CUES.en) expect(text).toContain(cue);
    const rows = await waitForEndedDownloads(world, rowsBefore + 1);
    expect(rows.at(-1)?.outcome).toBe('ok');
  });

  it('refuses a menu value the card never offered, starting nothing', async () => {
    const { card } = await openCard(discord, { user: alice, url: pageUrl, attachmentSizeLimit: BIG_LIMIT });
    const subtitles = selects(card)[1] as Select;
    const rowsBefore = downloadRows(world).length;
    const press = discord.press({ user: alice, message: card, customId: subtitles.custom_id, values: ['s7'] });
    const answer = callbackData(await interactionCallback(discord, press.id));
    expect(answer.content).toBe(
      errorSentence(en, new MediaError('invalid_request', sentence('error-code-invalid-request'))),
    );
    expect(answer.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(downloadRows(world)).toHaveLength(rowsBefore);
  });

  it('shows no subtitles menu for media without any', async () => {
    const { card } = await openCard(discord, {
      user: alice,
      url: world.fixtures.url('/page.html'),
      attachmentSizeLimit: BIG_LIMIT,
    });
    expect(selects(card)).toHaveLength(1);
  });
});
