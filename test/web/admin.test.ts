/**
 * The owner's dashboard (/admin) in a real browser (Debian's chromium through
 * playwright-core) against the real server with API keys: the runs made here
 * in its charts, table and lists; Cancel stopping a running download; a key
 * that is not an owner's refused in words; and how it looks on a phone and a
 * desktop, light and dark, with nothing asked of any other origin. Without
 * API keys: the sentence on how to sign in, the one-time link of
 * `npm run owner-link` signing in once, and the update acting through the cookie.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { english as say, sentence, translate } from '../../src/i18n/index.js';
import { siteRefusalError } from '../../src/media/index.js';
import type { AdminDashboard } from '../../src/web/admin-types.js';
import { downloadUrl, type JsonBody, startTestApp, type TestApp } from '../support/app-harness.js';
import { DESKTOP, PHONE, screenshotsDir, sharedBrowser } from '../support/browser.js';
import { buildDist } from '../support/built-process.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { untilTestTimeout } from '../support/test-deadline.js';

const OWNER_KEY = 'boss-key-0123456789abcdef';
const FRIEND_KEY = 'friend-key-0123456789abcdef';
let shots: string;

let fixtures: FixtureServer;
let app: TestApp;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  buildDist();
  shots = screenshotsDir();
  // /slow/ at about 10 KiB/s: the 330 KB fixture takes some 33 s, time to find it running and cancel it on a busy machine.
  fixtures = await startFixtureServer(inject('fixturesDir'), { slowChunkBytes: 1024, slowIntervalMs: 100 });
  app = await startTestApp({ API_KEYS: `boss:${OWNER_KEY},friend:${FRIEND_KEY}`, OWNER_IDS: 'http:boss' });
  browser = await sharedBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await app?.close();
  await fixtures?.close();
});

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, untilTestTimeout());
const english = (key: string) => translate('en', key);

/** The API as a script would ask it, with a key. */
async function api(route: string, key?: string, method = 'GET'): Promise<{ status: number; body: JsonBody }> {
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (key) headers.authorization = `Bearer ${key}`;
  const response = await fetch(`${app.baseUrl}${route}`, { method, headers });
  return { status: response.status, body: (await response.json()) as JsonBody };
}

const dashboard = async () => (await api('/api/admin', OWNER_KEY)).body as AdminDashboard;

/** A download of a fixture by the friend (not an owner), as any API client makes one. */
function download(fixture: string, title: string): Promise<Response> {
  const url = downloadUrl(app.baseUrl, {
    url: fixtures.url(fixture),
    selector: 'mp4',
    ext: 'mp4',
    kind: 'video',
    title,
  });
  return fetch(url, { headers: { authorization: `Bearer ${FRIEND_KEY}` } });
}

interface Opened {
  page: Page;
  /** Every URL the page asked for. */
  requests: string[];
  /** Script errors, and what the CSP refused. */
  problems: string[];
}

