/**
 * JOB_TIMEOUT_S covers every phase of a download (issue 22, item 7): the
 * wait for a pass-through origin's response head, a head that trickles in a
 * byte at a time, the read of an HLS playlist, and the sniffing of a
 * stream's first bytes all end at the job's deadline with `timeout`, and the
 * job's slot is free again; endless `100 Continue` answers are refused.
 * A hostile origin on 127.0.0.1 (raw TCP, so it can misbehave at will);
 * real yt-dlp, real ffmpeg.
 */
import { readdir, readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { downloadUrl, postInfo, startTestApp, type TestApp } from '../support/app-harness.js';

/** The job's deadline under test, in seconds (the smallest JOB_TIMEOUT_S allows). */
const JOB_TIMEOUT_S = 5;

let app: TestApp;
let origin: net.Server;
let base: string;
const sockets = new Set<net.Socket>();
const timers = new Set<NodeJS.Timeout>();
let segments: Map<string, Buffer>;
let playlist: string;
/** Set from a lookup's answer to the download's: what only the download may see stalls meanwhile. */
let downloading = false;
const HLS_TYPE = 'application/vnd.apple.mpegurl';
const MASTER = (dir: string) =>
  `#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=600000,RESOLUTION=640x360\n${base}/${dir}/variant.m3u8\n`;

/**
 * A JSON-LD page that gives the length, so nothing probes the media while it
 * is looked up: only the download reads the media (or, for a master
 * playlist, its variant playlist and segments).
 */
function page(contentPath: string): string {
  const hls = contentPath.endsWith('.m3u8');
  const videoObject = {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: 'Stalling',
    duration: 'PT4S',
    uploadDate: '2024-01-15T12:00:00Z',
    contentUrl: `${base}${contentPath}`,
    encodingFormat: hls ? 'application/x-mpegURL' : 'video/mp4',
  };
  return `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>Stalling</title>\n<script type="application/ld+json">\n${JSON.stringify(videoObject)}\n</script></head><body></body></html>\n`;
}

function answer(socket: net.Socket, type: string, body: Buffer | string): void {
  const bytes = Buffer.from(body);
  socket.end(
    Buffer.concat([
      Buffer.from(
        `HTTP/1.1 200 OK\r\nContent-Type: ${type}\r\nContent-Length: ${bytes.length}\r\nConnection: close\r\n\r\n`,
      ),
      bytes,
    ]),
  );
}

/** Sends `piece` every `ms` until the connection closes. */
function drip(socket: net.Socket, piece: string | Buffer, ms: number): void {
  const timer = setInterval(() => {
    if (socket.destroyed) return clearInterval(timer);
    socket.write(piece);
  }, ms);
  timers.add(timer);
  socket.once('close', () => clearInterval(timer));
}

/** The hostile origin: what each path does (see the tests' names). */
function handle(socket: net.Socket, head: string) {
  const name = (/^GET (\S+) HTTP/.exec(head)?.[1] ?? '/').split('?')[0] as string;
  const media = /^\/(stall|trickle|continue)\.html$/.test(name) ? name.replace('.html', '.mp4') : undefined;
  if (media) return answer(socket, 'text/html', page(media));
  const hls = /^\/(stall|sniff)-hls\.html$/.exec(name)?.[1];
  if (hls) return answer(socket, 'text/html', page(`/${hls}/master.m3u8`));
  const master = /^\/(stall|sniff)\/master\.m3u8$/.exec(name)?.[1];
  if (master) {
    // No CODECS: the download must sniff the audio of the stream to copy it.
    return answer(socket, HLS_TYPE, MASTER(master));
  }
  // Answered to the lookup (yt-dlp reads it, and would wait out its 20 s socket timeout); never to the download.
  if (name === '/stall/variant.m3u8') return downloading ? undefined : answer(socket, HLS_TYPE, playlist);
  if (name === '/sniff/variant.m3u8') return answer(socket, HLS_TYPE, playlist);
  const segment = segments.get(name.replace(/^\/sniff\/seg\//, ''));
  if (segment) {
    // A head, then one byte a second: never enough to tell the audio codec in time.
    socket.write(`HTTP/1.1 200 OK\r\nContent-Type: video/mp2t\r\nContent-Length: ${segment.length}\r\n\r\n`);
    let at = 0;
    const timer = setInterval(() => {
      if (socket.destroyed || at >= segment.length) return clearInterval(timer);
      socket.write(segment.subarray(at, ++at));
    }, 1000);
    timers.add(timer);
    socket.once('close', () => clearInterval(timer));
    return;
  }
  if (name === '/stall.mp4') return; // accepts the request and never answers
  if (name === '/trickle.mp4') {
    // A head that never ends: one byte every half second (an idle timer never fires).
    socket.write('HTTP/1.1 200 OK\r\nX-Slow: ');
    return drip(socket, 'a', 500);
  }
  if (name === '/continue.mp4') return drip(socket, 'HTTP/1.1 100 Continue\r\n\r\n', 20);
  socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
}

beforeAll(async () => {
  // The fixture set's 360p HLS variant, its segments under /seg/ (codecs undeclared: the download sniffs).
  const hls = path.join(inject('fixturesDir'), 'hls');
  segments = new Map();
  for (const file of (await readdir(hls)).filter((f) => f.startsWith('stream_1_'))) {
    segments.set(file, await readFile(path.join(hls, file)));
  }
  playlist = (await readFile(path.join(hls, 'stream_1.m3u8'), 'utf8')).replace(/^stream_1_/gm, 'seg/stream_1_');
  origin = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.once('close', () => sockets.delete(socket));
    let head = '';
    const onData = (chunk: Buffer) => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      handle(socket, head);
    };
    socket.on('data', onData);
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(origin.address() as net.AddressInfo).port}`;
  app = await startTestApp({ JOB_TIMEOUT_S: String(JOB_TIMEOUT_S), MAX_CONCURRENT_JOBS: '2' });
});
afterAll(async () => {
  await app?.close();
  for (const timer of timers) clearInterval(timer);
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => (origin ? origin.close(() => resolve()) : resolve()));
});

/** Looks `url` up, downloads its first format as mp4; resolves with the status, the body and the seconds it took. */
async function download(url: string) {
  const info = await postInfo(app.baseUrl, url);
  expect(info.status, JSON.stringify(info.body)).toBe(200);
  const format = info.body.formats[0];
  const started = Date.now();
  downloading = true;
  try {
    const response = await fetch(
      downloadUrl(app.baseUrl, { url, selector: format.selector, ext: 'mp4', kind: format.kind, title: 'stalling' }),
    );
    const body = (await response.json()) as { code?: string };
    return { status: response.status, code: body.code, seconds: (Date.now() - started) / 1000 };
  } finally {
    downloading = false;
  }
}

async function runningJobs(): Promise<number> {
  const health = (await (await fetch(`${app.baseUrl}/api/health`)).json()) as { queue: { running: number } };
  return health.queue.running;
}

describe(`JOB_TIMEOUT_S=${JOB_TIMEOUT_S} over every phase of a download`, () => {
  it.each([
    ['an origin that never sends its response head', '/stall.html'],
    ['an origin whose response head trickles in', '/trickle.html'],
    ['an HLS playlist that never comes', '/stall-hls.html'],
    ['a stream whose first bytes trickle while its audio is sniffed', '/sniff-hls.html'],
  ])(
    'ends the job with timeout and frees its slot: %s',
    async (_what, route) => {
      const result = await download(`${base}${route}`);
      expect(result).toMatchObject({ status: 504, code: 'timeout' });
      // The deadline counts from the slot: never much past it (the selector and setup fit inside).
      expect(result.seconds).toBeLessThan(JOB_TIMEOUT_S * 4);
      expect(await runningJobs()).toBe(0);
    },
    90_000,
  );
});

describe('interim responses', () => {
  it('refuses an origin that answers 100 Continue without end, long before the deadline', async () => {
    const result = await download(`${base}/continue.html`);
    expect(result.code).toBe('unreachable');
    expect(result.seconds).toBeLessThan(JOB_TIMEOUT_S);
    expect(await runningJobs()).toBe(0);
  }, 60_000);
});
