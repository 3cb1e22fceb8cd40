import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { PrivateUrlPolicy } from '../media/index.js';
import { checkRoles, rolesSchema, shardIdsSchema } from '../roles.js';
import { anonymousClientId, INSTANCE_ID_PATTERN } from '../usage/index.js';

/**
 * Every setting comes from the environment (and `.env`, loaded by main.ts).
 * Unset and empty values take the default, so an `.env` copied from
 * `.env.example` with blanks behaves like no `.env` at all.
 */

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const int = (min: number, max: number, fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));

/** A limit: 0 or unset means "off". */
const limit = () => int(0, 1_000_000_000, 0);

const bool = (fallback: boolean) =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'])
      .default(fallback ? 'true' : 'false')
      .transform((v) => v === 'true' || v === '1' || v === 'yes'),
  );

const optionalString = () => z.preprocess(blankToUndefined, z.string().optional());

const optionalUrl = () =>
  z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/ })
      .transform((u) => u.replace(/\/+$/, ''))
      .optional(),
  );

/** `telegram:123,discord:456` → ["telegram:123", "discord:456"]. */
const identityList = () =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .default('')
      .transform((s) =>
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(z.string().regex(/^(telegram|discord|http):[^\s,]{1,128}$/, 'expected platform:id, e.g. telegram:123')),
      )
      // An anonymous HTTP user is its address, an IPv6 one its /64: a listed address means that user.
      .transform((ids) => ids.map((id) => (id.startsWith('http:') ? `http:${anonymousClientId(id.slice(5))}` : id))),
  );

/**
 * `ALLOW_PRIVATE_URLS`: `false` (default), `true`, or a comma-separated list of
 * origins (`http://127.0.0.1:8080`) that may be reached although private.
 */
const privateUrlPolicy = z.preprocess(
  blankToUndefined,
  z
    .string()
    .default('false')
    .transform((raw, ctx): PrivateUrlPolicy => {
      const value = raw.trim().toLowerCase();
      if (value === 'false' || value === '0' || value === 'no') return { kind: 'deny' };
      if (value === 'true' || value === '1' || value === 'yes') return { kind: 'allow-all' };
      const origins: string[] = [];
      for (const part of raw
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        try {
          const u = new URL(part);
          if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('not http');
          origins.push(u.origin);
        } catch {
          ctx.addIssue({ code: 'custom', message: `"${part}" is not an http(s) origin` });
          return z.NEVER;
        }
      }
      return { kind: 'origins', origins };
    }),
);

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

/** `API_KEYS=name:secret,other:secret2`. Secrets must be long enough to resist guessing. */
const apiKeys = z.preprocess(
  blankToUndefined,
  z
    .string()
    .default('')
    .transform((raw, ctx) => {
      const keys: { name: string; secret: string }[] = [];
      for (const part of raw
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const at = part.indexOf(':');
        const name = part.slice(0, at);
        const secret = part.slice(at + 1);
        if (at < 1 || !/^[A-Za-z0-9_.-]{1,64}$/.test(name) || secret.length < 16) {
          ctx.addIssue({
            code: 'custom',
            message:
              'each entry must be name:secret (name of letters, digits, _ . -; secret of at least 16 characters)',
          });
          return z.NEVER;
        }
        keys.push({ name, secret });
      }
      return keys;
    }),
);

