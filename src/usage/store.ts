import { and, count, desc, eq, gt, gte, ne, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { AccessState, Store } from '../db/index.js';
import { type Identity, identityKey, parseIdentity } from './identity.js';
import { isLiveRow } from './liveness.js';

/**
 * The SQL behind the usage service, one spelling for SQLite and PostgreSQL
 * (see src/db/tables.ts): every query is awaited, none uses a dialect's own
 * function. Every function takes the database or a transaction, so begin()
 * can run several of them atomically. The counts are in counts.ts.
 */

/** The larger of two numbers: SQLite spells it max(a, b), PostgreSQL greatest(a, b); CASE is both. */
export const larger = (a: SQLWrapper | number, b: SQLWrapper | number) =>
  sql<number>`case when ${a} > ${b} then ${a} else ${b} end`;

/** Creates the user on first sight, else refreshes last-seen and (when given) the display name. */
export async function upsertUser({ db, t }: Store, identity: Identity, now: Date): Promise<number> {
  const refreshed =
    identity.displayName === undefined ? { lastSeenAt: now } : { lastSeenAt: now, displayName: identity.displayName };
  const [row] = await db
    .insert(t.users)
    .values({
      platform: identity.platform,
      externalId: identity.externalId,
      displayName: identity.displayName ?? null,
      createdAt: now,
      lastSeenAt: now,
    })
    .onConflictDoUpdate({ target: [t.users.platform, t.users.externalId], set: refreshed })
    .returning({ id: t.users.id });
  if (!row) throw new Error('the user upsert returned no row');
  return row.id;
}

/** The user's row id, or undefined for someone never seen. */
export async function findUserId({ db, t }: Store, identity: Identity): Promise<number | undefined> {
  const [row] = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(and(eq(t.users.platform, identity.platform), eq(t.users.externalId, identity.externalId)));
  return row?.id;
}

/** The latest display names of these `platform:id` keys, for those that have one; a malformed key is skipped. */
export async function displayNamesOf({ db, t }: Store, keys: readonly string[]): Promise<Map<string, string>> {
  const identities = keys.flatMap((key) => {
    try {
      return [parseIdentity(key)];
    } catch {
      return [];
    }
  });
  if (identities.length === 0) return new Map();
  const rows = await db
    .select({ platform: t.users.platform, externalId: t.users.externalId, displayName: t.users.displayName })
    .from(t.users)
    .where(
      or(...identities.map((who) => and(eq(t.users.platform, who.platform), eq(t.users.externalId, who.externalId)))),
    );
  return new Map(rows.flatMap((row) => (row.displayName ? [[identityKey(row), row.displayName]] : [])));
}

/** The owner's run-time decision about one identity key, if any. */
export async function findAccessOverride({ db, t }: Store, key: string): Promise<AccessState | undefined> {
  const [row] = await db
    .select({ state: t.accessOverrides.state })
    .from(t.accessOverrides)
    .where(eq(t.accessOverrides.identity, key));
  return row?.state;
}

/** Whether any identity was allowed at run time, which turns the allow-list on. */
export async function hasAllowedOverride({ db, t }: Store): Promise<boolean> {
  const rows = await db
    .select({ identity: t.accessOverrides.identity })
    .from(t.accessOverrides)
    .where(eq(t.accessOverrides.state, 'allowed'))
    .limit(1);
  return rows.length > 0;
}

/** Records an owner's decision, replacing an earlier one for the same identity. */
export async function upsertAccessOverride(
  { db, t }: Store,
  key: string,
  state: AccessState,
  setBy: string,
  now: Date,
): Promise<void> {
  await db
    .insert(t.accessOverrides)
    .values({ identity: key, state, setBy, setAt: now })
    .onConflictDoUpdate({ target: t.accessOverrides.identity, set: { state, setBy, setAt: now } });
}

/** Forgets an owner's decision; returns whether there was one. */
export async function deleteAccessOverride({ db, t }: Store, key: string): Promise<boolean> {
  const gone = await db
    .delete(t.accessOverrides)
    .where(eq(t.accessOverrides.identity, key))
    .returning({ identity: t.accessOverrides.identity });
  return gone.length > 0;
}

/**
 * Downloads of this user still running (served by the partial index on open
 * rows); a row not vouched for since `liveSince` counts as ended (see liveness.ts).
 */
export async function countRunningDownloads(store: Store, userId: number, liveSince: Date): Promise<number> {
  const e = store.t.usageEvents;
  const [row] = await store.db
    .select({ running: count() })
    .from(e)
    .where(and(eq(e.userId, userId), eq(e.outcome, 'running'), eq(e.action, 'download'), isLiveRow(store, liveSince)));
  return row?.running ?? 0;
}

/**
 * Bytes of this user's downloads started at or after `since` that count
 * against LIMIT_MB_PER_DAY: what ended downloads sent, and for running ones
 * the larger of what they sent and what they reserved. `inFlight` is the part
 * held by running downloads. A running row not vouched for since `liveSince`
 * counts as ended: what it sent, not what it reserved (see liveness.ts).
 * `exceptId` leaves one row out (the download asking for more).
 */
export async function committedDownloadBytes(
  store: Store,
  userId: number,
  since: Date,
  liveSince: Date,
  exceptId?: number,
): Promise<{ total: number; inFlight: number }> {
  const { db, t } = store;
  const e = t.usageEvents;
  const running = sql`${e.outcome} = 'running' and ${isLiveRow(store, liveSince)}`;
  const held = larger(e.bytes, e.reservedBytes);
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(case when ${running} then ${held} else ${e.bytes} end), 0)`,
      inFlight: sql<number>`coalesce(sum(case when ${running} then ${held} else 0 end), 0)`,
    })
    .from(e)
    .where(
      and(
        eq(e.userId, userId),
        eq(e.action, 'download'),
        gte(e.startedAt, since),
        exceptId === undefined ? undefined : ne(e.id, exceptId),
      ),
    );
  // PostgreSQL sums bigints as numeric, which node-postgres hands over as a string.
  return { total: Number(row?.total ?? 0), inFlight: Number(row?.inFlight ?? 0) };
}

/**
 * Sets a running download's reservation and raises its bytes to `sentBytes`
 * (never lowers what addBytes recorded); ended rows are history and stay.
 */
export async function setReservation(
  { db, t }: Store,
  id: number,
  reservedBytes: number,
  sentBytes: number,
): Promise<void> {
  const e = t.usageEvents;
  await db
    .update(e)
    .set({ reservedBytes, bytes: larger(e.bytes, sentBytes) })
    .where(and(eq(e.id, id), eq(e.outcome, 'running')));
}

/** Start times of this user's info requests after `after`, oldest first. */
export async function infoStartsAfter({ db, t }: Store, userId: number, after: Date): Promise<Date[]> {
  const e = t.usageEvents;
  const rows = await db
    .select({ startedAt: e.startedAt })
    .from(e)
    .where(and(eq(e.userId, userId), eq(e.action, 'info'), gt(e.startedAt, after)))
    .orderBy(e.startedAt);
  return rows.map((row) => row.startedAt);
}

/** Every user, most recently seen first. */
export async function listUsers({ db, t }: Store) {
  return await db.select().from(t.users).orderBy(desc(t.users.lastSeenAt), t.users.id);
}

/** The columns of a new usage row that the caller chooses. */
export type NewUsageEvent = Omit<
  Store['t']['usageEvents']['$inferInsert'],
  'id' | 'outcome' | 'finishedAt' | 'bytes' | 'durationMs'
>;

/** Inserts a `running` row and returns its id. */
export async function insertRunningEvent({ db, t }: Store, event: NewUsageEvent): Promise<number> {
  const [row] = await db.insert(t.usageEvents).values(event).returning({ id: t.usageEvents.id });
  if (!row) throw new Error('the usage row insert returned no row');
  return row.id;
}

/**
 * Marks the `running` rows of `instance` as `interrupted`, and those written
 * before rows knew their instance (''), when one process served everything;
 * returns how many there were. Other instances' rows are theirs to close.
 */
export async function markRunningInterrupted({ db, t }: Store, instance: string, now: Date): Promise<number> {
  const e = t.usageEvents;
  const closed = await db
    .update(e)
    .set({ outcome: 'interrupted', finishedAt: now, durationMs: larger(0, sql`${now.getTime()} - ${e.startedAt}`) })
    .where(and(eq(e.outcome, 'running'), sql`${e.instance} in (${instance}, '')`))
    .returning({ id: e.id });
  return closed.length;
}
