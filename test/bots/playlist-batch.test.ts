/**
 * "All as MP3" as both bots run it (bots/shared/playlist-batch.ts), against a
 * stand-in media layer and the real usage service on a temporary SQLite
 * file: the order, progress, skipping, the limits checked before each entry,
 * cancel, and each entry's link looked up again before anything fetches it.
 * The same run through both fakes with real yt-dlp is test/bots/playlist.test.ts.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlatformFacts } from '../../bots/shared/choice-decision.js';
import type { JobControl } from '../../bots/shared/job-registry.js';

import { runPlaylistBatch } from '../../bots/shared/playlist-batch.js';
import { entryPage, type PlaylistCardEntry, playlistFields } from '../../bots/shared/playlist-card.js';
import { batchEndText, entryLabel, playlistCardText } from '../../bots/shared/playlist-texts.js';
import type { SavedFile } from '../../bots/shared/run-download.js';
import { openDatabase, type SqliteHandle } from '../../src/db/index.js';
import { translate, translator } from '../../src/i18n/index.js';
import type { MediaInfo } from '../../src/media/types.js';
import { createUsageService, type Identity, type UsageLimits } from '../../src/usage/index.js';
import { untilTestTimeout } from '../support/test-deadline.js';
import { standInMedia } from './playlist-stand-in.js';

const NESTED_PLAYLIST = translate('en', 'bot-nested-playlist');
const STOPPED_FOR_RESTART = translate('en', 'bot-stopped-for-restart');

const en = translator('en');

const NO_LIMITS: UsageLimits = {
  downloadsPerDay: 0,
  mbPerDay: 0,
  infoPerMinute: 0,
  concurrentJobsPerUser: 0,
  maxDurationS: 0,
};

const user: Identity = { platform: 'telegram', externalId: '4242', displayName: 'Listener' };

/** `https://example.org/<name>`: single media, except the names the stand-in treats specially. */
const entry = (name: string, durationSeconds?: number): PlaylistCardEntry => ({
  id: name,
  title: `Title ${name}`,
  url: `https://example.org/${name}`,
  ...(durationSeconds !== undefined ? { durationSeconds } : {}),
});

