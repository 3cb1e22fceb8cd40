import type { Translate } from '../../src/i18n/index.js';
import type { UsageCounts, UsageLimits, UsageStats, UsageSummary } from '../../src/usage/index.js';

/** `3 downloads, 12 MB, 1 lookup`. */
const counts = (t: Translate, c: UsageCounts) =>
  t('bot-usage-counts', { downloads: c.downloads, bytes: c.bytes, lookups: c.infos });

/** Whole seconds until a moment, at least one: what WAIT() in the catalogue says as `3 hr 12 min`. */
export function secondsUntil(when: Date, now: Date = new Date()): number {
  return Math.max(1, Math.ceil((when.getTime() - now.getTime()) / 1000));
}

function limitsText(t: Translate, limits: UsageLimits): string {
  const parts = [
    limits.downloadsPerDay && t('bot-limit-downloads-per-day', { count: limits.downloadsPerDay }),
    limits.mbPerDay && t('bot-limit-mb-per-day', { mb: limits.mbPerDay }),
    limits.infoPerMinute && t('bot-limit-lookups-per-minute', { count: limits.infoPerMinute }),
    limits.concurrentJobsPerUser && t('bot-limit-concurrent', { count: limits.concurrentJobsPerUser }),
    limits.maxDurationS && t('bot-limit-max-duration', { seconds: limits.maxDurationS }),
  ].filter(Boolean);
  return parts.length ? t('bot-limits', { list: parts.join(' · ') }) : t('bot-limits-none');
}

/** The answer to `/usage`: the asker's own counts and the limits that apply to them. */
export function usageText(t: Translate, summary: UsageSummary, now: Date = new Date()): string {
  return [
    t('bot-usage-title', { identity: summary.identity }),
    t('bot-usage-today', { counts: counts(t, summary.today) }),
    t('bot-usage-last-7-days', { counts: counts(t, summary.last7Days) }),
    t('bot-usage-all-time', { counts: counts(t, summary.allTime) }),
    '',
    summary.isOwner ? t('bot-usage-owner') : limitsText(t, summary.limits),
    t('bot-usage-resets', { seconds: secondsUntil(summary.resetsAt, now) }),
  ].join('\n');
}

/** Users listed by `/stats`, most recent first. */
const MAX_STATS_USERS = 30;

/** The answer to `/stats` (owners only), cut to `maxLength` characters (the platform's message limit). */
export function statsText(t: Translate, stats: UsageStats, maxLength: number): string {
  const lines = [
    t('bot-stats-users', { count: stats.totals.users }),
    t('bot-usage-today', { counts: counts(t, stats.totals.today) }),
    t('bot-usage-last-7-days', { counts: counts(t, stats.totals.last7Days) }),
    t('bot-usage-all-time', { counts: counts(t, stats.totals.allTime) }),
  ];
  if (stats.platforms.length) {
    lines.push('', t('bot-stats-sites'));
    for (const p of stats.platforms.slice(0, 10))
      lines.push(t('bot-stats-site', { site: p.mediaPlatform, downloads: p.downloads, bytes: p.bytes }));
  }
  if (stats.users.length) {
    lines.push('', t('bot-stats-users-heading'));
    for (const u of stats.users.slice(0, MAX_STATS_USERS)) {
      const args = {
        identity: u.identity,
        today: u.today.downloads,
        allTime: u.allTime.downloads,
        bytes: u.allTime.bytes,
      };
      lines.push(
        u.displayName
          ? t('bot-stats-user-named', { ...args, name: u.displayName.slice(0, 40) })
          : t('bot-stats-user', args),
      );
    }
    if (stats.users.length > MAX_STATS_USERS)
      lines.push(t('bot-stats-more', { count: stats.users.length - MAX_STATS_USERS }));
  }
  const text = lines.join('\n');
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1)}…`;
}
