import type { Store } from '../db/index.js';
import type { DayWindow } from './calendar-day.js';
import { countUsage } from './counts.js';
import { BYTES_PER_MB } from './format.js';
import * as refusals from './refusals.js';
import { committedDownloadBytes, countRunningDownloads, infoStartsAfter } from './store.js';
import type { Refusal, UsageLimits, UsageRequest } from './types.js';

/** The info-per-minute window; sliding, so a burst frees up one request at a time. */
export const INFO_WINDOW_MS = 60_000;

/** What the limit checks conclude for a request from a user who is not an owner. */
export type LimitVerdict = { refusal: Refusal } | { refusal: null; bytesRemainingToday: number | null };

/**
 * Checks a non-owner's request against every limit that is on (non-zero), in
 * this order: running downloads, downloads today, MB today (downloads only),
 * info requests in the last minute (info only), media duration (both, when the
 * duration is known). The first limit hit is reported. Must run inside the
 * same serialized transaction that records the request, so that no other
 * connection can record one between the count and the insert.
 */
export async function checkLimits(args: {
  store: Store;
  userId: number;
  request: UsageRequest;
  limits: UsageLimits;
  now: Date;
  day: DayWindow;
  /** Running rows not vouched for since then count as ended (see liveness.ts). */
  liveSince: Date;
}): Promise<LimitVerdict> {
  const { store, userId, request, limits, now, day, liveSince } = args;
  let bytesRemainingToday: number | null = null;

  if (request.action === 'download') {
    // Only downloads hold a worker for long; info requests are capped per minute instead.
    if (limits.concurrentJobsPerUser > 0) {
      const running = await countRunningDownloads(store, userId, liveSince);
      if (running >= limits.concurrentJobsPerUser) {
        return { refusal: refusals.concurrentJobs(running, limits.concurrentJobsPerUser) };
      }
    }
    if (limits.downloadsPerDay > 0 || limits.mbPerDay > 0) {
      const today = await countUsage(store, userId, day.todayStart);
      if (limits.downloadsPerDay > 0 && today.downloads >= limits.downloadsPerDay) {
        return { refusal: refusals.downloadsPerDay(today.downloads, limits.downloadsPerDay, day.tomorrowStart, now) };
      }
      if (limits.mbPerDay > 0) {
        // Running downloads count with what they reserved (see UsageTicket.reserveBytes), not only what they sent.
        const used = await committedDownloadBytes(store, userId, day.todayStart, liveSince);
        const limitBytes = limits.mbPerDay * BYTES_PER_MB;
        if (used.total >= limitBytes) {
          return {
            refusal: refusals.megabytesPerDay(used.total, limits.mbPerDay, day.tomorrowStart, now, used.inFlight),
          };
        }
        bytesRemainingToday = limitBytes - used.total;
      }
    }
  }

  if (request.action === 'info' && limits.infoPerMinute > 0) {
    const recent = await infoStartsAfter(store, userId, new Date(now.getTime() - INFO_WINDOW_MS));
    if (recent.length >= limits.infoPerMinute) {
      // One more is allowed once enough of the recent ones leave the window:
      // with `limit` allowed, that is when the (n - limit)-th oldest ages out.
      const freeingStart = recent[recent.length - limits.infoPerMinute] ?? now;
      const resetsAt = new Date(freeingStart.getTime() + INFO_WINDOW_MS);
      return { refusal: refusals.infoPerMinute(recent.length, limits.infoPerMinute, resetsAt, now) };
    }
  }

  const durationRefusal = durationLimitRefusal(request.durationSeconds, limits.maxDurationS);
  if (durationRefusal) return { refusal: durationRefusal };

  return { refusal: null, bytesRemainingToday };
}

/** `limit_max_duration` when the duration is known and over a limit that is on. */
export function durationLimitRefusal(durationSeconds: number | undefined, maxDurationS: number): Refusal | null {
  if (maxDurationS <= 0 || durationSeconds === undefined || durationSeconds <= maxDurationS) return null;
  return refusals.maxDuration(durationSeconds, maxDurationS);
}
