/**
 * Issue 36, item 2: the disk under DATA_DIR full to its last byte (a 48 MB
 * tmpfs of the test's own, filled by a file). Every request gets a whole
 * answer or `503 disk_full` with Retry-After and a sentence in its language,
 * within seconds, never `internal`; the process stays up; no temp file is
 * left behind; the SQLite file stays whole; /api/health and /metrics tell
 * the owner; and once the space is back everything works without a restart.
 * Twice: with the SQLite file on the full disk too (what fails first is then
 * the usage row), and with the database elsewhere (what fails is the job's
 * temp files: the cover, ffmpeg's output, yt-dlp's). Needs root to mount the
 * tmpfs; without it these fail, saying they were not tried. And the Telegram
 * bot with its world (SQLite file, temp folders) on such a disk: a link and a
 * press each get the sentence, never silence.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { downloadUrl, type JsonBody, startTestApp, type TestApp } from '../support/app-harness.js';
import { buildCoverFixtures, COVER_SONG, COVER_THUMBS, writeSongPage } from '../support/cover-fixtures.js';
import {
  type FakeUser,
  pressCardButton,
  pressForFile,
  privateChat,
  type RecordedCall,
  requestCard,
  textOf,
} from '../support/fake-telegram.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';
import { mountSmallDisk, type SmallDisk } from '../support/full-disk.js';
import { probeFile } from '../support/probe.js';
import { parsePrometheusText, sampleSum } from '../support/prometheus-text.js';
import { runningRows } from '../support/running-rows.js';
import { startTelegramTestWorld, type TelegramTestWorld } from '../support/telegram-bots.js';
import { untilTestTimeout } from '../support/test-deadline.js';

/** A refusal must come at once, not after a timeout: this much for a busy machine. */
const ANSWERED_WITHIN_MS = 15_000;
/** Small enough that two such jobs fit on the empty 48 MB disk (no warning), and not on the full one. */
const MAX_FILESIZE_MB = 10;

let songs: string;
let site: FixtureServer;
let pages = 0;

beforeAll(async () => {
  songs = await mkdtemp(path.join(os.tmpdir(), 'disk-full-songs-'));
  await buildCoverFixtures(songs);
  site = await startFixtureServer(songs);
});
afterAll(async () => {
  await site?.close();
  if (songs) await rm(songs, { recursive: true, force: true });
});

/** A page of the song never looked up before (so no cache answers for it). */
async function freshSong(): Promise<string> {
  const wide = site.url(`/${COVER_THUMBS.wide.file}`);
  return site.url(await writeSongPage(songs, `song-${++pages}`, { media: '/song.m4a', thumbnail: wide }));
}

interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
  ms: number;
}

async function timed(request: Promise<Response>): Promise<Answer> {
  const started = Date.now();
  const response = await request;
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body, ms: Date.now() - started };
}

const json = (answer: Answer) => JSON.parse(answer.body.toString('utf8')) as JsonBody;

/** The song's one format's selector, as the lookups with space give it (every song page has the same). */
let selector: string | undefined;

/**
 * The song's lookup, then the M4A with its cover and the MP3, as a German
 * client asks them; `before` runs before each (filling the disk again: a
 * failed job's removed temp files give back what they took).
 */
