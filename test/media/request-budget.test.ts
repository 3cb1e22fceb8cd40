/**
 * A job's request budget (src/media/fetch/request-budget.ts) on real HTTP on
 * 127.0.0.1: every request of the server's own fetch counts as it is opened
 * (redirects too, empty answers too), bytes received earn more, a request
 * past the budget fails with too_many_fetches and never reaches the site, and
 * an egress session given the budget (a cover's) refuses the tools' requests
 * past it the same way.
 */
import http from 'node:http';
import type net from 'node:net';
import type { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { startEgressProxy } from '../../src/media/egress/proxy.js';
import { isMediaError } from '../../src/media/errors.js';
import { readFragments } from '../../src/media/fetch/fragment-reader.js';
import { fetchOrigin, type OriginConnector } from '../../src/media/fetch/origin-fetch.js';
import {
  baseAllowance,
  COVER_REQUESTS_PER_JOB,
  JOB_BASE_REQUESTS,
  type JobRequestKind,
  MAX_SUBTITLE_SEGMENTS,
  REQUESTS_PER_MB,
  RequestBudget,
  SUBTITLE_REQUESTS_PER_JOB,
} from '../../src/media/fetch/request-budget.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((close) => close()));
});

/** An origin: /empty/<i> answers 200 with no body, /kb/<n>/<i> n KiB, /hop/<n> redirects n times, then empty. */
async function startOrigin() {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    const url = req.url ?? '';
    seen.push(url);
    const kb = /^\/kb\/(\d+)\/\d+$/.exec(url);
    if (kb)
      return void res
        .writeHead(200, { 'Content-Length': Number(kb[1]) * 1024 })
        .end(Buffer.alloc(Number(kb[1]) * 1024, 7));
    const hop = /^\/hop\/(\d+)$/.exec(url);
    if (hop && Number(hop[1]) > 0) return void res.writeHead(302, { Location: `/hop/${Number(hop[1]) - 1}` }).end();
    res.writeHead(200, { 'Content-Length': 0 }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { origin: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`, seen };
}

async function startProxy() {
  const proxy = await startEgressProxy({ policy: { kind: 'allow-all' } });
  cleanups.push(() => proxy.close());
  return proxy;
}

/** A budget whose observer records what it was told. */
function observedBudget(shape: ConstructorParameters<typeof RequestBudget>[0] = {}) {
  const made: JobRequestKind[] = [];
  const refused: JobRequestKind[] = [];
  const budget = new RequestBudget(shape, { made: (k) => made.push(k), refused: (k) => refused.push(k) });
  return { budget, made, refused };
}

async function outcome(stream: Readable): Promise<number | string> {
  let bytes = 0;
  try {
    for await (const chunk of stream) bytes += (chunk as Buffer).length;
    return bytes;
  } catch (error) {
    return isMediaError(error) ? error.code : String(error);
  }
}

describe('what a job may ask before any byte', () => {
  it('is 100, and for each subtitle track 20 a started minute of the media, at most 2,000 (the cap when the length is unknown), at most 3,000 for all', () => {
    expect(baseAllowance({})).toBe(JOB_BASE_REQUESTS);
    expect(baseAllowance({ subtitleTracks: 1, mediaLengthS: 4 })).toBe(120);
    expect(baseAllowance({ subtitleTracks: 2, mediaLengthS: 61 })).toBe(100 + 2 * 40);
    expect(baseAllowance({ subtitleTracks: 1, mediaLengthS: 3 * 3600 })).toBe(100 + MAX_SUBTITLE_SEGMENTS);
    expect(baseAllowance({ subtitleTracks: 1 })).toBe(100 + MAX_SUBTITLE_SEGMENTS);
    expect(baseAllowance({ subtitleTracks: 8, mediaLengthS: 12_000 })).toBe(100 + SUBTITLE_REQUESTS_PER_JOB);
    expect(baseAllowance({ mediaLengthS: 3600 })).toBe(100);
  });

  it('refuses subtitle requests past SUBTITLE_REQUESTS_PER_JOB and cover ones past COVER_REQUESTS_PER_JOB, whatever else is left', () => {
    const { budget, refused } = observedBudget({ subtitleTracks: 8 });
    const taken = (kind: JobRequestKind, count: number) =>
      Array.from({ length: count }, () => budget.tryTake(kind)).filter(Boolean).length;
    expect(taken('subtitle', SUBTITLE_REQUESTS_PER_JOB + 5)).toBe(SUBTITLE_REQUESTS_PER_JOB);
    expect(taken('cover', COVER_REQUESTS_PER_JOB + 5)).toBe(COVER_REQUESTS_PER_JOB);
    expect(refused).toEqual([...Array(5).fill('subtitle'), ...Array(5).fill('cover')]);
    // The job's other requests still have what the budget leaves them.
    expect(budget.tryTake('fragment')).toBe(true);
  });
});

describe('the server’s own fetch within the budget', () => {
  it('counts every request, empty answers too, and fails the stream past it: the site never sees the one refused', async () => {
    const { origin, seen } = await startOrigin();
    const proxy = await startProxy();
    const session = proxy.createSession();
    const { budget, made, refused } = observedBudget();
    const connect = budget.connector('fragment', (url) => proxy.open(session, url));
    const urls = Array.from({ length: 1000 }, (_, i) => new URL(`${origin}/empty/${i}`));
    const stream = readFragments({ urls, connect, concurrency: 4, budget: { used: 0, max: 1e9 } });
    expect(await outcome(stream)).toBe('too_many_fetches');
    // 100, and the few more the answers' heads earned (about a hundred bytes each, 128 requests a MiB).
    expect(made.length).toBeGreaterThanOrEqual(JOB_BASE_REQUESTS);
    expect(made.length).toBeLessThanOrEqual(JOB_BASE_REQUESTS + 5);
    expect(budget.requests).toBe(made.length);
    expect(made.every((k) => k === 'fragment')).toBe(true);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    // What reached the site: no more than was counted, and far from the 1,000 listed.
    expect(seen.length).toBeLessThanOrEqual(made.length);
    session.end();
  });

  it('lets the bytes received earn more: 400 fragments of 64 KiB pass (25 MiB, 128 a MiB)', async () => {
    const { origin, seen } = await startOrigin();
    const proxy = await startProxy();
    const session = proxy.createSession();
    const { budget, refused } = observedBudget();
    const connect = budget.connector('fragment', (url) => proxy.open(session, url));
    const urls = Array.from({ length: 400 }, (_, i) => new URL(`${origin}/kb/64/${i}`));
    const stream = readFragments({ urls, connect, concurrency: 4, budget: { used: 0, max: 1e9 } });
    expect(await outcome(stream)).toBe(400 * 64 * 1024);
    expect(seen).toHaveLength(400);
    expect(refused).toEqual([]);
    // 25 MiB of bodies (and their heads) read: at least 100 + 25 × 128 may be asked now.
    expect(budget.allowance()).toBeGreaterThanOrEqual(JOB_BASE_REQUESTS + 25 * REQUESTS_PER_MB);
    session.end();
  });

  it('counts each redirect as a request of its own', async () => {
    const { origin, seen } = await startOrigin();
    const proxy = await startProxy();
    const session = proxy.createSession();
    const { budget, made } = observedBudget();
    const connect: OriginConnector = budget.connector('file', (url) => proxy.open(session, url));
    const response = await fetchOrigin(connect, { url: `${origin}/hop/5` });
    response.close();
    expect(seen).toEqual(['/hop/5', '/hop/4', '/hop/3', '/hop/2', '/hop/1', '/hop/0']);
    expect(made).toEqual(Array(6).fill('file'));
    session.end();
  });
});

/** A plain request through the proxy with the session's credentials: its status. */
function statusVia(proxyUrl: string, target: string): Promise<number> {
  const url = new URL(proxyUrl);
  const auth = `Basic ${Buffer.from(`${url.username}:${url.password}`).toString('base64')}`;
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port: Number(url.port),
      path: target,
      headers: { 'Proxy-Authorization': auth },
      agent: false,
    });
    req.on('error', reject);
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.end();
  });
}

describe('an egress session given the budget (a cover’s fetch by ffmpeg)', () => {
  it('counts each request of the tool, and refuses one past the budget before it reaches the site', async () => {
    const { origin, seen } = await startOrigin();
    const proxy = await startProxy();
    const { budget, made, refused } = observedBudget();
    const session = proxy.createSession({ onRequest: () => budget.tryTake('cover') });
    expect(await statusVia(session.proxyUrl, `${origin}/empty/1`)).toBe(200);
    expect(made).toEqual(['cover']);
    // Spend the rest: the next request is refused at the proxy, and the site sees nothing of it.
    while (budget.tryTake('fragment'));
    expect(await statusVia(session.proxyUrl, `${origin}/empty/2`)).toBe(403);
    expect(seen).toEqual(['/empty/1']);
    expect(refused).toContain('cover');
    session.end();
  });
});
