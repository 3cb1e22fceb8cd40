import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { YTDLP_STALE_AFTER_DAYS } from '../../src/media/tools/ytdlp-freshness.js';
import {
  buildDist,
  freePort,
  runBuiltProcessToExit,
  serverState,
  startBuiltProcess,
} from '../support/built-process.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { untilTestTimeout } from '../support/test-deadline.js';

/*
 * The real built process, started as PM2 starts it: `node dist/src/main.js`
 * with an IPC channel, signalled with SIGTERM.
 */

const root = path.resolve(import.meta.dirname, '..', '..');
let fixtures: FixtureServer;
// /slow/ bodies held after their first chunk: a download that lasts until the test releases it (or forever).
let releasedOnStop: FixtureServer;
let neverReleased: FixtureServer;
const dataDirs: string[] = [];

beforeAll(async () => {
  buildDist();
  fixtures = await startFixtureServer(inject('fixturesDir'));
  releasedOnStop = await startFixtureServer(inject('fixturesDir'), { holdSlow: true });
  neverReleased = await startFixtureServer(inject('fixturesDir'), { holdSlow: true });
});
afterAll(async () => {
  await Promise.all([fixtures, releasedOnStop, neverReleased].map((server) => server?.close()));
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hosting-data-'));
  dataDirs.push(dir);
  return dir;
}

/** Processes whose command line mentions `marker`. */
function processesMentioning(marker: string): string[] {
  const out = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  return out.split('\n').filter((line) => line.includes(marker) && !line.includes('ps -eo'));
}

function downloadOutcomes(file: string): string[] {
  const db = new Database(file, { readonly: true });
  try {
    return (
      db.prepare("select outcome from usage_events where action = 'download'").all() as { outcome: string }[]
    ).map((r) => r.outcome);
  } finally {
    db.close();
  }
}

/** Starts a download and resolves once its first bytes arrived; the rest is drained in the background. */
async function startDownload(baseUrl: string, url: string) {
  const query = new URLSearchParams({ url, selector: 'mp4', ext: 'mp4', kind: 'video', title: 'x' });
  const response = await fetch(`${baseUrl}/api/download?${query}`);
  expect(response.status).toBe(200);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  let bytes = (await reader.read()).value?.length ?? 0;
  const rest = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return bytes;
      bytes += value.length;
    }
  })();
  // Handled here too: a test that expects the cut may look at it only after the exit.
  rest.catch(() => {});
  return { rest };
}

