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
  /** What requests for a path are answered with (204 for a path not set; a 3xx redirects to /landing). */
  statuses: Map<string, number>;
  /** The requests for `path`, once `count` of them have arrived. */
  until(path: string, count: number): Promise<ReceivedHook[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedHook[] = [];
  const statuses = new Map<string, number>();
  const forPath = (path: string) => received.filter((hook) => hook.path === path);
  const waiters = new Set<() => boolean>();
  const until = (path: string, count: number) =>
    new Promise<ReceivedHook[]>((resolve) => {
      const settled = () => {
        if (forPath(path).length < count) return false;
        resolve(forPath(path));
        return true;
      };
      if (!settled()) waiters.add(settled);
    });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString() });
      const status = statuses.get(path) ?? 204;
      // A redirect points at /landing, so a test can tell whether it was followed.
      const location = status >= 300 && status < 400 ? { Location: '/landing' } : {};
      res.writeHead(status, { 'Content-Length': 0, ...location }).end();
      for (const settled of waiters) if (settled()) waiters.delete(settled);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    statuses,
    until,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
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
