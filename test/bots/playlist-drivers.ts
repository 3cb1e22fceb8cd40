// The users of playlist.test.ts: one per platform's bot on the test's world, with the verbs its scenarios need
// (open a playlist, page, open an entry, run "All as MP3" and read how the run looked).
import type { BotWorld } from '../support/bot-world.js';
import { startDiscordTestBot } from '../support/discord-bots.js';
import {
  BIG_ATTACHMENT_SIZE_LIMIT,
  type FakeUser as DiscordUser,
  type FakeMessage,
  replyEdits,
  waitForCard,
  waitForReply,
} from '../support/fake-discord.js';
import {
  buttonsOf,
  cardMessageId,
  isCard,
  isFileSent,
  messageIdOf,
  privateChat,
  type RecordedCall,
  type FakeUser as TelegramUser,
  textOf,
  uploadOf,
} from '../support/fake-telegram.js';
import { startTelegramTestBot } from '../support/telegram-bots.js';

/** How an "All as MP3" run looked to the user. */
export interface RunResult {
  /** File names, in the order they arrived. */
  files: string[];
  /** The sentences about skipped entries. */
  skipped: string[];
  /** The status message's last words. */
  end: string;
  /** Every text the status message showed. */
  statuses: string[];
}

/** One user of one platform's bot, with the verbs the scenarios need. */
export interface Driver {
  /** Sends the playlist's link; resolves with the card. */
  openPlaylist(url: string): Promise<unknown>;
  /** The labels of the card's entries on the page shown, and of its other buttons. */
  entryLabels(card: unknown): string[];
  buttonLabels(card: unknown): string[];
  /** Presses ▶; resolves with the card as it is then. */
  nextPage(card: unknown): Promise<unknown>;
  /** Chooses the entry whose label starts with `number.`; resolves once its own card is shown. */
  openEntry(card: unknown, number: number): Promise<void>;
  /** Presses "All as MP3"; resolves when the run has ended (after `whileRunning`). */
  all(card: unknown, whileRunning?: (cancel: () => Promise<void>) => Promise<void>): Promise<RunResult>;
  close(): Promise<void>;
}

let nextUser = 1;
const END = /^All as MP3 192: (done|stopped|cancelled)/;

export async function telegramDriver(world: BotWorld): Promise<Driver> {
  const n = nextUser++;
  const { fake, close } = await startTelegramTestBot(world, { name: `tg-${n}` });
  const user: TelegramUser = { id: 7100 + n, first_name: `Listener ${n}` };
  const chat = privateChat(user);
  const toUser = (c: RecordedCall) => Number(c.params.chat_id) === user.id;
  const isPlaylistCard = (c: RecordedCall) =>
    c.result !== undefined && toUser(c) && buttonsOf(c).some((b) => b.callback_data.startsWith('la:'));
  const asCard = (card: unknown) => card as RecordedCall;
  const press = (card: RecordedCall, label: RegExp) => {
    const button = buttonsOf(card).find((b) => label.test(b.text));
    if (!button) throw new Error(`no button ${label}: ${buttonsOf(card).map((b) => b.text)}`);
    const since = fake.calls.length;
    fake.pressButton(user, chat, cardMessageId(card), button.callback_data);
    return since;
  };
  return {
    async openPlaylist(url) {
      const since = fake.calls.length;
      fake.sendText(user, chat, url);
      return fake.waitForCall(isPlaylistCard, { since });
    },
    entryLabels: (card) =>
      buttonsOf(asCard(card))
        .filter((b) => b.callback_data.startsWith('le:'))
        .map((b) => b.text),
    buttonLabels: (card) =>
      buttonsOf(asCard(card))
        .filter((b) => !b.callback_data.startsWith('le:'))
        .map((b) => b.text),
    async nextPage(card) {
      const since = press(asCard(card), /^▶$/);
      return fake.waitForCall((c) => c.method === 'editMessageText' && isPlaylistCard(c), { since });
    },
    async openEntry(card, number) {
      const since = press(asCard(card), new RegExp(`^${number}\\. `));
      await fake.waitForCall((c) => isCard(c) && toUser(c), { since });
    },
    async all(card, whileRunning) {
      const since = press(asCard(card), /^All as MP3 192/);
      if (whileRunning) {
        const status = await fake.waitForCall(
          (c) => c.method === 'sendMessage' && toUser(c) && buttonsOf(c).some((b) => b.text === 'Cancel'),
          { since },
        );
        await whileRunning(async () => {
          await fake.waitForCall(
            (c) => c.method === 'editMessageText' && toUser(c) && /downloading|converting/.test(textOf(c)),
            { since },
          );
          const cancel = buttonsOf(status).find((b) => b.text === 'Cancel');
          fake.pressButton(user, chat, messageIdOf(status), cancel?.callback_data ?? '');
        });
      }
      const last = await fake.waitForCall(
        (c) => c.method === 'editMessageText' && toUser(c) && END.test(textOf(c)) && buttonsOf(c).length === 0,
        { since },
      );
      const after = fake.calls.slice(since).filter(toUser);
      return {
        files: after.filter(isFileSent).map((c) => uploadOf(c)?.filename ?? ''),
        skipped: after.filter((c) => c.method === 'sendMessage' && textOf(c).startsWith('Skipped')).map(textOf),
        end: textOf(last),
        statuses: after.filter((c) => c.method === 'editMessageText').map(textOf),
      };
    },
    close,
  };
}

