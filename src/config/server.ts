import net from 'node:net';
import { z } from 'zod';
import { rolesSchema } from '../roles.js';
import { blankToUndefined, bool, int, optionalUrl } from './values.js';

/**
 * `TRUST_PROXY`: which reverse proxies' `X-Forwarded-For` to believe. `false`
 * (default), a hop count (`1`: one proxy in front), or the proxies' addresses
 * and CIDRs (`127.0.0.1,::1`, `10.0.0.0/8`). The client is then the right-most
 * address not added by a trusted proxy. `true` is refused: it would believe
 * the left-most entry, which any client can write itself.
 */
const trustProxy = z.preprocess(
  blankToUndefined,
  z
    .string()
    .default('false')
    .transform((raw, ctx): false | number | string[] => {
      const value = raw.trim().toLowerCase();
      if (value === 'false' || value === '0' || value === 'no') return false;
      if (value === 'true' || value === 'yes') {
        ctx.addIssue({
          code: 'custom',
          message:
            "true would believe any client's X-Forwarded-For; give your reverse proxies' addresses (e.g. 127.0.0.1,::1) or how many proxies are in front (e.g. 1)",
        });
        return z.NEVER;
      }
      if (/^\d+$/.test(value)) {
        const hops = Number(value);
        if (hops <= 20) return hops;
      }
      const entries = raw
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      const bad = entries.find((entry) => {
        const [address = '', prefix, extra] = entry.split('/');
        if (extra !== undefined || net.isIP(address) === 0) return true;
        const max = net.isIP(address) === 4 ? 32 : 128;
        return prefix !== undefined && !(/^\d+$/.test(prefix) && Number(prefix) <= max);
      });
      if (bad !== undefined || entries.length === 0) {
        ctx.addIssue({
          code: 'custom',
          message: `"${bad ?? raw}" is not an address or CIDR; expected false, a hop count, or addresses like 127.0.0.1,::1`,
        });
        return z.NEVER;
      }
      return entries;
    }),
);

/**
 * `ALLOWED_HOSTS`: the host names (no scheme, no port) this server answers to
 * besides IP addresses, localhost, HOST and the hosts of PUBLIC_BASE_URL and
 * TELEGRAM_WEBHOOK_URL. Any other `Host` gets 421 (src/http/host-check.ts).
 */
const allowedHosts = z.preprocess(
  blankToUndefined,
  z
    .string()
    .default('')
    .transform((raw, ctx) => {
      const names = raw
        .split(',')
        .map((name) => name.trim().toLowerCase().replace(/\.$/, ''))
        .filter(Boolean);
      const bad = names.find(
        (name) =>
          name.length > 253 ||
          !/^[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)*$/.test(name),
      );
      if (bad !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `"${bad}" is not a host name; expected names without scheme or port, e.g. fetch.example.com,nas.local`,
        });
        return z.NEVER;
      }
      return names;
    }),
);

/** The process itself and its HTTP side: where it listens, what it runs, how it is reached and links are signed. */
export const serverSettings = {
  NODE_ENV: z
    .preprocess(blankToUndefined, z.enum(['development', 'production', 'test']).default('development'))
    .describe("`production` logs JSON lines, `development` pretty ones; `test` is the suite's"),
  HOST: z.preprocess(blankToUndefined, z.string().default('127.0.0.1')).describe('the address the HTTP API listens on'),
  PORT: int(0, 65535, 3000).describe('the port the HTTP API listens on'),
  ROLES: rolesSchema.describe(
    'what this process runs, a comma list of `api`, `telegram`, `discord` ([SCALING.md](SCALING.md#several-instances-and-roles)); a bot role named here needs its token',
  ),
  DATA_DIR: z
    .preprocess(blankToUndefined, z.string().default('./data'))
    .describe(
      'database, yt-dlp cache, temp files; the service keeps it 700 (its database 600, job folders 700: umask 077), fixed at each start',
    ),
  LOG_LEVEL: z
    .preprocess(
      blankToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    )
    .describe('pino level; pretty in development, JSON in production'),
  TRUST_PROXY: trustProxy.describe(
    'behind a reverse proxy: its addresses/CIDRs (`127.0.0.1,::1`) or the number of proxies in front (`1`); the client is then the right-most `X-Forwarded-For` entry they did not add. `true` is refused (any client can write that header). Forwarded requests never count as "this machine" (for `/metrics`)',
  ),
  REQUEST_TIMEOUT_S: int(1, 3600, 30).describe(
    "a request's headers and body must arrive within this many seconds, else the connection is closed (a body sent a byte at a time is cut off)",
  ),
  SEND_STALL_TIMEOUT_S: int(1, 3600, 60).describe(
    'a download whose client accepts no byte for this many seconds while more waits is ended (its processes, temp files and slot freed)',
  ),
  MAX_CONNECTIONS_PER_ADDRESS: int(0, 1_000_000, 32).describe(
    "connections one address (an IPv6 /64) may hold open; more are closed as they open. Not counted: this machine and `TRUST_PROXY`'s proxies (every peer with a hop count): cap at the proxy there. `0`: no cap",
  ),
  PUBLIC_BASE_URL: optionalUrl().describe('public address; bots link here for files over their upload limit'),
  ALLOWED_HOSTS: allowedHosts.describe(
    'host names (no scheme or port, comma-separated: `fetch.example.com,nas.local`) this server answers to besides IP addresses, `localhost`, `HOST` and the hosts of `PUBLIC_BASE_URL` and `TELEGRAM_WEBHOOK_URL`; any other `Host` gets `421 host_not_allowed` (against DNS rebinding, see [SECURITY.md](SECURITY.md))',
  ),
  WEB_UI: bool(true).describe('the web page at `/`; `false` serves the API alone'),
  LINK_SECRET: z
    .preprocess(
      blankToUndefined,
      z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
    )
    .meta({ defaultText: 'generated into `DATA_DIR/link-secret`' })
    .describe(
      'key of the signed download links (`POST /api/link`), at least 32 characters; the same on every instance',
    ),
  LINK_TTL_S: int(60, 30 * 86_400, 6 * 3600).describe('how long a signed download link works, in seconds (6 h)'),
  METRICS: bool(true).describe(
    '`GET /metrics` in the Prometheus text format ([API.md](API.md#get-metrics)): open to the machine itself (loopback, not through a proxy), from elsewhere only with `Authorization: Bearer <METRICS_TOKEN>`; `false` removes the route',
  ),
  METRICS_PORT: z
    .preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).optional())
    .describe(
      '`/metrics` also on a port of its own (only that route), whatever `ROLES` says: how a bots-only process, or each PM2 cluster worker, is scraped; not `PORT` itself where the API runs; `0`: any free port ([OPERATIONS.md](OPERATIONS.md#what-to-scrape))',
    ),
  METRICS_TOKEN: z
    .preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^\S{16,}$/, 'must be at least 16 characters without spaces (e.g. openssl rand -hex 32)')
        .optional(),
    )
    .describe('the bearer token that opens `/metrics` from elsewhere (at least 16 characters; API keys never open it)'),
};
