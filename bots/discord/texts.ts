import { displayTitle } from '../../src/media/filename.js';
import type { DownloadProgress, MediaInfo } from '../../src/media/types.js';
import type { UsageCounts, UsageStats, UsageSummary } from '../../src/usage/index.js';
import { formatBytes, formatDuration } from '../shared/texts.js';
import type { DownloadChoice } from './choices.js';

/** Discord-specific sentences; the platform-neutral ones are in bots/shared/texts.ts. */

export const NOT_YOUR_CARD = 'This card is not yours: use /download to get your own.';
export const CARD_EXPIRED = 'This card has expired. Send the link again for a fresh one.';
export const NO_LINK_IN_MESSAGE = 'That message has no link I could download from.';
export const OWNER_ONLY = 'Only the owner of this bot can see the statistics.';
export const OWNER_ONLY_UPDATE = 'Only the owner of this bot can update yt-dlp.';
export const CHOOSE_FORMAT = 'Choose a format:';

export function preparingText(choice: DownloadChoice): string {
  return `⏳ Preparing ${choice.label}…`;
}

export function progressText(choice: DownloadChoice, progress: DownloadProgress): string {
  const verb = progress.phase === 'converting' ? 'Converting' : 'Downloading';
  const percent = progress.fraction !== undefined ? ` ${Math.round(progress.fraction * 100)}%` : '';
  const bytes = progress.bytes > 0 ? ` · ${formatBytes(progress.bytes)}` : '';
  return `⏳ ${verb} ${choice.label}…${percent}${bytes}`;
}

export function uploadingText(choice: DownloadChoice, bytes: number): string {
  return `📤 Uploading ${choice.label} (${formatBytes(bytes)})…`;
}

export function deliveredText(choice: DownloadChoice, bytes: number): string {
  return `✅ ${choice.label} · ${formatBytes(bytes)}`;
}

/** For a job that outlived its interaction token and ends in a plain channel message. */
export function lateDeliveryText(userId: string, info: MediaInfo, text: string): string {
  return `<@${userId}> ${displayTitle(info.title)}: ${text}`;
}

/** The answer for a file over the upload limit: the direct link when there is one, else why not. */
export function overLimitText(choice: DownloadChoice, limitBytes: number, link: string | undefined): string {
  const size = choice.approxBytes !== undefined ? `about ${formatBytes(choice.approxBytes)}` : 'larger than that';
  const limit = `Discord lets me upload at most ${formatBytes(limitBytes)} here`;
  if (link) return `${limit}, and ${choice.label} is ${size}. Download it directly instead: ${link}`;
  return `${limit}, and ${choice.label} is ${size}. Choose a smaller format or MP3.`;
}

/** The card's subtitle under the embed. */
export function cardFooter(limitBytes: number, hasLink: boolean): string {
  const over = hasLink ? 'larger formats come as a download link' : 'larger formats cannot be sent here';
  return `Upload limit here: ${formatBytes(limitBytes)} (${over}).`;
}

function countsLine(label: string, counts: UsageCounts): string {
  return `${label}: ${counts.downloads} downloads, ${formatBytes(counts.bytes)}, ${counts.infos} link lookups`;
}

/** `/usage`: one person's counts and the limits that apply to them. */
export function usageText(summary: UsageSummary): string {
  const lines = [
    countsLine('Today', summary.today),
    countsLine('Last 7 days', summary.last7Days),
    countsLine('All time', summary.allTime),
  ];
  if (summary.isOwner) {
    lines.push('You are an owner: no limits apply to you.');
  } else {
    const { limits } = summary;
    const parts = [
      limits.downloadsPerDay > 0 ? `${limits.downloadsPerDay} downloads a day` : undefined,
      limits.mbPerDay > 0 ? `${limits.mbPerDay} MB a day` : undefined,
      limits.infoPerMinute > 0 ? `${limits.infoPerMinute} link lookups a minute` : undefined,
      limits.concurrentJobsPerUser > 0 ? `${limits.concurrentJobsPerUser} downloads at once` : undefined,
      limits.maxDurationS > 0 ? `media up to ${formatDuration(limits.maxDurationS)}` : undefined,
    ].filter((part) => part !== undefined);
    lines.push(parts.length > 0 ? `Limits: ${parts.join(', ')}.` : 'No limits are set.');
    lines.push(`Daily counts reset <t:${Math.floor(summary.resetsAt.getTime() / 1000)}:R>.`);
  }
  return lines.join('\n');
}

/** Discord refuses message content over 2000 characters. */
const MAX_CONTENT = 2000;

/** `/stats`: totals, the busiest platforms and the most recent users. */
export function statsText(stats: UsageStats): string {
  const lines = [
    `Users: ${stats.totals.users}`,
    countsLine('Today', stats.totals.today),
    countsLine('Last 7 days', stats.totals.last7Days),
    countsLine('All time', stats.totals.allTime),
    '',
    'Platforms:',
    ...stats.platforms
      .slice(0, 10)
      .map((p) => `• ${p.mediaPlatform}: ${p.downloads} downloads, ${formatBytes(p.bytes)}`),
    '',
    'Recent users:',
    ...stats.users
      .slice(0, 15)
      .map(
        (u) =>
          `• ${u.displayName ?? u.identity} (${u.identity}): ${u.today.downloads} today, ${u.allTime.downloads} in all`,
      ),
  ];
  const text = lines.join('\n');
  return text.length <= MAX_CONTENT ? text : `${text.slice(0, MAX_CONTENT - 1)}…`;
}
