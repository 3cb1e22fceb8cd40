/**
 * The web page in a real browser (Debian's chromium through playwright-core)
 * against the real server and the loopback fixtures: look up, choose, and get
 * the file through the browser's own download; errors in words; API keys;
 * a 360 px phone; and no request to any origin but the page's own.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { postInfo, startTestApp, type TestApp } from '../support/app-harness.js';
import { DESKTOP, PHONE, screenshotsDir, sharedBrowser } from '../support/browser.js';
import { buildDist } from '../support/built-process.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { audioStream, probeFile, videoStream } from '../support/probe.js';
import { timeLeftInTest, untilTestTimeout } from '../support/test-deadline.js';

const KEY = 'web-page-key-0123456789';

let shots: string;

let fixtures: FixtureServer;
let app: TestApp;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  buildDist();
  shots = screenshotsDir();
  console.info(`[web] screenshots in ${shots}`);
  fixtures = await startFixtureServer(inject('fixturesDir'));
  app = await startTestApp();
  browser = await sharedBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await app?.close();
  await fixtures?.close();
});

/**
 * A fresh page (own storage) at a viewport, with every request it makes
 * recorded, so each test can check that they all went to the server.
 */
async function openPage(
  base: string,
  viewport = DESKTOP,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<{ page: Page; requests: string[] }> {
  const context = await browser.newContext({ viewport, colorScheme, acceptDownloads: true });
  contexts.push(context);
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => {
    requests.push(request.url());
  });
  await page.goto(base);
  return { page, requests };
}

/** Waits for what a lookup or download brings, as long as the test may run (vitest's default is one second). */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, untilTestTimeout());

function otherOrigins(requests: string[], base: string): string[] {
  const own = new URL(base).origin;
  return requests.filter((url) => !url.startsWith('blob:') && new URL(url).origin !== own);
}

async function lookUp(page: Page, url: string): Promise<void> {
  await page.getByLabel('Link to a video or audio page').fill(url);
  await page.keyboard.press('Enter');
}

