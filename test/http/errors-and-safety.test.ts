import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { downloadUrl, postInfo, startTestApp, type TestApp } from '../support/app-harness.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { buildBigFixture } from '../support/fixtures.js';

let fixtures: FixtureServer;
/** Private URLs refused, as in production. */
let strict: TestApp;

beforeAll(async () => {
  fixtures = await startFixtureServer(inject('fixturesDir'));
  strict = await startTestApp({ ALLOW_PRIVATE_URLS: 'false' });
});
afterAll(async () => {
  await strict?.close();
  await fixtures?.close();
});

const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Record<string, string>,
});

describe('invalid input → 400 JSON', () => {
  it.each([
    ['missing url', {}, 'invalid_request'],
    ['url not a string', { url: 42 }, 'invalid_request'],
    ['ftp url', { url: 'ftp://example.com/a.mp4' }, 'invalid_url'],
    ['javascript url', { url: 'javascript:alert(1)' }, 'invalid_url'],
    ['no scheme', { url: 'example.com/video' }, 'invalid_url'],
    ['credentials in url', { url: 'http://user:pass@example.com/v.mp4' }, 'invalid_url'],
  ])('POST /api/info with %s', async (_, body, code) => {
    const response = await fetch(`${strict.baseUrl}/api/info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const { status, body: error } = await json(response);
    expect(status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(error).toEqual({ error: expect.any(String), code });
  });

  it('refuses a body that is not JSON, or malformed JSON', async () => {
    const plain = await fetch(`${strict.baseUrl}/api/info`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect((await json(plain)).status).toBe(400);
    const broken = await fetch(`${strict.baseUrl}/api/info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"url": ',
    });
    expect(await json(broken)).toEqual({ status: 400, body: { error: expect.any(String), code: 'invalid_json' } });
  });

  it('refuses an oversized body with 413', async () => {
    const response = await fetch(`${strict.baseUrl}/api/info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `https://example.com/${'a'.repeat(20_000)}` }),
    });
    expect(await json(response)).toMatchObject({ status: 413, body: { code: 'body_too_large' } });
  });

  const valid = { url: 'https://example.com/v', selector: 'best', ext: 'mp4', kind: 'video', title: 't' };
  it.each([
    ['missing selector', { ...valid, selector: undefined }],
    ['option injection in selector', { ...valid, selector: '--exec=touch /tmp/pwned' }],
    ['leading dash selector', { ...valid, selector: '-f' }],
    ['whitespace in selector', { ...valid, selector: 'best --exec x' }],
    ['shell metacharacters in selector', { ...valid, selector: 'best;id' }],
    ['ext outside the allow-list', { ...valid, ext: 'exe' }],
    ['ext with a path', { ...valid, ext: '../mp4' }],
    ['unknown kind', { ...valid, kind: 'movie' }],
    ['empty title', { ...valid, title: '' }],
    ['convert other than mp3', { ...valid, convert: 'wav' }],
    ['quality outside 128/192/256/320', { ...valid, convert: 'mp3', quality: '100' }],
  ])('GET /api/download with %s', async (_, params) => {
    const { status, body } = await json(await fetch(downloadUrl(strict.baseUrl, params)));
    expect(status).toBe(400);
    expect(body.code).toMatch(/^invalid_/);
    expect(body.error?.length).toBeGreaterThan(0);
  });

  it('answers unknown routes with 404 JSON', async () => {
    expect(await json(await fetch(`${strict.baseUrl}/api/nope`))).toEqual({
      status: 404,
      body: { error: 'Not found.', code: 'not_found' },
    });
  });
});

