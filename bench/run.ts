/**
 * `npm run bench`: speed and memory of the built server on loopback fixtures,
 * next to yt-dlp alone. Prints one table; not a test (nothing is asserted).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startFixtureServer } from '../test/support/fixture-server.js';
import { buildBigFixture, buildFixtures } from '../test/support/fixtures.js';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 5);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Runs a command with stdout straight into /dev/null (no pipe through this process); resolves with ms. */
function exec(cmd: string, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const sink = openSync('/dev/null', 'w');
    const child = spawn(cmd, args, { stdio: ['ignore', sink, 'ignore'] });
    child.on('error', reject);
    child.on('close', (code) => {
      closeSync(sink);
      if (code === 0) resolve(performance.now() - start);
      else reject(new Error(`${cmd} exited ${code}`));
    });
  });
}

/**
 * Drains a download in a separate node process (where curl is missing): this
 * process also serves the fixtures, and consuming 250 MB on the same event
 * loop would slow both sides.
 */
const DRAIN = `const http = require('node:http');
http.get(process.argv[1], (r) => { if (r.statusCode !== 200) process.exit(2); r.resume(); r.on('end', () => process.exit(0)); }).on('error', () => process.exit(3));`;

/** Whether `curl` can be started here (the floor column needs it; the bench runs without). */
function hasCurl(): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('curl', ['--version'], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

async function startServer(dataDir: string): Promise<{ base: string; child: ChildProcess }> {
  const port = 30000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, [path.join(root, 'dist/src/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ALLOW_PRIVATE_URLS: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, child };
}

async function postInfo(base: string, url: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${base}/api/info`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url }),
  });
  await response.json();
  if (response.status !== 200) throw new Error(`info ${response.status}`);
  return performance.now() - start;
}

/**
 * Time to first byte and total time of a download, draining the body with
 * node:http (undici's web streams would add their own cost to the figure).
 */
function download(base: string, params: Record<string, string>) {
  const start = performance.now();
  return new Promise<{ ttfb: number; total: number; bytes: number }>((resolve, reject) => {
    http
      .get(`${base}/api/download?${new URLSearchParams(params)}`, (response) => {
        if (response.statusCode !== 200) return reject(new Error(`download ${response.statusCode}`));
        let ttfb = 0;
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          if (!ttfb) ttfb = performance.now() - start;
          bytes += chunk.length;
        });
        response.on('end', () => resolve({ ttfb, total: performance.now() - start, bytes }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

async function main() {
  const fixturesDir = path.join(os.tmpdir(), 'media-fetcher-bench-fixtures');
  await buildFixtures(fixturesDir);
  const big = await buildBigFixture(fixturesDir, 250);
  const fixtures = await startFixtureServer(fixturesDir);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'media-fetcher-bench-'));
  const { base, child } = await startServer(dataDir);
  const dash = fixtures.url('/dash/manifest.mpd');
  try {
    const raw: number[] = [];
    const cold: number[] = [];
    const warm: number[] = [];
    for (let i = 0; i < runs; i++) {
      raw.push(await exec('yt-dlp', ['--ignore-config', '--no-playlist', '-J', '--', `${dash}?raw=${i}`]));
      cold.push(await postInfo(base, `${dash}?cold=${i}`));
      warm.push(await postInfo(base, `${dash}?cold=${i}`));
    }

    const ttfbs: number[] = [];
    const selector = '0+bestaudio[ext=m4a]/0+bestaudio';
    for (let i = 0; i < runs; i++) {
      ttfbs.push((await download(base, { url: dash, selector, ext: 'mp4', kind: 'video', title: 'bench' })).ttfb);
    }

    const bigUrl = fixtures.url(`/${path.basename(big)}`);
    const rawBig: number[] = [];
    const curlBig: number[] = [];
    const oursBig: number[] = [];
    // The floor: the same file straight from the origin with curl (spawned directly, stdout to /dev/null).
    const curl = await hasCurl();
    await postInfo(base, bigUrl);
    const baseline = rssKb(child.pid as number);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssKb(child.pid as number));
    }, 50);
    const bigQuery = new URLSearchParams({ url: bigUrl, selector: 'mp4', ext: 'mp4', kind: 'video', title: 'big' });
    const ours = `${base}/api/download?${bigQuery}`;
    for (let i = 0; i < runs; i++) {
      rawBig.push(await exec('yt-dlp', ['--ignore-config', '-q', '-o', '-', '--', bigUrl]));
      if (curl) curlBig.push(await exec('curl', ['-sS', '--fail', '--', bigUrl]));
      // Drained by the floor's own client where there is one, so the two differ by our server alone.
      oursBig.push(
        await (curl ? exec('curl', ['-sS', '--fail', '--', ours]) : exec(process.execPath, ['-e', DRAIN, ours])),
      );
    }
    clearInterval(sampler);
    const bigMb = statSync(big).size / 1048576;

    const rows: [string, string, string][] = [
      [
        '/api/info cold (DASH)',
        `${median(cold).toFixed(0)} ms`,
        `${(median(cold) / median(raw)).toFixed(2)}× raw yt-dlp -J (${median(raw).toFixed(0)} ms)`,
      ],
      ['/api/info repeated (cache)', `${median(warm).toFixed(1)} ms`, 'target < 50 ms'],
      ['merged 720p time to first byte', `${median(ttfbs).toFixed(0)} ms`, 'target < 1500 ms'],
      [
        `${bigMb.toFixed(0)} MB pass-through (${curl ? 'curl' : 'node:http'} drains)`,
        `${(median(oursBig) / 1000).toFixed(2)} s`,
        `${(median(oursBig) / median(rawBig)).toFixed(2)}× raw yt-dlp -o - (${(median(rawBig) / 1000).toFixed(2)} s); ${
          curl
            ? `${(median(oursBig) / median(curlBig)).toFixed(2)}× curl from the origin (${(median(curlBig) / 1000).toFixed(2)} s)`
            : 'curl not found: no floor column'
        }`,
      ],
      ['server RSS growth during it', `${((peak - baseline) / 1024).toFixed(1)} MB`, 'target < 32 MB'],
    ];
    console.log(`\nBenchmark (${runs} runs, medians; ${os.cpus().length} cores, Node ${process.version})`);
    for (const [what, value, note] of rows) console.log(`${what.padEnd(36)} ${value.padStart(10)}   ${note}`);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await fixtures.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
