/**
 * Live streams are refused unless ALLOW_LIVE, and media whose duration the
 * server cannot tell is cut at the user's duration limit instead of running
 * until the job timeout.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { downloadUrl, postInfo, startTestApp } from '../support/app-harness.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { writeOpenHlsFixture } from '../support/fixtures.js';
import { probeFile } from '../support/probe.js';
import { standInTools } from '../support/tools.js';

let dir: string;
let fixtures: FixtureServer;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'live-test-'));
  await writeOpenHlsFixture(inject('fixturesDir'), dir);
  fixtures = await startFixtureServer(dir);
});
afterAll(async () => {
  await fixtures?.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * yt-dlp as a live site makes it answer: the real yt-dlp, with `is_live` set
 * in its JSON (the generic extractor of older yt-dlp never sets it).
 */
function liveYtdlp(): string {
  return reportingYtdlp('yt-dlp-live', 'info.is_live = true;\ninfo.live_status = "is_live";');
}

/**
 * yt-dlp as a site that sells an open playlist as recorded media makes it answer: not live, and no
 * duration (an old yt-dlp said so of every playlist without ENDLIST; a current one calls it live).
 * ffmpeg cannot time such a playlist either, so the server cannot tell the length before it reads.
 */
function unknownLengthYtdlp(): string {
  return reportingYtdlp('yt-dlp-not-live', 'info.is_live = false;\ninfo.live_status = "not_live";');
}

/** The real yt-dlp, with `edit` applied to what -J prints and the duration taken away. */
function reportingYtdlp(name: string, edit: string): string {
  // In the stand-ins' folder, where a confined run can also reach the real yt-dlp it starts.
  const { bin, ytdlp: real } = standInTools();
  const file = path.join(bin, name);
  writeFileSync(
    file,
    `#!${process.execPath}
const { spawnSync } = require('node:child_process');
const args = process.argv.slice(2);
if (!args.includes('--dump-single-json')) {
  process.exit(spawnSync(${JSON.stringify(real)}, args, { stdio: 'inherit' }).status ?? 1);
}
const run = spawnSync(${JSON.stringify(real)}, args, { stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 26 });
if (run.status !== 0) process.exit(run.status ?? 1);
const info = JSON.parse(run.stdout.toString('utf8'));
${edit}
delete info.duration;
process.stdout.write(JSON.stringify(info));
`,
  );
  chmodSync(file, 0o755);
  return file;
}

async function download(baseUrl: string, url: string) {
  const info = await postInfo(baseUrl, url);
  expect(info.body).toMatchObject({ formats: expect.any(Array) });
  const format = info.body.formats[0];
  const response = await fetch(
    downloadUrl(baseUrl, { url, selector: format.selector, ext: 'mp4', kind: format.kind, title: 'clip' }),
  );
  expect(response.status).toBe(200);
  const file = path.join(dir, `out-${Date.now()}-${Math.random()}.mp4`);
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return { info: info.body, probe: await probeFile(file) };
}

/** The open playlist (4 s of media) downloaded under LIMIT_MAX_DURATION_S=2. */
async function expectCutAtTwoSeconds(baseUrl: string) {
  const { info, probe } = await download(baseUrl, fixtures.url('/open.m3u8'));
  expect(info.durationSeconds).toBeUndefined();
  expect(Number(probe.format.duration)).toBeGreaterThan(1);
  expect(Number(probe.format.duration)).toBeLessThanOrEqual(2.2);
}

describe('live streams', () => {
  it('are refused with 422 live_stream and a sentence', async () => {
    const app = await startTestApp({ YTDLP_PATH: liveYtdlp() });
    try {
      const info = await postInfo(app.baseUrl, fixtures.url('/open.m3u8'));
      expect(info.status).toBe(422);
      expect(info.body).toEqual({ code: 'live_stream', error: expect.stringMatching(/live stream/) });
    } finally {
      await app.close();
    }
  });

  it('are read with ALLOW_LIVE=true, and then cut at the duration limit', async () => {
    const app = await startTestApp({ YTDLP_PATH: liveYtdlp(), ALLOW_LIVE: 'true', LIMIT_MAX_DURATION_S: '2' });
    try {
      await expectCutAtTwoSeconds(app.baseUrl);
    } finally {
      await app.close();
    }
  });
});

describe('media of unknown duration under LIMIT_MAX_DURATION_S', () => {
  it('is cut at the limit, so the file is never longer than the limit allows', async () => {
    const app = await startTestApp({ YTDLP_PATH: unknownLengthYtdlp(), LIMIT_MAX_DURATION_S: '2' });
    try {
      await expectCutAtTwoSeconds(app.baseUrl);
    } finally {
      await app.close();
    }
  });

  it('is whole without a limit (the same source is longer than the cut)', async () => {
    const app = await startTestApp({ YTDLP_PATH: unknownLengthYtdlp() });
    try {
      const { probe } = await download(app.baseUrl, fixtures.url('/open.m3u8'));
      expect(Number(probe.format.duration)).toBeGreaterThan(3.5);
    } finally {
      await app.close();
    }
  });
});
