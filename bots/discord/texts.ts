import { displayTitle, type MediaInfo } from '../../src/media/index.js';
import type { JobProgress } from '../shared/run-download.js';
import { formatBytes } from '../shared/texts.js';

/** Discord-specific sentences; the platform-neutral ones are in bots/shared. */

/** Discord refuses message content over 2000 characters. */
export const MAX_CONTENT_LENGTH = 2000;

export const NOT_YOUR_CARD = 'This card is not yours: use /download to get your own.';
export const CARD_EXPIRED = 'This card has expired. Send the link again for a fresh one.';
export const NO_LINK_IN_MESSAGE = 'That message has no link I could download from.';
export const OWNER_ONLY = 'Only the owner of this bot can see the statistics.';
export const OWNER_ONLY_UPDATE = 'Only the owner of this bot can update yt-dlp.';

export function preparingText(label: string): string {
  return `⏳ Preparing ${label}…`;
}

/** The reply while a download runs: `⏳ Downloading 720p mp4… 42% · 3 MB`, `📤 Uploading …`. */
export function progressLine(label: string, progress: JobProgress): string {
  if (progress.stage === 'uploading') return `📤 Uploading ${label} (${formatBytes(progress.bytes)})…`;
  const verb = progress.stage === 'converting' ? 'Converting' : 'Downloading';
  const percent = progress.fraction !== undefined ? ` ${Math.round(progress.fraction * 100)}%` : '';
  const bytes = progress.bytes > 0 ? ` · ${formatBytes(progress.bytes)}` : '';
  return `⏳ ${verb} ${label}…${percent}${bytes}`;
}

export function deliveredText(label: string, bytes: number): string {
  return `✅ ${label} · ${formatBytes(bytes)}`;
}

/** For a job that outlived its interaction token and ends in a plain channel message. */
export function lateDeliveryText(userId: string, info: MediaInfo, text: string): string {
  return `<@${userId}> ${displayTitle(info.title)}: ${text}`;
}

/** The card's subtitle under the embed. */
export function cardFooter(limitBytes: number, hasLink: boolean): string {
  const over = hasLink ? 'larger formats come as a download link' : 'larger formats cannot be sent here';
  return `Upload limit here: ${formatBytes(limitBytes)} (${over}).`;
}
