/**
 * A site on a loopback host of its choice (127.0.0.1, 127.0.0.2 …: cookie
 * jars tell hosts apart, not ports) that serves texts from a route table and
 * records the path and Cookie header of every request, so tests can say what
 * reached which site. A route is a text (its type from the extension), a
 * redirect, or a handler of its own; paths are matched without the query.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { contentTypeFor } from './fixture-server.js';

export type Route = string | { redirect: string } | ((req: IncomingMessage, res: ServerResponse) => void);

export interface SeenRequest {
  path: string;
  cookie: string | undefined;
}

export interface RecordingOrigin {
  /** e.g. "http://127.0.0.2:41234". */
  origin: string;
  url(path: string): string;
  /** Routes by path (no query); set or replace them at any time. */
  routes: Map<string, Route>;
  requests: SeenRequest[];
  /** Every Cookie header received, joined: what a test searches for a secret. */
  cookiesSeen(): string;
  close(): Promise<void>;
}

function serve(route: Route | undefined, req: IncomingMessage, res: ServerResponse, pathname: string): void {
  if (route === undefined) return void res.writeHead(404, { 'Content-Length': 0 }).end();
  if (typeof route === 'function') return void route(req, res);
  if (typeof route === 'object')
    return void res.writeHead(302, { Location: route.redirect, 'Content-Length': 0 }).end();
  const body = Buffer.from(route);
  res.writeHead(200, { 'Content-Type': contentTypeFor(path.basename(pathname)), 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

export async function startRecordingOrigin(host: string, routes: Record<string, Route> = {}): Promise<RecordingOrigin> {
  const table = new Map(Object.entries(routes));
  const requests: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?', 1)[0] as string;
    requests.push({ path: req.url ?? '/', cookie: req.headers.cookie });
    serve(table.get(pathname), req, res, pathname);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (p) => new URL(p, origin).href,
    routes: table,
    requests,
    cookiesSeen: () => requests.map((r) => r.cookie ?? '').join('\n'),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
