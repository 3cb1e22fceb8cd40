/**
 * Issue 46, part 4: follows for the API with signed webhooks, through one built instance. Only the
 * fixtures' own loopback origins (the media files, the feeds, the receiver) are allowed (ALLOW_PRIVATE_URLS
 * lists them), so every other private address stays refused, at creation and at delivery. Rounds of the
 * checker are run on demand through the owner's POST /api/admin/follows/check; WEBHOOK_RETRY_S=0 makes a
 * retry due at the next round. A hosts file preloaded into the process (test/support/hosts-override.mjs)
 * lets a name resolve elsewhere after the follow is made.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { JsonBody as Json } from '../support/app-harness.js';
import { type BuiltProcess, buildDist, startBuiltProcess } from '../support/built-process.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { type FeedItem, type FollowFeeds, startFollowFeeds } from '../support/follow-feed.js';
import { signatureHolds, startWebhookReceiver, type WebhookReceiver } from '../support/signed-webhook-receiver.js';

const KEYS = { alice: 'alice-secret-0123456789', bob: 'bob-secret-0123456789ab', boss: 'boss-secret-0123456789a' };
type User = keyof typeof KEYS;
const MAX_ATTEMPTS = 3;

let dir: string;
let hostsFile: string;
let fixtures: FixtureServer;
let feeds: FollowFeeds;
let receiver: WebhookReceiver;
let server: BuiltProcess;

/** A feed entry whose link is a real file (the signed download link is followed once). */
const item = (n: number): FeedItem => ({
  guid: `entry-${n}`,
  title: `Entry ${n}`,
  url: fixtures.url(`/audio.mp3?entry=${n}`),
});

const resolveTo = (hosts: Record<string, string>) => writeFile(hostsFile, JSON.stringify(hosts));

beforeAll(async () => {
  buildDist();
  dir = await mkdtemp(path.join(os.tmpdir(), 'webhooks-follows-'));
  hostsFile = path.join(dir, 'hosts.json');
  await resolveTo({});
  [fixtures, feeds, receiver] = await Promise.all([
    startFixtureServer(inject('fixturesDir')),
    startFollowFeeds(),
    startWebhookReceiver(),
  ]);
  server = await startBuiltProcess({
    DATA_DIR: path.join(dir, 'data'),
    ALLOW_PRIVATE_URLS: [fixtures.origin, feeds.origin, receiver.origin].join(','),
    API_KEYS: Object.entries(KEYS)
      .map(([name, secret]) => `${name}:${secret}`)
      .join(','),
    OWNER_IDS: 'http:boss',
    WEBHOOK_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
    WEBHOOK_RETRY_S: '0',
    NODE_OPTIONS: `--import ${path.resolve(import.meta.dirname, '../support/hosts-override.mjs')}`,
    MEDIA_FETCHER_TEST_HOSTS: hostsFile,
  });
}, 120_000);

