/**
 * Clips over HTTP (issue 13): `start`/`end` on GET /api/download and
 * POST /api/link, with the real yt-dlp and ffmpeg against a minute of media
 * on 127.0.0.1 (test/support/clip-fixtures.ts): an exact cut lasts what was
 * asked and starts on the right frame, an MP3 clip has the asked length and
 * bitrate, a fast cut is within a GOP, only the overlapping DASH fragments
 * and a small part of a plain file are fetched, the file name carries the
 * range, bad ranges are 400, a signed link covers the range, and the
 * duration limit sees the clip's length.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { downloadUrl, type JsonBody, postInfo, startTestApp, type TestApp } from '../support/app-harness.js';
import {
  buildClipFixtures,
  CLIP_FPS,
  CLIP_GOP_S,
  type CountingServer,
  longestGapNeverSent,
  referenceFrame,
  startCountingServer,
} from '../support/clip-fixtures.js';
import { startFixtureServer } from '../support/fixture-server.js';
import { probeFile, videoStream } from '../support/probe.js';
import { untilTestTimeout } from '../support/test-deadline.js';
import { ffmpegPath } from '../support/tools.js';

const run = promisify(execFile);
/** The fixture is a minute; the limit lets a clip through where the whole is refused. */
const MAX_DURATION_S = 30;

let site: CountingServer;
let app: TestApp;
let dir: string;

