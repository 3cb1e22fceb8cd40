/**
 * The owner's dashboard's API (src/http/routes/admin.ts) on the real stack:
 * GET /api/admin counts the downloads this test makes (today's bar, the site,
 * the user, the outcomes, the error code, the first byte) and lists a running
 * download, which POST /api/admin/jobs/{id}/cancel stops; only an owner's key
 * gets in. The update route is checked for its words and its access: the
 * update itself would fetch yt-dlp from GitHub, so `updateYtdlp` is replaced.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminDashboardSchema } from '../../src/http/admin-schemas.js';
import { english, sentence, translate } from '../../src/i18n/index.js';
import { asOwner, downloadUrl, type JsonBody, postInfo, startTestApp, type TestApp } from '../support/app-harness.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { untilTestTimeout } from '../support/test-deadline.js';

let fixtures: FixtureServer;
let app: TestApp;

const OWNER = 'owner-secret-key-0123456789';
const BOB = 'bob-secret-key-0123456789abc';
const as = (key: string) => ({ authorization: `Bearer ${key}` });

beforeAll(async () => {
  // About 40 KiB/s under /slow/: a download runs for seconds.
  fixtures = await startFixtureServer(inject('fixturesDir'), { slowChunkBytes: 4 * 1024, slowIntervalMs: 100 });
  app = await startTestApp({ API_KEYS: `owner:${OWNER},bob:${BOB}`, OWNER_IDS: 'http:owner' });
});
afterAll(async () => {
  await app?.close();
  await fixtures?.close();
});

async function dashboard(headers: Record<string, string> = as(OWNER)): Promise<JsonBody> {
  const response = await fetch(`${app.baseUrl}/api/admin`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return adminDashboardSchema.strict().parse(await response.json());
}

const download = (url: string, title: string) =>
  fetch(downloadUrl(app.baseUrl, { url, selector: 'mp4', ext: 'mp4', kind: 'video', title }), { headers: as(BOB) });

describe('GET /api/admin', () => {
  it("counts this test's downloads: today's bar, the site, the user, the outcomes, the error and the first byte", async () => {
    const before = await dashboard();
    const today = before.days.at(-1);
    let sent = 0;
    for (const title of ['One', 'Two']) {
      const response = await download(fixtures.url('/direct.mp4'), title);
      expect(response.status).toBe(200);
      sent += (await response.arrayBuffer()).byteLength;
    }
    const failed = await download(fixtures.url('/no-such-file.mp4'), 'Missing');
    expect(failed.status).toBeGreaterThanOrEqual(400);
    const { code } = (await failed.json()) as { code: string };

    const after = await dashboard();
    expect(after.days).toHaveLength(30);
    const day = after.days.at(-1);
    expect(day?.day).toBe(today?.day);
    expect(day?.downloads).toBe((today?.downloads ?? 0) + 2);
    expect(day?.failed).toBe((today?.failed ?? 0) + 1);
    expect(day?.bytes).toBeGreaterThanOrEqual((today?.bytes ?? 0) + sent);
    expect(day?.firstByteP50Ms).toEqual(expect.any(Number));
    expect(after.firstByte.count).toBe(before.firstByte.count + 2);
    expect(after.users.find((user: JsonBody) => user.identity === 'http:bob')).toMatchObject({ downloads: 2 });
    expect(after.sites.map((site: JsonBody) => site.downloads).reduce((a: number, b: number) => a + b, 0)).toBe(
      before.sites.map((site: JsonBody) => site.downloads).reduce((a: number, b: number) => a + b, 0) + 2,
    );
    const outcome = (body: JsonBody, name: string) =>
      body.outcomes.find((each: JsonBody) => each.outcome === name)?.count ?? 0;
    expect(outcome(after, 'ok')).toBe(outcome(before, 'ok') + 2);
    expect(outcome(after, 'error')).toBe(outcome(before, 'error') + 1);
    expect(after.errorCodes).toContainEqual({ code, count: expect.any(Number) });
    const health = (await (await fetch(`${app.baseUrl}/api/health`)).json()) as JsonBody;
    expect(after.ytdlp.version).toBe(health.ytdlpVersion);
  });

  it('lists a running download with its asker, and its Cancel stops it', async () => {
    const url = fixtures.url('/slow/direct.mp4');
    expect((await postInfo(app.baseUrl, url, as(BOB))).status).toBe(200);
    const response = await download(url, 'Slow one');
    expect(response.status).toBe(200);
    const read = (async () => {
      for await (const _chunk of response.body as ReadableStream<Uint8Array>);
    })();
    await expect
      .poll(async () => (await dashboard()).running.map((job: JsonBody) => job.title), untilTestTimeout())
      .toContain('Slow one');
    const job = (await dashboard()).running.find((each: JsonBody) => each.title === 'Slow one');
    expect(job).toMatchObject({ surface: 'http', kind: 'download', asker: 'http:bob', cancelRequested: false });

    const cancel = (id: string, key = OWNER) =>
      fetch(`${app.baseUrl}/api/admin/jobs/${id}/cancel`, { method: 'POST', headers: as(key) });
    const refused = await cancel(job.id, BOB);
    expect(refused.status).toBe(403);
    const answer = await cancel(job.id);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ outcome: 'cancelled' });
    // The download's response ends short of the file.
    await expect(read).rejects.toThrow();
    await expect.poll(async () => (await dashboard()).running, untilTestTimeout()).toEqual([]);
    expect(await (await cancel(job.id)).json()).toEqual({ outcome: 'unknown' });
    const bad = await cancel('no!');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as JsonBody).code).toBe('invalid_request');
  });
});

describe('who may use it', () => {
  it('refuses no key with 401 and a key that is not an owner’s with 403, in the asker’s language', async () => {
    const none = await fetch(`${app.baseUrl}/api/admin`);
    expect(none.status).toBe(401);
    expect(((await none.json()) as JsonBody).code).toBe('unauthorized');
    const bob = await fetch(`${app.baseUrl}/api/admin`, { headers: { ...as(BOB), 'accept-language': 'de' } });
    expect(bob.status).toBe(403);
    expect(await bob.json()).toEqual({ error: translate('de', 'error-admin-owner-only'), code: 'forbidden' });
    for (const path of ['/api/admin/ytdlp/update', '/api/admin/jobs/abcd1234/cancel']) {
      const post = await fetch(`${app.baseUrl}${path}`, { method: 'POST', headers: as(BOB) });
      expect(post.status, path).toBe(403);
    }
  });

  it('without API keys, serves the owner token only: the machine itself is no owner', async () => {
    const open = await startTestApp();
    try {
      // A reverse proxy on this machine that adds no forwarding header connects from loopback for anyone.
      const local = await fetch(`${open.baseUrl}/api/admin`);
      expect(local.status).toBe(401);
      expect(await local.json()).toEqual({
        error: english(sentence('error-owner-login-required')),
        code: 'owner_login_required',
      });
      for (const path of ['/api/admin/ytdlp/update', '/api/admin/jobs/abcd1234/cancel']) {
        expect((await fetch(`${open.baseUrl}${path}`, { method: 'POST' })).status, path).toBe(401);
      }
      expect((await fetch(`${open.baseUrl}/api/admin`, { headers: asOwner(open) })).status).toBe(200);
      // An API key's place is taken by the token: a key-like secret is no owner here.
      expect((await fetch(`${open.baseUrl}/api/admin`, { headers: as(OWNER) })).status).toBe(401);
    } finally {
      await open.close();
    }
  });
});

describe('POST /api/admin/ytdlp/update', () => {
  it("says the update's result in the asker's language and answers yt-dlp's state", async () => {
    const said = sentence('ytdlp-update-done', { detail: 'Updated yt-dlp to stable@2026.11.01' });
    let calls = 0;
    app.services.maintenance.updateYtdlp = async () => {
      calls += 1;
      return { ok: true, message: english(said), sentence: said };
    };
    const response = await fetch(`${app.baseUrl}/api/admin/ytdlp/update`, {
      method: 'POST',
      headers: { ...as(OWNER), 'accept-language': 'ru' },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as JsonBody;
    expect(body).toEqual({
      ok: true,
      message: translate('ru', 'ytdlp-update-done', { detail: 'Updated yt-dlp to stable@2026.11.01' }),
      ytdlp: (await dashboard()).ytdlp,
    });
    expect(calls).toBe(1);
  });
});