afterAll(async () => {
  if (server) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await Promise.all([fixtures?.close(), feeds?.close(), receiver?.close()]);
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function call(user: User | undefined, method: string, route: string, body?: unknown, language = 'en') {
  const response = await fetch(`${server.baseUrl}${route}`, {
    method,
    headers: {
      ...(user ? { authorization: `Bearer ${KEYS[user]}` } : {}),
      'accept-language': language,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, text, body: (text ? JSON.parse(text) : undefined) as Json };
}

/** A follow of the feed `name` (made with two entries) into `webhookUrl`. */
async function follow(user: User, name: string, webhookUrl: string, form: Json = { kind: 'mp3', bitrate: 192 }) {
  feeds.set(name, `Feed ${name}`, [item(2), item(1)]);
  return await call(user, 'POST', '/api/follows', { link: feeds.url(name), form, webhookUrl });
}

/** One round of the checker now: every follow checked, due entries delivered. */
async function round(): Promise<void> {
  const ran = await call('boss', 'POST', '/api/admin/follows/check');
  expect(ran.status).toBe(200);
}

async function followOf(user: User, id: string): Promise<Json> {
  return (await call(user, 'GET', '/api/follows')).body.follows.find((f: Json) => f.id === id);
}

describe('creating a follow', () => {
  it('refuses a webhook URL on a private or local address (in the caller language) and a single video, keeping nothing', async () => {
    for (const webhookUrl of ['http://10.1.2.3/hook', 'http://127.0.0.1:1/hook', 'http://[::1]:8080/hook']) {
      const refused = await follow('bob', 'refused', webhookUrl);
      expect(refused.status, webhookUrl).toBe(400);
      expect(refused.body.code).toBe('webhook_not_allowed');
      expect(refused.body.error).toMatch(/private or local network address/);
    }
    const link = feeds.url('refused');
    const german = await call(
      'bob',
      'POST',
      '/api/follows',
      { link, form: { kind: 'audio' }, webhookUrl: 'http://192.168.1.1/' },
      'de',
    );
    expect(german.body.error).toMatch(/private oder lokale Netzwerkadresse/);
    const single = await call('bob', 'POST', '/api/follows', {
      link: fixtures.url('/audio.mp3'),
      form: { kind: 'audio' },
      webhookUrl: `${receiver.origin}/single`,
    });
    expect(single.status).toBe(400);
    expect(single.body.code).toBe('not_followable');
    expect((await call('bob', 'GET', '/api/follows')).body.follows).toEqual([]);
  }, 60_000);

  it('answers the secret once, and lists the follow without it', async () => {
    const made = await follow('alice', 'once', `${receiver.origin}/once`, { kind: 'audio' });
    expect(made.status).toBe(201);
    expect(made.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(made.body.secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(made.body.follow).toMatchObject({
      link: feeds.url('once'),
      form: { kind: 'audio' },
      target: { kind: 'webhook', url: `${receiver.origin}/once` },
      pausedReason: null,
    });
    const listed = await call('alice', 'GET', '/api/follows');
    expect(listed.body.follows.map((f: Json) => f.id)).toContain(made.body.follow.id);
    expect(listed.text).not.toContain(made.body.secret.slice('whsec_'.length));
    expect((await call('bob', 'GET', '/api/follows')).text).not.toContain(made.body.follow.id);
    expect((await call('alice', 'DELETE', `/api/follows/${made.body.follow.id}`)).body).toEqual({ removed: true });
  }, 60_000);
});

describe('a new entry', () => {
  it('is POSTed once, signed with the secret, with a download link that needs no key', async () => {
    const made = await follow('alice', 'signed', `${receiver.origin}/signed`);
    const { secret } = made.body;
    feeds.publish('signed', [item(3)]);
    await round();
    const [hook] = await receiver.until('/signed', 1);
    if (!hook) throw new Error('no delivery');
    expect(signatureHolds(secret, hook)).toBe(true);
    expect(signatureHolds(secret, { ...hook, body: hook.body.replace('Entry 3', 'Entry 4') })).toBe(false);
    expect(signatureHolds(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, hook)).toBe(false);
    expect(hook.headers['webhook-id']).toMatch(/^msg_[A-Za-z0-9_-]+$/);
    expect(Math.abs(Number(hook.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(300);
    expect(hook.headers['content-type']).toBe('application/json');
    const { type, data } = JSON.parse(hook.body);
    expect(type).toBe('follow.entry');
    expect(data).toMatchObject({ followId: made.body.follow.id, title: 'Entry 3', link: item(3).url });
    // The old entries never come; the new one once.
    await round();
    expect(receiver.received.filter((h) => h.path === '/signed')).toHaveLength(1);
    const download = new URL(data.download.url, server.baseUrl);
    expect(download.searchParams.get('quality')).toBe('192');
    expect((await fetch(download, { method: 'HEAD' })).status).toBe(200);
    download.searchParams.set('quality', '320');
    expect((await fetch(download, { method: 'HEAD' })).status).toBe(403);
  }, 90_000);

  it('answered 500 is tried again, then the follow is paused with the reason its owner reads', async () => {
    receiver.statuses.set('/down', 500);
    const made = await follow('alice', 'down', `${receiver.origin}/down`);
    feeds.publish('down', [item(5)]);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await round();
      await receiver.until('/down', attempt);
    }
    const tries = receiver.received.filter((h) => h.path === '/down');
    expect(new Set(tries.map((h) => h.headers['webhook-id'])).size).toBe(1);
    const paused = await followOf('alice', made.body.follow.id);
    expect(paused.pausedAt).not.toBeNull();
    expect(paused.pausedReason).toBe('The webhook answered HTTP 500.');
    const german = (await call('alice', 'GET', '/api/follows', undefined, 'de')).body.follows;
    expect(german.find((f: Json) => f.id === made.body.follow.id).pausedReason).toMatch(/HTTP 500/);
    expect(german.find((f: Json) => f.id === made.body.follow.id).pausedReason).not.toMatch(/answered/);
    await round();
    expect(receiver.received.filter((h) => h.path === '/down')).toHaveLength(MAX_ATTEMPTS);
    const metrics = await (await fetch(`${server.baseUrl}/metrics`)).text();
    expect(metrics).toMatch(/media_fetcher_webhook_deliveries_total\{outcome="retry"\} [3-9]/);
  }, 120_000);

  it('answered with a redirect is not followed, and counts as a failed try', async () => {
    receiver.statuses.set('/redirects', 307);
    const made = await follow('bob', 'redirects', `${receiver.origin}/redirects`);
    feeds.publish('redirects', [item(6)]);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await round();
      await receiver.until('/redirects', attempt);
    }
    expect((await followOf('bob', made.body.follow.id)).pausedReason).toMatch(/redirect \(HTTP 307\)/);
    expect(receiver.received.filter((h) => h.path === '/landing')).toEqual([]);
  }, 120_000);

  it('is not sent when the webhook name resolves to a private address since the follow was made', async () => {
    const port = new URL(receiver.origin).port;
    await resolveTo({ 'hook.test': '93.184.216.34' });
    const made = await follow('bob', 'moved', `http://hook.test:${port}/moved`);
    expect(made.status).toBe(201);
    await resolveTo({ 'hook.test': '127.0.0.1' });
    feeds.publish('moved', [item(7)]);
    await round();
    await expect
      .poll(async () => (await followOf('bob', made.body.follow.id)).pausedReason)
      .toMatch(/private or local/);
    expect(receiver.received.filter((h) => h.path === '/moved')).toEqual([]);
    const metrics = await (await fetch(`${server.baseUrl}/metrics`)).text();
    expect(metrics).toMatch(/media_fetcher_webhook_deliveries_total\{outcome="failed"\} [1-9]/);
  }, 60_000);
});

describe('removing a follow', () => {
  it("is the caller's own only; the owner removes anyone's", async () => {
    const made = await follow('alice', 'removed', `${receiver.origin}/removed`);
    const id = made.body.follow.id;
    const byBob = await call('bob', 'DELETE', `/api/follows/${id}`);
    expect(byBob.status).toBe(404);
    expect(byBob.body.code).toBe('not_found');
    expect((await call('alice', 'GET', '/api/follows')).text).toContain(id);
    expect((await call('boss', 'DELETE', `/api/follows/${id}`)).body).toEqual({ removed: true });
    expect((await call('alice', 'GET', '/api/follows')).text).not.toContain(id);
    expect((await call('alice', 'DELETE', `/api/follows/${id}`)).status).toBe(404);
  }, 60_000);
});