/** /admin in a fresh profile; with `key`, the key is in its storage already, as after an earlier visit. */
async function openAdmin({
  key,
  viewport = DESKTOP,
  colorScheme = 'light',
}: {
  key?: string;
  viewport?: typeof DESKTOP;
  colorScheme?: 'light' | 'dark';
} = {}): Promise<Opened> {
  const context = await browser.newContext({ viewport, colorScheme, locale: 'en-US' });
  contexts.push(context);
  if (key) await context.addInitScript(`localStorage.setItem('media-fetcher.api-key', ${JSON.stringify(key)})`);
  const page = await context.newPage();
  const requests: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    requests.push(request.url());
  });
  page.on('pageerror', (error) => {
    problems.push(error.message);
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  await page.goto(`${app.baseUrl}/admin`);
  return { page, requests, problems };
}

/** Gives the key in the page's form, as a person does. */
async function enterKey(page: Page, key: string): Promise<void> {
  const field = page.getByLabel(english('web-key-label'));
  await eventually(() => field.isVisible()).toBe(true);
  await field.fill(key);
  await page.keyboard.press('Enter');
}

const otherOrigins = (requests: string[]) => requests.filter((url) => new URL(url).origin !== app.baseUrl);
const numbers = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((found) => found.map((each) => each.getAttribute('value')));

describe("the owner's dashboard", () => {
  it('is served to anyone with a strict CSP, but its data only to an owner: 401 without a key, 403 with another', async () => {
    const response = await fetch(`${app.baseUrl}/admin`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await response.text()).toContain('<script type="module" src="/admin.js"></script>');
    expect(await api('/api/admin')).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
    const refused = await api('/api/admin', FRIEND_KEY);
    expect(refused).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect((await api('/api/admin/ytdlp/update', FRIEND_KEY, 'POST')).status).toBe(403);
    expect((await api('/api/admin/jobs/no-such-job/cancel', FRIEND_KEY, 'POST')).status).toBe(403);

    const { page, problems } = await openAdmin({ viewport: PHONE });
    await eventually(() => page.locator('#status').textContent()).toBe(english('web-status-key-needed'));
    await enterKey(page, FRIEND_KEY);
    // The API's own sentence, and the form again for an owner's key; no data shows.
    await eventually(() => page.locator('#status').textContent()).toBe(refused.body.error);
    expect(await page.getByLabel(english('web-key-label')).isVisible()).toBe(true);
    expect(await page.locator('#dashboard').isHidden()).toBe(true);
    await page.screenshot({ path: path.join(shots, 'admin-refused-phone.png'), fullPage: true });
    expect(problems).toEqual([]);
  });

  it('shows the downloads made here: per day in the chart and the table, by site, user, outcome and error code', async () => {
    const sizes: number[] = [];
    for (const title of ['First', 'Second']) {
      const response = await download('/direct.mp4', title);
      expect(response.status).toBe(200);
      sizes.push((await response.arrayBuffer()).byteLength);
    }
    const failing = await download('/nomedia.html', 'Nothing');
    expect(failing.status).toBe(422);
    const { code } = (await failing.json()) as { code: string };
    const sent = sizes.reduce((all, size) => all + size, 0);
    // A download's row is written as it ends: the API has all three once they are recorded.
    await eventually(async () => (await dashboard()).days.at(-1)).toMatchObject({
      downloads: 2,
      failed: 1,
      bytes: sent,
    });
    const { days, firstByte } = await dashboard();
    const today = days.at(-1)?.day;
    expect(firstByte.p50Ms).not.toBeNull();

    const { page, requests, problems } = await openAdmin();
    await enterKey(page, OWNER_KEY);
    await eventually(() => page.locator('#dashboard').isVisible()).toBe(true);
    // The downloads chart: one column, today's, as tall as 2 on its scale.
    const columns = page.locator('#charts figure').first().locator('rect.column');
    expect(await columns.evaluateAll((found) => found.map((each) => each.getAttribute('data-value')))).toEqual(['2']);
    expect((await columns.first().boundingBox())?.height).toBeGreaterThan(10);
    // The table of numbers: today's row says what was made here.
    expect(await numbers(page, `#days-table tr[data-day="${today}"] data`)).toEqual(
      ['2', '1', String(sent), firstByte.p50Ms, days.at(-1)?.firstByteP90Ms].map(String),
    );
    // The totals, the time to first byte's median among them, written in words.
    expect(await numbers(page, '#totals data')).toEqual(['2', String(sent), '1', String(firstByte.p50Ms)]);
    expect(await page.locator('#totals .total').last().textContent()).toMatch(/\d+(\.\d)? (ms|sec)/);
    const row = (list: string, name: string) => page.locator(`#${list} li[data-name="${name}"] .rank-value`);
    expect(await row('users', 'http:friend').textContent()).toMatch(/^2 downloads · /);
    expect(await row('sites', 'generic').textContent()).toMatch(/^2 downloads · /);
    expect(await row('outcomes', 'ok').textContent()).toBe('2');
    expect(await row('outcomes', 'error').textContent()).toBe('1');
    expect(await row('error-codes', code).textContent()).toBe('1');
    expect(otherOrigins(requests)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('lists a running download with its user and surface, and its Cancel cuts the download off', async () => {
    const { page, problems } = await openAdmin({ key: OWNER_KEY });
    await eventually(() => page.locator('#running-none').isVisible()).toBe(true);
    const response = await download('/slow/direct.mp4', 'Slow one');
    expect(response.status).toBe(200);
    // How the client's download ends, held from the start: it may break off before the click returns.
    const ended = (async () => {
      for await (const _chunk of response.body as ReadableStream<Uint8Array>);
    })().then(
      () => 'complete',
      () => 'cut off',
    );
    const job = page.locator('#running li', { hasText: 'Slow one' });
    await eventually(() => job.count()).toBe(1);
    expect(await job.locator('.job-meta').textContent()).toMatch(/^http:friend via the API · on /);
    await page.screenshot({ path: path.join(shots, 'admin-running-desktop.png'), fullPage: true });

    await job.getByRole('button', { name: 'Cancel Slow one' }).click();
    // The client's download breaks off short of the file instead of completing.
    expect(await ended).toBe('cut off');
    await eventually(() => page.locator('#running li').count()).toBe(0);
    expect(await page.locator('#running-none').isVisible()).toBe(true);
    expect((await dashboard()).running).toEqual([]);
    await eventually(() => page.locator('#outcomes li[data-name="cancelled"] .rank-value').textContent()).toBe('1');
    expect(problems).toEqual([]);
  });

  it('reads on a phone and a desktop, light and dark, without sideways scrolling on the phone', async () => {
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page, requests, problems } = await openAdmin({ key: OWNER_KEY, viewport, colorScheme });
        await eventually(() => page.locator('#charts rect.column').count()).toBeGreaterThan(0);
        await page.screenshot({ path: path.join(shots, `admin-${name}-${colorScheme}.png`), fullPage: true });
        const width = await page.evaluate<{ scroll: number; client: number }>(
          '({ scroll: document.scrollingElement.scrollWidth, client: document.scrollingElement.clientWidth })',
        );
        expect(width.scroll, `${name} ${colorScheme}`).toBeLessThanOrEqual(width.client);
        expect(otherOrigins(requests)).toEqual([]);
        expect(problems).toEqual([]);
      }
    }
  });
});

describe("the owner's dashboard without API keys", () => {
  const run = promisify(execFile);
  const root = path.resolve(import.meta.dirname, '..', '..');
  let open: TestApp;
  beforeAll(async () => {
    open = await startTestApp();
  });
  afterAll(async () => {
    await open?.close();
  });

  /** A one-time link, as `npm run owner-link` prints it for this server. */
  async function ownerLink(): Promise<string> {
    const { stdout } = await run(process.execPath, [path.join(root, 'dist/src/cli/owner-link.js')], {
      cwd: root,
      env: { PATH: process.env.PATH, DATA_DIR: open.dataDir, PORT: new URL(open.baseUrl).port },
    });
    return stdout.trim();
  }

  async function freshPage(viewport = DESKTOP) {
    const context = await browser.newContext({ viewport, locale: 'en-US' });
    contexts.push(context);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => {
      problems.push(error.message);
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
    });
    return { context, page, problems };
  }

  it('says how to get the sign-in link, signs in with it once, and acts through the session cookie', async () => {
    const { context, page, problems } = await freshPage(PHONE);
    await page.goto(`${open.baseUrl}/admin`);
    await eventually(() => page.locator('#status').textContent()).toBe(english('admin-login-needed'));
    expect(await page.locator('#dashboard').isHidden()).toBe(true);
    // No key is asked for: there are none on this server.
    expect(await page.getByLabel(english('web-key-label')).isVisible()).toBe(false);
    await page.screenshot({ path: path.join(shots, 'admin-sign-in-phone.png'), fullPage: true });

    const link = await ownerLink();
    expect(link).toMatch(new RegExp(`^${open.baseUrl}/admin#login=`));
    const signed = await context.newPage();
    await signed.goto(link);
    await eventually(() => signed.locator('#dashboard').isVisible()).toBe(true);
    // The code left the address; the cookie is out of reach of scripts and of other sites.
    expect(signed.url()).toBe(`${open.baseUrl}/admin`);
    expect(await context.cookies()).toEqual([
      expect.objectContaining({ name: 'media-fetcher-owner', httpOnly: true, sameSite: 'Strict', secure: false }),
    ]);
    expect(await signed.evaluate('document.cookie')).toBe('');
    // The first tab, asked again, is signed in too; so is a reload.
    await page.reload();
    await eventually(() => page.locator('#dashboard').isVisible()).toBe(true);

    // The Update button: a bodiless POST, sent with the page's header and the cookie.
    const { maintenance } = open.services;
    const status = maintenance.ytdlpStatus;
    const done = sentence('ytdlp-update-done', { detail: 'Updated yt-dlp to stable@2026.11.01' });
    maintenance.ytdlpStatus = () => ({ ...status(), updatable: true });
    maintenance.updateYtdlp = async () => ({ ok: true, message: say(done), sentence: done });
    await page.reload();
    await page.getByRole('button', { name: english('admin-ytdlp-update') }).click();
    await eventually(() => page.locator('#ytdlp-message').textContent()).toBe(say(done));

    // The same link in another browser: already used, said in words, and nothing shown.
    const other = await freshPage();
    await other.page.goto(link);
    await eventually(() => other.page.locator('#status').textContent()).toBe(english('error-owner-link-used'));
    expect(await other.page.locator('#dashboard').isHidden()).toBe(true);
    expect([...problems, ...other.problems]).toEqual([]);
  });
});

describe("the owner's dashboard and the sites refusing this server", () => {
  it('lists a site that refused this server, in a line that says the site, the kind and how often', async () => {
    const { page, problems } = await openAdmin({ key: OWNER_KEY });
    await eventually(() => page.locator('#refusals-none').isVisible()).toBe(true);
    await app.services.refusals.settled(new URL(fixtures.url('/watch?v=x')), siteRefusalError('bot_check', 'YouTube'));
    expect((await dashboard()).siteRefusals?.refusals).toMatchObject([{ class: 'bot_check', count: 1 }]);
    // The line the server said (its "… ago" moves on between two reads).
    await eventually(() => page.locator('#refusals li').first().textContent()).toContain(
      english('refusal-class-bot-check'),
    );
    expect(await page.locator('#refusals li').first().textContent()).toContain('YouTube');
    expect(await page.locator('#refusals-none').isVisible()).toBe(false);
    expect(problems).toEqual([]);
  });
});
