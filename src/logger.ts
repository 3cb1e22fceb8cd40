import pino, { type Logger } from 'pino';

export type { Logger };

/** Query parameters whose values are never logged (names compared case-insensitively). */
const SECRET_QUERY_NAMES = new Set([
  'key',
  'api_key',
  'api-key',
  'apikey',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'secret',
  'client_secret',
  'password',
  'passwd',
  'sig',
  'signature',
  'auth',
  'authorization',
]);

function queryName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' ')).trim().toLowerCase();
  } catch {
    return raw.trim().toLowerCase();
  }
}

/**
 * A request target (`/path?query`) or URL for the log: the value of every query
 * parameter named like a secret (`?key=…`, `&Token=…`) becomes `[redacted]`;
 * everything else stays byte for byte.
 */
export function redactUrlSecrets(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const hash = url.indexOf('#', start);
  const end = hash === -1 ? url.length : hash;
  const query = url
    .slice(start + 1, end)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq !== -1 && SECRET_QUERY_NAMES.has(queryName(pair.slice(0, eq)))
        ? `${pair.slice(0, eq)}=[redacted]`
        : pair;
    })
    .join('&');
  return `${url.slice(0, start + 1)}${query}${url.slice(end)}`;
}

/** The fields of a request Fastify logs; `url` is kept, minus secrets in its query. */
interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, string | string[] | undefined>;
  socket?: { remotePort?: number };
}

/**
 * Fastify's own `req` serializer (method, url, version, host, remote address
 * and port) with {@link redactUrlSecrets} applied to the URL. The HTTP app
 * installs it, so it holds whatever logger the app is given.
 */
export function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? redactUrlSecrets(req.url) : req.url,
    version: req.headers?.['accept-version'],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * One logger for the process; Fastify and the bots take children of it.
 * Secrets that could appear in logged objects are redacted by path.
 */
export function createLogger(options: { level: string; pretty: boolean }): Logger {
  return pino({
    level: options.level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-telegram-bot-api-secret-token"]',
        '*.token',
        '*.apiKey',
        '*.secret',
        '*.proxyUrl',
      ],
      censor: '[redacted]',
    },
    ...(options.pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  });
}
