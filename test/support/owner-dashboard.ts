import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP } from './browser.js';

/** The API key of the dashboard tests' owner (`boss`). */
export const OWNER_KEY = 'boss-key-0123456789abcdef';

/** An app's settings where the key `boss` is an owner's. */
export const ownerAppSettings = { API_KEYS: `boss:${OWNER_KEY}`, OWNER_IDS: 'http:boss' };

/** The dashboard on a desktop page, signed in with the owner's key as the page keeps it; close `context` after. */
export async function openOwnerDashboard(
  browser: Browser,
  baseUrl: string,
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US' });
  await context.addInitScript(`localStorage.setItem('media-fetcher.api-key', ${JSON.stringify(OWNER_KEY)})`);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/admin`);
  return { page, context };
}
