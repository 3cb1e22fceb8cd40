/**
 * The owner's cookies (YTDLP_COOKIES_FILE) go only where they belong (issue
 * 43, item 1), on a built instance on loopback: site A (127.0.0.2) is the one
 * the file holds a login for, site B (127.0.0.1) anyone's. A master on B whose
 * variants name A gets formats that carry A's cookies; the service's own read
 * of that master must not send them to B. A changed cookie file is used by the
 * next lookup, not when a warm worker happens to retire. Downloads keep them
 * off B too: a subtitle playlist on A whose segments are on B, a file on A
 * that redirects to B (A gets them, B not), a cover on A that redirects to B,
 * an AES-128 playlist on A whose key is on B.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadUrl, type JsonBody, postInfo } from '../support/app-harness.js';
import { type BuiltProcess, buildDist, startBuiltProcess } from '../support/built-process.js';
import { buildCoverFixtures, writeSongPage } from '../support/cover-fixtures.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { runFfmpeg } from '../support/fixtures.js';
import { type RecordingOrigin, startRecordingOrigin } from '../support/recording-origin.js';
import { writeSubtitleFixtures } from '../support/subtitle-fixtures.js';

const SECRET = 'site-a-secret';

let dir: string;
let cookiesFile: string;
let siteA: RecordingOrigin;
let siteB: RecordingOrigin;
/** Site B's media (on 127.0.0.1 too): the subtitle set's clip.mp4, the cover set's song and pictures. */
let mediaB: FixtureServer;
let server: BuiltProcess;

/** A Netscape cookie file with one session cookie for site A's host (expiring in 2100). */
const cookieFile = (value: string) =>
  `# Netscape HTTP Cookie File\n127.0.0.2\tFALSE\t/\tFALSE\t4102444800\tsid\t${value}\n`;

const MEDIA_PLAYLIST = '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\ns0.ts\n#EXTINF:2.0,\ns1.ts\n#EXT-X-ENDLIST\n';

/** A master on B whose audio rendition, video variant and subtitle playlist are on A. */
const masterNaming = (a: string) =>
  [
    '#EXTM3U',
    `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="Main",LANGUAGE="en",DEFAULT=YES,URI="${a}/hls/a.m3u8"`,
    `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",URI="${a}/hls/en.m3u8"`,
    '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360,CODECS="avc1.64001e,mp4a.40.2",AUDIO="aud",SUBTITLES="subs"',
    `${a}/hls/v.m3u8`,
    '',
  ].join('\n');

/** A subtitle playlist on A whose segments are on B. */
const subtitlesOn = (b: string) =>
  `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\n${b}/seg.vtt?n=0\n#EXTINF:2.0,\n${b}/seg.vtt?n=1\n#EXT-X-ENDLIST\n`;

/** The subtitle set's clip as AES-128 HLS served by A under /enc/, its key by B. */
async function encryptedOnA(media: string): Promise<void> {
  const enc = path.join(media, 'enc');
  await mkdir(enc);
  const key = randomBytes(16);
  await writeFile(path.join(enc, 'key.bin'), key);
  await writeFile(path.join(enc, 'key.info'), `${siteB.url('/key.bin')}\n${path.join(enc, 'key.bin')}\n`);
  await runFfmpeg(
    [
      ...['-i', path.join(media, 'clip.mp4'), '-c', 'copy', '-f', 'hls', '-hls_time', '2'],
      ...['-hls_playlist_type', 'vod', '-hls_key_info_file', 'key.info', 'index.m3u8'],
    ],
    enc,
  );
  for (const name of await readdir(enc)) {
    const bytes = await readFile(path.join(enc, name));
    if (name.endsWith('.ts') || name.endsWith('.m3u8')) siteA.routes.set(`/enc/${name}`, (_req, res) => res.end(bytes));
  }
  siteB.routes.set('/key.bin', (_req, res) => res.end(key));
}

beforeAll(async () => {
  buildDist();
  dir = await mkdtemp(path.join(os.tmpdir(), 'credential-origins-'));
  cookiesFile = path.join(dir, 'cookies.txt');
  await writeFile(cookiesFile, cookieFile(SECRET));
  siteA = await startRecordingOrigin('127.0.0.2', {
    '/hls/a.m3u8': MEDIA_PLAYLIST,
    '/hls/v.m3u8': MEDIA_PLAYLIST,
  });
  siteB = await startRecordingOrigin('127.0.0.1', {
    '/master.m3u8': masterNaming(siteA.origin),
    '/seg.vtt': 'WEBVTT\n\n00:00:00.500 --> 00:00:01.500\nHello\n',
  });
  siteA.routes.set('/hls/en.m3u8', subtitlesOn(siteB.origin));
  const media = path.join(dir, 'media');
  await Promise.all([writeSubtitleFixtures(media), buildCoverFixtures(media)]);
  mediaB = await startFixtureServer(media);
  siteA.routes.set('/go.mp4', { redirect: mediaB.url('/clip.mp4') });
  siteA.routes.set('/thumb.jpg', { redirect: mediaB.url('/wide.jpg') });
  await writeFile(
    path.join(media, 'redirect.html'),
    `<!DOCTYPE html><html><head><title>Moved</title></head><body><video controls><source src="${siteA.url('/go.mp4')}" type="video/mp4"></video></body></html>\n`,
  );
  await writeSongPage(media, 'song', { media: '/song.m4a', thumbnail: siteA.url('/thumb.jpg') });
  await encryptedOnA(media);
  server = await startBuiltProcess({
    DATA_DIR: path.join(dir, 'data'),
    ALLOW_PRIVATE_URLS: 'true',
    YTDLP_COOKIES_FILE: cookiesFile,
  });
});
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await Promise.all([siteA?.close(), siteB?.close(), mediaB?.close()]);
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("site A's cookies in the service's own reads", () => {
  it('reads a master on B whose variants are on A without sending A’s cookie to B', async () => {
    const { status, body } = await postInfo(server.baseUrl, siteB.url('/master.m3u8'));
    expect(status).toBe(200);
    // A's formats were listed (their cookies are A's), and the master was read twice: by yt-dlp, and
    // by the service for its audio groups (the video is merged with the group's default rendition).
    expect((body.formats as JsonBody[]).some((f) => String(f.id).includes('+'))).toBe(true);
    expect(siteB.requests.filter((r) => r.path === '/master.m3u8').length).toBeGreaterThanOrEqual(2);
    expect(siteA.cookiesSeen()).toContain(SECRET);
    expect(siteB.cookiesSeen()).not.toContain(SECRET);
  });
});

