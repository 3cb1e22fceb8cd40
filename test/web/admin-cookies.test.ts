/**
 * The dashboard's cookie sets in a real browser: a cookies.txt chosen in the file field is added
 * and listed (its sites and count, never a cookie), a wrong file's line is named under the field,
 * and Remove takes a set away.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { startTestApp, type TestApp } from '../support/app-harness.js';
import { sharedBrowser } from '../support/browser.js';
import { buildDist } from '../support/built-process.js';
import { openOwnerDashboard, ownerAppSettings } from '../support/owner-dashboard.js';
import { untilTestTimeout } from '../support/test-deadline.js';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  buildDist();
  app = await startTestApp(ownerAppSettings);
  browser = await sharedBrowser();
});
afterAll(async () => {
  await app?.close();
});

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, untilTestTimeout());
const english = (key: string) => translate('en', key);
const expires = Math.floor(Date.now() / 1000) + 30 * 86_400;
const cookieFile = (value: string) =>
  Buffer.from(`${['.vimeo.com', 'TRUE', '/', 'TRUE', String(expires), 'vuid', value].join('\t')}\n`);

describe("the dashboard's cookie sets", () => {
  it('adds a chosen file, names a wrong line, and removes a set', async () => {
    const { page, context } = await openOwnerDashboard(browser, app.baseUrl);
    try {
      await eventually(() => page.locator('#cookies-none').isVisible()).toBe(true);
      const field = page.getByLabel(english('admin-cookies-add'));
      await field.setInputFiles({
        name: 'cookies.txt',
        mimeType: 'text/plain',
        buffer: cookieFile('page-secret-value'),
      });
      const sets = page.locator('#cookie-sets li');
      await eventually(() => sets.count()).toBe(1);
      expect(await sets.first().textContent()).toMatch(/^vimeo: 1 cookies/);
      expect(await page.content()).not.toContain('page-secret-value');

      await field.setInputFiles({
        name: 'bad.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('# a comment\nnot a cookie\n'),
      });
      await eventually(() => page.locator('#cookies-message').textContent()).toBe(
        translate('en', 'error-cookies-bad-line', { line: 2 }),
      );
      expect(await sets.count()).toBe(1);

      await page.getByRole('button', { name: english('admin-cookies-remove') }).click();
      await eventually(() => sets.count()).toBe(0);
      expect(await page.locator('#cookies-none').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