/** Chooses an entry and saves what the browser downloads; returns the file and the URL it came from. */
async function choose(page: Page, name: RegExp | 'first'): Promise<{ file: string; url: string }> {
  const entry = name === 'first' ? page.locator('#formats button').first() : page.getByRole('button', { name });
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: timeLeftInTest() ?? 0 }),
    entry.click(),
  ]);
  const file = path.join(app.dataDir, `browser-${Date.now()}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  return { file, url: download.url() };
}

async function overflowsHorizontally(page: Page): Promise<boolean> {
  // Browser-side code as text: this project's Node types have no DOM.
  return page.evaluate<boolean>('document.documentElement.scrollWidth > document.documentElement.clientWidth');
}

describe('the web page', () => {
  it('sends strict security headers and revalidating cache headers', async () => {
    const response = await fetch(`${app.baseUrl}/`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:|\*|unsafe/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const etag = response.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(`${app.baseUrl}/app.js`);
    expect(again.headers.get('content-type')).toMatch(/javascript/);
    // node:http, not fetch: fetch adds "Cache-Control: no-cache" to a conditional request, which forbids a 304.
    const revalidated = await new Promise<number | undefined>((resolve, reject) =>
      http
        .get(`${app.baseUrl}/`, { headers: { 'if-none-match': etag } }, (res) => {
          res.resume();
          resolve(res.statusCode);
        })
        .on('error', reject),
    );
    expect(revalidated).toBe(304);
    // Only the page's files: not its TypeScript source or config.
    for (const hidden of ['/app.ts', '/card.ts', '/tsconfig.json', '/app.js.map']) {
      expect((await fetch(`${app.baseUrl}${hidden}`)).status, hidden).toBe(404);
    }
    // Every module of the scripts is served (src/http/web.ts names them), but the types-only ones nobody fetches.
    const modules = readdirSync(path.join(import.meta.dirname, '../../src/web')).filter(
      (file) => file.endsWith('.ts') && file !== 'api-types.ts' && file !== 'admin-types.ts',
    );
    expect(modules).toContain('app.ts');
    for (const module of modules) {
      const served = await fetch(`${app.baseUrl}/${module.replace(/\.ts$/, '.js')}`);
      expect(served.status, module).toBe(200);
      expect(served.headers.get('content-type'), module).toMatch(/javascript/);
    }
    const manifest = (await (await fetch(`${app.baseUrl}/manifest.webmanifest`)).json()) as Record<string, unknown>;
    expect(manifest.share_target).toMatchObject({ action: '/', method: 'GET', params: { url: 'url' } });
  });

  it('looks up the DASH page: a card with its title and a 360p entry, also on a phone without overflow', async () => {
    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { page, requests } = await openPage(app.baseUrl, viewport);
      await page.screenshot({ path: path.join(shots, `empty-${name}.png`), fullPage: true });
      expect(await overflowsHorizontally(page)).toBe(false);
      await lookUp(page, fixtures.url('/dash/manifest.mpd'));
      await eventually(() => page.locator('#title').textContent()).toBe('manifest');
      await eventually(() => page.getByRole('button', { name: /^360p/ }).count()).toBe(1);
      expect(await page.getByRole('button', { name: /^MP3 320/ }).count()).toBe(1);
      await page.screenshot({ path: path.join(shots, `card-${name}.png`), fullPage: true });
      expect(await overflowsHorizontally(page)).toBe(false);
      expect(otherOrigins(requests, app.baseUrl)).toEqual([]);
    }
  });

  it('downloads 360p through the browser, by keyboard alone: 360 lines with audio', async () => {
    const { page, requests } = await openPage(app.baseUrl);
    // The link field has the focus when the page opens.
    await page.keyboard.type(fixtures.url('/dash/manifest.mpd'));
    await page.keyboard.press('Enter');
    await eventually(() => page.getByRole('button', { name: /^360p/ }).count()).toBe(1);
    // Tab: the Look up button, "Only a part" (closed), 720p, 360p.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate<string>('document.activeElement.textContent')).toMatch(/^360p/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    const file = path.join(app.dataDir, `keyboard-${download.suggestedFilename()}`);
    await download.saveAs(file);
    const url = download.url();
    const probed = await probeFile(file);
    expect(videoStream(probed)?.height).toBe(360);
    expect(audioStream(probed)).toBeDefined();
    // The download went through a signed link.
    expect(url).toMatch(new RegExp(`^${app.baseUrl}/api/download\\?.*&sig=`));
    expect(otherOrigins(requests, app.baseUrl)).toEqual([]);
  });

  it('downloads MP3 320: an MP3 at 320 kbit/s', async () => {
    const { page } = await openPage(app.baseUrl);
    await lookUp(page, fixtures.url('/dash/manifest.mpd'));
    const { file } = await choose(page, /^MP3 320/);
    const audio = audioStream(await probeFile(file));
    expect(audio?.codec_name).toBe('mp3');
    expect(Number(audio?.bit_rate)).toBe(320_000);
  });

  it('offers the download options beside the MP3 rows: "Even out the loudness" checked goes with an MP3', async () => {
    const { page } = await openPage(app.baseUrl);
    await lookUp(page, fixtures.url('/dash/manifest.mpd'));
    const toggle = page.getByLabel(translate('en', 'web-option-loudness'));
    await eventually(() => toggle.isVisible()).toBe(true);
    await toggle.check();
    const { file, url } = await choose(page, /^MP3 128/);
    expect(new URL(url).searchParams.get('loudness')).toBe('ebu-r128');
    expect(audioStream(await probeFile(file))?.codec_name).toBe('mp3');
  });

  it('downloads only a part with the from/to fields: the file is that long and named with the range', async () => {
    const { page, requests } = await openPage(app.baseUrl);
    await lookUp(page, fixtures.url('/page.html'));
    await eventually(() => page.locator('#formats button').count()).toBeGreaterThan(0);
    await page.getByText('Only a part').click();
    await page.getByLabel('From', { exact: true }).fill('3');
    await page.getByLabel('To', { exact: true }).fill('0:01');
    await page.locator('#formats button').first().click();
    await eventually(() => page.locator('#status').textContent()).toBe('To must be after From.');
    await page.getByLabel('From', { exact: true }).fill('0:01');
    await page.getByLabel('To', { exact: true }).fill('3');
    await page.screenshot({ path: path.join(shots, 'clip-desktop.png'), fullPage: true });
    const { file, url } = await choose(page, 'first');
    expect(path.basename(file)).toMatch(/\(1s-3s\)\.mp4$/);
    expect(Number((await probeFile(file)).format.duration)).toBeCloseTo(2, 0);
    expect(new URL(url).searchParams.get('start')).toBe('1');
    expect(otherOrigins(requests, app.baseUrl)).toEqual([]);
  });

  it("shows a page with no media as the API's sentence, and /?url= looks it up at once", async () => {
    const url = fixtures.url('/nomedia.html');
    const { body } = await postInfo(app.baseUrl, url);
    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { page } = await openPage(`${app.baseUrl}/?url=${encodeURIComponent(url)}`, viewport);
      await eventually(() => page.locator('#status').textContent()).toBe(body.error);
      expect(await page.getByLabel('Link to a video or audio page').inputValue()).toBe(url);
      expect(await page.locator('#card').isHidden()).toBe(true);
      await page.screenshot({ path: path.join(shots, `error-${name}.png`), fullPage: true });
      expect(await overflowsHorizontally(page)).toBe(false);
    }
  });

  it('shows the thumbnail of a page without the browser ever asking its site, in dark mode too', async () => {
    const { page, requests } = await openPage(app.baseUrl, PHONE, 'dark');
    await lookUp(page, fixtures.url('/page.html'));
    await eventually(() => page.locator('#thumb').isVisible()).toBe(true);
    await eventually(() =>
      page.evaluate<number>(
        "document.getElementById('thumb').complete && document.getElementById('thumb').naturalWidth",
      ),
    ).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(shots, 'card-phone-dark.png'), fullPage: true });
    expect(otherOrigins(requests, app.baseUrl)).toEqual([]);
    expect(await overflowsHorizontally(page)).toBe(false);
  });
});

describe('a playlist', () => {
  it('lists its items, and choosing one shows the formats of that item', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'web-playlist-'));
    writeFileSync(
      path.join(dir, 'two.html'),
      `<!doctype html><html><head><title>Two Clips</title></head><body>
<video src="${fixtures.url('/direct.mp4')}"></video><audio src="${fixtures.url('/audio.mp3')}"></audio></body></html>`,
    );
    const site = await startFixtureServer(dir);
    try {
      const { page, requests } = await openPage(app.baseUrl, PHONE);
      await lookUp(page, site.url('/two.html'));
      await eventually(() => page.locator('#formats button').count()).toBe(2);
      expect(await page.locator('#formats .group').allTextContents()).toEqual(['Items']);
      await page.locator('#formats button').first().click();
      await eventually(() => page.locator('#formats .group').allTextContents()).toContain('MP3');
      expect(await page.getByLabel('Link to a video or audio page').inputValue()).toBe(fixtures.url('/direct.mp4'));
      expect(otherOrigins(requests, app.baseUrl)).toEqual([]);
      expect(await overflowsHorizontally(page)).toBe(false);
    } finally {
      await site.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the thumbnail helper', () => {
  it('fetches only the picture of a link looked up before, never a URL it is given', async () => {
    const before = fixtures.requests.length;
    const ask = (link: string) =>
      fetch(`${app.baseUrl}/web/thumbnail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ link }),
      });
    const notLookedUp = await ask(fixtures.url('/thumb.jpg?never-looked-up'));
    expect(notLookedUp.status).toBe(404);
    expect(await notLookedUp.json()).toMatchObject({ code: 'not_found' });
    expect(fixtures.requests.slice(before).filter((r) => r.path.includes('never-looked-up'))).toEqual([]);

    const link = fixtures.url('/page.html?thumbnail-helper');
    expect((await postInfo(app.baseUrl, link)).status).toBe(200);
    const picture = await ask(link);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});

