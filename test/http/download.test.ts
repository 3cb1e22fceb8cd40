import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { liveChildCount, liveTransferCount } from '../../src/media/tools/process.js';
import { downloadUrl, postInfo, startTestApp, type TestApp } from '../support/app-harness.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { audioStream, probeFile, videoStream } from '../support/probe.js';

let fixtures: FixtureServer;
let app: TestApp;
let outDir: string;

beforeAll(async () => {
  fixtures = await startFixtureServer(inject('fixturesDir'));
  app = await startTestApp({ MAX_CONCURRENT_JOBS: '4' });
  outDir = await mkdtemp(path.join(os.tmpdir(), 'download-test-'));
});
afterAll(async () => {
  await app?.close();
  await fixtures?.close();
  await rm(outDir, { recursive: true, force: true });
});

let counter = 0;
/** Downloads to a file; returns the response and the file path. */
async function download(params: Record<string, string | undefined>) {
  const response = await fetch(downloadUrl(app.baseUrl, params));
  const file = path.join(outDir, `out-${++counter}`);
  if (response.status !== 200) return { response, file, json: (await response.json()) as Record<string, string> };
  await pipeline(Readable.fromWeb(response.body as never), createWriteStream(file));
  return { response, file, json: undefined };
}

async function formatsOf(url: string) {
  const { body } = await postInfo(app.baseUrl, url);
  return body.formats as Record<string, string>[];
}

