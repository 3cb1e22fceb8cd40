/**
 * The in-process HTTP forward proxy every request of yt-dlp and ffmpeg goes through, so redirects, manifests
 * and media URLs found in pages pass the same {@link EgressPolicy} as the pasted link. Each destination is
 * resolved once, checked, and connected to at the checked address (no DNS rebinding). The tools reach it
 * through {@link egressEnv} (env.ts) inside a network namespace whose only way out is this proxy's socket
 * (sandbox/confinement.ts); the proxy URL carries a per-job secret, as `YTDLP_PROXY` carries the owner's: never log either.
 */
import { rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { sentence } from '../../i18n/index.js';
import { MediaError } from '../errors.js';
import { createAdmit } from './admission.js';
import type { ProxyContext } from './context.js';
import { type Dialed, dial } from './dial.js';
import { handleRequest } from './http-request.js';
import type { EgressProxy, EgressProxyOptions, OpenedConnection, ProxySession } from './proxy-types.js';
import { endRaw } from './responses.js';
import { authenticate, newSession, type SessionTable, stateOf, track } from './sessions.js';
import { createSocketDir, sweepSocketDirs } from './socket-dir.js';
import { handleConnect } from './tunnel.js';
import { parseUpstream } from './upstream-config.js';
import { upstreamFailureLog } from './upstream-log.js';
import { EgressPolicy } from './url-guard.js';
import { stripBrackets } from './url-parts.js';

export { MAX_REDIRECTS } from './dial.js';
export { egressEnv } from './env.js';
export type {
  EgressLogger,
  EgressProxy,
  EgressProxyOptions,
  OpenedConnection,
  ProxySession,
} from './proxy-types.js';

/** Starts the proxy on an ephemeral port of 127.0.0.1. */
export async function startEgressProxy(options: EgressProxyOptions): Promise<EgressProxy> {
  const sessions: SessionTable = new Map();
  const ctx = proxyContext(options, sessions);
  const openSockets = new Set<net.Socket>();
  const server = proxyServer(ctx, openSockets);
  const port = await listenOnLoopback(server, options.logger);
  // Before this process's own: what killed processes left in the temp dir (see egress/socket-dir.ts).
  const swept = await sweepSocketDirs();
  if (swept.length > 0)
    options.logger?.warn({ removed: swept.length }, 'removed egress socket folders of processes that are gone');
  const unix = await listenOnUnixSocket(server);
  return {
    address: `127.0.0.1:${port}`,
    socketPath: unix.path,
    createSession(sessionOptions): ProxySession {
      return newSession(sessions, port, sessionOptions);
    },
    open: (session, url) => openForServer(ctx, session, url, ctx.idleTimeoutMs),
    close() {
      sessions.clear();
      return new Promise<void>((resolve) => {
        let open = 2;
        const closed = () => {
          if (--open === 0) void unix.remove().then(resolve);
        };
        server.close(closed);
        unix.server.close(closed);
        for (const socket of openSockets) socket.destroy();
      });
    },
  };
}

/** The policy, the sessions' check and the upstream proxy every request and tunnel is handled with. */
function proxyContext(options: EgressProxyOptions, sessions: SessionTable): ProxyContext {
  // Before anything listens, so a bad YTDLP_PROXY fails the start cleanly.
  const upstreamProxy = options.upstream === undefined ? undefined : parseUpstream(options.upstream);
  const guard = new EgressPolicy(options.policy, {
    ...(options.lookup ? { lookup: options.lookup } : {}),
    ownServices: options.ownServices,
  });
  return {
    authenticate: (req) => authenticate(sessions, req),
    admit: createAdmit(guard, options.logger, options.onRefused),
    upstreamProxy,
    reachDirectly: (target) => guard.isOwnService({ ...target, port: String(target.port) }),
    connectTimeoutMs: options.connectTimeoutMs ?? 15_000,
    idleTimeoutMs: options.idleTimeoutMs ?? 120_000,
    upstreamFailed: upstreamFailureLog(upstreamProxy, options.logger),
  };
}

/** The HTTP server: plain requests and CONNECT tunnels handled, malformed ones and upgrades refused. */
function proxyServer(ctx: ProxyContext, openSockets: Set<net.Socket>): http.Server {
  // requestTimeout would cut long uploads; the idle timeout covers stalled clients instead.
  const server = http.createServer({ headersTimeout: 30_000, requestTimeout: 0 });
  server.timeout = ctx.idleTimeoutMs;
  server.on('connection', (socket: net.Socket) => {
    openSockets.add(socket);
    socket.on('close', () => openSockets.delete(socket));
    socket.on('error', () => socket.destroy());
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    socket.destroy();
  });
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => handleRequest(ctx, req, res));
  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) =>
    handleConnect(ctx, req, client, head),
  );
  // Protocol upgrades (WebSocket) are not proxied; the tools do not need them.
  server.on('upgrade', (_req: http.IncomingMessage, socket: net.Socket) => {
    socket.on('error', () => socket.destroy());
    endRaw(socket, '400 Bad Request');
  });
  return server;
}

