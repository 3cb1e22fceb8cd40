/**
 * The server's own fetch of DASH/HLS fragments (src/media/fetch/fragments.ts,
 * fragment-reader.ts) against the egress rules: every fragment connection is
 * EgressProxy.open's (resolve once, check, connect to the checked address),
 * redirects are checked again, a fragment that fails fails the stream (it
 * never ends as if complete), the job's byte budget holds, and destroying the
 * stream closes every fragment connection. Real HTTP on 127.0.0.1.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import type net from 'node:net';
import type { Readable, Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { feedInto } from '../../src/media/download/ffmpeg-sources.js';
import { startEgressProxy } from '../../src/media/egress/proxy.js';
import type { PrivateUrlPolicy } from '../../src/media/egress/url-guard.js';
import { isMediaError } from '../../src/media/errors.js';
import { readFragments } from '../../src/media/fetch/fragment-reader.js';
import { dashFragments, dashFragmentUrls, hlsSegmentUrls } from '../../src/media/fetch/fragments.js';
import type { OriginConnector } from '../../src/media/fetch/origin-fetch.js';
import type { YtdlpFormat } from '../../src/media/schemas.js';
import { untilTestTimeout } from '../support/test-deadline.js';

const fragment = (i: number) => Buffer.alloc(100_000 + i, i);

/** An origin serving /f/<i> (fragment i), recording requests and open connections; `routes` override paths. */
async function startOrigin(routes: Record<string, (res: http.ServerResponse) => void> = {}) {
  const seen: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    const url = req.url ?? '';
    seen.push(url);
    const route = routes[url];
    if (route) return route(res);
    const match = /^\/f\/(\d+)$/.exec(url);
    if (!match) return void res.writeHead(404).end();
    const body = fragment(Number(match[1]));
    res.writeHead(200, { 'Content-Length': body.length }).end(body);
  });
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { origin, seen, sockets };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((close) => close()));
});

async function connectorFor(policy: PrivateUrlPolicy): Promise<OriginConnector> {
  const proxy = await startEgressProxy({ policy });
  cleanups.push(() => proxy.close());
  const session = proxy.createSession();
  return (url) => proxy.open(session, url);
}

function read(urls: string[], connect: OriginConnector, { concurrency = 3, max = 1e9 } = {}): Readable {
  return readFragments({ urls: urls.map((u) => new URL(u)), connect, concurrency, budget: { used: 0, max } });
}

/** The stream's bytes, or the code of the error it failed with. */
async function outcome(stream: Readable): Promise<Buffer | string> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch (error) {
    return isMediaError(error) ? error.code : String(error);
  }
}

describe('fragment lists', () => {
  const dash = (extra: Partial<YtdlpFormat> & Record<string, unknown>): YtdlpFormat => ({
    format_id: '0',
    ext: 'mp4',
    protocol: 'http_dash_segments',
    fragment_base_url: 'http://site.test/dash/',
    fragments: [{ path: 'init.m4s' }, { path: 'a/1.m4s', duration: 2 }, { url: 'http://cdn.test/2.m4s', duration: 2 }],
    ...extra,
  });

  it('takes DASH paths under fragment_base_url and absolute URLs, in order', () => {
    expect(dashFragmentUrls(dash({}))?.map((u) => u.href)).toEqual([
      'http://site.test/dash/init.m4s',
      'http://site.test/dash/a/1.m4s',
      'http://cdn.test/2.m4s',
    ]);
  });

  it('reads once the file a byte-range SegmentList names in every segment (yt-dlp dropped the ranges)', () => {
    const segmentList = dash({
      fragments: [{ path: 'v.mp4' }, { path: 'v.mp4', duration: 10 }, { path: 'v.mp4', duration: 9.5 }],
    });
    expect(dashFragments(segmentList)).toEqual({ urls: [new URL('http://site.test/dash/v.mp4')], durations: [19.5] });
  });

  it('leaves to yt-dlp what it does not know: byte ranges, DRM, extra parameters, other schemes', () => {
    expect(dashFragmentUrls(dash({ fragments: [{ path: 'x', byte_range: { start: 0, end: 9 } }] }))).toBeUndefined();
    expect(dashFragmentUrls(dash({ has_drm: true }))).toBeUndefined();
    expect(dashFragmentUrls(dash({ extra_param_to_segment_url: 'a=b' }))).toBeUndefined();
    expect(dashFragmentUrls(dash({ fragments: [{ url: 'file:///etc/passwd' }] }))).toBeUndefined();
    expect(dashFragmentUrls(dash({ protocol: 'http_dash_segments_generator' }))).toBeUndefined();
  });

  it('takes a finished plain HLS media playlist, and nothing with keys, ranges or no end', () => {
    const base = new URL('http://site.test/hls/v.m3u8');
    const plain =
      '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.0,\ns0.ts\n#EXTINF:4.0,\nhttp://cdn.test/s1.ts\n#EXT-X-ENDLIST\n';
    expect(hlsSegmentUrls(plain, base)?.map((u) => u.href)).toEqual([
      'http://site.test/hls/s0.ts',
      'http://cdn.test/s1.ts',
    ]);
    expect(hlsSegmentUrls(plain.replace('#EXT-X-ENDLIST\n', ''), base)).toBeUndefined();
    expect(hlsSegmentUrls(plain.replace('#EXTM3U\n', '#EXTM3U\n#EXT-X-KEY:METHOD=AES-128,URI="k"\n'), base)).toBe(
      undefined,
    );
    expect(hlsSegmentUrls(plain.replace('s0.ts', 's0.ts\n#EXT-X-BYTERANGE:10@0'), base)).toBeUndefined();
  });
});

