import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type JsonBody, postInfo, startTestApp, type TestApp } from '../support/app-harness.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { PAGE_METADATA } from '../support/fixtures.js';

const SPEC_INFO_KEYS = ['id', 'title', 'uploader', 'durationSeconds', 'thumbnail', 'platform', 'webpageUrl', 'formats'];
const SPEC_FORMAT_KEYS = ['id', 'selector', 'ext', 'kind', 'label', 'detail', 'filesizeApprox'];

let fixtures: FixtureServer;
let app: TestApp;

beforeAll(async () => {
  fixtures = await startFixtureServer(inject('fixturesDir'));
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
  await fixtures?.close();
});

describe('POST /api/info', () => {
  it('lists the DASH fixture as one merged entry per height plus the audio, best first', async () => {
    const url = fixtures.url('/dash/manifest.mpd');
    const { status, body } = await postInfo(app.baseUrl, url);
    expect(status).toBe(200);
    for (const key of Object.keys(body)) expect(SPEC_INFO_KEYS).toContain(key);
    expect(body).toMatchObject({ id: 'manifest', title: 'manifest', platform: 'generic', webpageUrl: url });
    const formats = body.formats as JsonBody[];
    for (const format of formats) for (const key of Object.keys(format)) expect(SPEC_FORMAT_KEYS).toContain(key);
    expect(formats.map((f) => [f.kind, f.label])).toEqual([
      ['video', '720p'],
      ['video', '360p'],
      ['audio', 'Audio 96 kbps'],
    ]);
    const [hd, sd, audio] = formats;
    expect(hd).toMatchObject({ id: '0+2', selector: '0+bestaudio[ext=m4a]/0+bestaudio', ext: 'mp4' });
    expect(hd?.detail).toBe('MP4 · H.264 · AAC');
    expect(sd).toMatchObject({ id: '1+2', selector: '1+bestaudio[ext=m4a]/1+bestaudio', ext: 'mp4' });
    expect(audio).toMatchObject({ id: '2', selector: '2', ext: 'm4a', kind: 'audio' });
    // No sizes from yt-dlp here: estimated from bitrate × duration, audio included in the merges.
    expect(audio?.filesizeApprox).toBeGreaterThan(0);
    expect(hd?.filesizeApprox).toBeGreaterThan(sd?.filesizeApprox);
    expect(sd?.filesizeApprox).toBeGreaterThan(audio?.filesizeApprox);
  });

  it("says a format's words in the language of Accept-Language, and says that the answer varies by it", async () => {
    const url = fixtures.url('/dash/manifest.mpd');
    const { status, headers, body } = await postInfo(app.baseUrl, url, { 'accept-language': 'ru-RU,ru;q=0.9' });
    expect(status).toBe(200);
    expect(headers.get('vary')).toMatch(/accept-language/i);
    const formats = body.formats as JsonBody[];
    expect(formats.map((f) => [f.kind, f.label])).toEqual([
      ['video', '720p'],
      ['video', '360p'],
      ['audio', 'Аудио 96 кбит/с'],
    ]);
    // The same lookup, from the cache, in English for a client that asks for none.
    expect(((await postInfo(app.baseUrl, url)).body.formats as JsonBody[])[2]?.label).toBe('Audio 96 kbps');
  });

  it('lists the HLS master as two muxed variants that need no merge', async () => {
    const { status, body } = await postInfo(app.baseUrl, fixtures.url('/hls/master.m3u8'));
    expect(status).toBe(200);
    const formats = body.formats as JsonBody[];
    expect(formats.map((f) => f.label)).toEqual(['720p', '360p']);
    for (const f of formats) {
      expect(f.kind).toBe('video');
      expect(f.selector).toBe(f.id);
      expect(f.selector).not.toContain('+');
    }
  });

  it('fills duration and height of a direct link by probing it, never inventing them', async () => {
    const { status, body } = await postInfo(app.baseUrl, fixtures.url('/direct.mp4'));
    expect(status).toBe(200);
    expect(body.durationSeconds).toBeCloseTo(4, 0);
    expect(body.uploader).toBeUndefined();
    expect(body.thumbnail).toBeUndefined();
    expect(body.formats).toHaveLength(1);
    expect(body.formats[0]).toMatchObject({ kind: 'video', label: '360p', ext: 'mp4', selector: 'mp4' });
    expect(body.formats[0].detail).toContain('H.264');
  });

  it('reads title, uploader, duration and thumbnail from schema.org JSON-LD', async () => {
    const { status, body } = await postInfo(app.baseUrl, fixtures.url('/page.html'));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      title: PAGE_METADATA.title,
      uploader: PAGE_METADATA.uploader,
      durationSeconds: PAGE_METADATA.durationSeconds,
      thumbnail: fixtures.url('/thumb.jpg'),
      platform: 'generic',
    });
  });

  it('lists an audio file as audio', async () => {
    const { body } = await postInfo(app.baseUrl, fixtures.url('/audio.m4a'));
    expect(body.formats.map((f: { kind: string }) => f.kind)).toEqual(['audio']);
  });

  it('answers a page without media with 422 unsupported_url', async () => {
    const { status, body, headers } = await postInfo(app.baseUrl, fixtures.url('/nomedia.html'));
    expect(status).toBe(422);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toEqual({ error: expect.stringMatching(/not supported/), code: 'unsupported_url' });
  });

  it('answers an unreachable host with 422 unreachable', async () => {
    const closed = await startFixtureServer(inject('fixturesDir'));
    const url = closed.url('/direct.mp4');
    await closed.close();
    const { status, body } = await postInfo(app.baseUrl, url);
    expect(status).toBe(422);
    expect(body.code).toBe('unreachable');
  });

  it('serves a repeated request from the cache without touching the site, and shares concurrent ones', async () => {
    const countFor = (marker: string) => fixtures.requests.filter((r) => r.path.includes(marker)).length;
    // What one extraction of this manifest costs the site (yt-dlp + the duration probe).
    await postInfo(app.baseUrl, fixtures.url('/hls/master.m3u8?solo'));
    const oneExtraction = countFor('?solo');
    expect(oneExtraction).toBeGreaterThan(0);

    const url = fixtures.url('/hls/master.m3u8?pair');
    const [a, b] = await Promise.all([postInfo(app.baseUrl, url), postInfo(app.baseUrl, url)]);
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect(countFor('?pair')).toBe(oneExtraction);

    const before = fixtures.requests.length;
    const again = await postInfo(app.baseUrl, url);
    expect(again.body).toEqual(a.body);
    expect(fixtures.requests.length).toBe(before);
  });
});
