/**
 * Merged DASH downloads whose fragments the server fetches itself (issue 16):
 * over GET /api/download with the real yt-dlp (for the lookup) and the real
 * ffmpeg (for the merge), against an origin on 127.0.0.1 serving the fixture
 * set's DASH: the result plays, fragments on a refused origin are refused
 * before that origin sees a request, a fragment failing mid-way fails the
 * download (an error answer while ffmpeg probes, an aborted body once bytes
 * were sent; either way ffmpeg, the fragment connections and the job end),
 * and a client hang-up closes every fragment connection.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { liveChildCount } from '../../src/media/tools/process.js';
import { downloadUrl, type JsonBody, postInfo, startTestApp, type TestApp } from '../support/app-harness.js';
import { audioStream, probeFile, videoStream } from '../support/probe.js';
import { runningRows } from '../support/running-rows.js';

interface Origin {
  origin: string;
  seen: http.IncomingMessage[];
  sockets: Set<net.Socket>;
  /** Lets the held /late/dash/ fragment break off. */
  release(): void;
  close(): Promise<void>;
}

/**
 * Serves the fixture DASH under /dash/, trickled under /slow/dash/, with its
 * 720p initialisation cut after 400 bytes under /cut/dash/ (ffmpeg can write
 * nothing without it), with its last 720p fragment under /late/dash/ sending
 * 50 kB, then held until release() and broken off (at once when released
 * already: the answer's first byte may come before this request on a busy
 * machine; either way the failure comes after the first byte), and under
 * /based/dash/ a manifest whose BaseURL is `elsewhere`; the fixture HLS under
 * /hls/, with /hls/missing.m3u8 a media playlist whose first segment is gone.
 */
