import {
  BYTES_PER_MB,
  formatClock,
  formatMegabytes,
  formatMissingMegabytes,
  formatUsedMegabytes,
  formatWait,
  plural,
} from './format.js';
import type { Refusal } from './types.js';

/**
 * The refusals begin() and checkDuration() return, each with a sentence a bot
 * can send unchanged and the numbers an HTTP client needs.
 */

/**
 * A running download may take minutes; half a minute is a polite first
 * retry for a client that cannot know when one finishes.
 */
export const CONCURRENCY_RETRY_AFTER_S = 30;

/** Whole seconds from `now` until `at`, at least 1 (a Retry-After of 0 invites a busy loop). */
export function secondsUntil(at: Date, now: Date): number {
  return Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));
}

/** The identity is blocked in the config or by an owner. */
export function userBlocked(): Refusal {
  return { code: 'user_blocked', message: 'You are blocked from using this service.' };
}

/** An allow-list exists and the identity is not on it; names the id so the user can pass it on. */
export function userNotAllowed(key: string): Refusal {
  return {
    code: 'user_not_allowed',
    message: `This service is private; ask its owner to allow your id ${key}.`,
  };
}

/** Too many of the user's downloads are running. */
export function concurrentJobs(running: number, limit: number): Refusal {
  return {
    code: 'limit_concurrent_jobs',
    message: `You already have ${plural(running, 'download')} running, the most allowed at once; try again when one finishes.`,
    retryAfterS: CONCURRENCY_RETRY_AFTER_S,
    used: running,
    limit,
  };
}

/** The day's downloads are used up until `resetsAt` (the next midnight). */
export function downloadsPerDay(used: number, limit: number, resetsAt: Date, now: Date): Refusal {
  const retryAfterS = secondsUntil(resetsAt, now);
  return {
    code: 'limit_downloads_per_day',
    message: `You have used ${used} of ${plural(limit, 'download')} today; resets in ${formatWait(retryAfterS)}.`,
    retryAfterS,
    used,
    limit,
    resetsAt,
  };
}

/**
 * The day's megabytes are used up until `resetsAt` (the next midnight).
 * `inFlightBytes`: the part held by downloads still running (their expected
 * size or what they reserved), which may free up when they end.
 */
export function megabytesPerDay(
  usedBytes: number,
  limitMb: number,
  resetsAt: Date,
  now: Date,
  inFlightBytes = 0,
): Refusal {
  const retryAfterS = secondsUntil(resetsAt, now);
  return {
    code: 'limit_mb_per_day',
    message: `${usedSentence(usedBytes, limitMb, inFlightBytes)}; resets in ${formatWait(retryAfterS)}.`,
    ...megabyteFigures(usedBytes, limitMb, retryAfterS, resetsAt),
  };
}

/**
 * A download whose size is known does not fit in what is left of the day's
 * megabytes: what is used (other downloads only) and what this file needs.
 */
export function fileOverMegabytesLeft(
  fileBytes: number,
  usedBytes: number,
  limitMb: number,
  resetsAt: Date,
  now: Date,
  inFlightBytes = 0,
): Refusal {
  const retryAfterS = secondsUntil(resetsAt, now);
  const leftBytes = Math.max(0, limitMb * BYTES_PER_MB - usedBytes);
  return {
    code: 'limit_mb_per_day',
    message: `${usedSentence(usedBytes, limitMb, inFlightBytes)}; this file (about ${formatMegabytes(fileBytes)} MB) needs about ${formatMissingMegabytes(fileBytes - leftBytes)} MB more than is left; resets in ${formatWait(retryAfterS)}.`,
    ...megabyteFigures(usedBytes, limitMb, retryAfterS, resetsAt),
  };
}

/** A download of unknown size was stopped when the user's bytes today reached the limit. */
export function megabytesReachedWhileDownloading(
  sentBytes: number,
  usedBytes: number,
  limitMb: number,
  resetsAt: Date,
  now: Date,
): Refusal {
  const retryAfterS = secondsUntil(resetsAt, now);
  return {
    code: 'limit_mb_per_day',
    message: `The download was stopped after ${formatMegabytes(sentBytes)} MB: it reached your limit of ${limitMb} MB today; resets in ${formatWait(retryAfterS)}.`,
    ...megabyteFigures(usedBytes, limitMb, retryAfterS, resetsAt),
  };
}

/** "You have used 3.1 of 5 MB today", and the part running downloads hold. */
function usedSentence(usedBytes: number, limitMb: number, inFlightBytes: number): string {
  return `You have used ${formatUsedMegabytes(usedBytes, limitMb)} of ${limitMb} MB today${heldByRunning(inFlightBytes)}`;
}

function heldByRunning(inFlightBytes: number): string {
  return inFlightBytes > 0 ? ` (${formatMegabytes(inFlightBytes)} MB of it held by downloads still running)` : '';
}

function megabyteFigures(usedBytes: number, limitMb: number, retryAfterS: number, resetsAt: Date) {
  return { retryAfterS, used: Math.round((usedBytes / BYTES_PER_MB) * 10) / 10, limit: limitMb, resetsAt };
}

/** Too many info requests in the sliding minute; one frees up at `resetsAt`. */
export function infoPerMinute(used: number, limit: number, resetsAt: Date, now: Date): Refusal {
  const retryAfterS = secondsUntil(resetsAt, now);
  return {
    code: 'limit_info_per_minute',
    message: `You have made ${used} of ${plural(limit, 'link lookup')} allowed per minute; try again in ${formatWait(retryAfterS)}.`,
    retryAfterS,
    used,
    limit,
    resetsAt,
  };
}

/** The media is longer than LIMIT_MAX_DURATION_S; retrying will not help. */
export function maxDuration(durationSeconds: number, limitSeconds: number): Refusal {
  return {
    code: 'limit_max_duration',
    message: `This media lasts ${formatClock(durationSeconds)}, longer than the ${formatClock(limitSeconds)} allowed.`,
    used: Math.ceil(durationSeconds),
    limit: limitSeconds,
  };
}
