/**
 * The server's own fetch for a native pass-through (src/media/fetch/origin-fetch.ts,
 * pass-through.ts) against the egress rules: every connection goes through
 * EgressProxy.open (resolve once, check, connect to the checked address, or
 * through YTDLP_PROXY), redirects are checked again and capped, the format's
 * headers are validated. Real HTTP on 127.0.0.1; the DNS of test names is the
 * EgressPolicy's lookup override. The last test runs the media service with
 * the real yt-dlp on a generated page.
 */
// What the pass-through tests start: an origin and a forward proxy on 127.0.0.1, our egress proxy; each closed
// after its test (each file runs closeStarted in afterEach). And two readers: a body to its end, a promise's code.
import crypto from 'node:crypto';
import http from 'node:http';
import type net from 'node:net';
import { type EgressProxy, startEgressProxy } from '../../../src/media/egress/proxy.js';
import type { LookupAll, PrivateUrlPolicy } from '../../../src/media/egress/url-guard.js';
import { isMediaError } from '../../../src/media/errors.js';
import type { OriginConnector } from '../../../src/media/fetch/origin-fetch.js';

export const payload = crypto.randomBytes(256 * 1024 + 17);

interface Seen {
  url: string;
  headers: http.IncomingHttpHeaders;
}

/** An origin on 127.0.0.1 that records what it is asked; `routes` by path, else `payload` (with Range). */
export async function startOrigin(
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

export const UPSTREAM_AUTH = `Basic ${Buffer.from('up:secret').toString('base64')}`;

/** A forward proxy standing in for YTDLP_PROXY: records what it is asked, forwards plain requests to 127.0.0.1. */
export async function startUpstream() {
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

/** Closes what the test started (a hook here would register once for all files of a worker). */
export async function closeStarted(): Promise<void> {
  await Promise.all(cleanups.splice(0).map((close) => close()));
}

/** Our egress proxy with `policy` (and test DNS), and a connector of one of its sessions. */
export async function proxyWith(policy: PrivateUrlPolicy, options: { lookup?: LookupAll; upstream?: string } = {}) {
  const proxy: EgressProxy = await startEgressProxy({ policy, ...options });
  cleanups.push(() => proxy.close());
  const session = proxy.createSession();
  const connect: OriginConnector = (url) => proxy.open(session, url);
  return { proxy, session, connect };
}

/** Reads a body to its end. */
export async function bodyOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (isMediaError(error) ? error.code : String(error)),
  );
