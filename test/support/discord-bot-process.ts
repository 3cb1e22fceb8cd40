/**
 * The Discord bot in a process of its own, put together as main.ts does it:
 * the real MediaService (yt-dlp, ffmpeg, the in-process egress proxy), the
 * usage service on a SQLite file and the real discord.js bot. A test measures
 * this process's memory while the fake Discord and the fixture server stay in
 * the test process, so their buffers do not count.
 *
 * Started with an IPC channel: `fork(this file, { execArgv: ['--import', 'tsx'] })`.
 * The parent sends `{ type: 'start', options }` and gets `{ type: 'ready' }`;
 * `{ type: 'measure' }` records the RSS now and starts sampling it every 10 ms
 * (answer `{ type: 'measuring' }`); `{ type: 'report' }` stops sampling and
 * answers `{ type: 'report', before, peak }` (bytes); `{ type: 'stop' }` stops
 * everything and exits.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { type DiscordBot, startDiscordBot } from '../../bots/discord/bot.js';
import { resolveBinaries } from '../../src/binaries/index.js';
import { openDatabase, type SqliteHandle } from '../../src/db/index.js';
import { MediaService } from '../../src/media/service.js';
import { createLinkSigner, createUsageService } from '../../src/usage/index.js';

export interface DiscordBotProcessOptions {
  token: string;
  applicationId: string;
  apiRoot: string;
  /** A folder of this process's own: data, temp files. */
  dir: string;
  maxUploadMb: number;
  /** Largest file the media service accepts, in bytes. */
  maxFilesizeBytes: number;
}

type Command =
  | { type: 'start'; options: DiscordBotProcessOptions }
  | { type: 'measure' }
  | { type: 'report' }
  | { type: 'stop' };

let media: MediaService | undefined;
let database: SqliteHandle | undefined;
let bot: DiscordBot | undefined;
let sampler: NodeJS.Timeout | undefined;
let before = 0;
let peak = 0;

const send = (message: Record<string, unknown>) => process.send?.(message);
const silent = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

async function start(options: DiscordBotProcessOptions): Promise<void> {
  const binaries = resolveBinaries({ YTDLP_PATH: process.env.YTDLP_PATH, FFMPEG_PATH: process.env.FFMPEG_PATH });
  media = await MediaService.start({
    ytdlpPath: binaries.ytdlp,
    ffmpegPath: binaries.ffmpeg,
    dataDir: path.join(options.dir, 'data'),
    tmpDir: path.join(options.dir, 'media-tmp'),
    // The fixtures are on 127.0.0.1.
    privateUrls: { kind: 'allow-all' },
    maxConcurrentJobs: 2,
    maxQueuedJobs: 8,
    maxFilesizeBytes: options.maxFilesizeBytes,
    jobTimeoutMs: 120_000,
    infoTimeoutMs: 30_000,
    infoCacheTtlMs: 60_000,
    infoCacheMaxEntries: 20,
    toolMemoryLimitMb: 2048,
    allowUnconfinedTools: false,
  });
  database = openDatabase(path.join(options.dir, 'data', 'app.db'));
  const usage = createUsageService({
    db: database,
    limits: { downloadsPerDay: 0, mbPerDay: 0, infoPerMinute: 0, concurrentJobsPerUser: 0, maxDurationS: 0 },
    allowedUsers: [],
    blockedUsers: [],
    ownerIds: [],
  });
  bot = await startDiscordBot({
    token: options.token,
    applicationId: options.applicationId,
    apiRoot: options.apiRoot,
    readMessages: false,
    media,
    usage,
    db: database,
    links: createLinkSigner({ secret: randomBytes(32), ttlS: 3600 }),
    logger: silent,
    maxUploadMb: options.maxUploadMb,
    statusIntervalMs: 500,
    tmpDir: path.join(options.dir, 'bot-tmp'),
  });
}

async function stop(): Promise<void> {
  if (sampler) clearInterval(sampler);
  await bot?.stop();
  await media?.close();
  await database?.close();
}

// A test process that went away leaves nothing running.
process.on('disconnect', () => {
  void stop().finally(() => process.exit(1));
});

process.on('message', (command: Command) => {
  const run = async () => {
    switch (command.type) {
      case 'start':
        await start(command.options);
        send({ type: 'ready' });
        break;
      case 'measure':
        before = process.memoryUsage.rss();
        peak = before;
        sampler = setInterval(() => {
          peak = Math.max(peak, process.memoryUsage.rss());
        }, 10);
        send({ type: 'measuring' });
        break;
      case 'report':
        if (sampler) clearInterval(sampler);
        peak = Math.max(peak, process.memoryUsage.rss());
        send({ type: 'report', before, peak });
        break;
      case 'stop':
        await stop();
        process.exit(0);
    }
  };
  run().catch((error: unknown) => {
    send({ type: 'error', message: error instanceof Error ? error.stack : String(error) });
  });
});
