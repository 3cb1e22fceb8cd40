import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { BotMaintenance } from '../../bots/shared/maintenance.js';
import type { PrivateUrlPolicy } from '../../src/config.js';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';
import { resolveBinaries } from '../../src/media/binaries.js';
import { MediaService } from '../../src/media/service.js';
import type { YtdlpFreshness } from '../../src/media/ytdlp-freshness.js';
import { createUsageService, type UsageLimits, type UsageService } from '../../src/usage/index.js';
import { type FixtureServer, type FixtureServerOptions, startFixtureServer } from './fixture-server.js';
import { assertNoRunningRows } from './running-rows.js';

/** What a bot test needs besides the bot and its fake platform API. */
export interface BotWorld {
  /** A temporary folder, removed by close(): the media data and SQLite file live in `dir/data`. */
  dir: string;
  fixtures: FixtureServer;
  media: MediaService;
  database: DatabaseHandle;
  usage: UsageService;
  /**
   * Stops the media service, closes the database and fixture server, and removes `dir`. Stop the bots first:
   * then fails when a usage row is still `running` (a ticket some path never ended).
   */
  close(): Promise<void>;
}

export interface BotWorldOptions {
  /** The temporary folder's name starts with this (e.g. "discord-bot-test-"). */
  tmpPrefix: string;
  /** e.g. `{ slowIntervalMs: 150 }` for a /slow/ download that runs for a few seconds. */
  fixtures?: FixtureServerOptions;
  /** The media service's private-URL rule; default allow-all, since the fixtures are on 127.0.0.1. */
  privateUrls?: (fixtures: FixtureServer) => PrivateUrlPolicy;
  /** Usage limits; each one left out is 0 (off). */
  limits?: Partial<UsageLimits>;
  allowedUsers?: string[];
  blockedUsers?: string[];
  ownerIds?: string[];
}

const NO_LIMITS: UsageLimits = {
  downloadsPerDay: 0,
  mbPerDay: 0,
  infoPerMinute: 0,
  concurrentJobsPerUser: 0,
  maxDurationS: 0,
};

/**
 * The real world a bot runs in, for end-to-end bot tests: the loopback
 * fixture server, the real MediaService (yt-dlp + ffmpeg), a temporary SQLite
 * file and the real usage service on it.
 */
export async function startBotWorld(options: BotWorldOptions): Promise<BotWorld> {
  const dir = await mkdtemp(path.join(os.tmpdir(), options.tmpPrefix));
  let fixtures: FixtureServer | undefined;
  let media: MediaService | undefined;
  let database: DatabaseHandle | undefined;
  const databasePath = path.join(dir, 'data', 'app.db');
  const close = async () => {
    await media?.close();
    database?.close();
    let leftRunning: unknown;
    try {
      assertNoRunningRows(databasePath, `bot world ${options.tmpPrefix}`);
    } catch (error) {
      leftRunning = error;
    }
    await fixtures?.close();
    await rm(dir, { recursive: true, force: true });
    if (leftRunning) throw leftRunning;
  };
  try {
    fixtures = await startFixtureServer(inject('fixturesDir'), options.fixtures);
    const binaries = resolveBinaries({ YTDLP_PATH: process.env.YTDLP_PATH, FFMPEG_PATH: process.env.FFMPEG_PATH });
    media = await MediaService.start({
      ytdlpPath: binaries.ytdlp,
      ffmpegPath: binaries.ffmpeg,
      dataDir: path.join(dir, 'data'),
      tmpDir: path.join(dir, 'media-tmp'),
      privateUrls: options.privateUrls?.(fixtures) ?? { kind: 'allow-all' },
      maxConcurrentJobs: 2,
      maxQueuedJobs: 8,
      maxFilesizeBytes: 200 * 1024 * 1024,
      jobTimeoutMs: 60_000,
      infoTimeoutMs: 30_000,
      infoCacheTtlMs: 60_000,
      infoCacheMaxEntries: 20,
      toolMemoryLimitMb: 2048,
      allowUnconfinedTools: false,
    });
    database = openDatabase(databasePath);
    const usage = createUsageService({
      db: database.db,
      limits: { ...NO_LIMITS, ...options.limits },
      allowedUsers: options.allowedUsers ?? [],
      blockedUsers: options.blockedUsers ?? [],
      ownerIds: options.ownerIds ?? [],
    });
    return { dir, fixtures, media, database, usage, close };
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}

/**
 * A stand-in for the bots' yt-dlp maintenance object (whose real version
 * would update a binary): it reports `status`, answers every update with
 * `updateMessage`, and records each update it was asked for in `updates`.
 */
export function stubMaintenance(
  status: YtdlpFreshness,
  updateMessage: string,
): { maintenance: BotMaintenance; updates: string[] } {
  const updates: string[] = [];
  const maintenance: BotMaintenance = {
    ytdlpStatus: () => status,
    updateYtdlp: async () => {
      updates.push('update');
      return { ok: true, message: updateMessage };
    },
  };
  return { maintenance, updates };
}
