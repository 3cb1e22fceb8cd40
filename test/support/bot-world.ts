import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, inject } from 'vitest';
import type { BotMaintenance } from '../../bots/shared/maintenance.js';
import { openDatabase, type SqliteHandle } from '../../src/db/index.js';
import { english, sentence } from '../../src/i18n/index.js';
import type { PrivateUrlPolicy } from '../../src/media/egress/url-guard.js';
import { MAX_TITLE_BYTES } from '../../src/media/filename.js';
import { MediaService } from '../../src/media/service.js';
import type { YtdlpFreshness } from '../../src/media/tools/ytdlp-freshness.js';
import {
  createLinkSigner,
  createUsageService,
  type LinkSigner,
  type UsageLimits,
  type UsageService,
} from '../../src/usage/index.js';
import { type FixtureServer, type FixtureServerOptions, startFixtureServer } from './fixture-server.js';
import { LONG_TITLE } from './fixtures.js';
import { assertNoRunningRows } from './running-rows.js';
import { untilTestTimeout } from './test-deadline.js';
import { ffmpegPath, ytdlpPath } from './tools.js';

/** What a bot test needs besides the bot and its fake platform API. */
export interface BotWorld {
  /** A temporary folder, removed by close(): the media data and SQLite file live in `dir/data`. */
  dir: string;
  fixtures: FixtureServer;
  media: MediaService;
  database: SqliteHandle;
  usage: UsageService;
  /** Signs the bots' direct links; an HTTP app started with LINK_SECRET = `linkSecret` accepts them. */
  links: LinkSigner;
  linkSecret: string;
  /** The SQLite file the usage service writes (an HTTP app given DATABASE_PATH = this shares the rows). */
  databasePath: string;
  /**
   * Builds media into a new folder under `dir` (`build` fills it) and serves
   * it from a fixture server of its own, closed by close(). Resolves with the
   * server and what `build` returned.
   */
  serveBuilt<T>(build: (dir: string) => Promise<T>): Promise<{ server: FixtureServer; built: T }>;
  /**
   * Stops the media service, closes the database and fixture servers, and removes `dir`. Stop the bots first:
   * then fails when a usage row is still `running` (a ticket some path never ended).
   */
  close(): Promise<void>;
}

