import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app-harness.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { probeFile, videoStream } from '../support/probe.js';

let fixtures: FixtureServer;
let app: TestApp;

beforeAll(async () => {
  fixtures = await startFixtureServer(inject('fixturesDir'));
  app = await startTestApp({ ALLOW_PRIVATE_URLS: fixtures.origin });
});
afterAll(async () => {
  await app?.close();
  await fixtures?.close();
});

describe('MediaService.thumbnail', () => {
  it.each([
    ['an image', '/thumb.jpg'],
    ['a video (first frame)', '/direct.mp4'],
  ])('makes a JPEG of at most 320 px from %s, and cleans it up', async (_, fixturePath) => {
    const thumb = await app.services.media.thumbnail(fixtures.url(fixturePath));
    const stream = videoStream(await probeFile(thumb.path));
    expect(stream?.codec_name).toBe('mjpeg');
    expect(Math.max(stream?.width ?? 999, stream?.height ?? 999)).toBeLessThanOrEqual(320);
    await thumb.cleanup();
    expect(existsSync(thumb.path)).toBe(false);
  });

  it('refuses a thumbnail on a private address that is not allowed, fetching nothing', async () => {
    const other = await startFixtureServer(inject('fixturesDir'));
    try {
      await expect(app.services.media.thumbnail(other.url('/thumb.jpg'))).rejects.toMatchObject({
        code: 'url_not_allowed',
      });
      expect(other.requests).toHaveLength(0);
    } finally {
      await other.close();
    }
  });
});
