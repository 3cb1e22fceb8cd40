import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gt, isNull, lte } from 'drizzle-orm';
import type { DatabaseHandle, FollowTargetKind, Store } from '../db/index.js';
import { insertEntries } from './entry-store.js';
import {
  type Follow,
  type FollowForm,
  type FollowTarget,
  followFormSchema,
  followTargetSchema,
  type ListedEntry,
} from './types.js';

/**
 * The `follows` rows, one spelling for SQLite and PostgreSQL. The JSON
 * columns are written from checked values and checked again when read: a row
 * that does not parse is left out rather than delivered somewhere wrong.
 */

type FollowRow = Store['t']['follows']['$inferSelect'];

function toFollow(row: FollowRow): Follow | undefined {
  const form = followFormSchema.safeParse(JSON.parse(row.form));
  const target = followTargetSchema.safeParse({ kind: row.targetKind, ...JSON.parse(row.target) });
  if (!form.success || !target.success) return undefined;
  const { targetKind: _kind, ...rest } = row;
  return { ...rest, form: form.data, target: target.data };
}

const toFollows = (rows: FollowRow[]): Follow[] => rows.flatMap((row) => toFollow(row) ?? []);

/** The target's JSON column: the target without its kind (a column of its own). */
function targetJson(target: FollowTarget): string {
  const { kind: _kind, ...rest } = target;
  return JSON.stringify(rest);
}

export interface NewFollow {
  userKey: string;
  link: string;
  title: string;
  form: FollowForm;
  target: FollowTarget;
  webhookSecret?: string | undefined;
  /** The entries the link lists now: kept as 'seen', never delivered. */
  seen: readonly ListedEntry[];
  now: Date;
  /** The first check, or how to choose it from the new follow's id. */
  nextCheckAt: Date | ((id: string) => Date);
  /** FOLLOWS_PER_USER: a user with this many follows gets none more. */
  maxPerUser: number;
}

export type CreateResult = { created: Follow } | { refused: 'too_many'; max: number };

/** Keeps a follow and its present entries as seen, unless the user is at the cap (checked in the same transaction). */
export async function createFollow(db: DatabaseHandle, follow: NewFollow): Promise<CreateResult> {
  return await db.transaction(
    async (tx) => {
      if ((await countFollows(tx, follow.userKey)) >= follow.maxPerUser) {
        return { refused: 'too_many', max: follow.maxPerUser };
      }
      const id = randomUUID();
      const [row] = await tx.db
        .insert(tx.t.follows)
        .values({
          id,
          userKey: follow.userKey,
          link: follow.link,
          title: follow.title,
          form: JSON.stringify(follow.form),
          targetKind: follow.target.kind,
          target: targetJson(follow.target),
          webhookSecret: follow.webhookSecret ?? null,
          createdAt: follow.now,
          nextCheckAt: typeof follow.nextCheckAt === 'function' ? follow.nextCheckAt(id) : follow.nextCheckAt,
          failNotified: false,
        })
        .returning();
      await insertEntries(tx, id, follow.seen, 'seen', follow.now);
      const created = row && toFollow(row);
      if (!created) throw new Error('the follow just written does not read back');
      return { created };
    },
    { serializeOn: `follows:${follow.userKey}` },
  );
}

/** How many follows a user has (all users': no key). */
export async function countFollows({ db, t }: Store, userKey?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(t.follows)
    .where(userKey === undefined ? undefined : eq(t.follows.userKey, userKey));
  return Number(row?.n ?? 0);
}

export async function getFollow({ db, t }: Store, id: string): Promise<Follow | undefined> {
  const [row] = await db.select().from(t.follows).where(eq(t.follows.id, id));
  return row && toFollow(row);
}

/** A user's follows (everyone's: no key), oldest first. */
export async function listFollows({ db, t }: Store, userKey?: string): Promise<Follow[]> {
  const f = t.follows;
  const rows = await db
    .select()
    .from(f)
    .where(userKey === undefined ? undefined : eq(f.userKey, userKey))
    .orderBy(asc(f.createdAt), asc(f.id));
  return toFollows(rows);
}

/** Removes a follow and its entries; with `userKey`, only that user's. True when one was removed. */
export async function removeFollow(db: DatabaseHandle, id: string, userKey?: string): Promise<boolean> {
  return await db.transaction(async ({ db: q, t }) => {
    const mine =
      userKey === undefined ? eq(t.follows.id, id) : and(eq(t.follows.id, id), eq(t.follows.userKey, userKey));
    const gone = await q.delete(t.follows).where(mine).returning({ id: t.follows.id });
    if (gone.length === 0) return false;
    await q.delete(t.followEntries).where(eq(t.followEntries.followId, id));
    return true;
  });
}

/** The follows due for a check at `now` (not paused; of one kind of target if given), the longest waiting first. */
export async function dueFollows(
  { db, t }: Store,
  now: Date,
  limit: number,
  kind?: FollowTargetKind,
): Promise<Follow[]> {
  const f = t.follows;
  const rows = await db
    .select()
    .from(f)
    .where(
      and(lte(f.nextCheckAt, now), isNull(f.pausedReason), kind === undefined ? undefined : eq(f.targetKind, kind)),
    )
    .orderBy(asc(f.nextCheckAt))
    .limit(limit);
  return toFollows(rows);
}

/** Every follow not paused is due at `now` at the latest (the owner's "check now", seen by every instance). */
export async function makeAllDue({ db, t }: Store, now: Date): Promise<void> {
  const f = t.follows;
  await db
    .update(f)
    .set({ nextCheckAt: now })
    .where(and(gt(f.nextCheckAt, now), isNull(f.pausedReason)));
}

/** What a check changes on its follow. */
export interface CheckRecord {
  now: Date;
  nextCheckAt: Date;
  /** Null after a success; when the failures in a row began otherwise. */
  failingSince: Date | null;
  failNotified: boolean;
}

export async function recordCheck({ db, t }: Store, id: string, record: CheckRecord): Promise<void> {
  await db
    .update(t.follows)
    .set({
      lastCheckedAt: record.now,
      nextCheckAt: record.nextCheckAt,
      failingSince: record.failingSince,
      failNotified: record.failNotified,
    })
    .where(eq(t.follows.id, id));
}

/** Stops a follow's deliveries, saying why (the owner and the follower can see it). */
export async function pauseFollow({ db, t }: Store, id: string, reason: string, now: Date): Promise<void> {
  await db.update(t.follows).set({ pausedReason: reason, pausedAt: now }).where(eq(t.follows.id, id));
}
