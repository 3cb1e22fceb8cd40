/**
 * A small static HTTP server for test fixtures, bound to 127.0.0.1 on an ephemeral port.
 *
 * Serves files from one directory with Content-Type, Content-Length, HEAD and single byte
 * Range requests (ffmpeg and yt-dlp read mp4 over HTTP with ranges). Records every request
 * so tests can assert what was (or was not) fetched. Extra routes for fault tests:
 *   /slow/<path>         the file at <path>, headers first, then a slow trickle of bytes (with holdSlow,
 *                        the first chunk, then the rest once the test calls release(); after hurry(), at once)
 *   /redirect?to=<url>   302 to <url> (absolute, or relative to this server)
 *   /status/<code>       an empty-ish response with that status code
 *   /cut/<n>/<path>      the file at <path>, every body cut after byte <n> of the file and the connection
 *                        closed cleanly. Sent without Content-Length (delimited by the close), so a client
 *                        cannot tell it from a whole file; with ?announce=1 the Content-Length of the whole
 *                        span is sent, and a client resuming with Range still never gets past byte <n>
 * `{{BASE}}` in .html files is replaced by the server's origin, so pages can hold absolute URLs.
 */
import { createReadStream } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ByteRange, contentTypeFor, parseRange, resolveSafePath } from './static-files.js';

export { contentTypeFor, parseRange, resolveSafePath } from './static-files.js';

export interface RecordedRequest {
  method: string;
  /** The raw request target, query string included (e.g. "/redirect?to=%2Fdirect.mp4"). */
  path: string;
  headers: IncomingHttpHeaders;
}

export interface FixtureServerOptions {
  /** Bytes sent per tick on /slow/ routes (default 16 KiB). */
  slowChunkBytes?: number;
  /** Delay between ticks on /slow/ routes (default 100 ms, i.e. ~160 KiB/s). */
  slowIntervalMs?: number;
  /** /slow/ bodies hold after their first chunk until release(): a download that lasts as long as a test needs. */
  holdSlow?: boolean;
}

export interface FixtureServer {
  /** e.g. "http://127.0.0.1:43117" (no trailing slash). */
  origin: string;
  /** Absolute URL for a server path: url('/direct.mp4'). */
  url(path: string): string;
  /** Every request received, in arrival order. Clear with `requests.length = 0`. */
  requests: RecordedRequest[];
  /** Stops listening and drops open connections (including slow downloads). */
  close(): Promise<void>;
  /** Lets the /slow/ bodies held so far go on (holdSlow); later ones hold again. */
  release(): void;
  /** /slow/ bodies stop trickling: the rest of each under way, and every later one, go at once. */
  hurry(): void;
}

/** How /slow/ bodies go now: held after their first chunk until released, and trickled until hurried. */
interface SlowPace {
  held(): Promise<void>;
  hurried: boolean;
}

function sendText(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    ...headers,
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/** Reads [start, end] of a file in small chunks with a pause before each, for /slow/. */
async function* trickle(
  file: string,
  range: ByteRange,
  chunkBytes: number,
  intervalMs: number,
  pace: SlowPace,
): AsyncGenerator<Buffer> {
  const handle = await open(file, 'r');
  try {
    for (let position = range.start; position <= range.end; position += chunkBytes) {
      if (!pace.hurried) await sleep(intervalMs);
      const length = Math.min(chunkBytes, range.end - position + 1);
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, position);
      yield buffer.subarray(0, bytesRead);
      if (position === range.start) await pace.held();
    }
  } finally {
    await handle.close();
  }
}

interface ServeContext {
  root: string;
  origin: string;
  slow: boolean;
  options: Required<FixtureServerOptions>;
  pace: SlowPace;
}

