/**
 * Files sent by path through a local Bot API server (issue 37): the real grammY bot against the fake
 * Bot API in local mode, the real media service (yt-dlp, ffmpeg) on a 250 MB mp4 generated at test time
 * (a noisy seed stream-copied in a loop: little CPU) and served from loopback.
 *
 * - With TELEGRAM_LOCAL_FILES_DIR the job writes into the shared folder and the file is sent as
 *   `file://<path as the server sees it>` (here through a symlink, as another container's mount would):
 *   the fake reads it from disk, nothing is uploaded, and the file is gone after the send.
 * - Without it, the multipart upload as before, streamed: this process's memory stays flat.
 * - A job folder a killed run left in the shared folder is removed at the next start.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningTelegramBot, startTelegramBot } from '../../bots/telegram/bot.js';
import type { LocalFilesDir } from '../../bots/telegram/local-files.js';
import { type BotWorld, startBotWorld } from '../support/bot-world.js';
import {
  type FakeTelegramServer,
  type FakeUser,
  pressForFile,
  type RecordedCall,
  requestCard,
  startFakeTelegram,
  uploadOf,
} from '../support/fake-telegram.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { buildBigFixture } from '../support/fixtures.js';
import { telegramTestDeps } from '../support/telegram-bots.js';
import { untilTestTimeout } from '../support/test-deadline.js';

const MB = 1024 * 1024;
/** What the upload may add to this process's memory: a client that held the file would add 250 MB. */
const RSS_BUDGET = 96 * MB;
const BIG_TEST_MS = 900_000;
const alice: FakeUser = { id: 3701, first_name: 'Alice' };
const bob: FakeUser = { id: 3702, first_name: 'Bob' };

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Samples this process's RSS every 20 ms until stopped: the growth over the start. */
function watchMemory(): { stop(): { before: number; peak: number } } {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      return { before, peak: Math.max(peak, process.memoryUsage().rss) };
    },
  };
}

/** A started bot on its own fake local Bot API server. */
interface LocalBot {
  fake: FakeTelegramServer;
  bot: RunningTelegramBot;
}

let world: BotWorld;
let big: { url: string; size: number; sha256: string };
/** The same file at another address: the file_id cache of the first send must not answer the second. */
let again: FixtureServer;
let shared: LocalFilesDir;
const leftovers: { jobDir: string; notOurs: string } = { jobDir: '', notOurs: '' };
let byPath: LocalBot;
let upload: LocalBot;

beforeAll(async () => {
  world = await startBotWorld({
    tmpPrefix: 'telegram-local-files-',
    maxFilesizeBytes: 300 * MB,
    jobTimeoutMs: BIG_TEST_MS,
  });
  const { server, built } = await world.serveBuilt((dir) => buildBigFixture(dir, 250));
  big = { url: server.url('/big.mp4'), size: (await stat(built)).size, sha256: await sha256Of(built) };
  again = await startFixtureServer(path.dirname(built));

  // The server sees the shared folder at another path (another container's mount): here a symlink.
  const sharedRoot = path.join(world.dir, 'shared');
  const serverView = path.join(world.dir, 'server-view');
  await mkdir(sharedRoot);
  await symlink(sharedRoot, serverView);
  shared = { dir: path.join(sharedRoot, 'instance-a'), serverDir: path.join(serverView, 'instance-a') };
  // What a killed run left: a job folder with a half-sent file; and a file the bot did not write.
  leftovers.jobDir = path.join(shared.dir, 'telegram-killed-run');
  leftovers.notOurs = path.join(shared.dir, 'not-ours.txt');
  await mkdir(leftovers.jobDir, { recursive: true });
  await writeFile(path.join(leftovers.jobDir, '0123456789abcdef0123456789abcdef.mp4'), 'half a video');
  await writeFile(leftovers.notOurs, 'the operator keeps this');

  const startLocal = async (name: string, localFiles?: LocalFilesDir): Promise<LocalBot> => {
    const fake = await startFakeTelegram({
      uploadDir: path.join(world.dir, `uploads-${name}`),
      local: localFiles ? { filesDir: localFiles.serverDir } : {},
    });
    const bot = await startTelegramBot(
      // A custom API root is a local server: the limit is 2000 MB.
      telegramTestDeps(world, fake, {
        tmpDir: path.join(world.dir, `bot-tmp-${name}`),
        maxUploadMb: undefined,
        localFiles,
      }),
    );
    return { fake, bot };
  };
  byPath = await startLocal('by-path', shared);
  upload = await startLocal('upload');
}, BIG_TEST_MS);

