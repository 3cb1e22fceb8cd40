import { sql } from 'drizzle-orm';
/**
 * LIMIT_MB_PER_DAY with downloads in flight: what a running download holds
 * (its reservation) counts as used for the others, on every connection.
 */
import { describe, expect, it } from 'vitest';
import {
  type BeginResult,
  downloadQuota,
  LimitReachedError,
  type Refusal,
  type UsageTicket,
} from '../../src/usage/index.js';
import { alice, bob, download, manualClock, noLimits, onEachBackend, owner, queryRow } from './helpers.js';

const MB = 1024 * 1024;
const fiveMb = { limits: { ...noLimits, mbPerDay: 5 } };

function admitted(result: BeginResult): UsageTicket {
  if (!result.ok) throw new Error(`expected admission, got ${result.refusal.code}: ${result.refusal.message}`);
  return result.ticket;
}

onEachBackend((temp, backend) => {
  describe('reservations against the MB per day', () => {
    it('lets only as many downloads of a known size start as fit, however many were admitted at once', async () => {
      const clock = manualClock('2024-05-01T18:00:00Z');
      const { service } = await temp.service({ ...fiveMb, now: clock.now });
      // Four admitted before any knows its size: none has sent a byte yet.
      const tickets: UsageTicket[] = [];
      for (let i = 0; i < 4; i += 1) tickets.push(admitted(await service.begin(alice, download())));
      // One after another, so which one fits is known: the first.
      const verdicts: (Refusal | null)[] = [];
      for (const ticket of tickets) verdicts.push(await ticket.reserveBytes(3 * MB));
      expect(verdicts[0]).toBeNull();
      for (const refusal of verdicts.slice(1)) {
        expect(refusal).toMatchObject({
          code: 'limit_mb_per_day',
          retryAfterS: 6 * 3600,
          limit: 5,
          resetsAt: new Date('2024-05-02T00:00:00Z'),
        });
        expect(refusal?.message).toBe(
          'You have used 3 of 5 MB today (3 MB of it held by downloads still running); this file (about 3 MB) needs about 1 MB more than is left; resets in 6 hr.',
        );
      }
      // A smaller one still fits beside it; a fifth admission sees the reservations as used.
      expect(admitted(await service.begin(alice, download())).bytesRemainingToday).toBe(2 * MB);
      expect(await tickets[1]?.reserveBytes(2 * MB)).toBeNull();
      const full = await service.begin(alice, download());
      expect(full.ok).toBe(false);
      if (!full.ok) {
        expect(full.refusal.message).toBe(
          'You have used 5 of 5 MB today (5 MB of it held by downloads still running); resets in 6 hr.',
        );
      }
      // Other users have their own day.
      expect(await admitted(await service.begin(bob, download())).reserveBytes(5 * MB)).toBeNull();
    });

    it('gives a download of unknown size what is left, grows a low estimate while there is room, and stops at the limit', async () => {
      const { service, handle } = await temp.service(fiveMb);
      const row = (id: number) =>
        queryRow(handle, sql`select bytes, reserved_bytes, outcome from usage_events where id = ${id}`);
      await admitted(await service.begin(alice, download())).finish({ outcome: 'ok', bytes: 1 * MB });

      const unknown = admitted(await service.begin(alice, download()));
      expect(await unknown.reserveBytes(undefined)).toBeNull();
      expect(await row(unknown.id)).toMatchObject({ reserved_bytes: 4 * MB, bytes: 0 });
      expect(await unknown.allowBytes(64 * 1024, 0)).toEqual({ ok: true, allowed: 4 * MB });
      // Nothing is left for another one while it runs.
      const other = await service.begin(alice, download());
      expect(other.ok).toBe(false);
      const stopped = await unknown.allowBytes(4 * MB + 1, 4 * MB);
      expect(stopped.ok).toBe(false);
      if (!stopped.ok) {
        expect(stopped.refusal.code).toBe('limit_mb_per_day');
        expect(stopped.refusal.message).toMatch(/^The download was stopped after 4 MB: it reached your limit of 5 MB/);
      }
      expect(await row(unknown.id)).toMatchObject({ bytes: 4 * MB, outcome: 'running' });
      await unknown.finish({ outcome: 'error', errorCode: 'limit_mb_per_day', bytes: 4 * MB });
    });

    it('grows a reservation that was too low in steps, and frees what an ended download did not use', async () => {
      const { service, handle } = await temp.service(fiveMb);
      const reservedOf = async (id: number) =>
        (
          await queryRow<{ reserved_bytes: number }>(
            handle,
            sql`select reserved_bytes from usage_events where id = ${id}`,
          )
        )?.reserved_bytes;
      const low = admitted(await service.begin(alice, download()));
      expect(await low.reserveBytes(1 * MB)).toBeNull();
      expect(await low.allowBytes(1 * MB + 10, 1 * MB)).toEqual({ ok: true, allowed: 2 * MB });
      expect(await reservedOf(low.id)).toBe(2 * MB);
      // A parallel one holds 3 MB: the first may grow only to the 2 MB that are its share.
      const parallel = admitted(await service.begin(alice, download()));
      expect(await parallel.reserveBytes(3 * MB)).toBeNull();
      expect((await low.allowBytes(2 * MB + 1, 2 * MB)).ok).toBe(false);
      // Ended with 1 MB sent: its reservation no longer counts, only what it sent.
      await low.finish({ outcome: 'ok', bytes: 1 * MB });
      expect(admitted(await service.begin(alice, download())).bytesRemainingToday).toBe(1 * MB);
      expect(await parallel.allowBytes(4 * MB, 3 * MB)).toEqual({ ok: true, allowed: 4 * MB });
    });

    it('does not limit owners, and is nothing when the limit is off', async () => {
      const limited = (await temp.service({ ...fiveMb, ownerIds: ['telegram:9999'] })).service;
      const ticket = admitted(await limited.begin(owner, download()));
      expect(await ticket.reserveBytes(50 * MB)).toBeNull();
      expect(await ticket.allowBytes(60 * MB, 0)).toEqual({ ok: true, allowed: Number.POSITIVE_INFINITY });
      const open = admitted(await (await temp.service()).service.begin(alice, download()));
      expect(await open.reserveBytes(50 * MB)).toBeNull();
    });

    it('holds across connections to the same file', async () => {
      const first = await temp.service(fiveMb);
      const second = await temp.service({ ...fiveMb, where: first.handle.where });
      const here = admitted(await first.service.begin(alice, download()));
      const there = admitted(await second.service.begin(alice, download()));
      expect(await here.reserveBytes(3 * MB)).toBeNull();
      expect((await there.reserveBytes(3 * MB))?.code).toBe('limit_mb_per_day');
      expect(await there.reserveBytes(2 * MB)).toBeNull();
      expect((await second.service.begin(alice, download())).ok).toBe(false);
    });

    it('lets exactly as many of many parallel reservations through as fit', async () => {
      const first = await temp.service(fiveMb);
      // PostgreSQL: two pools, as two instances have. SQLite: one connection, as one process has
      // (two in one thread would wait on each other's write lock); cross-process.test.ts races processes.
      const second = backend === 'postgres' ? await temp.service({ ...fiveMb, where: first.handle.where }) : first;
      const tickets: UsageTicket[] = [];
      for (const { service } of [first, second, first, second, first, second, first, second, first, second]) {
        tickets.push(admitted(await service.begin(alice, download())));
      }
      // All at once: on PostgreSQL each runs on its own pooled connection, and only the
      // per-user lock keeps two from reading the same bytes left and both taking them.
      const verdicts = await Promise.all(tickets.map((ticket) => ticket.reserveBytes(1 * MB)));
      expect(verdicts.filter((v) => v === null)).toHaveLength(5);
      expect(verdicts.filter((v) => v?.code === 'limit_mb_per_day')).toHaveLength(5);
    });

    it('downloadQuota throws the refusal as a LimitReachedError carrying the bytes sent', async () => {
      const { service } = await temp.service({ limits: { ...noLimits, mbPerDay: 1 } });
      const quota = downloadQuota(admitted(await service.begin(alice, download())));
      await quota.admit(undefined);
      expect(await quota.extend(MB, 0)).toBe(MB);
      const thrown = await quota.extend(MB + 1, MB).catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(LimitReachedError);
      expect(thrown).toMatchObject({ code: 'limit_mb_per_day', bytesSent: MB });
      const refused = downloadQuota(admitted(await service.begin(bob, download())));
      await expect(refused.admit(2 * MB)).rejects.toThrow(
        /used 0 of 1 MB today; this file \(about 2 MB\) needs about 1 MB more than is left/,
      );
    });
  });
});
