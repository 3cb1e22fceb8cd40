import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BeginResult, Refusal, UsageTicket } from '../../src/usage/index.js';
import { alice, bob, download, info, manualClock, noLimits, onEachBackend, owner, queryRow } from './helpers.js';

const MB = 1024 * 1024;

function admitted(result: BeginResult): UsageTicket {
  if (!result.ok) throw new Error(`expected admission, got ${result.refusal.code}: ${result.refusal.message}`);
  return result.ticket;
}

function refused(result: BeginResult): Refusal {
  if (result.ok) throw new Error('expected a refusal');
  return result.refusal;
}

onEachBackend((temp) => {
  describe('downloads per day', () => {
    it('admits exactly N downloads, then refuses until midnight UTC', async () => {
      const clock = manualClock('2024-05-01T12:00:00Z');
      const { service } = await temp.service({ limits: { ...noLimits, downloadsPerDay: 3 }, now: clock.now });
      for (let i = 0; i < 3; i += 1)
        await admitted(await service.begin(alice, download())).finish({ outcome: 'ok', bytes: 10 });

      const refusal = refused(await service.begin(alice, download()));
      expect(refusal).toEqual({
        code: 'limit_downloads_per_day',
        message: 'You have used 3 of 3 downloads today; resets in 12 hr.',
        sentence: expect.objectContaining({ key: 'refusal-downloads-per-day' }),
        retryAfterS: 12 * 3600,
        used: 3,
        limit: 3,
        resetsAt: new Date('2024-05-02T00:00:00Z'),
      });
      // Other users and info requests are not affected.
      admitted(await service.begin(bob, download()));
      admitted(await service.begin(alice, info()));

      clock.set('2024-05-01T20:47:30Z');
      expect(refused(await service.begin(alice, download())).message).toBe(
        'You have used 3 of 3 downloads today; resets in 3 hr 13 min.',
      );
      clock.set('2024-05-01T23:59:31Z');
      expect(refused(await service.begin(alice, download()))).toMatchObject({
        retryAfterS: 29,
        message: expect.stringMatching(/resets in 29 sec\.$/),
      });

      clock.set('2024-05-02T00:00:00Z');
      admitted(await service.begin(alice, download()));
    });

    it('counts running downloads but not failed, cancelled or interrupted ones', async () => {
      const { service } = await temp.service({ limits: { ...noLimits, downloadsPerDay: 2 } });
      await admitted(await service.begin(alice, download())).finish({
        outcome: 'error',
        errorCode: 'media_unavailable',
      });
      await admitted(await service.begin(alice, download())).finish({ outcome: 'cancelled' });
      admitted(await service.begin(alice, download())); // still running: counts
      await service.closeInterrupted(); // the running one becomes interrupted: no longer counts
      admitted(await service.begin(alice, download()));
      await admitted(await service.begin(alice, download())).finish({ outcome: 'ok' });
      expect(refused(await service.begin(alice, download())).code).toBe('limit_downloads_per_day');
    });

    it('resets at midnight in the configured zone, not UTC', async () => {
      // 23:00 on 9 March in New York (EST, UTC−5).
      const clock = manualClock('2024-03-10T04:00:00Z');
      const { service } = await temp.service({
        limits: { ...noLimits, downloadsPerDay: 1 },
        timeZone: 'America/New_York',
        now: clock.now,
      });
      await admitted(await service.begin(alice, download())).finish({ outcome: 'ok' });
      expect(refused(await service.begin(alice, download()))).toMatchObject({
        retryAfterS: 3600,
        resetsAt: new Date('2024-03-10T05:00:00Z'),
        message: 'You have used 1 of 1 download today; resets in 1 hr.',
      });

      // Local midnight: a new day although UTC is long past its own midnight.
      clock.set('2024-03-10T05:00:00Z');
      await admitted(await service.begin(alice, download())).finish({ outcome: 'ok' });

      // Noon EDT on the day DST started: that day has 23 hours, so the next
      // midnight is 04:00 UTC, 16 hours away rather than 17.
      clock.set('2024-03-10T16:00:00Z');
      expect(refused(await service.begin(alice, download()))).toMatchObject({
        retryAfterS: 12 * 3600,
        resetsAt: new Date('2024-03-11T04:00:00Z'),
      });
      clock.set('2024-03-11T03:59:59Z');
      expect(refused(await service.begin(alice, download())).retryAfterS).toBe(1);
      clock.set('2024-03-11T04:00:00Z');
      admitted(await service.begin(alice, download()));
    });
  });

  describe('MB per day', () => {
    it('counts the bytes of every download, whatever its outcome, and refuses once the limit is reached', async () => {
      const clock = manualClock('2024-05-01T18:00:00Z');
      const { service } = await temp.service({ limits: { ...noLimits, mbPerDay: 2 }, now: clock.now });

      const first = admitted(await service.begin(alice, download()));
      expect(first.bytesRemainingToday).toBe(2 * MB);
      await first.addBytes(0.5 * MB);
      await first.addBytes(0.5 * MB);
      await first.finish({ outcome: 'error', errorCode: 'timeout' }); // bytes stay counted

      const second = admitted(await service.begin(alice, download()));
      expect(second.bytesRemainingToday).toBe(1 * MB);
      await second.finish({ outcome: 'ok', bytes: 1.5 * MB });

      expect(refused(await service.begin(alice, download()))).toEqual({
        code: 'limit_mb_per_day',
        message: 'You have used 2.5 of 2 MB today; resets in 6 hr.',
        sentence: expect.objectContaining({ key: 'refusal-mb-per-day' }),
        retryAfterS: 6 * 3600,
        used: 2.5,
        limit: 2,
        resetsAt: new Date('2024-05-02T00:00:00Z'),
      });
      // Info requests transfer no media and are not limited by MB.
      admitted(await service.begin(alice, info()));
      clock.set('2024-05-02T00:00:01Z');
      expect(admitted(await service.begin(alice, download())).bytesRemainingToday).toBe(2 * MB);
    });

    it('admits a download while under the limit by a single byte', async () => {
      const { service } = await temp.service({ limits: { ...noLimits, mbPerDay: 1 } });
      await admitted(await service.begin(alice, download())).finish({ outcome: 'ok', bytes: MB - 1 });
      expect(admitted(await service.begin(alice, download())).bytesRemainingToday).toBe(1);
    });
  });

  describe('info requests per minute', () => {
    it('uses a sliding 60-second window and says when the oldest request ages out', async () => {
      const clock = manualClock('2024-05-01T10:00:00Z');
      const { service } = await temp.service({ limits: { ...noLimits, infoPerMinute: 3 }, now: clock.now });
      await admitted(await service.begin(alice, info())).finish({ outcome: 'ok' }); // t = 0
      clock.advance(10_000);
      await admitted(await service.begin(alice, info())).finish({ outcome: 'error', errorCode: 'unsupported_url' }); // t = 10
      clock.advance(10_000);
      admitted(await service.begin(alice, info())); // t = 20, still running

      clock.advance(10_000); // t = 30
      expect(refused(await service.begin(alice, info()))).toEqual({
        code: 'limit_info_per_minute',
        message: 'You have made 3 of 3 link lookups allowed per minute; try again in 30 sec.',
        sentence: expect.objectContaining({ key: 'refusal-info-per-minute' }),
        retryAfterS: 30,
        used: 3,
        limit: 3,
        resetsAt: new Date('2024-05-01T10:01:00Z'),
      });
      // Downloads are not info requests.
      admitted(await service.begin(alice, download()));

      clock.set('2024-05-01T10:00:59.999Z');
      expect(refused(await service.begin(alice, info())).retryAfterS).toBe(1);
      clock.set('2024-05-01T10:01:00Z'); // the t = 0 request leaves the window
      admitted(await service.begin(alice, info()));
      clock.advance(1_000); // window now holds t = 10, 20, 60
      expect(refused(await service.begin(alice, info())).retryAfterS).toBe(9);
    });
  });

  describe('concurrent downloads per user', () => {
    it('admits exactly the limit out of 20 parallel begins', async () => {
      const { service, handle } = await temp.service({ limits: { ...noLimits, concurrentJobsPerUser: 3 } });
      const results = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => service.begin(alice, download(`https://e.com/${i}`))),
      );
      const tickets = results.filter((r) => r.ok).map(admitted);
      const refusals = results.filter((r) => !r.ok).map(refused);
      expect(tickets).toHaveLength(3);
      expect(refusals).toHaveLength(17);
      expect(refusals[0]).toEqual({
        code: 'limit_concurrent_jobs',
        message: 'You already have 3 downloads running, the most allowed at once; try again when one finishes.',
        sentence: expect.objectContaining({ key: 'refusal-concurrent-jobs' }),
        retryAfterS: 30,
        used: 3,
        limit: 3,
      });
      expect(await queryRow(handle, sql`select count(*) as n from usage_events where outcome = 'running'`)).toEqual({
        n: 3,
      });

      // Info requests are not jobs in this sense, and other users have their own quota.
      admitted(await service.begin(alice, info()));
      admitted(await service.begin(bob, download()));

      await tickets[0]?.finish({ outcome: 'ok' });
      admitted(await service.begin(alice, download()));
      expect(refused(await service.begin(alice, download())).code).toBe('limit_concurrent_jobs');
    });
  });

  describe('maximum media duration', () => {
    it('refuses media longer than the limit at begin and in checkDuration', async () => {
      const { service } = await temp.service({ limits: { ...noLimits, maxDurationS: 600 } });
      admitted(await service.begin(alice, download(undefined, { durationSeconds: 600 })));
      admitted(await service.begin(alice, download())); // unknown duration: admitted
      const refusal = refused(await service.begin(alice, download(undefined, { durationSeconds: 600.4 })));
      expect(refusal).toEqual({
        code: 'limit_max_duration',
        message: 'This media lasts 10:01, longer than the 10:00 allowed.',
        sentence: expect.objectContaining({ key: 'refusal-max-duration' }),
        used: 601,
        limit: 600,
      });
      expect(refused(await service.begin(alice, info(undefined, { durationSeconds: 3725 }))).message).toBe(
        'This media lasts 1:02:05, longer than the 10:00 allowed.',
      );

      expect(service.checkDuration(alice, 599)).toBeNull();
      expect(service.checkDuration(alice, 7200)).toMatchObject({ code: 'limit_max_duration', used: 7200, limit: 600 });
    });

    it('is off when 0', async () => {
      const { service } = await temp.service();
      expect(service.checkDuration(alice, 1e7)).toBeNull();
      admitted(await service.begin(alice, download(undefined, { durationSeconds: 1e7 })));
    });
  });

  describe('owners', () => {
    it('bypass every limit but are still recorded', async () => {
      const { service } = await temp.service({
        limits: { downloadsPerDay: 1, mbPerDay: 1, infoPerMinute: 1, concurrentJobsPerUser: 1, maxDurationS: 60 },
        ownerIds: ['telegram:9999'],
      });
      for (let i = 0; i < 5; i += 1) {
        const ticket = admitted(await service.begin(owner, download(undefined, { durationSeconds: 3600 })));
        expect(ticket.bytesRemainingToday).toBeNull();
        await ticket.setBytes(5 * MB); // left running on purpose: concurrency does not apply either
        admitted(await service.begin(owner, info()));
      }
      expect(service.checkDuration(owner, 1e6)).toBeNull();
      expect(service.isOwner(owner)).toBe(true);
      expect(service.isOwner(alice)).toBe(false);
      expect(await service.summary(owner)).toMatchObject({
        isOwner: true,
        today: { downloads: 5, infos: 5, bytes: 25 * MB },
      });

      admitted(await service.begin(alice, download()));
      expect(refused(await service.begin(alice, download())).code).toBe('limit_concurrent_jobs');
    });
  });

  describe('refusals', () => {
    it('are not recorded as usage', async () => {
      const { service, handle } = await temp.service({ limits: { ...noLimits, downloadsPerDay: 1 } });
      await admitted(await service.begin(alice, download())).finish({ outcome: 'ok' });
      for (let i = 0; i < 5; i += 1) refused(await service.begin(alice, download()));
      expect(await queryRow(handle, sql`select count(*) as n from usage_events`)).toEqual({ n: 1 });
    });
  });
});
