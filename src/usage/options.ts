import { z } from 'zod';
import type { DatabaseHandle } from '../db/client.js';
import { isValidTimeZone } from './calendar-day.js';
import { identityKey, parseIdentity } from './identity.js';
import type { UsageLimits } from './types.js';

/** What {@link createUsageService} needs; main.ts fills it from the config. */
export type UsageServiceOptions = {
  db: DatabaseHandle;
  /**
   * This process's name on its usage rows (see src/usage/instance.ts): closing
   * interrupted rows touches only these. Default '' (one process on its own).
   */
  instance?: string;
  /** 0 turns a limit off. */
  limits: UsageLimits;
  /** Identity keys (`telegram:123`); when any are given, only they (and owners) may use the service. */
  allowedUsers: string[];
  /** Identity keys refused outright, owners included. */
  blockedUsers: string[];
  /** Identity keys that bypass every limit and may change access. */
  ownerIds: string[];
  /** IANA zone whose midnight resets the daily limits; default UTC. */
  timeZone?: string;
  /** The clock; injectable for tests. */
  now?: () => Date;
};

const limit = z.number().int().min(0);

/** An identity key, normalised (trimmed) through parseIdentity. */
const identityKeySchema = z.string().transform((text, ctx) => {
  try {
    return identityKey(parseIdentity(text));
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
    return z.NEVER;
  }
});

const optionsSchema = z.object({
  limits: z.object({
    downloadsPerDay: limit,
    mbPerDay: limit,
    infoPerMinute: limit,
    concurrentJobsPerUser: limit,
    maxDurationS: limit,
  }),
  allowedUsers: z.array(identityKeySchema),
  blockedUsers: z.array(identityKeySchema),
  ownerIds: z.array(identityKeySchema),
  timeZone: z.string().default('UTC').refine(isValidTimeZone, 'unknown IANA time zone'),
});

/** The options after validation: sets for lookups, a zone that is known to work. */
export type ResolvedUsageOptions = {
  db: DatabaseHandle;
  instance: string;
  limits: UsageLimits;
  allowedUsers: ReadonlySet<string>;
  blockedUsers: ReadonlySet<string>;
  ownerIds: ReadonlySet<string>;
  timeZone: string;
  now: () => Date;
};

/** Validates the options; throws a ZodError naming the bad field (a programming or config error). */
export function resolveUsageOptions(options: UsageServiceOptions): ResolvedUsageOptions {
  const parsed = optionsSchema.parse(options);
  return {
    db: options.db,
    instance: options.instance ?? '',
    limits: parsed.limits,
    allowedUsers: new Set(parsed.allowedUsers),
    blockedUsers: new Set(parsed.blockedUsers),
    ownerIds: new Set(parsed.ownerIds),
    timeZone: parsed.timeZone,
    now: options.now ?? (() => new Date()),
  };
}
