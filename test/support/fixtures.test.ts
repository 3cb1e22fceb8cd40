import { stat } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { heights, isAudioOnly, isVideoOnly, rawRequest, run, ytDlpJson } from './fixture-probes.js';
import { type FixtureServer, startFixtureServer } from './fixture-server.js';
import { buildFixtures, FIXTURE_PATHS, PAGE_METADATA } from './fixtures.js';
import { ffprobePath, ytdlpPath } from './tools.js';

const fixturesDir = inject('fixturesDir');
let server: FixtureServer;

beforeAll(async () => {
  server = await startFixtureServer(fixturesDir);
});

afterAll(async () => {
  await server?.close();
});

describe('fixture build', () => {
  it('is idempotent: a second build of a complete set writes nothing', async () => {
    // Not "within a second", which a busy machine can miss: no file is written again.
    const written = async () =>
      Promise.all(Object.values(FIXTURE_PATHS).map(async (rel) => (await stat(path.join(fixturesDir, rel))).mtimeMs));
    const before = await written();
    const set = await buildFixtures(fixturesDir);
    expect(await written()).toEqual(before);
    expect(set.paths).toEqual(FIXTURE_PATHS);
    for (const rel of Object.values(set.paths)) {
      expect((await stat(path.join(set.dir, rel))).size, rel).toBeGreaterThan(0);
    }
  });
});

