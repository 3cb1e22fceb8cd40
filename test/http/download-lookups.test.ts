/**
 * GET /api/download on a link that was not looked up reads it first, and that
 * read is a lookup of the user's (LIMIT_INFO_PER_MINUTE), whatever the
 * download then does: a loop of downloads with a selector that matches
 * nothing on fresh links was free and ran yt-dlp without bound. A download of
 * a link still in the info cache (looked up by /api/info) reads nothing and
 * is not counted again. Real yt-dlp over loopback.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { downloadUrl, postInfo, startTestApp, type TestApp } from '../support/app-harness.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';

const LIMIT = 3;

let fixtures: FixtureServer;
let app: TestApp;

beforeAll(async () => {
  fixtures = await startFixtureServer(inject('fixturesDir'));
  app = await startTestApp({ LIMIT_INFO_PER_MINUTE: String(LIMIT) });
});

afterAll(async () => {
  await app?.close();
  await fixtures?.close();
});

/** The caller's lookups this minute, as the limit counts them (no API keys: the loopback address). */
async function lookups(): Promise<number> {
  return (await app.services.usage.summary({ platform: 'http', externalId: '127.0.0.1' })).today.infos;
}

/** Requests the fixture server got for `/direct.mp4?n=<n>` (what yt-dlp and ffmpeg read of the link). */
const readsOf = (n: string) => fixtures.requests.filter((r) => r.path === `/direct.mp4?n=${n}`).length;

describe('downloads of links not looked up', () => {
  it('count as lookups, so a loop of failing downloads on fresh links meets LIMIT_INFO_PER_MINUTE', async () => {
    // Looked up first: the download reads nothing more and costs no second lookup.
    const looked = fixtures.url('/direct.mp4?n=looked');
    expect((await postInfo(app.baseUrl, looked)).status).toBe(200);
    expect(await lookups()).toBe(1);
    const whole = await fetch(
      downloadUrl(app.baseUrl, { url: looked, selector: 'mp4', ext: 'mp4', kind: 'video', title: 'looked' }),
    );
    expect(whole.status).toBe(200);
    await whole.arrayBuffer();
    expect(await lookups()).toBe(1);

    // Fresh links, a selector that matches nothing: each one was read (a lookup) before it failed.
    const statuses: number[] = [];
    const codes: string[] = [];
    for (let n = 1; n < LIMIT; n++) {
      const url = fixtures.url(`/direct.mp4?n=${n}`);
      const response = await fetch(
        downloadUrl(app.baseUrl, { url, selector: 'no-such-format', ext: 'mp4', kind: 'video', title: `n${n}` }),
      );
      statuses.push(response.status);
      codes.push(((await response.json()) as { code: string }).code);
      expect(readsOf(String(n))).toBeGreaterThan(0);
    }
    expect(codes).toEqual(['format_not_available', 'format_not_available']);
    expect(statuses.every((s) => s === 422)).toBe(true);
    expect(await lookups()).toBe(LIMIT);

    // The next fresh link is refused as a lookup, before anything reads it.
    const next = String(LIMIT);
    const refused = await fetch(
      downloadUrl(app.baseUrl, {
        url: fixtures.url(`/direct.mp4?n=${next}`),
        selector: 'no-such-format',
        ext: 'mp4',
        kind: 'video',
        title: 'next',
      }),
    );
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'limit_info_per_minute' });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(readsOf(next)).toBe(0);
  }, 180_000);
});
