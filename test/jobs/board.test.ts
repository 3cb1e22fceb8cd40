/**
 * The running jobs board (src/jobs): two instances as two handles on one
 * database, on SQLite (one file, as PM2's workers share it) and PostgreSQL.
 * A job listed by A is cancelled through B and A stops it within its poll;
 * only the asker or an owner may; ended and dead instances' jobs are unknown.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JobBoard, type JobStart } from '../../src/jobs/index.js';
import { untilTestTimeout } from '../support/test-deadline.js';
import { onEachBackend, queryRows, type TempDatabases } from '../usage/helpers.js';

const ALICE = 'telegram:1001';
const BOB = 'telegram:2002';
const POLL_MS = 50;

/** A job whose abort resolves `aborted`, so a test waits for the stop itself. */
function stoppable(extra: Partial<JobStart> = {}) {
  let resolve: (at: number) => void = () => {};
  const aborted = new Promise<number>((r) => {
    resolve = r;
  });
  const job: JobStart = {
    surface: 'telegram',
    kind: 'download',
    asker: ALICE,
    title: 'Fixture Video',
    abort: () => resolve(Date.now()),
    ...extra,
  };
  return { job, aborted };
}

/** Two instances' boards on one database. */
async function twoInstances(temp: TempDatabases, options: { now?: () => Date; staleMs?: number } = {}) {
  const where = await temp.fresh();
  const [dbA, dbB] = [await temp.open(where), await temp.open(where)];
  const board = (db: typeof dbA, instance: string) =>
    new JobBoard({ db, instance, pollMs: POLL_MS, heartbeatMs: POLL_MS, ...options });
  return { a: board(dbA, 'inst-a'), b: board(dbB, 'inst-b'), dbA };
}

