/**
 * The owner is a secret, not an address (issue 38), on built instances on
 * loopback: without API keys the owner's routes want the owner token from
 * DATA_DIR (a bearer token, or the session cookie a one-time link opens),
 * even from 127.0.0.1 with no forwarding header; the start log and
 * `npm run owner-link` print the one-time links, never the token; a link works
 * once and for 15 minutes; the cookie is HttpOnly, SameSite=Strict, and Secure
 * where the service is https; the token survives a restart.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { createOwnerAccess, LOGIN_CODE_TTL_MS } from '../../src/owner/index.js';
import { type BuiltProcess, buildDist, startBuiltProcess } from '../support/built-process.js';
import { loginCodeFrom, loginCodeIn, rawRequest } from '../support/raw-http.js';
import { untilTestTimeout } from '../support/test-deadline.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..', '..');
const PUBLIC = 'https://fetch.example.test';

let dir: string;
let plain: BuiltProcess;
let https: BuiltProcess;
const dataOf = (name: string) => path.join(dir, name);
const tokenOf = async (name: string) => (await readFile(path.join(dataOf(name), 'owner-token'), 'utf8')).trim();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  buildDist();
  dir = await mkdtemp(path.join(os.tmpdir(), 'owner-token-'));
  [plain, https] = await Promise.all([
    startBuiltProcess({ DATA_DIR: dataOf('plain') }),
    startBuiltProcess({ DATA_DIR: dataOf('https'), PUBLIC_BASE_URL: PUBLIC }),
  ]);
});
afterAll(async () => {
  for (const server of [plain, https]) server?.child.kill('SIGTERM');
  await Promise.all([plain?.exited, https?.exited]);
  await rm(dir, { recursive: true, force: true });
});

/** POST /api/admin/login with a code, as the dashboard sends it. */
const signIn = (server: BuiltProcess, code: string) =>
  rawRequest(server.baseUrl, '/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl, 'accept-language': 'en' },
    body: JSON.stringify({ code }),
  });

/** `npm run owner-link`'s program, for one instance's DATA_DIR and port. */
const ownerLink = (server: BuiltProcess, env: Record<string, string> = {}) =>
  run(process.execPath, [path.join(root, 'dist/src/cli/owner-link.js')], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: dataOf('plain'), PORT: new URL(server.baseUrl).port, ...env },
  });