let dir: string;
let database: SqliteHandle;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'playlist-batch-test-'));
  database = openDatabase(path.join(dir, 'app.db'));
});
afterEach(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

function job(byShutdown = false): JobControl & { abort(): void } {
  const controller = new AbortController();
  return { id: 'job1', signal: controller.signal, stoppedByShutdown: byShutdown, abort: () => controller.abort() };
}

/** Waits until the run's `n`-th download row is open. */
async function downloadRowOpen(n: number): Promise<void> {
  await expect
    .poll(
      () => database.sqlite.prepare("select count(*) as n from usage_events where outcome = 'running'").get(),
      untilTestTimeout(),
    )
    .toEqual({ n: 1 });
  await expect
    .poll(
      () => database.sqlite.prepare("select count(*) as n from usage_events where action = 'download'").get(),
      untilTestTimeout(),
    )
    .toEqual({ n });
}

/** Runs `entries` for `user` under `limits`, recording what the platform was asked to do. */
async function run(
  entries: PlaylistCardEntry[],
  options: { limits?: Partial<UsageLimits>; control?: ReturnType<typeof job>; onUpload?: (index: number) => void } = {},
) {
  const { media, infoCalls, downloads } = standInMedia();
  const usage = createUsageService({
    db: database,
    limits: { ...NO_LIMITS, ...options.limits },
    allowedUsers: [],
    blockedUsers: [],
    ownerIds: [],
  });
  const platform: PlatformFacts = {
    media,
    usage,
    platformName: 'Telegram',
    maxMessageLength: 4096,
    publicBaseUrl: undefined,
    links: undefined as never,
  };
  const statuses: string[] = [];
  const said: string[] = [];
  const uploads: { index: number; file: SavedFile; title: string }[] = [];
  const failures: unknown[] = [];
  const summary = await runPlaylistBatch(
    {
      t: en,
      platform,
      identity: user,
      entries,
      uploadLimitBytes: 50 * 1024 * 1024,
      job: options.control ?? job(),
      entryDir: (index) => path.join(dir, `entry-${index}`),
      logFailure: (error) => failures.push(error),
    },
    {
      status: (text) => statuses.push(text),
      upload: async (file, { index, info }) => {
        uploads.push({ index, file, title: info.title });
        options.onUpload?.(index);
      },
      sendText: async (text) => void said.push(text),
    },
  );
  const rows = database.sqlite
    .prepare(
      "select url, outcome, error_code, convert, quality from usage_events where action = 'download' order by id",
    )
    .all() as { url: string; outcome: string; error_code: string | null; convert: string; quality: number }[];
  return { summary, statuses, said, uploads, rows, infoCalls, downloads, failures };
}

describe('All as MP3', () => {
  it('looks up, admits, downloads and sends every entry in order, with "n / N" progress', async () => {
    const entries = [entry('one'), entry('two'), entry('three')];
    const result = await run(entries);
    expect(result.summary).toEqual({ total: 3, delivered: 3, skipped: 0, notTried: 0, stop: { kind: 'done' } });
    expect(result.uploads.map((u) => [u.index, u.title])).toEqual([
      [0, 'Media one'],
      [1, 'Media two'],
      [2, 'Media three'],
    ]);
    // Each entry's own link was looked up (and so checked by the URL policy) before its download.
    expect(result.infoCalls).toEqual(entries.map((e) => e.url));
    expect(result.downloads.map((d) => [d.url, d.convert, d.quality])).toEqual(entries.map((e) => [e.url, 'mp3', 192]));
    // One download row per entry, each an MP3 192.
    expect(result.rows).toEqual(
      entries.map((e) => ({ url: e.url, outcome: 'ok', error_code: null, convert: 'mp3', quality: 192 })),
    );
    for (const [n, title] of [
      ['1 / 3', 'Title one'],
      ['2 / 3', 'Title two'],
      ['3 / 3', 'Title three'],
    ] as const)
      expect(result.statuses.some((s) => s.includes(`All as MP3 192: ${n}`) && s.includes(title))).toBe(true);
    expect(result.said).toEqual([]);
    expect(batchEndText(en, result.summary)).toBe('All as MP3 192: done, 3 of 3 files sent.');
    // Every entry's folder is gone.
    for (const index of [0, 1, 2]) await expect(stat(path.join(dir, `entry-${index}`))).rejects.toThrow();
  });

  it('names a failed entry and skips it; the others are delivered', async () => {
    const result = await run([entry('one'), entry('down'), entry('list'), entry('three')]);
    expect(result.summary).toMatchObject({ delivered: 2, skipped: 2, notTried: 0, stop: { kind: 'done' } });
    expect(result.uploads.map((u) => u.index)).toEqual([0, 3]);
    expect(result.said).toEqual([
      'Skipped 2 / 4 "Title down": The site could not be reached. Try again later.',
      `Skipped 3 / 4 "Title list": ${NESTED_PLAYLIST}`,
    ]);
    // A media error is the site's doing, not a failure to log.
    expect(result.failures).toEqual([]);
    expect(batchEndText(en, result.summary)).toBe('All as MP3 192: done, 2 of 4 files sent, 2 skipped.');
  });

  it('checks the limits before each entry: 2 downloads left give 2 files and the sentence why the rest stopped', async () => {
    const entries = [entry('one'), entry('two'), entry('three'), entry('four')];
    const result = await run(entries, { limits: { downloadsPerDay: 2 } });
    expect(result.summary).toMatchObject({ delivered: 2, skipped: 0, notTried: 2, stop: { kind: 'limit' } });
    expect(result.uploads.map((u) => u.index)).toEqual([0, 1]);
    // The refused entry never started: two rows, both delivered.
    expect(result.rows.map((r) => r.outcome)).toEqual(['ok', 'ok']);
    // Nothing more was looked up after the refusal.
    expect(result.infoCalls).toEqual(entries.slice(0, 3).map((e) => e.url));
    expect(batchEndText(en, result.summary)).toMatch(
      /^All as MP3 192: stopped, 2 of 4 files sent\. You have used 2 of 2 downloads today; resets in .+\. The other 2 were not downloaded\.$/,
    );
  });

  it('skips an entry over the duration limit without stopping the run', async () => {
    const result = await run([entry('long'), entry('two')], { limits: { maxDurationS: 600 } });
    expect(result.summary).toMatchObject({ delivered: 1, skipped: 1, stop: { kind: 'done' } });
    expect(result.said[0]).toMatch(/^Skipped 1 \/ 2 "Title long": /);
    expect(result.uploads.map((u) => u.index)).toEqual([1]);
  });

  it('stops at Cancel: the entry in progress ends cancelled and the rest are not tried', async () => {
    const control = job();
    const running = run([entry('one'), entry('slow'), entry('three')], { control });
    // The second entry waits for its signal; cancel once it has its row.
    await downloadRowOpen(2);
    control.abort();
    const result = await running;
    expect(result.summary).toMatchObject({ delivered: 1, notTried: 2, stop: { kind: 'cancelled' } });
    expect(result.rows.map((r) => [r.outcome, r.error_code])).toEqual([
      ['ok', null],
      ['cancelled', 'cancelled'],
    ]);
    expect(result.infoCalls).toHaveLength(2);
    expect(batchEndText(en, result.summary)).toBe('All as MP3 192: cancelled, 1 of 3 files sent.');
  });
});

describe('All as MP3 at shutdown', () => {
  it('ends the entry in progress as stopped by the restart and says so', async () => {
    const control = job(true);
    const running = run([entry('slow'), entry('two')], { control });
    await downloadRowOpen(1);
    control.abort();
    const result = await running;
    expect(result.summary).toMatchObject({ delivered: 0, notTried: 2, stop: { kind: 'shutdown' } });
    expect(result.rows.map((r) => [r.outcome, r.error_code])).toEqual([['cancelled', 'shutdown']]);
    expect(batchEndText(en, result.summary)).toBe(`${STOPPED_FOR_RESTART} (0 of 2 files sent.)`);
  });
});

describe('a playlist card', () => {
  const info: MediaInfo = {
    id: 'feed',
    title: 'Fixture Feed',
    platform: 'generic',
    webpageUrl: 'https://example.org/feed.xml',
    formats: [],
    entries: Array.from({ length: 10 }, (_, i) => ({
      id: `e${i}`,
      title: `Entry ${i + 1}`,
      url: `https://example.org/${i}.mp4`,
      thumbnail: 'https://example.org/t.jpg',
      ...(i === 0 ? { durationSeconds: 185 } : {}),
    })),
    entryCount: 12,
  };

  it('keeps JSON fields only: the link, titles, entry links and counts', () => {
    const fields = playlistFields(info.webpageUrl, info);
    expect(JSON.parse(JSON.stringify(fields))).toEqual(fields);
    expect(fields).toMatchObject({ kind: 'playlist', title: 'Fixture Feed', entryCount: 12 });
    expect(fields.entries[0]).toEqual({
      id: 'e0',
      title: 'Entry 1',
      url: 'https://example.org/0.mp4',
      durationSeconds: 185,
    });
    expect(playlistCardText(en, fields)).toContain('Playlist · 12 items, the first 10 listed · generic');
  });

  it('pages its entries: 10 at 8 a page are pages of 8 and 2, with their indexes', () => {
    const { entries } = playlistFields(info.webpageUrl, info);
    const first = entryPage(entries, 0, 8);
    const second = entryPage(entries, 1, 8);
    expect([first.pageCount, first.items.length, second.items.length]).toEqual([2, 8, 2]);
    expect(second.items.map((i) => i.index)).toEqual([8, 9]);
    // A page past the end (an old button) is the last page; a negative one the first.
    expect(entryPage(entries, 9, 8).page).toBe(1);
    expect(entryPage(entries, -1, 8).page).toBe(0);
    expect(entryPage([], 0, 8)).toEqual({ page: 0, pageCount: 1, items: [] });
    expect(entryLabel(0, entries[0] as PlaylistCardEntry, 64)).toBe('1. Entry 1 · 3:05');
    expect(entryLabel(0, { id: 'x', title: 'y'.repeat(200), url: 'u' }, 40)).toHaveLength(40);
  });
});
