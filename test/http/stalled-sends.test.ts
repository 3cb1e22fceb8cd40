/**
 * Clients that stop reading a download (issue 43, item 2), on a built
 * instance on loopback with two job slots: a download whose socket accepts no
 * byte for SEND_STALL_TIMEOUT_S while there is more to send is ended (its
 * yt-dlp/ffmpeg and its job folder gone, its slot free, counted and logged);
 * a reader that is slow but keeps reading gets the whole file; and a lookup
 * from another client does not wait behind downloads that hold every slot.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { downloadUrl, postInfo } from '../support/app-harness.js';
import { type BuiltProcess, buildDist, startBuiltProcess } from '../support/built-process.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { parsePrometheusText, sampleSum } from '../support/prometheus-text.js';
import {
  connectRaw,
  getRequest,
  type RawClient,
  readHead,
  readSteadily,
  requestFrom,
  stopReading,
} from '../support/slow-sockets.js';
import { untilTestTimeout } from '../support/test-deadline.js';
import { ffmpegPath } from '../support/tools.js';

const STALL_S = 3;
/** 64 KiB each 50 ms (~1.3 MB/s): on loopback the kernel then takes new bytes about every 1.3 s, well within STALL_S. */
const STEADY = { bytes: 64 * 1024, everyMs: 50 };

let dir: string;
let fixtures: FixtureServer;
let server: BuiltProcess;
let bigFile: Buffer;

/** ~16 MB of MP4, the fixture's 4 s copied 48 times (no encoding): more than loopback's socket buffers hold. */
async function makeBigMp4(into: string): Promise<string> {
  const file = path.join(into, 'big.mp4');
  const source = path.join(inject('fixturesDir'), 'direct.mp4');
  const args = ['-v', 'error', '-stream_loop', '47', '-i', source, '-map', '0', '-c', 'copy', file];
  const child = spawn(ffmpegPath(), args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`ffmpeg ${args.join(' ')} exited ${code}`);
  return file;
}

beforeAll(async () => {
  buildDist();
  dir = await mkdtemp(path.join(os.tmpdir(), 'stalled-sends-'));
  const media = path.join(dir, 'media');
  await mkdir(media);
  bigFile = await readFile(await makeBigMp4(media));
  fixtures = await startFixtureServer(media);
  server = await startBuiltProcess({
    DATA_DIR: path.join(dir, 'data'),
    ALLOW_PRIVATE_URLS: 'true',
    MAX_CONCURRENT_JOBS: '2',
    SEND_STALL_TIMEOUT_S: String(STALL_S),
  });
  // The downloads below then start from the cached lookup.
  expect((await postInfo(server.baseUrl, fixtures.url('/big.mp4'))).status).toBe(200);
});
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await fixtures?.close();
  await rm(dir, { recursive: true, force: true });
});

const bigTarget = (title: string, extra: Record<string, string> = {}) =>
  downloadUrl('', { url: fixtures.url('/big.mp4'), selector: 'mp4', ext: 'mp4', kind: 'video', title, ...extra });

