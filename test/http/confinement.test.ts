/**
 * The egress rule must hold for every socket yt-dlp and ffmpeg open, not only
 * for the traffic that chooses the proxy. Each attack below got bytes from a
 * loopback port that was not allowed back to an API client before the tools
 * were confined. The instance allows exactly one private origin (the
 * attacker's page server); canaries on other loopback ports count every
 * connection and datagram and must see none.
 */
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { resolveBinaries } from '../../src/binaries/index.js';
import { downloadUrl, type JsonBody, postInfo, startTestApp, type TestApp } from '../support/app-harness.js';
import { CANARY_SECRET, type Canaries, startCanaries } from '../support/canaries.js';
import { startFixtureServer } from '../support/fixture-server.js';
import { writeYtdlpOnlyHlsFixture } from '../support/fixtures.js';
import { untilTestTimeout } from '../support/test-deadline.js';

/** What `ps` shows of every process (its command line), and each process's environment where readable. */
function processes(): { cmdline: string; environ: string }[] {
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8').replaceAll('\0', ' ');
    } catch {
      return '';
    }
  };
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((pid) => ({ cmdline: read(`/proc/${pid}/cmdline`), environ: read(`/proc/${pid}/environ`) }));
}

/** `#__youtubedl_smuggle=` data that makes yt-dlp skip its proxy for the request. */
const NO_PROXY_SMUGGLE = `#${new URLSearchParams({
  __youtubedl_smuggle: JSON.stringify({ http_headers: { 'Ytdl-request-proxy': '__noproxy__' } }),
})}`;

