/**
 * What one download may ask of hosts the site names (issue 43, item 4), and
 * where a redirected media playlist's segments are, on a built instance on
 * loopback. Eight subtitle tracks of 2,000 segments each on another host, for
 * a video whose five 2 s segments claim 2,400 s each, made 16,000 requests
 * there; all subtitle requests of a job are now SUBTITLE_REQUESTS_PER_JOB at
 * most. A variant whose URL redirects has its segments beside the playlist
 * reached, as yt-dlp and ffmpeg read them.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SUBTITLE_SEGMENTS, SUBTITLE_REQUESTS_PER_JOB } from '../../src/media/fetch/request-budget.js';
import { downloadUrl, type JsonBody, postInfo } from '../support/app-harness.js';
import { type BuiltProcess, buildDist, startBuiltProcess } from '../support/built-process.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { type RecordingOrigin, startRecordingOrigin } from '../support/recording-origin.js';
import { buildSubtitleFixtures } from '../support/subtitle-fixtures.js';

const LANGS = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'sv'];

let dir: string;
let built: Awaited<ReturnType<typeof buildSubtitleFixtures>>;
let fixtures: FixtureServer;
let site: RecordingOrigin;
let elsewhere: RecordingOrigin;
let server: BuiltProcess;

/** Five 2 s segments that each claim 2,400 s: the media "lasts" 12,000 s. */
const INFLATED = `#EXTM3U\n#EXT-X-TARGETDURATION:2400\n${Array.from({ length: 5 }, (_, i) => `#EXTINF:2400.0,\ns${i}.ts`).join('\n')}\n#EXT-X-ENDLIST\n`;

/** A subtitle playlist of the most segments one track may have, every one on `host`. */
const subtitleFlood = (host: string, lang: string) =>
  `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXT-X-PLAYLIST-TYPE:VOD\n${Array.from(
    { length: MAX_SUBTITLE_SEGMENTS },
    (_, i) => `#EXTINF:2.0,\n${host}/seg.vtt?${lang}=${i}`,
  ).join('\n')}\n#EXT-X-ENDLIST\n`;

const floodMaster = () =>
  [
    '#EXTM3U',
    ...LANGS.map(
      (lang) =>
        `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="${lang}",LANGUAGE="${lang}",AUTOSELECT=YES,URI="subs/${lang}.m3u8"`,
    ),
    '#EXT-X-STREAM-INF:BANDWIDTH=300000,RESOLUTION=160x90,CODECS="avc1.64000c,mp4a.40.2",SUBTITLES="subs"',
    'v.m3u8',
    '',
  ].join('\n');

beforeAll(async () => {
  buildDist();
  dir = await mkdtemp(path.join(os.tmpdir(), 'foreign-requests-'));
  built = await buildSubtitleFixtures();
  // The subtitle set's video (4 s in two segments), behind a variant URL that redirects to it.
  await writeFile(
    path.join(built.dir, 'hls', 'moved.m3u8'),
    '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=300000,RESOLUTION=160x90,CODECS="avc1.64000c,mp4a.40.2"\n/redirect?to=/hls/v.m3u8\n',
  );
  fixtures = await startFixtureServer(built.dir);
  elsewhere = await startRecordingOrigin('127.0.0.2', { '/seg.vtt': 'WEBVTT\n\n' });
  site = await startRecordingOrigin('127.0.0.1', { '/master.m3u8': floodMaster(), '/v.m3u8': INFLATED });
  for (const lang of LANGS) site.routes.set(`/subs/${lang}.m3u8`, subtitleFlood(elsewhere.origin, lang));
  server = await startBuiltProcess({ DATA_DIR: path.join(dir, 'data'), ALLOW_PRIVATE_URLS: 'true' });
});
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await Promise.all([site?.close(), elsewhere?.close(), fixtures?.close()]);
  await built?.remove();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function firstFormat(url: string): Promise<JsonBody> {
  const { status, body } = await postInfo(server.baseUrl, url);
  expect(status).toBe(200);
  return (body.formats as JsonBody[])[0] as JsonBody;
}

describe('one download’s requests to hosts the site names', () => {
  it('stay within SUBTITLE_REQUESTS_PER_JOB for eight tracks of 2,000 segments and an inflated length', async () => {
    const url = site.url('/master.m3u8');
    const { body } = await postInfo(server.baseUrl, url);
    expect((body.subtitles as JsonBody[]).map((s) => s.lang).sort()).toEqual([...LANGS].sort());
    const format = (body.formats as JsonBody[])[0] as JsonBody;
    const query = { url, selector: format.selector, ext: 'mkv', kind: 'video', title: 'Flood', subs: LANGS.join(',') };
    const response = await fetch(downloadUrl(server.baseUrl, query));
    const answer = (await response.json()) as JsonBody;
    // No more requests than the cap allows, and requests were made (the cap is reached, not avoided).
    expect(elsewhere.requests.length).toBeLessThanOrEqual(SUBTITLE_REQUESTS_PER_JOB);
    expect(elsewhere.requests.length).toBeGreaterThan(MAX_SUBTITLE_SEGMENTS);
    expect(answer.code).toBe('too_many_fetches');
  });
});

describe('a variant whose URL redirects', () => {
  it('is fetched from the playlist reached: its segments are read beside it', async () => {
    const url = fixtures.url('/hls/moved.m3u8');
    const format = await firstFormat(url);
    const response = await fetch(
      downloadUrl(server.baseUrl, { url, selector: format.selector, ext: 'mp4', kind: 'video', title: 'Moved' }),
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.status).toBe(200);
    expect(bytes.length).toBeGreaterThan(10_000);
    expect(fixtures.requests.some((r) => r.path === '/hls/v_0.ts')).toBe(true);
  });
});
