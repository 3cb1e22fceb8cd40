import { and, eq, like, lte, or } from 'drizzle-orm';
import type { Store } from './tables.js';

/**
 * Leases on roles only one process may hold at a time (the `leases` table),
 * one spelling for SQLite and PostgreSQL (see src/db/tables.ts). Times are
 * the callers' clocks: processes on several machines need clocks in step to
 * well under a lease's length (NTP does that).
 */

/** What an attempt to take a lease found. */
export type LeaseAttempt =
  | { acquired: true; expiresAt: Date }
  | { acquired: false; holder: string; expiresAt: Date }
  /** The row vanished between the attempt and the look at it (a release): try again. */
  | { acquired: false; holder: undefined; expiresAt: undefined };

/**
 * Takes the lease `name` for `holder` until `now + ttlMs`, in one statement:
 * an insert that, when the row exists, overwrites it only if it expired or
 * is already the holder's (a restart of the same instance, or a renewal).
 * Two processes racing for it cannot both win: the row's primary key
 * serializes them, and the loser's conditional update matches nothing.
 */
export async function tryAcquireLease(
  { db, t }: Store,
  lease: { name: string; holder: string; now: Date; ttlMs: number },
): Promise<LeaseAttempt> {
  const l = t.leases;
  const expiresAt = new Date(lease.now.getTime() + lease.ttlMs);
  const won = await db
    .insert(l)
    .values({ name: lease.name, holder: lease.holder, acquiredAt: lease.now, expiresAt })
    .onConflictDoUpdate({
      target: l.name,
      set: { holder: lease.holder, acquiredAt: lease.now, expiresAt },
      setWhere: or(lte(l.expiresAt, lease.now), eq(l.holder, lease.holder)),
    })
    .returning({ holder: l.holder });
  if (won.length > 0) return { acquired: true, expiresAt };
  const [current] = await db.select({ holder: l.holder, expiresAt: l.expiresAt }).from(l).where(eq(l.name, lease.name));
  return current
    ? { acquired: false, holder: current.holder, expiresAt: current.expiresAt }
    : { acquired: false, holder: undefined, expiresAt: undefined };
}

/**
 * Extends the holder's lease to `now + ttlMs`. Returns false when the row is
 * no longer the holder's (it expired and another process took it, or it was
 * removed): the caller has lost the role.
 */
export async function renewLease(
  { db, t }: Store,
  lease: { name: string; holder: string; now: Date; ttlMs: number },
): Promise<{ renewed: true; expiresAt: Date } | { renewed: false }> {
  const l = t.leases;
  const expiresAt = new Date(lease.now.getTime() + lease.ttlMs);
  const rows = await db
    .update(l)
    .set({ expiresAt })
    .where(and(eq(l.name, lease.name), eq(l.holder, lease.holder)))
    .returning({ holder: l.holder });
  return rows.length > 0 ? { renewed: true, expiresAt } : { renewed: false };
}

/** Gives the lease up, if it is still the holder's (never another's). Returns whether it was. */
export async function releaseLease({ db, t }: Store, lease: { name: string; holder: string }): Promise<boolean> {
  const l = t.leases;
  const gone = await db
    .delete(l)
    .where(and(eq(l.name, lease.name), eq(l.holder, lease.holder)))
    .returning({ holder: l.holder });
  return gone.length > 0;
}

/**
 * Claims `name` once, in every process that shares the database: true for the
 * first claim only, until `until` (a one-time sign-in code's nonce). The row
 * is a lease no one renews or releases; rows under the same prefix whose time
 * is over are swept on the way, so they do not pile up.
 */
export async function claimOnce(
  { db, t }: Store,
  claim: { prefix: string; name: string; holder: string; now: Date; until: Date },
): Promise<boolean> {
  const l = t.leases;
  await db.delete(l).where(and(like(l.name, `${claim.prefix}%`), lte(l.expiresAt, claim.now)));
  const won = await db
    .insert(l)
    .values({
      name: `${claim.prefix}${claim.name}`,
      holder: claim.holder,
      acquiredAt: claim.now,
      expiresAt: claim.until,
    })
    .onConflictDoNothing({ target: l.name })
    .returning({ name: l.name });
  return won.length > 0;
}
