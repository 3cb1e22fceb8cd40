/**
 * Issue 36, item 1: the built process killed with SIGKILL, its whole process
 * group at once (the OOM killer, a power cut, `kill -9`), in the middle of
 * downloads: over HTTP (a file of known length and a converted MP3 sent
 * chunked) and through the Telegram bot (its fake Bot API). The HTTP clients
 * see a cut response, never a file that looks whole; the next start on the
 * same DATA_DIR marks the dead jobs interrupted (their slots and MB
 * reservations free), sweeps their temp files, shows nothing running on the
 * owner's dashboard, and edits the Telegram and the Discord status
 * messages (the latter through the fake Discord's channel route: the
 * interaction token is not kept) to say the download was interrupted, with
 * a button that tries it again.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { type BuiltProcess, buildDist, startBuiltProcess } from '../support/built-process.js';
import {
  BIG_ATTACHMENT_SIZE_LIMIT,
  chooseFormat,
  componentIds,
  type FakeDiscord,
  type FakeUser as FakeDiscordUser,
  openCard,
  startFakeDiscord,
  waitForReply,
  waitForUpload,
} from '../support/fake-discord.js';
import {
  buttonsOf,
  type FakeTelegramServer,
  type FakeUser,
  isFileSent,
  messageIdOf,
  privateChat,
  type RecordedCall,
  requestCard,
  startFakeTelegram,
  textOf,
} from '../support/fake-telegram.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';
import { untilTestTimeout } from '../support/test-deadline.js';

const OWNER_KEY = 'owner-key-crash-0123456789';
const alice: FakeUser = { id: 36_100, first_name: 'Alice' };
const bob: FakeDiscordUser = { id: '100000000000036100', username: 'bob' };

let scratch: string;
let dataDir: string;
let fixtures: FixtureServer;
let telegram: FakeTelegramServer;
let discord: FakeDiscord;
const running: BuiltProcess[] = [];

beforeAll(async () => {
  buildDist();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'crash-'));
  dataDir = path.join(scratch, 'data');
  // /slow/ at 4 KiB every 200 ms: direct.mp4 (~330 KB) takes some 16 s, killed long before its end.
  fixtures = await startFixtureServer(inject('fixturesDir'), { slowChunkBytes: 4 * 1024, slowIntervalMs: 200 });
  telegram = await startFakeTelegram({ uploadDir: path.join(scratch, 'uploads') });
  discord = await startFakeDiscord({ filesDir: path.join(scratch, 'discord-uploads') });
});
afterAll(async () => {
  for (const server of running) killGroup(server);
  await Promise.all(running.map((server) => server.exited));
  await telegram?.close();
  await discord?.close();
  await fixtures?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** The service on `dataDir`, with both bots on their fakes, in a process group of its own; resolves once both serve. */
async function start(): Promise<BuiltProcess> {
  const server = await startBuiltProcess(
    {
      DATA_DIR: dataDir,
      ALLOW_PRIVATE_URLS: 'true',
      API_KEYS: `owner:${OWNER_KEY}`,
      OWNER_IDS: 'http:owner',
      TELEGRAM_BOT_TOKEN: telegram.token,
      TELEGRAM_API_ROOT: telegram.apiRoot,
      DISCORD_BOT_TOKEN: discord.token,
      DISCORD_APPLICATION_ID: discord.applicationId,
      DISCORD_API_ROOT: discord.apiRoot,
      LIMIT_MB_PER_DAY: '50',
      MAX_CONCURRENT_JOBS: '4',
      LOG_LEVEL: 'info',
    },
    { ownGroup: true },
  );
  running.push(server);
  // The Discord bot starts after "ready" (a slow gateway must not hold up the API), and says when it serves.
  await expect.poll(() => server.output(), untilTestTimeout(100)).toMatch(/discord: bot ready/);
  return server;
}

/** SIGKILL to the process and everything in its group, at once. */
function killGroup(server: BuiltProcess): void {
  if (server.child.pid === undefined || server.child.exitCode !== null || server.child.signalCode !== null) return;
  process.kill(-server.child.pid, 'SIGKILL');
}

const auth = { authorization: `Bearer ${OWNER_KEY}` };