describe('private networks are refused unless configured (SSRF)', () => {
  it.each([
    ['loopback', (port: string) => `http://127.0.0.1:${port}/direct.mp4`],
    ['decimal IPv4', (port: string) => `http://2130706433:${port}/direct.mp4`],
    ['hex IPv4', (port: string) => `http://0x7f.1:${port}/direct.mp4`],
    ['short IPv4', (port: string) => `http://127.1:${port}/direct.mp4`],
    ['IPv4-mapped IPv6', (port: string) => `http://[::ffff:127.0.0.1]:${port}/direct.mp4`],
    ['IPv6 loopback', (port: string) => `http://[::1]:${port}/direct.mp4`],
    ['localhost name', (port: string) => `http://localhost:${port}/direct.mp4`],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['private LAN', () => 'http://192.168.1.1/'],
    ['CGNAT', () => 'http://100.64.0.1/'],
  ])('refuses %s with 400 url_not_allowed before any request', async (_, build) => {
    const before = fixtures.requests.length;
    const port = new URL(fixtures.origin).port;
    const { status, body } = await postInfo(strict.baseUrl, build(port));
    expect(status).toBe(400);
    expect(body.code).toBe('url_not_allowed');
    const download = await json(
      await fetch(
        downloadUrl(strict.baseUrl, { url: build(port), selector: 'best', ext: 'mp4', kind: 'video', title: 't' }),
      ),
    );
    expect(download).toMatchObject({ status: 400, body: { code: 'url_not_allowed' } });
    expect(fixtures.requests.length).toBe(before);
  });

  it('follows an allowed origin only as far as the rule allows: a redirect into another private origin is refused', async () => {
    const target = await startFixtureServer(inject('fixturesDir'));
    const app = await startTestApp({ ALLOW_PRIVATE_URLS: fixtures.origin });
    try {
      const hop = fixtures.url(`/redirect?to=${encodeURIComponent(target.url('/direct.mp4'))}`);
      const { status, body } = await postInfo(app.baseUrl, hop);
      expect(status).toBe(400);
      expect(body.code).toBe('url_not_allowed');
      expect(target.requests).toHaveLength(0);
      // The allowed origin itself works.
      expect((await postInfo(app.baseUrl, fixtures.url('/direct.mp4'))).status).toBe(200);
    } finally {
      await app.close();
      await target.close();
    }
  });
});

describe('limits of the job queue and file size', () => {
  it('answers 503 with Retry-After when the queue is full', async () => {
    const app = await startTestApp({ MAX_CONCURRENT_JOBS: '1', MAX_QUEUED_JOBS: '0' });
    try {
      const slow = fixtures.url('/slow/direct.mp4');
      await postInfo(app.baseUrl, slow);
      const controller = new AbortController();
      const first = await fetch(
        downloadUrl(app.baseUrl, { url: slow, selector: 'mp4', ext: 'mp4', kind: 'video', title: 'a' }),
        {
          signal: controller.signal,
        },
      );
      expect(first.status).toBe(200);
      const second = await fetch(
        downloadUrl(app.baseUrl, { url: slow, selector: 'mp4', ext: 'mp4', kind: 'video', title: 'b' }),
      );
      expect(second.status).toBe(503);
      expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await second.json()) as { code: string }).code).toBe('queue_full');
      controller.abort();
    } finally {
      await app.close();
    }
  });

  it('cuts a download off once it passes MAX_FILESIZE_MB, counting bytes, and refuses a file known to be over it with 413', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'size-limit-'));
    await buildBigFixture(dir, 3);
    const server = await startFixtureServer(dir);
    const app = await startTestApp({ MAX_FILESIZE_MB: '1' });
    try {
      const url = server.url('/big.mp4');
      // Passed through with the length the site announced: refused before the first byte.
      const announced = await fetch(
        downloadUrl(app.baseUrl, { url, selector: 'mp4', ext: 'mp4', kind: 'video', title: 'x' }),
      );
      expect(await json(announced)).toMatchObject({ status: 413, body: { code: 'too_large' } });
      // The same bytes without a length (delimited by the end of the connection): the status is
      // already sent when the limit is passed, so the connection is cut.
      const unsized = server.url('/cut/999999999/big.mp4');
      expect((await postInfo(app.baseUrl, unsized)).status).toBe(200);
      const streamed = await fetch(
        downloadUrl(app.baseUrl, { url: unsized, selector: 'mp4', ext: 'mp4', kind: 'video', title: 'x' }),
      );
      expect(streamed.status).toBe(200);
      let received = 0;
      const read = (async () => {
        for await (const chunk of streamed.body as ReadableStream<Uint8Array>) received += chunk.length;
      })();
      await expect(read).rejects.toThrow();
      expect(received).toBeLessThanOrEqual(1024 * 1024);
      // Finished in a temp file first (Matroska): refused before any byte.
      const finished = await fetch(
        downloadUrl(app.baseUrl, { url, selector: 'mp4', ext: 'mkv', kind: 'video', title: 'x' }),
      );
      expect(await json(finished)).toMatchObject({ status: 413, body: { code: 'too_large' } });
    } finally {
      await app.close();
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('health', () => {
  it('reports the yt-dlp and ffmpeg versions in use', async () => {
    const { status, body } = await json(await fetch(`${strict.baseUrl}/api/health`));
    expect(status).toBe(200);
    expect(body.status).toBe('ok');
    expect(body.ytdlpVersion).toMatch(/^\d{4}\.\d{2}\.\d{2}/);
    expect(body.ffmpegVersion).not.toBe('unknown');
  });
});