describe('the fragments, through the egress rules', () => {
  it('arrive whole and in order, several in flight', async () => {
    const site = await startOrigin();
    const connect = await connectorFor({ kind: 'origins', origins: [site.origin] });
    const urls = Array.from({ length: 12 }, (_, i) => `${site.origin}/f/${i}`);
    const bytes = await outcome(read(urls, connect, { concurrency: 4 }));
    expect(Buffer.isBuffer(bytes) && bytes.equals(Buffer.concat(urls.map((_, i) => fragment(i))))).toBe(true);
    expect(site.seen).toHaveLength(12);
  });

  it('a fragment on a refused origin fails the stream, and that origin sees no request', async () => {
    const site = await startOrigin();
    const other = await startOrigin();
    const connect = await connectorFor({ kind: 'origins', origins: [site.origin] });
    const stream = read([`${site.origin}/f/0`, `${other.origin}/f/1`, `${site.origin}/f/2`], connect);
    expect(await outcome(stream)).toBe('url_not_allowed');
    expect(other.seen).toEqual([]);
  });

  it('a fragment redirected to a refused origin fails the stream, and that origin sees no request', async () => {
    const other = await startOrigin();
    const site = await startOrigin({
      '/moved': (res) => res.writeHead(302, { Location: `${other.origin}/f/1` }).end(),
    });
    const connect = await connectorFor({ kind: 'origins', origins: [site.origin] });
    expect(await outcome(read([`${site.origin}/f/0`, `${site.origin}/moved`], connect))).toBe('url_not_allowed');
    expect(other.seen).toEqual([]);
  });

  it('a fragment cut short fails the stream instead of ending it', async () => {
    const site = await startOrigin({
      '/cut': (res) => {
        res.writeHead(200, { 'Content-Length': 100_000 });
        res.write(Buffer.alloc(10_000));
        setTimeout(() => res.destroy(), 50);
      },
    });
    const connect = await connectorFor({ kind: 'allow-all' });
    expect(await outcome(read([`${site.origin}/f/0`, `${site.origin}/cut`, `${site.origin}/f/2`], connect))).toBe(
      'unreachable',
    );
  });

  it('an HTTP error on a fragment fails the stream', async () => {
    const site = await startOrigin();
    const connect = await connectorFor({ kind: 'allow-all' });
    expect(await outcome(read([`${site.origin}/f/0`, `${site.origin}/missing`], connect))).toBe('media_unavailable');
  });

  it('stops at the byte budget of the job (MAX_FILESIZE_MB)', async () => {
    const site = await startOrigin();
    const connect = await connectorFor({ kind: 'allow-all' });
    const urls = Array.from({ length: 5 }, (_, i) => `${site.origin}/f/${i}`);
    expect(await outcome(read(urls, connect, { max: 250_000 }))).toBe('too_large');
  });

  it('destroyed (the client left), it closes every fragment connection within a second', async () => {
    const trickling = new Set<http.ServerResponse>();
    const site = await startOrigin({
      '/slow': (res) => {
        res.writeHead(200, { 'Content-Length': 10_000_000 });
        trickling.add(res);
        const timer = setInterval(() => res.write(Buffer.alloc(1024)), 20);
        res.on('close', () => clearInterval(timer));
      },
    });
    const connect = await connectorFor({ kind: 'allow-all' });
    const stream = read([`${site.origin}/slow`, `${site.origin}/slow`, `${site.origin}/slow`], connect);
    stream.on('error', () => {});
    await new Promise((resolve) => stream.once('data', resolve));
    expect(site.sockets.size).toBe(3);
    stream.destroy();
    const started = Date.now();
    await expect.poll(() => site.sockets.size, { timeout: 1000, interval: 20 }).toBe(0);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('a fragment cut short closes the pipe it feeds, so the reader there sees its end and exits', async () => {
    // Held until the reader has the first fragment, so the cut surely comes while it is piped.
    let cut!: () => void;
    const site = await startOrigin({
      '/cut': (res) => {
        res.writeHead(200, { 'Content-Length': 100_000 });
        res.write(Buffer.alloc(10_000), () => {
          cut = () => res.destroy();
        });
      },
    });
    const connect = await connectorFor({ kind: 'allow-all' });
    const stream = read([`${site.origin}/f/0`, `${site.origin}/cut`], connect, { concurrency: 1 });
    stream.on('error', () => {});
    // Stands for ffmpeg on pipe:3: reads it to its end, says how much came, exits.
    const reader = spawn(
      process.execPath,
      [
        '-e',
        `let n = 0;
         const s = require('node:fs').createReadStream(null, { fd: 3 });
         s.on('data', (c) => { if (n < 100000 && (n += c.length) >= 100000) process.stdout.write('first\\n'); });
         s.on('end', () => { process.stdout.write(n + '\\n'); process.exit(0); });`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit', 'pipe'] },
    );
    cleanups.push(async () => void reader.kill('SIGKILL'));
    const lines: string[] = [];
    (reader.stdout as Readable)
      .setEncoding('utf8')
      .on('data', (text: string) => lines.push(...text.trim().split('\n')));
    feedInto({ fd: 3, format: {} as YtdlpFormat, stream }, reader.stdio[3] as Writable);
    await expect.poll(() => lines.includes('first') && cut !== undefined, untilTestTimeout()).toBe(true);
    cut();
    // pipe() alone left the pipe open when its source failed: the reader waited on it for ever.
    const [code] = await once(reader, 'exit');
    expect(code).toBe(0);
    // The whole first fragment, at most the 10 kB before the cut of the second: never its missing rest.
    expect(Number(lines.at(-1))).toBeGreaterThanOrEqual(100_000);
    expect(Number(lines.at(-1))).toBeLessThanOrEqual(110_000);
  });
});
