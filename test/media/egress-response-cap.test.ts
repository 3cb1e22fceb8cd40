/**
 * The egress proxy's per-session response cap (SessionOptions.maxResponseBytes,
 * INFO_MAX_RESPONSE_MB for lookups): plain-HTTP responses and CONNECT tunnels
 * are cut with a reset past it; sessions without it (downloads) are not.
 */
import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EgressProxy, startEgressProxy } from '../../src/media/egress/proxy.js';

const CAP = 256 * 1024;
const big = crypto.randomBytes(3 * CAP + 17);
const small = crypto.randomBytes(CAP - 1024);

let proxy: EgressProxy;
let web: http.Server;
let webPort: number;
/** A TCP server that sends without end to whoever connects; counts what it got rid of. */
let endless: net.Server;
let endlessPort: number;
let endlessSent = 0;
/** A TCP server that counts what it receives and answers "got <n>" when the client half-closes. */
let sink: net.Server;
let sinkPort: number;

function listen(server: net.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
  );
}

beforeAll(async () => {
  proxy = await startEgressProxy({ policy: { kind: 'allow-all' } });
  web = http.createServer((req, res) => {
    const body = req.url === '/big' ? big : small;
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': body.length });
    res.end(body);
  });
  webPort = await listen(web);
  const filler = crypto.randomBytes(64 * 1024);
  endless = net.createServer((socket) => {
    socket.on('error', () => socket.destroy());
    const pump = () => {
      while (!socket.destroyed) {
        const more = socket.write(filler, (error) => {
          if (!error) endlessSent += filler.length;
        });
        if (!more) return void socket.once('drain', pump);
      }
    };
    pump();
  });
  endlessPort = await listen(endless);
  sink = net.createServer((socket) => {
    let received = 0;
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    socket.on('end', () => socket.end(`got ${received}`));
  });
  sinkPort = await listen(sink);
});
afterAll(async () => {
  await proxy?.close();
  for (const server of [web, endless, sink]) {
    if (server instanceof http.Server) server.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  }
});

function proxyParts(proxyUrl: string) {
  const url = new URL(proxyUrl);
  return {
    port: Number(url.port),
    auth: `Basic ${Buffer.from(`${url.username}:${url.password}`).toString('base64')}`,
  };
}

/** What came back through the proxy, and how the connection ended. */
interface Outcome {
  /** Everything received, the proxy's own answer to CONNECT excluded. */
  bytes: Buffer;
  /** The error code the connection ended with, e.g. ECONNRESET; undefined for a clean end. */
  error: string | undefined;
}

/** Sends `request` to the proxy on a raw connection and collects the answer until the connection ends. */
function exchange(proxyUrl: string, request: (auth: string) => string, afterHead?: (socket: net.Socket) => void) {
  const { port, auth } = proxyParts(proxyUrl);
  return new Promise<Outcome>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    let tunnelled = afterHead === undefined;
    socket.on('data', (chunk: Buffer) => {
      if (tunnelled) return void chunks.push(chunk);
      // A CONNECT: drop the proxy's "200 Connection Established" head, then hand over.
      chunks.push(chunk);
      const all = Buffer.concat(chunks.splice(0));
      const end = all.indexOf('\r\n\r\n');
      if (end === -1) return void chunks.push(all);
      expect(all.subarray(0, end).toString('latin1')).toMatch(/^HTTP\/1\.1 200 /);
      tunnelled = true;
      if (all.length > end + 4) chunks.push(all.subarray(end + 4));
      afterHead?.(socket);
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ bytes: Buffer.concat(chunks), error: error.code ?? error.message }),
    );
    socket.on('close', () => resolve({ bytes: Buffer.concat(chunks), error: undefined }));
    socket.write(request(auth));
  });
}

const plainGet = (path: string) => (auth: string) =>
  `GET http://127.0.0.1:${webPort}${path} HTTP/1.1\r\nHost: 127.0.0.1:${webPort}\r\nProxy-Authorization: ${auth}\r\n\r\n`;

