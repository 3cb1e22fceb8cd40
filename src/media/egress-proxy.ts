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
 * Only http(s) goes through here: other protocols (rtmp://, rtsp://, udp://)
 * would bypass the proxy, so callers must keep the tools to http(s).
 *
 * The proxy URL carries a per-job secret; never log it.
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

/** Starts the proxy on an ephemeral port of 127.0.0.1. */
export async function startEgressProxy(options: EgressProxyOptions): Promise<EgressProxy> {
  const guard = new EgressPolicy(options.policy, options.lookup ? { lookup: options.lookup } : {});
  const connectTimeoutMs = options.connectTimeoutMs ?? 15_000;
  const idleTimeoutMs = options.idleTimeoutMs ?? 120_000;
  const logger = options.logger;
  const sessions = new Map<string, SessionState>();
  const openSockets = new Set<net.Socket>();

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
        const upstream = await connectToAny(verdict, target.port, connectTimeoutMs);
        track(session, upstream);
        if (req.destroyed || res.destroyed || upstream.destroyed) return void upstream.destroy();
        forward(req, res, upstream, target, idleTimeoutMs);
      })
      .catch(() => sendStatus(res, 502, 'Bad Gateway', 'Could not connect to the destination.'));
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
        const upstream = await connectToAny(verdict, target.port, connectTimeoutMs);
        track(session, upstream);
        if (client.destroyed || upstream.destroyed) return void upstream.destroy();
        upstream.setTimeout(idleTimeoutMs, () => upstream.destroy());
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length > 0) upstream.write(head);
        pipeline(client, upstream, client, () => {
          client.destroy();
          upstream.destroy();
        });
      })
      .catch(() => endRaw(client, '502 Bad Gateway'));
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

function connectOnce(host: string, family: 4 | 6, port: number, timeoutMs: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    // An IP literal as host: net.connect does no DNS lookup for it.
    const socket = net.connect({ host, port, family });
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

/** Relays one plain-HTTP request over an already connected socket, streaming both ways. */
function forward(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  socket: net.Socket,
  target: Target,
  idleTimeoutMs: number,
): void {
  const upstreamReq = http.request({
    method: req.method,
    path: target.path,
    headers: [...forwardableHeaders(req.rawHeaders), 'Host', target.host],
    createConnection: () => socket,
    // No agent: with `agent: false` Node would make a fresh Agent and ignore createConnection.
    timeout: idleTimeoutMs,
  });
  const abort = () => {
    upstreamReq.destroy();
    socket.destroy();
    res.destroy();
  };
  upstreamReq.on('timeout', abort);
  upstreamReq.on('error', () => {
    if (res.headersSent) return abort();
    sendStatus(res, 502, 'Bad Gateway', 'The destination did not answer.');
    socket.destroy();
  });
  upstreamReq.on('response', (upstreamRes) => {
    upstreamRes.on('error', abort);
    res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.statusMessage, forwardableHeaders(upstreamRes.rawHeaders));
    pipeline(upstreamRes, res, (error) => {
      if (error) abort();
    });
  });
  // The client going away mid-response must not leave the upstream open.
  res.on('close', () => {
    if (!res.writableFinished) abort();
  });
  pipeline(req, upstreamReq, (error) => {
    if (error) abort();
  });
}

/** Raw headers (flat name/value list) minus hop-by-hop ones and those named in Connection. */
function forwardableHeaders(raw: string[]): string[] {
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
    if (HOP_BY_HOP.has(lower) || named.has(lower) || lower === 'host') continue;
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
