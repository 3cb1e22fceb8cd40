/** A plain request through the egress proxy with a session's credentials, as a tool makes one. */
import http from 'node:http';

/** GETs `target` through the proxy at `proxyUrl` (its user and password are the session's); resolves with the status. */
export function statusVia(proxyUrl: string, target: string): Promise<number> {
  const url = new URL(proxyUrl);
  const auth = `Basic ${Buffer.from(`${url.username}:${url.password}`).toString('base64')}`;
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port: Number(url.port),
      path: target,
      headers: { 'Proxy-Authorization': auth },
      agent: false,
    });
    req.on('error', reject);
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.end();
  });
}