const connect = (port: number) => (auth: string) =>
  `CONNECT 127.0.0.1:${port} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nProxy-Authorization: ${auth}\r\n\r\n`;

/** The body of a raw HTTP response. */
function bodyOf(response: Buffer): Buffer {
  return response.subarray(response.indexOf('\r\n\r\n') + 4);
}

describe('egress proxy: response cap, plain HTTP', () => {
  it('passes a response under the cap intact', async () => {
    const session = proxy.createSession({ maxResponseBytes: CAP });
    const outcome = await exchange(session.proxyUrl, plainGet('/small'));
    expect(outcome.error).toBeUndefined();
    expect(bodyOf(outcome.bytes).equals(small)).toBe(true);
    expect(session.responseCut).toBe(false);
    session.end();
  });

  it('resets the connection of a response past the cap, having passed at most the cap', async () => {
    const session = proxy.createSession({ maxResponseBytes: CAP });
    const outcome = await exchange(session.proxyUrl, plainGet('/big'));
    expect(outcome.error).toBe('ECONNRESET');
    expect(outcome.bytes.length).toBeLessThanOrEqual(CAP);
    expect(session.responseCut).toBe(true);
    session.end();
  });

  it('does not cap sessions created without a cap (downloads)', async () => {
    const session = proxy.createSession();
    const outcome = await exchange(session.proxyUrl, plainGet('/big'));
    expect(outcome.error).toBeUndefined();
    expect(bodyOf(outcome.bytes).equals(big)).toBe(true);
    expect(session.responseCut).toBe(false);
    session.end();
  });
});

describe('egress proxy: response cap, CONNECT tunnels', () => {
  it('resets a tunnel once the destination has sent more than the cap through it', async () => {
    const session = proxy.createSession({ maxResponseBytes: CAP });
    endlessSent = 0;
    const outcome = await exchange(session.proxyUrl, connect(endlessPort), () => undefined);
    expect(outcome.error).toBe('ECONNRESET');
    expect(outcome.bytes.length).toBeGreaterThan(CAP / 2);
    expect(outcome.bytes.length).toBeLessThanOrEqual(CAP);
    expect(session.responseCut).toBe(true);
    // On top of the cap, at most what sat in the kernel's buffers between the destination and the proxy.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(endlessSent).toBeLessThanOrEqual(CAP + tcpSendBufferMax() + 1024 * 1024);
    session.end();
  });

  it('counts only what the destination sends, not what the client sends', async () => {
    const session = proxy.createSession({ maxResponseBytes: CAP });
    const outcome = await exchange(session.proxyUrl, connect(sinkPort), (socket) => socket.end(big));
    expect(outcome.error).toBeUndefined();
    expect(outcome.bytes.toString()).toBe(`got ${big.length}`);
    expect(session.responseCut).toBe(false);
    session.end();
  });

  it('does not cap tunnels of sessions created without a cap', async () => {
    const session = proxy.createSession();
    // Through a tunnel to the web server: a plain request for the big body, read to its end.
    const outcome = await exchange(session.proxyUrl, connect(webPort), (socket) =>
      socket.write(`GET /big HTTP/1.1\r\nHost: 127.0.0.1:${webPort}\r\nConnection: close\r\n\r\n`),
    );
    expect(outcome.error).toBeUndefined();
    expect(bodyOf(outcome.bytes).equals(big)).toBe(true);
    expect(session.responseCut).toBe(false);
    session.end();
  });
});

/** The largest send buffer the kernel gives a TCP socket. */
function tcpSendBufferMax(): number {
  try {
    const max = Number(readFileSync('/proc/sys/net/ipv4/tcp_wmem', 'utf8').trim().split(/\s+/)[2]);
    if (Number.isFinite(max) && max > 0) return max;
  } catch {
    // not Linux
  }
  return 4 * 1024 * 1024;
}
