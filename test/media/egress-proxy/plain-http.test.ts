import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startEgressProxy } from '../../../src/media/egress/proxy.js';
import { viaProxy } from './clients.js';
import { closeStarted, proxies, setup, targets } from './setup.js';
import { listen, payload, startTarget } from './target.js';

afterEach(closeStarted);

describe('egress proxy: plain HTTP', () => {
  it('deny: refuses a private destination with 403 before contacting it', async () => {
    const { target, session, warnings } = await setup({ kind: 'deny' });
    const res = await viaProxy(session.proxyUrl, `${target.origin}/file`);
    expect(res.status).toBe(403);
    expect(res.reason).toBe('Destination Not Allowed');
    expect(target.seen).toEqual([]);
    expect(session.refusals).toEqual([`127.0.0.1:${target.port}`]);
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings)).not.toContain(new URL(session.proxyUrl).password);
  });

  it('deny: odd spellings and IPv6 forms of loopback are refused too', async () => {
    const { target, session } = await setup({ kind: 'deny' });
    for (const host of ['0x7f.1', '2130706433', '127.1', '[::1]', '[::ffff:127.0.0.1]', 'localhost']) {
      const res = await viaProxy(session.proxyUrl, `http://${host}:${target.port}/file`);
      expect(res.status, host).toBe(403);
    }
    expect(target.seen).toEqual([]);
    expect(session.refusals).toEqual([
      `127.0.0.1:${target.port}`,
      `[::1]:${target.port}`,
      `[::ffff:7f00:1]:${target.port}`,
      `localhost:${target.port}`,
    ]);
  });

  it('allow-all: streams a large body intact and strips proxy and hop-by-hop headers', async () => {
    const { target, session } = await setup({ kind: 'allow-all' });
    const res = await viaProxy(session.proxyUrl, `${target.origin}/file?x=1`, {
      headers: { 'X-Test': 'yes', 'Proxy-Connection': 'keep-alive', Connection: 'X-Secret', 'X-Secret': 'no' },
    });
    expect(res.status).toBe(200);
    expect(res.body.equals(payload)).toBe(true);
    expect(res.headers['content-length']).toBe(String(payload.length));
    const [seen] = target.seen;
    expect(seen?.url).toBe('/file?x=1');
    expect(seen?.headers.host).toBe(`127.0.0.1:${target.port}`);
    expect(seen?.headers['x-test']).toBe('yes');
    expect(seen?.headers).not.toHaveProperty('proxy-authorization');
    expect(seen?.headers).not.toHaveProperty('proxy-connection');
    expect(seen?.headers).not.toHaveProperty('x-secret');
    expect(session.refusals).toEqual([]);
  });

  it('allow-all: passes Range requests through as 206', async () => {
    const { target, session } = await setup({ kind: 'allow-all' });
    const res = await viaProxy(session.proxyUrl, `${target.origin}/file`, { headers: { Range: 'bytes=1000-1999' } });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 1000-1999/${payload.length}`);
    expect(res.body.equals(payload.subarray(1000, 2000))).toBe(true);
    expect(target.seen[0]?.headers.range).toBe('bytes=1000-1999');
  });

  it('allow-all: streams request bodies upstream', async () => {
    const { target, session } = await setup({ kind: 'allow-all' });
    const res = await viaProxy(session.proxyUrl, `${target.origin}/upload`, { method: 'POST', body: payload });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(`received ${payload.length}`);
  });

  it('passes redirects back to the client; where they lead is checked on the next request', async () => {
    const hidden = await startTarget();
    targets.push(hidden);
    const allowed = await startTarget({
      '/go': (_req, res) => {
        res.writeHead(302, { Location: `${hidden.origin}/secret` });
        res.end();
      },
    });
    targets.push(allowed);
    const proxy = await startEgressProxy({ policy: { kind: 'origins', origins: [allowed.origin] } });
    proxies.push(proxy);
    const session = proxy.createSession();
    const first = await viaProxy(session.proxyUrl, `${allowed.origin}/go`);
    expect(first.status).toBe(302);
    expect(first.headers.location).toBe(`${hidden.origin}/secret`);
    const second = await viaProxy(session.proxyUrl, `${hidden.origin}/secret`);
    expect(second.status).toBe(403);
    expect(hidden.seen).toEqual([]);
    expect(session.refusals).toEqual([`127.0.0.1:${hidden.port}`]);
  });

  it('origins: allows exactly the listed origin', async () => {
    const other = await startTarget();
    targets.push(other);
    const target = await startTarget();
    targets.push(target);
    const proxy = await startEgressProxy({ policy: { kind: 'origins', origins: [target.origin] } });
    proxies.push(proxy);
    const session = proxy.createSession();
    expect(
      (await viaProxy(session.proxyUrl, `${target.origin}/file`, { headers: { Range: 'bytes=0-9' } })).status,
    ).toBe(206);
    expect((await viaProxy(session.proxyUrl, `${other.origin}/file`)).status).toBe(403);
    expect((await viaProxy(session.proxyUrl, `http://localhost:${target.port}/file`)).status).toBe(403);
    expect(target.seen).toHaveLength(1);
    expect(other.seen).toEqual([]);
  });

  it.each([
    ['no credentials', null],
    ['a wrong secret', 'wrong'],
    ['an unknown user', 'unknown-user'],
    ['a malformed header', 'Bearer abc'],
  ])('answers 407 to %s and contacts nobody', async (_name, kind) => {
    const { target, session } = await setup({ kind: 'allow-all' });
    const url = new URL(session.proxyUrl);
    const auth =
      kind === null
        ? null
        : kind === 'wrong'
          ? `Basic ${Buffer.from(`${url.username}:${url.password.slice(0, -1)}x`).toString('base64')}`
          : kind === 'unknown-user'
            ? `Basic ${Buffer.from(`nobody:${url.password}`).toString('base64')}`
            : kind;
    const res = await viaProxy(session.proxyUrl, `${target.origin}/file`, { auth });
    expect(res.status).toBe(407);
    expect(res.headers['proxy-authenticate']).toMatch(/^Basic realm=/);
    expect(target.seen).toEqual([]);
    expect(session.refusals).toEqual([]);
  });

  it('invalidates credentials when the session ends', async () => {
    const { proxy, target, session } = await setup({ kind: 'allow-all' });
    const other = proxy.createSession();
    expect(other.proxyUrl).not.toBe(session.proxyUrl);
    session.end();
    expect((await viaProxy(session.proxyUrl, `${target.origin}/file`)).status).toBe(407);
    expect((await viaProxy(other.proxyUrl, `${target.origin}/file`)).status).toBe(200);
    expect(target.seen).toHaveLength(1);
  });

  it.each([
    ['an origin-form target', '/file'],
    ['an https absolute-form target', 'https://127.0.0.1:443/'],
    ['port 0', 'http://127.0.0.1:0/'],
    ['credentials in the URL', 'http://user:pw@127.0.0.1:9/'],
  ])('answers 400 to %s', async (_name, requestTarget) => {
    const { session } = await setup({ kind: 'allow-all' });
    expect((await viaProxy(session.proxyUrl, requestTarget)).status).toBe(400);
  });

  it('answers 502 when the destination refuses the connection', async () => {
    const { session } = await setup({ kind: 'allow-all' });
    const closed = net.createServer();
    await listen(closed);
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const res = await viaProxy(session.proxyUrl, `http://127.0.0.1:${port}/`);
    expect(res.status).toBe(502);
  });
});
