import type net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEgressProxy } from '../../../src/media/egress/proxy.js';
import { connectVia } from './clients.js';
import { closeStarted, proxies, setup, startEcho } from './setup.js';

afterEach(closeStarted);

describe('egress proxy: CONNECT', () => {
  let echo: net.Server;
  let echoPort: number;
  let echoConnections = 0;

  beforeAll(async () => {
    ({ server: echo, port: echoPort } = await startEcho(() => {
      echoConnections += 1;
    }));
  });
  afterAll(() => new Promise<void>((resolve) => echo.close(() => resolve())));

  it('deny: refuses a tunnel to a private address and closes', async () => {
    const { session } = await setup({ kind: 'deny' });
    const before = echoConnections;
    for (const authority of [`127.0.0.1:${echoPort}`, `[::ffff:127.0.0.1]:${echoPort}`, `localhost:${echoPort}`]) {
      const { statusLine, socket } = await connectVia(session.proxyUrl, authority);
      expect(statusLine, authority).toBe('HTTP/1.1 403 Destination Not Allowed');
      socket.destroy();
    }
    expect(echoConnections).toBe(before);
    expect(session.refusals).toContain(`127.0.0.1:${echoPort}`);
  });

  it('allow-all: tunnels bytes both ways', async () => {
    const { session } = await setup({ kind: 'allow-all' });
    const { statusLine, socket } = await connectVia(session.proxyUrl, `127.0.0.1:${echoPort}`);
    expect(statusLine).toBe('HTTP/1.1 200 Connection Established');
    const echoed = new Promise<string>((resolve) => socket.once('data', (chunk: Buffer) => resolve(chunk.toString())));
    socket.write('ping');
    expect(await echoed).toBe('ping');
    socket.destroy();
  });

  it('origins: judges tunnels as https', async () => {
    const httpOnly = await startEgressProxy({ policy: { kind: 'origins', origins: [`http://127.0.0.1:${echoPort}`] } });
    const httpsToo = await startEgressProxy({
      policy: { kind: 'origins', origins: [`https://127.0.0.1:${echoPort}`] },
    });
    proxies.push(httpOnly, httpsToo);
    const refused = await connectVia(httpOnly.createSession().proxyUrl, `127.0.0.1:${echoPort}`);
    expect(refused.statusLine).toBe('HTTP/1.1 403 Destination Not Allowed');
    refused.socket.destroy();
    const allowed = await connectVia(httpsToo.createSession().proxyUrl, `127.0.0.1:${echoPort}`);
    expect(allowed.statusLine).toBe('HTTP/1.1 200 Connection Established');
    allowed.socket.destroy();
  });

  it('answers 407 without credentials and 400 to odd authorities', async () => {
    const { session } = await setup({ kind: 'allow-all' });
    const before = echoConnections;
    const anonymous = await connectVia(session.proxyUrl, `127.0.0.1:${echoPort}`, null);
    expect(anonymous.statusLine).toBe('HTTP/1.1 407 Proxy Authentication Required');
    anonymous.socket.destroy();
    for (const authority of ['127.0.0.1', '127.0.0.1:0', '127.0.0.1:65536', 'a/b:443', 'user@127.0.0.1:443']) {
      const odd = await connectVia(session.proxyUrl, authority);
      expect(odd.statusLine, authority).toBe('HTTP/1.1 400 Bad Request');
      odd.socket.destroy();
    }
    expect(echoConnections).toBe(before);
  });

  it('ending the session cuts its open tunnels', async () => {
    const { session } = await setup({ kind: 'allow-all' });
    const { socket } = await connectVia(session.proxyUrl, `127.0.0.1:${echoPort}`);
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    session.end();
    await closed;
  });
});
