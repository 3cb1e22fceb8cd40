/**
 * Issue 26: tagged audio with its cover over GET /api/download. The real
 * yt-dlp reads pages whose JSON-LD names a song, its uploader, upload date
 * and thumbnail; the real ffmpeg makes the cover and the file; ffprobe reads
 * what a player would. Thumbnails that hang or lie on an origin the egress
 * rules refuse leave the file without a cover, never without the file.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { COVER_MAX_SIDE, COVER_TIMEOUT_MS } from '../../src/media/download/cover-art.js';
import { downloadUrl, postInfo, startTestApp, type TestApp } from '../support/app-harness.js';
import {
  buildCoverFixtures,
  COVER_SONG,
  COVER_THUMBS,
  type SilentServer,
  startSilentServer,
  writeSongPage,
} from '../support/cover-fixtures.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { type ProbedStream, probeFile } from '../support/probe.js';

/** ffprobe's view with what this file asks of it: dispositions and tags. */
type Stream = ProbedStream & { disposition?: Record<string, number>; tags?: Record<string, string> };

let dir: string;
let site: FixtureServer;
/** Same files on another loopback origin, which the app may not reach. */
let elsewhere: FixtureServer;
let silent: SilentServer;
let app: TestApp;
const pages: Record<string, string> = {};

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cover-art-test-'));
  [site, elsewhere, silent] = await Promise.all([
    buildCoverFixtures(dir).then(() => startFixtureServer(dir)),
    startFixtureServer(inject('fixturesDir')),
    startSilentServer(),
  ]);
  const wide = site.url(`/${COVER_THUMBS.wide.file}`);
  pages.song = await writeSongPage(dir, 'song', { media: '/song.m4a', thumbnail: wide });
  pages.webm = await writeSongPage(dir, 'song-webm', { media: '/song.webm', thumbnail: wide });
  pages.mp3 = await writeSongPage(dir, 'song-mp3', { media: '/song.mp3', thumbnail: wide });
  pages.topic = await writeSongPage(dir, 'topic', {
    media: '/song.m4a',
    thumbnail: wide,
    uploader: 'Fixture Band - Topic',
  });
  pages.nearSquare = await writeSongPage(dir, 'near-square', {
    media: '/song.m4a',
    thumbnail: site.url(`/${COVER_THUMBS.nearSquare.file}`),
  });
  pages.hang = await writeSongPage(dir, 'hang', { media: '/song.m4a', thumbnail: `${silent.origin}/thumb.jpg` });
  pages.refused = await writeSongPage(dir, 'refused', { media: '/song.m4a', thumbnail: elsewhere.url('/thumb.jpg') });
  // The song's site and the silent host are allowed; `elsewhere` is a private address like any other.
  app = await startTestApp({ ALLOW_PRIVATE_URLS: `${site.origin},${silent.origin}`, MAX_CONCURRENT_JOBS: '4' });
});
afterAll(async () => {
  await app?.close();
  await Promise.all([site?.close(), elsewhere?.close(), silent?.close()]);
  await rm(dir, { recursive: true, force: true });
});

let counter = 0;
/** The page's one format, downloaded as asked; resolves with the response and ffprobe's view of the file. */
async function download(page: string, params: Record<string, string>) {
  const url = site.url(page);
  const { status, body } = await postInfo(app.baseUrl, url);
  expect(status).toBe(200);
  const format = body.formats[0] as Record<string, string>;
  const response = await fetch(
    downloadUrl(app.baseUrl, { url, selector: format.selector, kind: 'audio', title: COVER_SONG.title, ...params }),
  );
  expect(response.status).toBe(200);
  const file = path.join(dir, `out-${++counter}.${params.ext}`);
  await pipeline(Readable.fromWeb(response.body as never), createWriteStream(file));
  const probed = await probeFile(file);
  return { response, probed, streams: probed.streams as Stream[] };
}

const mp3 = (quality: number) => ({ ext: 'mp3', convert: 'mp3', quality: String(quality) });

/** The one attached picture (a video stream marked attached_pic), if any. */
function cover(streams: Stream[]): Stream | undefined {
  const pictures = streams.filter((s) => s.codec_type === 'video');
  expect(pictures.length).toBeLessThanOrEqual(1);
  return pictures[0];
}

