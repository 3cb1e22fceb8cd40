import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaInfoSchema } from '../../src/http/api-schemas.js';
import { liveChildCount } from '../../src/media/tools/process.js';
import { downloadUrl, type JsonBody, postInfo, startTestApp, type TestApp } from '../support/app-harness.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { buildSubtitleFixtures, SUBTITLE_CUES, SUBTITLE_PATHS } from '../support/subtitle-fixtures.js';
import { ffprobePath } from '../support/tools.js';

let fixtures: FixtureServer;
let built: Awaited<ReturnType<typeof buildSubtitleFixtures>>;
let app: TestApp;
let pageUrl: string;
let hlsUrl: string;

beforeAll(async () => {
  built = await buildSubtitleFixtures();
  fixtures = await startFixtureServer(built.dir);
  app = await startTestApp({ MAX_CONCURRENT_JOBS: '2' });
  pageUrl = fixtures.url(SUBTITLE_PATHS.page);
  hlsUrl = fixtures.url(SUBTITLE_PATHS.hls);
});
afterAll(async () => {
  await app?.close();
  await fixtures?.close();
  await built?.remove();
});

interface Stream {
  codec_type: string;
  codec_name: string;
  tags?: Record<string, string>;
}

/** ffprobe's streams of a file fetched into memory (piped in). */
async function probeBytes(bytes: Buffer): Promise<Stream[]> {
  const child = execFile(ffprobePath(), ['-v', 'error', '-show_streams', '-of', 'json', '-i', 'pipe:0'], {
    encoding: 'utf8',
  });
  const output = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (c: string) => {
      out += c;
    });
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`ffprobe exited ${code}`))));
  });
  child.stdin?.on('error', () => {});
  child.stdin?.end(bytes);
  return (JSON.parse(await output) as { streams: Stream[] }).streams;
}

async function firstFormat(url: string): Promise<JsonBody> {
  const { body } = await postInfo(app.baseUrl, url);
  return (body.formats as JsonBody[])[0] as JsonBody;
}

async function get(params: Record<string, string | undefined>) {
  const response = await fetch(downloadUrl(app.baseUrl, params));
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes };
}

describe('subtitles in /api/info', () => {
  it('lists the <track>s of an HTML5 page, one per language, without their URLs', async () => {
    const { status, body } = await postInfo(app.baseUrl, pageUrl);
    expect(status).toBe(200);
    expect(body.subtitles).toEqual([
      { lang: 'en', name: 'English', automatic: false, formats: ['vtt'] },
      { lang: 'de', name: 'German', automatic: false, formats: ['vtt'] },
    ]);
    expect(JSON.stringify(body)).not.toContain('.vtt');
    // The answer is what the OpenAPI document says, field for field.
    expect(mediaInfoSchema.parse(body)).toEqual(body);
  });

  it('lists the WebVTT group of an HLS master', async () => {
    const { status, body } = await postInfo(app.baseUrl, hlsUrl);
    expect(status).toBe(200);
    expect(body.subtitles).toEqual([{ lang: 'fr', name: 'French', automatic: false, formats: ['vtt'] }]);
    expect(JSON.stringify(body)).not.toContain('fr.m3u8');
  });
});

