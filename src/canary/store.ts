import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Store } from '../db/index.js';
import type { CanaryOutcome, FailureClass } from './outcome.js';

/**
 * The watched links and their runs in the database (canary_links, canary_runs), one spelling for
 * SQLite and PostgreSQL: every instance sees the same links, and whichever ran a link last
 * leaves its state for the others' dashboards and metrics.
 */

export interface WatchedLink {
  id: string;
  url: string;
  site: string;
  source: 'setting' | 'owner';
  addedAt: Date;
  /** Whether the last run worked; null: never run. */
  up: boolean | null;
  lastOkAt: Date | null;
  lastFailureAt: Date | null;
  lastFailureClass: string | null;
}

export interface StoredRun {
  linkId: string;
  at: Date;
  outcome: string;
  durationMs: number;
}

const upOf = (value: number | null) => (value === null ? null : value === 1);

/** Every watched link, oldest first. */
export async function listLinks({ db, t }: Store): Promise<WatchedLink[]> {
  const rows = await db.select().from(t.canaryLinks).orderBy(asc(t.canaryLinks.addedAt), asc(t.canaryLinks.url));
  return rows.map((row) => ({ ...row, source: row.source === 'setting' ? 'setting' : 'owner', up: upOf(row.up) }));
}

/** Watches `url` (normalized) unless it already is; the row's id either way. */
export async function addLink(
  { db, t }: Store,
  link: { url: string; site: string; source: WatchedLink['source']; now: Date },
): Promise<string> {
  const l = t.canaryLinks;
  await db
    .insert(l)
    .values({ id: randomUUID(), url: link.url, site: link.site, source: link.source, addedAt: link.now })
    .onConflictDoNothing({ target: l.url });
  const [row] = await db.select({ id: l.id }).from(l).where(eq(l.url, link.url));
  if (!row) throw new Error('a watched link vanished as it was added');
  return row.id;
}

/** Stops watching a link (its runs go too); true when it was watched. */
export async function removeLink({ db, t }: Store, id: string): Promise<boolean> {
  const gone = await db.delete(t.canaryLinks).where(eq(t.canaryLinks.id, id)).returning({ id: t.canaryLinks.id });
  await db.delete(t.canaryRuns).where(eq(t.canaryRuns.linkId, id));
  return gone.length > 0;
}

/**
 * Records a run and the link's new state. Returns whether this run changed the link from works to
 * fails or back (a first run that fails counts): the update only matches the state it read, so of
 * two writers racing, one sees the change.
 */
export async function recordRun(
  { db, t }: Store,
  link: WatchedLink,
  run: { outcome: CanaryOutcome; at: Date; durationMs: number },
): Promise<boolean> {
  const l = t.canaryLinks;
  await db.insert(t.canaryRuns).values({ id: randomUUID(), linkId: link.id, ...run });
  const ok = run.outcome === 'ok';
  const was = link.up === null ? isNull(l.up) : eq(l.up, link.up ? 1 : 0);
  const state = ok
    ? { up: 1, lastOkAt: run.at }
    : { up: 0, lastFailureAt: run.at, lastFailureClass: run.outcome as FailureClass };
  const changed = await db
    .update(l)
    .set(state)
    .where(and(eq(l.id, link.id), was))
    .returning({ id: l.id });
  return changed.length > 0 && link.up !== ok && !(link.up === null && ok);
}

/** The runs since `since` of the links given, oldest first; older runs are swept on the way. */
export async function recentRuns({ db, t }: Store, since: Date, linkIds: string[]): Promise<StoredRun[]> {
  const r = t.canaryRuns;
  await db.delete(r).where(lt(r.at, since));
  if (linkIds.length === 0) return [];
  return db
    .select({ linkId: r.linkId, at: r.at, outcome: r.outcome, durationMs: r.durationMs })
    .from(r)
    .where(and(gte(r.at, since), inArray(r.linkId, linkIds)))
    .orderBy(asc(r.at));
}

/** The links' last known state per site: what the metrics' gauge reads. */
export async function statesBySite({ db, t }: Store): Promise<{ site: string; url: string; up: boolean }[]> {
  const l = t.canaryLinks;
  const rows = await db
    .select({ site: l.site, url: l.url, up: l.up })
    .from(l)
    .where(or(eq(l.up, 0), eq(l.up, 1)));
  return rows.map((row) => ({ site: row.site, url: row.url, up: row.up === 1 }));
}
