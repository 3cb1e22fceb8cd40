/**
 * Issue 43, item 9: the disk fills while yt-dlp downloads fragments itself
 * (AES-128 HLS: the server fetches only plain playlists, so yt-dlp writes each
 * fragment into the job's folder before it goes to ffmpeg). yt-dlp's "No space
 * left on device" was not read as such: the answer was 422 extraction_failed.
 * It must be the SPEC's 503 disk_full with Retry-After, and the job's folder
 * must go. And item 3's copy of a file whose site ignores Range: refused the
 * same way when the temp disk has no room for it. A built instance with
 * DATA_DIR on a 48 MB tmpfs of the test's own (needs root; without it this
 * fails, saying it was not tried), its database elsewhere, the media made by
 * ffmpeg and served on 127.0.0.1.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { downloadUrl, type JsonBody, postInfo } from '../support/app-harness.js';
import { type BuiltProcess, buildDist, startBuiltProcess } from '../support/built-process.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { runFfmpeg } from '../support/fixtures.js';
import { mountSmallDisk, type SmallDisk } from '../support/full-disk.js';
import { makePlainMp4 } from '../support/plain-mp4.js';
import { type RangeIgnoringOrigin, startRangeIgnoringServer } from '../support/range-ignoring-server.js';
import { untilTestTimeout } from '../support/test-deadline.js';

/** Room left on the disk: a job's folder and info.json fit, no fragment of about 250 KB does. */
const LEFT_BYTES = 64 * 1024;

/** 6 s of 320x240 at 1 Mbit/s in 2 s segments, each encrypted with AES-128 (ffmpeg's HLS muxer), and its key. */
async function buildEncryptedHls(dir: string): Promise<void> {
  await writeFile(path.join(dir, 'key.bin'), randomBytes(16));
  await writeFile(path.join(dir, 'key.info'), `key.bin\n${path.join(dir, 'key.bin')}\n`);
  await runFfmpeg(
    [
      ...['-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25:duration=6'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100:duration=6'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '1M', '-g', '50', '-c:a', 'aac'],
      ...['-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod', '-hls_key_info_file', 'key.info'],
      ...['-hls_segment_filename', 'seg_%03d.ts', 'index.m3u8'],
    ],
    dir,
  );
  expect(await readFile(path.join(dir, 'index.m3u8'), 'utf8')).toMatch(/#EXT-X-KEY:METHOD=AES-128,URI="key.bin"/);
}

let media: string;
let databaseDir: string;
let site: FixtureServer;
let rangeIgnoring: RangeIgnoringOrigin;
let disk: SmallDisk;
let server: BuiltProcess;

beforeAll(async () => {
  buildDist();
  media = await mkdtemp(path.join(os.tmpdir(), 'disk-full-hls-'));
  databaseDir = await mkdtemp(path.join(os.tmpdir(), 'disk-full-hls-db-'));
  await Promise.all([buildEncryptedHls(media), makePlainMp4(media, 'plain.mp4', 4, 1000)]);
  site = await startFixtureServer(media);
  rangeIgnoring = await startRangeIgnoringServer(media);
  disk = await mountSmallDisk(48);
  server = await startBuiltProcess({
    DATA_DIR: disk.dir,
    DATABASE_PATH: path.join(databaseDir, 'app.db'),
    ALLOW_PRIVATE_URLS: 'true',
  });
});
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await site?.close();
  await rangeIgnoring?.close();
  await disk?.remove();
  await Promise.all([media, databaseDir].map((dir) => dir && rm(dir, { recursive: true, force: true })));
});

async function firstFormat(url: string, kind: string): Promise<JsonBody> {
  const { status, body } = await postInfo(server.baseUrl, url);
  expect(status, JSON.stringify(body)).toBe(200);
  return (body.formats as JsonBody[]).find((f) => f.kind === kind) as JsonBody;
}

/** The SPEC's error body for a full disk (503, JSON with `error` and `code` only, Retry-After) saying `sentence`. */
async function expectDiskFull(response: Response, sentence: string): Promise<void> {
  const text = await response.text();
  expect(response.status, text).toBe(503);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  const body = JSON.parse(text) as JsonBody;
  expect(Object.keys(body).sort()).toEqual(['code', 'error']);
  expect(body.code).toBe('disk_full');
  expect(body.error).toBe(sentence);
}

const jobFolders = async () =>
  (await readdir(path.join(disk.dir, 'tmp')).catch(() => [])).filter((name) => name.startsWith('job-'));

describe('a full disk while yt-dlp downloads AES-128 HLS fragments', () => {
  it('answers 503 disk_full with Retry-After and the SPEC error body, and leaves no job folder', async () => {
    const url = site.url('/index.m3u8');
    const format = await firstFormat(url, 'video');

    await disk.fill(LEFT_BYTES);
    expect(await disk.freeBytes()).toBeLessThanOrEqual(LEFT_BYTES + 4096);
    site.requests.length = 0;
    await expectDiskFull(
      await fetch(
        downloadUrl(server.baseUrl, { url, selector: format.selector, ext: 'mp4', kind: 'video', title: 'Keyed' }),
      ),
      translate('en', 'error-disk-full'),
    );
    // yt-dlp got as far as the fragments: the key and a segment were asked for.
    expect(site.requests.some((r) => r.path.startsWith('/seg_'))).toBe(true);

    // Nothing half-written stays: the job's folder (and the fragment in it) goes.
    await expect.poll(jobFolders, untilTestTimeout()).toEqual([]);
    await disk.free();
  });
});

describe('a full disk before a file whose site ignores Range is copied', () => {
  it('answers 503 disk_full before writing it, and leaves no job folder', async () => {
    const url = rangeIgnoring.url('plain.mp4');
    const format = await firstFormat(url, 'video');
    await disk.fill(LEFT_BYTES);
    const mp3 = { url, selector: format.selector, ext: 'mp3', kind: 'audio', title: 'Plain' };
    // Its length is known from the site's answer: refused before a byte is written (about 0.6 MB, so "1 MB").
    expect((await stat(path.join(media, 'plain.mp4'))).size).toBeLessThan(1024 * 1024);
    const refused = translate('en', 'error-disk-too-full-for-job', { mb: 1 });
    await expectDiskFull(await fetch(downloadUrl(server.baseUrl, mp3)), refused);
    await expect.poll(jobFolders, untilTestTimeout()).toEqual([]);
    await disk.free();
  });
});
