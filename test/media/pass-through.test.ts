/**
 * The server's own fetch for a native pass-through (src/media/fetch/origin-fetch.ts,
 * pass-through.ts) against the egress rules: every connection goes through
 * EgressProxy.open (resolve once, check, connect to the checked address, or
 * through YTDLP_PROXY), redirects are checked again and capped, the format's
 * headers are validated. Real HTTP on 127.0.0.1; the DNS of test names is the
 * EgressPolicy's lookup override. The last test runs the media service with
 * the real yt-dlp on a generated page.
 */
import crypto from 'node:crypto';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { startPassThrough } from '../../src/media/download/pass-through.js';
import { type EgressProxy, MAX_REDIRECTS, startEgressProxy } from '../../src/media/egress/proxy.js';
import type { LookupAll, PrivateUrlPolicy } from '../../src/media/egress/url-guard.js';
import { isMediaError } from '../../src/media/errors.js';
import { fetchOrigin, type OriginConnector, RangeNotSatisfiableError } from '../../src/media/fetch/origin-fetch.js';
import { MediaService } from '../../src/media/service.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { ffmpegPath, ytdlpPath } from '../support/tools.js';

const payload = crypto.randomBytes(256 * 1024 + 17);

interface Seen {
  url: string;
  headers: http.IncomingHttpHeaders;
}

/** An origin on 127.0.0.1 that records what it is asked; `routes` by path, else `payload` (with Range). */
async function startOrigin(
  routes: Record<string, (req: http.IncomingMessage, res: http.ServerResponse) => void> = {},
  { ranges = true } = {},
) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const route = routes[new URL(req.url ?? '/', 'http://x').pathname];
    if (route) return route(req, res);
    const range = ranges ? /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '') : null;
    if (range) {
      const start = Number(range[1]);
      const end = range[2] ? Math.min(Number(range[2]), payload.length - 1) : payload.length - 1;
      res.writeHead(206, {
        'Content-Range': `bytes ${start}-${end}/${payload.length}`,
        'Content-Length': end - start + 1,
      });
      return void res.end(payload.subarray(start, end + 1));
    }
    res.writeHead(200, { 'Content-Length': payload.length });
    res.end(payload);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const origin = {
    port,
    origin: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  cleanups.push(origin.close);
  return origin;
}

const UPSTREAM_AUTH = `Basic ${Buffer.from('up:secret').toString('base64')}`;

/** A forward proxy standing in for YTDLP_PROXY: records what it is asked, forwards plain requests to 127.0.0.1. */
async function startUpstream() {
  const seen: { kind: 'request' | 'connect'; target: string; authorization: string | undefined }[] = [];
  const sockets = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    seen.push({ kind: 'request', target: req.url ?? '', authorization: req.headers['proxy-authorization'] });
    const url = new URL(req.url ?? '');
    const headers = { ...req.headers };
    delete headers['proxy-authorization'];
    const out = http.request({
      host: '127.0.0.1',
      port: Number(url.port),
      path: `${url.pathname}${url.search}`,
      headers,
    });
    out.on('response', (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    });
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  server.on('connect', (req: http.IncomingMessage, client: net.Socket) => {
    seen.push({ kind: 'connect', target: req.url ?? '', authorization: req.headers['proxy-authorization'] });
    client.on('error', () => client.destroy());
    // No TLS server behind it: the tunnel opens, then closes.
    client.end('HTTP/1.1 200 Connection established\r\n\r\n');
  });
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  );
  return { url: `http://up:secret@127.0.0.1:${port}`, seen };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((close) => close()));
});

/** Our egress proxy with `policy` (and test DNS), and a connector of one of its sessions. */
async function proxyWith(policy: PrivateUrlPolicy, options: { lookup?: LookupAll; upstream?: string } = {}) {
  const proxy: EgressProxy = await startEgressProxy({ policy, ...options });
  cleanups.push(() => proxy.close());
  const session = proxy.createSession();
  const connect: OriginConnector = (url) => proxy.open(session, url);
  return { proxy, session, connect };
}

