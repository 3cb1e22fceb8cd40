// The refusals of the real Bot API the bot depends on (lengths, button data, edits that change nothing or
// find nothing), and the bot's messages they are judged against.
import type { fakeInline } from '../fake-telegram-inline.js';
import { type ParamValue, Refusal, TELEGRAM_LIMITS } from './model.js';

/** The inline half of the fake (fake-telegram-inline.ts). */
export type FakeInline = ReturnType<typeof fakeInline>;

const TOO_LONG = 'Bad Request: message is too long';
const CAPTION_TOO_LONG = 'Bad Request: message caption is too long';
const BUTTON_DATA_INVALID = 'Bad Request: BUTTON_DATA_INVALID';
const NOT_MODIFIED =
  'Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message';
const EDIT_NOT_FOUND = 'Bad Request: message to edit not found';
const DELETE_NOT_FOUND = 'Bad Request: message to delete not found';
const CAPTION_METHODS = new Set([
  'sendPhoto',
  'sendVideo',
  'sendAudio',
  'sendDocument',
  'sendAnimation',
  'sendVoice',
  'editMessageCaption',
]);

export const keyOf = (chatId: ParamValue | undefined, messageId: ParamValue | undefined) =>
  `${Number(chatId)}:${Number(messageId)}`;
const markupOf = (params: Record<string, ParamValue>) => JSON.stringify(params.reply_markup ?? null);

export class BotMessages {
  /** The bot's messages by `<chat id>:<message id>`: what an edit is compared with. */
  readonly messages = new Map<string, { text?: string; caption?: string; markup: string }>();

  constructor(private readonly inline: FakeInline) {}

  /** The checks the real Bot API makes before doing anything. */
  check(method: string, params: Record<string, ParamValue>): void {
    const text = params.text;
    if ((method === 'sendMessage' || method === 'editMessageText') && typeof text === 'string') {
      if (text.trim().length === 0) throw new Refusal(400, 'Bad Request: message text is empty');
      if (text.length > TELEGRAM_LIMITS.text) throw new Refusal(400, TOO_LONG);
    }
    if (CAPTION_METHODS.has(method) && typeof params.caption === 'string') {
      if (params.caption.length > TELEGRAM_LIMITS.caption) throw new Refusal(400, CAPTION_TOO_LONG);
    }
    const keyboard = (params.reply_markup as { inline_keyboard?: unknown } | undefined)?.inline_keyboard;
    if (Array.isArray(keyboard)) {
      for (const button of keyboard.flat() as { callback_data?: unknown }[]) {
        if (typeof button.callback_data !== 'string') continue;
        const bytes = Buffer.byteLength(button.callback_data);
        if (bytes < 1 || bytes > TELEGRAM_LIMITS.callbackDataBytes) throw new Refusal(400, BUTTON_DATA_INVALID);
      }
    }
    if (this.inline.handles(method, params)) {
      this.inline.check(method, params);
      return;
    }
    if (method.startsWith('editMessage')) {
      const stored = this.messages.get(keyOf(params.chat_id, params.message_id));
      if (!stored) throw new Refusal(400, EDIT_NOT_FOUND);
      // An edit without reply_markup removes the inline keyboard.
      const markupSame = stored.markup === markupOf(params);
      const same =
        method === 'editMessageText'
          ? stored.text === params.text && markupSame
          : method === 'editMessageCaption'
            ? stored.caption === (params.caption ?? undefined) && markupSame
            : markupSame;
      if (same) throw new Refusal(400, NOT_MODIFIED);
    }
    if (method === 'deleteMessage' && !this.messages.has(keyOf(params.chat_id, params.message_id))) {
      throw new Refusal(400, DELETE_NOT_FOUND);
    }
  }

  /** Keeps what edits are compared with, after a call succeeded. */
  remember(method: string, params: Record<string, ParamValue>, result: unknown): void {
    if (this.inline.handles(method, params)) return;
    if (method === 'deleteMessage') {
      this.messages.delete(keyOf(params.chat_id, params.message_id));
      return;
    }
    if (method.startsWith('editMessage')) {
      const key = keyOf(params.chat_id, params.message_id);
      const stored = this.messages.get(key);
      if (!stored) return;
      if (method === 'editMessageText') stored.text = String(params.text);
      if (method === 'editMessageCaption')
        stored.caption = typeof params.caption === 'string' ? params.caption : undefined;
      stored.markup = markupOf(params);
      return;
    }
    const sent = result as { message_id?: number } | undefined;
    if (!method.startsWith('send') || typeof sent?.message_id !== 'number') return;
    this.messages.set(keyOf(params.chat_id, sent.message_id), {
      ...(typeof params.text === 'string' ? { text: params.text } : {}),
      ...(typeof params.caption === 'string' ? { caption: params.caption } : {}),
      markup: markupOf(params),
    });
  }
}
