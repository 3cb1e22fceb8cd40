/**
 * An in-process HTTP forward proxy through which yt-dlp and ffmpeg make every
 * outbound request, so redirects, manifests and media URLs found in pages pass
 * the same {@link EgressPolicy} as the pasted link. Each destination is resolved
 * once, checked, and the connection goes to the checked address; the name is
 * never resolved again, which defeats DNS rebinding.
 *
 * How to route the tools through a session (verified with yt-dlp 2023.03.04 and
 * ffmpeg 5.1; the tests in test/media/egress-proxy.test.ts run both for real):
 *
 * - Environment of BOTH children: {@link egressEnv}`(session.proxyUrl)`, i.e.
 *   lowercase and uppercase `http_proxy`/`https_proxy` set to the proxy URL and
 *   every other `*_proxy` variable, above all `no_proxy`/`NO_PROXY`, removed.
 *   Python's urllib skips even an explicit `--proxy` for hosts in `no_proxy`,
 *   and ffmpeg's http protocol honours `no_proxy` too (both seen bypassing).
 * - yt-dlp: `--proxy <proxyUrl>`. It sends `Proxy-Authorization` up front, on
 *   plain requests and on CONNECT, and when it runs ffmpeg as a downloader it
 *   passes the proxy on through ffmpeg's `http_proxy` variable.
 * - ffmpeg: only the LOWERCASE `http_proxy` variable counts, for http:// and
 *   https:// alike (https is tunnelled with CONNECT; `https_proxy` and
 *   `HTTP_PROXY` are ignored). It reaches every nested open: HLS playlists and
 *   segments, Range re-opens while seeking in mp4. The input option
 *   `-http_proxy <proxyUrl>` works the same way. ffmpeg sends credentials only
 *   after a 407 with `Proxy-Authenticate: Basic`, which this proxy answers.
 *
 * Plain-HTTP responses are relayed as raw bytes and the client's connection is
 * closed after each one (see `forward`); both tools open a new connection per
 * request anyway, including ffmpeg's Range re-opens and HLS segments.
 *
 * Only http(s) goes through here: other protocols (rtmp://, rtsp://, udp://)
 * would bypass the proxy, so callers must keep the tools to http(s).
 *
 * With {@link EgressProxyOptions.upstream} (`YTDLP_PROXY`), allowed destinations
 * are reached through the owner's HTTP proxy instead of directly; the policy
 * check is unchanged and still comes first. See the option for what the
 * upstream is told and the risk that leaves.
 *
 * The proxy URL carries a per-job secret; never log it. The same goes for the
 * upstream's credentials.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { pipeline } from 'node:stream';
import type { PrivateUrlPolicy } from '../config.js';
import { isMediaError } from './errors.js';
import { EgressPolicy, type EgressPolicyOptions, type ResolvedAddress } from './url-guard.js';

/** pino-compatible. */
export interface EgressLogger {
  warn(obj: object, msg: string): void;
}

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
   * `http://[user:pass@]host[:port]` (port 80 when omitted; user and password
   * percent-encoded as in any URL), typically `YTDLP_PROXY`. Every ALLOWED
   * destination is then reached through this proxy: tunnels with
   * `CONNECT host:port`, plain requests in absolute form, both with
   * `Proxy-Authorization: Basic` when the URL has credentials. Any other
   * scheme (https://, socks5://) makes {@link startEgressProxy} reject.
   *
   * The upstream's own address is not subject to the policy: the owner
   * configured it, and it usually lives on the LAN or loopback. The name is
   * resolved by the system resolver on each connection.
   *
   * The destination is still checked first, on the addresses it resolves to
   * HERE, and refused destinations never reach the upstream. What the upstream
   * is then given is the host NAME (exactly the name that was checked,
   * normalized), not the checked IP, because:
   * - name-based proxies (domain ACLs, corporate filtering, logging) need it;
   * - a VPN/SOCKS bridge should resolve on its side of the tunnel, or geo-DNS
   *   and split-horizon DNS pick an address that is wrong from there;
   * - virtual hosts and TLS SNI use the name; the client supplies SNI inside
   *   the tunnel, but the upstream may inspect it against the CONNECT line.
   * Residual risk: the upstream resolves the name again and may get another
   * answer than we did (DNS rebinding, or a name that is private only from
   * the upstream's network), so the anti-rebinding guarantee of the direct
   * path does not hold behind an upstream; IP literals are passed unchanged
   * and are not affected. The upstream is trusted by the owner, and its own
   * ACLs are the second line of defence.
   *
   * Note that the local check still needs local DNS: if this host cannot
   * resolve public names, destinations fail with 502.
   */
  upstream?: string;
}

/** The proxy credentials of one job. */
export interface ProxySession {
  /** `http://<user>:<secret>@127.0.0.1:<port>`; contains a secret. */
  readonly proxyUrl: string;
  /** Distinct destinations refused for this session (`host:port`, IPv6 bracketed), oldest first, capped at 50. */
  readonly refusals: string[];
  /** Invalidates the credentials and drops the session's open connections. */
  end(): void;
}

export interface EgressProxy {
  /** `127.0.0.1:<port>`, for diagnostics. */
  readonly address: string;
  createSession(): ProxySession;
  /** Ends all sessions and connections and stops listening. */
  close(): Promise<void>;
}

const MAX_REFUSALS = 50;

// RFC 9110 §7.6.1 plus the non-standard Proxy-Connection; never forwarded.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

interface SessionState {
  secretHash: Buffer;
  refusals: string[];
  sockets: Set<net.Socket>;
  ended: boolean;
}

/**
 * The environment for a yt-dlp or ffmpeg child that must use `proxyUrl`:
 * `base` with every `*_proxy` variable (any case) removed, then the proxy set
 * for http and https in both cases.
 */
export function egressEnv(proxyUrl: string, base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(base)) {
    if (!/_proxy$/i.test(key)) env[key] = value;
  }
  return { ...env, http_proxy: proxyUrl, https_proxy: proxyUrl, HTTP_PROXY: proxyUrl, HTTPS_PROXY: proxyUrl };
}