function expectCover(streams: Stream[], size?: { width: number; height: number }) {
  const picture = cover(streams);
  expect(picture?.codec_name).toBe('mjpeg');
  expect(picture?.disposition?.attached_pic).toBe(1);
  expect(Math.max(picture?.width ?? 0, picture?.height ?? 0)).toBeLessThanOrEqual(COVER_MAX_SIDE);
  if (size) expect({ width: picture?.width, height: picture?.height }).toEqual(size);
  return picture;
}

/** The five tags, and nothing of the source's or ffmpeg's own. */
function expectTags(tags: Record<string, string> | undefined, artist: string = COVER_SONG.uploader) {
  const lower = Object.fromEntries(Object.entries(tags ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  expect(lower).toMatchObject({
    title: COVER_SONG.title,
    artist,
    // The generic extractor: the page's host.
    album: '127.0.0.1',
    date: COVER_SONG.date,
    comment: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/.+\.html$/),
  });
  return lower;
}

describe('MP3 with its cover and tags', () => {
  it.each([128, 192, 256, 320])('at %i kbit/s: a front cover of at most 1280 px and only our five tags', async (q) => {
    const { probed, streams } = await download(pages.song as string, mp3(q));
    const audio = streams.find((s) => s.codec_type === 'audio');
    expect(audio?.codec_name).toBe('mp3');
    expect(Number(audio?.bit_rate)).toBe(q * 1000);
    // 1920×1080 scaled down; not square, not cropped.
    const picture = expectCover(streams, { width: 1280, height: 720 });
    expect(picture?.tags?.comment).toBe('Cover (front)');
    const tags = expectTags(probed.format.tags);
    for (const key of ['major_brand', 'compatible_brands', 'encoder']) expect(tags).not.toHaveProperty(key);
    expect(Number(probed.format.duration)).toBeCloseTo(COVER_SONG.seconds, 0);
  });

  it('crops the cover square for a music channel, and names the artist without " - Topic"', async () => {
    const { probed, streams } = await download(pages.topic as string, mp3(128));
    expectCover(streams, { width: 1080, height: 1080 });
    expectTags(probed.format.tags, 'Fixture Band');
  });

  it('crops a thumbnail that is square but for a few pixels', async () => {
    const { streams } = await download(pages.nearSquare as string, mp3(128));
    expectCover(streams, { width: 950, height: 950 });
  });
});

describe('audio in its own container, tagged', () => {
  it('M4A: remuxed with a covr cover and the tags, finished before it is sent (no ranges)', async () => {
    const { response, probed, streams } = await download(pages.song as string, { ext: 'm4a' });
    expect(response.headers.get('content-type')).toBe('audio/mp4');
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    expect(response.headers.get('accept-ranges')).not.toBe('bytes');
    expect(streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('aac');
    expectCover(streams, { width: 1280, height: 720 });
    expect(expectTags(probed.format.tags)).not.toHaveProperty('encoder');
  });

  it('MP3 without conversion: its audio copied as it is, behind our tag and cover (its own tags dropped)', async () => {
    const { probed, streams } = await download(pages.mp3 as string, { ext: 'mp3' });
    expect(Number(streams.find((s) => s.codec_type === 'audio')?.bit_rate)).toBe(96_000);
    expectCover(streams, { width: 1280, height: 720 });
    expect(expectTags(probed.format.tags)).not.toHaveProperty('encoder');
  });

  it('WebM (Opus): the tags, no cover (ffmpeg 5.1 writes none into WebM)', async () => {
    const { probed, streams } = await download(pages.webm as string, { ext: 'webm' });
    expect(streams.map((s) => s.codec_name)).toEqual(['opus']);
    expectTags(probed.format.tags);
  });
});

describe('a thumbnail that cannot be had', () => {
  it('one that never answers: the MP3 arrives without a cover once the cover timeout is over', async () => {
    const before = silent.requests.length;
    const started = Date.now();
    const { probed, streams } = await download(pages.hang as string, mp3(128));
    const elapsed = Date.now() - started;
    // It was asked for, and given up on: not the 30 s ffmpeg would wait for a silent host.
    expect(silent.requests.length).toBeGreaterThan(before);
    expect(elapsed).toBeLessThan(COVER_TIMEOUT_MS + 15_000);
    expect(cover(streams)).toBeUndefined();
    expectTags(probed.format.tags);
  });

  it('one on a private address the egress rules refuse: the MP3 without a cover, never fetched', async () => {
    const before = elsewhere.requests.length;
    const { probed, streams } = await download(pages.refused as string, mp3(128));
    expect(cover(streams)).toBeUndefined();
    expectTags(probed.format.tags);
    expect(elsewhere.requests.length).toBe(before);
  });
});
