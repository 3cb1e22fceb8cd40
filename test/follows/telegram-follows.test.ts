/**
 * Follows in Telegram through the built service (one instance for the file), the real grammY
 * client on the fake Bot API, and RSS feeds on loopback whose items change between checks. The
 * checks are made on demand by the owner's route (POST /api/admin/follows/check answers when its
 * round is done), never waited for by time.
 *
 * One follower (LIMIT_DOWNLOADS_PER_DAY=4) lives through the whole story: a follow as MP3 192, a
 * new entry arriving as a 192 kbit/s MP3 under a line with its title and link (the entries there at
 * the follow never), a burst of 20 sending the newest 3 and one line for the 17 left, then two more
 * over the daily limit: one line says they were skipped and when the limit resets. A second
 * follower removes their follow from /following, and a new entry of theirs never arrives.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { type BuiltProcess, buildDist, startBuiltProcess } from '../support/built-process.js';
import {
  buttonsOf,
  type FakeChat,
  type FakeTelegramServer,
  type FakeUser,
  messageIdOf,
  privateChat,
  type RecordedCall,
  startFakeTelegram,
  textOf,
  type UploadedFile,
} from '../support/fake-telegram.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { type FeedItem, type FollowFeeds, startFollowFeeds } from '../support/follow-feed.js';
import { probeFile } from '../support/probe.js';

const DAILY_DOWNLOADS = 4;
const alice: FakeUser = { id: 46_001, first_name: 'Alice' };
const bob: FakeUser = { id: 46_002, first_name: 'Bob' };

let scratch: string;
let fake: FakeTelegramServer;
let fixtures: FixtureServer;
let feeds: FollowFeeds;
let server: BuiltProcess;
let ownerToken: string;

beforeAll(async () => {
  buildDist();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'follows-telegram-'));
  fake = await startFakeTelegram({ uploadDir: path.join(scratch, 'uploads') });
  fixtures = await startFixtureServer(inject('fixturesDir'));
  feeds = await startFollowFeeds();
  const dataDir = path.join(scratch, 'data');
  server = await startBuiltProcess({
    DATA_DIR: dataDir,
    TELEGRAM_BOT_TOKEN: fake.token,
    TELEGRAM_API_ROOT: fake.apiRoot,
    ALLOW_PRIVATE_URLS: `${fixtures.origin},${feeds.origin}`,
    LIMIT_DOWNLOADS_PER_DAY: String(DAILY_DOWNLOADS),
    LOG_LEVEL: 'warn',
  });
  ownerToken = (await readFile(path.join(dataDir, 'owner-token'), 'utf8')).trim();
});
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await feeds?.close();
  await fixtures?.close();
  await fake?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

const item = (name: string, guid: string): FeedItem => ({
  guid,
  title: name,
  url: fixtures.url(`/audio.mp3?entry=${encodeURIComponent(guid)}`),
});

/** One round of the checker, now; resolves when it is done. */
async function checkNow(): Promise<{ ran: boolean; checked: number; delivered: number }> {
  const response = await fetch(`${server.baseUrl}/api/admin/follows/check`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { ran: boolean; checked: number; delivered: number };
}

const inChat = (chat: FakeChat) => (call: RecordedCall) => call.params.chat_id === chat.id;
const messagesTo = (chat: FakeChat, since = 0) => fake.callsOf('sendMessage', since).filter(inChat(chat));
/** The captions of the files sent to `chat`: a followed entry's title and link come with its file. */
const captionsTo = (chat: FakeChat, since = 0) =>
  fake
    .callsOf('sendAudio', since)
    .filter(inChat(chat))
    .map((c) => String(c.params.caption));
const newEntryLine = (feedTitle: string, entry: FeedItem) =>
  translate('en', 'follow-new-entry', { follow: feedTitle, title: entry.title, link: entry.url });

/** /follow <link>, then the form's button; resolves with the "Following" line. */
async function follow(user: FakeUser, link: string, formLabel: string): Promise<RecordedCall> {
  const chat = privateChat(user);
  const since = fake.calls.length;
  fake.sendText(user, chat, `/follow ${link}`);
  const offer = await fake.waitForCall(
    (c) => inChat(chat)(c) && buttonsOf(c).some((b) => b.callback_data.startsWith('fo:')),
    { since },
  );
  const button = buttonsOf(offer).find((b) => b.text === formLabel);
  if (!button) throw new Error(`no ${formLabel} button in ${JSON.stringify(buttonsOf(offer))}`);
  const pressed = fake.calls.length;
  fake.pressButton(user, chat, messageIdOf(offer), button.callback_data);
  return fake.waitForCall((c) => c.method === 'sendMessage' && inChat(chat)(c), { since: pressed });
}

describe('a follower in Telegram', () => {
  const chat = privateChat(alice);
  const title = 'Alice Feed';
  // Made once the fixture server listens (its URLs are in them).
  const old = () => [item('Old two', 'old-2'), item('Old one', 'old-1')];

  it('follows a feed as MP3 192; only a new entry arrives, as a 192 kbit/s MP3 under its title and link', async () => {
    feeds.set('alice', title, old());
    const following = await follow(alice, feeds.url('alice'), translate('en', 'bot-choice-mp3', { quality: 192 }));
    expect(textOf(following)).toBe(
      translate('en', 'follow-created', { title, form: translate('en', 'bot-choice-mp3', { quality: 192 }) }),
    );
    const fresh = item('Fresh one', 'fresh-1');
    feeds.publish('alice', [fresh]);
    const since = fake.calls.length;
    expect(await checkNow()).toMatchObject({ ran: true });
    // The line comes once, as the file's caption (a delivery retried after a crash sends them together).
    expect(captionsTo(chat, since)).toEqual([newEntryLine(title, fresh)]);
    const lines = messagesTo(chat, since).map(textOf);
    expect(lines).not.toContain(newEntryLine(title, fresh));
    for (const entry of old()) expect(lines).not.toContain(newEntryLine(title, entry));
    const audio = fake.callsOf('sendAudio', since).filter(inChat(chat));
    expect(audio).toHaveLength(1);
    const upload = audio[0]?.params.audio as UploadedFile | undefined;
    if (!upload) throw new Error('no MP3 uploaded');
    const probed = await probeFile(upload.path);
    const stream = probed.streams.find((s) => s.codec_type === 'audio');
    expect(stream?.codec_name).toBe('mp3');
    expect(Number(stream?.bit_rate)).toBe(192_000);
  });

  it('sends the newest 3 of a burst of 20 (oldest of them first) and one line for the 17 left; the old entries never', async () => {
    const burst = Array.from({ length: 20 }, (_, n) => item(`Burst ${20 - n}`, `burst-${20 - n}`));
    feeds.publish('alice', burst);
    const since = fake.calls.length;
    expect(await checkNow()).toMatchObject({ ran: true });
    const lines = messagesTo(chat, since).map(textOf);
    expect(captionsTo(chat, since)).toEqual(
      burst
        .slice(0, 3)
        .reverse()
        .map((entry) => newEntryLine(title, entry)),
    );
    expect(lines.filter((line) => line === translate('en', 'follow-left', { title, count: 17 }))).toHaveLength(1);
    expect(fake.callsOf('sendAudio', since).filter(inChat(chat))).toHaveLength(3);
    for (const entry of old()) expect(lines).not.toContain(newEntryLine(title, entry));
  });

  it('over the daily limit: one line says how many were skipped and when the limit resets', async () => {
    feeds.publish('alice', [item('Late two', 'late-2'), item('Late one', 'late-1')]);
    const since = fake.calls.length;
    expect(await checkNow()).toMatchObject({ ran: true });
    const lines = messagesTo(chat, since).map(textOf);
    const skipped = translate('en', 'follow-limit-skipped', { title, count: 2, wait: 1 }).split(' It resets')[0] ?? '';
    expect(lines.filter((line) => line.startsWith(skipped))).toHaveLength(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/resets in/);
    expect(fake.callsOf('sendAudio', since).filter(inChat(chat))).toEqual([]);
  });
});

describe('a follower who unfollows', () => {
  it('removes the follow from /following, and a new entry never arrives', async () => {
    const chat = privateChat(bob);
    feeds.set('bob', 'Bob Feed', [item('Before', 'bob-0')]);
    await follow(bob, feeds.url('bob'), translate('en', 'follow-form-audio'));
    const listed = fake.calls.length;
    fake.sendText(bob, chat, '/following');
    const list = await fake.waitForCall(
      (c) => inChat(chat)(c) && buttonsOf(c).some((b) => b.callback_data.startsWith('fr:')),
      { since: listed },
    );
    expect(textOf(list)).toContain('Bob Feed');
    const remove = buttonsOf(list)[0];
    if (!remove) throw new Error('no Remove button');
    const pressed = fake.calls.length;
    fake.pressButton(bob, chat, messageIdOf(list), remove.callback_data);
    const answer = await fake.waitForCall((c) => c.method === 'answerCallbackQuery', { since: pressed });
    expect(answer.params.text).toBe(translate('en', 'follow-removed'));

    feeds.publish('bob', [item('After', 'bob-1')]);
    const since = fake.calls.length;
    await checkNow();
    expect(messagesTo(chat, since)).toEqual([]);
    expect(fake.callsOf('sendAudio', since).filter(inChat(chat))).toEqual([]);
    expect(fake.callsOf('sendDocument', since).filter(inChat(chat))).toEqual([]);
  });
});

describe("a playlist card's Follow button", () => {
  it('asks in which form new entries should come', async () => {
    const frank: FakeUser = { id: 46_003, first_name: 'Frank' };
    const chat = privateChat(frank);
    feeds.set('frank', 'Frank Feed', [item('Only', 'frank-0')]);
    const since = fake.calls.length;
    fake.sendText(frank, chat, feeds.url('frank'));
    const card = await fake.waitForCall(
      (c) => inChat(chat)(c) && buttonsOf(c).some((b) => b.callback_data.startsWith('fw:')),
      { since },
    );
    const followButton = buttonsOf(card).find((b) => b.callback_data.startsWith('fw:'));
    expect(followButton?.text).toBe(translate('en', 'follow-button'));
    const pressed = fake.calls.length;
    fake.pressButton(frank, chat, messageIdOf(card), String(followButton?.callback_data));
    const offer = await fake.waitForCall(
      (c) => inChat(chat)(c) && buttonsOf(c).some((b) => b.callback_data.startsWith('fo:')),
      { since: pressed },
    );
    expect(textOf(offer)).toContain('Frank Feed');
    expect(buttonsOf(offer).map((b) => b.text)).toContain(translate('en', 'follow-form-video'));
  });
});