export async function discordDriver(world: BotWorld): Promise<Driver> {
  const n = nextUser++;
  const { discord, close } = await startDiscordTestBot(world, { name: `dc-${n}` });
  const user: DiscordUser = { id: String(310000000000000000n + BigInt(n)), username: `listener${n}` };
  const attachmentSizeLimit = BIG_ATTACHMENT_SIZE_LIMIT;
  const asCard = (card: unknown) => card as FakeMessage;
  const components = (card: FakeMessage) => card.components.flatMap((row) => row.components);
  const menu = (card: FakeMessage) => {
    const select = components(card).find((c) => c.type === 3) as unknown as
      | { custom_id: string; options: { label: string; value: string }[] }
      | undefined;
    if (!select) throw new Error('the playlist card has no menu');
    return select;
  };
  const button = (card: FakeMessage, label: RegExp) => {
    const found = components(card).find((c) => c.type === 2 && label.test(String(c.label)));
    if (!found?.custom_id) throw new Error(`no button ${label}`);
    return found.custom_id;
  };
  return {
    async openPlaylist(url) {
      const interaction = discord.slashCommand({
        user,
        name: 'download',
        options: [{ name: 'url', value: url }],
        attachmentSizeLimit,
      });
      return waitForCard(discord, interaction.token);
    },
    entryLabels: (card) => menu(asCard(card)).options.map((o) => o.label),
    buttonLabels: (card) =>
      components(asCard(card))
        .filter((c) => c.type === 2)
        .map((c) => String(c.label)),
    async nextPage(card) {
      const before = menu(asCard(card)).custom_id;
      discord.press({ user, message: asCard(card), customId: button(asCard(card), /^▶$/), attachmentSizeLimit });
      // The page turns in place: the card message itself is edited.
      return discord.waitFor(() => (menu(asCard(card)).custom_id !== before ? card : undefined), undefined, 'page 2');
    },
    async openEntry(card, number) {
      const option = menu(asCard(card)).options.find((o) => o.label.startsWith(`${number}. `));
      if (!option) throw new Error(`no entry ${number}`);
      const pressed = discord.press({
        user,
        message: asCard(card),
        customId: menu(asCard(card)).custom_id,
        values: [option.value],
        attachmentSizeLimit,
      });
      // A reply of its own (until it comes, the press's @original is the playlist card) with the entry's
      // own card: a format menu and MP3 buttons.
      await waitForReply(
        discord,
        pressed.token,
        (reply) => components(reply).some((c) => String(c.custom_id).startsWith('mf:')),
        "the entry's card",
      );
    },
    async all(card, whileRunning) {
      const pressed = discord.press({
        user,
        message: asCard(card),
        customId: button(asCard(card), /^All as MP3 192/),
        attachmentSizeLimit,
      });
      if (whileRunning) {
        await whileRunning(async () => {
          const status = await waitForReply(
            discord,
            pressed.token,
            (r) => /downloading|converting/.test(r.content),
            'progress',
          );
          const cancelId = components(status).find((c) => String(c.custom_id).startsWith('mx:'))?.custom_id;
          if (!cancelId) throw new Error('the status message has no Cancel button');
          discord.press({ user, message: status, customId: cancelId });
        });
      }
      const last = await waitForReply(discord, pressed.token, (r) => END.test(r.content), 'the end');
      const followUps = discord.callsTo(new RegExp(`^/webhooks/\\d+/${pressed.token}$`), 'POST');
      return {
        files: followUps.flatMap((c) => c.files.map((f) => f.name)),
        skipped: followUps.map((c) => String(c.body?.content ?? '')).filter((content) => content.startsWith('Skipped')),
        end: last.content,
        statuses: replyEdits(discord, pressed.token).map((c) => String(c.body?.content ?? '')),
      };
    },
    close,
  };
}
