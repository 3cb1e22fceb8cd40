import { and, eq, gte } from 'drizzle-orm';
import type { Store, UsageOutcome } from '../db/index.js';
import { addDays, type CalendarDate, calendarDateAt, startOfDay } from './calendar-day.js';
import { identityKey } from './identity.js';

/**
 * The owner's dashboard's history (GET /api/admin): the downloads of the last
 * `days` calendar days (in the zone the daily limits count in) per day, per
 * site, per user, by outcome and error code, and their time to first byte.
 * One read of the period's download rows, folded here: days in a time zone
 * and percentiles are not the same SQL on SQLite and PostgreSQL, and a
 * personal instance's month is thousands of rows, read through
 * usage_events_started_idx.
 */

export interface HistoryDay {
  /** YYYY-MM-DD. */
  day: string;
  downloads: number;
  bytes: number;
  failed: number;
  firstByteP50Ms: number | null;
  firstByteP90Ms: number | null;
}

export interface UsageHistory {
  days: HistoryDay[];
  sites: { site: string; downloads: number; bytes: number }[];
  users: { identity: string; displayName: string | null; downloads: number; bytes: number }[];
  outcomes: { outcome: UsageOutcome; count: number }[];
  errorCodes: { code: string; count: number }[];
  firstByte: { count: number; p50Ms: number | null; p90Ms: number | null; p99Ms: number | null };
}

/** How many sites and users the dashboard lists. */
export const HISTORY_TOP = 10;

interface Totals {
  downloads: number;
  bytes: number;
}

/** The value at percentile `p` (0–100) of ascending `sorted`, nearest rank; null when empty. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? null;
}

const isoDay = ({ year, month, day }: CalendarDate) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Counts and bytes per key, busiest first (downloads, then bytes, then the key), the first `top`. */
function busiest(map: Map<string, Totals>, top: number): [string, Totals][] {
  return [...map]
    .sort(([ka, a], [kb, b]) => b.downloads - a.downloads || b.bytes - a.bytes || ka.localeCompare(kb))
    .slice(0, top);
}

function add(map: Map<string, Totals>, key: string, ok: boolean, bytes: number): void {
  const totals = map.get(key) ?? { downloads: 0, bytes: 0 };
  if (ok) totals.downloads += 1;
  totals.bytes += bytes;
  map.set(key, totals);
}

function countBy<K>(map: Map<K, number>, key: K): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

const ascending = (values: number[]) => values.sort((a, b) => a - b);

/**
 * The last `days` days up to `now`'s day, oldest first. A download counts for
 * the day it started; `downloads` counts the ones that ended well (as the
 * daily limit does), `bytes` whatever was sent.
 */
export async function collectHistory(
  store: Store,
  { now, timeZone, days }: { now: Date; timeZone: string; days: number },
): Promise<UsageHistory> {
  const today = calendarDateAt(now, timeZone);
  const dates = Array.from({ length: days }, (_, i) => addDays(today, i - days + 1));
  const starts = dates.map((date) => startOfDay(date, timeZone).getTime());
  const e = store.t.usageEvents;
  const u = store.t.users;
  const rows = await store.db
    .select({
      startedAt: e.startedAt,
      outcome: e.outcome,
      errorCode: e.errorCode,
      bytes: e.bytes,
      firstByteMs: e.firstByteMs,
      site: e.mediaPlatform,
      platform: u.platform,
      externalId: u.externalId,
      displayName: u.displayName,
    })
    .from(e)
    .innerJoin(u, eq(u.id, e.userId))
    .where(and(eq(e.action, 'download'), gte(e.startedAt, new Date(starts[0] ?? now.getTime()))));

  const perDay = dates.map(() => ({ downloads: 0, bytes: 0, failed: 0, firstBytes: [] as number[] }));
  const sites = new Map<string, Totals>();
  const users = new Map<string, Totals>();
  const names = new Map<string, string | null>();
  const outcomes = new Map<UsageOutcome, number>();
  const errorCodes = new Map<string, number>();
  const firstBytes: number[] = [];
  for (const row of rows) {
    const at = row.startedAt.getTime();
    // The last day that started at or before the row (rows are all at or after the first).
    let index = starts.length - 1;
    while (index > 0 && (starts[index] ?? 0) > at) index -= 1;
    const day = perDay[index];
    if (!day) continue;
    const ok = row.outcome === 'ok';
    day.bytes += row.bytes;
    if (ok) day.downloads += 1;
    if (row.outcome === 'error') day.failed += 1;
    if (row.firstByteMs !== null) {
      day.firstBytes.push(row.firstByteMs);
      firstBytes.push(row.firstByteMs);
    }
    add(sites, row.site ?? 'unknown', ok, row.bytes);
    const identity = identityKey(row);
    add(users, identity, ok, row.bytes);
    names.set(identity, row.displayName);
    countBy(outcomes, row.outcome);
    if (row.outcome === 'error') countBy(errorCodes, row.errorCode ?? 'unknown');
  }

  ascending(firstBytes);
  return {
    days: perDay.map((day, i) => {
      const sorted = ascending(day.firstBytes);
      return {
        day: isoDay(dates[i] ?? today),
        downloads: day.downloads,
        bytes: day.bytes,
        failed: day.failed,
        firstByteP50Ms: percentile(sorted, 50),
        firstByteP90Ms: percentile(sorted, 90),
      };
    }),
    sites: busiest(sites, HISTORY_TOP).map(([site, totals]) => ({ site, ...totals })),
    users: busiest(users, HISTORY_TOP).map(([identity, totals]) => ({
      identity,
      displayName: names.get(identity) ?? null,
      ...totals,
    })),
    outcomes: [...outcomes]
      .map(([outcome, count]) => ({ outcome, count }))
      .sort((a, b) => b.count - a.count || a.outcome.localeCompare(b.outcome)),
    errorCodes: [...errorCodes]
      .map(([code, count]) => ({ code, count }))
      .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code)),
    firstByte: {
      count: firstBytes.length,
      p50Ms: percentile(firstBytes, 50),
      p90Ms: percentile(firstBytes, 90),
      p99Ms: percentile(firstBytes, 99),
    },
  };
}
