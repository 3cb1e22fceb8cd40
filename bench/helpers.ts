/** What the bench's parts share: timing, draining, the server under test. */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { resolveBinaries } from '../src/binaries/index.js';

export const root = path.resolve(import.meta.dirname, '..');
export const runs = Number(process.env.BENCH_RUNS ?? 5);

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Runs a command with stdout straight into /dev/null (no pipe through this process); resolves with ms. */
export function exec(cmd: string, args: string[]): Promise<number> {
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
export const DRAIN = `const http = require('node:http');
http.get(process.argv[1], (r) => { if (r.statusCode !== 200) process.exit(2); r.resume(); r.on('end', () => process.exit(0)); }).on('error', () => process.exit(3));`;

/** Whether `curl` can be started here (the floor column needs it; the bench runs without). */
export function hasCurl(): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('curl', ['--version'], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

export function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

export async function startServer(
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<{ base: string; child: ChildProcess }> {
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
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, child };
}

export async function postInfo(base: string, url: string): Promise<number> {
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
export function download(base: string, params: Record<string, string>) {
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

/** The yt-dlp and ffmpeg the server resolves, so "raw" runs the same binaries. */
export const tools = resolveBinaries({ YTDLP_PATH: process.env.YTDLP_PATH, FFMPEG_PATH: process.env.FFMPEG_PATH });

/** Time to first byte and total time (ms) of a GET drained by curl into /dev/null, as curl measures them. */
export function curlTimes(url: string): Promise<{ ttfb: number; total: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'curl',
      ['-sS', '--fail', '-o', '/dev/null', '-w', '%{time_starttransfer} %{time_total}', url],
      {
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const [ttfb, total] = out.trim().split(' ').map(Number);
      if (code === 0 && ttfb !== undefined && total !== undefined) resolve({ ttfb: ttfb * 1000, total: total * 1000 });
      else reject(new Error(`curl exited ${code}`));
    });
  });
}
