// A target server on 127.0.0.1 that records every request it sees, for the egress proxy's tests.
import crypto from 'node:crypto';
import http from 'node:http';
import type net from 'node:net';

interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  bodyLength: number;
}

export interface Target {
  port: number;
  origin: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}

export const payload = crypto.randomBytes(3 * 1024 * 1024 + 123);

export async function startTarget(
  routes: Record<string, (req: http.IncomingMessage, res: http.ServerResponse) => void> = {},
) {
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    let bodyLength = 0;
    req.on('data', (chunk: Buffer) => {
      bodyLength += chunk.length;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, bodyLength });
      const route = routes[new URL(req.url ?? '/', 'http://x').pathname];
      if (route) return route(req, res);
      if (req.method === 'POST') return void res.end(`received ${bodyLength}`);
      serveBytes(req, res, payload, 'application/octet-stream');
    });
  });
  await listen(server);
  const port = (server.address() as net.AddressInfo).port;
  const target: Target = {
    port,
    origin: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return target;
}

/** Serves a buffer with single-range support, as media hosts do. */
export function serveBytes(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, type: string): void {
  const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
  if (range) {
    const start = Number(range[1]);
    const end = range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
    res.writeHead(206, {
      'Content-Type': type,
      'Content-Range': `bytes ${start}-${end}/${body.length}`,
      'Content-Length': end - start + 1,
      'Accept-Ranges': 'bytes',
    });
    return void res.end(body.subarray(start, end + 1));
  }
  res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length, 'Accept-Ranges': 'bytes' });
  res.end(body);
}

export function listen(server: net.Server): Promise<void> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
}
