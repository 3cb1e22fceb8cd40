import type { UsageCounts, UsageLimits, UsageStats, UsageSummary } from '../../src/usage/index.js';
import { formatBytes, formatDuration } from './texts.js';

/** `3 downloads, 12 MB, 1 lookup`. */
const counts = (c: UsageCounts) =>
  `${c.downloads} download${c.downloads === 1 ? '' : 's'}, ${formatBytes(c.bytes)}, ${c.infos} lookup${c.infos === 1 ? '' : 's'}`;

/** "3 h 12 min", "45 min", "1 min": how long until a moment. */
export function untilText(when: Date, now: Date = new Date()): string {
  const minutes = Math.max(1, Math.ceil((when.getTime() - now.getTime()) / 60_000));
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes} min`;
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

function limitsText(limits: UsageLimits): string {
  const parts = [
    limits.downloadsPerDay && `${limits.downloadsPerDay} downloads a day`,
    limits.mbPerDay && `${limits.mbPerDay} MB a day`,
    limits.infoPerMinute && `${limits.infoPerMinute} lookups a minute`,
    limits.concurrentJobsPerUser && `${limits.concurrentJobsPerUser} downloads at a time`,
    limits.maxDurationS && `media up to ${formatDuration(limits.maxDurationS)} long`,
  ].filter(Boolean);
  return parts.length ? `Limits: ${parts.join(' · ')}.` : 'No limits are set.';
}

/** The answer to `/usage`: the asker's own counts and the limits that apply to them. */
export function usageText(summary: UsageSummary, now: Date = new Date()): string {
  return [
    `Your usage (${summary.identity})`,
    `Today: ${counts(summary.today)}`,
    `Last 7 days: ${counts(summary.last7Days)}`,
    `All time: ${counts(summary.allTime)}`,
    '',
    summary.isOwner ? 'You are an owner: no limits apply to you.' : limitsText(summary.limits),
    `Today's counts reset in ${untilText(summary.resetsAt, now)}.`,
  ].join('\n');
}

/** Users listed by `/stats`, most recent first. */
const MAX_STATS_USERS = 30;

/** The answer to `/stats` (owners only), cut to `maxLength` characters (the platform's message limit). */
export function statsText(stats: UsageStats, maxLength: number): string {
  const lines = [
    `Users: ${stats.totals.users}`,
    `Today: ${counts(stats.totals.today)}`,
    `Last 7 days: ${counts(stats.totals.last7Days)}`,
    `All time: ${counts(stats.totals.allTime)}`,
  ];
  if (stats.platforms.length) {
    lines.push('', 'Sites:');
    for (const p of stats.platforms.slice(0, 10))
      lines.push(`${p.mediaPlatform}: ${p.downloads} downloads, ${formatBytes(p.bytes)}`);
  }
  if (stats.users.length) {
    lines.push('', 'Users (most recent first), today / all time:');
    for (const u of stats.users.slice(0, MAX_STATS_USERS)) {
      const name = u.displayName ? ` ${u.displayName.slice(0, 40)}` : '';
      lines.push(
        `${u.identity}${name}: ${u.today.downloads} / ${u.allTime.downloads} downloads, ${formatBytes(u.allTime.bytes)}`,
      );
    }
    if (stats.users.length > MAX_STATS_USERS) lines.push(`… and ${stats.users.length - MAX_STATS_USERS} more`);
  }
  const text = lines.join('\n');
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1)}…`;
}
