/**
 * Issue 22, item 5: a regex format filter (`b[format_id~="^(a+)+$"]` against a
 * representation id of 32 `a` and a `!`) kept yt-dlp backtracking at 100 % CPU
 * until INFO_TIMEOUT_S, holding a job slot. The selector grammar now refuses
 * regexes, and what multiplies the formats yt-dlp weighs, before anything
 * starts; the selectors the API hands out and documents still pass. Real
 * yt-dlp, an origin on 127.0.0.1.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { downloadUrl, type JsonBody, postInfo, startTestApp, type TestApp } from '../support/app-harness.js';

const EVIL_ID = `${'a'.repeat(32)}!`;
const REGEX_SELECTOR = 'b[format_id~="^(a+)+$"]';

/** The fixture DASH under /dash/, its video representations renamed: one of them to EVIL_ID. */
async function startOrigin(fixturesDir: string) {
  const requests: string[] = [];
  const mpd = (await readFile(path.join(fixturesDir, 'dash', 'manifest.mpd'), 'utf8')).replace(
    /<Representation id="0"/,
    `<Representation id="${EVIL_ID}"`,
  );
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    const name = /^\/dash\/([\w.-]+)$/.exec(req.url ?? '')?.[1];
    if (!name) return void res.writeHead(404).end();
    if (name === 'manifest.mpd') return void res.writeHead(200, { 'content-type': 'application/dash+xml' }).end(mpd);
    readFile(path.join(fixturesDir, 'dash', name)).then(
      (body) => res.writeHead(200).end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    manifestUrl: `http://127.0.0.1:${port}/dash/manifest.mpd`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let app: TestApp;
let origin: Awaited<ReturnType<typeof startOrigin>>;

beforeAll(async () => {
  origin = await startOrigin(inject('fixturesDir'));
  // The default lookup timeout: the real lookups of this file must finish on a busy machine too (a 5 s one
  // answered 504 there). A server that let the regex through fails the refusal tests at their own timeout.
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
  await origin?.close();
});

/** Usage rows of every action, in the app's SQLite file. */
function usageRows(): number {
  const file = path.join(app.dataDir, 'app.db');
  if (!existsSync(file)) return 0;
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('select count(*) as n from usage_events').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

const request = (selector: string) => ({ url: origin.manifestUrl, selector, ext: 'mp4', kind: 'video', title: 't' });

describe('the selector grammar', () => {
  it.each([
    ['a regex filter', REGEX_SELECTOR],
    ['a negated regex filter', 'b[format_id!~="^(a+)+$"]'],
    ['every format merged with every other', 'all+all'],
    ['mergeall', 'mergeall'],
    ['several downloads at once', 'b,b'],
    ['groups', '(b/b)+(b/b)'],
    ['a merge of three', 'bv+ba+ba'],
  ])('refuses %s with 400 invalid_request before anything is fetched or recorded', async (_, selector) => {
    const seen = origin.requests.length;
    const rows = usageRows();
    const response = await fetch(downloadUrl(app.baseUrl, request(selector)));
    expect(response.status).toBe(400);
    expect(((await response.json()) as JsonBody).code).toBe('invalid_request');
    // The same from the link signer: such a selector is never signed into a link either.
    const link = await fetch(`${app.baseUrl}/api/link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request(selector)),
    });
    expect(link.status).toBe(400);
    expect(((await link.json()) as JsonBody).code).toBe('invalid_request');
    // No lookup ran: the origin saw nothing, no usage was recorded.
    expect(origin.requests.length).toBe(seen);
    expect(usageRows()).toBe(rows);
  });

  it('still takes every selector /api/info hands out, and the documented ones', async () => {
    const info = await postInfo(app.baseUrl, origin.manifestUrl);
    expect(info.status).toBe(200);
    const offered = (info.body.formats as { selector: string }[]).map((f) => f.selector);
    // The renamed representation is offered under its own id, and its selector is taken.
    expect(offered.some((s) => s.includes(EVIL_ID))).toBe(true);
    // What docs/API.md shows (`best` and `mp4`, for direct files, pass in every download test),
    // and filters people write.
    const documented = [
      'bv*+ba/b',
      'bv+ba/b',
      'bestaudio/best',
      'bestvideo[height<=720]+bestaudio/best',
      'bv[vcodec^=avc1]+ba[abr>=?32]',
      'ba[ext=m4a]',
    ];
    for (const selector of [...offered, ...documented]) {
      // HEAD resolves the selector against the cached lookup and starts no download.
      const response = await fetch(downloadUrl(app.baseUrl, request(selector)), { method: 'HEAD' });
      expect({ selector, status: response.status }).toEqual({ selector, status: 200 });
    }
  });
});
