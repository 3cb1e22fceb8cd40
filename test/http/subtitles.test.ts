import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaInfoSchema } from '../../src/http/api-schemas.js';
import { baseAllowance, MAX_SUBTITLE_SEGMENTS } from '../../src/media/fetch/request-budget.js';
import { liveChildCount } from '../../src/media/tools/process.js';
import { downloadUrl, type JsonBody, postInfo, startTestApp, type TestApp } from '../support/app-harness.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { parsePrometheusText, sampleSum } from '../support/prometheus-text.js';
import {
  buildSubtitleFixtures,
  SUBTITLE_CUES,
  SUBTITLE_FLOOD,
  SUBTITLE_PATHS,
  writeSubtitleFloods,
} from '../support/subtitle-fixtures.js';
import { ffprobePath } from '../support/tools.js';

let fixtures: FixtureServer;
let built: Awaited<ReturnType<typeof buildSubtitleFixtures>>;
let app: TestApp;
let pageUrl: string;
let hlsUrl: string;

beforeAll(async () => {
  built = await buildSubtitleFixtures();
  await writeSubtitleFloods(built.dir);
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

/** The fixture server's requests for the flood's segments since `from`. */
const segmentRequests = (from: number) =>
  fixtures.requests.slice(from).filter((r) => r.path.startsWith(`${SUBTITLE_FLOOD.segmentPath}?`)).length;

/** The job request counters of /metrics now. */
async function jobRequestCounts(kind: string) {
  const families = parsePrometheusText(await (await fetch(`${app.baseUrl}/metrics`)).text());
  return {
    made: sampleSum(families, 'media_fetcher_job_requests_total', { kind }),
    refused: sampleSum(families, 'media_fetcher_job_request_budget_refusals_total', { kind }),
  };
}

describe('a subtitle playlist of many tiny segments (issue 38)', () => {
  it('over the cap of one track (20,000 segments): refused once the playlist is read, no segment asked for', async () => {
    const url = fixtures.url(SUBTITLE_FLOOD.flood.master);
    const format = await firstFormat(url);
    const from = fixtures.requests.length;
    const before = await jobRequestCounts('subtitle');
    const { response, bytes } = await get({
      url,
      selector: format.selector,
      ext: 'vtt',
      kind: 'subtitles',
      title: 't',
      subs: 'fr',
    });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = JSON.parse(bytes.toString('utf8')) as JsonBody;
    expect(body.code).toBe('too_many_fetches');
    expect(body.error).toBe(
      'This subtitle track is split into too many pieces (segments: 20,000; at most 2,000 are fetched for one track).',
    );
    // The playlist once; of its segments, none (the cap bounds them in any case).
    const playlist = fixtures.requests.slice(from).filter((r) => r.path === '/hls/subs/flood.m3u8');
    expect(playlist).toHaveLength(1);
    expect(segmentRequests(from)).toBe(0);
    expect(segmentRequests(from)).toBeLessThanOrEqual(MAX_SUBTITLE_SEGMENTS);
    const after = await jobRequestCounts('subtitle');
    expect(after.made - before.made).toBe(1);

    // Muxed into a video, the same refusal, before the video's own segments are asked for.
    const muxedFrom = fixtures.requests.length;
    const muxed = await get({ url, selector: format.selector, ext: 'mkv', kind: 'video', title: 't', subs: 'fr' });
    expect(muxed.response.status).toBe(422);
    expect((JSON.parse(muxed.bytes.toString('utf8')) as JsonBody).code).toBe('too_many_fetches');
    expect(segmentRequests(muxedFrom)).toBe(0);
    expect(fixtures.requests.slice(muxedFrom).filter((r) => r.path.endsWith('.ts'))).toEqual([]);
    expect(liveChildCount()).toBe(0);
  });

  it("under the cap but past what a job on 4 s of media may ask: stopped at its request budget, in the client's language", async () => {
    const url = fixtures.url(SUBTITLE_FLOOD.many.master);
    const { body: info } = await postInfo(app.baseUrl, url);
    const format = (info.formats as JsonBody[])[0] as JsonBody;
    // 100 for any job, 20 a started minute for the one track: 120, a little more for the bytes the answers bring.
    const budget = baseAllowance({ subtitleTracks: 1, mediaLengthS: info.durationSeconds });
    expect(budget).toBe(120);
    const from = fixtures.requests.length;
    const before = await jobRequestCounts('subtitle');
    const response = await fetch(
      downloadUrl(app.baseUrl, {
        url,
        selector: format.selector,
        ext: 'srt',
        kind: 'subtitles',
        title: 't',
        subs: 'fr',
      }),
      { headers: { 'accept-language': 'de' } },
    );
    const body = (await response.json()) as JsonBody;
    expect(response.status).toBe(422);
    expect(body.code).toBe('too_many_fetches');
    expect(body.error).toMatch(/^Dieses Medium ist in zu viele Teile zerlegt: .*\(gestellte Anfragen: \d+\)\.$/);
    const after = await jobRequestCounts('subtitle');
    const made = after.made - before.made;
    // Every request counted (the playlist and each segment, empty as they are), then one refused.
    expect(made).toBeGreaterThanOrEqual(budget);
    expect(made).toBeLessThan(budget + 10);
    expect(after.refused - before.refused).toBeGreaterThanOrEqual(1);
    // What the site saw: at most what was counted, and far from the 1,500 segments listed.
    const seen = segmentRequests(from) + 1;
    expect(seen).toBeLessThanOrEqual(made);
    expect(seen).toBeGreaterThan(budget / 2);
    expect(liveChildCount()).toBe(0);
  });
});
