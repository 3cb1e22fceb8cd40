import { describe, expect, it } from 'vitest';
import type { UsageRequest, UsageService } from '../../src/usage/index.js';
import { alice, bob, download, info, manualClock, noLimits, onEachBackend } from './helpers.js';

async function run(
  service: UsageService,
  who: typeof alice,
  request: UsageRequest,
  outcome: 'ok' | 'error',
  bytes = 0,
) {
  const result = await service.begin(who, request);
  if (!result.ok) throw new Error(result.refusal.message);
  await result.ticket.finish({ outcome, bytes });
}

onEachBackend((temp) => {
  describe('summary and stats', () => {
    it('count today, the last 7 calendar days and all time', async () => {
      const clock = manualClock('2024-04-01T12:00:00Z');
      const limits = { ...noLimits, downloadsPerDay: 10 };
      const { service } = await temp.service({ limits, now: clock.now });

      await run(service, alice, download(), 'ok', 100); // 30 days ago
      clock.set('2024-04-24T23:59:59Z'); // 7 days ago: outside "today and the 6 days before"
      await run(service, alice, download(), 'ok', 200);
      clock.set('2024-04-25T00:00:00Z'); // 6 days ago: inside
      await run(service, alice, { ...download(), mediaPlatform: 'vimeo' }, 'ok', 400);
      clock.set('2024-05-01T09:00:00Z'); // today
      await run(service, alice, info(), 'ok');
      await run(service, alice, download(), 'error', 800); // failed: bytes count, download does not
      await run(service, alice, download(), 'ok', 1_600);
      clock.set('2024-05-01T09:30:00Z');
      await run(service, bob, { ...download(), mediaPlatform: 'vimeo' }, 'ok', 3_200);
      await run(service, bob, { action: 'download', url: 'https://x.example/' }, 'error', 0);

      expect(await service.summary(alice)).toEqual({
        identity: 'telegram:1001',
        isOwner: false,
        today: { downloads: 1, bytes: 2_400, infos: 1 },
        last7Days: { downloads: 2, bytes: 2_800, infos: 1 },
        allTime: { downloads: 4, bytes: 3_100, infos: 1 },
        limits,
        resetsAt: new Date('2024-05-02T00:00:00Z'),
      });
      expect(await service.summary({ platform: 'http', externalId: 'never-seen' })).toMatchObject({
        today: { downloads: 0, bytes: 0, infos: 0 },
        allTime: { downloads: 0, bytes: 0, infos: 0 },
      });

      const stats = await service.stats();
      expect(stats.users.map((u) => u.identity)).toEqual(['discord:2002', 'telegram:1001']);
      expect(stats.users[1]).toEqual({
        identity: 'telegram:1001',
        displayName: 'Alice',
        today: { downloads: 1, bytes: 2_400, infos: 1 },
        last7Days: { downloads: 2, bytes: 2_800, infos: 1 },
        allTime: { downloads: 4, bytes: 3_100, infos: 1 },
        lastSeenAt: new Date('2024-05-01T09:00:00Z'),
      });
      expect(stats.platforms).toEqual([
        { mediaPlatform: 'youtube', downloads: 3, bytes: 2_700 },
        { mediaPlatform: 'vimeo', downloads: 2, bytes: 3_600 },
        { mediaPlatform: 'unknown', downloads: 0, bytes: 0 },
      ]);
      expect(stats.totals).toEqual({
        users: 2,
        today: { downloads: 2, bytes: 5_600, infos: 1 },
        last7Days: { downloads: 3, bytes: 6_000, infos: 1 },
        allTime: { downloads: 5, bytes: 6_300, infos: 1 },
      });
    });

    it('are empty on a new database', async () => {
      const { service } = await temp.service();
      expect(await service.stats()).toEqual({
        users: [],
        platforms: [],
        totals: {
          users: 0,
          today: { downloads: 0, bytes: 0, infos: 0 },
          last7Days: { downloads: 0, bytes: 0, infos: 0 },
          allTime: { downloads: 0, bytes: 0, infos: 0 },
        },
      });
    });
  });
});
