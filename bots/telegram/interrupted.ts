import { type Api, InlineKeyboard } from 'grammy';
import { z } from 'zod';
import type { Translate } from '../../src/i18n/index.js';
import { interruptedWords } from '../shared/job-texts.js';
import { type BotLogger, loggableError } from '../shared/log.js';
import { readCrashNotice, removalNotice } from '../shared/removal-notice.js';
import { CALLBACK_DATA_MAX_BYTES } from './callback-data.js';

/*
 * A download's last words should the process die under it (a crash, an OOM
 * kill, a power cut): a graceful stop edits the status message itself, a
 * killed process cannot. So while the job runs its row on the job board
 * keeps where the status message is and what it should then say, already in
 * the asker's words, with a button that presses the card's choice again; the
 * next start of this instance edits each such message (src/jobs/board.ts).
 */

/** The longest inline query Telegram takes: what "Try again" may type after the bot's name. */
const INLINE_QUERY_MAX_LENGTH = 256;

const noticeSchema = z.union([
  z.object({
    chatId: z.number().int(),
    messageId: z.number().int().positive(),
    text: z.string().min(1).max(4096),
    button: z.object({ text: z.string().min(1).max(64), data: z.string().min(1).max(CALLBACK_DATA_MAX_BYTES) }),
  }),
  // A download chosen in inline mode (inline-job.ts): its message, and "Try again" typing `@bot <link>` anew.
  z.object({
    inlineMessageId: z.string().min(1).max(256),
    text: z.string().min(1).max(4096),
    button: z.object({ text: z.string().min(1).max(64), query: z.string().max(INLINE_QUERY_MAX_LENGTH) }),
  }),
]);

export type InterruptedNotice = z.infer<typeof noticeSchema>;

/** Where a followed entry's status message is, which the next start deletes (shared/removal-notice.ts). */
const statusPlace = z.object({ chatId: z.number().int(), messageId: z.number().int().positive() });

/** The notice of a download whose status message is `messageId`, with "Try again" pressing `retryData`. */
export function interruptedNotice(
  t: Translate,
  where: { chatId: number; messageId: number; label: string; retryData: string },
): string {
  const words = interruptedWords(t, where.label);
  const notice: InterruptedNotice = {
    chatId: where.chatId,
    messageId: where.messageId,
    text: words.text,
    button: { text: words.button, data: where.retryData },
  };
  return JSON.stringify(notice);
}

/**
 * A chat download's notice: a followed entry's status message is deleted (the entry, still pending, comes anew:
 * shared/removal-notice.ts), a pressed button's is told it was interrupted, with "Try again" pressing `retryData`.
 */
export function jobNotice(
  t: Translate,
  where: { chatId: number; messageId: number; label: string; retryData: string },
  followed: boolean,
): string {
  return followed ? removalNotice({ chatId: where.chatId, messageId: where.messageId }) : interruptedNotice(t, where);
}

/**
 * The notice of a download chosen in inline mode, whose "Try again" offers the link's choices again; a link
 * longer than an inline query can be is left out (the button then types only the bot's name), since a cut
 * link would be a broken one and a notice over the schema's limits would never be read back.
 */
export function inlineInterruptedNotice(
  t: Translate,
  where: { inlineMessageId: string; label: string; query: string },
): string {
  const notice: InterruptedNotice = {
    inlineMessageId: where.inlineMessageId,
    text: t('bot-interrupted-by-crash', { label: where.label }),
    button: {
      text: t('bot-try-again-button'),
      query: where.query.length <= INLINE_QUERY_MAX_LENGTH ? where.query : '',
    },
  };
  return JSON.stringify(notice);
}

/**
 * Edits the status message of each download a killed run left: interrupted,
 * with its "Try again" button; a followed entry's status message is deleted
 * instead. A notice that cannot be read, or a message gone (deleted, too old
 * to edit or delete), is logged and skipped. Returns how many were told.
 */
export async function notifyInterrupted(
  api: Api,
  notices: readonly string[],
  logger: BotLogger,
  signal?: AbortSignal,
): Promise<number> {
  // grammY types its signals with the abort-controller polyfill; Node's works alike at run time.
  const apiSignal = signal as unknown as Parameters<Api['editMessageText']>[4];
  let notified = 0;
  for (const raw of notices) {
    if (signal?.aborted) break;
    let notice: InterruptedNotice;
    try {
      const read = readCrashNotice(raw, { where: statusPlace, notice: noticeSchema });
      if ('remove' in read) {
        await removeStatus(api, read.remove, logger, apiSignal);
        continue;
      }
      notice = read.tell;
    } catch (error) {
      logger.warn({ err: loggableError(error) }, 'telegram: an interrupted job’s notice could not be read');
      continue;
    }
    try {
      if ('inlineMessageId' in notice) {
        const keyboard = new InlineKeyboard().switchInlineCurrent(notice.button.text, notice.button.query);
        await api.editMessageTextInline(notice.inlineMessageId, notice.text, { reply_markup: keyboard }, apiSignal);
      } else {
        const keyboard = new InlineKeyboard().text(notice.button.text, notice.button.data);
        await api.editMessageText(notice.chatId, notice.messageId, notice.text, { reply_markup: keyboard }, apiSignal);
      }
      notified++;
    } catch (error) {
      logger.info({ err: loggableError(error) }, 'telegram: could not tell an interrupted job’s asker');
    }
  }
  return notified;
}

/** Deletes a followed entry's old status message; one already gone, or too old to delete (48 h), is only logged. */
async function removeStatus(
  api: Api,
  where: z.infer<typeof statusPlace>,
  logger: BotLogger,
  signal: Parameters<Api['deleteMessage']>[2],
): Promise<void> {
  await api
    .deleteMessage(where.chatId, where.messageId, signal)
    .catch((error: unknown) =>
      logger.info({ err: loggableError(error) }, 'telegram: a followed entry’s old status stays'),
    );
}