afterAll(async () => {
  for (const local of [byPath, upload]) {
    await local?.bot.stop();
    await local?.fake.close();
  }
  await again?.close();
  await world?.close();
});

/** Opens the big file's card as `user` and presses its 720p video; the time from the press to the send. */
async function sendBig(local: LocalBot, user: FakeUser, url: string): Promise<{ sent: RecordedCall; ms: number }> {
  const card = await requestCard(local.fake, user, url);
  const pressedAt = Date.now();
  const { sent } = await pressForFile(local.fake, user, card, /^720p/, { method: 'sendVideo' });
  return { sent, ms: sent.at - pressedAt };
}

describe('a local Bot API server with a shared folder (TELEGRAM_LOCAL_FILES_DIR)', () => {
  it('removed what a killed run left in its folder at start, and nothing else', async () => {
    expect(await readdir(shared.dir)).toEqual(['not-ours.txt']);
  });

  it(
    'sends a 250 MB video by its path: the server reads it from disk, and it is gone after the send',
    async () => {
      expect(big.size).toBeGreaterThan(250 * MB * 0.9);
      const { sent, ms } = await sendBig(byPath, alice, big.url);
      console.info(`[telegram by path] ${big.size} bytes: ${(ms / 1000).toFixed(1)} s from the press to the send`);

      const file = uploadOf(sent);
      // Sent as file://<path as the server sees it>, under a random name that is not the title.
      expect(file?.fromPath).toMatch(/^\/.+\/[0-9a-f]{32}\.mp4$/);
      expect(file?.fromPath?.startsWith(`${shared.serverDir}/telegram-`)).toBe(true);
      expect(file?.size).toBe(big.size);
      expect(await sha256Of(file?.path ?? '')).toBe(big.sha256);
      // No multipart upload at all: the request carried no file part.
      expect(Object.keys(sent.params).filter((name) => name.startsWith('part:'))).toEqual([]);
      await expect.poll(() => readdir(shared.dir), untilTestTimeout()).toEqual(['not-ours.txt']);
      // Nothing went through the ordinary temp folder either.
      expect(await readdir(path.join(world.dir, 'bot-tmp-by-path')).catch(() => [])).toEqual([]);
    },
    BIG_TEST_MS,
  );

  it('never logs the bot out of anything by itself', () => {
    expect(byPath.fake.callsOf('logOut')).toEqual([]);
    expect(upload.fake.callsOf('logOut')).toEqual([]);
  });
});

describe('a local Bot API server without a shared folder', () => {
  it(
    "uploads a 250 MB video as a multipart stream: every byte arrives, this process's memory stays flat",
    async () => {
      const memory = watchMemory();
      const { sent, ms } = await sendBig(upload, bob, again.url('/big.mp4'));
      const { before, peak } = memory.stop();
      console.info(
        `[telegram upload] ${big.size} bytes: ${(ms / 1000).toFixed(1)} s from the press to the send; ` +
          `RSS ${before} → peak ${peak} (+${peak - before} bytes)`,
      );
      const file = uploadOf(sent);
      expect(file?.fromPath).toBeUndefined();
      expect(file?.size).toBe(big.size);
      expect(await sha256Of(file?.path ?? '')).toBe(big.sha256);
      expect(peak - before).toBeLessThan(RSS_BUDGET);
      await expect.poll(() => readdir(path.join(world.dir, 'bot-tmp-upload')), untilTestTimeout()).toEqual([]);
    },
    BIG_TEST_MS,
  );
});
