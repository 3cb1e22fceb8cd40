/**
 * Inline mode for the fake Bot API (fake-telegram.ts): `inline_query` and
 * `chosen_inline_result` updates, `answerInlineQuery`, and edits of inline
 * messages (`editMessageText` and `editMessageMedia` with `inline_message_id`).
 *
 * It refuses what the real Bot API refuses where the bot depends on it: an
 * answer to a query it never had, a second answer, or one after Telegram's
 * patience (400 "query is too old"); more than 50 results, result ids outside
 * 1–64 bytes or repeated; an article without title or message; a cached
 * file_id it never issued (400 "wrong file identifier"); an upload into an
 * inline message (Telegram takes files there by file_id or URL only); an edit
 * of an inline message that does not exist, or one that changes nothing.
 *
 * As on Telegram, a chosen result becomes an inline message with an
 * `inline_message_id` only when it has an inline keyboard.
 */
import { randomBytes } from 'node:crypto';
import type { FakeUser, ParamValue, RecordedCall } from './fake-telegram/model.js';

/** How long Telegram waits for an answer to an inline query. */
export const INLINE_ANSWER_PATIENCE_MS = 10_000;
const MAX_RESULTS = 50;
const RESULT_ID_MAX_BYTES = 64;
const QUERY_TOO_OLD = 'Bad Request: query is too old and response timeout expired or query ID is invalid';
const WRONG_FILE = 'Bad Request: wrong file identifier/HTTP URL specified';
const NOT_MODIFIED = 'Bad Request: message is not modified';
const NOT_FOUND = 'Bad Request: message to edit not found';

/** An inline message as it now reads: its text, or the media that replaced it. */
export interface InlineMessage {
  id: string;
  text?: string;
  media?: { type: string; media: string; caption?: string };
  markup: string;
}

type Result = Record<string, ParamValue>;
type Refuse = (errorCode: number, description: string) => Error;

/** What fake-telegram.ts adds to its server for inline mode. */
export interface FakeInlineDriver {
  /** Queues an inline query of `from` (typed after the bot's name); returns its id. */
  sendInlineQuery(from: FakeUser, query: string): string;
  /**
   * `from` picks the result `resultId` of the answer to query `queryId`: the
   * message it becomes, then a `chosen_inline_result` update. Returns the
   * inline_message_id (undefined for a result without buttons).
   */
  chooseInlineResult(from: FakeUser, queryId: string, resultId: string): string | undefined;
  /** The inline message as it reads now. */
  inlineMessage(id: string): InlineMessage | undefined;
  /** `from` presses the button with `data` on inline message `inlineMessageId`; returns the callback query's id. */
  pressInlineButton(from: FakeUser, inlineMessageId: string, data: string): string;
}

