/**
 * The owner's own services (the PO-token provider, YTDLP_POT_PROVIDER_URL) through the egress proxy:
 * exactly that scheme, host and port, whatever its name resolves to, and directly, never through the
 * owner's upstream proxy (YTDLP_PROXY), which cannot reach a service beside ours.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type EgressProxy, startEgressProxy } from '../../src/media/egress/proxy.js';
import { statusVia } from '../support/proxy-request.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A server on 127.0.0.1 that answers every request and records what reached it. */
async function startRecorder(answer: number) {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    res.writeHead(answer, { 'Content-Length': 2 }).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port, origin: `http://127.0.0.1:${port}`, seen };
}

async function startProxy(options: Parameters<typeof startEgressProxy>[0]): Promise<EgressProxy> {
  const proxy = await startEgressProxy(options);
  closers.push(() => proxy.close());
  return proxy;
}

/** One plain request through a new session of `proxy`; resolves with the status. */
async function getVia(proxy: EgressProxy, target: string): Promise<number> {
  const session = proxy.createSession();
  try {
    return await statusVia(session.proxyUrl, target);
  } finally {
    session.end();
  }
}

describe('the egress proxy and the owner’s own services', () => {
  it('lets exactly the service’s origin through, by any name that resolves to it, and nothing else private', async () => {
    const service = await startRecorder(200);
    const other = await startRecorder(200);
    const proxy = await startProxy({
      policy: { kind: 'deny' },
      ownServices: [`http://pot-provider.internal:${service.port}`],
      // The compose network's DNS: the service's name is a private address.
      lookup: async (host) => (host === 'pot-provider.internal' ? [{ address: '127.0.0.1', family: 4 }] : []),
    });
    expect(await getVia(proxy, `http://pot-provider.internal:${service.port}/ping`)).toBe(200);
    expect(service.seen).toEqual(['/ping']);
    // The same address by another spelling, another port on it, another scheme: refused.
    expect(await getVia(proxy, `${service.origin}/ping`)).toBe(403);
    expect(await getVia(proxy, `http://pot-provider.internal:${other.port}/ping`)).toBe(403);
    expect(await getVia(proxy, `${other.origin}/ping`)).toBe(403);
    expect(service.seen).toEqual(['/ping']);
    expect(other.seen).toEqual([]);
  });

  it('reaches the service directly while every other destination goes through the upstream proxy', async () => {
    const service = await startRecorder(200);
    // Answers anything sent to it with 502: an upstream that cannot reach the service.
    const upstream = await startRecorder(502);
    const proxy = await startProxy({
      policy: { kind: 'allow-all' },
      ownServices: [service.origin],
      upstream: upstream.origin,
    });
    expect(await getVia(proxy, `${service.origin}/ping`)).toBe(200);
    expect(service.seen).toEqual(['/ping']);
    expect(upstream.seen).toEqual([]);
    const other = await startRecorder(200);
    expect(await getVia(proxy, `${other.origin}/elsewhere`)).toBe(502);
    expect(upstream.seen).toEqual([`${other.origin}/elsewhere`]);
    expect(other.seen).toEqual([]);
  });
});
