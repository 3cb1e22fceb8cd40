/** Per-job sessions: their credentials, proxy authentication, and the connections they own. */
import crypto from 'node:crypto';
import type http from 'node:http';
import type net from 'node:net';
import type { ProxySession, SessionOptions } from './proxy-types.js';
import { decodeURIComponentSafe } from './url-parts.js';

/** The proxy's side of one {@link ProxySession}. */
export interface SessionState {
  secretHash: Buffer;
  refusals: string[];
  sockets: Set<net.Socket>;
  ended: boolean;
  /** See {@link SessionOptions.maxResponseBytes}; undefined: no cap. */
  maxResponseBytes: number | undefined;
  /** Set when a response or tunnel was cut at the cap. */
  responseCut: boolean;
  /** See {@link SessionOptions.onRequest}. */
  onRequest: (() => boolean) | undefined;
}

/** How a relay enforces a session's response cap. */
export interface ResponseCap {
  maxBytes: number;
  /** Records the cut against the session. */
  exceeded(): void;
}

/** Live sessions by user name. */
export type SessionTable = Map<string, SessionState>;

/** The state behind each session handed out (for the server's own fetches, see EgressProxy.open). */
const states = new WeakMap<ProxySession, SessionState>();

/**
 * Creates a session with fresh credentials for the proxy listening on
 * 127.0.0.1:`port` and registers it in `sessions` until it is ended.
 */
export function newSession(sessions: SessionTable, port: number, options: SessionOptions = {}): ProxySession {
  const user = crypto.randomBytes(8).toString('hex');
  const secret = crypto.randomBytes(24).toString('hex');
  const state: SessionState = {
    secretHash: hashSecret(secret),
    refusals: [],
    sockets: new Set(),
    ended: false,
    maxResponseBytes: options.maxResponseBytes,
    responseCut: false,
    onRequest: options.onRequest,
  };
  sessions.set(user, state);
  const session: ProxySession = {
    proxyUrl: `http://${user}:${secret}@127.0.0.1:${port}`,
    refusals: state.refusals,
    get responseCut() {
      return state.responseCut;
    },
    end() {
      state.ended = true;
      sessions.delete(user);
      for (const socket of state.sockets) socket.destroy();
      state.sockets.clear();
    },
  };
  states.set(session, state);
  return session;
}

/** The proxy's side of a session it made, if it made it. */
export function stateOf(session: ProxySession): SessionState | undefined {
  return states.get(session);
}

/** The session whose credentials the request carries, if any. */
export function authenticate(sessions: SessionTable, req: http.IncomingMessage): SessionState | undefined {
  const header = req.headers['proxy-authorization'];
  const match = typeof header === 'string' ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return undefined;
  const session = sessions.get(decoded.slice(0, colon));
  if (!session) return undefined;
  const given = hashSecret(decodeURIComponentSafe(decoded.slice(colon + 1)));
  return crypto.timingSafeEqual(given, session.secretHash) ? session : undefined;
}

/** Remembers a socket so that ending the session can cut it. */
export function track(session: SessionState, socket: net.Socket): void {
  // The session may have ended while DNS or the connect was pending.
  if (session.ended) return void socket.destroy();
  if (session.sockets.has(socket)) return;
  session.sockets.add(socket);
  socket.once('close', () => session.sockets.delete(socket));
}

/** The session's response cap, if it has one. */
export function responseCap(session: SessionState): ResponseCap | undefined {
  const maxBytes = session.maxResponseBytes;
  if (maxBytes === undefined) return undefined;
  return {
    maxBytes,
    exceeded() {
      session.responseCut = true;
    },
  };
}

/** Fixed-length digest so timingSafeEqual never sees different lengths. */
function hashSecret(secret: string): Buffer {
  return crypto.createHash('sha256').update(secret).digest();
}
