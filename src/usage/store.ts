import { and, count, desc, eq, gt, gte, ne, sql, sum } from 'drizzle-orm';
import type { AppStore } from '../db/client.js';
import {
  type AccessState,
  accessOverrides,
  type UsageAction,
  type UsageOutcome,
  usageEvents,
  users,
} from '../db/schema.js';
import type { Identity } from './identity.js';
import type { UsageCounts } from './types.js';

/**
 * The SQL behind the usage service. Every function takes the database or a
 * transaction, so begin() can run several of them atomically.
 */

/** Download outcomes that use up one of the day's downloads (see countsFromGroups). */
const COUNTED_DOWNLOAD_OUTCOMES: ReadonlySet<UsageOutcome> = new Set(['ok', 'running']);

/** Zero counts, a fresh object each time (callers add to it). */
export const emptyCounts = (): UsageCounts => ({ downloads: 0, bytes: 0, infos: 0 });

/** Creates the user on first sight, else refreshes last-seen and (when given) the display name. */
export function upsertUser(store: AppStore, identity: Identity, now: Date): number {
  const refreshed =
    identity.displayName === undefined ? { lastSeenAt: now } : { lastSeenAt: now, displayName: identity.displayName };
  const row = store
    .insert(users)
    .values({
      platform: identity.platform,
      externalId: identity.externalId,
      displayName: identity.displayName ?? null,
      createdAt: now,
      lastSeenAt: now,
    })
    .onConflictDoUpdate({ target: [users.platform, users.externalId], set: refreshed })
    .returning({ id: users.id })
    .get();
  return row.id;
}

/** The user's row id, or undefined for someone never seen. */
export function findUserId(store: AppStore, identity: Identity): number | undefined {
  return store
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.platform, identity.platform), eq(users.externalId, identity.externalId)))
    .get()?.id;
}

/** The owner's run-time decision about one identity key, if any. */
export function findAccessOverride(store: AppStore, key: string): AccessState | undefined {
  return store
    .select({ state: accessOverrides.state })
    .from(accessOverrides)
    .where(eq(accessOverrides.identity, key))
    .get()?.state;
}

/** Whether any identity was allowed at run time, which turns the allow-list on. */
export function hasAllowedOverride(store: AppStore): boolean {
  return (
    store
      .select({ identity: accessOverrides.identity })
      .from(accessOverrides)
      .where(eq(accessOverrides.state, 'allowed'))
      .limit(1)
      .get() !== undefined
  );
}

/** Records an owner's decision, replacing an earlier one for the same identity. */
export function upsertAccessOverride(store: AppStore, key: string, state: AccessState, setBy: string, now: Date): void {
  store
    .insert(accessOverrides)
    .values({ identity: key, state, setBy, setAt: now })
    .onConflictDoUpdate({ target: accessOverrides.identity, set: { state, setBy, setAt: now } })
    .run();
}

/** Forgets an owner's decision; returns whether there was one. */
export function deleteAccessOverride(store: AppStore, key: string): boolean {
  return store.delete(accessOverrides).where(eq(accessOverrides.identity, key)).run().changes > 0;
}

/** Downloads of this user still running (served by the partial index on open rows). */
export function countRunningDownloads(store: AppStore, userId: number): number {
  const row = store
    .select({ running: count() })
    .from(usageEvents)
    .where(and(eq(usageEvents.userId, userId), eq(usageEvents.outcome, 'running'), eq(usageEvents.action, 'download')))
    .get();
  return row?.running ?? 0;
}

/**
 * Bytes of this user's downloads started at or after `since` that count
 * against LIMIT_MB_PER_DAY: what ended downloads sent, and for running ones
 * the larger of what they sent and what they reserved. `inFlight` is the part
 * held by running downloads. `exceptId` leaves one row out (the download
 * asking for more).
 */
export function committedDownloadBytes(
  store: AppStore,
  userId: number,
  since: Date,
  exceptId?: number,
): { total: number; inFlight: number } {
  const running = sql`${usageEvents.outcome} = 'running'`;
  const held = sql`max(${usageEvents.bytes}, ${usageEvents.reservedBytes})`;
  const row = store
    .select({
      total: sql<number>`coalesce(sum(case when ${running} then ${held} else ${usageEvents.bytes} end), 0)`,
      inFlight: sql<number>`coalesce(sum(case when ${running} then ${held} else 0 end), 0)`,
    })
    .from(usageEvents)
    .where(
      and(
        eq(usageEvents.userId, userId),
        eq(usageEvents.action, 'download'),
        gte(usageEvents.startedAt, since),
        exceptId === undefined ? undefined : ne(usageEvents.id, exceptId),
      ),
    )
    .get();
  return { total: Number(row?.total ?? 0), inFlight: Number(row?.inFlight ?? 0) };
}

