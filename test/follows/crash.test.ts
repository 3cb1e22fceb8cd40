/**
 * A kill -9 of the built service while it delivers a followed entry (its file still downloading,
 * slowly), then a start on the same data: the entry, still pending, is delivered by the restart's
 * first round, and once only (a further check sends nothing more), its title-and-link line with it; the
 * killed run's status message is deleted (a "Try again" on it would send the entry twice).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { type BuiltProcess, buildDist, startBuiltProcess } from '../support/built-process.js';
import {
  buttonsOf,
  type FakeTelegramServer,
  type FakeUser,
  messageIdOf,
  privateChat,
  type RecordedCall,
  startFakeTelegram,
  textOf,
} from '../support/fake-telegram.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { type FeedItem, type FollowFeeds, startFollowFeeds } from '../support/follow-feed.js';
import { untilTestTimeout } from '../support/test-deadline.js';

const carol: FakeUser = { id: 46_101, first_name: 'Carol' };
const chat = privateChat(carol);

let scratch: string;
let fake: FakeTelegramServer;
let fixtures: FixtureServer;
let feeds: FollowFeeds;
const started: BuiltProcess[] = [];

beforeAll(async () => {
  buildDist();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'follows-crash-'));
  fake = await startFakeTelegram({ uploadDir: path.join(scratch, 'uploads') });
  // 1 KiB every 100 ms: the entry's file takes seconds, so the kill finds its delivery under way.
  fixtures = await startFixtureServer(inject('fixturesDir'), { slowChunkBytes: 1024, slowIntervalMs: 100 });
  feeds = await startFollowFeeds();
});
afterAll(async () => {
  for (const server of started)
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await feeds?.close();
  await fixtures?.close();
  await fake?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

async function start(): Promise<BuiltProcess> {
  const server = await startBuiltProcess(
    {
      DATA_DIR: path.join(scratch, 'data'),
      INSTANCE_ID: 'follows-crash',
      TELEGRAM_BOT_TOKEN: fake.token,
      TELEGRAM_API_ROOT: fake.apiRoot,
      ALLOW_PRIVATE_URLS: `${fixtures.origin},${feeds.origin}`,
      LOG_LEVEL: 'warn',
    },
    { ownGroup: true },
  );
  started.push(server);
  return server;
}

const inChat = (call: RecordedCall) => call.params.chat_id === chat.id;

/** How many running jobs kept a notice for the next start (read directly, as that start does). */
function keptNotices(): number {
  const db = new Database(path.join(scratch, 'data', 'app.db'), { readonly: true });
  try {
    return (db.prepare('select count(*) as n from running_jobs where notice is not null').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

describe("a kill -9 during a followed entry's delivery", () => {
  it('is followed by a restart that delivers the entry once', async () => {
    const first = await start();
    const ownerToken = (await readFile(path.join(scratch, 'data', 'owner-token'), 'utf8')).trim();
    feeds.set('carol', 'Carol Feed', [
      { guid: 'before', title: 'Before', url: fixtures.url('/audio.mp3?entry=before') },
    ]);
    fake.sendText(carol, chat, `/follow ${feeds.url('carol')}`);
    const offer = await fake.waitForCall(
      (c) => inChat(c) && buttonsOf(c).some((b) => b.callback_data.startsWith('fo:')),
    );
    const mp3 = buttonsOf(offer).find((b) => b.text === translate('en', 'bot-choice-mp3', { quality: 128 }));
    if (!mp3) throw new Error('no MP3 128 button');
    fake.pressButton(carol, chat, messageIdOf(offer), mp3.callback_data);
    await fake.waitForCall(
      (c) =>
        inChat(c) &&
        textOf(c).startsWith(translate('en', 'follow-created', { title: 'Carol Feed', form: mp3.text }).slice(0, 20)),
    );

    const entry: FeedItem = { guid: 'slow', title: 'Slow one', url: fixtures.url('/slow/audio.mp3?entry=slow') };
    feeds.publish('carol', [entry]);
    const line = translate('en', 'follow-new-entry', { follow: 'Carol Feed', title: entry.title, link: entry.url });
    // The round answers when it is done: it never will, the process dies first.
    void fetch(`${first.baseUrl}/api/admin/follows/check`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ownerToken}` },
    }).catch(() => undefined);
    // The job's status message (its Cancel button): the download is under way.
    const status = await fake.waitForCall(
      (c) => c.method === 'sendMessage' && inChat(c) && buttonsOf(c).some((b) => b.callback_data.startsWith('x:')),
    );
    expect(fake.callsOf('sendAudio').filter(inChat)).toEqual([]);
    // Its notice for the next start is written just after the status message is sent.
    await expect.poll(keptNotices, untilTestTimeout()).toBe(1);
    process.kill(-(first.child.pid as number), 'SIGKILL');
    await first.exited;
    const restartedAt = fake.calls.length;

    const second = await start();
    const delivered = await fake.waitForCall((c) => c.method === 'sendAudio' && inChat(c) && c.result !== undefined);
    expect(delivered.params.title).toBeDefined();
    // A round after it (awaited) finds nothing left to send.
    const response = await fetch(`${second.baseUrl}/api/admin/follows/check`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ownerToken}` },
    });
    expect(((await response.json()) as { ran: boolean }).ran).toBe(true);
    expect(fake.callsOf('sendAudio').filter(inChat)).toHaveLength(1);
    // The entry's title-and-link line comes once too, with the file (not once per try).
    const lines = fake.callsOf('sendMessage').filter((c) => inChat(c) && textOf(c) === line);
    const captions = fake.callsOf('sendAudio').filter((c) => inChat(c) && c.params.caption === line);
    expect([lines.length, captions.length]).toEqual([0, 1]);
    // The killed run's status message is deleted by the restart, not told "interrupted" with a "Try again".
    const onStatus = (c: RecordedCall) => inChat(c) && c.params.message_id === messageIdOf(status);
    const after = await fake.waitForCall(
      (c) => onStatus(c) && ['deleteMessage', 'editMessageText'].includes(c.method),
      { since: restartedAt },
    );
    expect([after.method, after.result]).toEqual(['deleteMessage', true]);
    expect(fake.callsOf('editMessageText', restartedAt).filter(onStatus)).toEqual([]);
    second.child.kill('SIGTERM');
    await second.exited;
  });
});
