/**
 * Subtitles on the web page, in a real browser (Debian's chromium through
 * playwright-core) against the real server: the card lists the languages of
 * the subtitle fixture under the formats, and one chosen downloads as an .srt.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app-harness.js';
import { sharedBrowser } from '../support/browser.js';
import { buildDist } from '../support/built-process.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { buildSubtitleFixtures, SUBTITLE_CUES, SUBTITLE_PATHS } from '../support/subtitle-fixtures.js';
import { timeLeftInTest } from '../support/test-deadline.js';

let built: Awaited<ReturnType<typeof buildSubtitleFixtures>>;
let fixtures: FixtureServer;
let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  buildDist();
  built = await buildSubtitleFixtures();
  fixtures = await startFixtureServer(built.dir);
  app = await startTestApp();
  browser = await sharedBrowser();
});
afterAll(async () => {
  await app?.close();
  await fixtures?.close();
  await built?.remove();
});

describe('the web page: subtitles', () => {
  it('lists the languages under the formats and downloads the one chosen as an .srt', async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    try {
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('request', (request) => {
        requests.push(request.url());
      });
      await page.goto(app.baseUrl);
      await page.getByLabel('Link to a video or audio page').fill(fixtures.url(SUBTITLE_PATHS.page));
      await page.keyboard.press('Enter');
      const english = page.getByRole('button', { name: /English/ });
      await english.waitFor({ timeout: timeLeftInTest() ?? 0 });
      const rows = await page.locator('#formats li').allTextContents();
      const heading = rows.indexOf('Subtitles');
      expect(heading).toBeGreaterThan(rows.indexOf('MP3'));
      expect(rows.slice(heading + 1).map((r) => r.replace(/\s+/g, ' ').trim())).toEqual([
        'English en.srt',
        'German de.srt',
      ]);

      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: timeLeftInTest() ?? 0 }),
        english.click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.en\.srt$/);
      const file = path.join(app.dataDir, `browser-${download.suggestedFilename()}`);
      await download.saveAs(file);
      const text = await readFile(file, 'utf8');
      expect(text).toMatch(/^1\r?\n00:00:00,500 --> /);
      for (const cue of SUBTITLE_CUES.en) expect(text).toContain(cue);
      // The page talked to its own origin only.
      const own = new URL(app.baseUrl).origin;
      expect(requests.filter((url) => !url.startsWith('blob:') && new URL(url).origin !== own)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