function download(server: BuiltProcess, params: Record<string, string>): Promise<Response> {
  const query = new URLSearchParams({ url: fixtures.url(`/slow${FIXTURE_PATHS.directMp4}`), ...params });
  return fetch(`${server.baseUrl}/api/download?${query}`, { headers: auth });
}

/** Reads a body as far as it goes: the bytes, and whether it ended in an error (a cut) or cleanly. */
async function readToEnd(response: Response): Promise<{ bytes: number; cut: boolean }> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { bytes, cut: false };
      bytes += value.byteLength;
    }
  } catch {
    return { bytes, cut: true };
  }
}

/** How many running jobs of the killed run kept a notice for their asker (read directly, as the next start does). */
function keptNotices(): number {
  const db = new Database(path.join(dataDir, 'app.db'), { readonly: true });
  try {
    return (db.prepare('select count(*) as n from running_jobs where notice is not null').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

function usageOutcomes(): { outcome: string; reserved: number }[] {
  const db = new Database(path.join(dataDir, 'app.db'), { readonly: true });
  try {
    return db
      .prepare("select outcome, reserved_bytes as reserved from usage_events where action = 'download' order by id")
      .all() as { outcome: string; reserved: number }[];
  } finally {
    db.close();
  }
}

describe('kill -9 of the whole process group in the middle of downloads', () => {
  it('cuts the HTTP responses, and the next start frees everything and tells the Telegram and Discord users', async () => {
    const first = await start();

    // A Telegram download, running: its status message says so.
    const card = await requestCard(telegram, alice, fixtures.url(`/slow${FIXTURE_PATHS.directMp4}`));
    const video = buttonsOf(card).find((button) => !/^(⚠️ )?(MP3 )?\d+$/.test(button.text));
    if (!video) throw new Error('the card has no video button');
    const pressed = telegram.calls.length;
    telegram.pressButton(alice, privateChat(alice), messageIdOf(card), video.callback_data);
    const toAlice = (call: RecordedCall) => Number(call.params.chat_id) === alice.id;
    const status = await telegram.waitForCall(
      (call) => call.method === 'sendMessage' && toAlice(call) && buttonsOf(call).some((b) => b.text === 'Cancel'),
      { since: pressed },
    );
    await telegram.waitForCall(
      (call) => call.method === 'editMessageText' && toAlice(call) && textOf(call).includes('downloading'),
      { since: pressed },
    );

    // A Discord download, running: the card's message is its status, with a Cancel button.
    const slowUrl = fixtures.url(`/slow${FIXTURE_PATHS.directMp4}`);
    const limit = BIG_ATTACHMENT_SIZE_LIMIT;
    const { card: discordCard } = await openCard(discord, { user: bob, url: slowUrl, attachmentSizeLimit: limit });
    // The format menu's first option (a video): "Try again" must carry the menu's value in its button.
    const chosen = chooseFormat(discord, { user: bob, card: discordCard, attachmentSizeLimit: limit });
    await waitForReply(
      discord,
      chosen.token,
      (reply) => /downloading/i.test(reply.content) && componentIds(reply).some((id) => id.startsWith('mx:')),
      'the Discord download under way',
    );

    // Two HTTP downloads: the file as it is (its length known), and an MP3 made from it (sent chunked).
    const whole = await download(first, { selector: 'mp4', ext: 'mp4', kind: 'video', title: 'Whole' });
    const mp3 = await download(first, { selector: 'mp4', ext: 'mp3', kind: 'audio', convert: 'mp3', title: 'Mp3' });
    expect(whole.status).toBe(200);
    expect(mp3.status).toBe(200);
    const length = Number(whole.headers.get('content-length'));
    expect(length).toBeGreaterThan(0);
    expect(mp3.headers.get('content-length')).toBeNull();
    expect(mp3.headers.get('transfer-encoding')).toBe('chunked');
    const reads = [readToEnd(whole), readToEnd(mp3)];
    await expect
      .poll(() => usageOutcomes().filter((row) => row.outcome === 'running').length, untilTestTimeout())
      .toBe(4);
    // Both chat jobs kept where to tell their askers.
    await expect.poll(keptNotices, untilTestTimeout(100)).toBe(2);

    killGroup(first);
    expect((await first.exited).signal).toBe('SIGKILL');

    // Both clients know their file is not whole: a short body against Content-Length, a chunked stream
    // without its last chunk. Neither ends as if complete.
    const [wholeRead, mp3Read] = (await Promise.all(reads)) as [Awaited<(typeof reads)[0]>, Awaited<(typeof reads)[0]>];
    expect(wholeRead.cut).toBe(true);
    expect(wholeRead.bytes).toBeLessThan(length);
    expect(mp3Read.cut).toBe(true);
    // Killed: nothing closed the rows, which still hold their reservations.
    expect(usageOutcomes().map((row) => row.outcome)).toEqual(['running', 'running', 'running', 'running']);

    // The downloads tried again after the restart only have to arrive: no more trickle.
    fixtures.hurry();
    const since = telegram.calls.length;
    const discordSince = discord.calls.length;
    const second = await start();

    // Ready means the start-up is done: the dead jobs are interrupted. Their reservations (Alice's took the
    // whole 50 MB of her day) no longer count: her "Try again" below fits.
    expect(usageOutcomes().map((row) => row.outcome)).toEqual([
      'interrupted',
      'interrupted',
      'interrupted',
      'interrupted',
    ]);
    expect(usageOutcomes()[0]?.reserved).toBeGreaterThan(0);
    const tmp = await readdir(path.join(dataDir, 'tmp')).catch(() => [] as string[]);
    expect(tmp.filter((name) => /^(job|telegram|discord)-/.test(name))).toEqual([]);
    const dashboard = (await (await fetch(`${second.baseUrl}/api/admin`, { headers: auth })).json()) as {
      running: unknown[];
    };
    expect(dashboard.running).toEqual([]);

    // The Telegram status message says what happened, with a button to try again.
    const told = await telegram.waitForCall(
      (call) =>
        call.method === 'editMessageText' &&
        toAlice(call) &&
        Number(call.params.message_id) === messageIdOf(status) &&
        buttonsOf(call).length === 1,
      { since },
    );
    expect(textOf(told)).toMatch(/interrupted, the bot stopped unexpectedly/);
    const [again] = buttonsOf(told);
    expect(again?.text).toBe(translate('en', 'bot-try-again-button'));

    // Pressed, it downloads the same choice again, to the end (waited for below, with Discord's).
    const retried = telegram.calls.length;
    telegram.pressButton(alice, privateChat(alice), messageIdOf(status), again?.callback_data ?? '');
    const file = telegram.waitForCall((call) => toAlice(call) && isFileSent(call), { since: retried });

    // The Discord status message too, through the bot's own REST (channel and message id: no interaction
    // token outlives a crash), with a "Try again" button.
    const statusRoute = `/channels/${discordCard.channel_id}/messages/${discordCard.id}`;
    const edited = await discord.waitFor(
      () =>
        discord.calls
          .slice(discordSince)
          .find((call) => call.method === 'PATCH' && call.route === statusRoute && call.status === 200),
      undefined,
      'the Discord status message edited',
    );
    expect(edited.body?.content).toMatch(/interrupted, the bot stopped unexpectedly/);
    const shown = discord.messages.get(discordCard.id);
    if (!shown) throw new Error('the Discord status message is gone');
    const buttons = shown.components.flatMap((row) => row.components);
    expect(buttons).toHaveLength(1);
    expect(buttons[0]?.label).toBe(translate('en', 'bot-try-again-button'));
    expect(buttons[0]?.disabled).not.toBe(true);

    // Pressed, it downloads the same choice again, into the same message.
    const pressedAgain = discord.press({
      user: bob,
      message: shown,
      customId: buttons[0]?.custom_id ?? '',
      attachmentSizeLimit: limit,
    });
    const { message: delivered, file: discordFile } = await waitForUpload(discord, pressedAgain.token);
    expect(delivered.id).toBe(discordCard.id);
    expect(discordFile.name).toMatch(/\.mp4$/);
    expect(discordFile.size).toBeGreaterThan(300_000);
    expect((await file).method).toBe('sendVideo');

    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
    // Two starts of the built service, two bots, and two downloads again after the crash.
  }, 240_000);
});
