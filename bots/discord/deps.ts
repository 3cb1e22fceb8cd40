import os from 'node:os';
import { z } from 'zod';
import type { BotDeps } from '../shared/deps.js';

export type { BotLogger } from '../shared/log.js';

/** What {@link startDiscordBot} needs; main.ts fills it from the config. */
export interface DiscordBotDeps extends BotDeps {
  /** DISCORD_BOT_TOKEN. Never logged. */
  token: string;
  /** DISCORD_APPLICATION_ID. */
  applicationId: string;
  /** DISCORD_API_ROOT, e.g. `https://discord.com/api` (the default); the REST client appends `/v10`. */
  apiRoot?: string | undefined;
  /** DISCORD_READ_MESSAGES: answer links pasted in messages (needs the privileged Message Content intent). */
  readMessages: boolean;
  /** DISCORD_MAX_UPLOAD_MB: the upload limit when the interaction does not say. */
  maxUploadMb: number;
  /** How long a card's buttons keep working; default 10 minutes (below the 15-minute interaction token). */
  cardTtlMs?: number | undefined;
  /** REST timeout, raised from discord.js's 15 s because uploads of large files take longer. Default 5 minutes. */
  restTimeoutMs?: number | undefined;
  /** Lifetime of an interaction token; only tests change it. Default 15 minutes. */
  interactionTokenLifetimeMs?: number | undefined;
  /**
   * Where downloads wait on disk for their upload (TMP_DIR). Leftovers of a
   * crash are removed at start when it is given. Default: the OS temp folder.
   */
  tmpDir?: string | undefined;
  /**
   * DISCORD_SHARDS and DISCORD_SHARD_COUNT: the gateway shards this process
   * serves out of how many in all, when several processes split them.
   * Default: the one shard of an unsharded bot.
   */
  shards?: { ids: readonly number[]; count: number } | undefined;
}

const MINUTE = 60_000;

/** The plain settings, checked; the process's parts are passed through as they are. */
const settingsSchema = z.object({
  token: z.string().min(1, 'token is required'),
  applicationId: z.string().regex(/^\d{1,25}$/, 'applicationId must be a Discord snowflake'),
  apiRoot: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://discord.com/api'),
  readMessages: z.boolean(),
  publicBaseUrl: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  maxUploadMb: z.number().int().min(1).max(500),
  cardTtlMs: z
    .number()
    .int()
    .min(1_000)
    .max(14 * MINUTE)
    .default(10 * MINUTE),
  restTimeoutMs: z
    .number()
    .int()
    .min(1_000)
    .max(60 * MINUTE)
    .default(5 * MINUTE),
  interactionTokenLifetimeMs: z
    .number()
    .int()
    .min(1_000)
    .max(15 * MINUTE)
    .default(15 * MINUTE),
  statusIntervalMs: z.number().int().min(0).max(MINUTE).default(2_500),
  tmpDir: z.string().min(1).default(os.tmpdir()),
  shards: z
    .object({ ids: z.array(z.number().int().min(0)).min(1), count: z.number().int().min(1) })
    .refine(({ ids, count }) => ids.every((id) => id < count), 'every shard id must be below the shard count')
    .refine(({ ids }) => new Set(ids).size === ids.length, 'a shard id is listed twice')
    .optional(),
});

/** The deps after validation, with defaults filled in. */
export type ResolvedDiscordBotDeps = z.output<typeof settingsSchema> &
  Pick<DiscordBotDeps, 'media' | 'usage' | 'db' | 'links' | 'logger' | 'maintenance' | 'metrics' | 'follows'>;

/**
 * Validates the plain settings. The error names the field but never repeats
 * its value, so a malformed token cannot leak into a log.
 */
export function resolveDeps(deps: DiscordBotDeps): ResolvedDiscordBotDeps {
  const { media, usage, db, links, logger, maintenance, metrics, follows, ...plain } = deps;
  const defined = Object.fromEntries(Object.entries(plain).filter(([, value]) => value !== undefined));
  const parsed = settingsSchema.safeParse(defined);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid Discord bot options: ${problems.join('; ')}`);
  }
  return { ...parsed.data, media, usage, db, links, logger, maintenance, metrics, follows };
}
