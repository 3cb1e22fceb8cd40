/**
 * Live streams are refused unless ALLOW_LIVE, and media whose duration the
 * server cannot tell is cut at the user's duration limit instead of running
 * until the job timeout.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { downloadUrl, postInfo, startTestApp } from '../support/app-harness.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { writeOpenHlsFixture } from '../support/fixtures.js';
import { probeFile } from '../support/probe.js';
import { liveYtdlp, unknownLengthYtdlp } from '../support/stand-in-ytdlp.js';

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