describe('GET /api/download', () => {
  it('merges separate DASH video and audio into a playable, seekable MP4 with its duration', async () => {
    const url = fixtures.url('/dash/manifest.mpd');
    const hd = (await formatsOf(url))[0] as Record<string, string>;
    const { response, file } = await download({
      url,
      selector: hd.selector,
      ext: hd.ext,
      kind: hd.kind,
      title: 'DASH merge',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="DASH merge.mp4"; filename*=UTF-8''DASH%20merge.mp4`,
    );
    const probed = await probeFile(file);
    expect(videoStream(probed)?.height).toBe(720);
    expect(audioStream(probed)?.codec_name).toBe('aac');
    expect(Number(probed.format.duration)).toBeCloseTo(4, 0);
  });

  it('remuxes an HLS variant into MP4 with video and audio', async () => {
    const url = fixtures.url('/hls/master.m3u8');
    const sd = (await formatsOf(url)).find((f) => f.label === '360p') as Record<string, string>;
    const { response, file } = await download({ url, selector: sd.selector, ext: sd.ext, kind: sd.kind, title: 'hls' });
    expect(response.status).toBe(200);
    const probed = await probeFile(file);
    expect(probed.format.format_name).toContain('mp4');
    expect(videoStream(probed)?.height).toBe(360);
    expect(audioStream(probed)).toBeDefined();
    expect(Number(probed.format.duration)).toBeCloseTo(4, 0);
  });

  it('passes a direct file through byte for byte with its Content-Length', async () => {
    const url = fixtures.url('/direct.mp4');
    const { response, file } = await download({ url, selector: 'mp4', ext: 'mp4', kind: 'video', title: 'direct' });
    expect(response.status).toBe(200);
    const original = await readFile(path.join(inject('fixturesDir'), 'direct.mp4'));
    const received = await readFile(file);
    expect(received.equals(original)).toBe(true);
    // The server fetches it itself and knows its length from the site before the first byte.
    expect(response.headers.get('content-length')).toBe(String(original.length));
  });

  it('writes Matroska through a finished temp file so it carries its duration and a length', async () => {
    const url = fixtures.url('/dash/manifest.mpd');
    const { response, file } = await download({ url, selector: '1+2', ext: 'mkv', kind: 'video', title: 'mkv' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/x-matroska');
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    const probed = await probeFile(file);
    expect(videoStream(probed)?.height).toBe(360);
    expect(Number(probed.format.duration)).toBeCloseTo(4, 0);
  });

  it.each([128, 320])('extracts MP3 at %i kbit/s CBR with title and artist tags', async (quality) => {
    const url = fixtures.url('/page.html');
    const { response, file } = await download({
      url,
      selector: 'bestaudio/best',
      ext: 'mp3',
      kind: 'audio',
      title: 'Fixture Video',
      convert: 'mp3',
      quality: String(quality),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    const probed = await probeFile(file);
    const audio = audioStream(probed);
    expect(audio?.codec_name).toBe('mp3');
    expect(Number(audio?.bit_rate)).toBe(quality * 1000);
    // The page's thumbnail as the cover (test/http/cover-art.test.ts): the only picture there is.
    expect(probed.streams.filter((s) => s.codec_type === 'video').map((s) => s.codec_name)).toEqual(['mjpeg']);
    expect(probed.format.tags).toMatchObject({ title: 'Fixture Video', artist: 'Fixture Uploader' });
    expect(Number(probed.format.duration)).toBeCloseTo(4, 0);
  });

  it('uses 192 kbit/s when convert=mp3 has no quality, and ignores quality without convert', async () => {
    const url = fixtures.url('/audio.m4a');
    const mp3 = await download({ url, selector: 'fmp4', ext: 'mp3', kind: 'audio', title: 'a', convert: 'mp3' });
    expect(Number(audioStream(await probeFile(mp3.file))?.bit_rate)).toBe(192_000);
    const plain = await download({ url, selector: 'fmp4', ext: 'm4a', kind: 'audio', title: 'a', quality: '320' });
    expect(plain.response.status).toBe(200);
    expect(plain.response.headers.get('content-type')).toBe('audio/mp4');
    expect(audioStream(await probeFile(plain.file))?.codec_name).toBe('aac');
  });

  it('makes an MP3 of kind=audio&ext=mp3 on a format with video and audio, as convert=mp3 does (issue 38)', async () => {
    const url = fixtures.url('/direct.mp4');
    const asked = { url, selector: 'mp4', ext: 'mp3', kind: 'audio', title: 'Both' };
    const plain = await download(asked);
    expect(plain.response.status, JSON.stringify(plain.json)).toBe(200);
    expect(plain.response.headers.get('content-type')).toBe('audio/mpeg');
    expect(plain.response.headers.get('content-disposition')).toContain('filename="Both.mp3"');
    const probed = await probeFile(plain.file);
    expect(probed.format.format_name).toBe('mp3');
    expect(probed.streams.map((s) => s.codec_name)).toEqual(['mp3']);
    expect(Number(audioStream(probed)?.bit_rate)).toBe(192_000);
    expect(Number(probed.format.duration)).toBeCloseTo(4, 0);
    // The very file convert=mp3 makes of the same format.
    const converted = await download({ ...asked, convert: 'mp3' });
    expect(converted.response.status).toBe(200);
    expect((await readFile(plain.file)).equals(await readFile(converted.file))).toBe(true);
  });

  it('keeps hostile titles out of headers and paths', async () => {
    const url = fixtures.url('/direct.mp4');
    const title = '../../etc/passwd\r\nX-Injected: yes\u0000 "quoted"; naïve ☃ \\ / : * ? < > |';
    const { response } = await download({ url, selector: 'mp4', ext: 'mp4', kind: 'video', title });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-injected')).toBeNull();
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).not.toMatch(/[\r\n\0]/);
    const ascii = /filename="([^"]*)"/.exec(disposition)?.[1] ?? '';
    expect(ascii).not.toMatch(/[/\\]/);
    expect(ascii).not.toContain('..');
    expect(ascii).toMatch(/\.mp4$/);
    const utf8 = decodeURIComponent(/filename\*=UTF-8''(\S+)/.exec(disposition)?.[1] ?? '');
    expect(utf8).toContain('naïve ☃');
    expect(utf8).not.toMatch(/[/\\\r\n\0]/);
    expect(utf8.startsWith('.')).toBe(false);
  });

  it('stops a pass-through at once when the client hangs up (no process ran for it), leaving no temp files', async () => {
    const url = fixtures.url('/slow/direct.mp4');
    const format = (await formatsOf(url)).at(-1) as Record<string, string>;
    const controller = new AbortController();
    const response = await fetch(
      downloadUrl(app.baseUrl, { url, selector: format.selector, ext: format.ext, kind: format.kind, title: 'x' }),
      { signal: controller.signal },
    );
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    expect((await reader.read()).value?.length).toBeGreaterThan(0);
    expect(liveChildCount()).toBe(0);
    expect(liveTransferCount()).toBe(1);
    controller.abort();
    await expect.poll(() => liveTransferCount(), { timeout: 5000 }).toBe(0);
    const tmpDir = path.join(app.dataDir, 'tmp');
    await expect
      .poll(async () => (await readdir(tmpDir)).filter((n) => n.startsWith('job-')), { timeout: 5000 })
      .toEqual([]);
  });

  it.each([['an HLS remux (yt-dlp feeding ffmpeg)', '/slow/hls/master.m3u8', 'video']])(
    'stops every child process at once when the client hangs up during %s, leaving no temp files',
    async (_, fixturePath) => {
      const url = fixtures.url(fixturePath);
      const format = (await formatsOf(url)).at(-1) as Record<string, string>;
      const controller = new AbortController();
      const response = await fetch(
        downloadUrl(app.baseUrl, { url, selector: format.selector, ext: format.ext, kind: format.kind, title: 'x' }),
        { signal: controller.signal },
      );
      expect(response.status).toBe(200);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const first = await reader.read();
      expect(first.value?.length).toBeGreaterThan(0);
      expect(liveChildCount()).toBeGreaterThan(0);
      controller.abort();
      await expect.poll(() => liveChildCount(), { timeout: 5000 }).toBe(0);
      const tmpDir = path.join(app.dataDir, 'tmp');
      await expect
        .poll(async () => (await readdir(tmpDir)).filter((n) => n.startsWith('job-')), { timeout: 5000 })
        .toEqual([]);
    },
  );

  it('runs 8 merged downloads in parallel, each one complete', async () => {
    const url = fixtures.url('/dash/manifest.mpd');
    const hd = (await formatsOf(url))[0] as Record<string, string>;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        download({ url, selector: hd.selector, ext: 'mp4', kind: 'video', title: `parallel ${i}` }),
      ),
    );
    for (const { response, file } of results) {
      expect(response.status).toBe(200);
      const probed = await probeFile(file);
      expect(videoStream(probed)?.height).toBe(720);
      expect(audioStream(probed)).toBeDefined();
      expect(Number(probed.format.duration)).toBeCloseTo(4, 0);
    }
  }, 120_000);
});
