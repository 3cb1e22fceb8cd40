/**
 * The dashboard's follows panel in a real browser: everyone's follows listed (who, what, in which
 * form, where to, the next check; a paused one says why), and Remove takes one away.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFollow, pauseFollow } from '../../src/follows/index.js';
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

async function keep(userKey: string, title: string): Promise<string> {
  const now = new Date();
  const made = await createFollow(app.services.database, {
    userKey,
    link: `http://127.0.0.1:1/${title}.xml`,
    title,
    form: { kind: 'mp3', bitrate: 256 },
    target: { kind: 'telegram', chatId: '77' },
    seen: [],
    now,
    nextCheckAt: now,
    maxPerUser: 10,
  });
  if (!('created' in made)) throw new Error('not created');
  return made.created.id;
}

describe("the dashboard's follows", () => {
  it('lists everyone’s follows, says why one is paused, and removes one', async () => {
    await keep('telegram:5', 'Feed-five');
    const paused = await keep('discord:6', 'Feed-six');
    await pauseFollow(app.services.database, paused, 'the chat did not answer', new Date());
    const { page, context } = await openOwnerDashboard(browser, app.baseUrl);
    try {
      const lines = page.locator('#follows li');
      await eventually(() => lines.count()).toBe(2);
      expect(await lines.nth(0).textContent()).toMatch(/^telegram:5: Feed-five \(mp3 256, to telegram\), next check /);
      expect(await lines.nth(1).textContent()).toContain('paused: the chat did not answer');
      await lines
        .nth(0)
        .getByRole('button', { name: translate('en', 'admin-follows-remove') })
        .click();
      await eventually(() => lines.count()).toBe(1);
      expect(await lines.nth(0).textContent()).toContain('Feed-six');
    } finally {
      await context.close();
    }
  });
});
