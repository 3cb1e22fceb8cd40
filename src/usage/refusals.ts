import { english, type Sentence, type SentenceArgs, sentence } from '../i18n/index.js';
import { BYTES_PER_MB, megabytesMissing, megabytesRounded, megabytesUsed } from './format.js';
import type { Refusal, RefusalCode } from './types.js';

/**
 * The refusals begin() and checkDuration() return, each with its sentence (a
 * catalogue key and numbers, said in the reader's language: locales/<code>/errors.ftl),
 * its English words for logs, and the numbers an HTTP client needs.
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

type Figures = Omit<Refusal, 'code' | 'message' | 'sentence'>;

function refusal(code: RefusalCode, key: string, args: SentenceArgs | undefined, figures: Figures = {}): Refusal {
  const refusalSentence: Sentence = sentence(key, args);
  return { code, message: english(refusalSentence), sentence: refusalSentence, ...figures };
}

/** The identity is blocked in the config or by an owner. */
export function userBlocked(): Refusal {
  return refusal('user_blocked', 'refusal-user-blocked', undefined);
}

/** An allow-list exists and the identity is not on it; names the id so the user can pass it on. */
export function userNotAllowed(key: string): Refusal {
  return refusal('user_not_allowed', 'refusal-user-not-allowed', { id: key });
}

/** Too many of the user's downloads are running. */
export function concurrentJobs(running: number, limit: number): Refusal {
  return refusal(
    'limit_concurrent_jobs',
    'refusal-concurrent-jobs',
    { running },
    { retryAfterS: CONCURRENCY_RETRY_AFTER_S, used: running, limit },
  );
}

/** The day's downloads are used up until `resetsAt` (the next midnight). */
export function downloadsPerDay(used: number, limit: number, resetsAt: Date, now: Date): Refusal {
  const retryAfterS = secondsUntil(resetsAt, now);
  return refusal(
    'limit_downloads_per_day',
    'refusal-downloads-per-day',
    { used, limit, wait: retryAfterS },
    { retryAfterS, used, limit, resetsAt },
  );
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
  return refusal(
    'limit_mb_per_day',
    'refusal-mb-per-day',
    { ...usedArgs(usedBytes, limitMb, inFlightBytes), wait: retryAfterS },
    megabyteFigures(usedBytes, limitMb, retryAfterS, resetsAt),
  );
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
  return refusal(
    'limit_mb_per_day',
    'refusal-file-over-mb-left',
    {
      ...usedArgs(usedBytes, limitMb, inFlightBytes),
      file: megabytesRounded(fileBytes),
      missing: megabytesMissing(fileBytes - leftBytes),
      wait: retryAfterS,
    },
    megabyteFigures(usedBytes, limitMb, retryAfterS, resetsAt),
  );
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
  return refusal(
    'limit_mb_per_day',
    'refusal-mb-reached-while-downloading',
    { sent: megabytesRounded(sentBytes), limit: limitMb, wait: retryAfterS },
    megabyteFigures(usedBytes, limitMb, retryAfterS, resetsAt),
  );
}

/** "You have used 3.1 of 5 MB today", and the part running downloads hold (0: not said). */
function usedArgs(usedBytes: number, limitMb: number, inFlightBytes: number): SentenceArgs {
  return { used: megabytesUsed(usedBytes, limitMb), limit: limitMb, held: megabytesRounded(inFlightBytes) };
}

function megabyteFigures(usedBytes: number, limitMb: number, retryAfterS: number, resetsAt: Date): Figures {
  return { retryAfterS, used: Math.round((usedBytes / BYTES_PER_MB) * 10) / 10, limit: limitMb, resetsAt };
}

/** Too many info requests in the sliding minute; one frees up at `resetsAt`. */
export function infoPerMinute(used: number, limit: number, resetsAt: Date, now: Date): Refusal {
  const retryAfterS = secondsUntil(resetsAt, now);
  return refusal(
    'limit_info_per_minute',
    'refusal-info-per-minute',
    { used, limit, wait: retryAfterS },
    { retryAfterS, used, limit, resetsAt },
  );
}

/** The media is longer than LIMIT_MAX_DURATION_S; retrying will not help. */
export function maxDuration(durationSeconds: number, limitSeconds: number): Refusal {
  return refusal(
    'limit_max_duration',
    'refusal-max-duration',
    { duration: durationSeconds, limit: limitSeconds },
    { used: Math.ceil(durationSeconds), limit: limitSeconds },
  );
}
