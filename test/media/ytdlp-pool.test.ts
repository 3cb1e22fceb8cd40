/**
 * Warm yt-dlp workers (src/media/tools/ytdlp-pool.ts): links are read by a
 * worker that is reused, replaced after a timeout or an abort, kept apart
 * between requests (cookies, credentials), retired when yt-dlp changes, and
 * skipped for a process per lookup where none can start. Real yt-dlp, real
 * confinement, an origin on loopback.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MediaService, type MediaServiceOptions } from '../../src/media/index.js';
import type { ToolLauncher } from '../../src/media/tools/sandbox/confinement.js';
import { YtdlpPool } from '../../src/media/tools/ytdlp-pool.js';
import { importableYtdlp, workerDriver } from '../../src/media/tools/ytdlp-worker-launch.js';
import { runFfmpeg } from '../support/fixtures.js';
import { untilTestTimeout } from '../support/test-deadline.js';
import { ffmpegPath, standInTools, ytdlpPath } from '../support/tools.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'media-fetcher-pool-'));
let origin: Server;
let base = '';
const seen: { path: string; headers: IncomingHttpHeaders }[] = [];

/** A page yt-dlp's generic extractor reads (JSON-LD), naming the clip on this origin. */
function page(name: string): string {
  const video = { '@context': 'https://schema.org', '@type': 'VideoObject', name, duration: 'PT2S' };
  return `<!DOCTYPE html><html><head><script type="application/ld+json">${JSON.stringify({
    ...video,
    contentUrl: `${base}/clip.mp4`,
    width: 160,
    height: 120,
  })}</script></head><body></body></html>`;
}

