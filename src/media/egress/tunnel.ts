/** Handling of CONNECT requests: authenticate, admit, connect (directly or via the upstream), then tunnel. */
import type http from 'node:http';
import type net from 'node:net';
import { pipeline } from 'node:stream';
import type { ProxyContext } from './context.js';
import { dial } from './dial.js';
import { capResponseBytes, resetConnection } from './response-cap.js';
import { endRaw } from './responses.js';
import { responseCap, track } from './sessions.js';
import { parseAuthority } from './targets.js';

/** The server's 'connect' listener. */
export function handleConnect(ctx: ProxyContext, req: http.IncomingMessage, client: net.Socket, head: Buffer): void {
  const { idleTimeoutMs } = ctx;
  client.on('error', () => client.destroy());
  const session = ctx.authenticate(req);
  if (!session) {
    return void endRaw(
      client,
      '407 Proxy Authentication Required',
      'Proxy-Authenticate: Basic realm="media-fetcher"\r\n',
    );
  }
  track(session, client);
  // The HTTP server's own idle timeout no longer applies once the socket is handed over.
  client.setTimeout(idleTimeoutMs, () => client.destroy());
  const target = parseAuthority(req.url ?? '');
  if (!target) return void endRaw(client, '400 Bad Request');

  // Tunnels carry TLS, so the origin is judged as https.
  // The host name, not the checked address, goes to an upstream: see EgressProxyOptions.upstream.
  dial(ctx, session, { protocol: 'https:', hostname: target.hostname, port: target.port })
    .then(async (dialed) => {
      if (dialed.verdict === 'refused') return endRaw(client, '403 Destination Not Allowed');
      if (dialed.verdict === 'unresolved') return endRaw(client, '502 Bad Gateway');
      const { socket, early } = dialed;
      track(session, socket);
      if (client.destroyed || socket.destroyed) return void socket.destroy();
      socket.setTimeout(idleTimeoutMs, () => socket.destroy());
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      // Bytes the destination sent right behind the upstream's 200.
      if (early.length > 0) client.write(early);
      if (head.length > 0) socket.write(head);
      const finished = () => {
        client.destroy();
        socket.destroy();
      };
      // Responses cannot be told apart inside TLS: a capped session caps what the destination sends per tunnel.
      const cap = responseCap(session);
      if (!cap) return void pipeline(client, socket, client, finished);
      const cut = () => {
        resetConnection(client);
        socket.destroy();
      };
      if (early.length > cap.maxBytes) {
        cap.exceeded();
        return cut();
      }
      pipeline(client, socket, capResponseBytes(cap, early.length, cut), client, finished);
    })
    .catch((error: unknown) => {
      ctx.upstreamFailed(error);
      endRaw(client, '502 Bad Gateway');
    });
}
