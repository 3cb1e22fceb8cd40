import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { asOwner, downloadUrl, postInfo, startTestApp, type TestApp } from '../support/app-harness.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { untilTestTimeout } from '../support/test-deadline.js';

let fixtures: FixtureServer;

beforeAll(async () => {
  fixtures = await startFixtureServer(inject('fixturesDir'));
});
afterAll(async () => {
  await fixtures?.close();
});

/** Runs a test against an app with the given settings, closing it afterwards. */
async function withApp(env: Record<string, string>, test: (app: TestApp) => Promise<void>) {
  const app = await startTestApp(env);
  try {
    await test(app);
  } finally {
    await app.close();
  }
}

const direct = () => fixtures.url('/direct.mp4');
const directDownload = (app: TestApp, headers: Record<string, string> = {}) =>
  fetch(downloadUrl(app.baseUrl, { url: direct(), selector: 'mp4', ext: 'mp4', kind: 'video', title: 'x' }), {
    headers,
  });

describe('usage over HTTP', () => {
  it('records a download with its bytes and shows it in /api/usage (no keys: the owner token)', async () => {
    await withApp({}, async (app) => {
      const response = await directDownload(app);
      const size = (await response.arrayBuffer()).byteLength;
      expect(response.status).toBe(200);
      const stats = (await (await fetch(`${app.baseUrl}/api/usage`, { headers: asOwner(app) })).json()) as {
        users: { identity: string; today: { downloads: number; bytes: number } }[];
        platforms: { mediaPlatform: string; downloads: number }[];
      };
      await expect
        .poll(async () => {
          const fresh = (await (
            await fetch(`${app.baseUrl}/api/usage`, { headers: asOwner(app) })
          ).json()) as typeof stats;
          return fresh.users.find((u) => u.identity === 'http:127.0.0.1')?.today;
        }, untilTestTimeout())
        .toMatchObject({ downloads: 1, bytes: size });
      expect(stats.platforms[0]?.mediaPlatform).toBe('generic');
      // The row holds what the issue asks for.
      const db = new Database(path.join(app.dataDir, 'app.db'), { readonly: true });
      const row = db.prepare("select * from usage_events where action = 'download'").get() as Record<string, unknown>;
      db.close();
      expect(row).toMatchObject({
        outcome: 'ok',
        bytes: size,
        selector: 'mp4',
        kind: 'video',
        media_platform: 'generic',
      });
      expect(row.duration_ms).toBeGreaterThan(0);
    });
  });

  it('requires a valid API key when keys are configured, and keeps /api/usage for owners', async () => {
    const keys = 'alice:alice-secret-0123456789,owner:owner-secret-0123456789';
    await withApp({ API_KEYS: keys, OWNER_IDS: 'http:owner' }, async (app) => {
      const missing = await postInfo(app.baseUrl, direct());
      expect(missing).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
      const wrong = await postInfo(app.baseUrl, direct(), { authorization: 'Bearer nope-nope-nope-nope-nope' });
      expect(wrong.status).toBe(401);
      const alice = { authorization: 'Bearer alice-secret-0123456789' };
      expect((await postInfo(app.baseUrl, direct(), alice)).status).toBe(200);
      expect((await fetch(`${app.baseUrl}/api/usage`, { headers: alice })).status).toBe(403);
      const owner = await fetch(`${app.baseUrl}/api/usage`, {
        headers: { authorization: 'Bearer owner-secret-0123456789' },
      });
      expect(owner.status).toBe(200);
      const stats = (await owner.json()) as { users: { identity: string }[] };
      expect(stats.users.map((u) => u.identity)).toContain('http:alice');
    });
  });

  it('refuses the download over the daily limit with 429 and Retry-After, before yt-dlp runs', async () => {
    await withApp({ LIMIT_DOWNLOADS_PER_DAY: '1' }, async (app) => {
      const first = await directDownload(app);
      await first.arrayBuffer();
      expect(first.status).toBe(200);
      const before = fixtures.requests.length;
      const second = await directDownload(app);
      expect(second.status).toBe(429);
      expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
      const body = (await second.json()) as { code: string; error: string };
      expect(body.code).toBe('limit_downloads_per_day');
      expect(body.error).toMatch(/used 1 of 1 download/);
      expect(fixtures.requests.length).toBe(before);
    });
  });

  it('limits lookups per minute, running downloads per user, and media duration', async () => {
    await withApp({ LIMIT_INFO_PER_MINUTE: '2', LIMIT_MAX_DURATION_S: '2' }, async (app) => {
      const tooLong = await postInfo(app.baseUrl, direct());
      expect(tooLong).toMatchObject({ status: 413, body: { code: 'limit_max_duration' } });
      await postInfo(app.baseUrl, fixtures.url('/audio.m4a'));
      const third = await postInfo(app.baseUrl, direct());
      expect(third).toMatchObject({ status: 429, body: { code: 'limit_info_per_minute' } });
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    });
    await withApp({ LIMIT_CONCURRENT_JOBS_PER_USER: '1' }, async (app) => {
      const slow = fixtures.url('/slow/direct.mp4');
      const controller = new AbortController();
      const running = await fetch(
        downloadUrl(app.baseUrl, { url: slow, selector: 'mp4', ext: 'mp4', kind: 'video', title: 'a' }),
        { signal: controller.signal },
      );
      expect(running.status).toBe(200);
      const second = await directDownload(app);
      expect(second.status).toBe(429);
      expect(((await second.json()) as { code: string }).code).toBe('limit_concurrent_jobs');
      controller.abort();
    });
  });

  it('refuses blocked users with 403', async () => {
    await withApp({ BLOCKED_USERS: 'http:127.0.0.1' }, async (app) => {
      expect(await postInfo(app.baseUrl, direct())).toMatchObject({ status: 403, body: { code: 'user_blocked' } });
    });
  });
});
