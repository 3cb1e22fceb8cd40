/**
 * Requests that hold connections (issue 43, item 5), on a built instance on
 * loopback: a body sent a byte at a time is cut off at REQUEST_TIMEOUT_S, and
 * one address may hold MAX_CONNECTIONS_PER_ADDRESS connections open; the
 * next ones are closed at once while another address is served, and a
 * connection given back makes room again.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltProcess, buildDist, startBuiltProcess } from '../support/built-process.js';
import { connectRaw, getRequest, type RawClient, readHead, requestFrom, trickle } from '../support/slow-sockets.js';
import { untilTestTimeout } from '../support/test-deadline.js';

const DEADLINE_S = 2;
const CAP = 4;
/** The attacker's address and another client's; Linux answers all of 127/8 on loopback. */
const ATTACKER = '127.0.0.2';
const OTHER = '127.0.0.3';

let dir: string;
let server: BuiltProcess;

beforeAll(async () => {
  buildDist();
  dir = await mkdtemp(path.join(os.tmpdir(), 'slow-requests-'));
  server = await startBuiltProcess({
    DATA_DIR: path.join(dir, 'data'),
    REQUEST_TIMEOUT_S: String(DEADLINE_S),
    MAX_CONNECTIONS_PER_ADDRESS: String(CAP),
    METRICS_PORT: '0',
  });
});
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await rm(dir, { recursive: true, force: true });
});

/** The API's listener, or the metrics' own (METRICS_PORT), once its port is in the log (a pipe apart from 'ready'). */
async function listener(which: 'api' | 'metrics'): Promise<string> {
  if (which === 'api') return server.baseUrl;
  const port = () => /"metricsPort":(\d+)/.exec(server.output())?.[1];
  await expect.poll(port, untilTestTimeout()).toBeDefined();
  return `http://127.0.0.1:${port()}`;
}

describe('a request body sent a byte at a time', () => {
  it.each(['api', 'metrics'] as const)('is cut off at REQUEST_TIMEOUT_S (%s listener)', async (which) => {
    const baseUrl = await listener(which);
    const client = await connectRaw(baseUrl, ATTACKER);
    const body = JSON.stringify({ url: `https://example.com/${'a'.repeat(200)}` });
    const { host } = new URL(baseUrl);
    client.socket.write(
      `POST /api/info HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    const startedAt = Date.now();
    // 10 bytes a second: the whole body would take over 20 s.
    const sent = await trickle(client, body, 100);
    const closedAt = await client.closed;
    expect(sent).toBeLessThan(body.length);
    const afterS = (closedAt - startedAt) / 1000;
    expect(afterS).toBeGreaterThan(DEADLINE_S - 0.5);
    // The deadline is checked each second.
    expect(afterS).toBeLessThan(DEADLINE_S + 4);
  });
});

describe('connections from one address', () => {
  /** A keep-alive connection that asked once and now sits open (no deadline runs between requests). */
  async function openIdle(localAddress: string): Promise<RawClient> {
    const client = await connectRaw(server.baseUrl, localAddress);
    client.socket.write(getRequest(server.baseUrl, '/api/health', true));
    expect((await readHead(client)).status).toBe(200);
    return client;
  }

  /** Whether a fresh connection from `localAddress` is served: the server either answers it or closes it. */
  async function served(localAddress: string): Promise<boolean> {
    const client = await connectRaw(server.baseUrl, localAddress);
    client.socket.write(getRequest(server.baseUrl, '/api/health'));
    const head = readHead(client).then(
      (answer) => answer.status === 200,
      () => false,
    );
    await client.closed;
    return head;
  }

  it('are capped at MAX_CONNECTIONS_PER_ADDRESS while another address is served, and freed as they close', async () => {
    const held: RawClient[] = [];
    try {
      for (let i = 0; i < CAP; i++) held.push(await openIdle(ATTACKER));
      expect(await served(ATTACKER)).toBe(false);
      expect(await served(ATTACKER)).toBe(false);
      const other = await requestFrom(server.baseUrl, OTHER, { method: 'GET', target: '/api/health' });
      expect(other.status).toBe(200);
      // The held ones are still open and serve their own next request.
      const first = held[0] as RawClient;
      const before = first.received().length;
      first.socket.write(getRequest(server.baseUrl, '/api/health', true));
      await expect.poll(() => first.received().length > before).toBe(true);
      // One given back: the address may open one again.
      const last = held.pop() as RawClient;
      last.socket.destroy();
      await last.closed;
      await expect.poll(() => served(ATTACKER)).toBe(true);
    } finally {
      for (const client of held) client.socket.destroy();
    }
  });
});
