/**
 * One driver per chat platform, with the same verbs, so that a scenario can
 * be written once and run through both fakes (test/bots/same-flow.test.ts):
 * open a card, press MP3 or the first video, wait until the download runs,
 * press Cancel, stop the bot, and read the last words of a press.
 */
import path from 'node:path';
import { translate } from '../../src/i18n/index.js';
import type { BotWorld } from './bot-world.js';
import { startDiscordTestBot } from './discord-bots.js';
import {
  chooseFormat,
  type FakeUser as DiscordUser,
  type FakeMessage,
  interactionCallback,
  openCard as openDiscordCard,
  pressMp3 as pressDiscordMp3,
  waitForReply,
} from './fake-discord.js';
import {
  buttonsOf,
  isFileSent,
  messageIdOf,
  pressCardButton,
  privateChat,
  type RecordedCall,
  requestCard,
  type FakeUser as TelegramUser,
  textOf,
  uploadOf,
} from './fake-telegram.js';
import { startTelegramTestBot } from './telegram-bots.js';

const MB = 1024 * 1024;

/** What both platforms' status says while a job waits for a slot, in English: `waiting for a free slot (1 ahead)`. */
const waitingWords = (ahead: number) => translate('en', 'bot-stage-queued', { ahead }).replace(/…$/, '');

/** How a scenario's bot is set up. */
export interface BotSetup {
  /** The platform's upload limit, in MB (Telegram's TELEGRAM_MAX_UPLOAD_MB; Discord's attachment_size_limit). */
  uploadLimitMb: number;
  publicBaseUrl?: string;
}

/** How a press ended, as the user sees it: a file (its extension) or the last words. */
export interface PressEnd {
  file?: string;
  words?: string;
}

/** One user of one started bot. */
export interface BotSession {
  /** `telegram:<id>`, `discord:<id>`: the user's identity key in the usage rows. */
  readonly identity: { platform: string; externalId: string };
  openCard(url: string): Promise<unknown>;
  pressMp3(card: unknown, quality: number): Promise<unknown>;
  /** Presses the card's first video format. */
  pressVideo(card: unknown): Promise<unknown>;
  /** Resolves once the press's download reports progress. */
  downloading(press: unknown): Promise<void>;
  /** Resolves once the press's status says it waits for a free slot with `ahead` jobs before it. */
  queued(press: unknown, ahead: number): Promise<void>;
  cancel(press: unknown): Promise<void>;
  /** Stops the bot with no grace: what runs is stopped for the restart. */
  stop(): Promise<void>;
  end(press: unknown): Promise<PressEnd>;
  close(): Promise<void>;
}

export type PlatformName = 'telegram' | 'discord';

let nextUser = 1;

/** Starts a bot of `platform` on `world` for one scenario, with a user of its own. */
export function startSession(platform: PlatformName, world: BotWorld, setup: BotSetup): Promise<BotSession> {
  const name = `same-flow-${platform}-${nextUser}`;
  const userNumber = nextUser++;
  return platform === 'telegram'
    ? telegramSession(world, setup, name, userNumber)
    : discordSession(world, setup, name, userNumber);
}