async function lookupAndDownloads(app: TestApp, url: string, before: () => Promise<void> = async () => {}) {
  await before();
  const lookup = await timed(
    fetch(`${app.baseUrl}/api/info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'de' },
      body: JSON.stringify({ url }),
    }),
  );
  if (lookup.status === 200) selector ??= json(lookup).formats[0].selector as string;
  if (selector === undefined) throw new Error(`the first lookup failed: ${lookup.body.toString('utf8')}`);
  const download = async (params: Record<string, string>) => {
    await before();
    return await timed(
      fetch(downloadUrl(app.baseUrl, { url, selector, kind: 'audio', title: COVER_SONG.title, ...params }), {
        headers: { 'accept-language': 'de' },
      }),
    );
  };
  const m4a = await download({ ext: 'm4a' });
  const mp3 = await download({ ext: 'mp3', convert: 'mp3', quality: '128' });
  return { lookup, m4a, mp3 };
}

/** A 503 disk_full with Retry-After and a German sentence about the full disk, given at once. */
function expectDiskFull(answer: Answer) {
  const text = answer.headers.get('content-type')?.startsWith('application/json') ? answer.body.toString('utf8') : '';
  expect(answer.status, text).toBe(503);
  const body = json(answer);
  expect(body.code).toBe('disk_full');
  expect([translate('de', 'error-disk-full'), translate('de', 'error-code-disk-full')]).toContain(body.error);
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(answer.ms).toBeLessThan(ANSWERED_WITHIN_MS);
}

async function health(app: TestApp) {
  return (await (await fetch(`${app.baseUrl}/api/health`)).json()) as JsonBody;
}

async function freeBytesMetric(app: TestApp): Promise<number> {
  return sampleSum(
    parsePrometheusText(await (await fetch(`${app.baseUrl}/metrics`)).text()),
    'media_fetcher_disk_free_bytes',
  );
}

describe.each([
  { name: 'with the SQLite file on the full disk', databaseElsewhere: false },
  { name: 'with the database on another disk', databaseElsewhere: true },
])('DATA_DIR on a full disk, $name', ({ databaseElsewhere }) => {
  let disk: SmallDisk;
  let app: TestApp;
  let otherDir: string | undefined;
  let databasePath: string;

  beforeAll(async () => {
    disk = await mountSmallDisk(48);
    otherDir = databaseElsewhere ? await mkdtemp(path.join(os.tmpdir(), 'disk-full-db-')) : undefined;
    databasePath = path.join(otherDir ?? disk.dir, 'app.db');
    app = await startTestApp({
      DATA_DIR: disk.dir,
      DATABASE_PATH: databasePath,
      ALLOW_PRIVATE_URLS: site.origin,
      MAX_FILESIZE_MB: String(MAX_FILESIZE_MB),
      MAX_CONCURRENT_JOBS: '2',
    });
  });
  afterAll(async () => {
    await app?.close();
    await disk?.remove();
    if (otherDir) await rm(otherDir, { recursive: true, force: true });
  });

  it('answers every request whole or 503 disk_full at once, keeps serving, and recovers when space is back', async () => {
    // With space: all three work, and nothing warns.
    const before = await lookupAndDownloads(app, await freshSong());
    expect([before.lookup.status, before.m4a.status, before.mp3.status]).toEqual([200, 200, 200]);
    expect((await health(app)).warnings.some((w: string) => w.includes('DATA_DIR'))).toBe(false);

    // The first downloads' job folders are removed after their answers end: filled before that, the disk
    // would get their space back while the test asserts it is full.
    await expect.poll(() => jobFolders(app), untilTestTimeout()).toEqual([]);
    await disk.fill();
    expect(await disk.freeBytes()).toBeLessThan(4096 * 4);

    const full = await lookupAndDownloads(app, await freshSong(), () => disk.fill());
    // A lookup may still fit (it writes a row at most); whatever it answers is whole or the clean refusal.
    if (full.lookup.status === 200) expect(json(full.lookup).title).toBe(COVER_SONG.title);
    else expectDiskFull(full.lookup);
    // A download needs temp files: each is refused, in words.
    expectDiskFull(full.m4a);
    expectDiskFull(full.mp3);

    // The process is up, and the owner is told.
    const told = await health(app);
    expect(told.status).toBe('ok');
    expect(told.disk.freeBytes).toBeLessThan(told.disk.neededBytes);
    expect(told.warnings.some((w: string) => w.includes('DATA_DIR'))).toBe(true);
    expect(await freeBytesMetric(app)).toBeLessThan(1024 * 1024);

    // Nothing half-written stays behind, and the database is whole.
    await expect.poll(() => jobFolders(app), untilTestTimeout()).toEqual([]);
    const sqlite = new Database(databasePath, { readonly: true });
    try {
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      sqlite.close();
    }

    await disk.free();

    // Space is back: everything works without a restart, files whole.
    const after = await lookupAndDownloads(app, await freshSong());
    expect([after.lookup.status, after.m4a.status, after.mp3.status]).toEqual([200, 200, 200]);
    expect(after.m4a.body.length).toBe(Number(after.m4a.headers.get('content-length')));
    const folder = await mkdtemp(path.join(os.tmpdir(), 'disk-full-out-'));
    try {
      const files = { m4a: path.join(folder, 'song.m4a'), mp3: path.join(folder, 'song.mp3') };
      await writeFile(files.m4a, after.m4a.body);
      await writeFile(files.mp3, after.mp3.body);
      const m4a = await probeFile(files.m4a);
      expect(m4a.streams.map((s) => s.codec_type).sort()).toEqual(['audio', 'video']);
      const mp3 = await probeFile(files.mp3);
      expect(mp3.streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('mp3');
      expect(Number(mp3.format.duration)).toBeCloseTo(COVER_SONG.seconds, 0);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    expect((await health(app)).warnings.some((w: string) => w.includes('DATA_DIR'))).toBe(false);
    // The rows whose end could not be written on the full disk are written now.
    await expect.poll(() => runningRows(databasePath).length, untilTestTimeout(500)).toBe(0);
  });
});

describe('the Telegram bot with its world on a full disk', () => {
  let disk: SmallDisk;
  let telegram: TelegramTestWorld;
  const alice: FakeUser = { id: 36_001, first_name: 'Alice' };
  const diskFull = translate('en', 'error-code-disk-full');
  const saysDiskFull = (call: RecordedCall) => textOf(call).includes(diskFull);

  beforeAll(async () => {
    disk = await mountSmallDisk(48);
    telegram = await startTelegramTestWorld({ world: { tmpPrefix: 'telegram-disk-full-', parentDir: disk.dir } });
  });
  afterAll(async () => {
    await telegram?.close();
    await disk?.remove();
  });

  it('says the disk is full in words, to a link and to a press, and delivers once space is back', async () => {
    const { fake, world } = telegram;
    const page = world.fixtures.url(FIXTURE_PATHS.page);
    const card = await requestCard(fake, alice, page);

    await disk.fill();
    // A press: its usage row or its temp file cannot be written; the user reads why.
    const pressed = pressCardButton(fake, alice, card, /^MP3 128$/);
    await fake.waitForCall(saysDiskFull, { since: pressed });
    // A new link: the same, instead of silence.
    await disk.fill();
    const sent = fake.calls.length;
    fake.sendText(alice, privateChat(alice), world.fixtures.url(FIXTURE_PATHS.audioM4a));
    await fake.waitForCall(saysDiskFull, { since: sent });

    await disk.free();
    const again = await requestCard(fake, alice, page);
    const { sent: file } = await pressForFile(fake, alice, again, /^MP3 128$/);
    expect(file.method).toBe('sendAudio');
    await expect.poll(() => runningRows(world.databasePath).length, untilTestTimeout(500)).toBe(0);
  });
});

/** The job folders in the app's temp dir (a job's folder lives from its start until its answer has ended). */
async function jobFolders(app: TestApp): Promise<string[]> {
  return (await readdir(app.services.config.TMP_DIR).catch(() => [])).filter((name) => name.startsWith('job-'));
}