describe('the owner token', () => {
  it('is generated once into DATA_DIR with mode 0600; the start log prints a one-time link made from it, never the token', async () => {
    const token = await tokenOf('plain');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await stat(path.join(dataOf('plain'), 'owner-token'))).mode & 0o777).toBe(0o600);
    // The process says 'ready' over IPC after logging the link, but the two pipes are read in no fixed order.
    await expect.poll(() => plain.output(), untilTestTimeout()).toContain(`${plain.baseUrl}/admin#login=`);
    expect(plain.output()).not.toContain(token);
    // Behind PUBLIC_BASE_URL the link is there.
    await expect.poll(() => https.output(), untilTestTimeout()).toContain(`${PUBLIC}/admin#login=`);
  });

  it('keeps /api/admin and /api/usage from a loopback request without it (401 owner_login_required, in words), and opens them with it', async () => {
    for (const route of ['/api/admin', '/api/usage']) {
      const none = await rawRequest(plain.baseUrl, route, { headers: { 'accept-language': 'uk' } });
      expect(none.status, route).toBe(401);
      expect(none.json(), route).toEqual({
        error: translate('uk', 'error-owner-login-required'),
        code: 'owner_login_required',
      });
      const wrong = await rawRequest(plain.baseUrl, route, { headers: bearer('x'.repeat(43)) });
      expect(wrong.status, route).toBe(401);
      // The owner token of another instance is no token here.
      const foreign = await rawRequest(plain.baseUrl, route, { headers: bearer(await tokenOf('https')) });
      expect(foreign.status, route).toBe(401);
      const owner = await rawRequest(plain.baseUrl, route, { headers: bearer(await tokenOf('plain')) });
      expect(owner.status, route).toBe(200);
    }
    const posts = ['/api/admin/ytdlp/update', '/api/admin/jobs/abcd1234/cancel'];
    for (const route of posts) {
      expect((await rawRequest(plain.baseUrl, route, { method: 'POST' })).json().code, route).toBe(
        'owner_login_required',
      );
    }
  });

  it('trades a one-time link for an HttpOnly, SameSite=Strict session cookie, once', async () => {
    const code = await loginCodeFrom(plain);
    const first = await signIn(plain, code);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const [cookie] = first.headers['set-cookie'] ?? [];
    const [pair = '', ...attributes] = (cookie ?? '').split(/;\s*/);
    expect(pair).toMatch(/^media-fetcher-owner=\d+\.[A-Za-z0-9_-]{43}$/);
    expect(attributes.sort()).toEqual(['HttpOnly', 'Max-Age=2592000', 'Path=/', 'SameSite=Strict']);
    expect(Date.parse(first.json().expiresAt) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    for (const route of ['/api/admin', '/api/usage']) {
      expect((await rawRequest(plain.baseUrl, route, { headers: { cookie: pair } })).status, route).toBe(200);
    }
    // A cookie of a session this token never opened opens nothing.
    const forged = pair.replace(/\.[A-Za-z0-9_-]+$/, `.${'A'.repeat(43)}`);
    expect((await rawRequest(plain.baseUrl, '/api/admin', { headers: { cookie: forged } })).status).toBe(401);

    const again = await signIn(plain, code);
    expect(again.status).toBe(403);
    expect(again.json()).toEqual({ error: translate('en', 'error-owner-link-used'), code: 'owner_link_used' });
    expect(again.headers['set-cookie']).toBeUndefined();
    const altered = await signIn(
      plain,
      code.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    );
    expect(altered.json().code).toBe('owner_link_invalid');
  });

  it('npm run owner-link prints another link, good once; a code past its 15 minutes is refused', async () => {
    const { stdout, stderr } = await ownerLink(plain);
    expect(stdout.trim()).toMatch(new RegExp(`^${plain.baseUrl}/admin#login=[A-Za-z0-9._-]+$`));
    expect(`${stdout}${stderr}`).not.toContain(await tokenOf('plain'));
    const code = loginCodeIn(stdout);
    expect((await signIn(plain, code)).status).toBe(200);
    expect((await signIn(plain, code)).json().code).toBe('owner_link_used');

    const late = createOwnerAccess(await tokenOf('plain'), { now: () => Date.now() - LOGIN_CODE_TTL_MS - 1000 });
    const expired = await signIn(plain, late.loginCode().code);
    expect(expired.status).toBe(403);
    expect(expired.json().code).toBe('owner_link_expired');

    // With API keys there is no owner token: an owner's key is the way in, and the program says so.
    const keyed = await ownerLink(plain, { API_KEYS: 'boss:boss-secret-0123456789' }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(keyed?.code).toBe(1);
    expect(keyed?.stderr).toContain('API_KEYS');
  });

  it('is made whole or not at all: programs starting together on a fresh DATA_DIR agree on one token', async () => {
    const fresh = dataOf('fresh');
    const links = await Promise.all(
      Array.from({ length: 6 }, () => ownerLink(plain, { DATA_DIR: fresh }).then(({ stdout }) => loginCodeIn(stdout))),
    );
    expect(await readdir(fresh)).toEqual(['owner-token']);
    const owner = createOwnerAccess((await readFile(path.join(fresh, 'owner-token'), 'utf8')).trim());
    for (const code of links) expect(await owner.redeem(code)).toBe('ok');
  });

  it('makes the cookie Secure where PUBLIC_BASE_URL is https', async () => {
    const answer = await signIn(https, await loginCodeFrom(https));
    expect(answer.status).toBe(200);
    expect(answer.headers['set-cookie']?.[0]?.split(/;\s*/)).toContain('Secure');
  });

  it('is read back at the next start: the same token, and the sessions it opened still work', async () => {
    const token = await tokenOf('plain');
    const { stdout } = await ownerLink(plain);
    const cookie = (await signIn(plain, loginCodeIn(stdout))).headers['set-cookie']?.[0]?.split(';')[0] ?? '';
    plain.child.kill('SIGTERM');
    await plain.exited;
    plain = await startBuiltProcess({ DATA_DIR: dataOf('plain') });
    expect(await tokenOf('plain')).toBe(token);
    expect((await rawRequest(plain.baseUrl, '/api/admin', { headers: { cookie } })).status).toBe(200);
    expect((await rawRequest(plain.baseUrl, '/api/usage', { headers: bearer(token) })).status).toBe(200);
  });
});
