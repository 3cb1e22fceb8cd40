/**
 * Native pass-through over GET /api/download (issue 10, items 2 and 3): a
 * direct file fetched by the server itself, under the egress policy; HEAD,
 * Range (206/416) and `curl -C -` resumption where its size is known; merged
 * and MP3 downloads say `Accept-Ranges: none`. Real yt-dlp for the lookups,
 * real HTTP on 127.0.0.1, pages generated at test time.
 */
import { spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { liveChildCount, liveTransferCount } from '../../src/media/tools/process.js';
import { downloadUrl, type JsonBody, postInfo, startTestApp, type TestApp } from '../support/app-harness.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { untilTestTimeout } from '../support/test-deadline.js';
import {
  downloadRows,
  exitCode,
  jsonLdPage,
  killOnceLarger,
  onlyFormat,
  startTricklingOrigin,
} from './pass-through-helpers.js';

let fixtures: FixtureServer;
let app: TestApp;
let dir: string;
/** The fixture set's direct.mp4 (~330 KB). */
let original: Buffer;

beforeAll(async () => {
  // /slow/ trickles 16 KiB every 50 ms: direct.mp4 takes about a second.
  fixtures = await startFixtureServer(inject('fixturesDir'), { slowChunkBytes: 16 * 1024, slowIntervalMs: 50 });
  app = await startTestApp({ MAX_CONCURRENT_JOBS: '4' });
  dir = await mkdtemp(path.join(os.tmpdir(), 'pass-through-http-'));
  original = await readFile(path.join(inject('fixturesDir'), 'direct.mp4'));
});
afterAll(async () => {
  await app?.close();
  await fixtures?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The download URL of direct.mp4 (plain or trickled), as its format object gives it. */
function directDownload(base = app.baseUrl, fixturePath = '/direct.mp4', origin = fixtures) {
  return downloadUrl(base, {
    url: origin.url(fixturePath),
    selector: 'mp4',
    ext: 'mp4',
    kind: 'video',
    title: 'direct',
  });
}

/** GETs of the fixture server for direct.mp4's body. */
const mediaGets = (server = fixtures) =>
  server.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/direct.mp4'));

describe('native pass-through', () => {
  it('streams a direct file byte for byte with its length and Accept-Ranges, without starting a process', async () => {
    const url = directDownload(app.baseUrl, '/slow/direct.mp4');
    expect((await postInfo(app.baseUrl, fixtures.url('/slow/direct.mp4'))).status).toBe(200);
    await expect.poll(() => liveChildCount(), untilTestTimeout()).toBe(0);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(original.length));
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-type')).toBe('video/mp4');
    // Mid-transfer (the origin trickles): the server relays it itself, no yt-dlp is running.
    const body = response.arrayBuffer();
    await expect.poll(() => liveTransferCount(), untilTestTimeout()).toBe(1);
    expect(liveChildCount()).toBe(0);
    expect(Buffer.from(await body).equals(original)).toBe(true);
    await expect.poll(() => liveTransferCount(), untilTestTimeout()).toBe(0);
  });

  it('sends the format’s headers from the info JSON to the origin (yt-dlp’s defaults and the Referer)', async () => {
    const siteDir = path.join(dir, 'headers-site');
    await mkdir(siteDir, { recursive: true });
    await copyFile(path.join(inject('fixturesDir'), 'direct.mp4'), path.join(siteDir, 'direct.mp4'));
    await writeFile(path.join(siteDir, 'page.html'), jsonLdPage('{{BASE}}/slow/direct.mp4', { typed: false }));
    const site = await startFixtureServer(siteDir, { slowChunkBytes: 16 * 1024, slowIntervalMs: 50 });
    try {
      const url = await onlyFormat(app.baseUrl, site.url('/page.html'));
      site.requests.length = 0;
      const response = await fetch(url);
      expect(response.status).toBe(200);
      const body = response.arrayBuffer();
      body.catch(() => {});
      // The document the service works from (yt-dlp picks a random User-Agent per run): its job's info.json.
      const tmp = path.join(app.dataDir, 'tmp');
      const infoJson = async () => {
        const jobs = (await readdir(tmp)).filter((name) => name.startsWith('job-'));
        return jobs.length === 1 ? readFile(path.join(tmp, jobs[0] as string, 'info.json'), 'utf8') : undefined;
      };
      await expect.poll(infoJson, untilTestTimeout()).toBeDefined();
      const info = JSON.parse((await infoJson()) as string) as { http_headers?: Record<string, string> };
      const expected = info.http_headers ?? {};
      expect(Object.keys(expected)).toEqual(expect.arrayContaining(['User-Agent', 'Accept', 'Referer']));
      expect(Buffer.from(await body).equals(original)).toBe(true);

      const gets = mediaGets(site);
      expect(gets).toHaveLength(1);
      for (const [name, value] of Object.entries(expected)) expect(gets[0]?.headers[name.toLowerCase()]).toBe(value);
      // The stored bytes, not a compressed transfer of them.
      expect(gets[0]?.headers['accept-encoding']).toBe('identity');
    } finally {
      await site.close();
    }
  });
});

describe('HEAD and Range on a pass-through of known size', () => {
  it('answers HEAD with the headers only: no body, no bytes counted', async () => {
    const url = directDownload();
    await postInfo(app.baseUrl, fixtures.url('/direct.mp4'));
    const before = downloadRows(app).length;
    const response = await fetch(url, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(original.length));
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('content-disposition')).toContain('direct.mp4');
    expect((await response.arrayBuffer()).byteLength).toBe(0);
    await expect.poll(() => downloadRows(app).length, untilTestTimeout()).toBe(before + 1);
    // Recorded as a cancelled download of 0 bytes: it uses up neither megabytes nor a download of the day.
    expect(downloadRows(app).at(-1)).toEqual({ outcome: 'cancelled', error_code: 'cancelled', bytes: 0 });
    expect(liveTransferCount()).toBe(0);
  });

  it.each([
    ['bytes=1000-1999', 1000, 1999],
    ['bytes=-500', -500, -1],
    ['bytes=300000-', 300000, -1],
  ])('answers Range: %s with 206, Content-Range and exactly those bytes, asked of the origin', async (header, a, b) => {
    const size = original.length;
    const start = a < 0 ? size + a : a;
    const end = b < 0 ? size - 1 : b;
    fixtures.requests.length = 0;
    const response = await fetch(directDownload(), { headers: { Range: header } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`);
    expect(response.headers.get('content-length')).toBe(String(end - start + 1));
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals(original.subarray(start, end + 1))).toBe(true);
    expect(mediaGets().map((r) => r.headers.range)).toEqual([header]);
    // Only the bytes sent count.
    await expect.poll(() => downloadRows(app).at(-1)?.outcome, untilTestTimeout()).toBe('ok');
    expect(downloadRows(app).at(-1)?.bytes).toBe(end - start + 1);
  });

  it('answers a range outside the file with 416 and Content-Range: bytes */size', async () => {
    const response = await fetch(directDownload(), { headers: { Range: `bytes=${original.length}-` } });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${original.length}`);
    expect(((await response.json()) as JsonBody).code).toBe('range_not_satisfiable');
  });

  it.each([
    ['several ranges', 'bytes=0-9,20-29'],
    ['an invalid range', 'bytes=20-10'],
    ['another unit', 'items=0-9'],
  ])('ignores %s and serves the whole file', async (_, header) => {
    const response = await fetch(directDownload(), { headers: { Range: header } });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(original)).toBe(true);
  });

  it('resumes with curl -C - after an interruption at about 40 %, and the file matches the source byte for byte', async () => {
    const url = directDownload(app.baseUrl, '/slow/direct.mp4');
    await postInfo(app.baseUrl, fixtures.url('/slow/direct.mp4'));
    const file = path.join(dir, 'resumed.mp4');
    const before = downloadRows(app).length;
    fixtures.requests.length = 0;

    const first = spawn('curl', ['-sS', '-o', file, url], { stdio: 'ignore' });
    const partial = await killOnceLarger(first, file, Math.ceil(original.length * 0.4));
    expect(partial).toBeGreaterThanOrEqual(original.length * 0.4);
    expect(partial).toBeLessThan(original.length);

    const resumed = spawn('curl', ['-sS', '--fail', '-C', '-', '-o', file, url], { stdio: 'ignore' });
    expect(await exitCode(resumed)).toBe(0);
    expect((await readFile(file)).equals(original)).toBe(true);
    // The second request asked the origin for the rest only.
    expect(mediaGets().map((r) => r.headers.range)).toEqual([undefined, `bytes=${partial}-`]);

    await expect
      .poll(
        () =>
          downloadRows(app)
            .slice(before)
            .map((r) => r.outcome),
        untilTestTimeout(),
      )
      .toEqual(['cancelled', 'ok']);
    const [cut, rest] = downloadRows(app).slice(before);
    // Each request counts what it sent: the resumed one exactly the missing part.
    expect(rest?.bytes).toBe(original.length - partial);
    expect(cut?.bytes).toBeGreaterThanOrEqual(partial);
    expect(cut?.bytes).toBeLessThan(original.length);
  });
});

describe('downloads of unknown size', () => {
  it.each([
    [
      'a merged DASH download',
      { url: '/dash/manifest.mpd', selector: '0+bestaudio[ext=m4a]/0+bestaudio', ext: 'mp4', kind: 'video' },
    ],
    [
      'an MP3',
      { url: '/page.html', selector: 'bestaudio/best', ext: 'mp3', kind: 'audio', convert: 'mp3', quality: '128' },
    ],
  ])('%s says Accept-Ranges: none and ignores Range', async (_, params) => {
    const url = downloadUrl(app.baseUrl, { ...params, url: fixtures.url(params.url), title: 'whole' });
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('accept-ranges')).toBe('none');
    expect(head.headers.get('content-length')).toBeNull();
    const response = await fetch(url, { headers: { Range: 'bytes=100-199' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('accept-ranges')).toBe('none');
    expect(response.headers.get('content-range')).toBeNull();
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeGreaterThan(10_000);
    // A whole file, from its first byte: an MP4 starts with its ftyp box, an MP3 with ID3 tags.
    expect(body.subarray(4, 8).toString('latin1') === 'ftyp' || body.subarray(0, 3).toString() === 'ID3').toBe(true);
  });
});

describe('the pass-through under the private-network rule (SSRF)', () => {
  it('refuses a redirect into a private origin that is not allowed; that origin sees no request', async () => {
    const target = await startFixtureServer(inject('fixturesDir'));
    const siteDir = path.join(dir, 'site');
    await rm(siteDir, { recursive: true, force: true });
    await mkdir(siteDir, { recursive: true });
    await copyFile(path.join(inject('fixturesDir'), 'direct.mp4'), path.join(siteDir, 'direct.mp4'));
    await writeFile(
      path.join(siteDir, 'hop.html'),
      jsonLdPage(`{{BASE}}/redirect?to=${encodeURIComponent(target.url('/direct.mp4'))}`),
    );
    await writeFile(path.join(siteDir, 'same.html'), jsonLdPage(`{{BASE}}/redirect?to=%2Fdirect.mp4`));
    const site = await startFixtureServer(siteDir);
    const strict = await startTestApp({ ALLOW_PRIVATE_URLS: site.origin });
    try {
      const hop = await onlyFormat(strict.baseUrl, site.url('/hop.html'));
      const refused = await fetch(hop);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as JsonBody).code).toBe('url_not_allowed');
      expect(target.requests).toEqual([]);
      // The redirect itself was asked for (on the allowed origin); where it led was not.
      expect(site.requests.some((r) => r.path.startsWith('/redirect'))).toBe(true);

      // A redirect within the allowed origin is followed.
      const same = await fetch(await onlyFormat(strict.baseUrl, site.url('/same.html')));
      expect(same.status).toBe(200);
      expect(Buffer.from(await same.arrayBuffer()).equals(original)).toBe(true);
      expect(target.requests).toEqual([]);
    } finally {
      await strict.close();
      await site.close();
      await target.close();
    }
  });

  it('closes the connection to the origin within a second of the client hanging up', async () => {
    const origin = await startTricklingOrigin(original);
    try {
      const url = await onlyFormat(app.baseUrl, `${origin.url}/page.html`);
      const controller = new AbortController();
      const response = await fetch(url, { signal: controller.signal });
      expect(response.status).toBe(200);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      expect((await reader.read()).value?.length).toBeGreaterThan(0);
      expect(origin.openMediaSockets()).toBe(1);
      const abortedAt = Date.now();
      controller.abort();
      await expect.poll(() => origin.mediaClosedAt(), { timeout: 3000, interval: 20 }).toBeDefined();
      expect((origin.mediaClosedAt() as number) - abortedAt).toBeLessThan(1000);
      await expect.poll(() => liveTransferCount(), untilTestTimeout()).toBe(0);
      await expect.poll(() => downloadRows(app).at(-1)?.outcome, untilTestTimeout()).toBe('cancelled');
    } finally {
      await origin.close();
    }
  });
});