beforeAll(async () => {
  site = await startCountingServer(await buildClipFixtures());
  app = await startTestApp({ LIMIT_MAX_DURATION_S: String(MAX_DURATION_S) });
  dir = await mkdtemp(path.join(os.tmpdir(), 'clips-http-'));
}, 60_000);
afterAll(async () => {
  await app?.close();
  await site?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const dashUrl = () => `${site.origin}/dash/manifest.mpd`;
const pageUrl = () => `${site.origin}/long.html`;

/**
 * The download parameters of the best video merged with the best audio (DASH) or the one plain format
 * (page). Selectors, not /api/info's list: /api/info refuses media longer than LIMIT_MAX_DURATION_S
 * (the SPEC's contract), while a clip of it may be downloaded.
 */
function formatOf(url: string, selector = 'bv+ba/b'): Record<string, string> {
  return { url, selector, ext: 'mp4', kind: 'video', title: 'Long fixture' };
}

/** Follows a download URL into a file; returns the response and the file's path. */
async function fetchTo(target: string, name: string) {
  const response = await fetch(target);
  const file = path.join(dir, name);
  if (response.ok) await writeFile(file, Buffer.from(await response.arrayBuffer()));
  return { response, file };
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

const durationOf = async (file: string) => Number((await probeFile(file)).format.duration);

/** PSNR in dB between two pictures (higher is closer). */
async function psnr(a: string, b: string): Promise<number> {
  const { stderr } = await run(ffmpegPath(), ['-hide_banner', '-i', a, '-i', b, '-lavfi', 'psnr', '-f', 'null', '-']);
  const value = /average:(inf|[\d.]+)/.exec(stderr)?.[1];
  return value === 'inf' ? Number.POSITIVE_INFINITY : Number(value);
}

/** Which of the source's frames `n-1`, `n`, `n+1` the clip's first frame is closest to. */
async function firstFrameMatch(clip: string, n: number): Promise<number> {
  const first = path.join(dir, `${path.basename(clip)}-first.png`);
  await run(ffmpegPath(), ['-hide_banner', '-loglevel', 'error', '-y', '-i', clip, '-frames:v', '1', first]);
  let best = { frame: -1, db: Number.NEGATIVE_INFINITY };
  for (const frame of [n - 1, n, n + 1]) {
    const reference = path.join(dir, `frame-${frame}.png`);
    await referenceFrame(frame, reference);
    const db = await psnr(first, reference);
    if (db > best.db) best = { frame, db };
  }
  return best.frame;
}

describe('a clip of DASH media', () => {
  it('cuts 10.5-20 s exactly: 9.5 s, first frame the one at 10.5 s, only the overlapping fragments fetched', async () => {
    const format = formatOf(dashUrl());
    site.seen.length = 0;
    const { response, file } = await fetchTo(
      downloadUrl(app.baseUrl, { ...format, start: '10.5', end: '20' }),
      'exact.mp4',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('Long fixture (10.5s-20s).mp4');
    expect(await durationOf(file)).toBeGreaterThan(9.4);
    expect(await durationOf(file)).toBeLessThan(9.6);
    // 10.5 s is between frames 262 (10.48 s) and 263 (10.52 s): the first frame shown at or after it.
    expect(await firstFrameMatch(file, Math.ceil(10.5 * CLIP_FPS))).toBe(Math.ceil(10.5 * CLIP_FPS));
    // 2 s segments: 10.5-20 s lies in segments 6 to 10 (10-12 s … 18-20 s), plus each stream's initialisation.
    const chunks = site.seen.filter((p) => p.includes('chunk-stream0-'));
    expect(chunks.sort()).toEqual([6, 7, 8, 9, 10].map((n) => `/dash/chunk-stream0-${String(n).padStart(5, '0')}.m4s`));
  });

  it('cuts MP3 exactly at the bitrate asked', async () => {
    const format = formatOf(dashUrl());
    const { response, file } = await fetchTo(
      downloadUrl(app.baseUrl, { ...format, convert: 'mp3', quality: '128', start: '5', end: '0:12.5' }),
      'clip.mp3',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('(5s-12.5s).mp3');
    const probed = await probeFile(file);
    expect(Number(probed.format.duration)).toBeGreaterThan(7.4);
    expect(Number(probed.format.duration)).toBeLessThan(7.6);
    expect(Number(probed.streams[0]?.bit_rate)).toBe(128_000);
  });

  it('cuts fast on keyframes: the clip is longer by less than a GOP', async () => {
    const format = formatOf(dashUrl());
    const { response, file } = await fetchTo(
      downloadUrl(app.baseUrl, { ...format, start: '10.5', end: '20', cut: 'fast' }),
      'fast.mp4',
    );
    expect(response.status).toBe(200);
    const seconds = await durationOf(file);
    expect(seconds).toBeGreaterThan(9.5 - 0.1);
    expect(seconds).toBeLessThan(9.5 + CLIP_GOP_S + 0.1);
    expect(videoStream(await probeFile(file))?.codec_name).toBe('h264');
  });
});

describe('a clip of HLS media', () => {
  it("cuts the fixture set's HLS (MPEG-TS segments, timestamps not from 0) to the length asked", async () => {
    const fixtures = await startFixtureServer(inject('fixturesDir'));
    try {
      const { response, file } = await fetchTo(
        downloadUrl(app.baseUrl, { ...formatOf(fixtures.url('/hls/master.m3u8'), 'b'), start: '1.5', end: '3.5' }),
        'hls-clip.mp4',
      );
      expect(response.status).toBe(200);
      expect(await durationOf(file)).toBeGreaterThan(1.9);
      expect(await durationOf(file)).toBeLessThan(2.1);
      // 2 s segments: 1.5-3.5 s lies in the first two of the variant chosen, the third is never asked for.
      expect(fixtures.requests.some((r) => /_002\.ts$/.test(r.path))).toBe(false);
      expect(fixtures.requests.some((r) => /_001\.ts$/.test(r.path))).toBe(true);
    } finally {
      await fixtures.close();
    }
  });
});

describe('a clip of a plain file', () => {
  it('seeks in the file: a 2 s clip of ten minutes fetches a small part of it', async () => {
    const format = formatOf(pageUrl());
    // The lookup (yt-dlp, and ffprobe for what the page does not say) is not the clip's fetch: done first.
    expect((await postInfo(app.baseUrl, pageUrl())).status).toBe(413);
    site.deliveries.length = 0;
    site.seen.length = 0;
    const { response, file } = await fetchTo(
      downloadUrl(app.baseUrl, { ...format, start: '7:00', end: '7:02' }),
      'direct-clip.mp4',
    );
    expect(response.status).toBe(200);
    expect(await durationOf(file)).toBeCloseTo(2, 0);
    const whole = (await stat(path.join(site.root, 'long.mp4'))).size;
    const deliveries = site.deliveries.filter((d) => d.path === '/long.mp4');
    // A range request from about 7:00 (seven tenths of the file, as the minute repeats at a constant rate).
    expect(deliveries.some((d) => d.start > whole * 0.6 && d.start < whole * 0.75 && d.bytes > 0)).toBe(true);
    // Reading through to 7:00 would send every byte before it. Seeking leaves most of them unsent. How far a
    // response got ahead of its reader depends on how busy the machine is, not on the clip: it is bounded by
    // what the sockets on the way (site to proxy to ffmpeg) buffer, a few MB each, so ask for a gap of a tenth.
    const gap = longestGapNeverSent(site.deliveries, '/long.mp4', 0, Math.floor(whole * 0.65));
    const sentTotal = deliveries.reduce((sum, d) => sum + d.bytes, 0);
    expect(gap, `${sentTotal} of ${whole} bytes sent in ${deliveries.length} responses`).toBeGreaterThan(whole / 10);
  });
});

describe('a fast clip of a plain file', () => {
  it('copies from the keyframe at or before start: longer by less than a GOP', async () => {
    const { response, file } = await fetchTo(
      downloadUrl(app.baseUrl, { ...formatOf(pageUrl()), start: '7:01', end: '7:05', cut: 'fast' }),
      'direct-fast.mp4',
    );
    expect(response.status).toBe(200);
    const seconds = await durationOf(file);
    expect(seconds).toBeGreaterThan(4 - 0.1);
    expect(seconds).toBeLessThan(4 + CLIP_GOP_S + 0.1);
  });
});

describe('clip parameters', () => {
  it('refuses bad ranges with 400 and a sentence naming the parameter', async () => {
    const format = formatOf(dashUrl());
    const cases: [Record<string, string>, 'start' | 'end' | 'cut'][] = [
      [{ start: 'abc', end: '20' }, 'start'],
      [{ start: '10', end: '1:2:3:4' }, 'end'],
      [{ start: '-1', end: '20' }, 'start'],
      [{ start: '20', end: '10' }, 'end'],
      [{ start: '10', end: '10' }, 'end'],
      [{ start: '10', end: '1:01' }, 'end'],
      [{ start: '1:00', end: '1:00.5' }, 'start'],
      [{ start: '10', end: '20', cut: 'slow' }, 'cut'],
    ];
    for (const [range, named] of cases) {
      const response = await fetch(downloadUrl(app.baseUrl, { ...format, ...range }));
      const body = (await response.json()) as JsonBody;
      expect(response.status, JSON.stringify(range)).toBe(400);
      expect(body.code).toBe('invalid_request');
      expect(body.error, JSON.stringify(range)).toMatch(new RegExp(`\\b${named}\\b`));
    }
  });

  it("gives the duration limit the clip's length: the whole minute is refused, 20 s of it is not", async () => {
    const format = formatOf(dashUrl());
    const whole = await fetch(downloadUrl(app.baseUrl, format));
    expect(whole.status).toBe(413);
    expect(((await whole.json()) as JsonBody).code).toBe('limit_max_duration');
    const tooLong = await fetch(downloadUrl(app.baseUrl, { ...format, start: '0', end: String(MAX_DURATION_S + 1) }));
    expect(tooLong.status).toBe(413);
    await tooLong.arrayBuffer();
    const { response, file } = await fetchTo(
      downloadUrl(app.baseUrl, { ...format, start: '30', end: '50', cut: 'fast' }),
      'limited.mp4',
    );
    expect(response.status).toBe(200);
    expect(await durationOf(file)).toBeGreaterThan(19.9);
    // The usage row counts the bytes sent (LIMIT_MB_PER_DAY), the clip's, not the media's.
    await expect.poll(() => lastDownloadBytes(), untilTestTimeout()).toBe((await stat(file)).size);
  });

  it('signs the range into a link: the link cuts it, a changed start is 403', async () => {
    const format = formatOf(dashUrl());
    const signed = await fetch(`${app.baseUrl}/api/link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...format, start: '0:05', end: 12, cut: 'exact' }),
    });
    expect(signed.status).toBe(200);
    const link = new URL(((await signed.json()) as JsonBody).url, app.baseUrl);
    expect(link.searchParams.get('start')).toBe('5');
    const { response, file } = await fetchTo(link.href, 'signed.mp4');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('Long fixture (5s-12s).mp4');
    expect(await durationOf(file)).toBeCloseTo(7, 0);
    link.searchParams.set('start', '4');
    const changed = await fetch(link.href);
    expect(changed.status).toBe(403);
    expect(((await changed.json()) as JsonBody).code).toBe('link_invalid');
  });

  it('signs only times the link can carry: each one is a 400 naming it, or a link the download route accepts', async () => {
    const cases: { start?: number | string; end?: number | string; ok: boolean }[] = [
      { start: 1e-7, end: 10, ok: true },
      { start: 2.0000001, end: 10.123456789, ok: true },
      { start: 0.1 + 0.2, end: 5, ok: true },
      { start: 1e-7, end: 3e-4, ok: false },
      { end: 1e-7, ok: false },
      { start: 1234567890, ok: false },
      { start: 1, end: 1e21, ok: false },
      { start: '999999:00:00', ok: false },
    ];
    for (const times of cases) {
      const signed = await fetch(`${app.baseUrl}/api/link`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...formatOf(dashUrl()), ...times }),
      });
      const body = (await signed.json()) as JsonBody;
      const label = JSON.stringify(times);
      if (!times.ok) {
        expect(signed.status, label).toBe(400);
        expect(body.code, label).toBe('invalid_request');
        expect(body.error, label).toMatch(/\b(start|end)\b/);
        continue;
      }
      expect(signed.status, label).toBe(200);
      const link = new URL(body.url, app.baseUrl);
      for (const name of ['start', 'end']) expect(link.searchParams.get(name), label).toMatch(/^\d+(\.\d{1,3})?$/);
      // HEAD checks the link as a GET would (the clip against the media's length) without cutting it.
      const followed = await fetch(link, { method: 'HEAD' });
      expect(followed.status, label).toBe(200);
    }
  });

  it('refuses a link whose range is out of order before signing it', async () => {
    const response = await fetch(`${app.baseUrl}/api/link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...formatOf(dashUrl()), start: 30, end: 20 }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as JsonBody).error).toMatch(/\bend\b/);
  });
});