/** How to reach the owner's upstream proxy. */
interface UpstreamProxy {
  /** Host name or IP literal, IPv6 without brackets. */
  host: string;
  port: number;
  /** `host:port` for logs; never the credentials. */
  label: string;
  /** `Basic …` when the URL has credentials. */
  authorization: string | undefined;
}

/** A failure of the upstream proxy itself (as opposed to the destination); `reason` is safe to log. */
class UpstreamProxyError extends Error {
  constructor(readonly reason: string) {
    super(`upstream proxy: ${reason}`);
  }
}

/**
 * Parses {@link EgressProxyOptions.upstream}. Error messages never contain the
 * URL itself, which may hold a password.
 */
function parseUpstream(raw: string): UpstreamProxy {
  const expected = 'expected http://[user:pass@]host:port';
  const text = raw.trim();
  // `proxy:3128` or `user:pass@proxy:3128` would parse with a bogus scheme (and echo part of it).
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    throw new Error(`The upstream proxy (YTDLP_PROXY) has no scheme; ${expected}.`);
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`The upstream proxy (YTDLP_PROXY) is not a valid URL; ${expected}.`);
  }
  if (url.protocol !== 'http:') {
    throw new Error(
      `The upstream proxy (YTDLP_PROXY) must be an http:// proxy URL, not ${url.protocol}//; ${expected}. ` +
        'HTTPS and SOCKS proxies are not supported; a SOCKS bridge needs an HTTP proxy front end.',
    );
  }
  if (url.hostname === '') throw new Error(`The upstream proxy (YTDLP_PROXY) has no host; ${expected}.`);
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    throw new Error(`The upstream proxy (YTDLP_PROXY) must not have a path, query or fragment; ${expected}.`);
  }
  const port = url.port === '' ? 80 : Number(url.port);
  const hasCredentials = url.username !== '' || url.password !== '';
  const credentials = `${decodeURIComponentSafe(url.username)}:${decodeURIComponentSafe(url.password)}`;
  return {
    host: stripBrackets(url.hostname),
    port,
    label: url.host,
    authorization: hasCredentials ? `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}` : undefined,
  };
}

