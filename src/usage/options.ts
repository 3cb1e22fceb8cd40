import { z } from 'zod';
import type { DatabaseHandle } from '../db/index.js';
import { isValidTimeZone } from './calendar-day.js';
import { identityKey, parseIdentity } from './identity.js';
import { staleAfterMs, type UsageLogger } from './liveness.js';
import type { UsageObserver } from './observer.js';
import { FINISH_RETRY_DELAYS_MS } from './retry.js';
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
  /**
   * JOB_TIMEOUT_S (default 1800): sets how often running rows are vouched
   * for; one nobody vouched for in three such heartbeats no longer counts for
   * the limits (liveness.ts).
   */
  jobTimeoutS?: number;
  /** Where failed finishes and heartbeats are told. */
  logger?: UsageLogger;
  /** Waits between attempts to write a finish (default FINISH_RETRY_DELAYS_MS); tests shorten them. */
  finishRetryDelaysMs?: readonly number[];
  /** Told of refusals and of how each job ended (the process's metrics). */
  observer?: UsageObserver | undefined;
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
  jobTimeoutS: z.number().int().positive().default(1800),
  finishRetryDelaysMs: z.array(z.number().int().min(0)).default([...FINISH_RETRY_DELAYS_MS]),
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
  staleAfterMs: number;
  logger: UsageLogger | undefined;
  finishRetryDelaysMs: readonly number[];
  observer: UsageObserver | undefined;
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
    staleAfterMs: staleAfterMs(parsed.jobTimeoutS),
    logger: options.logger,
    finishRetryDelaysMs: parsed.finishRetryDelaysMs,
    observer: options.observer,
  };
}
