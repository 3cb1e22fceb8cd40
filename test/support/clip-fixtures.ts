/**
 * Fixtures for clips (issue 13): a minute of media, so that a part of it is
 * worth asking for. Made once per machine with ffmpeg (cached in the OS temp
 * dir, keyed by CLIP_FIXTURE_VERSION) and kept small (320x180):
 *
 * - `dash/manifest.mpd`: 60 s, video and audio as separate representations,
 *   2 s segments, a keyframe every 2 s (so one GOP is 2 s).
 * - `long.mp4`: that minute ten times over as one plain file of about 50 MB
 *   (moov at the end, as ffmpeg writes it; looped by stream copy, so it
 *   costs one encode), and `long.html`, a page whose JSON-LD names it with
 *   its duration, so yt-dlp reads a plain HTTP format of known length. It is
 *   large so that what the sockets between the site and ffmpeg buffer ahead
 *   (megabytes on loopback) stays a small share of it.
 *
 * The picture is testsrc2, which changes every frame: {@link referenceFrame}
 * renders frame N of the same source, to tell which frame a clip starts on.
 * A counting server ({@link startCountingServer}) serves the set with single
 * byte ranges and records which bytes it sent, to show how little a clip fetched.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseRange, resolveSafePath } from './fixture-server.js';
import { runFfmpeg } from './fixtures.js';

const CLIP_FIXTURE_VERSION = '2';
export const CLIP_FPS = 25;
export const CLIP_SECONDS = 60;
/** Seconds between keyframes (and DASH segments). */
export const CLIP_GOP_S = 2;
/** How long long.mp4 is. */
export const LONG_SECONDS = CLIP_SECONDS * 10;

const VIDEO = `testsrc2=size=320x180:rate=${CLIP_FPS}:duration=${CLIP_SECONDS}`;
const AUDIO = `sine=frequency=440:sample_rate=44100:duration=${CLIP_SECONDS}`;
const H264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
const GOP = ['-g', String(CLIP_FPS * CLIP_GOP_S), '-keyint_min', String(CLIP_FPS * CLIP_GOP_S), '-sc_threshold', '0'];

function pageHtml(): string {
  const videoObject = {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: 'Long fixture',
    duration: `PT${LONG_SECONDS}S`,
    uploadDate: '2024-01-01',
    contentUrl: '{{BASE}}/long.mp4',
  };
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Long fixture</title>
<script type="application/ld+json">${JSON.stringify(videoObject)}</script></head><body><h1>Long</h1></body></html>\n`;
}

async function generate(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'dash'), { recursive: true });
  await runFfmpeg(
    [
      ...['-f', 'lavfi', '-i', VIDEO, '-f', 'lavfi', '-i', AUDIO],
      ...['-map', '0:v', '-map', '1:a', ...H264, ...GOP, '-b:v', '300k', '-c:a', 'aac', '-b:a', '64k'],
      ...['-seg_duration', String(CLIP_GOP_S), '-use_template', '1', '-use_timeline', '1'],
      ...['-adaptation_sets', 'id=0,streams=v id=1,streams=a', '-f', 'dash', 'manifest.mpd'],
    ],
    path.join(dir, 'dash'),
  );
  await runFfmpeg(
    [
      ...['-f', 'lavfi', '-i', VIDEO, '-f', 'lavfi', '-i', AUDIO],
      ...[...H264, ...GOP, '-b:v', '600k', '-c:a', 'aac', '-b:a', '64k', 'minute.mp4'],
    ],
    dir,
  );
  const loops = LONG_SECONDS / CLIP_SECONDS - 1;
  await runFfmpeg(['-stream_loop', String(loops), '-i', 'minute.mp4', '-c', 'copy', 'long.mp4'], dir);
  await rm(path.join(dir, 'minute.mp4'));
  await writeFile(path.join(dir, 'long.html'), pageHtml());
}

/** Builds the set once (a staging dir renamed into place) and returns its directory. */
export async function buildClipFixtures(): Promise<string> {
  const dir = path.join(os.tmpdir(), `media-fetcher-clip-fixtures-v${CLIP_FIXTURE_VERSION}`);
  const marker = path.join(dir, '.complete');
  if (await stat(marker).catch(() => undefined)) return dir;
  const staging = `${dir}.staging-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await generate(staging);
    await writeFile(path.join(staging, '.complete'), '');
    await rm(dir, { recursive: true, force: true });
    await rename(staging, dir);
  } catch (error) {
    if (!(await stat(marker).catch(() => undefined))) throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return dir;
}