beforeAll(async () => {
  await runFfmpeg(
    ['-f', 'lavfi', '-i', 'testsrc2=d=2:s=160x120', '-f', 'lavfi', '-i', 'sine=d=2', '-shortest', 'clip.mp4'],
    dir,
  );
  origin = createServer((req, res) => {
    seen.push({ path: req.url ?? '', headers: req.headers });
    if (req.url?.startsWith('/hang')) return; // never answered: the lookup waits until it is stopped
    if (req.url === '/clip.mp4') {
      res.writeHead(200, { 'content-type': 'video/mp4' });
      return void res.end(readFileSync(path.join(dir, 'clip.mp4')));
    }
    const headers: Record<string, string> = { 'content-type': 'text/html' };
    // The site hands out a cookie: a later lookup of another user must not send it back.
    if (req.url?.startsWith('/sets-cookie')) headers['set-cookie'] = 'visit=first-user; Path=/';
    res.writeHead(200, headers);
    res.end(page(req.url ?? ''));
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
});

/** Runs a stand-in driver as it is (the fault tests need no sandbox). */
const unconfined: ToolLauncher = { command: (file, args) => ({ file, args: [...args], env: process.env }) };

const started: MediaService[] = [];
afterEach(async () => {
  for (const media of started.splice(0)) await media.close();
  seen.length = 0;
});
afterAll(async () => {
  origin.closeAllConnections();
  await new Promise((resolve) => origin.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

async function service(options: Partial<MediaServiceOptions> = {}): Promise<MediaService> {
  const data = mkdtempSync(path.join(dir, 'data-'));
  const media = await MediaService.start({
    ytdlpPath: ytdlpPath(),
    ffmpegPath: ffmpegPath(),
    dataDir: data,
    tmpDir: path.join(data, 'tmp'),
    privateUrls: { kind: 'allow-all' },
    maxConcurrentJobs: 2,
    maxQueuedJobs: 4,
    maxFilesizeBytes: 100 * 1024 * 1024,
    jobTimeoutMs: 60_000,
    infoTimeoutMs: 30_000,
    infoCacheTtlMs: 0,
    infoCacheMaxEntries: 10,
    toolMemoryLimitMb: 2048,
    allowUnconfinedTools: false,
    ...options,
  });
  started.push(media);
  return media;
}

const startedWorkers = (media: MediaService) => {
  const status = media.lookupWorkers;
  if (status.mode !== 'workers') throw new Error(`lookups run per process: ${status.reason}`);
  return status.started;
};

describe('warm yt-dlp workers', () => {
  it('read links with one worker that is reused, and say so in the status', async () => {
    const media = await service();
    for (const n of [1, 2, 3]) expect((await media.info(`${base}/page-${n}`)).title).toBe(`/page-${n}`);
    expect(media.lookupWorkers).toMatchObject({ mode: 'workers', started: 1, idle: 1, running: 0 });
    expect(media.lookupWorkers).toHaveProperty('version', expect.stringMatching(/^\d{4}\.\d{2}\.\d{2}/));
  });

  it('carry nothing from one lookup to the next: a cookie the site set is not sent back', async () => {
    const media = await service({ maxConcurrentJobs: 1 });
    await media.info(`${base}/sets-cookie`);
    await media.info(`${base}/after`);
    expect(startedWorkers(media)).toBe(1);
    const later = seen.filter((r) => r.path === '/after');
    expect(later.length).toBeGreaterThan(0);
    for (const request of later) expect(request.headers.cookie).toBeUndefined();
  });

  it("give each lookup the owner's cookie file afresh, never what a site set in between", async () => {
    const cookies = path.join(dir, 'cookies.txt');
    writeFileSync(cookies, `# Netscape HTTP Cookie File\n127.0.0.1\tFALSE\t/\tFALSE\t0\towner\tfrom-file\n`);
    const media = await service({ maxConcurrentJobs: 1, cookiesFile: cookies });
    await media.info(`${base}/sets-cookie-2`);
    await media.info(`${base}/after-2`);
    expect(startedWorkers(media)).toBe(1);
    const later = seen.filter((r) => r.path === '/after-2');
    expect(later.length).toBeGreaterThan(0);
    for (const request of later) expect(request.headers.cookie).toBe('owner=from-file');
  });

  it('stop a worker whose lookup was abandoned, and start a fresh one for the next', async () => {
    const media = await service({ maxConcurrentJobs: 1 });
    await media.info(`${base}/warm`);
    const first = startedWorkers(media);
    const abandon = new AbortController();
    const waiting = media.info(`${base}/hang-abort`, { signal: abandon.signal });
    await expect.poll(() => seen.some((r) => r.path === '/hang-abort'), untilTestTimeout()).toBe(true);
    abandon.abort();
    await expect(waiting).rejects.toMatchObject({ code: 'cancelled' });
    // The caller is answered at once; the worker is stopped with its sandbox just after.
    await expect.poll(() => media.lookupWorkers, untilTestTimeout()).toMatchObject({ idle: 0, running: 0 });
    expect((await media.info(`${base}/after-abort`)).title).toBe('/after-abort');
    expect(startedWorkers(media)).toBe(first + 1);
  });

  it('stop a worker whose lookup overran its time, and start a fresh one for the next', async () => {
    // The pool itself, unconfined, with a time per request: only the hanging lookup may run out of it.
    const importable = importableYtdlp(ytdlpPath());
    if (typeof importable === 'string') throw new Error(importable);
    const pool = new YtdlpPool({
      launch: { ...importable, driver: workerDriver() ?? 'missing', launcher: unconfined, paths: {} },
      binary: ytdlpPath(),
      size: 1,
      maxRequests: 10,
      idleMs: 60_000,
    });
    const read = (page: string, timeoutMs: number) =>
      pool.run(
        {
          args: ['--ignore-config', '--no-playlist', '--dump-single-json', '--', `${base}${page}`],
          proxy: '',
          maxJsonBytes: 1 << 20,
        },
        { timeoutMs },
      );
    expect(await read('/warm', untilTestTimeout().timeout)).toMatchObject({ code: 0 });
    expect(await read('/hang-timeout', 1000)).toMatchObject({ killedBecause: 'timeout' });
    expect(pool.status()).toMatchObject({ idle: 0, running: 0, started: 1 });
    expect(await read('/after-timeout', untilTestTimeout().timeout)).toMatchObject({ code: 0 });
    expect(pool.status()).toMatchObject({ idle: 1, started: 2 });
    await pool.close();
  });

  it('retire the workers of an old yt-dlp once the file changes (an update)', async () => {
    const copy = path.join(standInTools().bin, `yt-dlp-updated-${process.pid}`);
    copyFileSync(ytdlpPath(), copy);
    const media = await service({ ytdlpPath: copy });
    await media.info(`${base}/before-update`);
    const later = new Date(Date.now() + 60_000);
    utimesSync(copy, later, later);
    await media.info(`${base}/after-update`);
    expect(startedWorkers(media)).toBe(2);
    media.toolsUpdated();
    await media.info(`${base}/after-restart`);
    expect(startedWorkers(media)).toBe(3);
  });

  it('fall back to a process per lookup where yt-dlp cannot be imported, and say why', async () => {
    const wrapper = path.join(standInTools().bin, `yt-dlp-wrapper-${process.pid}`);
    writeFileSync(wrapper, `#!/bin/sh\nexec '${standInTools().ytdlp}' "$@"\n`, { mode: 0o755 });
    const media = await service({ ytdlpPath: wrapper });
    expect(media.lookupWorkers).toEqual({ mode: 'per-process', reason: 'yt-dlp is not a Python script or zip' });
    expect((await media.info(`${base}/per-process`)).title).toBe('/per-process');
  });

  it('stop a worker that answers with more than was asked for, without reading it', async () => {
    // A worker taken over by a crafted page could say anything on its stdout.
    const driver = path.join(dir, 'boasting-driver.py');
    writeFileSync(
      driver,
      [
        'import sys, json',
        "sys.stdout.write(json.dumps({'ready': True, 'version': 'x'}) + '\\n'); sys.stdout.flush()",
        'sys.stdin.readline()',
        "sys.stdout.write(json.dumps({'code': 0, 'stderr': '', 'stdoutBytes': 1 << 40}) + '\\n')",
        "sys.stdout.write('x' * 65536); sys.stdout.flush()",
        'sys.stdin.readline()',
      ].join('\n'),
    );
    const pool = new YtdlpPool({
      launch: { python: '/usr/bin/python3', driver, launcher: unconfined, paths: {} },
      binary: driver,
      size: 1,
      maxRequests: 10,
      idleMs: 60_000,
    });
    const answer = await pool.run(
      { args: [], proxy: '', maxJsonBytes: 1000 },
      { timeoutMs: untilTestTimeout().timeout },
    );
    expect(answer).toMatchObject({ code: 1, stdout: '', stderr: expect.stringMatching(/broke its protocol/) });
    expect(pool.status()).toMatchObject({ mode: 'workers', idle: 0, running: 0 });
    await pool.close();
  });

  it('fall back when a worker never becomes ready, once, and answer every lookup without one', async () => {
    const driver = path.join(dir, 'broken-driver.py');
    writeFileSync(driver, 'import sys\nsys.stderr.write("no yt_dlp here\\n")\nsys.exit(3)\n');
    const warnings: string[] = [];
    const pool = new YtdlpPool({
      launch: {
        python: '/usr/bin/python3',
        driver,
        launcher: unconfined,
        paths: {},
      },
      binary: driver,
      size: 2,
      maxRequests: 10,
      idleMs: 60_000,
      logger: { info: () => undefined, warn: (o) => warnings.push(JSON.stringify(o)) },
    });
    const request = { args: ['--version'], proxy: '', maxJsonBytes: 1000 };
    expect(await pool.run(request, { timeoutMs: 10_000 })).toBeUndefined();
    expect(await pool.run(request, { timeoutMs: 10_000 })).toBeUndefined();
    expect(pool.status()).toMatchObject({ mode: 'per-process', reason: expect.stringMatching(/before it was ready/) });
    expect(warnings).toHaveLength(1);
    await pool.close();
  });
});
