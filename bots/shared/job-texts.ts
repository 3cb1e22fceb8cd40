import type { Translate } from '../../src/i18n/index.js';
import type { Refusal } from '../../src/usage/index.js';
import { errorSentence, refusalText } from './texts.js';

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
export function overUploadLimitText(t: Translate, facts: OverLimitFacts): string {
  const { label, platformName, uploadLimitBytes, link, maxLength } = facts;
  const first = t('bot-over-limit', { label, platform: platformName, limit: uploadLimitBytes });
  const withLink = link && `${first}\n${t('bot-over-limit-link', { link })}`;
  if (withLink && withLink.length <= maxLength) return withLink;
  if (link) return `${first}\n${t('bot-over-limit-link-too-long')}`;
  return `${first}\n${t('bot-over-limit-advice')}`;
}

/** The limit in whole MB, rounded down: a fit never promises more than the chat takes. */
const wholeMb = (bytes: number) => Math.floor(bytes / (1024 * 1024));

/** The "Fit to N MB" offer, the limit rounded down: `Fit to 10 MB`. */
export function fitLabel(t: Translate, uploadLimitBytes: number): string {
  return t('bot-fit-button', { mb: wholeMb(uploadLimitBytes) });
}

/** A fit choice's name in every sentence: `720p mp4, fitted to 10 MB`. */
export function fittedLabel(t: Translate, label: string, uploadLimitBytes: number): string {
  return t('bot-fitted-label', { label, mb: wholeMb(uploadLimitBytes) });
}

/** The last words of a job that did not deliver its file; undefined for one that did. */
export function jobEndSentence(t: Translate, end: JobEnd, overLimit: OverLimitFacts): string | undefined {
  switch (end.kind) {
    case 'delivered':
      return undefined;
    case 'over_upload_limit':
      return overUploadLimitText(t, overLimit);
    case 'cancelled':
      return t('bot-cancelled');
    case 'shutdown':
      return t('bot-stopped-for-restart');
    case 'limit_reached':
      return refusalText(t, end.refusal);
    case 'failed':
      return errorSentence(t, end.error);
  }
}

/** The answer to a press of Cancel, by what the job registry did. */
export function cancelAnswer(t: Translate, outcome: 'cancelled' | 'not_yours' | 'unknown'): string {
  if (outcome === 'cancelled') return t('bot-cancelling');
  return t(outcome === 'not_yours' ? 'bot-cancel-not-yours' : 'bot-cancel-ended');
}

/**
 * A download's last words after a crash (both bots' interrupted.ts): what its
 * status message then says, and its "Try again" button, in the asker's words.
 */
export function interruptedWords(t: Translate, label: string): { text: string; button: string } {
  return { text: t('bot-interrupted-by-crash', { label }), button: t('bot-try-again-button') };
}
