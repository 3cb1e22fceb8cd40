import type { Api, InlineKeyboard } from 'grammy';
import type { Message } from 'grammy/types';

/** Telegram allows about one edit per second per chat before flood limits; stay well under. */
export const MIN_EDIT_INTERVAL_MS = 2500;

/**
 * One message that shows a job's progress. Edits are throttled (the newest
 * text wins, at most one edit per interval) and skipped when the text did not
 * change; a failed edit is only logged, since progress is not worth failing a
 * download for. When the message was deleted, the bot's API sends the text as
 * a new message (api-guards.ts); later edits go to that one.
 */
export class StatusMessage {
  private shown: string;
  private pending: string | undefined;
  private lastEditAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly api: Api,
    readonly chatId: number,
    public messageId: number,
    initialText: string,
    private readonly keyboard: InlineKeyboard | undefined,
    private readonly onError: (error: unknown) => void,
    private readonly minIntervalMs = MIN_EDIT_INTERVAL_MS,
  ) {
    this.shown = initialText;
    this.lastEditAt = Date.now();
  }

  /** Shows `text` now or as soon as the throttle allows. */
  update(text: string): void {
    if (this.closed) return;
    this.pending = text;
    if (this.timer) return;
    const wait = this.lastEditAt + this.minIntervalMs - Date.now();
    if (wait <= 0) this.flush();
    else this.timer = setTimeout(() => this.flush(), wait);
  }

  /** Last words (result or error): shown right away without the Cancel button; later updates are ignored. */
  async finish(text: string): Promise<void> {
    this.stopTimer();
    this.closed = true;
    await this.chain;
    if (text === this.shown && !this.keyboard) return;
    this.shown = text;
    await this.api
      .editMessageText(this.chatId, this.messageId, text)
      .then((edited) => this.follow(edited), this.onError);
  }

  /** Removes the message once the file itself is in the chat. */
  async remove(): Promise<void> {
    this.stopTimer();
    this.closed = true;
    await this.chain;
    await this.api.deleteMessage(this.chatId, this.messageId).catch(this.onError);
  }

  private flush(): void {
    this.timer = undefined;
    const text = this.pending;
    this.pending = undefined;
    if (this.closed || text === undefined || text === this.shown) return;
    this.shown = text;
    this.lastEditAt = Date.now();
    this.chain = this.api
      .editMessageText(this.chatId, this.messageId, text, this.keyboard ? { reply_markup: this.keyboard } : {})
      .then((edited) => this.follow(edited), this.onError);
  }

  /** An edit answered with another message (the original was gone): that one is edited from now on. */
  private follow(edited: Message | true): void {
    if (typeof edited === 'object' && typeof edited.message_id === 'number') this.messageId = edited.message_id;
  }

  private stopTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
