/**
 * Fit to size over HTTP (issue 26): `fit=<MB>` on GET /api/download and
 * POST /api/link, with the real yt-dlp and ffmpeg against a 6 s 720p clip at
 * about 4 Mbit/s on 127.0.0.1 (test/support/fit-fixtures.ts). The fitted file
 * is at most the size asked (MB = MiB), an MP4 that plays whole and keeps its
 * length, counted with its own bytes; what cannot be fitted is a 400 with the
 * sentence, and then the media is never fetched.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveChildCount } from '../../src/media/tools/process.js';
import { downloadUrl, type JsonBody, postInfo, startTestApp, type TestApp } from '../support/app-harness.js';
import { buildFitFixtures, FIT_CLIP_SECONDS, FIT_PATHS } from '../support/fit-fixtures.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { audioStream, probeFile, videoStream } from '../support/probe.js';
import { untilTestTimeout } from '../support/test-deadline.js';
import { ffmpegPath } from '../support/tools.js';

const run = promisify(execFile);
const MIB = 1024 * 1024;

let site: FixtureServer;
let app: TestApp;
let dir: string;
let sourceBytes: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fit-http-'));
  const fixtures = path.join(dir, 'site');
  ({ bytes: sourceBytes } = await buildFitFixtures(fixtures));
  site = await startFixtureServer(fixtures);
  app = await startTestApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await site?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The one format /api/info lists for a page, as download parameters. */
async function formatOf(pagePath: string): Promise<Record<string, string>> {
  const info = await postInfo(app.baseUrl, site.url(pagePath));
  expect(info.status).toBe(200);
  const format = info.body.formats[0] as JsonBody;
  return { url: site.url(pagePath), selector: format.selector, ext: format.ext, kind: format.kind, title: 'Fit clip' };
}

async function durationOf(file: string): Promise<number> {
  return Number((await probeFile(file)).format.duration);
}

/** The bytes recorded for the latest download that ended well. */
function lastDownloadBytes(): number | undefined {
  const db = new Database(path.join(app.dataDir, 'app.db'), { readonly: true });
  try {
    const row = db
      .prepare("select bytes from usage_events where action = 'download' and outcome = 'ok' order by id desc limit 1")
      .get() as { bytes: number } | undefined;
    return row?.bytes;
  } finally {
    db.close();
  }
}

/** Requests the fixture server had for the mp4 itself (not its page). */
const mediaRequests = () => site.requests.filter((r) => r.path.startsWith(FIT_PATHS.clip));

