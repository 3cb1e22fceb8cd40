import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DatabaseHandle, Store } from '../db/index.js';
import type { RefusalClass } from '../media/index.js';
import { afterRefusal, type CoolingPolicy, type CoolingState } from './policy.js';

/**
 * The sites' refusals and cooling-offs in the database (site_refusals, site_cooling), one
 * spelling for SQLite and PostgreSQL: every instance counts, cools off and tells the owner
 * from the same rows.
 */

/** One site and class as the owner reads it. */
export interface RefusalRow {
  site: string;
  refusalClass: RefusalClass;
  siteName: string;
  count: number;
  firstAt: Date;
  lastAt: Date;
}

/** Counts one refusal of `site` of class `refusalClass` at `now`. */
export async function countRefusal(
  { db, t }: Store,
  refusal: { site: string; refusalClass: RefusalClass; siteName: string; now: Date },
): Promise<void> {
  const { site, refusalClass, siteName, now } = refusal;
  const r = t.siteRefusals;
  await db
    .insert(r)
    .values({ site, refusalClass, siteName, count: 1, firstAt: now, lastAt: now, toldAt: null })
    .onConflictDoUpdate({
      target: [r.site, r.refusalClass],
      set: { count: sql`${r.count} + 1`, lastAt: now, siteName },
    });
}

/**
 * Claims the owner's notice of `site` and class: true for the one caller, on any instance, whose
 * update found the last notice older than `everyMs` (or none), false for all others.
 */
export async function claimNotice(
  { db, t }: Store,
  key: { site: string; refusalClass: RefusalClass; now: Date; everyMs: number },
): Promise<RefusalRow | undefined> {
  const r = t.siteRefusals;
  const before = new Date(key.now.getTime() - key.everyMs);
  const [row] = await db
    .update(r)
    .set({ toldAt: key.now })
    .where(and(eq(r.site, key.site), eq(r.refusalClass, key.refusalClass), or(isNull(r.toldAt), lte(r.toldAt, before))))
    .returning();
  return row && { ...row, refusalClass: key.refusalClass };
}

/** The site's cooling-off after one more refusal of this server (serialized per site across instances). */
export function coolAfterRefusal(
  database: DatabaseHandle,
  site: string,
  now: Date,
  policy: CoolingPolicy,
): Promise<CoolingState> {
  return database.transaction(
    async ({ db, t }) => {
      const c = t.siteCooling;
      const [row] = await db.select().from(c).where(eq(c.site, site));
      const next = afterRefusal(row, now, policy);
      await db
        .insert(c)
        .values({ site, ...next })
        .onConflictDoUpdate({ target: c.site, set: next });
      return next;
    },
    { serializeOn: `site-cooling:${site}` },
  );
}

/** Until when `site` is cooling off at `now`, with the class and name of its last refusal of this server. */
export async function coolingOf(
  { db, t }: Store,
  site: string,
  now: Date,
  classes: readonly RefusalClass[],
): Promise<{ until: Date; refusalClass: RefusalClass; siteName: string } | undefined> {
  const c = t.siteCooling;
  const r = t.siteRefusals;
  const [cooling] = await db
    .select({ until: c.coolingUntil })
    .from(c)
    .where(and(eq(c.site, site), gt(c.coolingUntil, now)));
  if (!cooling?.until) return undefined;
  const [last] = await db
    .select({ refusalClass: r.refusalClass, siteName: r.siteName })
    .from(r)
    .where(and(eq(r.site, site), inArray(r.refusalClass, [...classes])))
    .orderBy(desc(r.lastAt))
    .limit(1);
  return last
    ? { until: cooling.until, refusalClass: last.refusalClass as RefusalClass, siteName: last.siteName }
    : undefined;
}

/** A success ends the site's cooling-off and its count of refusals. */
export async function endCooling({ db, t }: Store, site: string): Promise<void> {
  await db.delete(t.siteCooling).where(eq(t.siteCooling.site, site));
}

/** The refusals since `since`, newest first, with the sites cooling off now (the dashboard, /api/health). */
export async function recentRefusals(
  { db, t }: Store,
  since: Date,
  now: Date,
): Promise<{ refusals: RefusalRow[]; cooling: { site: string; until: Date }[] }> {
  const r = t.siteRefusals;
  const c = t.siteCooling;
  const refusals = await db
    .select({
      site: r.site,
      refusalClass: r.refusalClass,
      siteName: r.siteName,
      count: r.count,
      firstAt: r.firstAt,
      lastAt: r.lastAt,
    })
    .from(r)
    .where(gt(r.lastAt, since))
    .orderBy(desc(r.lastAt))
    .limit(20);
  const cooling = await db.select({ site: c.site, until: c.coolingUntil }).from(c).where(gt(c.coolingUntil, now));
  return {
    // The column holds RefusalClass values only (countRefusal writes them).
    refusals: refusals.map((row) => ({ ...row, refusalClass: row.refusalClass as RefusalClass })),
    cooling: cooling.flatMap(({ site, until }) => (until ? [{ site, until }] : [])),
  };
}
