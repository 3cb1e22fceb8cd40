/**
 * Issue 47: the loudness option on both bots' cards. Each card offers it as a toggle beside the MP3 buttons
 * (off at first); pressed, it shows on, and the MP3 then pressed comes out near -16 LUFS from a source made
 * quiet on purpose. Real grammY and discord.js against their fakes, real yt-dlp and ffmpeg.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { TARGET_LUFS } from '../../src/options/loudness/loudnorm.js';
import { type BotWorld, startBotWorld } from '../support/bot-world.js';
import { type DiscordTestBot, startDiscordTestBot } from '../support/discord-bots.js';
import {
  BIG_ATTACHMENT_SIZE_LIMIT as BIG_LIMIT,
  type FakeUser as DiscordUser,
  type FakeMessage,
  interactionCallback,
  openCard,
  pressMp3,
  waitForUpload,
} from '../support/fake-discord.js';
import {
  buttonsOf,
  cardMessageId,
  pressCardButton,
  privateChat,
  requestCard,
  type FakeUser as TelegramUser,
  uploadOf,
  waitForFile,
} from '../support/fake-telegram.js';
import { integratedLoudness } from '../support/loudness.js';
import { buildQuietAudio } from '../support/quiet-audio.js';
import { startTelegramTestBot, type TelegramTestBot } from '../support/telegram-bots.js';

const LABEL = translate('en', 'bot-option-loudness');
const OFF = `⬜ ${LABEL}`;
const ON = `✅ ${LABEL}`;

let world: BotWorld;
let telegram: TelegramTestBot;
let discord: DiscordTestBot;
let pageUrl: string;

beforeAll(async () => {
  world = await startBotWorld({ tmpPrefix: 'loudness-toggle-' });
  const { server, built } = await world.serveBuilt(buildQuietAudio);
  pageUrl = server.url(built);
  [telegram, discord] = await Promise.all([
    startTelegramTestBot(world, { name: 'telegram' }),
    startDiscordTestBot(world, { name: 'discord' }),
  ]);
});
afterAll(async () => {
  await telegram?.close();
  await discord?.close();
  await world?.close();
});

const nearTarget = async (file: string) =>
  expect(Math.abs((await integratedLoudness(file)) - TARGET_LUFS)).toBeLessThanOrEqual(1.5);

describe('the loudness toggle beside the MP3 choices', () => {
  it('Telegram: off on the card, on once pressed, and the MP3 then comes evened out', async () => {
    const { fake } = telegram;
    const user: TelegramUser = { id: 4701, first_name: 'Loud' };
    const card = await requestCard(fake, user, pageUrl);
    expect(buttonsOf(card).map((b) => b.text)).toContain(OFF);
    const since = pressCardButton(fake, user, card, new RegExp(`^${OFF}$`));
    const edit = await fake.waitForCall((c) => c.method === 'editMessageReplyMarkup', { since });
    const buttons = buttonsOf(edit);
    expect(buttons.map((b) => b.text)).toContain(ON);
    const mp3 = buttons.find((b) => /^MP3 128$/.test(b.text));
    const pressed = fake.calls.length;
    fake.pressButton(user, privateChat(user), cardMessageId(card), mp3?.callback_data ?? '');
    const sent = await waitForFile(fake, pressed, { method: 'sendAudio' });
    await nearTarget(uploadOf(sent)?.path as string);
  });

  it('Discord: off on the card, on once pressed, and the MP3 then comes evened out', async () => {
    const user: DiscordUser = { id: '100000000000004701', username: 'loud' };
    const { card } = await openCard(discord.discord, { user, url: pageUrl, attachmentSizeLimit: BIG_LIMIT });
    const labels = (message: FakeMessage) =>
      message.components.flatMap((row) => row.components).map((c) => (c as { label?: string }).label);
    const toggle = card.components
      .flatMap((row) => row.components)
      .find((c) => (c as { label?: string }).label === OFF);
    expect(toggle?.custom_id).toMatch(/:opt-\d+$/);
    const flipped = discord.discord.press({ user, message: card, customId: toggle?.custom_id ?? '' });
    await interactionCallback(discord.discord, flipped.id);
    expect(labels(card)).toContain(ON);
    const press = pressMp3(discord.discord, { user, card, quality: 128, attachmentSizeLimit: BIG_LIMIT });
    const { file } = await waitForUpload(discord.discord, press.token);
    await nearTarget(file.path);
  });
});
