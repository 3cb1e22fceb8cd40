import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startEgressProxy } from '../../../src/media/egress/proxy.js';
import { proxyParts, viaProxy } from './clients.js';
import { closeStarted, proxies, targets } from './setup.js';
import { payload, startTarget } from './target.js';

afterEach(closeStarted);

describe('egress proxy: resilience', () => {
  it('resolves a name once and connects to the checked address, keeping the Host', async () => {
    const target = await startTarget();
    targets.push(target);
    const lookups: string[] = [];
    const proxy = await startEgressProxy({
      policy: { kind: 'origins', origins: [`http://media.test:${target.port}`] },
      lookup: async (host) => {
        lookups.push(host);
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    proxies.push(proxy);
    const session = proxy.createSession();
    const res = await viaProxy(session.proxyUrl, `http://media.test:${target.port}/file`, {
      headers: { Range: 'bytes=0-0', Host: 'evil.test' },
    });
    expect(res.status).toBe(206);
    expect(lookups).toEqual(['media.test']);
    expect(target.seen[0]?.headers.host).toBe(`media.test:${target.port}`);
  });

  it('closes idle upstreams and survives clients that vanish mid-response', async () => {
    const target = await startTarget({
      '/stall': (_req, res) => {
        res.writeHead(200, { 'Content-Length': 10 });
        res.write('12345');
      },
    });
    targets.push(target);
    const proxy = await startEgressProxy({ policy: { kind: 'allow-all' }, idleTimeoutMs: 300 });
    proxies.push(proxy);
    const session = proxy.createSession();
    await expect(viaProxy(session.proxyUrl, `${target.origin}/stall`)).rejects.toThrow();

    const { port, auth } = proxyParts(session.proxyUrl);
    await new Promise<void>((resolve) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        path: `${target.origin}/file`,
        headers: { 'Proxy-Authorization': auth },
        agent: false,
      });
      req.on('error', () => resolve());
      req.on('response', (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.end();
    });
    const after = await viaProxy(session.proxyUrl, `${target.origin}/file`, { headers: { Range: 'bytes=0-3' } });
    expect(after.body.equals(payload.subarray(0, 4))).toBe(true);
  });
});
