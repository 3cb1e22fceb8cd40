import { z } from 'zod';

/**
 * What one process runs (ROLES) and which Discord gateway shards it serves
 * (DISCORD_SHARDS, DISCORD_SHARD_COUNT). Parsed by the schema in src/config/ (server.ts, bots.ts);
 * the checks that need several variables at once are in {@link checkRoles}.
 */

export const ROLE_NAMES = ['api', 'telegram', 'discord'] as const;
export type Role = (typeof ROLE_NAMES)[number];

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

const commaList = (raw: string) =>
  raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * `ROLES=api,telegram`: unset or blank means all three. Each role once, in
 * the order of {@link ROLE_NAMES}; an unknown name is refused with the list
 * of known ones.
 */
export const rolesSchema = z.preprocess(
  (value) => (blank(value) ? ROLE_NAMES.join(',') : value),
  z.string().transform((raw, ctx): readonly Role[] => {
    const given = commaList(raw.toLowerCase());
    const unknown = given.filter((name) => !(ROLE_NAMES as readonly string[]).includes(name));
    if (unknown.length > 0 || given.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown role ${unknown.map((name) => `"${name}"`).join(', ') || '(none)'}; expected a comma list of ${ROLE_NAMES.join(', ')}`,
      });
      return z.NEVER;
    }
    return Object.freeze(ROLE_NAMES.filter((role) => given.includes(role)));
  }),
);

/** `DISCORD_SHARDS=0,1`: shard ids, each a non-negative integer once; unset: none given. */
export const shardIdsSchema = z.preprocess(
  (value) => (blank(value) ? undefined : value),
  z
    .string()
    .transform((raw, ctx): readonly number[] => {
      const parts = commaList(raw);
      const bad = parts.find((part) => !/^\d{1,5}$/.test(part));
      if (bad !== undefined || parts.length === 0) {
        ctx.addIssue({ code: 'custom', message: `"${bad ?? raw}" is not a shard id; expected ids like 0,1` });
        return z.NEVER;
      }
      const ids = parts.map(Number);
      if (new Set(ids).size !== ids.length) {
        ctx.addIssue({ code: 'custom', message: 'a shard id is listed twice' });
        return z.NEVER;
      }
      return Object.freeze(ids.sort((a, b) => a - b));
    })
    .optional(),
);

/** What {@link checkRoles} looks at. */
export interface RoleSettings {
  ROLES: readonly Role[];
  /** Whether ROLES was set (a role asked for by name must be able to run). */
  rolesGiven: boolean;
  DISCORD_SHARDS?: readonly number[] | undefined;
  DISCORD_SHARD_COUNT?: number | undefined;
  TELEGRAM_BOT_TOKEN?: string | undefined;
  TELEGRAM_WEBHOOK_URL?: string | undefined;
  DISCORD_BOT_TOKEN?: string | undefined;
  DISCORD_APPLICATION_ID?: string | undefined;
}

/** A problem with the roles or shards: the variable it is about and what is wrong. */
export interface RoleProblem {
  variable: string;
  message: string;
}

/**
 * The checks across variables. Shards come as a pair: ids without a count
 * would make discord.js take the number of ids as the count (two processes
 * with `0` and `1` would each think they are alone), a count without ids
 * would run every shard here.
 */
export function checkRoles(settings: RoleSettings): RoleProblem[] {
  const problems: RoleProblem[] = [];
  const { DISCORD_SHARDS: shards, DISCORD_SHARD_COUNT: count } = settings;
  if (shards !== undefined && count === undefined) {
    problems.push({
      variable: 'DISCORD_SHARD_COUNT',
      message: 'must be set with DISCORD_SHARDS: the number of shards of all processes together',
    });
  }
  if (count !== undefined && shards === undefined) {
    problems.push({
      variable: 'DISCORD_SHARDS',
      message: `must be set with DISCORD_SHARD_COUNT: the ids (0 to ${count - 1}) this process serves`,
    });
  }
  if (shards !== undefined && count !== undefined) {
    const outside = shards.filter((id) => id >= count);
    if (outside.length > 0) {
      problems.push({
        variable: 'DISCORD_SHARDS',
        message: `shard ${outside.join(', ')} does not exist with DISCORD_SHARD_COUNT=${count} (ids go from 0 to ${count - 1})`,
      });
    }
  }
  const has = (role: Role) => settings.ROLES.includes(role);
  // The webhook is a route of the HTTP API: without the api role nothing would receive the updates.
  if (has('telegram') && settings.TELEGRAM_WEBHOOK_URL && settings.TELEGRAM_BOT_TOKEN && !has('api')) {
    problems.push({
      variable: 'ROLES',
      message:
        'telegram in webhook mode (TELEGRAM_WEBHOOK_URL) needs the api role too: the webhook is a route of the HTTP API',
    });
  }
  if (settings.rolesGiven && has('telegram') && !settings.TELEGRAM_BOT_TOKEN) {
    problems.push({ variable: 'ROLES', message: 'the telegram role needs TELEGRAM_BOT_TOKEN' });
  }
  if (settings.rolesGiven && has('discord') && !(settings.DISCORD_BOT_TOKEN && settings.DISCORD_APPLICATION_ID)) {
    problems.push({
      variable: 'ROLES',
      message: 'the discord role needs DISCORD_BOT_TOKEN and DISCORD_APPLICATION_ID',
    });
  }
  return problems;
}
