/**
 * Uploads from disk, not memory: the real discord.js client delivers a
 * 200 MB direct .mp4 (generated with ffmpeg at test time, served from
 * 127.0.0.1 and passed through byte for byte by the real MediaService) to the
 * fake Discord, whose multipart reader streams attachments to disk. The bot
 * runs in a process of its own, put together as main.ts does it
 * (support/discord-bot-process.ts), which samples its RSS throughout; the fake
 * and the fixture server stay here, so their buffers do not count. Also:
 * Discord's 413 (code 40005) for an attachment over its limit ends in the link
 * fallback, and the temp files are gone afterwards, crash leftovers included.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotWorld } from '../support/bot-world.js';
import type { DiscordBotProcessOptions } from '../support/discord-bot-process.js';
import { type DiscordTestWorld, startDiscordTestWorld } from '../support/discord-bots.js';
import {
  FAKE_DISCORD_APPLICATION_ID as APPLICATION_ID,
  BIG_ATTACHMENT_SIZE_LIMIT as BIG_LIMIT,
  chooseFormat,
  type FakeDiscord,
  type FakeUser,
  openCard as openCardOn,
  selectMenu,
  startFakeDiscord,
  FAKE_DISCORD_TOKEN as TOKEN,
  waitForReply,
} from '../support/fake-discord.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { buildBigFixture, FIXTURE_PATHS } from '../support/fixtures.js';
import { timeLeftInTest, untilTestTimeout } from '../support/test-deadline.js';

const PUBLIC_BASE_URL = 'https://fetch.example.org';
const MB = 1024 * 1024;
/** What Discord tells the bot on a server with level 3 boosts. */
const BOOSTED_LIMIT = 500 * MB;
/** The bound of the issue: RSS may grow by less than this while 200 MB go through. */
const RSS_BUDGET = 64 * MB;

const alice: FakeUser = { id: '100000000000000021', username: 'alice' };
const bob: FakeUser = { id: '100000000000000022', username: 'bob' };

let world: BotWorld;
let discord: FakeDiscord;
let started: DiscordTestWorld;
let tmpDir: string;

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

beforeAll(async () => {
  started = await startDiscordTestWorld({
    world: { tmpPrefix: 'discord-upload-test-' },
    // Left by a "crash" in the bot's temp folder (<world>/bot-tmp): removed when the bot starts.
    before: async (world) => {
      tmpDir = path.join(world.dir, 'bot-tmp');
      await mkdir(tmpDir, { recursive: true });
      await writeFile(path.join(tmpDir, 'discord-0123456789abcdef'), 'half a file');
    },
    deps: { publicBaseUrl: PUBLIC_BASE_URL },
  });
  ({ world, discord } = started);
}, 180_000);

afterAll(async () => {
  await started?.close();
});

const openCard = async (user: FakeUser, url: string, attachmentSizeLimit: number, fake = discord) =>
  (await openCardOn(fake, { user, url, attachmentSizeLimit })).card;

/** Requests on the webhook of interaction `token` (its reply's edits). */
const webhookCalls = (token: string, fake = discord) => fake.callsTo(new RegExp(`^/webhooks/\\d+/${token}/`));

/** The bot of support/discord-bot-process.ts, driven over IPC. */
interface BotProcess {
  /** Starts sampling the process's RSS; resolves once it has its starting level. */
  measure(): Promise<void>;
  /** Stops sampling: the RSS when it started and the highest seen since. */
  report(): Promise<{ before: number; peak: number }>;
  stop(): Promise<void>;
}

