/**
 * The owner's cookies (YTDLP_COOKIES_FILE) go only where they belong (issue
 * 43, item 1), on a built instance on loopback: site A (127.0.0.2) is the one
 * the file holds a login for, site B (127.0.0.1) anyone's. A master on B whose
 * variants name A gets formats that carry A's cookies; the service's own read
 * of that master must not send them to B. A changed cookie file is used by the
 * next lookup, not when a warm worker happens to retire.
 */
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JsonBody, postInfo } from '../support/app-harness.js';
import { type BuiltProcess, buildDist, startBuiltProcess } from '../support/built-process.js';
import { type RecordingOrigin, startRecordingOrigin } from '../support/recording-origin.js';

const SECRET = 'site-a-secret';

let dir: string;
let cookiesFile: string;
let siteA: RecordingOrigin;
let siteB: RecordingOrigin;
let server: BuiltProcess;

/** A Netscape cookie file with one session cookie for site A's host (expiring in 2100). */
const cookieFile = (value: string) =>
  `# Netscape HTTP Cookie File\n127.0.0.2\tFALSE\t/\tFALSE\t4102444800\tsid\t${value}\n`;

const MEDIA_PLAYLIST = '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\ns0.ts\n#EXTINF:2.0,\ns1.ts\n#EXT-X-ENDLIST\n';

/** A master on B whose audio rendition and video variant are on A. */
const masterNaming = (a: string) =>
  [
    '#EXTM3U',
    `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="Main",LANGUAGE="en",DEFAULT=YES,URI="${a}/hls/a.m3u8"`,
    '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360,CODECS="avc1.64001e,mp4a.40.2",AUDIO="aud"',
    `${a}/hls/v.m3u8`,
    '',
  ].join('\n');

beforeAll(async () => {
  buildDist();
  dir = await mkdtemp(path.join(os.tmpdir(), 'credential-origins-'));
  cookiesFile = path.join(dir, 'cookies.txt');
  await writeFile(cookiesFile, cookieFile(SECRET));
  siteA = await startRecordingOrigin('127.0.0.2', {
    '/hls/a.m3u8': MEDIA_PLAYLIST,
    '/hls/v.m3u8': MEDIA_PLAYLIST,
  });
  siteB = await startRecordingOrigin('127.0.0.1', { '/master.m3u8': masterNaming(siteA.origin) });
  server = await startBuiltProcess({
    DATA_DIR: path.join(dir, 'data'),
    ALLOW_PRIVATE_URLS: 'true',
    YTDLP_COOKIES_FILE: cookiesFile,
  });
});
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await Promise.all([siteA?.close(), siteB?.close()]);
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
