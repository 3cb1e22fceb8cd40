// An upstream HTTP proxy on 127.0.0.1 (the owner's YTDLP_PROXY), recording what it sees.
import http from 'node:http';
import net from 'node:net';
import { listen } from './target.js';

// Characters that must be percent-encoded in the URL, to check the decoding.
export const UPSTREAM_USER = 'corp user';
const UPSTREAM_PASS = 'p@ss:w0rd/hunter2';
export const UPSTREAM_AUTH = `Basic ${Buffer.from(`${UPSTREAM_USER}:${UPSTREAM_PASS}`).toString('base64')}`;

interface UpstreamSeen {
  kind: 'request' | 'connect';
  /** Absolute-form URL or CONNECT authority, as received. */
  target: string;
  authorization: string | undefined;
}

export interface TestUpstream {
  /** With the right credentials, percent-encoded. */
  url: string;
  port: number;
  seen: UpstreamSeen[];
  close(): Promise<void>;
}

/** `hosts` is the upstream's own DNS: names it resolves differently from (or instead of) the system. */
export async function startUpstream(hosts: Record<string, string> = {}): Promise<TestUpstream> {
  const seen: UpstreamSeen[] = [];
  const sockets = new Set<net.Socket>();
  const resolve = (host: string) => hosts[host] ?? host;
  const server = http.createServer((req, res) => {
    const authorization = req.headers['proxy-authorization'];
    seen.push({ kind: 'request', target: req.url ?? '', authorization });
    if (authorization !== UPSTREAM_AUTH) {
      res.writeHead(407, { 'Proxy-Authenticate': 'Basic realm="upstream"', 'Content-Length': 0 });
      return void res.end();
    }
    const url = new URL(req.url ?? '');
    const headers = { ...req.headers };
    delete headers['proxy-authorization'];
    delete headers.connection;
    const out = http.request({
      host: resolve(url.hostname),
      port: Number(url.port || 80),
      method: req.method,
      path: `${url.pathname}${url.search}`,
      headers,
      agent: false,
    });
    out.on('response', (destRes) => {
      res.writeHead(destRes.statusCode ?? 502, destRes.headers);
      destRes.pipe(res);
    });
    out.on('error', () => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'Content-Length': 0 });
      res.end();
    });
    req.pipe(out);
  });
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    client.on('error', () => client.destroy());
    const authorization = req.headers['proxy-authorization'];
    seen.push({ kind: 'connect', target: req.url ?? '', authorization });
    if (authorization !== UPSTREAM_AUTH) {
      return void client.end(
        'HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="upstream"\r\nContent-Length: 0\r\n\r\n',
      );
    }
    const match = /^\[?(.*?)\]?:(\d+)$/.exec(req.url ?? '');
    const dest = net.connect({ host: resolve(match?.[1] ?? ''), port: Number(match?.[2]) });
    dest.on('error', () => {
      dest.destroy();
      client.end('HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n');
    });
    dest.on('connect', () => {
      client.write('HTTP/1.1 200 Connection established\r\n\r\n');
      if (head.length > 0) dest.write(head);
      dest.pipe(client);
      client.pipe(dest);
      client.on('close', () => dest.destroy());
      dest.on('close', () => client.destroy());
    });
  });
  await listen(server);
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `http://${encodeURIComponent(UPSTREAM_USER)}:${encodeURIComponent(UPSTREAM_PASS)}@127.0.0.1:${port}`,
    port,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        // Tunnels are detached from the HTTP server; closeAllConnections does not see them.
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
