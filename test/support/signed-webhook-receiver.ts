/**
 * A follow's webhook on loopback: records every POST (its headers and raw
 * body) and answers with the status a test sets; a test awaits the next
 * request rather than a time.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedHook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  /** e.g. "http://127.0.0.1:41234". */
  origin: string;
  received: ReceivedHook[];
  /** What the next requests are answered with (default 204). */
  status: number;
  /** Resolves once `count` requests have arrived in all. */
  until(count: number): Promise<ReceivedHook[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const waiters: { count: number; resolve(): void }[] = [];
  const receiver: Omit<WebhookReceiver, 'origin' | 'close'> = {
    received: [],
    status: 204,
    until(count) {
      if (this.received.length >= count) return Promise.resolve(this.received);
      return new Promise((resolve) => waiters.push({ count, resolve: () => resolve(this.received) }));
    },
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      receiver.received.push({ path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString() });
      res.writeHead(receiver.status, { 'Content-Length': 0 }).end();
      for (const waiter of waiters.filter((w) => receiver.received.length >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(receiver, {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/**
 * Whether a request carries a Standard Webhooks signature of its body under `secret`: recomputed here
 * from the documented recipe (HMAC-SHA256 over "id.timestamp.body", the key the base64 after whsec_).
 */
export function signatureHolds(secret: string, hook: Pick<ReceivedHook, 'headers' | 'body'>): boolean {
  const id = String(hook.headers['webhook-id']);
  const timestamp = String(hook.headers['webhook-timestamp']);
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${hook.body}`).digest('base64');
  const presented = String(hook.headers['webhook-signature'] ?? '')
    .split(' ')
    .map((part) => part.replace(/^v1,/, ''));
  return presented.includes(expected);
}
