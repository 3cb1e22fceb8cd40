import type { Refusal } from '../../src/usage/index.js';
import { STOPPED_FOR_RESTART } from './maintenance.js';
import { errorSentence, formatBytes } from './texts.js';

/**
 * How a download job ended. Both bots record each end the same way
 * (recordJobEnd in run-download.ts) and say the same sentence for it
 * ({@link jobEndSentence}); only a delivered file looks different per platform.
 */
export type JobEnd =
  | { kind: 'delivered'; bytes: number }
  /** Known too large before the download, stopped at the limit, or refused by the platform. */
  | { kind: 'over_upload_limit'; bytes: number }
  | { kind: 'cancelled'; bytes: number }
  | { kind: 'shutdown'; bytes: number }
  /** LIMIT_MB_PER_DAY, once the size was known or while the download ran. */
  | { kind: 'limit_reached'; bytes: number; refusal: Refusal }
  | { kind: 'failed'; bytes: number; error: unknown };

/** What the over-limit sentence needs to know. */
export interface OverLimitFacts {
  /** The choice's label (choiceLabel). */
  label: string;
  /** `Telegram`, `Discord`. */
  platformName: string;
  uploadLimitBytes: number;
  /** The direct link for the same file (directDownloadLink), when PUBLIC_BASE_URL is set. */
  link: string | undefined;
  /** The longest message the platform takes: a link cut short would be broken, so a longer one is left out. */
  maxLength: number;
}

/** The answer for a file over the upload limit: the direct link when there is one, else what to do instead. */
export function overUploadLimitText(facts: OverLimitFacts): string {
  const { label, platformName, uploadLimitBytes, link, maxLength } = facts;
  const first = `${label}: this file is too large to send here. ${platformName} lets bots upload up to ${formatBytes(uploadLimitBytes)}.`;
  const withLink = link && `${first}\nDownload it directly instead: ${link}`;
  if (withLink && withLink.length <= maxLength) return withLink;
  if (link) return `${first}\nThe direct link is too long to send here. Choose a smaller format or MP3.`;
  return `${first}\nChoose a smaller format or MP3.`;
}

/** The "Fit to N MB" offer, the limit rounded down: `Fit to 10 MB`. */
export function fitLabel(uploadLimitBytes: number): string {
  return `Fit to ${Math.floor(uploadLimitBytes / (1024 * 1024))} MB`;
}

/** A fit choice's name in every sentence: `720p mp4, fitted to 10 MB`. */
export function fittedLabel(label: string, uploadLimitBytes: number): string {
  return `${label}, fitted to ${Math.floor(uploadLimitBytes / (1024 * 1024))} MB`;
}

export const CANCELLED = 'Cancelled.';

/** The last words of a job that did not deliver its file; undefined for one that did. */
export function jobEndSentence(end: JobEnd, overLimit: OverLimitFacts): string | undefined {
  switch (end.kind) {
    case 'delivered':
      return undefined;
    case 'over_upload_limit':
      return overUploadLimitText(overLimit);
    case 'cancelled':
      return CANCELLED;
    case 'shutdown':
      return STOPPED_FOR_RESTART;
    case 'limit_reached':
      return end.refusal.message;
    case 'failed':
      return errorSentence(end.error);
  }
}

/** The answer to a press of Cancel, by what the job registry did. */
export function cancelAnswer(outcome: 'cancelled' | 'not_yours' | 'unknown'): string {
  if (outcome === 'cancelled') return 'Cancelling…';
  return outcome === 'not_yours' ? 'Only the person who asked can cancel.' : 'This download has already ended.';
}
