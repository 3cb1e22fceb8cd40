import { type Api, InlineKeyboard } from 'grammy';
import type { Message } from 'grammy/types';
import type { Translate } from '../../src/i18n/index.js';
import { loggableError } from '../shared/log.js';
import { ThrottledEditor } from '../shared/message-editor.js';
import { cancelData } from './callback-data.js';
import type { TelegramBotContext } from './context.js';

/** Telegram allows about one edit per second per chat before flood limits; stay well under. */
export const MIN_EDIT_INTERVAL_MS = 2500;

/**
 * The message that shows a job's progress, with its Cancel button; throttled
 * by the shared editor. When the message was deleted, the bot's API sends the
 * text as a new message (api-guards.ts); later edits go to that one.
 */
export class StatusMessage {
  private readonly editor: ThrottledEditor;

  constructor(
    private readonly api: Api,
    readonly chatId: number,
    public messageId: number,
    initialText: string,
    private readonly keyboard: InlineKeyboard | undefined,
    private readonly onError: (error: unknown) => void,
    minIntervalMs = MIN_EDIT_INTERVAL_MS,
  ) {
    const edit = (text: string) =>
      this.api
        .editMessageText(this.chatId, this.messageId, text, this.keyboard ? { reply_markup: this.keyboard } : {})
        .then((edited) => this.follow(edited));
    this.editor = new ThrottledEditor(edit, minIntervalMs, onError, initialText);
  }

  /** Shows `text` now or as soon as the throttle allows. */
  update(text: string): void {
    this.editor.update(text);
  }

  /** Last words (result or error): shown right away without the Cancel button; later updates are ignored. */
  async finish(text: string): Promise<void> {
    await this.editor.close();
    if (text === this.editor.shown && !this.keyboard) return;
    await this.api
      .editMessageText(this.chatId, this.messageId, text)
      .then((edited) => this.follow(edited), this.onError);
  }

  /** Removes the message once the file itself is in the chat. */
  async remove(): Promise<void> {
    await this.editor.close();
    await this.api.deleteMessage(this.chatId, this.messageId).catch(this.onError);
  }

  /** An edit answered with another message (the original was gone): that one is edited from now on. */
  private follow(edited: Message | true): void {
    if (typeof edited === 'object' && typeof edited.message_id === 'number') this.messageId = edited.message_id;
  }
}

/**
 * Sends a job's first status text with its Cancel button and returns the
 * status message that edits it from then on (a download's and a playlist
 * run's alike). `extra` carries reply parameters where the status answers a card.
 */
export async function openStatusMessage(
  t: Translate,
  services: Pick<TelegramBotContext, 'api' | 'logger' | 'token' | 'statusIntervalMs'>,
  chatId: number,
  jobId: string,
  firstText: string,
  extra: Parameters<Api['sendMessage']>[2] = {},
): Promise<StatusMessage> {
  const { api, logger, token } = services;
  const cancelKeyboard = new InlineKeyboard().text(t('tg-cancel-button'), cancelData(jobId));
  const sent = await api.sendMessage(chatId, firstText, { ...extra, reply_markup: cancelKeyboard });
  const onError = (error: unknown) => logger.debug({ err: loggableError(error, token) }, 'status edit failed');
  return new StatusMessage(api, chatId, sent.message_id, firstText, cancelKeyboard, onError, services.statusIntervalMs);
}