/** `promise`, or a failure naming `what` once `seconds` passed (a bound: the test waits for the event). */
function within<T>(seconds: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${seconds} s`)), seconds * 1000);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function startDownload(title: string, extra: Record<string, string> = {}): Promise<RawClient> {
  const client = await connectRaw(server.baseUrl);
  client.socket.write(getRequest(server.baseUrl, bigTarget(title, extra)));
  return client;
}

const jobFolders = async () =>
  (await readdir(path.join(dir, 'data', 'tmp')).catch(() => [] as string[])).filter((name) => name.startsWith('job-'));

/** yt-dlp and ffmpeg processes working for a job now (the metrics' gauge). */
async function toolsWorking(): Promise<number> {
  const families = parsePrometheusText(await (await fetch(`${server.baseUrl}/metrics`)).text());
  return sampleSum(families, 'media_fetcher_tool_processes', { state: 'working' });
}

async function health(): Promise<{ queue: { running: number } }> {
  return (await fetch(`${server.baseUrl}/api/health`)).json() as Promise<{ queue: { running: number } }>;
}

describe('a download whose client stops reading', () => {
  it('is ended after SEND_STALL_TIMEOUT_S with its job folder and slot, while a slow steady reader gets the whole file', async () => {
    // One passed through as the origin sends it, one cut by ffmpeg into a pipe: both slots.
    const stalled = [
      await startDownload('stalled pass-through'),
      await startDownload('stalled clip', { end: '190', cut: 'fast' }),
    ];
    const stoppedAt: number[] = [];
    for (const client of stalled) {
      expect((await readHead(client)).status).toBe(200);
      stopReading(client);
      stoppedAt.push(Date.now());
    }
    await expect.poll(async () => (await health()).queue.running, untilTestTimeout()).toBe(2);
    const stalledFolders = await jobFolders();
    expect(stalledFolders).toHaveLength(2);
    // The clip's ffmpeg.
    expect(await toolsWorking()).toBeGreaterThanOrEqual(1);
    // Asked while both slots are held by the stalled downloads: it gets one once they are ended.
    const steady = await startDownload('steady');
    // From its first byte on: it never reads faster.
    readSteadily(steady, STEADY.bytes, STEADY.everyMs);
    const steadyHead = readHead(steady);
    // A client that stopped reading sees the end only when it reads again: the server's count and log tell when.
    const stallsLogged = () => server.output().match(/accepted no bytes/g)?.length ?? 0;
    const bound = { timeout: (4 * STALL_S + 20) * 1000, interval: 50 };
    await expect.poll(stallsLogged, bound).toBeGreaterThanOrEqual(1);
    // Never before the limit; within two of it (Node's idle timer is refreshed by a write in flight).
    expect((Date.now() - (stoppedAt[0] as number)) / 1000).toBeGreaterThan(STALL_S - 0.5);
    await expect.poll(stallsLogged, bound).toBe(2);
    expect((Date.now() - (stoppedAt[1] as number)) / 1000).toBeLessThan(2 * STALL_S + 3);
    const left = async () => (await jobFolders()).filter((name) => stalledFolders.includes(name));
    await expect.poll(left, untilTestTimeout()).toEqual([]);
    // The steady download passes through with no process of its own.
    await expect.poll(toolsWorking, untilTestTimeout()).toBe(0);
    for (const client of stalled) {
      client.socket.resume();
      await within(20, 'the stalled connection closed', client.closed);
      expect(client.received().length).toBeLessThan(bigFile.length);
    }
    const head = await steadyHead;
    expect(head.status).toBe(200);
    const startedAt = Date.now();
    await steady.closed;
    const body = steady.received().subarray(head.bodyStart);
    // Several times the stall limit, always backed up, and never cut.
    expect((Date.now() - startedAt) / 1000).toBeGreaterThan(2 * STALL_S);
    expect(body.length).toBe(bigFile.length);
    expect(createHash('sha256').update(body).digest('hex')).toBe(createHash('sha256').update(bigFile).digest('hex'));

    await expect.poll(jobFolders, untilTestTimeout()).toEqual([]);
    await expect.poll(async () => (await health()).queue.running, untilTestTimeout()).toBe(0);
    const metrics = parsePrometheusText(await (await fetch(`${server.baseUrl}/metrics`)).text());
    expect(sampleSum(metrics, 'media_fetcher_http_send_stalls_total')).toBe(2);
    expect(server.output().match(/accepted no bytes/g)).toHaveLength(2);
  });
});

describe('a lookup while downloads hold every job slot', () => {
  it('answers another client at once, while both downloads still run', async () => {
    const downloads = [await startDownload('holder one'), await startDownload('holder two')];
    const stops: (() => void)[] = [];
    for (const client of downloads) {
      expect((await readHead(client)).status).toBe(200);
      stops.push(readSteadily(client, STEADY.bytes, STEADY.everyMs));
    }
    try {
      await expect.poll(async () => (await health()).queue.running, untilTestTimeout()).toBe(2);
      // A link no one looked up: yt-dlp reads it now.
      const lookup = await requestFrom(server.baseUrl, '127.0.0.3', {
        method: 'POST',
        target: '/api/info',
        json: { url: fixtures.url('/big.mp4?fresh=1') },
      });
      expect(lookup.status).toBe(200);
      expect(JSON.parse(lookup.body).formats.length).toBeGreaterThan(0);
      // Both downloads were still being sent when the lookup answered.
      for (const client of downloads) {
        expect(client.socket.closed).toBe(false);
        expect(client.received().length).toBeLessThan(bigFile.length);
      }
    } finally {
      for (const stop of stops) stop();
      for (const client of downloads) client.socket.destroy();
    }
    await expect.poll(async () => (await health()).queue.running, untilTestTimeout()).toBe(0);
  });
});
