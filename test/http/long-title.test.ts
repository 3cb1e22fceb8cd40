/**
 * Long titles through the HTTP API: yt-dlp gives titles of up to 2000
 * characters (long captions), /api/info hands them on whole, and
 * GET /api/download takes them back and names the file with at most 200
 * bytes of them. Real yt-dlp and ffmpeg on the loopback fixtures.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MAX_TITLE_BYTES } from '../../src/media/filename.js';
import { MAX_TITLE_LENGTH } from '../../src/media/schemas.js';
import { downloadUrl, postInfo, startTestApp, type TestApp } from '../support/app-harness.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { FIXTURE_PATHS, LONG_TITLE } from '../support/fixtures.js';
import { audioStream, probeFile, videoStream } from '../support/probe.js';

let fixtures: FixtureServer;
let app: TestApp;
let outDir: string;

beforeAll(async () => {
  fixtures = await startFixtureServer(inject('fixturesDir'));
  app = await startTestApp();
  outDir = await mkdtemp(path.join(os.tmpdir(), 'long-title-test-'));
});
afterAll(async () => {
  await app?.close();
  await fixtures?.close();
  await rm(outDir, { recursive: true, force: true });
});

/** Tokens and the attr-chars of RFC 5987 (`filename*` values), per RFC 6266's grammar. */
const DISPOSITION =
  /^attachment; filename="([\x20\x21\x23-\x5b\x5d-\x7e]*)"; filename\*=UTF-8''([A-Za-z0-9!#$&+.^_`|~%-]+)$/;
const bytes = (text: string) => Buffer.byteLength(text);
/** The title as a file name may show it: path and reserved characters gone, spaces collapsed. */
const asFileText = (title: string) => title.replace(/[/\\:*?"<>|]/g, ' ').replace(/\s+/g, ' ');

/** The file name of a download, read from its Content-Disposition (which must be valid). */
function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  const match = DISPOSITION.exec(header);
  if (!match) throw new Error(`not a valid Content-Disposition: ${header}`);
  return decodeURIComponent(match[2] ?? '');
}

let counter = 0;
async function saveBody(response: Response): Promise<string> {
  const file = path.join(outDir, `out-${++counter}`);
  await pipeline(Readable.fromWeb(response.body as never), createWriteStream(file));
  return file;
}

describe('long titles through GET /api/download', () => {
  const pageUrl = () => fixtures.url(FIXTURE_PATHS.longTitlePage);

  it('takes the 800-character title /api/info gave and names the file with 200 bytes of it, cut between words', async () => {
    const info = await postInfo(app.baseUrl, pageUrl());
    expect(info.status).toBe(200);
    expect(info.body.title).toBe(LONG_TITLE);
    const format = (info.body.formats as { selector: string; ext: string; kind: string }[]).find(
      (f) => f.kind === 'video',
    );
    if (!format) throw new Error('the long-title page has no video format');

    const response = await fetch(
      downloadUrl(app.baseUrl, {
        url: pageUrl(),
        selector: format.selector,
        ext: format.ext,
        kind: format.kind,
        title: info.body.title,
      }),
    );
    expect(response.status).toBe(200);
    const name = fileNameOf(response);
    expect(name.endsWith(`.${format.ext}`)).toBe(true);
    const base = name.slice(0, -(format.ext.length + 1));
    expect(bytes(base)).toBeLessThanOrEqual(MAX_TITLE_BYTES);
    expect(bytes(base)).toBeGreaterThan(MAX_TITLE_BYTES / 2);
    expect(base).not.toMatch(/[/\\:*?"<>|]/);
    expect(base.endsWith('…')).toBe(true);
    // The beginning of the title, up to the end of a word.
    const kept = base.slice(0, -1);
    const title = asFileText(LONG_TITLE);
    expect(title.startsWith(kept)).toBe(true);
    expect(title[kept.length]).toBe(' ');

    const probed = await probeFile(await saveBody(response));
    expect(videoStream(probed)?.height).toBe(360);
    expect(Number(probed.format.duration)).toBeCloseTo(4, 0);
  });

  it('tags an MP3 with the short title', async () => {
    const response = await fetch(
      downloadUrl(app.baseUrl, {
        url: pageUrl(),
        selector: 'best',
        ext: 'mp3',
        kind: 'audio',
        title: LONG_TITLE,
        convert: 'mp3',
        quality: '128',
      }),
    );
    expect(response.status).toBe(200);
    expect(fileNameOf(response).endsWith('.mp3')).toBe(true);
    const probed = await probeFile(await saveBody(response));
    expect(audioStream(probed)?.codec_name).toBe('mp3');
    const tag = probed.format.tags?.title ?? '';
    expect(bytes(tag)).toBeLessThanOrEqual(MAX_TITLE_BYTES);
    expect(tag.endsWith('…')).toBe(true);
    expect(LONG_TITLE.startsWith(tag.slice(0, -1))).toBe(true);
  });

  it(`accepts ${MAX_TITLE_LENGTH} characters, the longest title yt-dlp gives, and answers 400 above`, async () => {
    // CJK: 9 bytes each once percent-encoded, 18 KB for the title alone.
    const longest = '長'.repeat(MAX_TITLE_LENGTH);
    const params = { url: fixtures.url(FIXTURE_PATHS.directMp4), selector: 'mp4', ext: 'mp4', kind: 'video' };
    const ok = await fetch(downloadUrl(app.baseUrl, { ...params, title: longest }));
    expect(ok.status).toBe(200);
    expect(bytes(fileNameOf(ok).replace(/\.mp4$/, ''))).toBeLessThanOrEqual(MAX_TITLE_BYTES);
    await saveBody(ok);

    const tooLong = await fetch(downloadUrl(app.baseUrl, { ...params, title: `${longest}長` }));
    expect(tooLong.status).toBe(400);
    const body = (await tooLong.json()) as { code: string; error: string };
    expect(body.code).toBe('invalid_request');
    expect(body.error).toMatch(/title/);
  });
});
