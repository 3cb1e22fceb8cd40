/**
 * The waits of the bot tests are bounded by the running test's own timeout
 * (test-deadline.ts): they give a busy machine all the time the test has, and
 * still fail before it, naming what they waited for.
 */
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeDiscord, startFakeDiscord } from './fake-discord.js';
import { type FakeTelegramServer, startFakeTelegram } from './fake-telegram.js';
import { timeLeftInTest, untilTestTimeout } from './test-deadline.js';

let telegram: FakeTelegramServer;
let discord: FakeDiscord;
let inHook: number | undefined = -1;

beforeAll(async () => {
  inHook = timeLeftInTest();
  const dir = path.join(os.tmpdir(), `test-deadline-${process.pid}`);
  telegram = await startFakeTelegram({ uploadDir: path.join(dir, 'telegram') });
  discord = await startFakeDiscord({ filesDir: path.join(dir, 'discord') });
});
afterAll(async () => {
  await telegram?.close();
  await discord?.close();
});

describe('a wait in a test', () => {
  it('has the time the test has left, less a moment to report', { timeout: 7_000 }, () => {
    const left = timeLeftInTest() ?? 0;
    expect(left).toBeGreaterThan(4_000);
    expect(left).toBeLessThan(7_000);
    expect(untilTestTimeout().timeout).toBeLessThanOrEqual(left);
    // A hook has no test: its own timeout bounds what it waits for.
    expect(inHook).toBeUndefined();
  });

  it('for a Bot API call that never comes fails before the test does, naming the calls it saw', {
    timeout: 4_000,
  }, async () => {
    const started = Date.now();
    await fetch(`${telegram.apiRoot}/bot${telegram.token}/getMe`, { method: 'POST' });
    const error = await telegram.waitForCall((call) => call.method === 'sendVideo').catch((e: unknown) => e);
    expect(String(error)).toMatch(/^Error: no matching Bot API call within \d+ ms; calls since 0: getMe$/);
    // It waited for most of the test's 4 s, not for a clock of its own.
    expect(Date.now() - started).toBeGreaterThan(1_000);
  });

  it('for a Discord condition that never holds fails before the test does, naming it', { timeout: 4_000 }, async () => {
    const error = await discord.waitFor(() => false, undefined, 'a card that never comes').catch((e: unknown) => e);
    expect(String(error)).toMatch(/waiting for a card that never comes$/);
  });
});