describe('fit=<MB>', () => {
  it('fits the 6 s 720p clip into 2 MB: an MP4 at most 2 MiB that plays whole and keeps its length', async () => {
    const format = await formatOf(FIT_PATHS.clipPage);
    expect(sourceBytes).toBeGreaterThan(2.5 * MIB);
    const started = Date.now();
    const response = await fetch(downloadUrl(app.baseUrl, { ...format, ext: 'webm', fit: '2' }));
    const body = Buffer.from(await response.arrayBuffer());
    const seconds = (Date.now() - started) / 1000;
    expect(response.status, body.toString().slice(0, 200)).toBe(200);
    // MP4 whatever ext was asked, named so.
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('content-disposition')).toMatch(/filename="Fit clip\.mp4"/);
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThanOrEqual(2 * MIB);
    // Not wastefully small either: the budget's margin is a few percent.
    expect(body.length).toBeGreaterThan(1.2 * MIB);
    const file = path.join(dir, 'fitted.mp4');
    await writeFile(file, body);

    const decoded = await run(ffmpegPath(), ['-v', 'error', '-i', file, '-f', 'null', '-']);
    expect(decoded.stderr).toBe('');
    const probed = await probeFile(file);
    expect(videoStream(probed)?.codec_name).toBe('h264');
    expect(audioStream(probed)?.codec_name).toBe('aac');
    const source = path.join(dir, 'site', FIT_PATHS.clip.slice(1));
    expect(Math.abs((await durationOf(file)) - (await durationOf(source)))).toBeLessThan(0.2);
    expect(await durationOf(file)).toBeCloseTo(FIT_CLIP_SECONDS, 0);
    // The usage row counts what was sent: the fitted file.
    await expect.poll(() => lastDownloadBytes(), untilTestTimeout()).toBe(body.length);
    console.info(
      `fit: 6 s 720p (${(sourceBytes / MIB).toFixed(1)} MiB) → ${(body.length / MIB).toFixed(2)} MiB in ${seconds.toFixed(1)} s`,
    );
    await expect
      .poll(async () => (await readdir(path.join(app.dataDir, 'tmp'))).filter((n) => n.startsWith('job-')), {
        timeout: 5000,
      })
      .toEqual([]);
  }, 180_000);

  it('fits a clip: its own length is spread over the size', async () => {
    const format = await formatOf(FIT_PATHS.clipPage);
    const response = await fetch(downloadUrl(app.baseUrl, { ...format, fit: '1', start: '1', end: '4' }));
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/Fit clip \(1s-4s\)\.mp4/);
    expect(body.length).toBeLessThanOrEqual(MIB);
    const file = path.join(dir, 'fitted-clip.mp4');
    await writeFile(file, body);
    expect(Math.abs((await durationOf(file)) - 3)).toBeLessThan(0.2);
  }, 120_000);

  it('refuses media too long for the size with the longest length that fits, before fetching anything', async () => {
    const format = await formatOf(FIT_PATHS.longPage);
    site.requests.length = 0;
    const response = await fetch(downloadUrl(app.baseUrl, { ...format, fit: '2' }));
    const body = (await response.json()) as JsonBody;
    expect(response.status).toBe(400);
    expect(body.code).toBe('invalid_request');
    expect(body.error).toMatch(/^At 2 MB a video can last at most 1 min \d+ sec; this one lasts 42 min\.$/);
    expect(mediaRequests()).toEqual([]);
    expect(liveChildCount()).toBe(0);
    // A clip of it is short enough: judged by the clip's length (HEAD: checked as a GET, nothing encoded).
    const clip = await fetch(downloadUrl(app.baseUrl, { ...format, fit: '2', start: '60', end: '70' }), {
      method: 'HEAD',
    });
    expect(clip.status).toBe(200);
    expect(clip.headers.get('content-type')).toBe('video/mp4');
  });

  it('refuses fit with convert=mp3, on an audio format and out of range with a 400 naming it', async () => {
    const format = await formatOf(FIT_PATHS.clipPage);
    site.requests.length = 0;
    const cases: [Record<string, string>, RegExp][] = [
      [{ fit: '2', convert: 'mp3' }, /fit cannot be used with convert=mp3/],
      [{ fit: '2', kind: 'audio' }, /fit works on video formats/],
      [{ fit: '0.5' }, /fit must be a size in MB from 1 to 2000/],
      [{ fit: '2001' }, /fit must be a size in MB from 1 to 2000/],
      [{ fit: '1e3' }, /fit must be a size in MB/],
      [{ fit: '-2' }, /fit must be a size in MB/],
    ];
    for (const [params, message] of cases) {
      const response = await fetch(downloadUrl(app.baseUrl, { ...format, ...params }));
      const body = (await response.json()) as JsonBody;
      expect(response.status, JSON.stringify(params)).toBe(400);
      expect(body.error, JSON.stringify(params)).toMatch(message);
    }
    expect(mediaRequests()).toEqual([]);
    expect(liveChildCount()).toBe(0);
  });

  it('signs fit into a link (decimals kept); the link is checked like a download', async () => {
    const format = await formatOf(FIT_PATHS.clipPage);
    const sign = (body: JsonBody) =>
      fetch(`${app.baseUrl}/api/link`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const signed = await sign({ ...format, fit: 2.5 });
    expect(signed.status).toBe(200);
    const link = new URL(((await signed.json()) as JsonBody).url, app.baseUrl);
    expect(link.searchParams.get('fit')).toBe('2.5');
    const head = await fetch(link, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-disposition')).toMatch(/\.mp4"/);

    const mp3 = await sign({ ...format, fit: 2, convert: 'mp3' });
    expect(mp3.status).toBe(400);
    expect(((await mp3.json()) as JsonBody).error).toMatch(/fit cannot be used with convert=mp3/);
    const long = await formatOf(FIT_PATHS.longPage);
    const tooLong = await fetch(
      new URL(((await (await sign({ ...long, fit: 2 })).json()) as JsonBody).url, app.baseUrl),
    );
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as JsonBody).error).toMatch(/this one lasts 42 min/);
  });
});
