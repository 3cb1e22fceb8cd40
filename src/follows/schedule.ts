import { createHash } from 'node:crypto';

/**
 * When followed links are checked and failed deliveries retried. Checks are
 * spread over the period by each follow's own offset (a hash of its id), so a
 * thousand follows made in one minute are not all checked in the same one.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
/** A delivery that failed waits this long before the next try, doubling each time. */
const FIRST_RETRY_MS = 30_000;

/** A follow's place in the period, 0 ≤ share < 1, the same on every instance. */
export function periodShare(followId: string): number {
  return createHash('sha256').update(followId).digest().readUInt32BE(0) / 2 ** 32;
}

/** The first check: somewhere in the first period, at the follow's own offset. */
export function firstCheckAt(followId: string, now: Date, intervalMs: number): Date {
  return new Date(now.getTime() + Math.max(1000, Math.floor(periodShare(followId) * intervalMs)));
}

/** After a check that worked: one period later (the offset is kept, as the last check was at it). */
export function nextCheckAt(now: Date, intervalMs: number): Date {
  return new Date(now.getTime() + intervalMs);
}

/**
 * After a failed check: the time since the failures began, doubled (so at least one
 * period, then two, four…), never more than a day.
 */
export function nextCheckAfterFailure(now: Date, failingSince: Date, intervalMs: number): Date {
  const failingMs = now.getTime() - failingSince.getTime();
  return new Date(now.getTime() + Math.min(DAY_MS, Math.max(intervalMs, 2 * failingMs)));
}

/** The wait after the `attempts`-th failed delivery (1, 2, …): 30 s doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60 * 1000, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}