describe('the built process', () => {
  it('starts without any .env, answers health with the tool versions and the age of yt-dlp', async () => {
    const dir = await dataDir();
    const server = await startBuiltProcess({ DATA_DIR: dir });
    try {
      const health = (await (await fetch(`${server.baseUrl}/api/health`)).json()) as Record<string, unknown>;
      expect(health.status).toBe('ok');
      expect(health.ytdlpVersion).toMatch(/^\d{4}\.\d{2}\.\d{2}/);
      expect(health.ytdlpAgeDays).toBeGreaterThanOrEqual(0);
      // Past 60 days health says what to do; a fresh yt-dlp gets no such warning.
      const stale = (health.ytdlpAgeDays as number) > YTDLP_STALE_AFTER_DAYS;
      expect((health.warnings as string[]).some((w) => /days old/.test(w))).toBe(stale);
      expect(await stat(path.join(dir, 'app.db'))).toBeTruthy();
    } finally {
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
    }
  });

  it('lets a running download finish inside the grace period on SIGTERM, then exits 0', async () => {
    const dir = await dataDir();
    const server = await startBuiltProcess({ DATA_DIR: dir, ALLOW_PRIVATE_URLS: 'true', SHUTDOWN_GRACE_S: '20' });
    const url = releasedOnStop.url('/slow/direct.mp4');
    const { rest } = await startDownload(server.baseUrl, url);
    server.child.kill('SIGTERM');
    // The download is held mid-transfer until the process is stopping; then the rest goes at once.
    await expect.poll(() => server.output(), untilTestTimeout()).toMatch(/shutting down: no new work/);
    releasedOnStop.hurry();
    releasedOnStop.release();
    const bytes = await rest;
    expect(bytes).toBe((await stat(path.join(inject('fixturesDir'), 'direct.mp4'))).size);
    expect((await server.exited).code).toBe(0);
    expect(downloadOutcomes(path.join(dir, 'app.db'))).toEqual(['ok']);
  });

  it('stops a download longer than the grace period: exit 0 in time, no transfer, no temp file, row interrupted', async () => {
    const dir = await dataDir();
    const server = await startBuiltProcess({ DATA_DIR: dir, ALLOW_PRIVATE_URLS: 'true', SHUTDOWN_GRACE_S: '1' });
    // A direct file: the server's own transfer (no child process), held after its first chunk.
    const url = neverReleased.url('/slow/direct.mp4');
    const { rest } = await startDownload(server.baseUrl, url);
    expect((await readdir(path.join(dir, 'tmp'))).filter((name) => name.startsWith('job-'))).toHaveLength(1);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(6000);
    await expect(rest).rejects.toThrow();
    expect((await readdir(path.join(dir, 'tmp'))).filter((name) => name.startsWith('job-'))).toEqual([]);
    expect(downloadOutcomes(path.join(dir, 'app.db'))).toEqual(['interrupted']);
  });

  it('stops a job whose yt-dlp and ffmpeg outlast the grace period: exit 0 in time, no child left, row interrupted', async () => {
    const dir = await dataDir();
    const server = await startBuiltProcess({
      DATA_DIR: dir,
      ALLOW_PRIVATE_URLS: 'true',
      SHUTDOWN_GRACE_S: '1',
      // One trickled segment after the other: the job runs for seconds.
      FRAGMENT_CONCURRENCY: '1',
    });
    const url = fixtures.url('/slow/hls/master.m3u8');
    const query = new URLSearchParams({ url, selector: 'best', ext: 'mp4', kind: 'video', title: 'x' });
    const answer = fetch(`${server.baseUrl}/api/download?${query}`).then(
      (response) => response.arrayBuffer(),
      (error: unknown) => error,
    );
    // The job's yt-dlp names its job directory under this data dir (a warm lookup worker names only the cache).
    const jobs = `${path.join(dir, 'tmp')}/job-`;
    await expect.poll(() => processesMentioning(jobs).length, untilTestTimeout()).toBeGreaterThan(0);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(6000);
    await answer;
    expect(processesMentioning(dir), 'children left behind').toEqual([]);
    expect((await readdir(path.join(dir, 'tmp'))).filter((name) => name.startsWith('job-'))).toEqual([]);
    expect(downloadOutcomes(path.join(dir, 'app.db'))).toEqual(['interrupted']);
  });

  it('refuses to start on a corrupt database with one line naming the file', async () => {
    const dir = await dataDir();
    const file = path.join(dir, 'broken.db');
    await writeFile(file, 'this is not a database, just text that is long enough to fill a header page. '.repeat(20));
    const { code, stderr } = await runBuiltProcessToExit({ DATA_DIR: dir, DATABASE_PATH: file });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain(file);
  });

  it('refuses to start without yt-dlp, saying what to install', async () => {
    const { code, stderr } = await runBuiltProcessToExit({
      DATA_DIR: await dataDir(),
      YTDLP_PATH: '/nonexistent/yt-dlp',
    });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/yt-dlp/);
  });

  it('refuses to start where the tools cannot be confined, saying what to do in one line', async () => {
    const { code, stderr } = await runBuiltProcessToExit({
      DATA_DIR: await dataDir(),
      BWRAP_PATH: '/nonexistent/bwrap',
    });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/bubblewrap/);
    expect(stderr).toMatch(/UNSAFE_UNCONFINED_TOOLS=true/);
  });

  it('names a bad variable in one line', async () => {
    const { code, stderr } = await runBuiltProcessToExit({ DATA_DIR: await dataDir(), PORT: 'eighty' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain('PORT');
  });
});

describe('under PM2', () => {
  it('starts from ecosystem.config.cjs, reports ready, serves health, and is deleted cleanly', async () => {
    const pm2Home = await dataDir();
    const dir = await dataDir();
    const port = await freePort();
    const pm2 = (args: string[]) =>
      execFileSync(process.execPath, [path.join(root, 'node_modules/pm2/bin/pm2'), ...args], {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          PM2_HOME: pm2Home,
          PORT: String(port),
          DATA_DIR: dir,
          // No link is read here: no warm yt-dlp worker to start beside the process.
          YTDLP_WORKERS: 'false',
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
    try {
      pm2(['start', 'ecosystem.config.cjs']);
      const list = JSON.parse(pm2(['jlist'])) as { name: string; pm2_env: { status: string } }[];
      expect(list.map((app) => [app.name, app.pm2_env.status])).toEqual([['media-fetcher', 'online']]);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      pm2(['delete', 'media-fetcher']);
      await expect.poll(() => serverState(port), untilTestTimeout()).toBe('down');
    } finally {
      pm2(['kill']);
    }
  }, 90_000);
});