async function startOrigin(dashDir: string, elsewhere?: string): Promise<Origin> {
  const seen: http.IncomingMessage[] = [];
  const sockets = new Set<net.Socket>();
  const held: (() => void)[] = [];
  let released = false;
  const server = http.createServer((req, res) => {
    seen.push(req);
    const match = /^\/(dash|slow\/dash|cut\/dash|late\/dash|based\/dash|hls)\/([\w.-]+)$/.exec(req.url ?? '');
    if (!match) return void res.writeHead(404).end();
    const [, mode, name] = match as unknown as [string, string, string];
    const file = path.join(dashDir, '..', mode === 'hls' ? 'hls' : 'dash', name);
    void (async () => {
      if (mode === 'hls' && name === 'missing.m3u8') {
        // The 360p variant's playlist with its first segment gone.
        const playlist = await readFile(path.join(dashDir, '..', 'hls', 'stream_1.m3u8'), 'utf8');
        return void res.writeHead(200).end(playlist.replace('stream_1_000.ts', 'gone.ts'));
      }
      if (mode === 'based/dash' && name === 'manifest.mpd') {
        const mpd = (await readFile(file, 'utf8')).replace('<Period', `<BaseURL>${elsewhere}/dash/</BaseURL>\n<Period`);
        return void res.writeHead(200, { 'Content-Type': 'application/dash+xml' }).end(mpd);
      }
      const size = (await stat(file).catch(() => undefined))?.size;
      if (size === undefined) return void res.writeHead(404).end();
      res.writeHead(200, { 'Content-Length': size });
      if (mode === 'cut/dash' && name === 'init-stream0.m4s') {
        // Broken off once the first bytes are out: fewer bytes than announced, then the connection gone.
        return void res.write((await readFile(file)).subarray(0, 400), () => res.destroy());
      }
      if (mode === 'late/dash' && name === 'chunk-stream0-00002.m4s') {
        res.write((await readFile(file)).subarray(0, 50_000));
        if (!released) await new Promise<void>((resolve) => held.push(resolve));
        return void res.destroy();
      }
      if (mode === 'slow/dash' && name.startsWith('chunk')) {
        const bytes = await readFile(file);
        for (let at = 0; at < bytes.length && !res.destroyed; at += 8192) {
          res.write(bytes.subarray(at, at + 8192));
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return void res.end();
      }
      await pipeline(createReadStream(file), res).catch(() => {});
    })();
  });
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    seen,
    sockets,
    release: () => {
      released = true;
      for (const resolve of held.splice(0)) resolve();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let site: Origin;
let other: Origin;
let app: TestApp;
let dir: string;
const dashDir = () => path.join(inject('fixturesDir'), 'dash');

beforeAll(async () => {
  other = await startOrigin(dashDir());
  site = await startOrigin(dashDir(), other.origin);
  // Only the site is allowed: `other` stands for a private address the policy refuses.
  app = await startTestApp({ ALLOW_PRIVATE_URLS: site.origin, FRAGMENT_CONCURRENCY: '2' });
  dir = await mkdtemp(path.join(os.tmpdir(), 'fragments-http-'));
});
afterAll(async () => {
  await app?.close();
  await site?.close();
  await other?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/**
 * Once a download failed or was left: its ffmpeg has exited (every holder of
 * its pipes gone), no fragment connection is open, its job directory is
 * removed and its usage row ended. Bounded well below the idle timer (120 s)
 * and the job timeout (30 min), with room for a busy machine.
 */
async function expectAllStopped(): Promise<void> {
  const within = { timeout: 30_000, interval: 25 };
  await expect.poll(() => liveChildCount(), within).toBe(0);
  await expect.poll(() => site.sockets.size, within).toBe(0);
  const tmpDir = path.join(app.dataDir, 'tmp');
  await expect.poll(async () => (await readdir(tmpDir)).filter((n) => n.startsWith('job-')), within).toEqual([]);
  await expect.poll(() => runningRows(path.join(app.dataDir, 'app.db')), within).toEqual([]);
}

/** The download URL of the 720p video merged with the audio. */
async function mergedDownload(url: string): Promise<string> {
  const info = await postInfo(app.baseUrl, url);
  expect(info.status).toBe(200);
  const hd = (info.body.formats as JsonBody[]).find((f) => f.kind === 'video' && f.selector.includes('+'));
  expect(hd).toBeDefined();
  return downloadUrl(app.baseUrl, { url, selector: hd?.selector, ext: 'mp4', kind: 'video', title: 'merged' });
}

describe('a merged DASH download fetched by the server', () => {
  it('plays: 720p video and AAC audio, 4 s, every fragment asked by the server itself', async () => {
    const url = `${site.origin}/dash/manifest.mpd`;
    const target = await mergedDownload(url);
    site.seen.length = 0;
    const response = await fetch(target);
    expect(response.status).toBe(200);
    const file = path.join(dir, 'merged.mp4');
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    const probed = await probeFile(file);
    expect(videoStream(probed)?.height).toBe(720);
    expect(audioStream(probed)?.codec_name).toBe('aac');
    expect(Number(probed.format.duration)).toBeCloseTo(4, 0);
    // Three fragments of each stream, each asked once, by our fetch (which asks for the bytes as stored).
    const fragments = site.seen.filter((r) => /stream[02]/.test(r.url ?? ''));
    expect(fragments.map((r) => r.url).sort()).toEqual(
      ['init-stream0', 'chunk-stream0-00001', 'chunk-stream0-00002', 'init-stream2', 'chunk-stream2-00001']
        .concat('chunk-stream2-00002')
        .map((name) => `/dash/${name}.m4s`)
        .sort(),
    );
    expect(fragments.every((r) => r.headers['accept-encoding'] === 'identity')).toBe(true);
  });

  it('refuses fragments on a refused origin before that origin sees a request', async () => {
    const target = await mergedDownload(`${site.origin}/based/dash/manifest.mpd`);
    other.seen.length = 0;
    const response = await fetch(target);
    expect(response.status).toBe(400);
    expect(((await response.json()) as JsonBody).code).toBe('url_not_allowed');
    expect(other.seen).toEqual([]);
  });

  it('answers 422 unreachable when a fragment breaks off while ffmpeg probes, and stops everything', async () => {
    const response = await fetch(await mergedDownload(`${site.origin}/cut/dash/manifest.mpd`));
    expect(response.status).toBe(422);
    expect(((await response.json()) as JsonBody).code).toBe('unreachable');
    await expectAllStopped();
  });

  it('aborts the body, never ends it, when a fragment breaks off after the first byte, and stops everything', async () => {
    const response = await fetch(await mergedDownload(`${site.origin}/late/dash/manifest.mpd`));
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    expect((await reader.read()).value?.length).toBeGreaterThan(0);
    // Only now does the last video fragment break off: ffmpeg is muxing, bytes are out.
    site.release();
    const rest = (async () => {
      for (;;) if ((await reader.read()).done) return 'ended as complete';
    })();
    await expect(rest).rejects.toThrow();
    await expectAllStopped();
  });

  it('closes every fragment connection within a second of a client hang-up', async () => {
    const target = await mergedDownload(`${site.origin}/slow/dash/manifest.mpd`);
    const controller = new AbortController();
    const response = await fetch(target, { signal: controller.signal });
    expect(response.status).toBe(200);
    const reader = Readable.fromWeb(response.body as never);
    reader.on('error', () => {});
    await new Promise((resolve) => reader.once('data', resolve));
    // The trickled fragments are in flight now.
    expect(site.sockets.size).toBeGreaterThan(0);
    controller.abort();
    await expect.poll(() => site.sockets.size, { timeout: 1000, interval: 25 }).toBe(0);
    await expectAllStopped();
  });

  it('fails at once, not at the job timeout, when the first fragment of a sniffed stream is missing', async () => {
    // A bare media playlist declares no codecs: its first bytes are read to tell AAC before ffmpeg starts.
    const url = `${site.origin}/hls/missing.m3u8`;
    const info = await postInfo(app.baseUrl, url);
    expect(info.status).toBe(200);
    const format = info.body.formats[0] as JsonBody;
    const started = Date.now();
    const response = await fetch(
      downloadUrl(app.baseUrl, { url, selector: format.selector, ext: 'mp4', kind: format.kind, title: 'gone' }),
    );
    expect(response.status).toBe(422);
    expect(((await response.json()) as JsonBody).code).toBe('media_unavailable');
    // Far below the 120 s idle timer and the 30 min job timeout, with room for a busy machine.
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});
