/**
 * The web page in the reader's language, in a real browser (Debian's chromium
 * through playwright-core) against the real server: Persian right to left on a
 * phone and a desktop (the layout mirrored, the API asked in Persian), the
 * picker kept across a reload, an unknown language read as English, and a key
 * missing from a served catalogue said in English rather than as its name.
 */
import http from 'node:http';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogueFiles, translate } from '../../src/i18n/index.js';
import { postInfo, startTestApp, type TestApp } from '../support/app-harness.js';
import { DESKTOP, PHONE, screenshotsDir, sharedBrowser } from '../support/browser.js';
import { buildDist } from '../support/built-process.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { untilTestTimeout } from '../support/test-deadline.js';

let shots: string;

let fixtures: FixtureServer;
let app: TestApp;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  buildDist();
  shots = screenshotsDir();
  fixtures = await startFixtureServer(inject('fixturesDir'));
  app = await startTestApp();
  browser = await sharedBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await app?.close();
  await fixtures?.close();
});

/** A fresh browser profile whose language is `locale` (its Accept-Language and navigator.languages). */
async function openPage(locale: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, locale });
  contexts.push(context);
  return context.newPage();
}

/** The page has run its script: it speaks its language and has put the focus in the link field. */
async function opened(page: Page, url = app.baseUrl): Promise<void> {
  await page.goto(url);
  await eventually(() => page.evaluate<string | undefined>('document.activeElement?.id')).toBe('url');
}

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, untilTestTimeout());

const html = (page: Page) =>
  page.evaluate<{ lang: string; dir: string }>(
    '({ lang: document.documentElement.lang, dir: document.documentElement.dir })',
  );

