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
  NODE_ENV: z.preprocess(blankToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  HOST: z.preprocess(blankToUndefined, z.string().default('127.0.0.1')),
  PORT: int(0, 65535, 3000),
  // What this process runs: api, telegram, discord (src/roles.ts); unset: all three.
  ROLES: rolesSchema,
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./data')),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  TRUST_PROXY: trustProxy,
  // A request's headers and body must have arrived within this (a body sent a byte at a time is cut off).
  REQUEST_TIMEOUT_S: int(1, 3600, 30),
  // A download whose client accepts no byte for this long, while there is more to send, is ended.
  SEND_STALL_TIMEOUT_S: int(1, 3600, 60),
  // Connections one address (an IPv6 /64) may hold open; TRUST_PROXY's proxies and this machine are not capped. 0: no cap.
  MAX_CONNECTIONS_PER_ADDRESS: int(0, 1_000_000, 32),
  PUBLIC_BASE_URL: optionalUrl(),
  ALLOWED_HOSTS: allowedHosts,
  // The web page at / (the API stays either way).
  WEB_UI: bool(true),
  // Signed download links (POST /api/link); unset: a secret generated once into DATA_DIR.
  LINK_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  ),
  LINK_TTL_S: int(60, 30 * 86_400, 6 * 3600),
  // GET /metrics (Prometheus): open to this machine itself; from elsewhere only with this bearer token. false: no route.
  METRICS: bool(true),
  // GET /metrics also on a port of its own, for any ROLES: how a process without the api role is scraped. 0: any free port.
  METRICS_PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).optional()),
  METRICS_TOKEN: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\S{16,}$/, 'must be at least 16 characters without spaces (e.g. openssl rand -hex 32)')
      .optional(),
  ),
};