/** Logs the same upstream failure at most once a minute; tools retry a lot. */
const UPSTREAM_LOG_INTERVAL_MS = 60_000;

/** Starts the proxy on an ephemeral port of 127.0.0.1. */
export async function startEgressProxy(options: EgressProxyOptions): Promise<EgressProxy> {
  // Before anything listens, so a bad YTDLP_PROXY fails the start cleanly.
  const upstreamProxy = options.upstream === undefined ? undefined : parseUpstream(options.upstream);
  const guard = new EgressPolicy(options.policy, options.lookup ? { lookup: options.lookup } : {});
  const connectTimeoutMs = options.connectTimeoutMs ?? 15_000;
  const idleTimeoutMs = options.idleTimeoutMs ?? 120_000;
  const logger = options.logger;
  const sessions = new Map<string, SessionState>();
  const openSockets = new Set<net.Socket>();
  const upstreamLoggedAt = new Map<string, number>();

  const upstreamFailed = (error: unknown) => {
    if (!upstreamProxy || !(error instanceof UpstreamProxyError)) return;
    const now = Date.now();
    const last = upstreamLoggedAt.get(error.reason);
    if (last !== undefined && now - last < UPSTREAM_LOG_INTERVAL_MS) return;
    upstreamLoggedAt.set(error.reason, now);
    logger?.warn({ upstream: upstreamProxy.label, reason: error.reason }, 'upstream proxy failed');
  };

  // requestTimeout would cut long uploads; the idle timeout covers stalled clients instead.
  const server = http.createServer({ headersTimeout: 30_000, requestTimeout: 0 });
  server.timeout = idleTimeoutMs;
  server.on('connection', (socket: net.Socket) => {
    openSockets.add(socket);
    socket.on('close', () => openSockets.delete(socket));
    socket.on('error', () => socket.destroy());
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    socket.destroy();
  });

  /** The session whose credentials the request carries, if any. */
  const authenticate = (req: http.IncomingMessage): SessionState | undefined => {
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
  };

  const refuse = (session: SessionState, destination: string, reason: string) => {
    // Tools retry (HLS fragments, reconnects); one entry and one log line per destination is enough.
    if (session.refusals.includes(destination) || session.refusals.length >= MAX_REFUSALS) return;
    session.refusals.push(destination);
    logger?.warn({ destination, reason }, 'egress proxy refused a destination');
  };

  /** Checks the destination; a refusal is recorded against the session. */
  const admit = async (
    session: SessionState,
    target: { protocol: string; hostname: string; port: number },
  ): Promise<ResolvedAddress[] | 'refused' | 'unresolved'> => {
    const host = net.isIP(target.hostname) === 6 ? `[${target.hostname}]` : target.hostname;
    const destination = `${host}:${target.port}`;
    try {
      return await guard.check({ protocol: target.protocol, hostname: target.hostname, port: String(target.port) });
    } catch (error) {
      if (isMediaError(error) && error.code === 'unreachable') return 'unresolved';
      refuse(session, destination, isMediaError(error) ? error.code : 'error');
      return 'refused';
    }
  };

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    // Another request on a connection whose response is relayed raw: the client took that
    // response for complete although the upstream kept its connection open (it ignored
    // Connection: close). Closing now makes the client retry on a new connection rather
    // than wait for an answer that cannot come on this one.
    if (takenOver.has(req.socket)) return void req.socket.destroy();
    req.on('error', () => res.destroy());
    res.on('error', () => req.destroy());
    const session = authenticate(req);
    if (!session) return sendAuthRequired(res);
    track(session, req.socket);

    const target = parseAbsoluteHttpUrl(req.url ?? '');
    if (!target) return sendStatus(res, 400, 'Bad Request', 'Only absolute http:// URLs can be proxied.');

    admit(session, { protocol: 'http:', hostname: target.hostname, port: target.port })
      .then(async (verdict) => {
        if (verdict === 'refused') return sendStatus(res, 403, 'Destination Not Allowed', 'Destination not allowed.');
        if (verdict === 'unresolved') return sendStatus(res, 502, 'Bad Gateway', 'Host name could not be resolved.');
        // The host name, not the checked address, goes to the upstream: see EgressProxyOptions.upstream.
        const socket = upstreamProxy
          ? await connectToUpstream(upstreamProxy, connectTimeoutMs)
          : await connectToAny(verdict, target.port, connectTimeoutMs);
        track(session, socket);
        if (req.destroyed || res.destroyed || socket.destroyed) return void socket.destroy();
        const via = upstreamProxy && {
          authorization: upstreamProxy.authorization,
          failed: (reason: string) => upstreamFailed(new UpstreamProxyError(reason)),
        };
        forward(req, res, socket, target, idleTimeoutMs, via);
      })
      .catch((error: unknown) => {
        upstreamFailed(error);
        sendStatus(res, 502, 'Bad Gateway', 'Could not connect to the destination.');
      });
  });

  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    client.on('error', () => client.destroy());
    const session = authenticate(req);
    if (!session) {
      return endRaw(client, '407 Proxy Authentication Required', 'Proxy-Authenticate: Basic realm="media-fetcher"\r\n');
    }
    track(session, client);
    // The HTTP server's own idle timeout no longer applies once the socket is handed over.
    client.setTimeout(idleTimeoutMs, () => client.destroy());
    const target = parseAuthority(req.url ?? '');
    if (!target) return endRaw(client, '400 Bad Request');

    // Tunnels carry TLS, so the origin is judged as https.
    admit(session, { protocol: 'https:', hostname: target.hostname, port: target.port })
      .then(async (verdict) => {
        if (verdict === 'refused') return endRaw(client, '403 Destination Not Allowed');
        if (verdict === 'unresolved') return endRaw(client, '502 Bad Gateway');
        let socket: net.Socket;
        let early: Buffer = Buffer.alloc(0);
        if (upstreamProxy) {
          // The host name, not the checked address: see EgressProxyOptions.upstream.
          const authority = `${net.isIP(target.hostname) === 6 ? `[${target.hostname}]` : target.hostname}:${target.port}`;
          ({ socket, early } = await openUpstreamTunnel(upstreamProxy, authority, connectTimeoutMs));
        } else {
          socket = await connectToAny(verdict, target.port, connectTimeoutMs);
        }
        track(session, socket);
        if (client.destroyed || socket.destroyed) return void socket.destroy();
        socket.setTimeout(idleTimeoutMs, () => socket.destroy());
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        // Bytes the destination sent right behind the upstream's 200.
        if (early.length > 0) client.write(early);
        if (head.length > 0) socket.write(head);
        pipeline(client, socket, client, () => {
          client.destroy();
          socket.destroy();
        });
      })
      .catch((error: unknown) => {
        upstreamFailed(error);
        endRaw(client, '502 Bad Gateway');
      });
  });

  // Protocol upgrades (WebSocket) are not proxied; the tools do not need them.
  server.on('upgrade', (_req: http.IncomingMessage, socket: net.Socket) => {
    socket.on('error', () => socket.destroy());
    endRaw(socket, '400 Bad Request');
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => logger?.warn({ err: error.message }, 'egress proxy server error'));
  const { port } = server.address() as net.AddressInfo;

  return {
    address: `127.0.0.1:${port}`,
    createSession(): ProxySession {
      const user = crypto.randomBytes(8).toString('hex');
      const secret = crypto.randomBytes(24).toString('hex');
      const state: SessionState = { secretHash: hashSecret(secret), refusals: [], sockets: new Set(), ended: false };
      sessions.set(user, state);
      return {
        proxyUrl: `http://${user}:${secret}@127.0.0.1:${port}`,
        refusals: state.refusals,
        end() {
          state.ended = true;
          sessions.delete(user);
          for (const socket of state.sockets) socket.destroy();
          state.sockets.clear();
        },
      };
    },
    close() {
      sessions.clear();
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of openSockets) socket.destroy();
      });
    },
  };
}