type Box = { x: number; width: number };
async function box(page: Page, selector: string): Promise<Box> {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} has no box`);
  return found;
}

async function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate<boolean>('document.documentElement.scrollWidth > document.documentElement.clientWidth');
}

/** No catalogue key shows anywhere on the page, in its text or its attributes. */
async function showsNoKey(page: Page): Promise<boolean> {
  const text = await page.evaluate<string>(
    "document.body.innerText + [...document.querySelectorAll('*')].flatMap((e) => [...e.attributes].filter((a) => !a.name.startsWith('data-')).map((a) => a.value)).join(' ')",
  );
  return !/\bweb-[a-z]/.test(text);
}

describe("the page's language files", () => {
  it('serves each web.ftl and Fluent, revalidating, and the page in the language asked for', async () => {
    const ftl = await fetch(`${app.baseUrl}/i18n/fa.ftl`);
    expect(ftl.status).toBe(200);
    expect(ftl.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(ftl.headers.get('cache-control')).toBe('no-cache');
    expect(await ftl.text()).toBe(catalogueFiles('fa').get('web.ftl'));
    const etag = ftl.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await new Promise<number | undefined>((resolve, reject) =>
      http
        .get(`${app.baseUrl}/i18n/fa.ftl`, { headers: { 'if-none-match': etag } }, (res) => {
          res.resume();
          resolve(res.statusCode);
        })
        .on('error', reject),
    );
    expect(again).toBe(304);
    for (const missing of ['/i18n/xx.ftl', '/i18n/fa.txt', '/i18n/..%2Fen.ftl', '/i18n/errors.ftl', '/fluent/ast.js']) {
      expect((await fetch(`${app.baseUrl}${missing}`)).status, missing).toBe(404);
    }
    for (const file of ['index.js', 'bundle.js', 'resource.js', 'resolver.js', 'scope.js', 'types.js', 'builtins.js']) {
      const served = await fetch(`${app.baseUrl}/fluent/${file}`);
      expect(served.status, file).toBe(200);
      expect(served.headers.get('content-type'), file).toMatch(/javascript/);
    }
    const page = await fetch(app.baseUrl, { headers: { 'accept-language': 'de-CH,de;q=0.9,en;q=0.8' } });
    expect(page.headers.get('vary')).toMatch(/Accept-Language/);
    expect(await page.text()).toContain('<html lang="de" dir="ltr">');
    const picked = await fetch(app.baseUrl, {
      headers: { 'accept-language': 'de', cookie: 'media-fetcher-locale=ar' },
    });
    expect(await picked.text()).toContain('<html lang="ar" dir="rtl">');
    const manifest = await fetch(`${app.baseUrl}/manifest.webmanifest`, { headers: { 'accept-language': 'fa' } });
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(await manifest.json()).toMatchObject({
      lang: 'fa',
      dir: 'rtl',
      description: translate('fa', 'web-page.content'),
      share_target: { action: '/', params: { url: 'url' } },
    });
  });
});

describe('the web page in Persian', () => {
  it('is right to left from its first paint, mirrored, on a phone and a desktop, and asks the API in Persian', async () => {
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const page = await openPage('fa', viewport);
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/')) sent.push(request.headers()['accept-language'] ?? '');
      });
      // The server's answer is already Persian, before any script runs.
      const response = await page.goto(app.baseUrl);
      const first = (await response?.text()) ?? '';
      expect(first).toContain('<html lang="fa" dir="rtl">');
      expect(first).toContain(translate('fa', 'web-url-label'));
      await opened(page);
      expect(await html(page)).toEqual({ lang: 'fa', dir: 'rtl' });
      const label = page.getByLabel(translate('fa', 'web-url-label'));
      expect(await label.count()).toBe(1);
      expect(await page.locator('#lookup-button').textContent()).toBe(translate('fa', 'web-lookup'));
      // Browser-side code as text: this project's Node types have no DOM.
      expect(await page.evaluate<string>("getComputedStyle(document.querySelector('#lookup .row')).direction")).toBe(
        'rtl',
      );
      // Mirrored: the field at the right, its button to its left; the name at the right, the picker at the left.
      const field = await box(page, '#url');
      const button = await box(page, '#lookup-button');
      expect(field.x).toBeGreaterThan(button.x);
      expect(field.x + field.width).toBeGreaterThan(viewport.width / 2);
      await page.screenshot({ path: path.join(shots, `fa-empty-${name}.png`), fullPage: true });
      expect((await box(page, 'h1')).x).toBeGreaterThan((await box(page, '#language')).x);

      // A sentence of the page's own, then a card: Persian headings, sizes in Persian digits, rows mirrored.
      await page.locator('#lookup-button').click();
      await eventually(() => page.locator('#status').textContent()).toBe(translate('fa', 'web-status-paste-first'));
      await label.fill(fixtures.url('/dash/manifest.mpd'));
      await page.keyboard.press('Enter');
      await eventually(() => page.locator('#formats .group').allTextContents()).toContain(
        translate('fa', 'web-group-video'),
      );
      const sizes = (await page.locator('#formats .size').allTextContents()).filter(Boolean);
      expect(sizes.length).toBeGreaterThan(0);
      for (const size of sizes) expect(size).toMatch(/^حدود \u2068[۰-۹٫]+ [^\u2069]+\u2069$/);
      const row = await box(page, '#formats button');
      const rowLabel = await box(page, '#formats button .label');
      const rowSize = await box(page, '#formats button .size');
      expect(rowLabel.x + rowLabel.width).toBeGreaterThan(row.x + row.width - 20);
      expect(rowSize.x).toBeLessThan(rowLabel.x);
      expect(await overflowsHorizontally(page)).toBe(false);
      expect(await showsNoKey(page)).toBe(true);
      await page.screenshot({ path: path.join(shots, `fa-card-${name}.png`), fullPage: true });
      expect(sent.length).toBeGreaterThan(0);
      expect(new Set(sent)).toEqual(new Set(['fa']));
    }
  });

  it("shows the API's own sentence, asked for in the page's language", async () => {
    const url = fixtures.url('/nomedia.html');
    const { body } = await postInfo(app.baseUrl, url, { 'accept-language': 'fa' });
    const page = await openPage('fa', PHONE);
    await page.goto(`${app.baseUrl}/?url=${encodeURIComponent(url)}`);
    await eventually(() => page.locator('#status').textContent()).toBe(body.error);
    await page.screenshot({ path: path.join(shots, 'fa-error-phone.png'), fullPage: true });
  });
});

describe('the language picker', () => {
  it('switches the page to German at once, and the choice outlives a reload', async () => {
    const page = await openPage('fa', PHONE);
    await opened(page);
    // The picker names each language in itself.
    expect(await page.locator('#language option[value="de"]').textContent()).toBe('Deutsch');
    expect(await page.locator('#language option[value="fa"]').textContent()).toBe('فارسی');
    await page.locator('#language').selectOption('de');
    await eventually(() => html(page)).toEqual({ lang: 'de', dir: 'ltr' });
    expect(await page.locator('#lookup-button').textContent()).toBe('Abrufen');
    expect(await page.locator('#url').getAttribute('placeholder')).toBe('https://…');
    expect(await page.evaluate<string | null>("localStorage.getItem('media-fetcher.locale')")).toBe('de');
    // A sentence said after the change is German, and so are the API calls.
    const asked = page.waitForRequest('**/api/info');
    await page.getByLabel('Link zu einer Video- oder Audioseite').fill(fixtures.url('/page.html'));
    await page.keyboard.press('Enter');
    expect((await asked).headers()['accept-language']).toBe('de');
    await eventually(() => page.locator('#formats .group').allTextContents()).toContain('Video');
    await page.getByText('Nur einen Ausschnitt').click();
    await page.getByLabel('Von', { exact: true }).fill('3');
    await page.getByLabel('Bis', { exact: true }).fill('0:01');
    await page.locator('#formats button').first().click();
    await eventually(() => page.locator('#status').textContent()).toBe('„Bis“ muss nach „Von“ liegen.');
    // Switching back redraws the card and says the line again, in Persian.
    await page.locator('#language').selectOption('fa');
    await eventually(() => page.locator('#status').textContent()).toBe(translate('fa', 'web-clip-error-order'));
    expect(await page.locator('#formats .group').first().textContent()).toBe(translate('fa', 'web-group-video'));
    await page.locator('#language').selectOption('de');
    await eventually(() => html(page)).toEqual({ lang: 'de', dir: 'ltr' });

    // Reloaded: German from the first paint (the picker's cookie), though the browser still says Persian.
    const response = await page.reload();
    expect(await response?.text()).toContain('<html lang="de" dir="ltr">');
    await eventually(() => page.evaluate<string | undefined>('document.activeElement?.id')).toBe('url');
    expect(await html(page)).toEqual({ lang: 'de', dir: 'ltr' });
    expect(await page.locator('#language').inputValue()).toBe('de');
    expect(await page.locator('label[for="url"]').textContent()).toBe('Link zu einer Video- oder Audioseite');
  });

  it('reads an unknown language as English', async () => {
    const page = await openPage('xx', PHONE);
    await opened(page);
    expect(await html(page)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(await page.locator('#language').inputValue()).toBe('en');
    expect(await page.locator('#lookup-button').textContent()).toBe('Look up');
    expect(await page.locator('label[for="url"]').textContent()).toBe('Link to a video or audio page');
  });

  it('says a key missing from a served catalogue in English, never as its name', async () => {
    const page = await openPage('de', DESKTOP);
    // German's web.ftl as a translation that fell behind would be: without the button's and the hint's keys.
    const behind = (catalogueFiles('de').get('web.ftl') ?? '')
      .replace(/^web-lookup = .*$/m, '')
      .replace(/^web-status-paste-first = .*$/m, '');
    await page.route('**/i18n/de.ftl', (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain; charset=utf-8', body: behind }),
    );
    await opened(page);
    expect(await html(page)).toEqual({ lang: 'de', dir: 'ltr' });
    await eventually(() => page.locator('#lookup-button').textContent()).toBe('Look up');
    expect(await page.locator('label[for="url"]').textContent()).toBe('Link zu einer Video- oder Audioseite');
    await page.locator('#lookup-button').click();
    await eventually(() => page.locator('#status').textContent()).toBe('Paste a link first.');
    expect(await showsNoKey(page)).toBe(true);
  });
});
