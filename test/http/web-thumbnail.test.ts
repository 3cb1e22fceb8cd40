/**
 * The page's thumbnail helper (POST /web/thumbnail) over real HTTP with real
 * yt-dlp and ffmpeg: each picture is a job of the queue (twelve parallel
 * calls never run more ffmpeg at once than MAX_CONCURRENT_JOBS, measured at
 * the picture's origin and by counting the processes), counts as a lookup
 * (LIMIT_INFO_PER_MINUTE), is kept per user (a second call starts nothing),
 * and answers only the user who looked the link up.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { postInfo, startTestApp, type TestApp } from '../support/app-harness.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';

/** How long the picture's origin holds each answer, so a render lasts long enough to be seen. */
const HOLD_MS = 400;
const SLOTS = 2;
const ALICE = 'alice-key-0123456789abcdef';
const BOB = 'bob-key-0123456789abcdefgh';

/**
 * Pages `/p<n>.html`, each one video whose poster is `/img<n>.jpg` on the
 * same server; a picture is answered after HOLD_MS, and the server counts the
 * picture requests open at once (each is one ffmpeg reading it).
 */
interface PictureSite {
  origin: string;
  pictureRequests: number;
  open: number;
  peakOpen: number;
  close(): Promise<void>;
}

async function startPictureSite(fixtures: FixtureServer, jpeg: Buffer): Promise<PictureSite> {
  const site = { origin: '', pictureRequests: 0, open: 0, peakOpen: 0 };
  const server: Server = createServer((req, res) => {
    const url = req.url ?? '';
    const pageMatch = /^\/p(\d+)\.html$/.exec(url);
    if (pageMatch) {
      const n = pageMatch[1];
      const body = `<!doctype html><html><head><title>Clip ${n}</title></head><body>
<video src="${fixtures.url(`/direct.mp4?n=${n}`)}" poster="${site.origin}/img${n}.jpg"></video></body></html>`;
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    }
    if (!/^\/img\d+\.jpg$/.test(url)) return void res.writeHead(404).end();
    site.pictureRequests++;
    site.open++;
    site.peakOpen = Math.max(site.peakOpen, site.open);
    let counted = true;
    const done = () => {
      if (counted) site.open--;
      counted = false;
    };
    res.on('close', done);
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length }).end(jpeg);
    }, HOLD_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(site, {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}

/** ffmpeg processes rendering a thumbnail into `tmpDir` (this app's, so no other test's count). */
function thumbnailProcesses(tmpDir: string): number {
  let count = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let args: string[];
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      continue; // ended meanwhile
    }
    const output = args.at(-2) ?? '';
    if (path.basename(args[0] ?? '').startsWith('ffmpeg') && output.startsWith(tmpDir) && output.endsWith('.jpg')) {
      count++;
    }
  }
  return count;
}