/** The inline half of the fake: its checks, answers and state, plus the test's driver. */
export function fakeInline(options: {
  calls: RecordedCall[];
  pushUpdate: (update: Record<string, unknown>) => number;
  refuse: Refuse;
}) {
  const queries = new Map<string, { at: number; query: string; from: FakeUser; answered?: Result[] }>();
  const messages = new Map<string, InlineMessage>();
  const markupOf = (params: Record<string, ParamValue>) => JSON.stringify(params.reply_markup ?? null);
  /** A file_id the fake handed out (in the answer to an upload), or a URL. */
  const known = (fileId: unknown) =>
    typeof fileId === 'string' &&
    (/^https?:\/\//.test(fileId) ||
      options.calls.some((c) => c.result !== undefined && JSON.stringify(c.result).includes(`"file_id":"${fileId}"`)));

  function checkAnswer(params: Record<string, ParamValue>): void {
    const asked = queries.get(String(params.inline_query_id));
    if (!asked || asked.answered || Date.now() - asked.at > INLINE_ANSWER_PATIENCE_MS) {
      throw options.refuse(400, QUERY_TOO_OLD);
    }
    const results = params.results;
    if (!Array.isArray(results) || results.length > MAX_RESULTS)
      throw options.refuse(400, 'Bad Request: RESULTS_TOO_MUCH');
    const ids = new Set<string>();
    for (const result of results as Result[]) {
      const id = String(result.id ?? '');
      const bytes = Buffer.byteLength(id);
      if (bytes < 1 || bytes > RESULT_ID_MAX_BYTES || ids.has(id))
        throw options.refuse(400, 'Bad Request: RESULT_ID_INVALID');
      ids.add(id);
      const type = result.type;
      if (type === 'article' && (!result.title || !result.input_message_content)) {
        throw options.refuse(400, 'Bad Request: RESULT_ARTICLE_INVALID');
      }
      const fileId = result[`${String(type)}_file_id`];
      if (fileId !== undefined && !known(fileId)) throw options.refuse(400, WRONG_FILE);
      if ((type === 'video' || type === 'document') && fileId !== undefined && !result.title) {
        throw options.refuse(400, 'Bad Request: RESULT_TITLE_EMPTY');
      }
    }
  }

  function checkEdit(method: string, params: Record<string, ParamValue>): void {
    const stored = messages.get(String(params.inline_message_id));
    if (!stored) throw options.refuse(400, NOT_FOUND);
    if (method === 'editMessageMedia') {
      const media = params.media as Result | undefined;
      if (typeof media?.media !== 'string' || media.media.startsWith('attach://')) {
        throw options.refuse(400, "Bad Request: can't upload a file into an inline message");
      }
      if (!known(media.media)) throw options.refuse(400, WRONG_FILE);
      return;
    }
    if (method === 'editMessageText' && stored.text === params.text && stored.markup === markupOf(params)) {
      throw options.refuse(400, NOT_MODIFIED);
    }
  }

  return {
    /** True when the call is inline mode's: then fake-telegram.ts leaves it to answer() and remember(). */
    handles(method: string, params: Record<string, ParamValue>): boolean {
      return method === 'answerInlineQuery' || params.inline_message_id !== undefined;
    },
    /** The real Bot API's checks of an inline call (throws the refusal). */
    check(method: string, params: Record<string, ParamValue>): void {
      if (method === 'answerInlineQuery') checkAnswer(params);
      else checkEdit(method, params);
    },
    /** What the call does once checked; its result. */
    answer(method: string, params: Record<string, ParamValue>): unknown {
      if (method === 'answerInlineQuery') {
        const asked = queries.get(String(params.inline_query_id));
        if (asked) asked.answered = params.results as Result[];
        return true;
      }
      const stored = messages.get(String(params.inline_message_id));
      if (!stored) return true;
      if (method === 'editMessageText') stored.text = String(params.text);
      if (method === 'editMessageMedia') {
        const media = params.media as Result;
        stored.media = {
          type: String(media.type),
          media: String(media.media),
          ...(typeof media.caption === 'string' ? { caption: media.caption } : {}),
        };
        delete stored.text;
      }
      stored.markup = markupOf(params);
      // An edited inline message is answered `true`, never a Message.
      return true;
    },
    driver: {
      sendInlineQuery(from, query) {
        const id = randomBytes(8).toString('hex');
        queries.set(id, { at: Date.now(), query, from });
        options.pushUpdate({
          inline_query: { id, from: { ...from, is_bot: false }, query, offset: '', chat_type: 'private' },
        });
        return id;
      },
      chooseInlineResult(from, queryId, resultId) {
        const asked = queries.get(queryId);
        const result = asked?.answered?.find((r) => r.id === resultId);
        if (!asked || !result) throw new Error(`no result ${resultId} in the answer to inline query ${queryId}`);
        const markup = result.reply_markup;
        const inlineMessageId = markup ? `IM${randomBytes(9).toString('base64url')}` : undefined;
        if (inlineMessageId) {
          const content = result.input_message_content as Result | undefined;
          messages.set(inlineMessageId, {
            id: inlineMessageId,
            ...(typeof content?.message_text === 'string' ? { text: content.message_text } : {}),
            markup: JSON.stringify(markup),
          });
        }
        options.pushUpdate({
          chosen_inline_result: {
            result_id: resultId,
            from: { ...from, is_bot: false },
            query: asked.query,
            ...(inlineMessageId ? { inline_message_id: inlineMessageId } : {}),
          },
        });
        return inlineMessageId;
      },
      inlineMessage(id) {
        return messages.get(id);
      },
      pressInlineButton(from, inlineMessageId, data) {
        const id = randomBytes(8).toString('hex');
        // A press on an inline message carries its inline_message_id, and no message or chat.
        options.pushUpdate({
          callback_query: {
            id,
            from: { ...from, is_bot: false },
            chat_instance: randomBytes(4).toString('hex'),
            inline_message_id: inlineMessageId,
            data,
          },
        });
        return id;
      },
    } satisfies FakeInlineDriver,
  };
}