describe('subs= muxes tracks into a video', () => {
  it('into MP4 as mov_text, each stream tagged with its ISO 639-2 language', async () => {
    const format = await firstFormat(pageUrl);
    const { response, bytes } = await get({
      url: pageUrl,
      selector: format.selector,
      ext: 'mp4',
      kind: 'video',
      title: 'With subs',
      subs: 'en,de',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    const streams = await probeBytes(bytes);
    expect(streams.some((s) => s.codec_type === 'video')).toBe(true);
    const subs = streams.filter((s) => s.codec_type === 'subtitle');
    expect(subs.map((s) => [s.codec_name, s.tags?.language])).toEqual([
      ['mov_text', 'eng'],
      ['mov_text', 'deu'],
    ]);
  });

  it('into MKV as SubRip from an HLS subtitle playlist, tagged in the bibliographic form', async () => {
    const format = await firstFormat(hlsUrl);
    const { response, bytes } = await get({
      url: hlsUrl,
      selector: format.selector,
      ext: 'mkv',
      kind: 'video',
      title: 'HLS subs',
      subs: 'fr',
    });
    expect(response.status).toBe(200);
    const streams = await probeBytes(bytes);
    const subs = streams.filter((s) => s.codec_type === 'subtitle');
    expect(subs).toHaveLength(1);
    expect(subs[0]?.codec_name).toBe('subrip');
    expect(subs[0]?.tags?.language).toBe('fre');
  });
});

describe('subs= with a clip', () => {
  it('cuts the subtitles with the media: an MKV clip keeps its SubRip stream and its language', async () => {
    const format = await firstFormat(pageUrl);
    const { response, bytes } = await get({
      url: pageUrl,
      selector: format.selector,
      ext: 'mkv',
      kind: 'video',
      title: 'Clip',
      subs: 'en',
      start: '1',
      end: '3',
    });
    expect(response.status).toBe(200);
    const subs = (await probeBytes(bytes)).filter((s) => s.codec_type === 'subtitle');
    expect(subs.map((s) => [s.codec_name, s.tags?.language])).toEqual([['subrip', 'eng']]);
  });
});

describe('kind=subtitles sends one track alone', () => {
  it('as SubRip converted from WebVTT, named Title.en.srt, with no selector (the track needs no format)', async () => {
    const { response, bytes } = await get({
      url: pageUrl,
      ext: 'srt',
      kind: 'subtitles',
      title: 'Subtitled clip',
      subs: 'en',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-subrip');
    expect(response.headers.get('content-disposition')).toContain('filename="Subtitled clip.en.srt"');
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    const text = bytes.toString('utf8');
    expect(text).toMatch(/^1\r?\n00:00:00,500 --> 00:00:02,000/);
    for (const cue of SUBTITLE_CUES.en) expect(text).toContain(cue);
  });

  it('as WebVTT from the segments of an HLS playlist, every cue once', async () => {
    const format = await firstFormat(hlsUrl);
    const { response, bytes } = await get({
      url: hlsUrl,
      selector: format.selector,
      ext: 'vtt',
      kind: 'subtitles',
      title: 'HLS',
      subs: 'fr',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/vtt');
    const text = bytes.toString('utf8');
    expect(text.startsWith('WEBVTT')).toBe(true);
    for (const cue of SUBTITLE_CUES.fr) expect(text.split(cue)).toHaveLength(2);
    expect(text.match(/WEBVTT/g)).toHaveLength(1);
  });

  it('through a signed link from POST /api/link', async () => {
    await firstFormat(pageUrl);
    const linked = await fetch(`${app.baseUrl}/api/link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: pageUrl, ext: 'srt', kind: 'subtitles', title: 't', subs: 'de' }),
    });
    expect(linked.status).toBe(200);
    const { url } = (await linked.json()) as { url: string };
    expect(url).toContain('subs=de');
    const response = await fetch(`${app.baseUrl}${url}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(SUBTITLE_CUES.de[0]);
  });
});

describe('refusals', () => {
  it('answers 400 naming the languages there are for one the media lacks, and starts nothing', async () => {
    const format = await firstFormat(pageUrl);
    // The jobs of earlier tests remove their directories as they end.
    const tmpDir = path.join(app.dataDir, 'tmp');
    const jobDirs = async () => (await readdir(tmpDir)).filter((n) => n.startsWith('job-'));
    await expect.poll(jobDirs, { timeout: 5000 }).toEqual([]);
    for (const params of [
      { ext: 'mp4', kind: 'video', subs: 'en,xx' },
      { ext: 'srt', kind: 'subtitles', subs: 'xx' },
    ]) {
      const { response, bytes } = await get({ url: pageUrl, selector: format.selector, title: 't', ...params });
      expect(response.status).toBe(400);
      const body = JSON.parse(bytes.toString('utf8')) as JsonBody;
      expect(body.code).toBe('invalid_request');
      expect(body.error).toContain('xx');
      expect(body.error).toContain('en, de');
      expect(liveChildCount()).toBe(0);
    }
    expect(await jobDirs()).toEqual([]);
  });

  it.each([
    ['ext=srt with kind=video', { ext: 'srt', kind: 'video' }, 'ext'],
    ['kind=subtitles without subs', { ext: 'srt', kind: 'subtitles' }, 'subs'],
    ['kind=subtitles with two languages', { ext: 'vtt', kind: 'subtitles', subs: 'en,de' }, 'subs'],
    ['kind=subtitles with ext=mp4', { ext: 'mp4', kind: 'subtitles', subs: 'en' }, 'ext'],
    ['subs with convert=mp3', { ext: 'mp3', kind: 'audio', convert: 'mp3', subs: 'en' }, 'subs'],
    ['subs into m4a', { ext: 'm4a', kind: 'audio', subs: 'en' }, 'subs'],
    ['a malformed language', { ext: 'mp4', kind: 'video', subs: 'en;rm' }, 'subs'],
    ['a video without a selector', { ext: 'mp4', kind: 'video', selector: undefined }, 'selector'],
  ])('400 for %s, before anything is looked up', async (_, params, field) => {
    const before = fixtures.requests.length;
    const { response, bytes } = await get({ url: pageUrl, selector: 'best', title: 't', ...params });
    expect(response.status).toBe(400);
    const body = JSON.parse(bytes.toString('utf8')) as JsonBody;
    expect(body.code).toBe('invalid_request');
    expect(body.error).toContain(`${field}:`);
    expect(fixtures.requests.length).toBe(before);
  });
});
