/** Handling of plain-HTTP proxy requests (absolute http:// URLs): authenticate, admit, connect, relay. */
import type http from 'node:http';
import type { ProxyContext } from './context.js';
import { dial } from './dial.js';
import { forward, takenOver } from './forward.js';
import { sendAuthRequired, sendStatus } from './responses.js';
import { responseCap, track } from './sessions.js';
import { parseAbsoluteHttpUrl } from './targets.js';
import { UpstreamProxyError } from './upstream-client.js';

/** The server's 'request' listener. */
export function handleRequest(ctx: ProxyContext, req: http.IncomingMessage, res: http.ServerResponse): void {
  const { upstreamProxy, idleTimeoutMs } = ctx;
  // Another request on a connection whose response is relayed raw: the client took that
  // response for complete although the upstream kept its connection open (it ignored
  // Connection: close). Closing now makes the client retry on a new connection rather
  // than wait for an answer that cannot come on this one.
  if (takenOver.has(req.socket)) return void req.socket.destroy();
  req.on('error', () => res.destroy());
  res.on('error', () => req.destroy());
  const session = ctx.authenticate(req);
  if (!session) return void sendAuthRequired(res);
  track(session, req.socket);

  const target = parseAbsoluteHttpUrl(req.url ?? '');
  if (!target) return void sendStatus(res, 400, 'Bad Request', 'Only absolute http:// URLs can be proxied.');

  // The host name, not the checked address, goes to an upstream: see EgressProxyOptions.upstream.
  dial(ctx, session, { protocol: 'http:', hostname: target.hostname, port: target.port })
    .then(async (dialed) => {
      if (dialed.verdict === 'refused') {
        return sendStatus(res, 403, 'Destination Not Allowed', 'Destination not allowed.');
      }
      if (dialed.verdict === 'unresolved') {
        return sendStatus(res, 502, 'Bad Gateway', 'Host name could not be resolved.');
      }
      const { socket } = dialed;
      track(session, socket);
      if (req.destroyed || res.destroyed || socket.destroyed) return void socket.destroy();
      // The owner's own services are reached directly (DialContext.reachDirectly): origin form for them.
      const via =
        dialed.viaUpstream && upstreamProxy
          ? {
              authorization: upstreamProxy.authorization,
              failed: (reason: string) => ctx.upstreamFailed(new UpstreamProxyError(reason)),
            }
          : undefined;
      forward(req, res, socket, target, idleTimeoutMs, via, responseCap(session));
    })
    .catch((error: unknown) => {
      ctx.upstreamFailed(error);
      sendStatus(res, 502, 'Bad Gateway', 'Could not connect to the destination.');
    });
}
