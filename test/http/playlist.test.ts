import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mediaInfoSchema } from '../../src/http/api-schemas.js';
import { downloadUrl, type JsonBody, postInfo, startTestApp, type TestApp } from '../support/app-harness.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';

/*
 * Playlists as yt-dlp's generic extractor reads them: a page with several
 * <video> tags, and an RSS feed with enclosures. Both are served by a small
 * server of this test (the pages name the media of the fixture server), and a
 * third server stands for a private origin that is not allowed.
 */

const SPEC_INFO_KEYS = ['id', 'title', 'uploader', 'thumbnail', 'platform', 'webpageUrl', 'formats'];
const PLAYLIST_KEYS = [...SPEC_INFO_KEYS, 'entries', 'entryCount'];
const ENTRY_KEYS = ['id', 'title', 'url', 'durationSeconds', 'thumbnail'];

interface PageServer {
  origin: string;
  paths: string[];
  close(): Promise<void>;
}

/** Serves fixed bodies by path and records every path asked for. */
async function servePages(pages: () => Record<string, { type: string; body: string }>): Promise<PageServer> {
  const paths: string[] = [];
  const server: Server = createServer((req, res) => {
    paths.push(req.url ?? '');
    const page = pages()[req.url ?? ''];
    if (!page) return void res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-type': page.type, 'content-length': Buffer.byteLength(page.body) }).end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    paths,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function rss(title: string, items: { title: string; guid: string; url: string; type: string }[]): string {
  const body = items
    .map(
      (i) =>
        `<item><title>${i.title}</title><guid>${i.guid}</guid><enclosure url="${i.url}" type="${i.type}" length="1"/></item>`,
    )
    .join('\n');
  return `<?xml version="1.0"?>\n<rss version="2.0"><channel><title>${title}</title><link>https://example.invalid/</link><description>A fixture feed</description>\n${body}\n</channel></rss>`;
}

let fixtures: FixtureServer;
let pages: PageServer;
let privateOrigin: PageServer;
let app: TestApp;
let capped: TestApp;

beforeAll(async () => {
  fixtures = await startFixtureServer(inject('fixturesDir'));
  privateOrigin = await servePages(() => ({ '/secret.mp4': { type: 'video/mp4', body: 'secret' } }));
  pages = await servePages(() => {
    const feedItems = [
      { title: 'First item', guid: 'one', url: fixtures.url('/direct.mp4'), type: 'video/mp4' },
      { title: 'Second item', guid: 'two', url: fixtures.url('/audio.mp3'), type: 'audio/mpeg' },
      { title: 'Third item', guid: 'three', url: fixtures.url('/audio.m4a'), type: 'audio/mp4' },
    ];
    return {
      '/clips.html': {
        type: 'text/html; charset=utf-8',
        body: `<!doctype html><html><head><title>Two Clips</title></head><body>
<video src="${fixtures.url('/direct.mp4')}" poster="${fixtures.url('/thumb.jpg')}"></video>
<p>And the sound alone:</p>
<audio src="${fixtures.url('/audio.mp3')}"></audio>
</body></html>`,
      },
      '/feed.xml': { type: 'application/rss+xml', body: rss('Fixture Feed', feedItems) },
      '/mixed.xml': {
        type: 'application/rss+xml',
        body: rss('Mixed Feed', [
          feedItems[0] as (typeof feedItems)[number],
          { title: 'Not for you', guid: 'secret', url: `${privateOrigin.origin}/secret.mp4`, type: 'video/mp4' },
          feedItems[1] as (typeof feedItems)[number],
        ]),
      },
    };
  });
  // Private addresses are allowed for the fixtures and these pages only: the third origin is not.
  const env = { ALLOW_PRIVATE_URLS: `${fixtures.origin},${pages.origin}` };
  app = await startTestApp(env);
  capped = await startTestApp({ ...env, PLAYLIST_MAX_ENTRIES: '2' });
});
afterAll(async () => {
  await capped?.close();
  await app?.close();
  await pages?.close();
  await privateOrigin?.close();
  await fixtures?.close();
});

function expectPlaylistShape(body: JsonBody): void {
  for (const key of Object.keys(body)) expect(PLAYLIST_KEYS).toContain(key);
  // The answer is what the route's schema (and so the OpenAPI document) describes, nothing more.
  expect(mediaInfoSchema.strict().parse(body)).toEqual(body);
  expect(body.formats).toEqual([]);
  for (const entry of body.entries as JsonBody[])
    for (const key of Object.keys(entry)) expect(ENTRY_KEYS).toContain(key);
}

describe('POST /api/info on a playlist', () => {
  it('lists the media of a page with several <video>/<audio> tags, flat, with formats: []', async () => {
    fixtures.requests.length = 0;
    const url = `${pages.origin}/clips.html`;
    const { status, body } = await postInfo(app.baseUrl, url);
    expect(status).toBe(200);
    expectPlaylistShape(body);
    expect(body).toMatchObject({ title: 'Two Clips', platform: 'generic', webpageUrl: url, entryCount: 2 });
    expect(body.entries).toEqual([
      {
        id: 'clips-1',
        title: 'Two Clips (1)',
        url: fixtures.url('/direct.mp4'),
        thumbnail: fixtures.url('/thumb.jpg'),
      },
      { id: 'clips-2', title: 'Two Clips (2)', url: fixtures.url('/audio.mp3') },
    ]);
    // The first entry's picture stands for the list.
    expect(body.thumbnail).toBe(fixtures.url('/thumb.jpg'));
    // Read flat: no entry was fetched or probed.
    expect(fixtures.requests).toEqual([]);
  });

  it('lists the enclosures of an RSS feed by their titles and links, none of them fetched', async () => {
    fixtures.requests.length = 0;
    const url = `${pages.origin}/feed.xml`;
    const { status, body } = await postInfo(app.baseUrl, url);
    expect(status).toBe(200);
    expectPlaylistShape(body);
    expect(body).toMatchObject({ title: 'Fixture Feed', platform: 'generic', webpageUrl: url, entryCount: 3 });
    const entries = body.entries as JsonBody[];
    expect(entries.map((e) => [e.title, e.url])).toEqual([
      ['First item', fixtures.url('/direct.mp4')],
      ['Second item', fixtures.url('/audio.mp3')],
      ['Third item', fixtures.url('/audio.m4a')],
    ]);
    expect(new Set(entries.map((e) => e.id)).size).toBe(3);
    expect(body.thumbnail).toBeUndefined();
    expect(fixtures.requests).toEqual([]);
  });

  it('lists at most PLAYLIST_MAX_ENTRIES, with entryCount giving the total', async () => {
    const { status, body } = await postInfo(capped.baseUrl, `${pages.origin}/feed.xml`);
    expect(status).toBe(200);
    expect((body.entries as JsonBody[]).map((e) => e.title)).toEqual(['First item', 'Second item']);
    expect(body.entryCount).toBe(3);
  });

  it('leaves out an entry on a private origin that is not allowed, which sees no request', async () => {
    privateOrigin.paths.length = 0;
    const { status, body } = await postInfo(app.baseUrl, `${pages.origin}/mixed.xml`);
    expect(status).toBe(200);
    expect((body.entries as JsonBody[]).map((e) => e.title)).toEqual(['First item', 'Second item']);
    expect(body.entryCount).toBe(3);
    expect(privateOrigin.paths).toEqual([]);
  });

  it('an entry looked up by its own link is single media again', async () => {
    const { body: list } = await postInfo(app.baseUrl, `${pages.origin}/feed.xml`);
    const first = (list.entries as JsonBody[])[0] as JsonBody;
    const { status, body } = await postInfo(app.baseUrl, first.url);
    expect(status).toBe(200);
    expect(body.entries).toBeUndefined();
    expect(body.entryCount).toBeUndefined();
    expect(body.formats).toHaveLength(1);
  });

  it('is documented in the OpenAPI answer of /api/info', async () => {
    const doc = (await (await fetch(`${app.baseUrl}/openapi.json`)).json()) as JsonBody;
    const schema = doc.paths['/api/info'].post.responses['200'].content['application/json'].schema;
    expect(Object.keys(schema.properties.entries.items.properties).sort()).toEqual([...ENTRY_KEYS].sort());
    expect(schema.properties.entryCount.type).toBe('integer');
    expect(schema.required).not.toContain('entries');
  });

  it('a download of the playlist link itself is refused with no_media', async () => {
    const response = await fetch(
      downloadUrl(app.baseUrl, {
        url: `${pages.origin}/feed.xml`,
        selector: 'best',
        ext: 'mp4',
        kind: 'video',
        title: 'Fixture Feed',
      }),
    );
    expect(response.status).toBe(422);
    expect(((await response.json()) as JsonBody).code).toBe('no_media');
  });
});
