/** What the request and CONNECT handlers share: configuration and the proxy's state. */
import type http from 'node:http';
import type { Admit } from './admission.js';
import type { DialTarget } from './dial.js';
import type { SessionState } from './sessions.js';
import type { UpstreamProxy } from './upstream-config.js';

/** The per-proxy dependencies of the request and CONNECT handlers. */
export interface ProxyContext {
  /** The session whose credentials the request carries, if any. */
  authenticate(req: http.IncomingMessage): SessionState | undefined;
  admit: Admit;
  /** Set when allowed destinations are reached through the owner's upstream proxy. */
  upstreamProxy: UpstreamProxy | undefined;
  /** See DialContext.reachDirectly. */
  reachDirectly(target: DialTarget): boolean;
  connectTimeoutMs: number;
  idleTimeoutMs: number;
  /** Logs an upstream-proxy failure (throttled); ignores other errors. */
  upstreamFailed(error: unknown): void;
}
