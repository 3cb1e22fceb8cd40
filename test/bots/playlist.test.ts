/**
 * Playlists in both bots, each against its fake platform, with real yt-dlp
 * and ffmpeg on loopback: pages with several <video>/<audio> tags are read
 * as playlists (the fixture server's media as entries). The card lists the
 * entries in pages, an entry opens its own card, and "All as MP3 192" sends
 * every entry as a file, stops at the daily limit with a sentence, stops at
 * Cancel, and skips an entry whose link leads to a private origin that is not
 * allowed (which sees no request) while the others are delivered.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BotWorld, startBotWorld } from '../support/bot-world.js';
import { type Canaries, startCanaries } from '../support/canaries.js';
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
import { FIXTURE_PATHS } from '../support/fixtures.js';
import { startTelegramTestBot } from '../support/telegram-bots.js';

/**
 * A run of "All as MP3" looks up and converts every entry with the real yt-dlp and ffmpeg, one
 * after the other (4 files and 5 lookups in the first test): a minute or more on a busy 2-core
 * machine, so these tests get three.
 */
const RUN_TEST = { timeout: 180_000 };
/** The world's daily limit: the first run of three uses three, the second gets the last one. */
const DOWNLOADS_PER_DAY = 4;

interface PageServer {
  origin: string;
  close(): Promise<void>;
}