/** Reads a body to its end. */
async function bodyOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (isMediaError(error) ? error.code : String(error)),
  );

describe('the connection: the egress policy decides', () => {
  it('refuses a name that resolves to loopback when loopback is not allowed; the origin sees nothing', async () => {
    const origin = await startOrigin();
    const lookups: string[] = [];
    const lookup: LookupAll = async (host) => {
      lookups.push(host);
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const { connect, session } = await proxyWith({ kind: 'deny' }, { lookup });
    expect(await codeOf(fetchOrigin(connect, { url: `http://media.test:${origin.port}/file.mp4` }))).toBe(
      'url_not_allowed',
    );
    expect(origin.seen).toEqual([]);
    expect(lookups).toEqual(['media.test']);
    expect(session.refusals).toEqual([`media.test:${origin.port}`]);
  });

  it('connects to the address it checked, once, keeping the name in Host', async () => {
    const origin = await startOrigin();
    const lookups: string[] = [];
    const lookup: LookupAll = async (host) => {
      lookups.push(host);
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const { connect } = await proxyWith({ kind: 'origins', origins: [`http://media.test:${origin.port}`] }, { lookup });
    const response = await fetchOrigin(connect, { url: `http://media.test:${origin.port}/file.mp4` });
    expect(response.status).toBe(200);
    expect(response.length).toBe(payload.length);
    expect((await bodyOf(response.body)).equals(payload)).toBe(true);
    expect(lookups).toEqual(['media.test']);
    expect(origin.seen.map((r) => r.headers.host)).toEqual([`media.test:${origin.port}`]);
  });

  it('checks every redirect again: one into a private origin that is not allowed is refused before it is asked', async () => {
    const other = await startOrigin();
    const first = await startOrigin({
      '/hop': (_req, res) => res.writeHead(302, { Location: `${other.origin}/file.mp4` }).end(),
      '/here': (_req, res) => res.writeHead(301, { Location: '/file.mp4' }).end(),
    });
    const { connect } = await proxyWith({ kind: 'origins', origins: [first.origin] });
    expect(await codeOf(fetchOrigin(connect, { url: `${first.origin}/hop` }))).toBe('url_not_allowed');
    expect(other.seen).toEqual([]);
    // Within the allowed origin the redirect is followed.
    const response = await fetchOrigin(connect, { url: `${first.origin}/here` });
    expect((await bodyOf(response.body)).equals(payload)).toBe(true);
    expect(first.seen.map((r) => r.url)).toEqual(['/hop', '/here', '/file.mp4']);
  });

  it(`follows at most ${MAX_REDIRECTS} redirects`, async () => {
    const origin = await startOrigin({
      '/loop': (req, res) => {
        const n = Number(new URL(req.url ?? '', 'http://x').searchParams.get('n'));
        res.writeHead(302, { Location: `/loop?n=${n + 1}` }).end();
      },
      '/chain': (req, res) => {
        const n = Number(new URL(req.url ?? '', 'http://x').searchParams.get('n'));
        res.writeHead(302, { Location: n >= MAX_REDIRECTS - 1 ? '/file.mp4' : `/chain?n=${n + 1}` }).end();
      },
    });
    const { connect } = await proxyWith({ kind: 'allow-all' });
    expect(await codeOf(fetchOrigin(connect, { url: `${origin.origin}/loop?n=0` }))).toBe('unreachable');
    expect(origin.seen).toHaveLength(MAX_REDIRECTS + 1);
    origin.seen.length = 0;
    // Exactly the cap: the file arrives.
    const response = await fetchOrigin(connect, { url: `${origin.origin}/chain?n=0` });
    expect((await bodyOf(response.body)).equals(payload)).toBe(true);
    expect(origin.seen).toHaveLength(MAX_REDIRECTS + 1);
  });

  it('YTDLP_PROXY: http goes to the upstream in absolute form with its credentials, https as CONNECT to the checked name', async () => {
    const origin = await startOrigin();
    const upstream = await startUpstream();
    const lookup: LookupAll = async () => [{ address: '8.8.8.8', family: 4 }];
    const { connect } = await proxyWith({ kind: 'allow-all' }, { upstream: upstream.url, lookup });
    const response = await fetchOrigin(connect, { url: `${origin.origin}/file.mp4?x=1` });
    expect((await bodyOf(response.body)).equals(payload)).toBe(true);
    expect(upstream.seen).toEqual([
      { kind: 'request', target: `${origin.origin}/file.mp4?x=1`, authorization: UPSTREAM_AUTH },
    ]);
    expect(origin.seen[0]?.headers.host).toBe(`127.0.0.1:${origin.port}`);
    // https: a tunnel to the name that was checked (there is no TLS server behind this one).
    expect(await codeOf(fetchOrigin(connect, { url: 'https://media.test/file.mp4' }))).toBe('unreachable');
    expect(upstream.seen.at(-1)).toEqual({ kind: 'connect', target: 'media.test:443', authorization: UPSTREAM_AUTH });
  });
});

describe('the request: the format’s headers, validated', () => {
  it('sends sane headers as given, drops ones that could split the head or that it sets itself', async () => {
    const origin = await startOrigin();
    const { connect } = await proxyWith({ kind: 'allow-all' });
    const response = await fetchOrigin(connect, {
      url: `${origin.origin}/file.mp4`,
      httpHeaders: {
        'User-Agent': 'Agent/1.0',
        Referer: 'https://site.example/page',
        Cookie: 'session=abc',
        'X-Split': 'a\r\nX-Injected: yes',
        'Bad Name': 'x',
        Host: 'evil.example',
        Range: 'bytes=0-0',
        'Accept-Encoding': 'gzip',
        'Proxy-Authorization': 'Basic Zm9vOmJhcg==',
      },
      credentialsFor: `${origin.origin}/file.mp4`,
    });
    expect((await bodyOf(response.body)).equals(payload)).toBe(true);
    const headers = origin.seen[0]?.headers ?? {};
    expect(headers['user-agent']).toBe('Agent/1.0');
    expect(headers.referer).toBe('https://site.example/page');
    expect(headers.cookie).toBe('session=abc');
    expect(headers.host).toBe(`127.0.0.1:${origin.port}`);
    expect(headers['accept-encoding']).toBe('identity');
    for (const name of ['x-split', 'x-injected', 'bad name', 'range', 'proxy-authorization']) {
      expect(headers[name]).toBeUndefined();
    }
  });

  it('sends yt-dlp’s cookies field as Cookie (Secure ones only over https), and no credentials to another origin after a redirect', async () => {
    const other = await startOrigin();
    const first = await startOrigin({
      '/away': (_req, res) => res.writeHead(302, { Location: `${other.origin}/file.mp4` }).end(),
    });
    const { connect } = await proxyWith({ kind: 'allow-all' });
    const cookies =
      'a=1; Domain=127.0.0.1; Path=/; Expires=1999999999; b="two words"; Domain=127.0.0.1; Path=/; Secure';
    const response = await fetchOrigin(connect, {
      url: `${first.origin}/away`,
      httpHeaders: { Authorization: 'Bearer x', 'User-Agent': 'Agent/1.0' },
      cookies,
      credentialsFor: `${first.origin}/away`,
    });
    await bodyOf(response.body);
    // b is Secure: never over plain http.
    expect(first.seen[0]?.headers.cookie).toBe('a=1');
    expect(first.seen[0]?.headers.authorization).toBe('Bearer x');
    expect(other.seen[0]?.headers.cookie).toBeUndefined();
    expect(other.seen[0]?.headers.authorization).toBeUndefined();
    expect(other.seen[0]?.headers['user-agent']).toBe('Agent/1.0');
  });
});

describe('the response: bodies read as the head says', () => {
  const write = (res: http.ServerResponse) => {
    for (let i = 0; i < payload.length; i += 10_000) res.write(payload.subarray(i, i + 10_000));
    res.end();
  };

  it.each([
    ['chunked', (_req: http.IncomingMessage, res: http.ServerResponse) => write(res)],
    [
      'delimited by the end of the connection',
      (_req: http.IncomingMessage, res: http.ServerResponse) => {
        res.useChunkedEncodingByDefault = false;
        res.writeHead(200, { Connection: 'close' });
        write(res);
      },
    ],
  ])('reads a %s body whole, of unknown length', async (_, route) => {
    const origin = await startOrigin({ '/file.mp4': route });
    const { connect } = await proxyWith({ kind: 'allow-all' });
    const response = await fetchOrigin(connect, { url: `${origin.origin}/file.mp4` });
    expect(response.length).toBeUndefined();
    expect((await bodyOf(response.body)).equals(payload)).toBe(true);
    expect(response.complete()).toBe(true);
  });

  it.each([
    [
      'its Content-Length',
      (_req: http.IncomingMessage, res: http.ServerResponse) => {
        res.writeHead(200, { 'Content-Length': payload.length });
        res.write(payload.subarray(0, 100_000), () => res.destroy());
      },
    ],
    [
      'its last chunk',
      (_req: http.IncomingMessage, res: http.ServerResponse) => {
        res.writeHead(200);
        res.write(payload.subarray(0, 100_000), () => res.socket?.end());
      },
    ],
  ])('fails a body that ends before %s', async (_, route) => {
    const origin = await startOrigin({ '/file.mp4': route });
    const { connect } = await proxyWith({ kind: 'allow-all' });
    const response = await fetchOrigin(connect, { url: `${origin.origin}/file.mp4` });
    await expect(bodyOf(response.body)).rejects.toThrow();
    expect(response.complete()).toBe(false);
  });
});

describe('backpressure', () => {
  it('reads from the origin only as fast as the stream is consumed', async () => {
    const total = 64 * 1024 * 1024;
    const block = crypto.randomBytes(64 * 1024);
    let written = 0;
    const origin = await startOrigin({
      '/big.mp4': (_req, res) => {
        res.writeHead(200, { 'Content-Length': total });
        const pump = () => {
          while (written < total) {
            written += block.length;
            if (!res.write(block)) return void res.once('drain', pump);
          }
          res.end();
        };
        pump();
      },
    });
    const { connect } = await proxyWith({ kind: 'allow-all' });
    const running = await startPassThrough({
      format: { format_id: 'f', ext: 'mp4', protocol: 'http', url: `${origin.origin}/big.mp4` },
      connect,
      maxBytes: 1024 * 1024 * 1024,
      timeoutMs: 60_000,
    });
    // Nobody reads for a while: what the origin got rid of is bounded by the buffers on the way
    // (kernel socket buffers and a few hundred KiB of ours), far from the whole file.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(written).toBeLessThan(16 * 1024 * 1024);
    let received = 0;
    for await (const chunk of running.stream) received += (chunk as Buffer).length;
    expect(received).toBe(total);
    expect(await running.done).toEqual({ bytes: total });
  });
});

describe('ranges', () => {
  const format = (url: string) => ({ format_id: 'f', ext: 'mp4', protocol: 'http', url });

  it('asks the origin for the range and reports its span', async () => {
    const origin = await startOrigin();
    const { connect } = await proxyWith({ kind: 'allow-all' });
    const running = await startPassThrough({
      format: format(`${origin.origin}/file.mp4`),
      connect,
      maxBytes: 10 * 1024 * 1024,
      timeoutMs: 30_000,
      range: { start: 1000, end: 1999 },
    });
    expect(running.range).toEqual({ start: 1000, end: 1999, size: payload.length });
    expect(running.size).toBe(1000);
    expect((await bodyOf(running.stream)).equals(payload.subarray(1000, 2000))).toBe(true);
    expect(await running.done).toEqual({ bytes: 1000 });
    expect(origin.seen[0]?.headers.range).toBe('bytes=1000-1999');
  });

  it('cuts the range out itself when the origin ignores Range, and refuses a range past the end', async () => {
    const origin = await startOrigin({}, { ranges: false });
    const { connect } = await proxyWith({ kind: 'allow-all' });
    const plan = {
      format: format(`${origin.origin}/file.mp4`),
      connect,
      maxBytes: 10 * 1024 * 1024,
      timeoutMs: 30_000,
    };
    const suffix = await startPassThrough({ ...plan, range: { suffix: 100 } });
    expect(suffix.range).toEqual({ start: payload.length - 100, end: payload.length - 1, size: payload.length });
    expect((await bodyOf(suffix.stream)).equals(payload.subarray(-100))).toBe(true);
    // 100 bytes sent, but the whole file had to be read to reach them: that is what is charged.
    expect(await suffix.done).toEqual({ bytes: payload.length });
    const middle = await startPassThrough({ ...plan, range: { start: 70_000, end: 70_009 } });
    expect((await bodyOf(middle.stream)).equals(payload.subarray(70_000, 70_010))).toBe(true);
    const past = startPassThrough({ ...plan, range: { start: payload.length } });
    await expect(past).rejects.toBeInstanceOf(RangeNotSatisfiableError);
    await expect(past).rejects.toMatchObject({ size: payload.length });
  });
});

describe('the media service', () => {
  let dir: string;
  let site: FixtureServer;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pass-through-media-'));
    await mkdir(path.join(dir, 'site'));
    await copyFile(path.join(inject('fixturesDir'), 'direct.mp4'), path.join(dir, 'site', 'direct.mp4'));
    site = await startFixtureServer(path.join(dir, 'site'));
  });
  afterAll(async () => {
    await site?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('refuses a format whose host name resolves to loopback on a page of an allowed origin; the origin is not asked', async () => {
    const port = new URL(site.origin).port;
    // yt-dlp takes contentUrl as the format without fetching it (encodingFormat is given).
    const page = (contentUrl: string) =>
      `<!DOCTYPE html><html><head><title>t</title><script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: 'Named host',
        duration: 'PT4S',
        uploadDate: '2024-01-15T12:00:00Z',
        contentUrl,
        encodingFormat: 'video/mp4',
      })}</script></head><body></body></html>`;
    await writeFile(path.join(dir, 'site', 'named.html'), page(`http://media.test:${port}/direct.mp4`));
    const lookups: string[] = [];
    const media = await MediaService.start({
      ytdlpPath: ytdlpPath(),
      ffmpegPath: ffmpegPath(),
      dataDir: path.join(dir, 'data'),
      tmpDir: path.join(dir, 'tmp'),
      privateUrls: { kind: 'origins', origins: [site.origin] },
      maxConcurrentJobs: 2,
      maxQueuedJobs: 4,
      maxFilesizeBytes: 100 * 1024 * 1024,
      jobTimeoutMs: 60_000,
      infoTimeoutMs: 30_000,
      infoCacheTtlMs: 60_000,
      infoCacheMaxEntries: 10,
      toolMemoryLimitMb: 2048,
      allowUnconfinedTools: false,
      lookup: async (host) => {
        lookups.push(host);
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    try {
      const url = site.url('/named.html');
      const info = await media.info(url);
      const format = info.formats[0];
      expect(format).toBeDefined();
      site.requests.length = 0;
      const download = media.download({
        url,
        selector: format?.selector as string,
        ext: format?.ext as string,
        kind: 'video',
        title: 'named',
      });
      await expect(download).rejects.toMatchObject({ code: 'url_not_allowed' });
      expect(site.requests).toEqual([]);
      expect(lookups).toContain('media.test');
    } finally {
      await media.close();
    }
  });
});