async function startBotProcess(options: DiscordBotProcessOptions): Promise<BotProcess> {
  const child: ChildProcess = fork(fileURLToPath(new URL('../support/discord-bot-process.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // As long as the running test (or, at the start, the hook) may run.
  const reply = <T>(type: string, timeoutMs = timeLeftInTest()) =>
    new Promise<T>((resolve, reject) => {
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => finish(new Error(`the bot process did not answer ${type}`)), timeoutMs);
      const onMessage = (message: { type: string; message?: string }) => {
        if (message.type === type) finish(undefined, message as T);
        else if (message.type === 'error') finish(new Error(`the bot process failed: ${message.message}`));
      };
      const onExit = (code: number | null) => finish(new Error(`the bot process exited (${code})`));
      const finish = (error?: Error, value?: T) => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        if (error) reject(error);
        else resolve(value as T);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const ask = <T>(command: Record<string, unknown>, answer: string) => {
    const answered = reply<T>(answer);
    child.send(command);
    return answered;
  };
  try {
    await ask({ type: 'start', options }, 'ready');
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    measure: () => ask({ type: 'measure' }, 'measuring'),
    report: () => ask<{ before: number; peak: number }>({ type: 'report' }, 'report'),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The newest download recorded for a Discord user. */
function lastDownload(user: FakeUser) {
  return world.database.sqlite
    .prepare(
      `SELECT e.outcome, e.error_code AS errorCode, e.bytes FROM usage_events e JOIN users u ON u.id = e.user_id
       WHERE u.platform = 'discord' AND u.external_id = ? AND e.action = 'download' ORDER BY e.id DESC LIMIT 1`,
    )
    .get(user.id) as { outcome: string; errorCode: string | null; bytes: number } | undefined;
}

describe('Discord uploads', () => {
  it('removed the temp file a crash left behind when it started', async () => {
    expect(await readdir(tmpDir)).toEqual([]);
  });

  it('gives the link when Discord refuses the upload as too large (413, code 40005)', async () => {
    // The interaction says 25 MB, but the server's limit dropped: Discord takes 100 KB.
    discord.attachmentSizeLimit = 100_000;
    try {
      const card = await openCard(bob, world.fixtures.url(FIXTURE_PATHS.page), BIG_LIMIT);
      const press = chooseFormat(discord, { user: bob, card, attachmentSizeLimit: BIG_LIMIT });
      const refused = await discord.waitFor(
        () => webhookCalls(press.token).find((call) => call.status === 413),
        undefined,
        'the refused upload',
      );
      expect(refused.attachmentBytes).toBeGreaterThan(100_000);
      expect(refused.files).toEqual([]);

      const final = await waitForReply(
        discord,
        press.token,
        (reply) => reply.content.includes(`${PUBLIC_BASE_URL}/api/download?`),
        'the link in the reply',
      );
      expect(final.attachments).toEqual([]);
      const link = new URL(/https:\/\/\S+/.exec(final.content)?.[0] ?? 'https://invalid');
      expect(link.searchParams.get('url')).toBe(world.fixtures.url(FIXTURE_PATHS.page));
      // The refusal came last: no later request put a file anywhere.
      expect(webhookCalls(press.token).filter((call) => call.at > refused.at && call.files.length > 0)).toEqual([]);
      await expect
        .poll(() => lastDownload(bob), untilTestTimeout())
        .toMatchObject({ outcome: 'cancelled', errorCode: 'over_upload_limit' });
      // The whole file was downloaded before Discord refused it: its bytes are recorded.
      expect(lastDownload(bob)?.bytes).toBeGreaterThan(100_000);
    } finally {
      discord.attachmentSizeLimit = undefined;
    }
  });

  it('answers an attachment over its limit with 413 and code 40005, as Discord does', async () => {
    discord.attachmentSizeLimit = 1000;
    /** Posts a channel message with an attachment of `size` bytes. */
    const postAttachment = (size: number) => {
      const form = new FormData();
      form.append('files[0]', new Blob([Buffer.alloc(size)]), 'a.bin');
      form.append('payload_json', JSON.stringify({ content: 'x' }));
      return fetch(`${discord.apiRoot}/v10/channels/200000000000000021/messages`, {
        method: 'POST',
        headers: { authorization: `Bot ${TOKEN}` },
        body: form,
      });
    };
    try {
      const response = await postAttachment(1001);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ code: 40005, message: 'Request entity too large' });

      const accepted = await postAttachment(1000);
      expect(accepted.status).toBe(200);
      expect(((await accepted.json()) as { attachments: { size: number }[] }).attachments[0]?.size).toBe(1000);
    } finally {
      discord.attachmentSizeLimit = undefined;
    }
  });

  it('leaves no temp files behind', async () => {
    await expect.poll(() => readdir(tmpDir), untilTestTimeout()).toEqual([]);
  });
});

describe('a 200 MB delivery, by a bot process of its own', () => {
  let big: { server: FixtureServer; size: number; sha256: string };
  let fake: FakeDiscord;
  let botProcess: BotProcess;

  beforeAll(async () => {
    // 191 MiB asked for: the loop copy of a ~8 MB seed lands just above 200 MB.
    const bigDir = path.join(world.dir, 'big');
    const file = await buildBigFixture(bigDir, 191);
    big = { server: await startFixtureServer(bigDir), size: (await stat(file)).size, sha256: await sha256Of(file) };
    fake = await startFakeDiscord({ filesDir: path.join(world.dir, 'big-uploads') });
    botProcess = await startBotProcess({
      token: TOKEN,
      applicationId: APPLICATION_ID,
      apiRoot: fake.apiRoot,
      dir: path.join(world.dir, 'bot-process'),
      maxUploadMb: 8,
      maxFilesizeBytes: 250 * MB,
    });
  }, 180_000);

  afterAll(async () => {
    await botProcess?.stop();
    await fake?.close();
    await big?.server.close();
  });

  it("delivers a 200 MB file while the bot's RSS grows by less than 64 MB", async () => {
    expect(big.size).toBeGreaterThan(200_000_000);
    const card = await openCard(alice, big.server.url('/big.mp4'), BOOSTED_LIMIT, fake);
    expect(selectMenu(card).options.length).toBeGreaterThan(0);

    await botProcess.measure();
    const press = chooseFormat(fake, { user: alice, card, attachmentSizeLimit: BOOSTED_LIMIT });
    const upload = await fake.waitFor(
      () => webhookCalls(press.token, fake).find((call) => call.files.length > 0),
      undefined,
      'the 200 MB upload',
    );
    const { before, peak } = await botProcess.report();
    const growth = peak - before;
    console.info(`[discord upload] ${big.size} bytes delivered; bot RSS ${before} → peak ${peak} (+${growth} bytes)`);

    // Every byte arrived, unchanged, as one attachment.
    expect(upload.status).toBe(200);
    expect(upload.files).toHaveLength(1);
    expect(upload.files[0]?.size).toBe(big.size);
    expect(upload.files[0]?.sha256).toBe(big.sha256);
    expect(upload.files[0]?.name).toMatch(/\.mp4$/);
    expect(growth).toBeLessThan(RSS_BUDGET);
    // The temp file the upload was read from is gone.
    await expect.poll(() => readdir(path.join(world.dir, 'bot-process', 'bot-tmp')), untilTestTimeout()).toEqual([]);
  }, 180_000);
});