/**
 * Sets a running download's reservation and raises its bytes to `sentBytes`
 * (never lowers what addBytes recorded); ended rows are history and stay.
 */
export function setReservation(store: AppStore, id: number, reservedBytes: number, sentBytes: number): void {
  store
    .update(usageEvents)
    .set({ reservedBytes, bytes: sql`max(${usageEvents.bytes}, ${sentBytes})` })
    .where(and(eq(usageEvents.id, id), eq(usageEvents.outcome, 'running')))
    .run();
}

/** Start times of this user's info requests after `after`, oldest first. */
export function infoStartsAfter(store: AppStore, userId: number, after: Date): Date[] {
  return store
    .select({ startedAt: usageEvents.startedAt })
    .from(usageEvents)
    .where(and(eq(usageEvents.userId, userId), eq(usageEvents.action, 'info'), gt(usageEvents.startedAt, after)))
    .orderBy(usageEvents.startedAt)
    .all()
    .map((row) => row.startedAt);
}

/** Columns grouped by in the count queries. */
const groupColumns = {
  action: usageEvents.action,
  outcome: usageEvents.outcome,
  events: count(),
  bytes: sum(usageEvents.bytes).mapWith(Number),
};

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
export function countUsage(store: AppStore, userId: number, since?: Date): UsageCounts {
  const groups = store
    .select(groupColumns)
    .from(usageEvents)
    .where(
      since ? and(eq(usageEvents.userId, userId), gte(usageEvents.startedAt, since)) : eq(usageEvents.userId, userId),
    )
    .groupBy(usageEvents.action, usageEvents.outcome)
    .all();
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
export function countUsageByUser(store: AppStore, since?: Date): Map<number, UsageCounts> {
  const groups = store
    .select({ ...groupColumns, userId: usageEvents.userId })
    .from(usageEvents)
    .where(since ? gte(usageEvents.startedAt, since) : undefined)
    .groupBy(usageEvents.userId, usageEvents.action, usageEvents.outcome)
    .all();
  const byUser = new Map<number, UsageCounts>();
  for (const group of groups) {
    addGroup(countsIn(byUser, group.userId), group);
  }
  return byUser;
}

/** Every user, most recently seen first. */
export function listUsers(store: AppStore) {
  return store.select().from(users).orderBy(desc(users.lastSeenAt), users.id).all();
}

/** All-time download counts per media platform, busiest first; null platform as `unknown`. */
export function downloadsByMediaPlatform(
  store: AppStore,
): { mediaPlatform: string; downloads: number; bytes: number }[] {
  const groups = store
    .select({ ...groupColumns, mediaPlatform: usageEvents.mediaPlatform })
    .from(usageEvents)
    .where(eq(usageEvents.action, 'download'))
    .groupBy(usageEvents.mediaPlatform, usageEvents.outcome)
    .all();
  const byPlatform = new Map<string, UsageCounts>();
  for (const group of groups) {
    addGroup(countsIn(byPlatform, group.mediaPlatform ?? 'unknown'), group);
  }
  return [...byPlatform]
    .map(([mediaPlatform, counts]) => ({ mediaPlatform, downloads: counts.downloads, bytes: counts.bytes }))
    .sort((a, b) => b.downloads - a.downloads || b.bytes - a.bytes || a.mediaPlatform.localeCompare(b.mediaPlatform));
}

/** The columns of a new usage row that the caller chooses. */
export type NewUsageEvent = Omit<
  typeof usageEvents.$inferInsert,
  'id' | 'outcome' | 'finishedAt' | 'bytes' | 'durationMs'
>;

/** Inserts a `running` row and returns its id. */
export function insertRunningEvent(store: AppStore, event: NewUsageEvent): number {
  return store.insert(usageEvents).values(event).returning({ id: usageEvents.id }).get().id;
}

/** Marks every `running` row as `interrupted`; returns how many there were. */
export function markRunningInterrupted(store: AppStore, now: Date): number {
  return store
    .update(usageEvents)
    .set({
      outcome: 'interrupted',
      finishedAt: now,
      durationMs: sql`max(0, ${now.getTime()} - ${usageEvents.startedAt})`,
    })
    .where(eq(usageEvents.outcome, 'running'))
    .run().changes;
}
