import { and, count, eq, gte, sum } from 'drizzle-orm';
import type { Store, UsageAction, UsageOutcome } from '../db/index.js';
import type { UsageCounts } from './types.js';

/**
 * Usage counts by period, user and platform, for the limits, /usage and
 * /stats; the same SQL on SQLite and PostgreSQL (every column selected is
 * grouped by or aggregated, as PostgreSQL requires).
 */

/** Download outcomes that use up one of the day's downloads (see addGroup). */
const COUNTED_DOWNLOAD_OUTCOMES: ReadonlySet<UsageOutcome> = new Set(['ok', 'running']);

/** Zero counts, a fresh object each time (callers add to it). */
export const emptyCounts = (): UsageCounts => ({ downloads: 0, bytes: 0, infos: 0 });

/** Columns grouped by in the count queries. */
const groupColumns = ({ t }: Store) => ({
  action: t.usageEvents.action,
  outcome: t.usageEvents.outcome,
  events: count(),
  bytes: sum(t.usageEvents.bytes).mapWith(Number),
});

type Group = { action: UsageAction; outcome: UsageOutcome; events: number; bytes: number | null };

/**
 * Folds (action, outcome) groups into counts. Decisions: a download counts
 * towards the daily number when it finished ok or is still running (so a
 * failure, a cancel or a crash does not cost the user a download), while its
 * bytes always count, because they were transferred either way. Every info
 * request counts, since each one runs an extraction.
 */
function addGroup(counts: UsageCounts, group: Group): void {
  if (group.action === 'info') {
    counts.infos += group.events;
    return;
  }
  counts.bytes += group.bytes ?? 0;
  if (COUNTED_DOWNLOAD_OUTCOMES.has(group.outcome)) counts.downloads += group.events;
}

/** This user's counts for events started at or after `since` (all time when undefined). */
export async function countUsage(store: Store, userId: number, since?: Date): Promise<UsageCounts> {
  const e = store.t.usageEvents;
  const groups = await store.db
    .select(groupColumns(store))
    .from(e)
    .where(since ? and(eq(e.userId, userId), gte(e.startedAt, since)) : eq(e.userId, userId))
    .groupBy(e.action, e.outcome);
  const counts = emptyCounts();
  for (const group of groups) addGroup(counts, group);
  return counts;
}

/** The counts kept under `key`, created empty on first use. */
function countsIn<K>(map: Map<K, UsageCounts>, key: K): UsageCounts {
  let counts = map.get(key);
  if (!counts) {
    counts = emptyCounts();
    map.set(key, counts);
  }
  return counts;
}

/** Everyone's counts since `since` (all time when undefined), by user id. */
export async function countUsageByUser(store: Store, since?: Date): Promise<Map<number, UsageCounts>> {
  const e = store.t.usageEvents;
  const groups = await store.db
    .select({ ...groupColumns(store), userId: e.userId })
    .from(e)
    .where(since ? gte(e.startedAt, since) : undefined)
    .groupBy(e.userId, e.action, e.outcome);
  const byUser = new Map<number, UsageCounts>();
  for (const group of groups) {
    addGroup(countsIn(byUser, group.userId), group);
  }
  return byUser;
}

/** All-time download counts per media platform, busiest first; null platform as `unknown`. */
export async function downloadsByMediaPlatform(
  store: Store,
): Promise<{ mediaPlatform: string; downloads: number; bytes: number }[]> {
  const e = store.t.usageEvents;
  const groups = await store.db
    .select({ ...groupColumns(store), mediaPlatform: e.mediaPlatform })
    .from(e)
    .where(eq(e.action, 'download'))
    .groupBy(e.mediaPlatform, e.action, e.outcome);
  const byPlatform = new Map<string, UsageCounts>();
  for (const group of groups) {
    addGroup(countsIn(byPlatform, group.mediaPlatform ?? 'unknown'), group);
  }
  return [...byPlatform]
    .map(([mediaPlatform, counts]) => ({ mediaPlatform, downloads: counts.downloads, bytes: counts.bytes }))
    .sort((a, b) => b.downloads - a.downloads || b.bytes - a.bytes || a.mediaPlatform.localeCompare(b.mediaPlatform));
}
