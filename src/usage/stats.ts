import type { Store } from '../db/index.js';
import type { DayWindow } from './calendar-day.js';
import { countUsageByUser, downloadsByMediaPlatform, emptyCounts } from './counts.js';
import { identityKey } from './identity.js';
import { listUsers } from './store.js';
import type { UsageCounts, UsageStats, UserStats } from './types.js';

/**
 * Everyone's usage for `GET /api/usage` and `/stats`: today, the last 7 days
 * and all time per user, downloads per media platform, and the totals. Run it
 * in one read-only transaction so the periods and the totals agree.
 */
export async function collectStats(store: Store, day: DayWindow): Promise<UsageStats> {
  const today = await countUsageByUser(store, day.todayStart);
  const last7Days = await countUsageByUser(store, day.last7DaysStart);
  const allTime = await countUsageByUser(store);
  const users: UserStats[] = (await listUsers(store)).map((user) => ({
    identity: identityKey(user),
    displayName: user.displayName,
    today: today.get(user.id) ?? emptyCounts(),
    last7Days: last7Days.get(user.id) ?? emptyCounts(),
    allTime: allTime.get(user.id) ?? emptyCounts(),
    lastSeenAt: user.lastSeenAt,
  }));
  return {
    users,
    platforms: await downloadsByMediaPlatform(store),
    totals: {
      users: users.length,
      today: sumCounts(today.values()),
      last7Days: sumCounts(last7Days.values()),
      allTime: sumCounts(allTime.values()),
    },
  };
}

function sumCounts(all: Iterable<UsageCounts>): UsageCounts {
  const total = emptyCounts();
  for (const counts of all) {
    total.downloads += counts.downloads;
    total.bytes += counts.bytes;
    total.infos += counts.infos;
  }
  return total;
}