const schema = z.object({
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
  PUBLIC_BASE_URL: optionalUrl(),
  // The web page at / (the API stays either way).
  WEB_UI: bool(true),
  // Signed download links (POST /api/link); unset: a secret generated once into DATA_DIR.
  LINK_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  ),
  LINK_TTL_S: int(60, 30 * 86_400, 6 * 3600),

  // Media
  ALLOW_PRIVATE_URLS: privateUrlPolicy,
  YTDLP_PATH: optionalString(),
  FFMPEG_PATH: optionalString(),
  YTDLP_COOKIES_FILE: optionalString(),
  // Unset: this Node; empty: none (so blank is NOT the default here); else passed to --js-runtimes as is.
  YTDLP_JS_RUNTIMES: z.string().max(4096).optional(),
  // Only plain-http proxies: the egress proxy speaks CONNECT to it.
  YTDLP_PROXY: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^http$/, error: 'must be an http:// proxy URL' }).optional(),
  ),
  MAX_CONCURRENT_JOBS: int(1, 256, Math.max(1, os.availableParallelism())),
  MAX_QUEUED_JOBS: int(0, 10_000, 32),
  MAX_FILESIZE_MB: int(1, 1_000_000, 2000),
  JOB_TIMEOUT_S: int(5, 86_400, 1800),
  INFO_TIMEOUT_S: int(5, 3600, 60),
  // The most any one response may bring while reading a link (/api/info); downloads have MAX_FILESIZE_MB.
  INFO_MAX_RESPONSE_MB: int(1, 1024, 16),
  // The most JSON yt-dlp may describe one link with; more is refused (a few kB of manifest can expand to 60 MB).
  INFO_MAX_JSON_MB: int(1, 64, 16),
  INFO_CACHE_TTL_S: int(0, 86_400, 1800),
  INFO_CACHE_MAX_ENTRIES: int(1, 100_000, 200),
  // The memory the info cache may hold; an entry over a quarter of it is not cached.
  INFO_CACHE_MAX_MB: int(1, 65_536, 64),
  // Entries of a playlist listed by /api/info (read flat: no entry is extracted).
  PLAYLIST_MAX_ENTRIES: int(1, 1000, 50),
  // Fragments of one DASH/HLS stream in flight at once (yt-dlp --concurrent-fragments).
  FRAGMENT_CONCURRENCY: int(1, 16, 4),
  // The tools' confinement (src/media/tools/sandbox/confinement.ts).
  UNSAFE_UNCONFINED_TOOLS: bool(false),
  ALLOW_LIVE: bool(false),
  BWRAP_PATH: optionalString(),
  // Node (yt-dlp's JS runtime) needs about 1 GB of address space to start.
  TOOL_MEMORY_MB: int(1024, 1_000_000, 2048),

  // Usage and limits
  DATABASE_PATH: optionalString(),
  // PostgreSQL instead of the SQLite file (several instances share it). Never logged: it holds the password.
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\/[^\s]+$/, 'must be a postgres:// URL, e.g. postgres://user:password@host:5432/name')
      .refine((url) => URL.canParse(url), 'must be a postgres:// URL, e.g. postgres://user:password@host:5432/name')
      .optional(),
  ),
  // PostgreSQL: a connection not made in this time fails, and a statement running longer is cancelled
  // (a hung query would otherwise hang its request, or a lease renewal, for ever).
  DATABASE_CONNECT_TIMEOUT_S: int(1, 600, 5),
  DATABASE_STATEMENT_TIMEOUT_S: int(1, 3600, 10),
  // This process's name on its usage rows; unset: an id generated once into DATA_DIR/instance-id.
  INSTANCE_ID: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(INSTANCE_ID_PATTERN, 'must be 1-100 letters, digits, dots, colons, underscores or dashes')
      .optional(),
  ),
  LIMIT_DOWNLOADS_PER_DAY: limit(),
  LIMIT_MB_PER_DAY: limit(),
  LIMIT_INFO_PER_MINUTE: limit(),
  LIMIT_CONCURRENT_JOBS_PER_USER: limit(),
  LIMIT_MAX_DURATION_S: limit(),
  LIMITS_TIMEZONE: z.preprocess(
    blankToUndefined,
    z
      .string()
      .default('UTC')
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, 'unknown IANA time zone'),
  ),
  ALLOWED_USERS: identityList(),
  BLOCKED_USERS: identityList(),
  OWNER_IDS: identityList(),
  API_KEYS: apiKeys,

  // Telegram
  TELEGRAM_BOT_TOKEN: optionalString(),
  TELEGRAM_API_ROOT: optionalUrl(),
  TELEGRAM_WEBHOOK_URL: optionalUrl(),
  TELEGRAM_WEBHOOK_SECRET: optionalString(),
  TELEGRAM_MAX_UPLOAD_MB: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(4000).optional()),

  // Discord
  DISCORD_BOT_TOKEN: optionalString(),
  DISCORD_APPLICATION_ID: optionalString(),
  DISCORD_GUILD_ID: optionalString(),
  DISCORD_API_ROOT: optionalUrl(),
  DISCORD_READ_MESSAGES: bool(false),
  DISCORD_MAX_UPLOAD_MB: int(1, 500, 10),
  // Gateway shards this process serves, and how many there are in all (set both or neither).
  DISCORD_SHARDS: shardIdsSchema,
  DISCORD_SHARD_COUNT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(65_536).optional()),

  // Hosting
  SHUTDOWN_GRACE_S: int(0, 3600, 20),
  // Roles one process may run at a time (Telegram long polling, each Discord shard): how long the
  // holder's lease in the database lasts unless renewed (renewed every third of it).
  ROLE_LEASE_S: int(3, 600, 30),
});

type Env = z.infer<typeof schema>;

/** The typed, frozen configuration; paths are absolute. */
export type Config = Readonly<
  Omit<Env, 'DATA_DIR' | 'DATABASE_PATH'> & {
    DATA_DIR: string;
    DATABASE_PATH: string;
    TMP_DIR: string;
  }
>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const data = parsed.data;
  const roleProblems = checkRoles({ ...data, rolesGiven: blankToUndefined(env.ROLES) !== undefined });
  if (roleProblems.length > 0) {
    const problems = roleProblems.map((problem) => `${problem.variable}: ${problem.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const dataDir = path.resolve(data.DATA_DIR);
  // Every process sweeps its temp folder at start and stop, so processes that share DATA_DIR need
  // folders of their own: PM2 cluster workers by their number, others by the INSTANCE_ID they must set.
  const pm2Worker = env.NODE_APP_INSTANCE !== undefined && /^\d+$/.test(env.NODE_APP_INSTANCE);
  const ownTmp = [
    ...(data.INSTANCE_ID ? [`instance-${data.INSTANCE_ID}`] : []),
    ...(pm2Worker ? [`worker-${env.NODE_APP_INSTANCE}`] : []),
  ];
  return Object.freeze({
    ...data,
    DATA_DIR: dataDir,
    DATABASE_PATH: path.resolve(data.DATABASE_PATH ?? path.join(dataDir, 'app.db')),
    TMP_DIR: path.join(dataDir, 'tmp', ...ownTmp),
  });
}
