/**
 * The dashboard's canary and YouTube chain panels in a real browser: YouTube's chain drawn from
 * the dashboard's data (a line per part, what is missing listed); a link typed in the field is
 * watched, Run now draws its failing run as a cell of the strip with its class in words, a link
 * that is not one is refused under the field, and Remove stops watching it.
 */
import net from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { startTestApp, type TestApp } from '../support/app-harness.js';
import { sharedBrowser } from '../support/browser.js';
import { buildDist } from '../support/built-process.js';
import { OWNER_KEY, openOwnerDashboard, ownerAppSettings } from '../support/owner-dashboard.js';
import { untilTestTimeout } from '../support/test-deadline.js';

let app: TestApp;
let browser: Browser;
/** A loopback port nothing listens on: the watched link's site is not reached. */
let closedPort: number;

beforeAll(async () => {
  buildDist();
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closedPort = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  app = await startTestApp(ownerAppSettings);
  browser = await sharedBrowser();
});
afterAll(async () => {
  await app?.close();
});

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, untilTestTimeout());
const english = (key: string) => translate('en', key);

describe("the dashboard's canary and YouTube's chain", () => {
  it('draws the chain, watches a typed link, draws its run, refuses a wrong one and removes it', async () => {
    const data = (await (
      await fetch(`${app.baseUrl}/api/admin`, { headers: { authorization: `Bearer ${OWNER_KEY}` } })
    ).json()) as { youtube: { missing: string[]; cookieSets: number } };
    const { page, context } = await openOwnerDashboard(browser, app.baseUrl);
    try {
      await eventually(() => page.locator('#youtube-panel').isVisible()).toBe(true);
      expect(await page.locator('#youtube-chain li').count()).toBe(4);
      expect(await page.locator('#youtube-chain').textContent()).toContain(
        translate('en', 'admin-youtube-cookies', { count: data.youtube.cookieSets }),
      );
      expect(await page.locator('#youtube-missing li').allTextContents()).toEqual(data.youtube.missing);
      expect(await page.locator('#youtube-complete').isVisible()).toBe(data.youtube.missing.length === 0);

      await eventually(() => page.locator('#canary-none').isVisible()).toBe(true);
      const link = `http://127.0.0.1:${closedPort}/watch`;
      await page.getByLabel(english('admin-canary-url')).fill(link);
      await page.getByRole('button', { name: english('admin-canary-add') }).click();
      const lines = page.locator('#canary-links > li');
      await eventually(() => lines.count()).toBe(1);
      expect(await lines.first().getAttribute('data-state')).toBe('unknown');
      expect(await lines.first().textContent()).toContain(link);

      await page.getByRole('button', { name: english('admin-canary-run') }).click();
      await eventually(() => lines.first().getAttribute('data-state')).toBe('down');
      const cells = lines.first().locator('.canary-strip li');
      expect(await cells.count()).toBe(1);
      const outcome = String(await cells.first().getAttribute('data-outcome'));
      expect(outcome).not.toBe('ok');
      const key = ['unreachable', 'ytdlp_too_old', 'other'].includes(outcome) ? 'canary-class' : 'refusal-class';
      expect(await lines.first().textContent()).toContain(english(`${key}-${outcome.replaceAll('_', '-')}`));

      await page.getByLabel(english('admin-canary-url')).fill('ftp://127.0.0.1/file');
      await page.getByRole('button', { name: english('admin-canary-add') }).click();
      await eventually(async () => (await page.locator('#canary-message').textContent())?.length ?? 0).toBeGreaterThan(
        0,
      );
      expect(await lines.count()).toBe(1);

      await page.getByRole('button', { name: english('admin-canary-remove') }).click();
      await eventually(() => lines.count()).toBe(0);
      expect(await page.locator('#canary-none').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