/** Remembers a socket so that ending the session can cut it. */
function track(session: SessionState, socket: net.Socket): void {
  // The session may have ended while DNS or the connect was pending.
  if (session.ended) return void socket.destroy();
  if (session.sockets.has(socket)) return;
  session.sockets.add(socket);
  socket.once('close', () => session.sockets.delete(socket));
}

/** Fixed-length digest so timingSafeEqual never sees different lengths. */
function hashSecret(secret: string): Buffer {
  return crypto.createHash('sha256').update(secret).digest();
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

interface Target {
  hostname: string;
  port: number;
  /** Authority as sent in Host. */
  host: string;
  /** Origin-form request target: path and query. */
  path: string;
}

/** Accepts only `http://host[:port]/...` without credentials, as proxies receive it. */
function parseAbsoluteHttpUrl(raw: string): Target | undefined {
  if (!/^http:\/\//i.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' || url.hostname === '' || url.username !== '' || url.password !== '') {
    return undefined;
  }
  const port = url.port === '' ? 80 : Number(url.port);
  if (!validPort(port)) return undefined;
  return { hostname: stripBrackets(url.hostname), port, host: url.host, path: `${url.pathname}${url.search}` };
}

/** Accepts the `host:port` of a CONNECT request; IPv6 must be bracketed. */
function parseAuthority(raw: string): { hostname: string; port: number } | undefined {
  const match = /^(\[[0-9A-Fa-f:.]+\]|[^\s/?#@[\]:]+):(\d{1,5})$/.exec(raw);
  if (!match?.[1] || !match[2]) return undefined;
  const port = Number(match[2]);
  if (!validPort(port)) return undefined;
  let url: URL;
  try {
    // Same normalization as for URLs, so `0x7f.1:443` is judged as 127.0.0.1.
    url = new URL(`https://${match[1]}/`);
  } catch {
    return undefined;
  }
  return { hostname: stripBrackets(url.hostname), port };
}

function validPort(port: number): boolean {
  return Number.isInteger(port) && port >= 1 && port <= 65535;
}

function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/** Connects to the first checked address that answers, in resolver order. */
async function connectToAny(addresses: ResolvedAddress[], port: number, timeoutMs: number): Promise<net.Socket> {
  let lastError: unknown = new Error('no addresses');
  for (const { address, family } of addresses) {
    try {
      return await connectOnce(address, family, port, timeoutMs);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** Connects to the upstream proxy; its address is not policed (the owner configured it). */
async function connectToUpstream(upstream: UpstreamProxy, timeoutMs: number): Promise<net.Socket> {
  try {
    return await connectOnce(upstream.host, undefined, upstream.port, timeoutMs);
  } catch (error) {
    throw new UpstreamProxyError(`cannot connect (${error instanceof Error ? error.message : 'error'})`);
  }
}

const MAX_UPSTREAM_HEADER_BYTES = 16 * 1024;

/**
 * Opens a tunnel to `authority` through the upstream proxy. Resolves once the
 * upstream answered 2xx, with the socket paused and any bytes that came after
 * the upstream's header; rejects with {@link UpstreamProxyError} otherwise.
 */
async function openUpstreamTunnel(
  upstream: UpstreamProxy,
  authority: string,
  timeoutMs: number,
): Promise<{ socket: net.Socket; early: Buffer }> {
  const socket = await connectToUpstream(upstream, timeoutMs);
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const cleanup = () => {
      clearTimeout(timer);
      socket.off('data', onData);
      socket.off('end', onClosed);
      socket.off('close', onClosed);
    };
    const fail = (reason: string) => {
      cleanup();
      socket.destroy();
      reject(new UpstreamProxyError(reason));
    };
    const onClosed = () => fail('closed the connection before answering CONNECT');
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) {
        if (received.length > MAX_UPSTREAM_HEADER_BYTES) fail('answered CONNECT with an oversized header');
        return;
      }
      cleanup();
      // Nothing may be lost between here and the caller's pipeline, which resumes the socket.
      socket.pause();
      const statusLine = received.subarray(0, received.indexOf('\r\n')).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})(?: |$)/.exec(statusLine)?.[1];
      if (status === undefined) return fail('answered CONNECT with a malformed status line');
      if (status === '407') return fail('answered CONNECT with 407: check the credentials in YTDLP_PROXY');
      if (!status.startsWith('2')) return fail(`answered CONNECT with ${status}`);
      resolve({ socket, early: received.subarray(end + 4) });
    };
    const timer = setTimeout(() => fail('no answer to CONNECT in time'), timeoutMs);
    socket.on('data', onData);
    socket.once('end', onClosed);
    socket.once('close', onClosed);
    const authorization = upstream.authorization ? `Proxy-Authorization: ${upstream.authorization}\r\n` : '';
    socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n${authorization}\r\n`);
  });
}

function connectOnce(host: string, family: 4 | 6 | undefined, port: number, timeoutMs: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    // An IP literal as host: net.connect does no DNS lookup for it. Only the
    // upstream proxy is connected to by name (family undefined).
    const socket = net.connect(family === undefined ? { host, port } : { host, port, family });
    const fail = (error: Error) => {
      clearTimeout(timer);
      socket.destroy();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error('connect timeout')), timeoutMs);
    socket.once('error', fail);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.off('error', fail);
      socket.on('error', () => socket.destroy());
      resolve(socket);
    });
  });
}

/** Set when the socket goes to the upstream proxy rather than to the destination. */
interface ViaUpstream {
  authorization: string | undefined;
  /** Reports a failure of the upstream itself, for the log. */
  failed(reason: string): void;
}

/**
 * Relays one plain-HTTP request over an already connected socket.
 *
 * Only the request goes through Node's HTTP machinery: the server's parser has
 * validated its head (and answered `Expect: 100-continue`), and its body, rare
 * and small here, is re-framed below. The head for the upstream is written here
 * directly, with `Connection: close`, so that one upstream connection carries
 * exactly one response and that response ends when the connection does. The
 * response is NOT parsed: its bytes go from `upstream` to the client's socket
 * verbatim (socket to socket, with backpressure), because that is where the
 * volume is; relaying it through http.request and ServerResponse parsed every
 * byte twice and copied it through two stream layers, which cost a visible
 * share of a download's time. Once the first bytes arrive the client's socket
 * is taken over for this request: the ServerResponse is never written to, and
 * the socket is ended after the response, so the client cannot reuse the
 * connection even if the relayed headers said keep-alive (yt-dlp and ffmpeg
 * open a connection per request anyway). This keeps the 'request' event with
 * all its checks, timeouts and error answers rather than parsing request heads
 * on a raw net.Server: only the response path, the expensive one, changes.
 *
 * Until the first byte of the response, failures are still answered with a
 * proper 502 through the ServerResponse; behind an upstream proxy the status
 * line is looked at first, so that its 407 becomes a 502 too.
 */
function forward(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  upstream: net.Socket,
  target: Target,
  idleTimeoutMs: number,
  via?: ViaUpstream,
): void {
  const client = req.socket;
  // llhttp accepts Transfer-Encoding only with chunked last, and never together with Content-Length.
  const chunked = req.headers['transfer-encoding'] !== undefined;
  // The client's Proxy-Authorization (the session secret) is hop-by-hop and never forwarded;
  // the upstream gets its own credentials and the request in absolute form. Expect was answered here.
  const headers = forwardableHeaders(req.rawHeaders, ['expect']);
  headers.push('Host', target.host);
  if (via?.authorization) headers.push('Proxy-Authorization', via.authorization);
  if (chunked) headers.push('Transfer-Encoding', 'chunked');
  headers.push('Connection', 'close');
  const version = req.httpVersion === '1.0' ? '1.0' : '1.1';
  let head = `${req.method} ${via ? `http://${target.host}${target.path}` : target.path} HTTP/${version}\r\n`;
  for (let i = 0; i + 1 < headers.length; i += 2) head += `${headers[i]}: ${headers[i + 1]}\r\n`;
  upstream.setTimeout(idleTimeoutMs, () => upstream.destroy());
  // Header strings are latin1 in Node (one char per byte); the URL parts are ASCII.
  upstream.write(`${head}\r\n`, 'latin1');

  // The request body, from the parser's decoded stream; the upstream socket is never half-closed,
  // which some servers would take for an abort.
  req.on('data', (chunk: Buffer) => {
    if (upstream.destroyed) return;
    const data = chunked ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, CRLF]) : chunk;
    if (!upstream.write(data)) {
      req.pause();
      upstream.once('drain', () => req.resume());
    }
  });
  req.once('end', () => {
    if (chunked && !upstream.destroyed) upstream.write('0\r\n\r\n');
  });

  let received: Buffer = Buffer.alloc(0);
  const onClientClose = () => upstream.destroy();
  const onUpstreamClose = () => {
    client.off('close', onClientClose);
    sendStatus(res, 502, 'Bad Gateway', 'The destination did not answer.');
  };
  const onUpstreamData = (chunk: Buffer) => {
    received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
    const lineEnd = received.indexOf('\r\n');
    if (lineEnd === -1 && received.length <= MAX_UPSTREAM_HEADER_BYTES) return;
    upstream.off('data', onUpstreamData);
    upstream.off('close', onUpstreamClose);
    // Nothing may be lost between here and the pipeline, which resumes the socket.
    upstream.pause();
    if (via && lineEnd !== -1) {
      const status = /^HTTP\/1\.[01] (\d{3})(?: |$)/.exec(received.subarray(0, lineEnd).toString('latin1'))?.[1];
      if (status === '407') {
        // The upstream wants (other) credentials: our client cannot fix that, so it is a gateway failure.
        via.failed('answered 407: check the credentials in YTDLP_PROXY');
        client.off('close', onClientClose);
        upstream.destroy();
        return sendStatus(res, 502, 'Bad Gateway', 'The upstream proxy refused the credentials.');
      }
    }
    if (client.destroyed) return void upstream.destroy();
    takenOver.add(client);
    client.write(received);
    received = Buffer.alloc(0);
    pipeline(upstream, client, (error) => {
      upstream.destroy();
      if (error) return void client.destroy();
      // The client's socket has been ended; do not wait long for the client to close its half.
      client.setTimeout(5_000, () => client.destroy());
    });
  };
  client.once('close', onClientClose);
  upstream.on('data', onUpstreamData);
  upstream.once('close', onUpstreamClose);
}

const CRLF = Buffer.from('\r\n');

/**
 * Client sockets whose connection carries a raw-relayed response: nothing else
 * may be written to them, and they are ended after it.
 */
const takenOver = new WeakSet<net.Socket>();

/** Raw headers (flat name/value list) minus Host, hop-by-hop ones, those named in Connection and `drop` (lowercase). */
function forwardableHeaders(raw: string[], drop: string[] = []): string[] {
  const named = new Set<string>();
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (raw[i]?.toLowerCase() === 'connection') {
      for (const token of (raw[i + 1] ?? '').split(',')) named.add(token.trim().toLowerCase());
    }
  }
  const out: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i] ?? '';
    const lower = name.toLowerCase();
    if (HOP_BY_HOP.has(lower) || named.has(lower) || lower === 'host' || drop.includes(lower)) continue;
    out.push(name, raw[i + 1] ?? '');
  }
  return out;
}

function sendAuthRequired(res: http.ServerResponse): void {
  // ffmpeg sends credentials only after this challenge; yt-dlp sends them up front.
  res.setHeader('Proxy-Authenticate', 'Basic realm="media-fetcher"');
  sendStatus(res, 407, 'Proxy Authentication Required', 'Proxy authentication required.');
}

function sendStatus(res: http.ServerResponse, status: number, reason: string, body: string): void {
  if (res.headersSent || res.destroyed) return void res.destroy();
  res.writeHead(status, reason, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body) + 1,
    Connection: 'close',
  });
  res.end(`${body}\n`);
}

/** Answers a CONNECT (or upgrade) on the raw socket and closes it. */
function endRaw(socket: net.Socket, statusLine: string, extraHeaders = ''): void {
  if (socket.destroyed) return;
  socket.end(`HTTP/1.1 ${statusLine}\r\n${extraHeaders}Content-Length: 0\r\nConnection: close\r\n\r\n`);
  // Do not wait for the client to close its half.
  socket.setTimeout(5_000, () => socket.destroy());
}