export interface BotWorldOptions {
  /** The temporary folder's name starts with this (e.g. "discord-bot-test-"). */
  tmpPrefix: string;
  /** Another yt-dlp than the one the suite resolves (a stand-in). */
  ytdlpPath?: string;
  /** Where that folder is made (default the OS temp folder): a small disk of its own, for the full-disk tests. */
  parentDir?: string;
  /** e.g. `{ slowIntervalMs: 150 }` for a /slow/ download that runs for a few seconds. */
  fixtures?: FixtureServerOptions;
  /** The media service's private-URL rule; default allow-all, since the fixtures are on 127.0.0.1. */
  privateUrls?: (fixtures: FixtureServer) => PrivateUrlPolicy;
  /** Usage limits; each one left out is 0 (off). */
  limits?: Partial<UsageLimits>;
  /** MAX_CONCURRENT_JOBS of the media service (default 2): 1 makes a second job wait for the slot. */
  maxConcurrentJobs?: number;
  /** The media service's largest file (default 200 MB) and job time (default 60 s), for big files. */
  maxFilesizeBytes?: number;
  jobTimeoutMs?: number;
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
  const dir = await mkdtemp(path.join(options.parentDir ?? os.tmpdir(), options.tmpPrefix));
  let fixtures: FixtureServer | undefined;
  let media: MediaService | undefined;
  let database: SqliteHandle | undefined;
  const databasePath = path.join(dir, 'data', 'app.db');
  const builtServers: FixtureServer[] = [];
  const serveBuilt = async <T>(build: (dir: string) => Promise<T>) => {
    const builtDir = await mkdtemp(path.join(dir, 'built-'));
    const built = await build(builtDir);
    const server = await startFixtureServer(builtDir);
    builtServers.push(server);
    return { server, built };
  };
  const close = async () => {
    await media?.close();
    await database?.close();
    let leftRunning: unknown;
    try {
      assertNoRunningRows(databasePath, `bot world ${options.tmpPrefix}`);
    } catch (error) {
      leftRunning = error;
    }
    await fixtures?.close();
    for (const server of builtServers) await server.close();
    await rm(dir, { recursive: true, force: true });
    if (leftRunning) throw leftRunning;
  };
  try {
    fixtures = await startFixtureServer(inject('fixturesDir'), options.fixtures);
    // The binaries this test process resolved once (tools.ts): resolving asked yt-dlp its version every world.
    media = await MediaService.start({
      ytdlpPath: options.ytdlpPath ?? ytdlpPath(),
      ffmpegPath: ffmpegPath(),
      dataDir: path.join(dir, 'data'),
      tmpDir: path.join(dir, 'media-tmp'),
      privateUrls: options.privateUrls?.(fixtures) ?? { kind: 'allow-all' },
      maxConcurrentJobs: options.maxConcurrentJobs ?? 2,
      maxQueuedJobs: 8,
      maxFilesizeBytes: options.maxFilesizeBytes ?? 200 * 1024 * 1024,
      jobTimeoutMs: options.jobTimeoutMs ?? 60_000,
      infoTimeoutMs: 30_000,
      infoCacheTtlMs: 60_000,
      infoCacheMaxEntries: 20,
      toolMemoryLimitMb: 2048,
      allowUnconfinedTools: false,
    });
    database = openDatabase(databasePath);
    const usage = createUsageService({
      db: database,
      limits: { ...NO_LIMITS, ...options.limits },
      allowedUsers: options.allowedUsers ?? [],
      blockedUsers: options.blockedUsers ?? [],
      ownerIds: options.ownerIds ?? [],
    });
    const linkSecret = randomBytes(32).toString('base64url');
    const links = createLinkSigner({ secret: Buffer.from(linkSecret, 'utf8'), ttlS: 3600 });
    return { dir, fixtures, media, database, usage, links, linkSecret, databasePath, serveBuilt, close };
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}

/** A download's usage row, as the daily-limit tests read it. */
export interface DownloadRow {
  outcome: string;
  error_code: string | null;
  bytes: number;
}

/** Every download usage row of the world, oldest first. */
export function downloadRows(world: BotWorld): DownloadRow[] {
  return world.database.sqlite
    .prepare("select outcome, error_code, bytes from usage_events where action = 'download' order by id")
    .all() as DownloadRow[];
}

/** Waits until the world has `count` download rows and none of them is `running`; resolves with the rows. */
export async function waitForEndedDownloads(world: BotWorld, count: number) {
  await expect
    .poll(() => {
      const rows = downloadRows(world);
      return rows.length === count && rows.every((r) => r.outcome !== 'running');
    }, untilTestTimeout())
    .toBe(true);
  return downloadRows(world);
}

/**
 * A stand-in for the bots' yt-dlp maintenance object (whose real version
 * would update a binary): it reports `status`, answers every update with
 * `updateDetail` (yt-dlp's own last line), and records each update it was asked for in `updates`.
 */
export function stubMaintenance(
  status: YtdlpFreshness,
  updateDetail: string,
): { maintenance: BotMaintenance; updates: string[] } {
  const updates: string[] = [];
  const maintenance: BotMaintenance = {
    ytdlpStatus: () => status,
    updateYtdlp: async () => {
      updates.push('update');
      const said = sentence('ytdlp-update-done', { detail: updateDetail });
      return { ok: true, message: english(said), sentence: said };
    },
  };
  return { maintenance, updates };
}

// --- the long-title fixture's results ------------------------------------------

const utf8Bytes = (text: string) => Buffer.byteLength(text);
const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8') === text;

/** A short title: at most 200 bytes, cut from the start of LONG_TITLE and marked with "…". */
export function expectShortTitle(title: string): void {
  expect(utf8Bytes(title)).toBeLessThanOrEqual(MAX_TITLE_BYTES);
  expect(wellFormed(title)).toBe(true);
  expect(title.endsWith('…')).toBe(true);
  expect(LONG_TITLE.startsWith(title.slice(0, -1))).toBe(true);
}

/** A file name: a short title without path characters, then the extension. */
export function expectShortFileName(name: string, ext: string): void {
  expect(name.endsWith(`.${ext}`)).toBe(true);
  const base = name.slice(0, -(ext.length + 1));
  expect(utf8Bytes(base)).toBeLessThanOrEqual(MAX_TITLE_BYTES);
  expect(utf8Bytes(base)).toBeGreaterThan(MAX_TITLE_BYTES / 2);
  expect(base).not.toMatch(/[/\\:*?"<>|]/);
  expect(wellFormed(base)).toBe(true);
}
