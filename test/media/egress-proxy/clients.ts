// Clients of the egress proxy: absolute-form requests and CONNECT tunnels, with a session's credentials.
import http from 'node:http';
import net from 'node:net';

export interface ProxiedResponse {
  status: number;
  reason: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export function proxyParts(proxyUrl: string) {
  const url = new URL(proxyUrl);
  const auth = `Basic ${Buffer.from(`${url.username}:${url.password}`).toString('base64')}`;
  return { port: Number(url.port), auth };
}

/** Sends `requestTarget` (absolute-form) to the proxy, with the session's credentials unless `auth` overrides. */
export function viaProxy(
  proxyUrl: string,
  requestTarget: string,
  options: { method?: string; headers?: http.OutgoingHttpHeaders; auth?: string | null; body?: Buffer } = {},
): Promise<ProxiedResponse> {
  const { port, auth } = proxyParts(proxyUrl);
  const headers: http.OutgoingHttpHeaders = { ...options.headers };
  const credentials = options.auth === undefined ? auth : options.auth;
  if (credentials !== null) headers['Proxy-Authorization'] = credentials;
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: options.method ?? 'GET',
      path: requestTarget,
      headers,
      agent: false,
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          reason: res.statusMessage ?? '',
          headers: res.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.end(options.body);
  });
}

/** Opens a CONNECT tunnel; resolves with the status line and the socket (left open on 200). */
export function connectVia(
  proxyUrl: string,
  authority: string,
  auth: string | null = proxyParts(proxyUrl).auth,
): Promise<{ statusLine: string; socket: net.Socket }> {
  const { port } = proxyParts(proxyUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.on('error', reject);
    let received = '';
    socket.on('data', function onData(chunk: Buffer) {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return;
      socket.off('data', onData);
      resolve({ statusLine: received.slice(0, received.indexOf('\r\n')), socket });
    });
    socket.on('end', () => resolve({ statusLine: received.split('\r\n')[0] ?? '', socket }));
    const authHeader = auth === null ? '' : `Proxy-Authorization: ${auth}\r\n`;
    socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n${authHeader}\r\n`);
  });
}
