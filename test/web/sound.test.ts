/**
 * The sound's language on the web page, in a real browser (Debian's chromium
 * through playwright-core) against the real server: a DASH presentation with
 * English and Spanish sound (test/fixtures/real) shows a "Sound" picker, the
 * original first; the audio rows follow the language chosen, and the video
 * row downloads the picture with that language's sound.
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app-harness.js';
import { sharedBrowser } from '../support/browser.js';
import { buildDist } from '../support/built-process.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { audioStream, probeFile, videoStream } from '../support/probe.js';
import { REAL_DIR } from '../support/real-streams.js';
import { timeLeftInTest, untilTestTimeout } from '../support/test-deadline.js';

let fixtures: FixtureServer;
let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  buildDist();
  fixtures = await startFixtureServer(REAL_DIR);
  app = await startTestApp({ ALLOW_PRIVATE_URLS: 'true' });
  browser = await sharedBrowser();
});
afterAll(async () => {
  await app?.close();
  await fixtures?.close();
});

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, untilTestTimeout());

describe('the web page: the sound in another language', () => {
  it('offers the languages, the original first, and downloads the video with the one chosen', async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    try {
      const page = await context.newPage();
      await page.goto(app.baseUrl);
      await page
        .getByLabel('Link to a video or audio page')
        .fill(fixtures.url('/shaka-player-dash-languages/dash.mpd'));
      await page.keyboard.press('Enter');
      const sound = page.getByLabel('Sound');
      await sound.waitFor({ timeout: timeLeftInTest() ?? 0 });
      expect(await sound.locator('option').allTextContents()).toEqual(['English (original)', 'Spanish']);
      const audioRows = async () => (await page.locator('#formats li button .detail').allTextContents()).join(' | ');
      await eventually(audioRows).toMatch(/AAC · 48 kHz · en/);
      expect(await audioRows()).not.toMatch(/ es\b/);

      await sound.selectOption('es');
      await eventually(audioRows).toMatch(/Opus · 48 kHz · es/);
      expect(await audioRows()).not.toMatch(/ en\b/);
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: timeLeftInTest() ?? 0 }),
        page.getByRole('button', { name: /^144p/ }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.mkv$/);
      const file = path.join(app.dataDir, `sound-${download.suggestedFilename()}`);
      await download.saveAs(file);
      const probed = await probeFile(file);
      expect(videoStream(probed)?.height).toBe(144);
      expect(audioStream(probed)?.codec_name).toBe('opus');
    } finally {
      await context.close();
    }
  });
});