onEachBackend((temp) => {
  describe('JobBoard', () => {
    it('stops a job of instance A when B is asked to cancel it, within A’s poll', async () => {
      const { a, b } = await twoInstances(temp);
      const { job, aborted } = stoppable();
      const listed = a.add(job);
      await listed.listed;

      const asked = Date.now();
      expect(await b.cancel(listed.id, { identity: ALICE, owner: false })).toBe('cancelled');
      const stoppedAt = await aborted;
      // One poll and its query; a second is the design's promise, with room for a busy machine.
      expect(stoppedAt - asked).toBeLessThan(1_000);
      await listed.end();
      expect(await b.cancel(listed.id, { identity: ALICE, owner: false })).toBe('unknown');
      await a.close();
      await b.close();
    });

    it('lets only the asker or an owner cancel, through either instance', async () => {
      const { a, b } = await twoInstances(temp);
      let aborts = 0;
      const listed = a.add({ ...stoppable().job, abort: () => void aborts++ });
      await listed.listed;
      expect(await b.cancel(listed.id, { identity: BOB, owner: false })).toBe('not_yours');
      expect(await a.cancel(listed.id, { identity: BOB, owner: false })).toBe('not_yours');
      // An owner may: here through the instance that runs it, which stops it at once, without the database.
      expect(await a.cancel(listed.id, { identity: 'telegram:9999', owner: true })).toBe('cancelled');
      expect(aborts).toBe(1);

      const other = stoppable();
      const second = a.add(other.job);
      await second.listed;
      expect(await b.cancel(second.id, { identity: 'discord:7', owner: true })).toBe('cancelled');
      await other.aborted;
      await Promise.all([listed.end(), second.end()]);
      await Promise.all([a.close(), b.close()]);
    });

    it('calls a job’s abort once, however often a cancel is asked for', async () => {
      const { a, b } = await twoInstances(temp);
      let aborts = 0;
      const listed = a.add({ ...stoppable().job, abort: () => void aborts++ });
      await listed.listed;
      expect(await b.cancel(listed.id, { identity: ALICE, owner: false })).toBe('cancelled');
      expect(await b.cancel(listed.id, { identity: ALICE, owner: false })).toBe('cancelled');
      expect(await a.cancel(listed.id, { identity: ALICE, owner: false })).toBe('cancelled');
      await expect.poll(() => aborts, untilTestTimeout()).toBe(1);
      await listed.end();
      await Promise.all([a.close(), b.close()]);
    });

    it('answers unknown for malformed ids and ids no instance runs', async () => {
      const { a, b } = await twoInstances(temp);
      for (const id of ['', 'x', "a'; drop table running_jobs; --", 'z'.repeat(33), 'zzzzzzzz']) {
        expect(await b.cancel(id, { identity: ALICE, owner: true })).toBe('unknown');
      }
      await Promise.all([a.close(), b.close()]);
    });

    it('lists every instance’s jobs with their asker, surface and progress, and forgets ended ones', async () => {
      const { a, b } = await twoInstances(temp);
      const onA = a.add(stoppable({ title: 'On A' }).job);
      const onB = b.add(stoppable({ surface: 'discord', asker: 'discord:7', kind: 'playlist', title: undefined }).job);
      await Promise.all([onA.listed, onB.listed]);
      onA.progress(123_456, 0.425);
      await expect
        .poll(async () => (await b.list()).find((job) => job.id === onA.id)?.bytes, untilTestTimeout())
        .toBe(123_456);
      // Oldest first; these two may have started in the same millisecond.
      const listed = (await b.list()).sort((x, y) => x.instance.localeCompare(y.instance));
      expect(
        listed.map(({ id, instance, surface, kind, asker, title }) => ({ id, instance, surface, kind, asker, title })),
      ).toEqual([
        { id: onA.id, instance: 'inst-a', surface: 'telegram', kind: 'download', asker: ALICE, title: 'On A' },
        { id: onB.id, instance: 'inst-b', surface: 'discord', kind: 'playlist', asker: 'discord:7', title: null },
      ]);
      expect(listed[0]?.percent).toBe(42);
      expect(listed[0]?.cancelRequested).toBe(false);
      await onA.end();
      expect((await a.list()).map((job) => job.id)).toEqual([onB.id]);
      await onB.end();
      await Promise.all([a.close(), b.close()]);
    });

    it('ignores the rows of an instance that stopped vouching for them, and clears its own at start', async () => {
      let now = Date.UTC(2026, 0, 1);
      const clock = () => new Date(now);
      const { b, dbA } = await twoInstances(temp, { now: clock, staleMs: 30_000 });
      // What a killed instance leaves: a row nobody will vouch for or end.
      await dbA.db.insert(dbA.t.runningJobs).values({
        id: 'leftover1',
        instance: 'inst-dead',
        surface: 'http',
        kind: 'download',
        asker: ALICE,
        title: null,
        usageEventId: null,
        startedAt: clock(),
        heartbeatAt: clock(),
      });
      expect((await b.list()).map((row) => row.id)).toEqual(['leftover1']);
      now += 30_001;
      // Thirty seconds without a heartbeat: it blocks nothing, and a Cancel on it is told the job ended.
      expect(await b.list()).toEqual([]);
      expect(await b.cancel('leftover1', { identity: ALICE, owner: false })).toBe('unknown');

      // The instance comes back under the same id: its start removes what its killed run left.
      const again = new JobBoard({ db: dbA, instance: 'inst-dead', now: clock });
      expect(await again.start()).toBe(1);
      expect(await queryRows(dbA, sql`select id from running_jobs`)).toEqual([]);
      await Promise.all([again.close(), b.close()]);
    });

    it('sweeps rows stale for ten minutes, whoever starts', async () => {
      let now = Date.UTC(2026, 0, 1);
      const clock = () => new Date(now);
      const { b, dbA } = await twoInstances(temp, { now: clock });
      const row = { instance: 'inst-dead', surface: 'web', kind: 'download', asker: ALICE } as const;
      const at = clock();
      await dbA.db.insert(dbA.t.runningJobs).values({ id: 'deadrow1', ...row, startedAt: at, heartbeatAt: at });
      now += 10 * 60_000;
      await dbA.db
        .insert(dbA.t.runningJobs)
        .values({ id: 'deadrow2', ...row, startedAt: clock(), heartbeatAt: clock() });
      now += 1;
      // B's start sweeps the row dead for ten minutes; the younger one may yet come back to life.
      expect(await b.start()).toBe(0);
      expect(await queryRows(dbA, sql`select id from running_jobs`)).toEqual([{ id: 'deadrow2' }]);
      await b.close();
    });
  });
});