async function serveFile(req: IncomingMessage, res: ServerResponse, file: string, ctx: ServeContext): Promise<void> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return sendText(res, 404, 'not found');
  const headers = { 'Content-Type': contentTypeFor(file), 'Cache-Control': 'no-store' };

  // HTML is a template: rendered whole, so Range is not offered for it.
  if (path.extname(file).toLowerCase() === '.html') {
    const body = Buffer.from((await readFile(file, 'utf8')).replaceAll('{{BASE}}', ctx.origin));
    res.writeHead(200, { ...headers, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }

  const range = parseRange(req.headers.range, info.size);
  if (range === 'unsatisfiable') {
    return sendText(res, 416, 'range not satisfiable', { 'Content-Range': `bytes */${info.size}` });
  }
  const span = range ?? { start: 0, end: info.size - 1 };
  const length = info.size === 0 ? 0 : span.end - span.start + 1;
  res.writeHead(range ? 206 : 200, {
    ...headers,
    'Accept-Ranges': 'bytes',
    'Content-Length': length,
    ...(range ? { 'Content-Range': `bytes ${span.start}-${span.end}/${info.size}` } : {}),
  });
  if (req.method === 'HEAD' || length === 0) {
    res.end();
    return;
  }
  // Headers go out before the first slow chunk, so clients see a started download.
  if (ctx.slow) res.flushHeaders();
  const body = ctx.slow
    ? Readable.from(trickle(file, span, ctx.options.slowChunkBytes, ctx.options.slowIntervalMs, ctx.pace))
    : createReadStream(file, { start: span.start, end: span.end });
  // A client aborting mid-body rejects the pipeline; that is expected in fault tests.
  await pipeline(body, res).catch(() => undefined);
}

/** /cut/<n>/<path>: see the file comment. HEAD and headers are as for the file itself. */
async function serveCut(req: IncomingMessage, res: ServerResponse, file: string, cutAt: number, announce: boolean) {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return sendText(res, 404, 'not found');
  const range = parseRange(req.headers.range, info.size);
  if (range === 'unsatisfiable') {
    return sendText(res, 416, 'range not satisfiable', { 'Content-Range': `bytes */${info.size}` });
  }
  const span = range ?? { start: 0, end: info.size - 1 };
  const announced = span.end - span.start + 1;
  const headers: Record<string, string | number> = {
    'Content-Type': contentTypeFor(file),
    'Cache-Control': 'no-store',
    'Accept-Ranges': 'bytes',
    ...(range ? { 'Content-Range': `bytes ${span.start}-${span.end}/${info.size}` } : {}),
  };
  if (announce || req.method === 'HEAD') headers['Content-Length'] = announced;
  // No length and no chunked framing: the body ends where the connection does.
  else res.useChunkedEncodingByDefault = false;
  res.writeHead(range ? 206 : 200, headers);
  const end = Math.min(span.end, cutAt - 1);
  if (req.method === 'HEAD' || end < span.start) {
    res.end();
    if (req.method !== 'HEAD') res.destroy();
    return;
  }
  await pipeline(createReadStream(file, { start: span.start, end }), res, { end: false }).catch(() => undefined);
  // A clean close (FIN) after the last byte, not a reset: only the missing bytes tell that it is cut.
  res.socket?.end();
}

function redirect(res: ServerResponse, query: URLSearchParams, origin: string): void {
  const to = query.get('to');
  if (!to || !URL.canParse(to, origin)) sendText(res, 400, 'missing or invalid ?to=');
  else sendText(res, 302, `redirecting to ${to}`, { Location: new URL(to, origin).href });
}

function statusRoute(res: ServerResponse, code: string): void {
  const status = Number(code);
  if (!Number.isInteger(status) || status < 200 || status > 599) sendText(res, 400, 'bad status code');
  // 204 and 304 must not carry a body (nor a Content-Length for one).
  else if (status === 204 || status === 304) res.writeHead(status).end();
  else sendText(res, status, `status ${status}`);
}

async function handle(req: IncomingMessage, res: ServerResponse, ctx: Omit<ServeContext, 'slow'>): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return sendText(res, 405, 'method not allowed', { Allow: 'GET, HEAD' });
  const raw = req.url ?? '/';
  const queryAt = raw.indexOf('?');
  const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : raw.slice(queryAt + 1));

  if (rawPath === '/redirect') return redirect(res, query, ctx.origin);
  const status = rawPath.match(/^\/status\/([^/]+)$/);
  if (status?.[1]) return statusRoute(res, status[1]);

  const cut = rawPath.match(/^\/cut\/(\d+)(\/.+)$/);
  if (cut?.[1] && cut[2]) {
    const file = resolveSafePath(ctx.root, cut[2]);
    if (!file) return sendText(res, 404, 'not found');
    return serveCut(req, res, file, Number(cut[1]), query.get('announce') === '1');
  }

  const slow = rawPath.startsWith('/slow/');
  const file = resolveSafePath(ctx.root, slow ? rawPath.slice('/slow'.length) : rawPath);
  if (!file) return sendText(res, 404, 'not found');
  await serveFile(req, res, file, { ...ctx, slow });
}

export async function startFixtureServer(dir: string, options: FixtureServerOptions = {}): Promise<FixtureServer> {
  const root = path.resolve(dir);
  const requests: RecordedRequest[] = [];
  const resolvedOptions: Required<FixtureServerOptions> = {
    slowChunkBytes: options.slowChunkBytes ?? 16 * 1024,
    slowIntervalMs: options.slowIntervalMs ?? 100,
    holdSlow: options.holdSlow ?? false,
  };
  let origin = '';
  let release = () => {};
  let gate = Promise.resolve();
  const hold = () => (gate = new Promise<void>((resolve) => (release = resolve)));
  if (resolvedOptions.holdSlow) hold();
  const pace: SlowPace = { held: () => gate, hurried: false };

  const server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers });
    handle(req, res, { root, origin, options: resolvedOptions, pace }).catch((err: unknown) => {
      if (!res.headersSent) sendText(res, 500, String(err));
      else res.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    url: (p: string) => new URL(p, origin).href,
    requests,
    release: () => {
      release();
      if (resolvedOptions.holdSlow) hold();
    },
    hurry: () => {
      pace.hurried = true;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        // Slow downloads and keep-alive sockets would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}
