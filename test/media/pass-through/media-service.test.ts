import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MediaService } from '../../../src/media/service.js';
import { type FixtureServer, startFixtureServer } from '../../support/fixture-server.js';
import { ffmpegPath, ytdlpPath } from '../../support/tools.js';

describe('the media service', () => {
  let dir: string;
  let site: FixtureServer;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pass-through-media-'));
    await mkdir(path.join(dir, 'site'));
    await copyFile(path.join(inject('fixturesDir'), 'direct.mp4'), path.join(dir, 'site', 'direct.mp4'));
    site = await startFixtureServer(path.join(dir, 'site'));
  });
  afterAll(async () => {
    await site?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('refuses a format whose host name resolves to loopback on a page of an allowed origin; the origin is not asked', async () => {
    const port = new URL(site.origin).port;
    // yt-dlp takes contentUrl as the format without fetching it (encodingFormat is given).
    const page = (contentUrl: string) =>
      `<!DOCTYPE html><html><head><title>t</title><script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: 'Named host',
        duration: 'PT4S',
        uploadDate: '2024-01-15T12:00:00Z',
        contentUrl,
        encodingFormat: 'video/mp4',
      })}</script></head><body></body></html>`;
    await writeFile(path.join(dir, 'site', 'named.html'), page(`http://media.test:${port}/direct.mp4`));
    const lookups: string[] = [];
    const media = await MediaService.start({
      ytdlpPath: ytdlpPath(),
      ffmpegPath: ffmpegPath(),
      dataDir: path.join(dir, 'data'),
      tmpDir: path.join(dir, 'tmp'),
      privateUrls: { kind: 'origins', origins: [site.origin] },
      maxConcurrentJobs: 2,
      maxQueuedJobs: 4,
      maxFilesizeBytes: 100 * 1024 * 1024,
      jobTimeoutMs: 60_000,
      infoTimeoutMs: 30_000,
      infoCacheTtlMs: 60_000,
      infoCacheMaxEntries: 10,
      toolMemoryLimitMb: 2048,
      allowUnconfinedTools: false,
      lookup: async (host) => {
        lookups.push(host);
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    try {
      const url = site.url('/named.html');
      const info = await media.info(url);
      const format = info.formats[0];
      expect(format).toBeDefined();
      site.requests.length = 0;
      const download = media.download({
        url,
        selector: format?.selector as string,
        ext: format?.ext as string,
        kind: 'video',
        title: 'named',
      });
      await expect(download).rejects.toMatchObject({ code: 'url_not_allowed' });
      expect(site.requests).toEqual([]);
      expect(lookups).toContain('media.test');
    } finally {
      await media.close();
    }
  });
});
