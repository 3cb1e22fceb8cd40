import { and, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { Store } from '../db/index.js';
import type { Canceller, CancelOutcome, JobRow, Notice, RunningJobView } from './types.js';

/**
 * The running_jobs table (src/db/schema.ts), one spelling for SQLite and
 * PostgreSQL (see src/db/tables.ts). "Live" means vouched for at or after
 * `liveSince`: a row whose instance stopped vouching (it died) is treated as
 * gone everywhere, so it never blocks or misleads anything.
 */

export async function insertJob({ db, t }: Store, row: JobRow): Promise<void> {
  await db.insert(t.runningJobs).values({ ...row, heartbeatAt: row.startedAt });
}

/** Removes an ended job's row; only its own instance's (an id is never trusted to be unique alone). */
export async function deleteJob({ db, t }: Store, id: string, instance: string): Promise<void> {
  const r = t.runningJobs;
  await db.delete(r).where(and(eq(r.id, id), eq(r.instance, instance)));
}

/** Removes every row of an instance: at its start (what a killed run left) and at its stop. */
export async function clearInstance({ db, t }: Store, instance: string): Promise<number> {
  const r = t.runningJobs;
  const gone = await db.delete(r).where(eq(r.instance, instance)).returning({ id: r.id });
  return gone.length;
}

/**
 * Removes every row of an instance, as {@link clearInstance} does, and
 * returns the notices of those that had one: the chat jobs a killed run of
 * this instance left, whose askers its next start tells.
 */
export async function takeInstance({ db, t }: Store, instance: string): Promise<{ count: number; notices: Notice[] }> {
  const r = t.runningJobs;
  const gone = await db.delete(r).where(eq(r.instance, instance)).returning({ surface: r.surface, notice: r.notice });
  const notices = gone.flatMap((row) => (row.notice === null ? [] : [{ surface: row.surface, notice: row.notice }]));
  return { count: gone.length, notices };
}

/** Writes where a job's asker is told should this process die (ListedJob.notice). */
export async function writeNotice(
  { db, t }: Store,
  job: { id: string; instance: string; notice: string },
): Promise<void> {
  const r = t.runningJobs;
  await db
    .update(r)
    .set({ notice: job.notice })
    .where(and(eq(r.id, job.id), eq(r.instance, job.instance)));
}

/** Removes rows nobody vouched for since `before` (instances that died and never came back). */
export async function sweepStale({ db, t }: Store, before: Date): Promise<number> {
  const r = t.runningJobs;
  const gone = await db.delete(r).where(lt(r.heartbeatAt, before)).returning({ id: r.id });
  return gone.length;
}

/** The instance vouches for its running jobs: one statement for all of them. */
export async function heartbeat({ db, t }: Store, instance: string, at: Date): Promise<void> {
  const r = t.runningJobs;
  await db.update(r).set({ heartbeatAt: at }).where(eq(r.instance, instance));
}

export async function writeProgress(
  { db, t }: Store,
  job: { id: string; instance: string; bytes: number; percent: number | null },
): Promise<void> {
  const r = t.runningJobs;
  await db
    .update(r)
    .set({ bytes: job.bytes, percent: job.percent })
    .where(and(eq(r.id, job.id), eq(r.instance, job.instance)));
}

/** Ids of this instance's jobs that someone asked to cancel: the poll each running instance makes. */
export async function cancelRequestsFor({ db, t }: Store, instance: string): Promise<string[]> {
  const r = t.runningJobs;
  const rows = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.instance, instance), isNotNull(r.cancelRequestedAt)));
  return rows.map((row) => row.id);
}

/**
 * Marks a live job as to be cancelled, if `by` may: its asker, or an owner.
 * The check and the mark are one statement, so a job cannot change hands
 * between them.
 */
export async function requestCancel(
  { db, t }: Store,
  request: { id: string; by: Canceller; now: Date; liveSince: Date },
): Promise<CancelOutcome> {
  const r = t.runningJobs;
  const live = and(eq(r.id, request.id), gte(r.heartbeatAt, request.liveSince));
  const marked = await db
    .update(r)
    .set({ cancelRequestedAt: request.now, cancelRequestedBy: request.by.identity })
    .where(request.by.owner ? live : and(live, eq(r.asker, request.by.identity)))
    .returning({ id: r.id });
  if (marked.length > 0) return 'cancelled';
  const [found] = await db.select({ id: r.id }).from(r).where(live);
  return found ? 'not_yours' : 'unknown';
}

/** Every live job of every instance, oldest first. */
export async function listLive({ db, t }: Store, liveSince: Date): Promise<RunningJobView[]> {
  const r = t.runningJobs;
  const rows = await db.select().from(r).where(gte(r.heartbeatAt, liveSince)).orderBy(r.startedAt, r.id);
  return rows.map(({ cancelRequestedAt, cancelRequestedBy: _by, notice: _notice, ...row }) => ({
    ...row,
    cancelRequested: cancelRequestedAt !== null,
  }));
}