function thumbnail(app: TestApp, link: string, key?: string) {
  return fetch(`${app.baseUrl}/web/thumbnail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify({ link }),
  });
}

let fixtures: FixtureServer;
let site: PictureSite;

beforeAll(async () => {
  fixtures = await startFixtureServer(inject('fixturesDir'));
  site = await startPictureSite(fixtures, readFileSync(path.join(inject('fixturesDir'), 'thumb.jpg')));
});

afterAll(async () => {
  await site?.close();
  await fixtures?.close();
});

describe('twelve parallel thumbnails', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ MAX_CONCURRENT_JOBS: String(SLOTS), MAX_QUEUED_JOBS: '32' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('never run more ffmpeg at once than the job slots, and a second call starts nothing', async () => {
    const links = Array.from({ length: 12 }, (_, n) => `${site.origin}/p${100 + n}.html`);
    const infos = await Promise.all(links.map((link) => postInfo(app.baseUrl, link)));
    expect(infos.map((info) => info.status)).toEqual(links.map(() => 200));
    expect(infos.map((info) => info.body.thumbnail)).toEqual(links.map((_, n) => `${site.origin}/img${100 + n}.jpg`));
    const tmpDir = path.join(app.dataDir, 'tmp');
    const requestsBefore = site.pictureRequests;
    site.peakOpen = 0;
    let peakProcesses = 0;
    let peakRunning = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peakProcesses = Math.max(peakProcesses, thumbnailProcesses(tmpDir));
        const health = await fetch(`${app.baseUrl}/api/health`)
          .then((r) => r.json() as Promise<{ queue: { running: number } }>)
          .catch(() => undefined);
        peakRunning = Math.max(peakRunning, health?.queue.running ?? 0);
        // A sampling pace, not a wait for an event: each render lasts HOLD_MS or more.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const answers = await Promise.all(links.map((link) => thumbnail(app, link)));
    sampling = false;
    await sampler;
    expect(answers.map((a) => a.status)).toEqual(links.map(() => 200));
    for (const answer of answers) expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect(site.pictureRequests - requestsBefore).toBe(12);
    console.info(
      `12 parallel thumbnails: at most ${site.peakOpen} pictures fetched at once, ${peakProcesses} ffmpeg seen at once, /api/health running at most ${peakRunning} (slots: ${SLOTS})`,
    );
    expect(site.peakOpen).toBeLessThanOrEqual(SLOTS);
    expect(peakProcesses).toBeLessThanOrEqual(SLOTS);
    // The jobs are the queue's: /api/health saw them (and the sampling saw processes at all).
    expect(peakRunning).toBeGreaterThanOrEqual(1);
    expect(peakProcesses).toBeGreaterThanOrEqual(1);

    // Asked again: kept, nothing fetched or started.
    const again = await thumbnail(app, links[0] as string);
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toBe('image/jpeg');
    expect((await again.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect(site.pictureRequests - requestsBefore).toBe(12);
  }, 240_000);
});

describe('a thumbnail with API keys and LIMIT_INFO_PER_MINUTE=3', () => {
  let app: TestApp;
  /** Alice's lookups this minute, as the usage service counts them for the limit. */
  const lookups = async () => (await app.services.usage.summary({ platform: 'http', externalId: 'alice' })).today.infos;
  beforeAll(async () => {
    app = await startTestApp({ API_KEYS: `alice:${ALICE},bob:${BOB}`, LIMIT_INFO_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('counts as a lookup, is kept per user, and answers only the user who looked the link up', async () => {
    const first = `${site.origin}/p1.html`;
    const second = `${site.origin}/p2.html`;
    const auth = (key: string) => ({ authorization: `Bearer ${key}` });
    expect((await postInfo(app.baseUrl, first, auth(ALICE))).status).toBe(200);

    // Bob never looked it up: the same answer as for a link nobody looked up, and nothing is fetched.
    const requestsBefore = site.pictureRequests;
    const bobs = await thumbnail(app, first, BOB);
    expect(bobs.status).toBe(404);
    expect(await bobs.json()).toMatchObject({ code: 'not_found' });
    expect(site.pictureRequests).toBe(requestsBefore);

    // Alice's picture is her second lookup of the minute.
    const alices = await thumbnail(app, first, ALICE);
    expect(alices.status).toBe(200);
    expect(await lookups()).toBe(2);
    expect((await postInfo(app.baseUrl, second, auth(ALICE))).status).toBe(200);
    expect(await lookups()).toBe(3);

    // The fourth would be the picture of the second link: refused like a fourth lookup, before any fetch.
    const refused = await thumbnail(app, second, ALICE);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'limit_info_per_minute' });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(site.pictureRequests).toBe(requestsBefore + 1);

    // A picture she already has costs nothing, even now.
    const kept = await thumbnail(app, first, ALICE);
    expect(kept.status).toBe(200);
    expect(site.pictureRequests).toBe(requestsBefore + 1);
    expect(await lookups()).toBe(3);
  }, 120_000);
});
