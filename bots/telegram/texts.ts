import type { JobProgress } from '../shared/run-download.js';
import { formatBytes } from '../shared/texts.js';

/** Telegram-specific sentences; the platform-neutral ones are in bots/shared. */

export const NOT_YOUR_CARD = 'Only the person who sent the link can use these buttons.';
export const CARD_EXPIRED = 'These buttons have expired. Send the link again for a fresh list.';
export const NO_LINK = 'Send me a link (http or https) to a video or a song.';
export const SEVERAL_LINKS = 'Your message has several links; I took the first one.';
export const LOOKING_UP = 'Looking it up…';
export const NOT_OWNER = 'This command is for the owners of this bot.';

/** The words of /start and /help. */
export function helpText(uploadLimitBytes: number): string {
  return [
    'Send me a link to a video or a song and I will send you the file.',
    '',
    '1. Paste a link (in a group: /dl <link>, mention me, or reply to me).',
    '2. Pick a format from the buttons, or an MP3 bitrate.',
    '3. Wait a moment: I show the progress and you can cancel.',
    '',
    'For a part only, put the times after the link: /dl <link> 1:20-2:05.',
    '',
    `I can send files up to ${formatBytes(uploadLimitBytes)} here; bigger formats are marked ⚠️.`,
    '',
    '/usage shows how much you have used today and your limits.',
  ].join('\n');
}

/** A job's first words, and the answer to the press that started it: `720p mp4: starting…`. */
export function startingText(label: string): string {
  return `${label}: starting…`;
}

/** The status message while a download runs: `720p mp4: downloading… 42%`, `…: uploading 3 MB…`. */
export function progressLine(label: string, progress: JobProgress): string {
  if (progress.stage === 'uploading') return `${label}: uploading ${formatBytes(progress.bytes)}…`;
  if (progress.stage === 'converting') return `${label}: converting…`;
  if (progress.stage === 'compressing') return `${label}: compressing… ${Math.floor((progress.fraction ?? 0) * 100)}%`;
  if (progress.fraction !== undefined) return `${label}: downloading… ${Math.floor(progress.fraction * 100)}%`;
  return `${label}: downloading… ${formatBytes(progress.bytes)}`;
}