/** GET /api/download of the first format of `url`; resolves with the status once the body is read. */
async function download(url: string, params: Record<string, string>): Promise<number> {
  const { body } = await postInfo(server.baseUrl, url);
  const format = (body.formats as JsonBody[])[0] as JsonBody;
  const response = await fetch(downloadUrl(server.baseUrl, { url, selector: format.selector, ...params }));
  await response.arrayBuffer();
  return response.status;
}

/** What B's media server was sent as Cookie with `file`. */
const mediaCookies = (file: string) =>
  mediaB.requests
    .filter((r) => r.path === file)
    .map((r) => r.headers.cookie ?? '')
    .join('\n');

describe("site A's cookies in downloads", () => {
  it('are not sent with subtitle segments on B that a playlist on A names', async () => {
    await download(siteB.url('/master.m3u8'), { ext: 'mkv', kind: 'video', title: 'Subs', subs: 'en' });
    const segments = siteB.requests.filter((r) => r.path.startsWith('/seg.vtt'));
    expect(segments).toHaveLength(2);
    for (const segment of segments) expect(segment.cookie ?? '').not.toContain(SECRET);
  });

  it('go with a file on A, and not on to B where A redirects it', async () => {
    expect(await download(mediaB.url('/redirect.html'), { ext: 'mp4', kind: 'video', title: 'Moved' })).toBe(200);
    // The server's own fetch sends them there (ffmpeg's probes send none).
    expect(siteA.requests.some((r) => r.path === '/go.mp4' && r.cookie?.includes(SECRET))).toBe(true);
    expect(mediaB.requests.some((r) => r.path === '/clip.mp4')).toBe(true);
    expect(mediaCookies('/clip.mp4')).not.toContain(SECRET);
  });

  it('are not sent with a cover on A that redirects to B', async () => {
    expect(await download(mediaB.url('/song.html'), { ext: 'm4a', kind: 'audio', title: 'Song' })).toBe(200);
    expect(mediaB.requests.some((r) => r.path === '/wide.jpg')).toBe(true);
    expect(mediaCookies('/wide.jpg')).not.toContain(SECRET);
  });
});

describe("site A's cookies with a key", () => {
  it('are not sent to B for the key of an AES-128 playlist on A', async () => {
    expect(await download(siteA.url('/enc/index.m3u8'), { ext: 'mp4', kind: 'video', title: 'Locked' })).toBe(200);
    expect(siteA.requests.some((r) => r.path.startsWith('/enc/') && r.cookie?.includes(SECRET))).toBe(true);
    const keys = siteB.requests.filter((r) => r.path === '/key.bin');
    expect(keys.length).toBeGreaterThan(0);
    for (const request of keys) expect(request.cookie ?? '').not.toContain(SECRET);
  });
});

describe('a changed YTDLP_COOKIES_FILE', () => {
  it('is what the next lookup sends, though a warm worker read the old one', async () => {
    siteA.routes.set('/first.m3u8', MEDIA_PLAYLIST);
    siteA.routes.set('/second.m3u8', MEDIA_PLAYLIST);
    const health = (await (await fetch(`${server.baseUrl}/api/health`)).json()) as JsonBody;
    // Lookups run in warm workers here, or this would prove nothing of them.
    expect(health.lookups?.mode).toBe('workers');
    expect((await postInfo(server.baseUrl, siteA.url('/first.m3u8'))).status).toBe(200);
    expect(siteA.requests.find((r) => r.path === '/first.m3u8')?.cookie).toContain(SECRET);

    // Replaced as an editor or a browser export does: a new file of the same size renamed over the old.
    const fresh = 'site-a-renewd';
    expect(fresh.length).toBe(SECRET.length);
    await writeFile(`${cookiesFile}.new`, cookieFile(fresh));
    await rename(`${cookiesFile}.new`, cookiesFile);
    expect((await postInfo(server.baseUrl, siteA.url('/second.m3u8'))).status).toBe(200);
    const second = siteA.requests.filter((r) => r.path === '/second.m3u8');
    expect(second.length).toBeGreaterThan(0);
    for (const request of second) expect(request.cookie).toContain(fresh);
  });
});
