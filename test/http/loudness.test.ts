/**
 * Issue 47: loudness evened out (loudness=ebu-r128) on an MP3 over GET /api/download. A source made quiet on
 * purpose (pink noise far under -16 LUFS) comes out near the target (two passes: its length is known and short);
 * without the option it stays quiet, and an output that is no MP3 is refused. The one pass of longer media is
 * test/options/loudness.test.ts'.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARGET_LUFS } from '../../src/options/loudness/loudnorm.js';
import { downloadUrl, postInfo, startTestApp, type TestApp } from '../support/app-harness.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { integratedLoudness } from '../support/loudness.js';
import { buildQuietAudio, QUIET_SECONDS, QUIET_TITLE } from '../support/quiet-audio.js';

/** How near the target an evened-out file must come (the issue's ±1.5 LU). */
const TOLERANCE_LU = 1.5;

let dir: string;
let site: FixtureServer;
let app: TestApp;
let sourceLufs: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'loudness-test-'));
  await buildQuietAudio(dir);
  [site, app, sourceLufs] = await Promise.all([
    startFixtureServer(dir),
    startTestApp({ MAX_CONCURRENT_JOBS: '4' }),
    integratedLoudness(path.join(dir, 'quiet.m4a')),
  ]);
});
afterAll(async () => {
  await app?.close();
  await site?.close();
  await rm(dir, { recursive: true, force: true });
});

let counter = 0;
/** Downloads the link's one format with `params`; the response and, when it is a file, where it was saved. */
async function download(link: string, params: Record<string, string>) {
  const url = site.url(link);
  const info = await postInfo(app.baseUrl, url);
  expect(info.status).toBe(200);
  const format = info.body.formats[0] as Record<string, string>;
  const response = await fetch(
    downloadUrl(app.baseUrl, { url, selector: format.selector, kind: 'audio', title: QUIET_TITLE, ...params }),
  );
  if (response.status !== 200) return { response, durationS: info.body.durationSeconds };
  const file = path.join(dir, `out-${++counter}.mp3`);
  await pipeline(Readable.fromWeb(response.body as never), createWriteStream(file));
  return { response, file, durationS: info.body.durationSeconds };
}

const mp3 = { ext: 'mp3', convert: 'mp3', quality: '128' };

describe('loudness=ebu-r128', () => {
  it('the source is quiet on purpose: far under the target', () => {
    expect(sourceLufs).toBeLessThan(TARGET_LUFS - 10);
  });

  it('two passes where the length is known: the MP3 comes out near the target', async () => {
    const { response, file, durationS } = await download('/quiet.html', { ...mp3, loudness: 'ebu-r128' });
    expect(durationS).toBe(QUIET_SECONDS);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(Math.abs((await integratedLoudness(file as string)) - TARGET_LUFS)).toBeLessThanOrEqual(TOLERANCE_LU);
  });

  it('ext=mp3 alone takes it too (the audio made into MP3)', async () => {
    const { file } = await download('/quiet.html', { ext: 'mp3', loudness: 'ebu-r128' });
    expect(Math.abs((await integratedLoudness(file as string)) - TARGET_LUFS)).toBeLessThanOrEqual(TOLERANCE_LU);
  });

  it('without it the MP3 stays as quiet as its source', async () => {
    const { file } = await download('/quiet.html', mp3);
    expect(Math.abs((await integratedLoudness(file as string)) - sourceLufs)).toBeLessThanOrEqual(TOLERANCE_LU);
  });

  it('refused on an output that is no MP3, and for a value it does not know', async () => {
    const asM4a = await download('/quiet.html', { ext: 'm4a', loudness: 'ebu-r128' });
    expect(asM4a.response.status).toBe(400);
    expect(await asM4a.response.json()).toMatchObject({ code: 'invalid_request', error: expect.stringMatching(/MP3/) });
    const unknown = await download('/quiet.html', { ...mp3, loudness: 'loud' });
    expect(unknown.response.status).toBe(400);
  });

  it('is refused from the request alone: the link is never read', async () => {
    const url = site.url('/quiet.html?never-read');
    const response = await fetch(
      downloadUrl(app.baseUrl, {
        url,
        selector: 'best',
        kind: 'audio',
        ext: 'm4a',
        title: QUIET_TITLE,
        loudness: 'ebu-r128',
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_request', error: expect.stringMatching(/MP3/) });
    expect(site.requests.filter((request) => request.path.includes('never-read'))).toEqual([]);
  });
});
