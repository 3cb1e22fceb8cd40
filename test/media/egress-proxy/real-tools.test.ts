import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { egressEnv, type ProxySession, startEgressProxy } from '../../../src/media/egress/proxy.js';
import { ffmpegPath, ytdlpPath } from '../../support/tools.js';
import { run } from './run-tool.js';
import { closeStarted, proxies, setup, setupWithUpstream, targets } from './setup.js';
import { serveBytes, startTarget } from './target.js';
import { UPSTREAM_AUTH } from './upstream.js';

// The same binaries the app resolves (the proxy's behaviour with them is what these tests pin).
const YTDLP = ytdlpPath();
const FFMPEG = ffmpegPath();

afterEach(closeStarted);

describe('egress proxy with the real tools', () => {
  let workDir: string;
  let mp4: Buffer;

  beforeAll(async () => {
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'egress-proxy-test-'));
    const out = path.join(workDir, 'out.mp4');
    const args =
      '-v error -nostdin -y -f lavfi -i testsrc2=d=1:s=160x120 -f lavfi -i sine=d=1 -c:v libx264 -preset ultrafast -c:a aac';
    const result = await run(FFMPEG, [...args.split(' '), out], process.env);
    expect(result.stderr).toBe('');
    mp4 = await fs.readFile(out);
  });
  afterAll(async () => {
    await fs.rm(workDir, { recursive: true, force: true });
  });

  const ytdlp = (session: ProxySession, url: string) =>
    run(
      YTDLP,
      ['--ignore-config', '--no-cache-dir', '--no-playlist', '--proxy', session.proxyUrl, '-J', '--', url],
      // A no_proxy covering the target must not matter: egressEnv removes it.
      egressEnv(session.proxyUrl, { ...process.env, no_proxy: '127.0.0.1,localhost', NO_PROXY: '*' }),
      workDir,
    );

  const ffmpeg = (session: ProxySession, url: string) =>
    run(
      FFMPEG,
      ['-v', 'error', '-nostdin', '-i', url, '-f', 'null', '-'],
      egressEnv(session.proxyUrl, { ...process.env, no_proxy: '127.0.0.1,localhost' }),
      workDir,
    );

  it('yt-dlp under deny: the target sees nothing and the refusal is attributed', async () => {
    const { target, session } = await setup({ kind: 'deny' });
    const result = await ytdlp(session, `${target.origin}/x`);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('Destination Not Allowed');
    expect(target.seen).toEqual([]);
    expect(session.refusals).toEqual([`127.0.0.1:${target.port}`]);
  });

  it('yt-dlp follows a redirect from an allowed origin into a refused one', async () => {
    const hidden = await startTarget();
    targets.push(hidden);
    const target = await startTarget({
      '/x': (_req, res) => {
        res.writeHead(302, { Location: `${hidden.origin}/admin` });
        res.end();
      },
    });
    targets.push(target);
    const proxy = await startEgressProxy({ policy: { kind: 'origins', origins: [target.origin] } });
    proxies.push(proxy);
    const session = proxy.createSession();
    const result = await ytdlp(session, `${target.origin}/x`);
    expect(result.code).not.toBe(0);
    expect(target.seen.map((r) => r.url)).toContain('/x');
    expect(hidden.seen).toEqual([]);
    expect(session.refusals).toEqual([`127.0.0.1:${hidden.port}`]);
  });

  it('ffmpeg under deny: the target sees nothing', async () => {
    const { target, session } = await setup({ kind: 'deny' });
    const result = await ffmpeg(session, `${target.origin}/file.mp4`);
    expect(result.code).not.toBe(0);
    expect(target.seen).toEqual([]);
    expect(session.refusals).toEqual([`127.0.0.1:${target.port}`]);
  });

  it('ffmpeg under allow-all reads an mp4 through the proxy, with Range', async () => {
    const { target, session } = await setup(
      { kind: 'allow-all' },
      { '/file.mp4': (req, res) => serveBytes(req, res, mp4, 'video/mp4') },
    );
    const result = await ffmpeg(session, `${target.origin}/file.mp4`);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(target.seen.length).toBeGreaterThan(0);
    expect(target.seen.every((r) => r.url === '/file.mp4' && r.headers.range !== undefined)).toBe(true);
    expect(target.seen.every((r) => r.headers['proxy-authorization'] === undefined)).toBe(true);
    expect(session.refusals).toEqual([]);
  });

  it('yt-dlp under allow-all reaches the target through both proxies', async () => {
    const { upstream, target, session, warnings } = await setupWithUpstream(
      { kind: 'allow-all' },
      { routes: { '/file.mp4': (req, res) => serveBytes(req, res, mp4, 'video/mp4') } },
    );
    const url = `${target.origin}/file.mp4`;
    const result = await ytdlp(session, url);
    expect(result.code, result.stderr).toBe(0);
    const info = JSON.parse(result.stdout) as { url?: string; ext?: string };
    expect(info.url).toBe(url);
    expect(info.ext).toBe('mp4');
    expect(target.seen.length).toBeGreaterThan(0);
    expect(target.seen.every((r) => r.url === '/file.mp4')).toBe(true);
    expect(target.seen.every((r) => r.headers['proxy-authorization'] === undefined)).toBe(true);
    // Every request the target saw came through the upstream, with the upstream's credentials.
    expect(upstream.seen).toHaveLength(target.seen.length);
    expect(upstream.seen.every((s) => s.kind === 'request' && s.target === url)).toBe(true);
    expect(upstream.seen.every((s) => s.authorization === UPSTREAM_AUTH)).toBe(true);
    expect(session.refusals).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('ffmpeg: HLS segments on another origin pass the same rule as the playlist', async () => {
    const segments = await startTarget();
    targets.push(segments);
    const playlist = [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-TARGETDURATION:1',
      '#EXTINF:1.0,',
      `${segments.origin}/seg0.ts`,
      '#EXTINF:1.0,',
      `${segments.origin}/seg1.ts`,
      '#EXT-X-ENDLIST',
      '',
    ].join('\n');
    const target = await startTarget({
      '/index.m3u8': (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/vnd.apple.mpegurl' });
        res.end(playlist);
      },
    });
    targets.push(target);
    const proxy = await startEgressProxy({ policy: { kind: 'origins', origins: [target.origin] } });
    proxies.push(proxy);
    const session = proxy.createSession();
    const result = await ffmpeg(session, `${target.origin}/index.m3u8`);
    expect(result.code).not.toBe(0);
    expect(target.seen.map((r) => r.url)).toContain('/index.m3u8');
    expect(segments.seen).toEqual([]);
    expect(session.refusals).toEqual([`127.0.0.1:${segments.port}`]);
  });
});