/** Serves HTML pages by path; each page's body is made when asked for. */
async function servePages(pages: () => Record<string, string>): Promise<PageServer> {
  const server: Server = createServer((req, res) => {
    const body = pages()[req.url ?? ''];
    if (body === undefined) return void res.writeHead(404).end('not found');
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(body) })
      .end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const page = (title: string, sources: string[]) =>
  `<!doctype html><html><head><title>${title}</title></head><body>\n${sources
    .map((src) =>
      src.includes('.mp3') || src.includes('.m4a') ? `<audio src="${src}"></audio>` : `<video src="${src}"></video>`,
    )
    .join('\n')}\n</body></html>`;

let world: BotWorld;
let pages: PageServer;
let canaries: Canaries;

beforeAll(async () => {
  canaries = await startCanaries();
  let fixtureUrl = (p: string) => p;
  pages = await servePages(() => {
    const audio = [FIXTURE_PATHS.audioM4a, FIXTURE_PATHS.audioMp3].map(fixtureUrl);
    const canary = `http://127.0.0.1:${canaries.httpPort}/secret.mp4`;
    return {
      // Distinct links to the same files (the fixture server ignores the query).
      '/three.html': page('Three Clips', [`${audio[0]}?n=1`, `${audio[1]}?n=2`, `${audio[0]}?n=3`]),
      '/ten.html': page(
        'Ten Clips',
        Array.from({ length: 10 }, (_, i) => `${fixtureUrl(FIXTURE_PATHS.audioM4a)}?n=${i + 1}`),
      ),
      '/thirty.html': page(
        'Thirty Clips',
        Array.from({ length: 30 }, (_, i) => `${fixtureUrl(FIXTURE_PATHS.audioM4a)}?n=${i + 1}`),
      ),
      '/slow.html': page('Slow Clips', [
        fixtureUrl(`/slow${FIXTURE_PATHS.directMp4}?n=1`),
        fixtureUrl(`/slow${FIXTURE_PATHS.directMp4}?n=2`),
      ]),
      // The second entry is on an allowed origin but redirects to one that is not; the fourth is not allowed at all.
      '/mixed.html': page('Mixed Clips', [
        `${audio[0]}?n=1`,
        fixtureUrl(`/redirect?to=${encodeURIComponent(canary)}`),
        `${audio[1]}?n=3`,
        canary,
      ]),
    };
  });
  world = await startBotWorld({
    tmpPrefix: 'playlist-bots-test-',
    fixtures: { slowIntervalMs: 350 },
    // Private addresses are allowed for the fixtures and the pages only: the canary's origin is not.
    privateUrls: (fixtures) => ({ kind: 'origins', origins: [fixtures.origin, pages.origin] }),
    limits: { downloadsPerDay: DOWNLOADS_PER_DAY },
  });
  fixtureUrl = (p: string) => world.fixtures.url(p);
}, 60_000);

afterAll(async () => {
  await world?.close();
  await pages?.close();
  await canaries?.close();
});

/** How an "All as MP3" run looked to the user. */
interface RunResult {
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
interface Driver {
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

async function telegramDriver(): Promise<Driver> {
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

async function discordDriver(): Promise<Driver> {
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

const platforms = [
  ['Telegram', telegramDriver],
  ['Discord', discordDriver],
] as const;

const downloadRowsOf = (outcome?: string) =>
  (
    world.database.sqlite
      .prepare(`SELECT e.outcome FROM usage_events e WHERE e.action = 'download' ${outcome ? 'AND e.outcome = ?' : ''}`)
      .all(...(outcome ? [outcome] : [])) as { outcome: string }[]
  ).length;

describe.each(platforms)('a playlist in %s', RUN_TEST, (_name, startDriver) => {
  it('"All as MP3" sends every entry as a file; a second run stops at the daily limit with a sentence', async () => {
    const driver = await startDriver();
    try {
      const card = await driver.openPlaylist(`${pages.origin}/three.html`);
      expect(driver.buttonLabels(card)).toContain('All as MP3 192 (3 files)');
      const first = await driver.all(card);
      expect(first.files).toHaveLength(3);
      expect(first.files.every((name) => name.endsWith('.mp3'))).toBe(true);
      expect(first.skipped).toEqual([]);
      expect(first.end).toBe('All as MP3 192: done, 3 of 3 files sent.');
      // One status message, edited with where the run is.
      expect(first.statuses.some((text) => /All as MP3 192: [1-3] \/ 3\n/.test(text))).toBe(true);
      // One download left today: one file, then the sentence saying why the rest stopped.
      const second = await driver.all(card);
      expect(second.files).toHaveLength(1);
      expect(second.end).toMatch(
        /^All as MP3 192: stopped, 1 of 3 files sent\. You have used 4 of 4 downloads today; resets in .+\. The other 2 were not downloaded\.$/,
      );
    } finally {
      await driver.close();
    }
  });

  it('an entry leading to a private origin that is not allowed fails, unseen by it; the others are delivered', async () => {
    const driver = await startDriver();
    canaries.reset();
    try {
      const card = await driver.openPlaylist(`${pages.origin}/mixed.html`);
      // The entry on the canary's origin is not even listed; the redirecting one is (its own origin is allowed).
      expect(driver.entryLabels(card)).toHaveLength(3);
      const run = await driver.all(card);
      expect(run.files).toHaveLength(2);
      expect(run.skipped).toHaveLength(1);
      expect(run.skipped[0]).toMatch(
        /^Skipped 2 \/ 3 ".*": Links to private or local network addresses are not allowed\.$/,
      );
      expect(run.end).toBe('All as MP3 192: done, 2 of 3 files sent, 1 skipped.');
      expect(canaries.log).toEqual([]);
    } finally {
      await driver.close();
    }
  });

  it('Cancel stops the run: the entry in progress and the rest are not sent', async () => {
    const driver = await startDriver();
    const cancelledBefore = downloadRowsOf('cancelled');
    try {
      const card = await driver.openPlaylist(`${pages.origin}/slow.html`);
      const run = await driver.all(card, (cancel) => cancel());
      expect(run.files).toEqual([]);
      expect(run.end).toBe('All as MP3 192: cancelled, 0 of 2 files sent.');
      expect(downloadRowsOf('cancelled')).toBe(cancelledBefore + 1);
    } finally {
      await driver.close();
    }
  });
});

describe('paging and choosing an entry', () => {
  it('Telegram: 10 entries are 2 pages of 8 and 2 with ◀ ▶; an entry opens its own card', async () => {
    const driver = await telegramDriver();
    try {
      const card = await driver.openPlaylist(`${pages.origin}/ten.html`);
      expect(driver.entryLabels(card)).toHaveLength(8);
      expect(driver.entryLabels(card)[0]).toMatch(/^1\. /);
      expect(driver.buttonLabels(card)).toEqual(['◀', '1 / 2', '▶', 'All as MP3 192 (10 files)']);
      const second = await driver.nextPage(card);
      expect(driver.entryLabels(second).map((label) => label.split('.')[0])).toEqual(['9', '10']);
      expect(driver.buttonLabels(second)).toContain('2 / 2');
      await driver.openEntry(second, 9);
    } finally {
      await driver.close();
    }
  });

  it('Discord: 30 entries are 2 menus of 25 and 5 with ◀ ▶; an entry opens its own card', async () => {
    const driver = await discordDriver();
    try {
      const card = await driver.openPlaylist(`${pages.origin}/thirty.html`);
      expect(driver.entryLabels(card)).toHaveLength(25);
      expect(driver.buttonLabels(card)).toEqual(['◀', '▶', 'All as MP3 192 (30 files)']);
      const second = await driver.nextPage(card);
      expect(driver.entryLabels(second).map((label) => label.split('.')[0])).toEqual(['26', '27', '28', '29', '30']);
      await driver.openEntry(second, 27);
    } finally {
      await driver.close();
    }
  });
});
