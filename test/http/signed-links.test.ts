import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLinkSigner, loadLinkSecret, signedDownloadUrl } from '../../src/usage/index.js';
import { type JsonBody, startTestApp, type TestApp } from '../support/app-harness.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { writeRecordingYtdlp } from '../support/stand-in-ytdlp.js';
import { untilTestTimeout } from '../support/test-deadline.js';

const ALICE = 'alice-secret-0123456789';
const BOB = 'bob-secret-0123456789ab';
const CAROL = 'carol-secret-0123456789';

let fixtures: FixtureServer;
let app: TestApp;
let toolDir: string;
let ytdlp: ReturnType<typeof writeRecordingYtdlp>;

beforeAll(async () => {
  fixtures = await startFixtureServer(inject('fixturesDir'));
  toolDir = mkdtempSync(path.join(os.tmpdir(), 'signed-links-tools-'));
  ytdlp = writeRecordingYtdlp(toolDir);
  app = await startTestApp({
    API_KEYS: `alice:${ALICE},bob:${BOB},carol:${CAROL}`,
    YTDLP_PATH: ytdlp.binary,
    LIMIT_DOWNLOADS_PER_DAY: '2',
  });
});
afterAll(async () => {
  await app?.close();
  await fixtures?.close();
  rmSync(toolDir, { recursive: true, force: true });
});

const direct = () => ({ url: fixtures.url('/direct.mp4'), selector: 'mp4', ext: 'mp4', kind: 'video', title: 'x' });

async function postLink(body: unknown, key?: string) {
  const response = await fetch(`${app.baseUrl}/api/link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as JsonBody };
}

function downloadRows(): { user: string; outcome: string }[] {
  const db = new Database(path.join(app.dataDir, 'app.db'), { readonly: true });
  try {
    return db
      .prepare(
        `select u.platform || ':' || u.external_id as user, e.outcome as outcome
           from usage_events e join users u on u.id = e.user_id where e.action = 'download'`,
      )
      .all() as { user: string; outcome: string }[];
  } finally {
    db.close();
  }
}

describe('signed download links', () => {
  it('POST /api/link needs the same key as a download, and validates like one', async () => {
    expect((await postLink(direct())).body.code).toBe('unauthorized');
    const bad = await postLink({ ...direct(), ext: 'exe' }, ALICE);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'invalid_request' });
  });

  it('a link works with no Authorization header and counts against the user it was issued to', async () => {
    const before = Date.now();
    const link = await postLink(direct(), ALICE);
    expect(link.status).toBe(200);
    expect(link.headers.get('cache-control')).toBe('no-store');
    expect(link.body.url).toMatch(/^\/api\/download\?/);
    const expires = new Date(link.body.expiresAt).getTime();
    // LINK_TTL_S defaults to six hours.
    expect(expires - before).toBeGreaterThan(6 * 3600_000 - 2000);
    expect(expires - before).toBeLessThanOrEqual(6 * 3600_000 + 1000);

    const response = await fetch(`${app.baseUrl}${link.body.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    await expect.poll(downloadRows, untilTestTimeout()).toEqual([{ user: 'http:alice', outcome: 'ok' }]);

    // Alice's limit (2 a day) applies to her links: one more, then 429.
    const second = await fetch(`${app.baseUrl}${link.body.url}`);
    expect(second.status).toBe(200);
    await second.arrayBuffer();
    const third = await fetch(`${app.baseUrl}${link.body.url}`);
    expect(third.status).toBe(429);
    expect(((await third.json()) as JsonBody).code).toBe('limit_downloads_per_day');
    // Bob's own budget is untouched.
    const bobs = await postLink(direct(), BOB);
    expect((await fetch(`${app.baseUrl}${bobs.body.url}`)).status).toBe(200);
  });

  it('a changed parameter, a wrong signature or an expired link is refused with 403 and starts nothing', async () => {
    const link = new URL((await postLink(direct(), BOB)).body.url, app.baseUrl);
    const secret = loadLinkSecret(app.dataDir, undefined);
    const lastHour = createLinkSigner({ secret, ttlS: 60, now: () => Date.now() - 3600_000 });
    const expired = signedDownloadUrl(lastHour, direct(), { platform: 'http', externalId: 'bob' }).url;
    const edit = (name: string, value: string) => {
      const copy = new URL(link);
      copy.searchParams.set(name, value);
      return copy.toString();
    };
    const cases: [string, string][] = [
      [edit('selector', 'bestvideo'), 'link_invalid'],
      [edit('url', fixtures.url('/audio.mp3')), 'link_invalid'],
      [edit('u', 'http:alice'), 'link_invalid'],
      [edit('sig', 'AAAA'), 'link_invalid'],
      [`${link}&convert=mp3`, 'link_invalid'],
      [`${app.baseUrl}${expired}`, 'link_expired'],
    ];
    const rowsBefore = downloadRows().length;
    const runsBefore = ytdlp.runs(app.dataDir).length;
    fixtures.requests.length = 0;
    for (const [url, code] of cases) {
      // An API key does not rescue a bad link.
      const response = await fetch(url, { headers: { authorization: `Bearer ${BOB}` } });
      expect(response.status, url).toBe(403);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await response.json()) as JsonBody;
      expect(body.code, url).toBe(code);
      expect(body.error).toMatch(/ask for a new one/);
    }
    expect(ytdlp.runs(app.dataDir).length).toBe(runsBefore);
    expect(fixtures.requests).toEqual([]);
    expect(downloadRows().length).toBe(rowsBefore);
  });
});

/** A GET with the request target sent as given (fetch would drop a `#` and what follows). */
function rawGet(target: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.get({ host: hostname, port, path: target }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

describe('a signed link is read one way only', () => {
  it('refuses with 400, before anything starts, a target with "#", an escape read two ways, or a repeated parameter', async () => {
    const link = (await postLink(direct(), CAROL)).body.url as string;
    const query = link.slice(link.indexOf('?') + 1);
    // Another address (today's code downloads it on Carol's signature, 200).
    const other = encodeURIComponent(fixtures.url('/direct.mp4?re-aimed'));
    // A title holding U+FFFD is written %EF%BF%BD; a lenient reader takes %FF for the same character.
    const odd = (await postLink({ ...direct(), title: 'odd \uFFFD' }, CAROL)).body.url as string;
    expect(odd).toContain('%EF%BF%BD');
    const attacks = [
      // Fastify's query starts at the "#": url is <other>, while the part after "?" carries the signature.
      `/api/download#url=${other}&x=?${query}`,
      `/api/download#?${query}`,
      odd.replace('%EF%BF%BD', '%FF'),
      `${link}&url=${other}`,
      `${link}&ext=mp4`,
    ];
    const rowsBefore = downloadRows().length;
    const runsBefore = ytdlp.runs().length;
    fixtures.requests.length = 0;
    for (const target of attacks) {
      const response = await rawGet(target);
      expect(response.status, target).toBe(400);
      const body = JSON.parse(response.body) as JsonBody;
      expect(body.code, target).toBe('invalid_request');
    }
    expect(ytdlp.runs().length).toBe(runsBefore);
    expect(fixtures.requests).toEqual([]);
    expect(downloadRows().length).toBe(rowsBefore);
  });

  it('a link whose values hold every character the query syntax uses still downloads', async () => {
    const title = 'a+b & c=d %41 #x ?y ü \uFFFD \uD800 end';
    const link = await postLink({ ...direct(), title }, CAROL);
    expect(link.status).toBe(200);
    const response = await fetch(`${app.baseUrl}${link.body.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('a+b');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});
