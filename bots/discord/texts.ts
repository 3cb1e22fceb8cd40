import { translator } from '../../src/i18n/index.js';
import { displayTitle, type MediaInfo } from '../../src/media/index.js';
import { fitLabel } from '../shared/job-texts.js';
import type { JobProgress } from '../shared/run-download.js';
import { formatBytes } from '../shared/texts.js';
import type { QuickFormat } from './choices.js';

/** Discord-specific sentences; the platform-neutral ones are in bots/shared. */

/** Discord refuses message content over 2000 characters. */
export const MAX_CONTENT_LENGTH = 2000;

export const NOT_YOUR_CARD = 'This card is not yours: use /download to get your own.';
export const CARD_EXPIRED = 'This card has expired. Send the link again for a fresh one.';
export const NO_LINK_IN_MESSAGE = 'That message has no link I could download from.';
export const READING_THE_LINK = 'Reading the link…';
export const DOWNLOAD_OPTIONS_REFUSED =
  'Give me a link, optionally one of the listed formats, and times of 20 characters at most.';
export const OWNER_ONLY = 'Only the owner of this bot can see the statistics.';
export const OWNER_ONLY_UPDATE = 'Only the owner of this bot can update yt-dlp.';

/** Said when the media has nothing for a `format` shortcut of `/download`. */
export const NO_SUCH_FORMAT: Record<QuickFormat, string> = {
  best: 'This media has no video format. Run /download without a format to see what it has.',
  audio: 'This media has no separate audio format. Try format: mp3 instead.',
  mp3: 'This media has no audio to convert.',
};

export function preparingText(label: string): string {
  return `⏳ Preparing ${label}…`;
}

/** The reply while a download runs: `⏳ Downloading 720p mp4… 42% · 3 MB`, `📤 Uploading …`. */
export function progressLine(label: string, progress: JobProgress): string {
  if (progress.stage === 'uploading') return `📤 Uploading ${label} (${formatBytes(progress.bytes)})…`;
  const verb =
    progress.stage === 'converting' ? 'Converting' : progress.stage === 'compressing' ? 'Compressing' : 'Downloading';
  const percent = progress.fraction !== undefined ? ` ${Math.round(progress.fraction * 100)}%` : '';
  const bytes = progress.bytes > 0 ? ` · ${formatBytes(progress.bytes)}` : '';
  return `⏳ ${verb} ${label}…${percent}${bytes}`;
}

/** Added to the over-limit answer when the card's fit menu can make the format small enough. */
export function fitMenuHint(uploadLimitBytes: number): string {
  return `Or choose it in the card's “${fitLabel(translator('en'), uploadLimitBytes)}” menu for a smaller MP4.`;
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
