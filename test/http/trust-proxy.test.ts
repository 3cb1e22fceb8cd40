/**
 * TRUST_PROXY: whose X-Forwarded-For is believed. A client can write any
 * X-Forwarded-For it likes; only entries added by the owner's own reverse
 * proxies may count. Usage statistics are read with the owner token: no
 * address, forwarded or not, stands for the owner.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/index.js';
import { asOwner, type JsonBody, startTestApp, type TestApp } from '../support/app-harness.js';

/** A lookup that is admitted (and counted) but refused before yt-dlp runs: a private address. */
async function lookup(app: TestApp, forwardedFor?: string) {
  const response = await fetch(`${app.baseUrl}/api/info`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: JSON.stringify({ url: 'http://10.11.12.13/video' }),
  });
  return { status: response.status, body: (await response.json()) as JsonBody };
}

async function usageStats(app: TestApp, headers: Record<string, string> = asOwner(app)) {
  const response = await fetch(`${app.baseUrl}/api/usage`, { headers });
  return { status: response.status, body: (await response.json()) as JsonBody };
}

describe('TRUST_PROXY', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('refuses true at start, in one line that names the variable and says what to give instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    try {
      loadConfig({ TRUST_PROXY: 'true' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('TRUST_PROXY');
      expect(message).toMatch(/127\.0\.0\.1/);
      expect(message).not.toContain('\n');
    }
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, ::1,10.0.0.0/8' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '::1',
      '10.0.0.0/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
  });

  it('without it, a spoofed X-Forwarded-For changes nothing: the peer is the user, and it is not "this machine"', async () => {
    app = await startTestApp({ ALLOW_PRIVATE_URLS: 'false', LIMIT_INFO_PER_MINUTE: '1' });
    expect((await lookup(app, '203.0.113.1')).status).toBe(400);
    // Another spoofed address, same peer: the same user, whose one lookup is spent.
    expect((await lookup(app, '203.0.113.2')).body.code).toBe('limit_info_per_minute');
    // Claiming to be the machine itself through the header does not open the usage statistics; nor does being it.
    expect((await usageStats(app, { 'x-forwarded-for': '127.0.0.1' })).status).toBe(401);
    expect((await usageStats(app, {})).status).toBe(401);
    const local = await usageStats(app);
    expect(local.status).toBe(200);
    expect(local.body.users.map((u: JsonBody) => u.identity)).toEqual(['http:127.0.0.1']);
  });

  it('with the proxy addresses, the client is the right-most address the trusted proxies did not add', async () => {
    app = await startTestApp({ ALLOW_PRIVATE_URLS: 'false', LIMIT_INFO_PER_MINUTE: '1', TRUST_PROXY: '127.0.0.1' });
    // The proxy (us, on loopback) appended the real client, 198.51.100.7; the left-most entries are the client's own words.
    expect((await lookup(app, '203.0.113.1, 198.51.100.7')).status).toBe(400);
    expect((await lookup(app, '203.0.113.99, 198.51.100.7')).body.code).toBe('limit_info_per_minute');
    // A different real client is a different user.
    expect((await lookup(app, '203.0.113.1, 198.51.100.8')).status).toBe(400);
    // Forwarded by the proxy, even "from 127.0.0.1", is no owner.
    expect((await usageStats(app, { 'x-forwarded-for': '127.0.0.1' })).status).toBe(401);
    const users = (await usageStats(app)).body.users.map((u: JsonBody) => u.identity).sort();
    expect(users).toEqual(['http:198.51.100.7', 'http:198.51.100.8']);
  });

  it('with a hop count, the nearest proxies are trusted whatever their address', async () => {
    app = await startTestApp({ ALLOW_PRIVATE_URLS: 'false', LIMIT_INFO_PER_MINUTE: '1', TRUST_PROXY: '1' });
    expect((await lookup(app, '203.0.113.1, 198.51.100.7')).status).toBe(400);
    expect((await lookup(app, '203.0.113.2, 198.51.100.7')).body.code).toBe('limit_info_per_minute');
    const users = (await usageStats(app)).body.users.map((u: JsonBody) => u.identity);
    expect(users).toEqual(['http:198.51.100.7']);
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped one by its IPv4 address; a listed address blocks its /64', async () => {
    app = await startTestApp({
      ALLOW_PRIVATE_URLS: 'false',
      LIMIT_INFO_PER_MINUTE: '1',
      TRUST_PROXY: '127.0.0.1',
      BLOCKED_USERS: 'http:2001:db8:9:9::1',
    });
    expect((await lookup(app, '2001:db8:1:2::a')).status).toBe(400);
    // Another address of the same /64 (written another way): the same user, whose one lookup is spent.
    expect((await lookup(app, '2001:DB8:1:2:ffff:0:0:b')).body.code).toBe('limit_info_per_minute');
    // The next /64 is someone else.
    expect((await lookup(app, '2001:db8:1:3::a')).status).toBe(400);
    expect((await lookup(app, '198.51.100.9')).status).toBe(400);
    expect((await lookup(app, '::ffff:198.51.100.9')).body.code).toBe('limit_info_per_minute');
    expect((await lookup(app, '2001:db8:9:9:1234::5')).body.code).toBe('user_blocked');
    const users = (await usageStats(app)).body.users.map((u: JsonBody) => u.identity).sort();
    expect(users).toEqual([
      'http:198.51.100.9',
      'http:2001:db8:1:2::/64',
      'http:2001:db8:1:3::/64',
      'http:2001:db8:9:9::/64',
    ]);
  });
});