/** Frame `n` of the fixtures' picture, as a PNG at `file`. */
export async function referenceFrame(n: number, file: string): Promise<void> {
  await runFfmpeg(
    ['-f', 'lavfi', '-i', VIDEO, '-vf', `select=eq(n\\,${n})`, '-fps_mode', 'passthrough', '-frames:v', '1', file],
    path.dirname(file),
  );
}

const PACE_CHUNK = 64 * 1024;
const PACE_MS = 16;

/**
 * Waits for room in the response's buffer, or its end, leaving no listener behind (one per pause
 * would pile up). A response destroyed before the write has already said 'close': waiting for it
 * would hold the file open until garbage collection.
 */
function drainedOrClosed(res: http.ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    if (res.destroyed) return resolve();
    const done = () => {
      res.off('drain', done).off('close', done);
      resolve();
    };
    res.on('drain', done).on('close', done);
  });
}

export interface Delivery {
  path: string;
  start: number;
  bytes: number;
}

/** The longest stretch of [from, to) that no delivery of `name` covered. */
export function longestGapNeverSent(deliveries: Delivery[], name: string, from: number, to: number): number {
  const spans = deliveries
    .filter((d) => d.path === name && d.bytes > 0)
    .map((d) => [d.start, d.start + d.bytes] as const)
    .sort((a, b) => a[0] - b[0]);
  let longest = 0;
  let covered = from;
  for (const [start, end] of spans) {
    if (start >= to) break;
    longest = Math.max(longest, Math.min(start, to) - covered);
    covered = Math.max(covered, end);
  }
  return Math.max(longest, to - covered);
}

export interface CountingServer {
  origin: string;
  /** The directory served. */
  root: string;
  /** Request paths in arrival order. */
  seen: string[];
  /** Each response's body: where it started in the file and how many bytes left the server (not what was asked for). */
  deliveries: Delivery[];
  close(): Promise<void>;
}

/** Serves `dir` on 127.0.0.1 with single byte ranges; `{{BASE}}` in .html is its origin. */
export async function startCountingServer(dir: string): Promise<CountingServer> {
  const seen: string[] = [];
  const deliveries: Delivery[] = [];
  let origin = '';
  const server = http.createServer((req, res) => {
    const name = (req.url ?? '/').split('?')[0] as string;
    seen.push(name);
    void (async () => {
      const file = resolveSafePath(dir, name);
      const size = file ? (await stat(file).catch(() => undefined))?.size : undefined;
      if (!file || size === undefined) return void res.writeHead(404).end();
      if (file.endsWith('.html')) {
        const html = (await readFile(file, 'utf8')).replaceAll('{{BASE}}', origin);
        return void res.writeHead(200, { 'Content-Type': 'text/html' }).end(html);
      }
      const range = parseRange(req.headers.range, size);
      if (range === 'unsatisfiable') return void res.writeHead(416, { 'Content-Range': `bytes */${size}` }).end();
      const { start, end } = range ?? { start: 0, end: size - 1 };
      res.writeHead(range ? 206 : 200, {
        'Content-Length': end - start + 1,
        'Accept-Ranges': 'bytes',
        ...(range ? { 'Content-Range': `bytes ${start}-${end}/${size}` } : {}),
      });
      // Paced like a fast site (about 4 MB/s), not at loopback speed: what the sockets on the way buffer
      // ahead of a reader is then bounded by time, as it is on a real network, not by their capacity.
      const delivery: Delivery = { path: name, start, bytes: 0 };
      deliveries.push(delivery);
      const handle = await open(file, 'r');
      try {
        for (let at = start; at <= end && !res.destroyed; at += PACE_CHUNK) {
          const { buffer, bytesRead } = await handle.read(
            Buffer.alloc(Math.min(PACE_CHUNK, end - at + 1)),
            0,
            undefined,
            at,
          );
          if (!res.write(buffer.subarray(0, bytesRead))) await drainedOrClosed(res);
          if (res.destroyed) break;
          delivery.bytes += bytesRead;
          await sleep(PACE_MS);
        }
        res.end();
      } finally {
        await handle.close();
      }
    })();
  });
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    origin,
    root: dir,
    seen,
    deliveries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
