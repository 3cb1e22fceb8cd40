import type { Transformer } from 'grammy';

/**
 * What the Bot API refuses, handled once for every call (an API transformer, installed in bot.ts): texts over
 * 4096 characters and captions over 1024 are cut at a word with "…"; an edit that changes nothing is a success;
 * an edit of a message the user deleted is sent as a new message with the same buttons, whose Message is the answer.
 */

/** Telegram's limits, in UTF-16 code units as it counts them. */
export const MAX_TEXT_LENGTH = 4096;
export const MAX_CAPTION_LENGTH = 1024;

const TEXT_METHODS = new Set(['sendMessage', 'editMessageText']);
const CAPTION_METHODS = new Set([
  'sendPhoto',
  'sendVideo',
  'sendAudio',
  'sendDocument',
  'sendAnimation',
  'sendVoice',
  'editMessageCaption',
]);

/**
 * `text` if it fits in `max` characters, else its longest start that ends at a
 * word boundary (a hard cut when one word fills more than half of it), with
 * "…". Never splits a surrogate pair.
 */
export function fitText(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const endsAtWord = /\s/.test(text.charAt(cut.length));
  if (!endsAtWord) {
    const lastSpace = cut.search(/\s\S*$/);
    if (lastSpace > max / 2) cut = cut.slice(0, lastSpace);
  }
  return `${cut.trimEnd()}…`;
}

/** The payload with its text or caption cut to Telegram's limit. */
function fitted(method: string, payload: Record<string, unknown>): Record<string, unknown> {
  if (TEXT_METHODS.has(method) && typeof payload.text === 'string' && payload.text.length > MAX_TEXT_LENGTH) {
    return { ...payload, text: fitText(payload.text, MAX_TEXT_LENGTH) };
  }
  if (
    CAPTION_METHODS.has(method) &&
    typeof payload.caption === 'string' &&
    payload.caption.length > MAX_CAPTION_LENGTH
  ) {
    return { ...payload, caption: fitText(payload.caption, MAX_CAPTION_LENGTH) };
  }
  return payload;
}

/** The transformer described above. */
export function apiGuards(): Transformer {
  const guard = async (
    prev: (method: string, payload: Record<string, unknown>, signal?: AbortSignal) => Promise<ApiAnswer>,
    method: string,
    payload: Record<string, unknown>,
    signal?: AbortSignal,
  ): Promise<ApiAnswer> => {
    const sent = fitted(method, payload);
    const answer = await prev(method, sent, signal);
    if (answer.ok || !method.startsWith('editMessage')) return answer;
    if (answer.description.includes('message is not modified')) return { ok: true, result: true };
    if (
      method === 'editMessageText' &&
      answer.description.includes('message to edit not found') &&
      sent.chat_id !== undefined
    ) {
      const { chat_id, text, entities, parse_mode, link_preview_options, reply_markup } = sent;
      const fresh = { chat_id, text, entities, parse_mode, link_preview_options, reply_markup };
      return prev(
        'sendMessage',
        Object.fromEntries(Object.entries(fresh).filter(([, value]) => value !== undefined)),
        signal,
      );
    }
    return answer;
  };
  return guard as unknown as Transformer;
}

/** The Bot API's answer as a transformer sees it. */
type ApiAnswer = { ok: true; result: unknown } | { ok: false; error_code: number; description: string };