/** The attacker's site: the one origin the instance may reach. Every page points at a canary. */
async function startAttackerSite(canaries: Canaries) {
  const c = (path: string) => `http://127.0.0.1:${canaries.httpPort}${path}`;
  const ftp = (path: string) => `ftp://127.0.0.1:${canaries.ftpPort}${path}`;
  const sdp = [
    'v=0',
    'o=- 0 0 IN IP4 127.0.0.1',
    's=canary',
    'c=IN IP4 127.0.0.1',
    't=0 0',
    `m=video ${canaries.udpPort} RTP/AVP 96`,
    'a=rtpmap:96 H264/90000',
    '',
  ].join('\r\n');
  const routes: Record<string, { type?: string; body?: string; location?: string }> = {
    '/ftp-redirect': { location: ftp('/secret.html') },
    '/ftp-segment.m3u8': {
      type: 'application/vnd.apple.mpegurl',
      body: `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\n${ftp('/seg.ts')}\n#EXT-X-ENDLIST\n`,
    },
    '/ftp-segment.mpd': {
      type: 'application/dash+xml',
      body: `<?xml version="1.0"?>
<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" mediaPresentationDuration="PT4S" minBufferTime="PT2S" profiles="urn:mpeg:dash:profile:isoff-main:2011">
  <Period>
    <AdaptationSet mimeType="video/mp4" segmentAlignment="true">
      <Representation id="v0" bandwidth="500000" width="640" height="360" codecs="avc1.42c01e">
        <SegmentList duration="2" timescale="1">
          <Initialization sourceURL="${ftp('/init.mp4')}"/>
          <SegmentURL media="${ftp('/seg1.m4s')}"/>
          <SegmentURL media="${ftp('/seg2.m4s')}"/>
        </SegmentList>
      </Representation>
    </AdaptationSet>
  </Period>
</MPD>`,
    },
    '/smuggled.html': {
      type: 'text/html',
      body: `<!DOCTYPE html><html><head><title>Smuggled</title>
<script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: 'Smuggled',
        duration: 'PT4S',
        contentUrl: c(`/secretfile.mp4${NO_PROXY_SMUGGLE}`),
      })}</script></head><body>video</body></html>`,
    },
    '/smuggled-redirect': { location: c(`/playlist.m3u8${NO_PROXY_SMUGGLE}`) },
    '/sample-aes.m3u8': {
      type: 'application/vnd.apple.mpegurl',
      body: `#EXTM3U\n#EXT-X-VERSION:5\n#EXT-X-TARGETDURATION:2\n#EXT-X-KEY:METHOD=SAMPLE-AES,URI="/key.bin",KEYFORMAT="identity"\n#EXTINF:2.0,\n/sdp-segment.ts\n#EXT-X-ENDLIST\n`,
    },
    '/sdp-segment.ts': { type: 'application/sdp', body: sdp },
    '/key.bin': { type: 'application/octet-stream', body: '0123456789abcdef' },
  };
  const server = http.createServer((req, res) => {
    const route = routes[(req.url ?? '').split('?')[0] ?? ''];
    if (!route) return void res.writeHead(404).end();
    if (route.location) return void res.writeHead(302, { location: route.location }).end();
    res.writeHead(200, { 'content-type': route.type ?? 'text/plain' }).end(route.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return { origin, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Looks the link up and, where that gives formats, downloads each; returns every byte the client got. */
async function attack(app: TestApp, url: string): Promise<{ infoStatus: number; received: string }> {
  const info = await postInfo(app.baseUrl, url);
  let received = JSON.stringify(info.body);
  const formats: JsonBody[] =
    info.status === 200 ? info.body.formats : [{ selector: 'best', ext: 'mp4', kind: 'video' }];
  for (const format of formats) {
    const query = new URLSearchParams({
      url,
      selector: format.selector,
      ext: format.ext,
      kind: format.kind,
      title: 't',
    });
    try {
      const response = await fetch(`${app.baseUrl}/api/download?${query}`);
      received += await response.text();
    } catch {
      // An aborted download is a fine outcome; what matters is what arrived.
    }
  }
  return { infoStatus: info.status, received };
}

const ATTACKS = [
  { name: 'a redirect to ftp://', path: '/ftp-redirect' },
  { name: 'ftp:// segments in HLS', path: '/ftp-segment.m3u8' },
  { name: 'ftp:// SegmentURLs in DASH', path: '/ftp-segment.mpd' },
  { name: 'a smuggled Ytdl-request-proxy: __noproxy__ in JSON-LD', path: '/smuggled.html' },
  { name: 'a smuggled Ytdl-request-proxy: __noproxy__ behind a redirect', path: '/smuggled-redirect' },
  { name: 'SAMPLE-AES HLS (which hands the playlist to ffmpeg) with an SDP segment', path: '/sample-aes.m3u8' },
];

describe('confined tools: attacks that went around the egress proxy', () => {
  let canaries: Canaries;
  let site: Awaited<ReturnType<typeof startAttackerSite>>;
  let app: TestApp;

  beforeAll(async () => {
    canaries = await startCanaries();
    site = await startAttackerSite(canaries);
    app = await startTestApp({ ALLOW_PRIVATE_URLS: site.origin, INFO_CACHE_TTL_S: '0' });
  });
  afterAll(async () => {
    await app?.close();
    await site?.close();
    await canaries?.close();
  });

  it('runs the tools in a bwrap network namespace and says so in /api/health', async () => {
    const health = (await (await fetch(`${app.baseUrl}/api/health`)).json()) as JsonBody;
    expect(health.confinement.kind).toBe('bwrap');
    expect(health.confinement.filesystem).toBe('job-only');
    expect(health.warnings.join(' ')).not.toMatch(/UNCONFINED/);
  });

  for (const { name, path } of ATTACKS) {
    it(`${name}: the canaries see no connection and no canary byte reaches the client`, async () => {
      canaries.reset();
      const { received } = await attack(app, `${site.origin}${path}`);
      expect(canaries.log).toEqual([]);
      expect(received).not.toContain(CANARY_SECRET);
    });
  }
});

/**
 * A current yt-dlp has closed these two holes; Debian's 2023.03.04 (test-deps installs it) still has
 * them, so the proof runs it: the canaries notice a tool that goes around the proxy, and the confined
 * runs above would have been caught by the same ones. The next hole is not known yet; the sandbox
 * does not depend on knowing it.
 */
const YTDLP_WITH_HOLES = '/usr/bin/yt-dlp';

describe('the same attacks with UNSAFE_UNCONFINED_TOOLS (proof that the canaries would notice)', () => {
  let canaries: Canaries;
  let site: Awaited<ReturnType<typeof startAttackerSite>>;
  let app: TestApp;

  beforeAll(async () => {
    canaries = await startCanaries();
    site = await startAttackerSite(canaries);
    app = await startTestApp({
      ALLOW_PRIVATE_URLS: site.origin,
      INFO_CACHE_TTL_S: '0',
      BWRAP_PATH: '/nonexistent/bwrap',
      UNSAFE_UNCONFINED_TOOLS: 'true',
      YTDLP_PATH: YTDLP_WITH_HOLES,
    });
  });
  afterAll(async () => {
    await app?.close();
    await site?.close();
    await canaries?.close();
  });

  it('health says loudly that the tools run unconfined', async () => {
    const health = (await (await fetch(`${app.baseUrl}/api/health`)).json()) as JsonBody;
    expect(health.confinement.kind).toBe('none');
    expect(health.confinement.filesystem).toBe('host');
    expect(health.warnings.join(' ')).toMatch(/UNCONFINED/);
  });

  it('an old yt-dlp follows a redirect to ftp:// on its own, around the proxy', async () => {
    canaries.reset();
    await attack(app, `${site.origin}/ftp-redirect`);
    expect(canaries.log.some((line) => line.startsWith('ftp'))).toBe(true);
  });

  it('an old yt-dlp obeys a smuggled __noproxy__ and fetches the canary directly', async () => {
    canaries.reset();
    await attack(app, `${site.origin}/smuggled.html`);
    expect(canaries.log.some((line) => line.startsWith('http'))).toBe(true);
  });
});

describe('proxy credentials of a running job', () => {
  it("are in the tools' environment, and on no command line that ps shows", async () => {
    // HLS with a key tag: yt-dlp fetches it (a direct file or a plain playlist the server fetches itself).
    const dir = mkdtempSync(path.join(os.tmpdir(), 'keyed-hls-'));
    const playlist = await writeYtdlpOnlyHlsFixture(inject('fixturesDir'), dir);
    const fixtures = await startFixtureServer(dir, { slowChunkBytes: 4096, slowIntervalMs: 100 });
    const app = await startTestApp();
    try {
      const url = fixtures.url(`/slow/${playlist}`);
      const info = await postInfo(app.baseUrl, url);
      expect(info.status).toBe(200);
      const format = info.body.formats.at(-1);
      const controller = new AbortController();
      const response = fetch(
        downloadUrl(app.baseUrl, { url, selector: format.selector, ext: format.ext, kind: format.kind, title: 't' }),
        { signal: controller.signal },
      ).catch(() => undefined);
      // The segments trickle; this app's tools are running now: their command lines name its data
      // dir (yt-dlp's --cache-dir), the download's its job directory too. Looked at while yt-dlp still
      // fetches, before the first byte; the warm lookup worker (no job) is among them.
      const mine = () => processes().filter((p) => p.cmdline.includes(app.dataDir));
      const jobs = `${path.join(app.dataDir, 'tmp')}/job-`;
      const credentials = /https?:\/\/[0-9a-f]{16}:[0-9a-f]{48}@/;
      // Waited for: a tool of the job running with its session's credentials in its environment. The
      // processes are read again on every try, so one that ended between two reads cannot fail the test.
      let ours: ReturnType<typeof mine> = [];
      await expect
        .poll(() => {
          ours = mine();
          return ours.some((p) => p.cmdline.includes(jobs) && credentials.test(p.environ));
        }, untilTestTimeout())
        .toBe(true);
      expect(ours.filter((p) => credentials.test(p.cmdline)).map((p) => p.cmdline)).toEqual([]);
      controller.abort();
      await response;
    } finally {
      await app.close();
      await fixtures.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('yt-dlp never starts an ffmpeg of its own', () => {
  it('not even for SAMPLE-AES HLS, which it would hand to the first ffmpeg on PATH', async () => {
    const canaries = await startCanaries();
    const site = await startAttackerSite(canaries);
    const bin = mkdtempSync(path.join(os.tmpdir(), 'fake-ffmpeg-'));
    const marker = path.join(bin, 'ffmpeg-was-started');
    for (const name of ['ffmpeg', 'ffprobe']) {
      writeFileSync(path.join(bin, name), `#!/bin/sh\ntouch '${marker}'\nexit 1\n`);
      chmodSync(path.join(bin, name), 0o755);
    }
    const realFfmpeg = resolveBinaries({}).ffmpeg;
    const savedPath = process.env.PATH;
    // The tools inherit PATH from this process: the recording ffmpeg comes first.
    process.env.PATH = `${bin}:${savedPath}`;
    const app = await startTestApp({ ALLOW_PRIVATE_URLS: site.origin, FFMPEG_PATH: realFfmpeg });
    try {
      await attack(app, `${site.origin}/sample-aes.m3u8`);
      expect(existsSync(marker)).toBe(false);
    } finally {
      process.env.PATH = savedPath;
      await app.close();
      await site.close();
      await canaries.close();
      rmSync(bin, { recursive: true, force: true });
    }
  });
});
