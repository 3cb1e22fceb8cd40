import { GrammyError, HttpError } from 'grammy';
import type { Translate } from '../../src/i18n/index.js';
import { type JobEnd, jobEndSentence, type OverLimitFacts } from '../shared/job-texts.js';
import { neverReached } from './api-retry.js';

/**
 * A file send that failed without saying whether Telegram posted the file: a 5xx
 * (a proxy's 502 or 504 may come after the server behind it posted it) or no
 * answer. It is not sent again (api-retry.ts); the asker is told to look
 * before trying again.
 */
export class UnconfirmedSend extends Error {
  override name = 'UnconfirmedSend';
  constructor(cause: unknown) {
    super('the Bot API did not confirm a file send', { cause });
  }
}

/** Whether a failed file send may have been done all the same. */
export function mayHaveBeenSent(error: unknown): boolean {
  if (error instanceof GrammyError) return error.error_code >= 500;
  return error instanceof HttpError && !neverReached(error);
}

/** A job's last words: for an unconfirmed send, to look before trying again; else the shared sentence. */
export function telegramEndSentence(t: Translate, end: JobEnd, overLimit: OverLimitFacts): string | undefined {
  if (end.kind === 'failed' && end.error instanceof UnconfirmedSend) return t('tg-send-unconfirmed');
  return jobEndSentence(t, end, overLimit);
}
