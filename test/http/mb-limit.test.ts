/**
 * LIMIT_MB_PER_DAY over GET /api/download with downloads in flight, and
 * streams shorter than the Content-Length they were sent with (issue 9).
 * Real yt-dlp and ffmpeg on a ~3 MiB fixture generated at test time.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadUrl, type JsonBody, postInfo, startTestApp, type TestApp } from '../support/app-harness.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { buildSizedFixtures, SIZED_CUT_BYTES, SIZED_PATHS } from '../support/fixtures.js';
import { untilTestTimeout } from '../support/test-deadline.js';

const MB = 1024 * 1024;

let dir: string;
let fixtures: FixtureServer;
/** Size of the ~3 MiB mp4. */
let size: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mb-limit-http-'));
  size = (await buildSizedFixtures(dir)).bytes;
  fixtures = await startFixtureServer(dir);
});
afterAll(async () => {
  await fixtures?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function withApp(env: Record<string, string>, test: (app: TestApp) => Promise<void>) {
  const app = await startTestApp(env);
  try {
    await test(app);
  } finally {
    await app.close();
  }
}

type Row = { outcome: string; error_code: string | null; bytes: number };

/** The download rows of the app's database, oldest first. */
function downloadRows(app: TestApp): Row[] {
  const db = new Database(path.join(app.dataDir, 'app.db'), { readonly: true });
  try {
    return db
      .prepare("select outcome, error_code, bytes from usage_events where action = 'download' order by id")
      .all() as Row[];
  } finally {
    db.close();
  }
}

/** The download URL of the one format /api/info lists for a fixture page (which also caches the lookup). */
async function onlyFormat(app: TestApp, fixturePath: string) {
  const info = await postInfo(app.baseUrl, fixtures.url(fixturePath));
  expect(info.status).toBe(200);
  const format = info.body.formats[0] as JsonBody;
  const url = downloadUrl(app.baseUrl, {
    url: fixtures.url(fixturePath),
    selector: format.selector,
    ext: format.ext,
    kind: format.kind,
    title: 'three',
  });
  return { format, url };
}

/** Requests of the fixture server for the mp4 body (direct or through /cut/). */
const mediaGets = () => fixtures.requests.filter((r) => r.method === 'GET' && r.path.includes(SIZED_PATHS.media));

/** Reads a body to its end; `clean` is false when the transfer was cut. */
async function drain(response: Response): Promise<{ received: number; clean: boolean }> {
  let received = 0;
  try {
    for await (const chunk of response.body as ReadableStream<Uint8Array>) received += chunk.length;
    return { received, clean: true };
  } catch {
    return { received, clean: false };
  }
}

describe('LIMIT_MB_PER_DAY with downloads in flight', () => {
  it('serves exactly one of four parallel downloads of a 3 MB file under a 5 MB limit; the others get 429 before any download starts', async () => {
    expect(size).toBeGreaterThan(2.5 * MB);
    expect(size).toBeLessThan(5 * MB);
    await withApp({ LIMIT_MB_PER_DAY: '5' }, async (app) => {
      const { format, url } = await onlyFormat(app, SIZED_PATHS.page);
      // The size is known beforehand (the page says it): the service can reserve it.
      expect(format.filesizeApprox).toBe(size);
      fixtures.requests.length = 0;

      const responses = await Promise.all([1, 2, 3, 4].map(() => fetch(url)));
      const served = responses.filter((r) => r.status === 200);
      const refused = responses.filter((r) => r.status === 429);
      expect(served).toHaveLength(1);
      expect(refused).toHaveLength(3);
      for (const response of refused) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        const body = (await response.json()) as JsonBody;
        expect(body.code).toBe('limit_mb_per_day');
        expect(body.error).toMatch(
          /^You have used [\d.]+ of 5 MB today.*; this file \(about [\d.]+ MB\) needs about [\d.]+ MB more than is left/,
        );
      }
      const whole = await drain(served[0] as Response);
      expect(whole).toEqual({ received: size, clean: true });
      // Only the served download fetched the file: the refusals came before yt-dlp was started for them.
      expect(mediaGets()).toHaveLength(1);

      await expect.poll(() => downloadRows(app).filter((r) => r.outcome === 'running'), untilTestTimeout()).toEqual([]);
      const rows = downloadRows(app);
      expect(rows.filter((r) => r.outcome === 'ok')).toEqual([{ outcome: 'ok', error_code: null, bytes: size }]);
      expect(rows.filter((r) => r.error_code === 'limit_mb_per_day')).toHaveLength(3);
      expect(rows.reduce((sum, r) => sum + r.bytes, 0)).toBeLessThanOrEqual(5 * MB);
    });
  });

  it('refuses one download of a known size that is larger than what is left, without fetching it', async () => {
    await withApp({ LIMIT_MB_PER_DAY: '2' }, async (app) => {
      const { url } = await onlyFormat(app, SIZED_PATHS.page);
      fixtures.requests.length = 0;
      const response = await fetch(url);
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await response.json()) as JsonBody).code).toBe('limit_mb_per_day');
      expect(mediaGets()).toHaveLength(0);
      expect(downloadRows(app)).toEqual([{ outcome: 'error', error_code: 'limit_mb_per_day', bytes: 0 }]);
    });
  });

  it('refuses a direct link whose size only the site’s answer tells, before its first byte', async () => {
    await withApp({ LIMIT_MB_PER_DAY: '1' }, async (app) => {
      const { format, url } = await onlyFormat(app, SIZED_PATHS.media);
      // A direct link: yt-dlp reports neither a size nor a bitrate, so nothing can be reserved by size...
      expect(format.filesizeApprox).toBeUndefined();
      // ...but the server fetches it itself, and the Content-Length it is answered with does not fit.
      const response = await fetch(url);
      expect(response.status).toBe(429);
      expect(((await response.json()) as JsonBody).code).toBe('limit_mb_per_day');
      await expect.poll(() => downloadRows(app)[0]?.outcome, untilTestTimeout()).not.toBe('running');
      expect(downloadRows(app)).toEqual([{ outcome: 'error', error_code: 'limit_mb_per_day', bytes: 0 }]);
    });
  });

  it('tells what was used and what the refused file needs, when the size comes with the first answer', async () => {
    await withApp({ LIMIT_MB_PER_DAY: '5' }, async (app) => {
      const first = await onlyFormat(app, SIZED_PATHS.page);
      expect(await drain(await fetch(first.url))).toEqual({ received: size, clean: true });
      await expect.poll(() => downloadRows(app).map((r) => r.outcome)).toEqual(['ok']);
      // The same file again, linked directly: admitted (some of the day is left), its size known only from the site's answer.
      const { format, url } = await onlyFormat(app, SIZED_PATHS.media);
      expect(format.filesizeApprox).toBeUndefined();
      const response = await fetch(url);
      expect(response.status).toBe(429);
      const body = (await response.json()) as JsonBody;
      expect(body.code).toBe('limit_mb_per_day');
      const figures =
        /^You have used ([\d.]+) of 5 MB today; this file \(about ([\d.]+) MB\) needs about ([\d.]+) MB more than is left; resets in /.exec(
          body.error,
        );
      expect(figures, body.error).not.toBeNull();
      const [used, file, more] = (figures ?? []).slice(1).map(Number);
      // What the first download really sent (not the 5 MB the second one had reserved), and the real shortfall.
      expect(Math.abs((used ?? 0) - size / MB)).toBeLessThanOrEqual(0.05);
      expect(Math.abs((file ?? 0) - size / MB)).toBeLessThanOrEqual(0.05);
      const shortfall = size / MB - (5 - size / MB);
      expect(more).toBeGreaterThanOrEqual(shortfall);
      expect(more).toBeLessThanOrEqual(shortfall + 0.1);
    });
  });

  it('cuts a download of unknown size at the limit: the transfer is aborted and the row says so', async () => {
    await withApp({ LIMIT_MB_PER_DAY: '1' }, async (app) => {
      // The whole file, sent without a length (delimited by the end of the connection).
      const { format, url } = await onlyFormat(app, `/cut/${100 * MB}${SIZED_PATHS.media}`);
      // Neither yt-dlp nor the site's answer tells the size, so nothing can be reserved by size.
      expect(format.filesizeApprox).toBeUndefined();

      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-length')).toBeNull();
      const { received, clean } = await drain(response);
      expect(clean).toBe(false);
      expect(received).toBeLessThanOrEqual(MB);

      await expect.poll(() => downloadRows(app)[0]?.outcome, untilTestTimeout()).not.toBe('running');
      const [row] = downloadRows(app);
      expect(row?.outcome).toBe('error');
      expect(row?.error_code).toBe('limit_mb_per_day');
      // It ran up to the limit (less at most one pipe read) and not past it.
      expect(row?.bytes).toBeLessThanOrEqual(MB);
      expect(row?.bytes).toBeGreaterThan(MB - 256 * 1024);
      expect(received).toBeLessThanOrEqual(row?.bytes ?? 0);

      // The day is used up: the next download is refused at admission.
      const next = await fetch(url);
      expect(next.status).toBe(429);
      expect(((await next.json()) as JsonBody).error).toMatch(/^You have used [\d.]+ of 1 MB today/);
    });
  });
});

describe('a stream shorter than its Content-Length', () => {
  it.each([
    ['ends cleanly without a length, which alone looks whole', SIZED_PATHS.cutPage],
    ['announces its length and is cut at the same byte on every retry', SIZED_PATHS.cutAnnouncedPage],
  ])('is aborted and recorded as an error when the site %s', async (_, page) => {
    await withApp({}, async (app) => {
      const { format, url } = await onlyFormat(app, page);
      expect(format.filesizeApprox).toBe(size);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(Number(response.headers.get('content-length'))).toBe(size);
      const reading = drain(response);

      await expect.poll(() => downloadRows(app)[0]?.outcome, untilTestTimeout()).not.toBe('running');
      const [row] = downloadRows(app);
      expect(row?.outcome).toBe('error');
      expect(row?.bytes).toBeLessThanOrEqual(SIZED_CUT_BYTES);
      const { received, clean } = await reading;
      expect(clean).toBe(false);
      expect(received).toBeLessThanOrEqual(SIZED_CUT_BYTES);
      expect(mediaGets().length).toBeGreaterThanOrEqual(1);
    });
  });
});
