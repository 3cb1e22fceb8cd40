import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEgressProxy } from '../../../src/media/egress/proxy.js';
import { connectVia, viaProxy } from './clients.js';
import { closeStarted, proxies, setupWithUpstream, startEcho } from './setup.js';
import { listen, payload } from './target.js';
import { UPSTREAM_AUTH, UPSTREAM_USER } from './upstream.js';

afterEach(closeStarted);

describe('egress proxy: upstream proxy (YTDLP_PROXY)', () => {
  let echo: net.Server;
  let echoPort: number;
  let echoConnections = 0;

  beforeAll(async () => {
    ({ server: echo, port: echoPort } = await startEcho(() => {
      echoConnections += 1;
    }));
  });
  afterAll(() => new Promise<void>((resolve) => echo.close(() => resolve())));

  async function ping(socket: net.Socket): Promise<string> {
    const echoed = new Promise<string>((resolve) => socket.once('data', (chunk: Buffer) => resolve(chunk.toString())));
    socket.write('ping');
    return echoed;
  }

  it('allow-all: plain requests reach the target through the upstream, in absolute form with its credentials', async () => {
    const { upstream, target, session, warnings } = await setupWithUpstream({ kind: 'allow-all' });
    const res = await viaProxy(session.proxyUrl, `${target.origin}/file?x=1`, { headers: { 'X-Test': 'yes' } });
    expect(res.status).toBe(200);
    expect(res.body.equals(payload)).toBe(true);
    const posted = await viaProxy(session.proxyUrl, `${target.origin}/upload`, { method: 'POST', body: payload });
    expect(posted.body.toString()).toBe(`received ${payload.length}`);
    expect(upstream.seen).toEqual([
      { kind: 'request', target: `${target.origin}/file?x=1`, authorization: UPSTREAM_AUTH },
      { kind: 'request', target: `${target.origin}/upload`, authorization: UPSTREAM_AUTH },
    ]);
    expect(target.seen.map((r) => r.url)).toEqual(['/file?x=1', '/upload']);
    expect(target.seen[0]?.headers.host).toBe(`127.0.0.1:${target.port}`);
    expect(target.seen[0]?.headers['x-test']).toBe('yes');
    // The session secret is hop-by-hop: neither the upstream nor the target gets it.
    expect(JSON.stringify([upstream.seen, target.seen])).not.toContain(new URL(session.proxyUrl).password);
    expect(session.refusals).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('allow-all: CONNECT tunnels go through the upstream', async () => {
    const { upstream, session } = await setupWithUpstream({ kind: 'allow-all' });
    const { statusLine, socket } = await connectVia(session.proxyUrl, `127.0.0.1:${echoPort}`);
    expect(statusLine).toBe('HTTP/1.1 200 Connection Established');
    expect(await ping(socket)).toBe('ping');
    socket.destroy();
    expect(upstream.seen).toEqual([{ kind: 'connect', target: `127.0.0.1:${echoPort}`, authorization: UPSTREAM_AUTH }]);
  });

  it('sends the checked host name to the upstream; the upstream on loopback is not policed', async () => {
    // deny: media.test passes because it resolves to a public address HERE (8.8.8.8, never
    // contacted). The upstream resolves the name again, on its own, here to loopback: the
    // documented residual risk of passing names, and proof that nothing connects directly.
    const lookups: string[] = [];
    const { upstream, target, session } = await setupWithUpstream(
      { kind: 'deny' },
      {
        upstreamHosts: { 'media.test': '127.0.0.1' },
        lookup: async (host) => {
          lookups.push(host);
          return [{ address: '8.8.8.8', family: 4 }];
        },
      },
    );
    const res = await viaProxy(session.proxyUrl, `http://media.test:${target.port}/file`, {
      headers: { Range: 'bytes=0-9' },
    });
    expect(res.status).toBe(206);
    expect(res.body.equals(payload.subarray(0, 10))).toBe(true);
    expect(target.seen[0]?.headers.host).toBe(`media.test:${target.port}`);
    const { statusLine, socket } = await connectVia(session.proxyUrl, `media.test:${echoPort}`);
    expect(statusLine).toBe('HTTP/1.1 200 Connection Established');
    expect(await ping(socket)).toBe('ping');
    socket.destroy();
    expect(upstream.seen.map((s) => s.target)).toEqual([
      `http://media.test:${target.port}/file`,
      `media.test:${echoPort}`,
    ]);
    expect(lookups).toEqual(['media.test', 'media.test']);
    expect(session.refusals).toEqual([]);
  });

  it('deny: a private destination is refused by our proxy and the upstream sees nothing', async () => {
    const { upstream, target, session } = await setupWithUpstream({ kind: 'deny' });
    const before = echoConnections;
    expect((await viaProxy(session.proxyUrl, `${target.origin}/file`)).status).toBe(403);
    expect((await viaProxy(session.proxyUrl, `http://localhost:${target.port}/file`)).status).toBe(403);
    const tunnel = await connectVia(session.proxyUrl, `127.0.0.1:${echoPort}`);
    expect(tunnel.statusLine).toBe('HTTP/1.1 403 Destination Not Allowed');
    tunnel.socket.destroy();
    // Not even the upstream's own port: our proxy answers before connecting anywhere.
    const toUpstream = await viaProxy(session.proxyUrl, `http://127.0.0.1:${upstream.port}/`);
    expect(toUpstream.status).toBe(403);
    expect(upstream.seen).toEqual([]);
    expect(target.seen).toEqual([]);
    expect(echoConnections).toBe(before);
    expect(session.refusals).toEqual([
      `127.0.0.1:${target.port}`,
      `localhost:${target.port}`,
      `127.0.0.1:${echoPort}`,
      `127.0.0.1:${upstream.port}`,
    ]);
  });

  it('answers 502 when the upstream refuses its credentials, and logs that without them', async () => {
    const { upstream, target, session, warnings } = await setupWithUpstream(
      { kind: 'allow-all' },
      { upstreamUrl: (u) => `http://${encodeURIComponent(UPSTREAM_USER)}:wrong-hunter3@127.0.0.1:${u.port}` },
    );
    const res = await viaProxy(session.proxyUrl, `${target.origin}/file`);
    expect(res.status).toBe(502);
    expect(res.headers['proxy-authenticate']).toBeUndefined();
    for (let i = 0; i < 2; i++) {
      const tunnel = await connectVia(session.proxyUrl, `127.0.0.1:${echoPort}`);
      expect(tunnel.statusLine).toBe('HTTP/1.1 502 Bad Gateway');
      tunnel.socket.destroy();
    }
    expect(upstream.seen.map((s) => s.kind)).toEqual(['request', 'connect', 'connect']);
    expect(upstream.seen[0]?.authorization).toBe(
      `Basic ${Buffer.from(`${UPSTREAM_USER}:wrong-hunter3`).toString('base64')}`,
    );
    expect(target.seen).toEqual([]);
    // One line per kind of failure, not one per retry.
    expect(warnings.map((w) => w.obj)).toEqual([
      { upstream: `127.0.0.1:${upstream.port}`, reason: expect.stringContaining('407') },
      { upstream: `127.0.0.1:${upstream.port}`, reason: expect.stringContaining('CONNECT with 407') },
    ]);
    expect(JSON.stringify(warnings)).not.toContain('hunter3');
  });

  it('answers 502 when the upstream cannot be reached', async () => {
    const closed = net.createServer();
    await listen(closed);
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { target, session, warnings } = await setupWithUpstream(
      { kind: 'allow-all' },
      { upstreamUrl: () => `http://user:hunter2@127.0.0.1:${port}` },
    );
    expect((await viaProxy(session.proxyUrl, `${target.origin}/file`)).status).toBe(502);
    const tunnel = await connectVia(session.proxyUrl, `127.0.0.1:${echoPort}`);
    expect(tunnel.statusLine).toBe('HTTP/1.1 502 Bad Gateway');
    tunnel.socket.destroy();
    expect(target.seen).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.obj).toMatchObject({ reason: expect.stringContaining('cannot connect') });
    expect(JSON.stringify(warnings)).not.toContain('hunter2');
  });

  it.each([
    ['socks5', 'socks5://user:hunter2@127.0.0.1:1080', /http:\/\/.*not socks5:/],
    ['https', 'https://user:hunter2@proxy.test:3128', /http:\/\/.*not https:/],
    ['without a scheme', 'user:hunter2@proxy.test:3128', /no scheme.*http:\/\//],
    ['not a URL', 'http://user:hunter2@[proxy.test:3128', /not a valid URL/],
    ['a path', 'http://user:hunter2@proxy.test:3128/hunter2', /path/],
  ])('refuses an upstream that is %s at start, without echoing it', async (_name, upstream, message) => {
    const error = await startEgressProxy({ policy: { kind: 'deny' }, upstream }).then(
      (proxy) => {
        proxies.push(proxy);
        return undefined;
      },
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('hunter2');
  });
});