/** Listens on an ephemeral port of 127.0.0.1; a failure to listen fails the start, later errors are logged. */
async function listenOnLoopback(server: http.Server, logger: EgressProxyOptions['logger']): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => logger?.warn({ err: error.message }, 'egress proxy server error'));
  return (server.address() as net.AddressInfo).port;
}

/** {@link EgressProxy.open}: the proxy's own dial, with its answers turned into MediaErrors. */
async function openForServer(
  ctx: ProxyContext,
  session: ProxySession,
  url: URL,
  idleTimeoutMs: number,
): Promise<OpenedConnection> {
  const state = stateOf(session);
  if (!state || state.ended) throw new MediaError('cancelled', sentence('error-download-cancelled'));
  const protocol = url.protocol === 'https:' ? 'https:' : 'http:';
  const port = url.port === '' ? (protocol === 'https:' ? 443 : 80) : Number(url.port);
  let dialed: Dialed;
  try {
    dialed = await dial(ctx, state, { protocol, hostname: stripBrackets(url.hostname), port });
  } catch (error) {
    ctx.upstreamFailed(error);
    throw new MediaError('unreachable', sentence('error-media-not-fetched'), { cause: error });
  }
  if (dialed.verdict === 'refused') {
    throw new MediaError('url_not_allowed', sentence('error-media-private-address'));
  }
  if (dialed.verdict === 'unresolved') throw new MediaError('unreachable', sentence('error-host-not-resolved'));
  const { socket, early } = dialed;
  track(state, socket);
  socket.setTimeout(idleTimeoutMs, () => socket.destroy(new Error('no data from the site in time')));
  // Bytes behind an upstream's 200 to CONNECT belong to the destination's stream.
  if (early.length > 0) socket.unshift(early);
  return {
    socket,
    viaUpstream:
      dialed.viaUpstream && ctx.upstreamProxy ? { authorization: ctx.upstreamProxy.authorization } : undefined,
  };
}

/**
 * The way in for confined tools (see sandbox/confinement.ts): a Unix socket in
 * a fresh directory that only this user can enter. Its connections are handed
 * to the same HTTP server, so they meet the same authentication and checks.
 * The directory lives in the OS temp dir, not DATA_DIR, because socket paths
 * are limited to about 100 bytes.
 */
async function listenOnUnixSocket(server: http.Server) {
  const dir = await createSocketDir();
  const socketPath = path.join(dir, 'proxy.sock');
  const unixServer = net.createServer((socket) => server.emit('connection', socket));
  await new Promise<void>((resolve, reject) => {
    unixServer.once('error', reject);
    unixServer.listen(socketPath, () => {
      unixServer.off('error', reject);
      resolve();
    });
  });
  return { path: socketPath, server: unixServer, remove: () => rm(dir, { recursive: true, force: true }) };
}
