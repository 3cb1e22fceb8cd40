/** The public option and handle types of the egress proxy (re-exported by `./proxy.ts`). */
import type net from 'node:net';
import type { EgressPolicyOptions, PrivateUrlPolicy } from './url-guard.js';

/** pino-compatible. */
export interface EgressLogger {
  warn(obj: object, msg: string): void;
}

/** Options of `startEgressProxy`. */
export interface EgressProxyOptions {
  policy: PrivateUrlPolicy;
  logger?: EgressLogger;
  /** DNS override for tests. */
  lookup?: EgressPolicyOptions['lookup'];
  /** Closes a connection attempt after this long; default 15 s. */
  connectTimeoutMs?: number;
  /** Closes either side after this long without traffic; default 120 s. */
  idleTimeoutMs?: number;
  /**
   * `YTDLP_PROXY`, `http://[user:pass@]host[:port]`: allowed destinations are reached through it (CONNECT, or
   * absolute-form requests), after the policy check on the addresses the name resolves to here. It is given
   * the checked NAME, not the address, since name-based ACLs, VPN-side DNS and SNI need it; so behind it the
   * anti-rebinding guarantee is the upstream's, whom the owner trusts (docs/SECURITY.md).
   */
  upstream?: string;
  /**
   * Origins of the owner's own services the tools may reach although private (the PO-token provider):
   * exactly that scheme, host and port, whatever the name resolves to (resolved once and pinned, as any
   * destination). They are reached directly, never through `upstream`: they live beside the service.
   */
  ownServices?: readonly string[] | undefined;
  /** Told of every refused destination, with the MediaError code of why (the process's metrics). */
  onRefused?: ((reason: string) => void) | undefined;
}

/** Options of {@link EgressProxy.createSession}. */
export interface SessionOptions {
  /**
   * The most bytes any one response may bring back to the tool; the
   * connection is reset (RST, so the tool sees an error rather than a short
   * but complete-looking body) as soon as more would pass. A plain-HTTP
   * response is counted from its status line on; inside a CONNECT tunnel
   * responses cannot be told apart, so there it is every byte from the
   * destination over the tunnel's life. Default: no cap (downloads have
   * their own size limit).
   */
  maxResponseBytes?: number | undefined;
  /**
   * Asked before each request of the session (a plain request, a CONNECT
   * tunnel, the server's own open), before its destination is resolved: false
   * refuses it as a refused destination is (403), and nothing goes out. A
   * job's request budget (fetch/request-budget.ts) counts the cover's this way.
   */
  onRequest?: (() => boolean) | undefined;
}

/** The proxy credentials of one job. */
export interface ProxySession {
  /** `http://<user>:<secret>@127.0.0.1:<port>`; contains a secret. */
  readonly proxyUrl: string;
  /** Distinct destinations refused for this session (`host:port`, IPv6 bracketed), oldest first, capped at 50. */
  readonly refusals: string[];
  /** True once a response or tunnel of this session was cut at {@link SessionOptions.maxResponseBytes}. */
  readonly responseCut: boolean;
  /** Invalidates the credentials and drops the session's open connections. */
  end(): void;
}

/** A connection the server opened for its own fetch (see {@link EgressProxy.open}). */
export interface OpenedConnection {
  /** To the destination, or to the upstream proxy (see `viaUpstream`); TLS is the caller's. */
  socket: net.Socket;
  /**
   * Set when the socket goes to the upstream proxy (`YTDLP_PROXY`): for an
   * `http:` destination send the request in absolute form with this
   * `Proxy-Authorization` (when there is one); for `https:` the socket is a
   * tunnel to the destination already.
   */
  viaUpstream?: { authorization: string | undefined } | undefined;
}

/** A running egress proxy. */
export interface EgressProxy {
  /** `127.0.0.1:<port>`, for diagnostics and unconfined tools. */
  readonly address: string;
  /** The Unix socket that confined tools reach the proxy through (same sessions, same checks). */
  readonly socketPath: string;
  createSession(options?: SessionOptions): ProxySession;
  /**
   * Opens a connection for the server's own fetch of `url` (a file it passes
   * through itself), by exactly the admission and connect the proxy's own
   * requests go through (egress/dial.ts): the host is resolved once, checked,
   * and the connection goes to a checked address, or through the upstream
   * proxy. A refusal is recorded against `session`, whose end cuts the
   * connection. Rejects with a MediaError: `url_not_allowed`, `unreachable`.
   */
  open(session: ProxySession, url: URL): Promise<OpenedConnection>;
  /** Ends all sessions and connections and stops listening. */
  close(): Promise<void>;
}