describe('/docs', () => {
  it('shows every endpoint, from this server alone, with no error on the page', async () => {
    const { page, requests } = await openPage(`${app.baseUrl}/docs`);
    const errors: string[] = [];
    page.on('pageerror', (error) => {
      errors.push(error.message);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    for (const [method, path] of [
      ['POST', '/api/info'],
      ['GET', '/api/download'],
      ['POST', '/api/link'],
      ['GET', '/api/health'],
      ['GET', '/api/usage'],
    ]) {
      await eventually(() => page.locator(`.opblock-summary:has-text("${method}"):has-text("${path}")`).count()).toBe(
        1,
      );
    }
    await page.screenshot({ path: path.join(shots, 'docs-desktop.png'), fullPage: true });
    expect(errors).toEqual([]);
    expect(otherOrigins(requests, app.baseUrl)).toEqual([]);
  });
});

describe('the web page with API keys', () => {
  let keyed: TestApp;
  beforeAll(async () => {
    keyed = await startTestApp({ API_KEYS: `friend:${KEY}` });
  });
  afterAll(async () => {
    await keyed?.close();
  });

  it('refuses a wrong key in words, then works with the right one through a signed link, and forgets it', async () => {
    // The page's thumbnail helper is no way around the key.
    const thumbnail = await fetch(`${keyed.baseUrl}/web/thumbnail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ link: fixtures.url('/page.html') }),
    });
    expect(thumbnail.status).toBe(401);

    const { page, requests } = await openPage(keyed.baseUrl, PHONE);
    await lookUp(page, fixtures.url('/direct.mp4'));
    const key = page.getByLabel('API key');
    await eventually(() => key.isVisible()).toBe(true);
    await key.fill('not-the-right-key-000000');
    await page.keyboard.press('Enter');
    await eventually(() => page.locator('#status').textContent()).toBe('That API key was not accepted.');
    await page.screenshot({ path: path.join(shots, 'key-refused-phone.png'), fullPage: true });

    await key.fill(KEY);
    await page.keyboard.press('Enter');
    await eventually(() => page.getByRole('button', { name: /^MP3 128/ }).count()).toBe(1);
    expect(await key.isVisible()).toBe(false);
    const { file, url } = await choose(page, 'first');
    expect(videoStream(await probeFile(file))).toBeDefined();
    expect(url).toMatch(/[?&]sig=/);
    // The link itself needs no key: it is good for a plain <a href> or another device.
    expect((await fetch(url, { method: 'HEAD' })).status).toBe(200);

    // Kept across visits, until forgotten.
    await page.reload();
    expect(await page.evaluate<string | null>("localStorage.getItem('media-fetcher.api-key')")).toBe(KEY);
    await page.getByRole('button', { name: 'Forget the API key' }).click();
    expect(await page.evaluate<string | null>("localStorage.getItem('media-fetcher.api-key')")).toBeNull();
    expect(otherOrigins(requests, keyed.baseUrl)).toEqual([]);
  });
});

describe('WEB_UI=false', () => {
  it('serves no page, and the API stays', async () => {
    const off = await startTestApp({ WEB_UI: 'false' });
    try {
      expect((await fetch(`${off.baseUrl}/`)).status).toBe(404);
      expect((await fetch(`${off.baseUrl}/app.js`)).status).toBe(404);
      expect((await fetch(`${off.baseUrl}/api/health`)).status).toBe(200);
    } finally {
      await off.close();
    }
  });
});
