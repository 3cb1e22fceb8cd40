import { and, asc, desc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { FollowEntryState, FollowTargetKind, Store } from '../db/index.js';
import type { FollowEntry, ListedEntry } from './types.js';

/** The `follow_entries` rows: an entry's id per follow, and its state. */

/** Keeps entries not known yet in `state`; the ids of those that were new (in the order given). */
export async function insertEntries(
  { db, t }: Store,
  followId: string,
  entries: readonly ListedEntry[],
  state: FollowEntryState,
  now: Date,
): Promise<string[]> {
  if (entries.length === 0) return [];
  const e = t.followEntries;
  const added = await db
    .insert(e)
    .values(
      entries.map((entry) => ({
        followId,
        entryId: entry.entryId,
        title: entry.title,
        url: entry.url,
        state,
        attempts: 0,
        nextAttemptAt: null,
        lastError: null,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: [e.followId, e.entryId] })
    .returning({ entryId: e.entryId });
  const fresh = new Set(added.map((row) => row.entryId));
  return entries.filter((entry) => fresh.has(entry.entryId)).map((entry) => entry.entryId);
}

/** Which of `entryIds` the follow already knows (in any state). */
export async function knownEntryIds(
  { db, t }: Store,
  followId: string,
  entryIds: readonly string[],
): Promise<Set<string>> {
  if (entryIds.length === 0) return new Set();
  const e = t.followEntries;
  const rows = await db
    .select({ entryId: e.entryId })
    .from(e)
    .where(and(eq(e.followId, followId), inArray(e.entryId, [...entryIds])));
  return new Set(rows.map((row) => row.entryId));
}

/** Pending entries whose attempt is due at `now`, of follows not paused (of one follow, of one kind of target), oldest first. */
export async function duePendingEntries(
  { db, t }: Store,
  now: Date,
  limit: number,
  of: { followId?: string; kind?: FollowTargetKind } = {},
): Promise<FollowEntry[]> {
  const e = t.followEntries;
  const f = t.follows;
  const rows = await db
    .select({ entry: e })
    .from(e)
    .innerJoin(f, eq(f.id, e.followId))
    .where(
      and(
        eq(e.state, 'pending'),
        isNull(f.pausedReason),
        or(isNull(e.nextAttemptAt), lte(e.nextAttemptAt, now)),
        of.followId === undefined ? undefined : eq(e.followId, of.followId),
        of.kind === undefined ? undefined : eq(f.targetKind, of.kind),
      ),
    )
    .orderBy(asc(e.updatedAt), asc(e.entryId))
    .limit(limit);
  return rows.map((row) => row.entry);
}

/** A follow's latest entries by when they were recorded (for the owner and tests). */
export async function entriesOf({ db, t }: Store, followId: string, limit = 50): Promise<FollowEntry[]> {
  const e = t.followEntries;
  return await db.select().from(e).where(eq(e.followId, followId)).orderBy(desc(e.updatedAt)).limit(limit);
}

/** What a delivery attempt changes on its entry. */
export interface EntryChange {
  state: FollowEntryState;
  attempts?: number;
  nextAttemptAt?: Date | null;
  lastError?: string | null;
  now: Date;
}

/** Changes a pending entry; false when it was no longer pending (another delivery got there first). */
export async function settleEntry(
  { db, t }: Store,
  key: { followId: string; entryId: string },
  change: EntryChange,
): Promise<boolean> {
  const e = t.followEntries;
  const { now, ...rest } = change;
  const rows = await db
    .update(e)
    .set({ ...rest, updatedAt: now })
    .where(and(eq(e.followId, key.followId), eq(e.entryId, key.entryId), eq(e.state, 'pending')))
    .returning({ entryId: e.entryId });
  return rows.length > 0;
}
