/**
 * DNS rebinding and cross-site requests (issue 38), on built instances on
 * loopback: a Host the server does not answer to gets 421 on every route; a
 * form post from another site to the owner's Cancel is refused and the
 * download keeps running, as are other sites' POSTs to the API and the page's
 * helper; same-origin and Origin-less requests pass; the Telegram webhook
 * answers under its own name.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { unnamedHostWarning } from '../../src/http/host-check.js';
import { translate } from '../../src/i18n/index.js';
import { downloadUrl } from '../support/app-harness.js';
import { type BuiltProcess, buildDist, startBuiltProcess } from '../support/built-process.js';
import { type FakeTelegramServer, privateChat, startFakeTelegram, textUpdate } from '../support/fake-telegram.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { loginCodeFrom, rawRequest } from '../support/raw-http.js';
import { untilTestTimeout } from '../support/test-deadline.js';

const PUBLIC = 'https://fetch.example.test';
const WEBHOOK = 'https://bot.example.test/telegram/hook';
const SECRET = 'host-check-webhook-secret';
const ATTACKER = 'http://attacker.example:3000';

let dir: string;
let fixtures: FixtureServer;
let fake: FakeTelegramServer;
let plain: BuiltProcess;
let named: BuiltProcess;
let token: string;
let cookie: string;

beforeAll(async () => {
  buildDist();
  dir = await mkdtemp(path.join(os.tmpdir(), 'host-check-'));
  // About 20 KiB/s under /slow/: a download runs for many seconds.
  fixtures = await startFixtureServer(inject('fixturesDir'), { slowChunkBytes: 2048, slowIntervalMs: 100 });
  fake = await startFakeTelegram({ uploadDir: path.join(dir, 'uploads') });
  [plain, named] = await Promise.all([
    startBuiltProcess({
      DATA_DIR: path.join(dir, 'plain'),
      ALLOW_PRIVATE_URLS: 'true',
      ALLOWED_HOSTS: 'nas.example',
      METRICS_PORT: '0',
    }),
    startBuiltProcess({
      DATA_DIR: path.join(dir, 'named'),
      ALLOW_PRIVATE_URLS: 'true',
      PUBLIC_BASE_URL: PUBLIC,
      ROLES: 'api,telegram',
      TELEGRAM_BOT_TOKEN: fake.token,
      TELEGRAM_API_ROOT: fake.apiRoot,
      TELEGRAM_WEBHOOK_URL: WEBHOOK,
      TELEGRAM_WEBHOOK_SECRET: SECRET,
    }),
  ]);
  token = (await readFile(path.join(dir, 'plain', 'owner-token'), 'utf8')).trim();
  const signedIn = await rawRequest(plain.baseUrl, '/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: await loginCodeFrom(plain) }),
  });
  cookie = signedIn.headers['set-cookie']?.[0]?.split(';')[0] ?? '';
});
afterAll(async () => {
  for (const server of [plain, named]) server?.child.kill('SIGTERM');
  await Promise.all([plain?.exited, named?.exited]);
  await fake?.close();
  await fixtures?.close();
  await rm(dir, { recursive: true, force: true });
});

const asOwner = () => ({ authorization: `Bearer ${token}` });
const json = (body: unknown) => JSON.stringify(body);
const download = (server: BuiltProcess, url: string, title: string) =>
  downloadUrl(server.baseUrl, { url, selector: 'mp4', ext: 'mp4', kind: 'video', title });

describe('the Host check', () => {
  it('answers 421 host_not_allowed to a name it does not know, on every route, the owner included, in words', async () => {
    const foreign = { host: 'attacker.example:3000', 'accept-language': 'de', ...asOwner() };
    for (const [method, route, body] of [
      ['GET', '/api/admin', undefined],
      ['GET', '/api/usage', undefined],
      ['GET', '/metrics', undefined],
      ['GET', '/', undefined],
      ['GET', '/admin', undefined],
      ['GET', '/api/health', undefined],
      ['GET', '/no/such/route', undefined],
      ['POST', '/api/info', json({ url: fixtures.url('/direct.mp4') })],
    ] as const) {
      const headers = body ? { ...foreign, 'content-type': 'application/json' } : foreign;
      const answer = await rawRequest(plain.baseUrl, route, { method, headers, body });
      expect(answer.status, route).toBe(421);
      expect(answer.json(), route).toEqual({
        error: translate('de', 'error-host-not-allowed'),
        code: 'host_not_allowed',
      });
      // Refused, still with the security headers.
      expect(answer.headers['x-content-type-options'], route).toBe('nosniff');
    }
  });

  it('answers an IP address (v4, v6, with or without a port), localhost and ALLOWED_HOSTS, and no other name', async () => {
    const port = new URL(plain.baseUrl).port;
    for (const host of [`127.0.0.1:${port}`, '203.0.113.9', `[::1]:${port}`, '[2001:db8::1]', `localhost:${port}`]) {
      expect((await rawRequest(plain.baseUrl, '/api/health', { headers: { host } })).status, host).toBe(200);
    }
    for (const host of ['nas.example', 'NAS.Example.:8080']) {
      expect((await rawRequest(plain.baseUrl, '/api/admin', { headers: { host, ...asOwner() } })).status, host).toBe(
        200,
      );
    }
    for (const host of ['nas.example.evil', 'evil.example@127.0.0.1', 'localhost.evil', '127.0.0.1.evil', '[::1']) {
      expect((await rawRequest(plain.baseUrl, '/api/health', { headers: { host } })).status, host).toBe(421);
    }
    // METRICS_PORT, the metrics' own listener, checks the same.
    const metricsPort = /"metricsPort":(\d+)/.exec(plain.output())?.[1];
    const metrics = `http://127.0.0.1:${metricsPort}`;
    expect((await rawRequest(metrics, '/metrics')).status).toBe(200);
    expect((await rawRequest(metrics, '/metrics', { headers: { host: `localhost:${metricsPort}` } })).status).toBe(200);
    expect((await rawRequest(metrics, '/metrics', { headers: { host: 'attacker.example' } })).status).toBe(421);
  });

  it("answers PUBLIC_BASE_URL's name, and the Telegram webhook's: the webhook works under its name and no other", async () => {
    const hook = new URL(WEBHOOK);
    const host = new URL(PUBLIC).host;
    expect((await rawRequest(named.baseUrl, '/', { headers: { host } })).status).toBe(200);
    // A signed link is made, and followed, under the public name.
    const signed = await rawRequest(named.baseUrl, '/api/link', {
      method: 'POST',
      headers: { host, origin: PUBLIC, 'content-type': 'application/json' },
      body: json({ url: fixtures.url('/direct.mp4'), selector: 'mp4', ext: 'mp4', kind: 'video', title: 'Signed' }),
    });
    const { url } = signed.json();
    expect(url.startsWith(`${PUBLIC}/api/download?`), url).toBe(true);
    const followed = await rawRequest(named.baseUrl, url.slice(PUBLIC.length), { headers: { host } });
    expect(followed.status).toBe(200);
    expect(followed.headers['content-disposition']).toContain('Signed');
    const alice = { id: 3800001, first_name: 'Alice' };
    const bob = { id: 3800002, first_name: 'Bob' };
    const post = (host: string, user: typeof alice, messageId: number) =>
      rawRequest(named.baseUrl, hook.pathname, {
        method: 'POST',
        headers: { host, 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
        body: json({ update_id: messageId, ...textUpdate(user, privateChat(user), '/start', messageId) }),
      });
    const repliesTo = (user: typeof alice) =>
      fake.calls.filter((call) => call.method === 'sendMessage' && call.params.chat_id === user.id);
    expect((await post('attacker.example', bob, 1)).status).toBe(421);
    expect((await post(hook.host, alice, 2)).status).toBe(200);
    await expect.poll(() => repliesTo(alice).length, untilTestTimeout()).toBeGreaterThan(0);
    // Bob's update came first and was refused before the bot saw it.
    expect(repliesTo(bob)).toEqual([]);
  });

  it('warns at start only where it listens beyond loopback with no name allowed', () => {
    const none = { allowedHosts: [] };
    expect(unnamedHostWarning({ ...none, host: '0.0.0.0' })).toMatch(/ALLOWED_HOSTS/);
    expect(unnamedHostWarning({ ...none, host: '::', publicBaseUrl: 'http://192.168.1.5:3000' })).toMatch(/421/);
    for (const host of ['127.0.0.1', '::1', 'localhost', '127.0.0.2']) {
      expect(unnamedHostWarning({ ...none, host }), host).toBeUndefined();
    }
    expect(unnamedHostWarning({ host: '0.0.0.0', allowedHosts: ['nas.example'] })).toBeUndefined();
    expect(unnamedHostWarning({ ...none, host: '0.0.0.0', publicBaseUrl: PUBLIC })).toBeUndefined();
    expect(unnamedHostWarning({ ...none, host: '0.0.0.0', telegramWebhookUrl: WEBHOOK })).toBeUndefined();
  });
});

describe('requests from other sites', () => {
  it("refuses a form post from another site to the owner's Cancel, and the download keeps running", async () => {
    const response = await fetch(download(plain, fixtures.url('/slow/direct.mp4'), 'Kept running'));
    expect(response.status).toBe(200);
    const read = (async () => {
      let bytes = 0;
      for await (const chunk of response.body as ReadableStream<Uint8Array>) bytes += chunk.byteLength;
      return bytes;
    })();
    const running = async () => {
      const dashboard = (await rawRequest(plain.baseUrl, '/api/admin', { headers: { cookie } })).json();
      return dashboard.running.find((job: { title: string }) => job.title === 'Kept running');
    };
    await expect.poll(running, untilTestTimeout()).toBeDefined();
    const { id } = await running();
    const cancel = (headers: Record<string, string>, body?: string) =>
      rawRequest(plain.baseUrl, `/api/admin/jobs/${id}/cancel`, { method: 'POST', headers, body });

    // What a plain HTML form on attacker.example sends, with the owner's cookie where the browser adds it.
    const form = { 'content-type': 'text/plain', origin: ATTACKER, cookie, 'accept-language': 'ru' };
    const rebound = await cancel({ ...form, host: 'attacker.example:3000' }, 'x=y');
    expect(rebound.json().code).toBe('host_not_allowed');
    const crossSite = await cancel(form, 'x=y');
    expect(crossSite.status).toBe(403);
    expect(crossSite.json()).toEqual({
      error: translate('ru', 'error-cross-site-request'),
      code: 'cross_site_request',
    });
    // Another port of this very machine is another site too, though SameSite lets the cookie through.
    const port = new URL(fixtures.url('/')).origin;
    expect((await cancel({ origin: port, cookie, 'x-requested-with': 'x' })).json().code).toBe('cross_site_request');
    expect((await cancel({ 'sec-fetch-site': 'cross-site', cookie, 'x-requested-with': 'x' })).status).toBe(403);
    expect((await cancel({ origin: 'null', ...asOwner() })).status).toBe(403);
    // A same-origin request of a shape any page could send (no-cors, no body): 415.
    const bare = await cancel({ origin: plain.baseUrl, cookie });
    expect(bare.status).toBe(415);
    expect(bare.json().code).toBe('unsupported_media_type');
    expect((await cancel({ cookie, 'content-type': 'text/plain' }, 'x')).status).toBe(415);

    expect(await running()).toMatchObject({ id, cancelRequested: false });
    // The dashboard's own Cancel (same origin, its header) stops it.
    const own = await cancel({ origin: plain.baseUrl, cookie, 'x-requested-with': 'media-fetcher' });
    expect(own.json()).toEqual({ outcome: 'cancelled' });
    await expect(read).rejects.toThrow();
  });

  it("refuses other sites' POSTs to /api/info, /api/link, /web/thumbnail and the update; same-origin and Origin-less ones pass", async () => {
    const link = fixtures.url('/direct.mp4');
    const post = (server: BuiltProcess, route: string, body: unknown, headers: Record<string, string> = {}) =>
      rawRequest(server.baseUrl, route, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: json(body),
      });
    const linkBody = { url: link, selector: 'mp4', ext: 'mp4', kind: 'video', title: 'x' };
    for (const [route, body] of [
      ['/api/info', { url: link }],
      ['/api/link', linkBody],
      ['/web/thumbnail', { link }],
      ['/api/admin/ytdlp/update', {}],
    ] as const) {
      expect((await post(plain, route, body, { origin: ATTACKER, ...asOwner() })).status, route).toBe(403);
      expect((await post(plain, route, body, { 'sec-fetch-site': 'cross-site' })).status, route).toBe(403);
    }
    expect((await post(plain, '/api/info', { url: link }, { origin: plain.baseUrl })).status).toBe(200);
    expect((await post(plain, '/api/info', { url: link })).status).toBe(200);
    expect((await post(plain, '/api/link', linkBody, { origin: plain.baseUrl })).status).toBe(200);
    // Behind a public name, the page's Origin is PUBLIC_BASE_URL's.
    expect((await post(named, '/api/info', { url: link }, { origin: PUBLIC })).status).toBe(200);
    expect((await post(named, '/api/info', { url: link }, { origin: 'https://fetch.example.test.evil' })).status).toBe(
      403,
    );
    // A body that is not JSON stays the 400 it always was.
    const plainText = await rawRequest(plain.baseUrl, '/api/info', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: json({ url: link }),
    });
    expect(plainText.status).toBe(400);
  });
});