async function telegramSession(world: BotWorld, setup: BotSetup, name: string, n: number): Promise<BotSession> {
  const { fake, bot, close } = await startTelegramTestBot(world, {
    name,
    deps: { maxUploadMb: setup.uploadLimitMb, publicBaseUrl: setup.publicBaseUrl },
  });
  const user: TelegramUser = { id: 5000 + n, first_name: `User ${n}` };
  const toUser = (c: RecordedCall) => Number(c.params.chat_id) === user.id;
  const asCard = (card: unknown) => card as RecordedCall;
  const since = (press: unknown) => press as number;
  /** The status message of the download the press started: the one with a Cancel button. */
  const statusOf = (press: unknown) =>
    fake.waitForCall((c) => c.method === 'sendMessage' && toUser(c) && buttonsOf(c).some((b) => b.text === 'Cancel'), {
      since: since(press),
    });
  return {
    identity: { platform: 'telegram', externalId: String(user.id) },
    openCard: (url) => requestCard(fake, user, url),
    pressMp3: async (card, quality) =>
      pressCardButton(fake, user, asCard(card), new RegExp(`^(⚠️ )?(MP3 )?${quality}$`)),
    pressVideo: async (card) => {
      const video = buttonsOf(asCard(card)).find((b) => !/^(⚠️ )?(MP3 )?\d+$/.test(b.text));
      if (!video) throw new Error('the card has no video button');
      return pressCardButton(fake, user, asCard(card), video);
    },
    async downloading(press) {
      await fake.waitForCall((c) => c.method === 'editMessageText' && toUser(c) && textOf(c).includes('downloading'), {
        since: since(press),
      });
    },
    async queued(press, ahead) {
      const words = waitingWords(ahead);
      await fake.waitForCall((c) => c.method === 'editMessageText' && toUser(c) && textOf(c).includes(words), {
        since: since(press),
      });
    },
    async cancel(press) {
      const status = await statusOf(press);
      const button = buttonsOf(status).find((b) => b.text === 'Cancel');
      fake.pressButton(user, privateChat(user), messageIdOf(status), button?.callback_data ?? '');
    },
    stop: () => bot.stop(),
    async end(press) {
      // The file, or a message without buttons: a sentence sent, or the status message's last edit.
      const last = await fake.waitForCall(
        (c) =>
          toUser(c) &&
          (isFileSent(c) ||
            (c.method === 'sendMessage' && c.result !== undefined && buttonsOf(c).length === 0) ||
            (c.method === 'editMessageText' && buttonsOf(c).length === 0)),
        { since: since(press) },
      );
      if (!isFileSent(last)) return { words: textOf(last) };
      return { file: path.extname(uploadOf(last)?.filename ?? '').slice(1) };
    },
    close,
  };
}

async function discordSession(world: BotWorld, setup: BotSetup, name: string, n: number): Promise<BotSession> {
  const { discord, bot, close } = await startDiscordTestBot(world, {
    name,
    deps: { publicBaseUrl: setup.publicBaseUrl },
  });
  const user: DiscordUser = { id: String(300000000000000000n + BigInt(n)), username: `user${n}` };
  const attachmentSizeLimit = setup.uploadLimitMb * MB;
  const asCard = (card: unknown) => card as FakeMessage;
  const asPress = (press: unknown) => press as { id: string; token: string };
  const running = (reply: FakeMessage) => /^(⏳|📤)/.test(reply.content);
  return {
    identity: { platform: 'discord', externalId: user.id },
    openCard: async (url) => (await openDiscordCard(discord, { user, url, attachmentSizeLimit })).card,
    pressMp3: async (card, quality) =>
      pressDiscordMp3(discord, { user, card: asCard(card), quality, attachmentSizeLimit }),
    // The card's menu lists video formats first.
    pressVideo: async (card) => chooseFormat(discord, { user, card: asCard(card), attachmentSizeLimit }),
    async downloading(press) {
      await waitForReply(discord, asPress(press).token, (r) => r.content.startsWith('⏳ Downloading'), 'progress');
    },
    async queued(press, ahead) {
      const words = waitingWords(ahead);
      await waitForReply(discord, asPress(press).token, (r) => r.content.includes(words), 'waiting for a slot');
    },
    async cancel(press) {
      const reply = discord.original(asPress(press).token);
      const customId = reply?.components
        .flatMap((row) => row.components)
        .find((c) => c.custom_id?.startsWith('mx:'))?.custom_id;
      if (!reply || !customId) throw new Error('the progress reply has no Cancel button');
      discord.press({ user, message: reply, customId });
    },
    stop: () => bot.stop(),
    async end(press) {
      const callback = await interactionCallback(discord, asPress(press).id);
      // 4: a message of its own (private), sent instead of a download.
      if (callback.body?.type === 4) return { words: (callback.body.data as { content: string }).content };
      const reply = await waitForReply(
        discord,
        asPress(press).token,
        (r) => r.content !== '' && !running(r),
        'the last words',
      );
      const attachment = reply.attachments[0];
      return attachment ? { file: path.extname(attachment.filename).slice(1) } : { words: reply.content };
    },
    close,
  };
}
