/**
 * A bot's job registry on the job board: two instances' registries on one
 * database. A Cancel pressed on B for a job A runs stops it as a local Cancel
 * would (not as shutdown); the asker or an owner only; without a board the
 * registry answers for its own jobs only, as before instances shared them.
 */
import { describe, expect, it } from 'vitest';
import { type JobControl, type JobListing, JobRegistry } from '../../bots/shared/job-registry.js';
import { JobBoard } from '../../src/jobs/index.js';
import { untilTestTimeout } from '../support/test-deadline.js';
import { onEachBackend } from '../usage/helpers.js';

const OWNER = '9999';

/** A job that runs until it is aborted, and tells how it was stopped. */
function untilAborted() {
  let stopped: (job: JobControl) => void = () => {};
  const ended = new Promise<JobControl>((resolve) => {
    stopped = resolve;
  });
  const run = async (job: JobControl) => {
    job.progress?.(2048, 0.5);
    // A Cancel can come before the job has begun (while it is being listed).
    if (!job.signal.aborted)
      await new Promise((resolve) => job.signal.addEventListener('abort', resolve, { once: true }));
    stopped(job);
  };
  return { run, ended };
}

onEachBackend((temp) => {
  describe('JobRegistry with a job board', () => {
    it('stops a job of instance A when its Cancel is pressed on instance B', async () => {
      const where = await temp.fresh();
      const listing = async (instance: string): Promise<JobListing> => ({
        board: new JobBoard({ db: await temp.open(where), instance, pollMs: 50 }),
        platform: 'telegram',
        isOwner: (askerId) => askerId === OWNER,
      });
      const [onA, onB] = [await listing('a'), await listing('b')];
      const a = new JobRegistry((error) => {
        throw error;
      }, onA);
      const b = new JobRegistry((error) => {
        throw error;
      }, onB);

      const first = untilAborted();
      const started = a.start('1001', first.run, { title: 'Fixture', usageEventId: 7 });
      if (!started) throw new Error('not started');
      await expect
        .poll(async () => (await onB.board.list()).map((job) => job.id), untilTestTimeout())
        .toEqual([started.id]);
      expect((await onB.board.list())[0]).toMatchObject({ asker: 'telegram:1001', title: 'Fixture', usageEventId: 7 });

      expect(await b.cancel(started.id, '2002')).toBe('not_yours');
      expect(await b.cancel(started.id, '1001')).toBe('cancelled');
      const stopped = await first.ended;
      expect(stopped.signal.aborted).toBe(true);
      expect(stopped.stoppedByShutdown).toBe(false);
      await started.done;
      await expect.poll(() => onB.board.list(), untilTestTimeout()).toEqual([]);
      expect(await b.cancel(started.id, '1001')).toBe('unknown');

      // An owner's press on someone else's job: through the other instance, and on the one that runs it.
      const second = untilAborted();
      const other = b.start('1001', second.run);
      if (!other) throw new Error('not started');
      await expect.poll(async () => (await onA.board.list()).length, untilTestTimeout()).toBe(1);
      expect(await a.cancel(other.id, OWNER)).toBe('cancelled');
      await second.ended;
      const third = untilAborted();
      const local = a.start('1001', third.run);
      if (!local) throw new Error('not started');
      expect(await a.cancel(local.id, OWNER)).toBe('cancelled');
      await third.ended;
      await Promise.all([other.done, local.done]);
      await Promise.all([onA.board.close(), onB.board.close()]);
    });
  });
});

describe('JobRegistry without a job board', () => {
  it('knows only its own jobs without a board', async () => {
    const registry = new JobRegistry(() => {});
    const job = untilAborted();
    const started = registry.start('1001', job.run);
    if (!started) throw new Error('not started');
    expect(await registry.cancel('zzzzzzzz', '1001')).toBe('unknown');
    expect(await registry.cancel(started.id, '2002')).toBe('not_yours');
    expect(await registry.cancel(started.id, '1001')).toBe('cancelled');
    await started.done;
  });
});
