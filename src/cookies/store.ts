import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Store } from '../db/index.js';
import type { CookieFileSummary } from './netscape.js';

/**
 * The owner's cookie sets in the database (cookie_sets), one spelling for SQLite and PostgreSQL:
 * every instance reads and writes back the same rows. Only `setsForSite` and `writeBack` touch
 * the content; what the owner is shown (`listSets`) leaves it out.
 */

/** A set as the owner sees it: never its cookies. */
export interface CookieSetView {
  id: string;
  sites: string[];
  cookieCount: number;
  earliestExpiry: Date | null;
  addedAt: Date;
  lastUsedAt: Date | null;
  lastOutcome: string | null;
  asideUntil: Date | null;
}

/** A set ready for a lookup: its id and its cookies.txt. */
export interface UsableSet {
  id: string;
  content: string;
}

const sitesOf = (json: string): string[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : [];
};

/** Keeps a checked file as a new set; its id. */
export async function addSet(
  { db, t }: Store,
  content: string,
  summary: CookieFileSummary,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db.insert(t.cookieSets).values({
    id,
    sites: JSON.stringify(summary.sites),
    content,
    cookieCount: summary.cookieCount,
    earliestExpiry: summary.earliestExpiry ?? null,
    addedAt: now,
  });
  return id;
}

/** Every set, oldest first, without its cookies. */
export async function listSets({ db, t }: Store): Promise<CookieSetView[]> {
  const c = t.cookieSets;
  const rows = await db
    .select({
      id: c.id,
      sites: c.sites,
      cookieCount: c.cookieCount,
      earliestExpiry: c.earliestExpiry,
      addedAt: c.addedAt,
      lastUsedAt: c.lastUsedAt,
      lastOutcome: c.lastOutcome,
      asideUntil: c.asideUntil,
    })
    .from(c)
    .orderBy(asc(c.addedAt), asc(c.id));
  return rows.map((row) => ({ ...row, sites: sitesOf(row.sites) }));
}

/** True when a set was removed. */
export async function removeSet({ db, t }: Store, id: string): Promise<boolean> {
  const removed = await db.delete(t.cookieSets).where(eq(t.cookieSets.id, id)).returning({ id: t.cookieSets.id });
  return removed.length > 0;
}

/** The sets of `site` not put aside at `now`, the longest unused first (so the sets take turns). */
export async function setsForSite({ db, t }: Store, site: string, now: Date): Promise<UsableSet[]> {
  const c = t.cookieSets;
  const rows = await db
    .select({ id: c.id, sites: c.sites, content: c.content, aside: c.asideUntil, used: c.lastUsedAt })
    .from(c)
    .orderBy(asc(c.addedAt), asc(c.id));
  return rows
    .filter((row) => sitesOf(row.sites).includes(site) && !(row.aside && row.aside > now))
    .sort((a, b) => (a.used?.getTime() ?? 0) - (b.used?.getTime() ?? 0))
    .map(({ id, content }) => ({ id, content }));
}

/** A use's outcome, and the file as yt-dlp left it (a refreshed session) when it is still a valid one. */
export async function recordUse(
  { db, t }: Store,
  use: {
    id: string;
    now: Date;
    outcome: string;
    content?: CookieFileSummaryWith | undefined;
    asideUntil?: Date | undefined;
  },
): Promise<void> {
  const c = t.cookieSets;
  const refreshed = use.content
    ? {
        content: use.content.text,
        cookieCount: use.content.summary.cookieCount,
        earliestExpiry: use.content.summary.earliestExpiry ?? null,
      }
    : {};
  await db
    .update(c)
    .set({
      lastUsedAt: use.now,
      lastOutcome: use.outcome,
      ...refreshed,
      ...(use.asideUntil ? { asideUntil: use.asideUntil } : {}),
    })
    .where(eq(c.id, use.id));
}

/** A file's text with what it was checked to hold. */
export interface CookieFileSummaryWith {
  text: string;
  summary: CookieFileSummary;
}

/**
 * Claims the expiry notice of every set whose earliest expiry comes before `before` and whose
 * owner was not yet told: each set is returned to one caller, on any instance, once.
 */
export async function claimExpiring(
  { db, t }: Store,
  before: Date,
  now: Date,
): Promise<{ id: string; sites: string[]; earliestExpiry: Date | null }[]> {
  const c = t.cookieSets;
  const rows = await db
    .update(c)
    .set({ expiryToldAt: now })
    .where(and(isNull(c.expiryToldAt), lte(c.earliestExpiry, before)))
    .returning({ id: c.id, sites: c.sites, earliestExpiry: c.earliestExpiry });
  return rows.map((row) => ({ ...row, sites: sitesOf(row.sites) }));
}