describe.concurrent('yt-dlp reads the fixtures', () => {
  it('DASH: separate video-only 720p and 360p formats plus an audio-only format', async ({ expect }) => {
    const info = await ytDlpJson(server.url(FIXTURE_PATHS.dash), 'dash');
    const video = info.formats.filter(isVideoOnly);
    const audio = info.formats.filter(isAudioOnly);
    expect(heights(video)).toEqual([360, 720]);
    expect(audio).toHaveLength(1);
    expect(info.formats.every((f) => f.protocol === 'http_dash_segments')).toBe(true);
  });

  it('HLS: two muxed variants, 720p and 360p', async ({ expect }) => {
    const info = await ytDlpJson(server.url(FIXTURE_PATHS.hls), 'hls');
    expect(info.formats).toHaveLength(2);
    expect(heights(info.formats)).toEqual([360, 720]);
    expect(info.formats.every((f) => f.protocol === 'm3u8_native' && f.acodec !== 'none')).toBe(true);
  });

  it('direct mp4: exactly one http format pointing at the file', async ({ expect }) => {
    const info = await ytDlpJson(server.url(FIXTURE_PATHS.directMp4), 'direct');
    expect(info.formats).toHaveLength(1);
    expect(info.formats[0]).toMatchObject({ url: server.url(FIXTURE_PATHS.directMp4), ext: 'mp4', protocol: 'http' });
  });

  it('audio m4a: one audio-only format', async ({ expect }) => {
    const info = await ytDlpJson(server.url(FIXTURE_PATHS.audioM4a), 'audio');
    expect(info.formats).toHaveLength(1);
    expect(info.formats[0]).toMatchObject({ ext: 'm4a', vcodec: 'none' });
  });

  it('page.html: JSON-LD gives title, uploader, duration, thumbnail and the mp4', async ({ expect }) => {
    const info = await ytDlpJson(server.url(FIXTURE_PATHS.page), 'page');
    expect(info).toMatchObject({
      extractor_key: 'Generic',
      title: PAGE_METADATA.title,
      uploader: PAGE_METADATA.uploader,
      duration: PAGE_METADATA.durationSeconds,
      thumbnail: server.url(FIXTURE_PATHS.thumb),
    });
    expect(info.formats.map((f) => f.url)).toEqual([server.url(FIXTURE_PATHS.directMp4)]);
  });

  it('nomedia.html: yt-dlp fails with "Unsupported URL"', async ({ expect }) => {
    const result = await run(ytdlpPath(), [
      '--ignore-config',
      '--no-playlist',
      '-J',
      '--',
      server.url(FIXTURE_PATHS.noMedia),
    ]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('Unsupported URL');
  });

  it('ffprobe reads the direct mp4 over HTTP (using Range requests)', async ({ expect }) => {
    const url = server.url(FIXTURE_PATHS.directMp4);
    const result = await run(ffprobePath(), [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_type,height',
      '-of',
      'json',
      url,
    ]);
    expect(result.code, result.stderr).toBe(0);
    const streams = (JSON.parse(result.stdout) as { streams: { codec_type: string; height?: number }[] }).streams;
    expect(streams).toEqual(expect.arrayContaining([{ codec_type: 'video', height: 360 }, { codec_type: 'audio' }]));
    // moov is at the end, so ffmpeg must have seeked with a Range request.
    expect(
      server.requests.some((r) => r.path === FIXTURE_PATHS.directMp4 && /^bytes=[1-9]/.test(String(r.headers.range))),
    ).toBe(true);
  });
});

describe('fixture server', () => {
  const mp4 = FIXTURE_PATHS.directMp4;

  it('serves whole files with type and length, and HEAD without a body', async () => {
    const size = (await stat(path.join(fixturesDir, mp4))).size;
    const get = await rawRequest(server.origin, mp4);
    expect(get.status).toBe(200);
    expect(get.headers['content-type']).toBe('video/mp4');
    expect(get.headers['content-length']).toBe(String(size));
    expect(get.body.length).toBe(size);

    const head = await rawRequest(server.origin, FIXTURE_PATHS.dash, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('application/dash+xml');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);

    expect((await rawRequest(server.origin, FIXTURE_PATHS.hls)).headers['content-type']).toBe(
      'application/vnd.apple.mpegurl',
    );
  });

  it('honours Range requests and answers 416 when unsatisfiable', async () => {
    const size = (await stat(path.join(fixturesDir, mp4))).size;
    const first = await rawRequest(server.origin, mp4, { headers: { Range: 'bytes=0-99' } });
    expect(first.status).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(first.body.length).toBe(100);

    const suffix = await rawRequest(server.origin, mp4, { headers: { Range: 'bytes=-10' } });
    expect(suffix.status).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);

    const open = await rawRequest(server.origin, mp4, { headers: { Range: `bytes=${size - 5}-` } });
    expect(open.body.length).toBe(5);

    const beyond = await rawRequest(server.origin, mp4, { headers: { Range: `bytes=${size}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('refuses path traversal, plain or percent-encoded, with 404', async () => {
    // Every target exists on disk, so only the traversal check can produce the 404.
    const self = `${path.basename(fixturesDir)}${mp4}`;
    const etc = '../../../../../../../../etc/passwd';
    const attempts = [
      `/../${self}`,
      `/dash/../../${self}`,
      `/%2e%2e/${self}`,
      `/dash/%2E%2E%2F%2E%2E%2F${self}`,
      `/..%2f${encodeURIComponent(self)}`,
      `/${etc}`,
      `/${etc.replaceAll('..', '%2e%2e')}`,
      `/slow/../${self}`,
      `/direct.mp4%00.html`,
    ];
    for (const attempt of attempts) {
      expect((await rawRequest(server.origin, attempt)).status, attempt).toBe(404);
    }
    expect((await rawRequest(server.origin, '/dash')).status).toBe(404); // directories are not listed
  });

  it('renders {{BASE}} in HTML with its own origin', async () => {
    const page = (await rawRequest(server.origin, FIXTURE_PATHS.page)).body.toString('utf8');
    expect(page).not.toContain('{{BASE}}');
    expect(page).toContain(`"${server.url(FIXTURE_PATHS.thumb)}"`);
  });

  it('has /status/<code> and /redirect?to= routes', async () => {
    expect((await rawRequest(server.origin, '/status/503')).status).toBe(503);
    const redirect = await rawRequest(server.origin, `/redirect?to=${encodeURIComponent(mp4)}`);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.location).toBe(server.url(mp4));
  });

  it('trickles /slow/ downloads after sending headers, and records every request', async () => {
    const slow = await startFixtureServer(fixturesDir, { slowChunkBytes: 1024, slowIntervalMs: 50 });
    try {
      const { hostname, port } = new URL(slow.origin);
      const firstBytes = await new Promise<{ status: number; length: string | undefined; received: number }>(
        (resolve, reject) => {
          const req = request({ hostname, port, path: `/slow${mp4}` }, (res) => {
            res.once('data', (chunk: Buffer) => {
              resolve({ status: res.statusCode ?? 0, length: res.headers['content-length'], received: chunk.length });
              req.destroy(); // the client gives up mid-download; the server must cope
            });
          });
          req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
          req.end();
        },
      );
      expect(firstBytes.status).toBe(200);
      expect(Number(firstBytes.length)).toBeGreaterThan(firstBytes.received);
      expect(firstBytes.received).toBeLessThanOrEqual(1024);
      expect(slow.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /slow${mp4}`]);
      // Still serving after the abort.
      expect((await rawRequest(slow.origin, '/status/204')).status).toBe(204);
    } finally {
      await slow.close();
    }
  });
});
