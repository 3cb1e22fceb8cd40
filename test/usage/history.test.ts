/**
 * The owner's dashboard's history (src/usage/history.ts) on SQLite and on the
 * run's real PostgreSQL: downloads per calendar day in the limits' time zone
 * (30 days, today last, empty days as zeros), per site and user, by outcome
 * and error code, and the time to first byte each row keeps.
 */
import { describe, expect, it } from 'vitest';
import { percentile } from '../../src/usage/history.js';
import type { Identity, UsageService } from '../../src/usage/index.js';
import { alice, bob, download, info, manualClock, onEachBackend } from './helpers.js';

const carol: Identity = { platform: 'http', externalId: 'carol' };

/** A download that sends its first byte `firstByteMs` after it starts (none when undefined), then ends. */
async function run(
  service: UsageService,
  clock: ReturnType<typeof manualClock>,
  who: Identity,
  end: { outcome: 'ok' | 'error' | 'cancelled'; bytes?: number; errorCode?: string; site?: string },
  firstByteMs?: number,
) {
  const begun = await service.begin(who, { ...download(), mediaPlatform: end.site ?? 'youtube' });
  if (!begun.ok) throw new Error(begun.refusal.message);
  if (firstByteMs !== undefined) {
    clock.advance(firstByteMs);
    begun.ticket.firstByte();
  }
  await begun.ticket.finish({ outcome: end.outcome, bytes: end.bytes ?? 0, errorCode: end.errorCode });
}

onEachBackend((temp) => {
  describe('dashboard history', () => {
    it('folds 30 days in the time zone of the limits, with sites, users, outcomes, error codes and first bytes', async () => {
      // Tokyo is UTC+9: 2024-05-01T16:00Z is already 2 May there.
      const clock = manualClock('2024-03-01T00:00:00Z');
      const { service } = await temp.service({ now: clock.now, timeZone: 'Asia/Tokyo' });

      await run(service, clock, alice, { outcome: 'ok', bytes: 999 }, 10); // two months ago: outside
      clock.set('2024-04-03T15:00:00Z'); // 4 April in Tokyo: the first of the 30 days up to 3 May
      await run(service, clock, bob, { outcome: 'ok', bytes: 100, site: 'vimeo' }, 400);
      clock.set('2024-05-01T14:59:00Z'); // 1 May, 23:59 in Tokyo
      await run(service, clock, alice, { outcome: 'ok', bytes: 1_000 }, 100);
      clock.set('2024-05-01T15:00:00Z'); // 2 May, 00:00 in Tokyo
      await run(service, clock, alice, { outcome: 'ok', bytes: 2_000 }, 200);
      await run(service, clock, alice, { outcome: 'error', bytes: 50, errorCode: 'download_failed' });
      const lookup = await service.begin(alice, info()); // lookups are not downloads
      if (lookup.ok) await lookup.ticket.finish({ outcome: 'ok' });
      clock.set('2024-05-03T01:00:00Z'); // today: 3 May in Tokyo
      await run(service, clock, carol, { outcome: 'ok', bytes: 4_000 }, 300);
      await run(service, clock, carol, { outcome: 'error', errorCode: 'unsupported_url', site: 'generic' });
      await run(service, clock, carol, { outcome: 'error', errorCode: 'download_failed' });
      await run(service, clock, bob, { outcome: 'cancelled', bytes: 10, site: 'vimeo' }, 1_000);
      const running = await service.begin(bob, download());

      const history = await service.history(30);
      expect(history.days).toHaveLength(30);
      expect(history.days[0]).toEqual({
        day: '2024-04-04',
        downloads: 1,
        bytes: 100,
        failed: 0,
        firstByteP50Ms: 400,
        firstByteP90Ms: 400,
      });
      const byDay = new Map(history.days.map((day) => [day.day, day]));
      expect(byDay.get('2024-05-01')).toMatchObject({ downloads: 1, bytes: 1_000, failed: 0, firstByteP50Ms: 100 });
      expect(byDay.get('2024-05-02')).toMatchObject({ downloads: 1, bytes: 2_050, failed: 1, firstByteP50Ms: 200 });
      expect(history.days.at(-1)).toEqual({
        day: '2024-05-03',
        downloads: 1,
        bytes: 4_010,
        failed: 2,
        // 300 and 1000: the median by nearest rank is the first, the 90th the second.
        firstByteP50Ms: 300,
        firstByteP90Ms: 1_000,
      });
      expect(byDay.get('2024-04-20')).toEqual({
        day: '2024-04-20',
        downloads: 0,
        bytes: 0,
        failed: 0,
        firstByteP50Ms: null,
        firstByteP90Ms: null,
      });
      expect(history.sites).toEqual([
        { site: 'youtube', downloads: 3, bytes: 7_050 },
        { site: 'vimeo', downloads: 1, bytes: 110 },
        { site: 'generic', downloads: 0, bytes: 0 },
      ]);
      expect(history.users).toEqual([
        { identity: 'telegram:1001', displayName: 'Alice', downloads: 2, bytes: 3_050 },
        // As many downloads: more bytes first.
        { identity: 'http:carol', displayName: null, downloads: 1, bytes: 4_000 },
        { identity: 'discord:2002', displayName: 'Bob', downloads: 1, bytes: 110 },
      ]);
      expect(history.outcomes).toEqual([
        { outcome: 'ok', count: 4 },
        { outcome: 'error', count: 3 },
        { outcome: 'cancelled', count: 1 },
        { outcome: 'running', count: 1 },
      ]);
      expect(history.errorCodes).toEqual([
        { code: 'download_failed', count: 2 },
        { code: 'unsupported_url', count: 1 },
      ]);
      expect(history.firstByte).toEqual({ count: 5, p50Ms: 300, p90Ms: 1_000, p99Ms: 1_000 });

      expect(await service.displayNames(['discord:2002', 'http:carol', 'not a key', 'telegram:404'])).toEqual(
        new Map([['discord:2002', 'Bob']]),
      );
      if (running.ok) await running.ticket.finish({ outcome: 'cancelled' });
    });

    it('is 30 empty days on a new database', async () => {
      const { service } = await temp.service({ now: () => new Date('2024-01-31T12:00:00Z') });
      const history = await service.history(30);
      expect(history.days.map((day) => day.day)).toEqual(
        Array.from({ length: 30 }, (_, i) => `2024-01-${String(i + 2).padStart(2, '0')}`),
      );
      expect(history.days.every((day) => day.downloads === 0 && day.firstByteP50Ms === null)).toBe(true);
      expect(history).toMatchObject({ sites: [], users: [], outcomes: [], errorCodes: [] });
      expect(history.firstByte).toEqual({ count: 0, p50Ms: null, p90Ms: null, p99Ms: null });
    });
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([50, 90, 99, 100].map((p) => percentile(hundred, p))).toEqual([50, 90, 99, 100]);
    expect(percentile([7], 50)).toBe(7);
    expect(percentile([1, 2], 50)).toBe(1);
    expect(percentile([1, 2], 90)).toBe(2);
    expect(percentile([], 50)).toBeNull();
  });
});
