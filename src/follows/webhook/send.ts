/**
 * One POST to a webhook over a connection the egress rules opened (the name
 * resolved and checked at this delivery, the socket to a checked address):
 * no redirect followed, no connection kept, everything within one deadline.
 */
import http from 'node:http';
import net from 'node:net';
import tls from 'node:tls';

/** A connection opened through the egress rules (MediaService.openOwnRequest). */
export interface CheckedConnection {
  socket: net.Socket;
  /** Set when the socket goes to the owner's upstream proxy (YTDLP_PROXY). */
  viaUpstream?: { authorization: string | undefined } | undefined;
  close(): void;
}

export type OpenChecked = (url: URL) => Promise<CheckedConnection>;

/** A request that took longer than its deadline. */
export class WebhookTimeoutError extends Error {
  override name = 'WebhookTimeoutError';
}

/** POSTs `body` and resolves with the answer's status; rejects on refusal, connection error or deadline. */
export async function postJson(
  open: OpenChecked,
  url: URL,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<number> {
  let connection: CheckedConnection | undefined;
  let finished = false;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WebhookTimeoutError(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  // A connection that opens after the deadline is closed when it comes.
  const opening = open(url).then((opened) => {
    if (finished) opened.close();
    else connection = opened;
    return opened;
  });
  opening.catch(() => {});
  try {
    const opened = await Promise.race([opening, deadline]);
    return await Promise.race([exchange(opened, url, headers, body), deadline]);
  } finally {
    finished = true;
    clearTimeout(timer);
    connection?.close();
  }
}

function exchange(opened: CheckedConnection, url: URL, headers: Record<string, string>, body: string) {
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const socket =
    url.protocol === 'https:'
      ? tls.connect({ socket: opened.socket, ...(net.isIP(hostname) === 0 ? { servername: hostname } : {}) })
      : opened.socket;
  // Plain http through the upstream proxy: the request in absolute form, with its credentials.
  const proxied = url.protocol === 'http:' ? opened.viaUpstream : undefined;
  const proxyAuth = proxied?.authorization ? { 'proxy-authorization': proxied.authorization } : {};
  return new Promise<number>((resolve, reject) => {
    const request = http.request({
      method: 'POST',
      path: proxied ? url.href : `${url.pathname}${url.search}`,
      headers: {
        host: url.host,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'media-fetcher-webhook',
        connection: 'close',
        ...proxyAuth,
        ...headers,
      },
      createConnection: () => socket,
    });
    request.on('error', reject);
    request.on('response', (response) => {
      // Only the status matters; the body is not read.
      resolve(response.statusCode ?? 0);
      response.destroy();
    });
    request.end(body);
  });
}
