/**
 * Issue 46, part 4: follows for the API with signed webhooks, through one built instance. Only the
 * fixtures' own loopback origins (the feed, the receiver) are allowed (ALLOW_PRIVATE_URLS lists them),
 * so every other private address stays refused, at creation and at delivery.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonBody as Json } from '../support/app-harness.js';
import { type BuiltProcess, buildDist, startBuiltProcess } from '../support/built-process.js';
import { type FeedItem, type FollowFeeds, startFollowFeeds } from '../support/follow-feed.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/signed-webhook-receiver.js';

const KEYS = { alice: 'alice-secret-0123456789', bob: 'bob-secret-0123456789ab', boss: 'boss-secret-0123456789a' };
type User = keyof typeof KEYS;

/** An entry of the feed: its link is never fetched here (the webhook carries a link to it). */
const item = (n: number): FeedItem => ({ guid: `entry-${n}`, title: `Entry ${n}`, url: `${feed.origin}/v/${n}.mp4` });

let dir: string;
let feed: FollowFeeds;
let receiver: WebhookReceiver;
let server: BuiltProcess;

beforeAll(async () => {
  buildDist();
  dir = await mkdtemp(path.join(os.tmpdir(), 'webhooks-follows-'));
  [feed, receiver] = await Promise.all([startFollowFeeds(), startWebhookReceiver()]);
  feed.set('channel', 'A followed channel', [item(2), item(1)]);
  server = await startBuiltProcess({
    DATA_DIR: dir,
    ALLOW_PRIVATE_URLS: `${feed.origin},${receiver.origin}`,
    API_KEYS: Object.entries(KEYS)
      .map(([name, secret]) => `${name}:${secret}`)
      .join(','),
    OWNER_IDS: 'http:boss',
    INFO_CACHE_TTL_S: '0',
  });
}, 120_000);

afterAll(async () => {
  if (server) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await Promise.all([feed?.close(), receiver?.close()]);
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function call(user: User, method: string, route: string, body?: unknown, language = 'en') {
  const response = await fetch(`${server.baseUrl}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${KEYS[user]}`,
      'accept-language': language,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, text, body: (text ? JSON.parse(text) : undefined) as Json };
}

const follow = (user: User, webhookUrl: string, form: Json = { kind: 'mp3', bitrate: 192 }) =>
  call(user, 'POST', '/api/follows', { link: feed.url('channel'), form, webhookUrl });

describe('creating a follow', () => {
  it('refuses a webhook URL on a private or local address, in the caller language, and keeps nothing', async () => {
    for (const webhookUrl of ['http://10.1.2.3/hook', 'http://127.0.0.1:1/hook', 'http://[::1]:8080/hook']) {
      const refused = await follow('bob', webhookUrl);
      expect(refused.status, webhookUrl).toBe(400);
      expect(refused.body.code).toBe('webhook_not_allowed');
      expect(refused.body.error).toMatch(/private or local network address/);
    }
    const german = await call(
      'bob',
      'POST',
      '/api/follows',
      {
        link: feed.url('channel'),
        form: { kind: 'audio' },
        webhookUrl: 'http://192.168.1.1/',
      },
      'de',
    );
    expect(german.body.error).toMatch(/private oder lokale Netzwerkadresse/);
    expect((await call('bob', 'GET', '/api/follows')).body.follows).toEqual([]);
  }, 60_000);

  it('answers the secret once, and lists the follow without it', async () => {
    const made = await follow('alice', `${receiver.origin}/once`, { kind: 'audio' });
    expect(made.status).toBe(201);
    expect(made.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(made.body.secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(made.body.follow).toMatchObject({
      link: feed.url('channel'),
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

describe('removing a follow', () => {
  it("is the caller's own only; the owner removes anyone's", async () => {
    const made = await follow('alice', `${receiver.origin}/removed`);
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
