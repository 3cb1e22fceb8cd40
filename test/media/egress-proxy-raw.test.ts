import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type EgressProxy, startEgressProxy } from '../../src/media/egress/proxy.js';

// The plain-HTTP response is relayed as bytes, not re-encoded by an HTTP stack:
// these targets speak raw TCP so the test can compare exactly what was sent.

interface RawTarget {
  port: number;
  /** Each connection's received bytes up to the end of the request head. */
  heads: string[];
  close(): Promise<void>;
}

const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** Answers every request head with `response`; closes after it unless `keepOpen`. */
async function startRawTarget(response: Buffer, options: { keepOpen?: boolean } = {}): Promise<RawTarget> {
  const heads: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return;
      heads.push(received.slice(0, end + 4));
      received = received.slice(end + 4);
      if (options.keepOpen) socket.write(response);
      else socket.end(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const target: RawTarget = {
    port: (server.address() as net.AddressInfo).port,
    heads,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  closers.push(target.close);
  return target;
}

async function startProxy(): Promise<{ proxy: EgressProxy; port: number; auth: string }> {
  const proxy = await startEgressProxy({ policy: { kind: 'allow-all' } });
  closers.push(() => proxy.close());
  const url = new URL(proxy.createSession().proxyUrl);
  const auth = `Basic ${Buffer.from(`${url.username}:${url.password}`).toString('base64')}`;
  return { proxy, port: Number(url.port), auth };
}

/** Writes `request` to the proxy on a raw socket; resolves with every byte received until the proxy closes. */
function rawExchange(port: number, request: string | Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      resolve(Buffer.concat(chunks));
      socket.destroy();
    });
    socket.write(request);
  });
}

describe('egress proxy: raw relay of plain-HTTP responses', () => {
  it('relays the response bytes exactly as sent (header case and order, chunked body with trailer) and closes', async () => {
    // Valid but unusual: lowercase and odd-case names, a repeated header, extra spaces after
    // the colon, a reason phrase of its own, chunk extensions, a trailer, hop-by-hop headers.
    const response = Buffer.from(
      'HTTP/1.1 200 Fine Thanks\r\n' +
        'x-ZEBRA:   first\r\n' +
        'content-type: application/octet-stream\r\n' +
        'X-Zebra: second\r\n' +
        'tRaNsFeR-eNcOdInG: chunked\r\n' +
        'Keep-Alive: timeout=5\r\n' +
        'Trailer: X-Checksum\r\n' +
        '\r\n' +
        '5;ext=1\r\nhello\r\n' +
        'A\r\n, raw byte\r\n' +
        '3\r\n\x00\xff\x80\r\n' +
        '0\r\n' +
        'X-Checksum: abc\r\n' +
        '\r\n',
      'latin1',
    );
    const target = await startRawTarget(response);
    const { port, auth } = await startProxy();
    const received = await rawExchange(
      port,
      `GET http://127.0.0.1:${target.port}/a/b?c=d HTTP/1.1\r\n` +
        `Host: 127.0.0.1:${target.port}\r\n` +
        `Proxy-Authorization: ${auth}\r\n` +
        'Proxy-Connection: keep-alive\r\n' +
        'Connection: keep-alive, X-Hop\r\n' +
        'X-Hop: gone\r\n' +
        'X-Kept: Yes\r\n' +
        '\r\n',
    );
    expect(received.equals(response)).toBe(true);

    const [head] = target.heads;
    const lines = head?.split('\r\n') ?? [];
    expect(lines[0]).toBe('GET /a/b?c=d HTTP/1.1');
    expect(lines).toContain('X-Kept: Yes');
    expect(lines).toContain(`Host: 127.0.0.1:${target.port}`);
    expect(lines).toContain('Connection: close');
    expect(head).not.toMatch(/proxy-|x-hop|keep-alive/i);
    expect(target.heads).toHaveLength(1);
  });

  it('re-frames a chunked request body for the upstream and relays the answer', async () => {
    const bodies: string[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.setEncoding('latin1');
      req.on('data', (chunk: string) => {
        body += chunk;
      });
      req.on('end', () => {
        bodies.push(body);
        res.end(`got ${body.length} ${req.headers.connection}`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    closers.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );
    const targetPort = (server.address() as net.AddressInfo).port;
    const { port, auth } = await startProxy();
    const received = await rawExchange(
      port,
      `POST http://127.0.0.1:${targetPort}/up HTTP/1.1\r\n` +
        `Host: 127.0.0.1:${targetPort}\r\n` +
        `Proxy-Authorization: ${auth}\r\n` +
        'Transfer-Encoding: chunked\r\n' +
        '\r\n' +
        '4\r\nabcd\r\n' +
        '6;x=y\r\nefghij\r\n' +
        '0\r\nX-Trailer: t\r\n\r\n',
    );
    expect(bodies).toEqual(['abcdefghij']);
    const text = received.toString('latin1');
    expect(text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(text.endsWith('\r\n\r\ngot 10 close')).toBe(true);
  });

  it('closes a connection the client reuses although the upstream kept its own open', async () => {
    const response = Buffer.from('HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\nok');
    const target = await startRawTarget(response, { keepOpen: true });
    const { port, auth } = await startProxy();
    const request = `GET http://127.0.0.1:${target.port}/ HTTP/1.1\r\nHost: x\r\nProxy-Authorization: ${auth}\r\n\r\n`;
    const received = await new Promise<string>((resolve, reject) => {
      const socket = net.connect({ host: '127.0.0.1', port });
      let text = '';
      let sentSecond = false;
      socket.on('error', reject);
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString('latin1');
        if (!sentSecond && text.endsWith('\r\n\r\nok')) {
          sentSecond = true;
          socket.write(request);
        }
      });
      socket.on('close', () => resolve(text));
      socket.write(request);
    });
    expect(received).toBe(response.toString('latin1'));
    expect(target.heads).toHaveLength(1);
  });
});
