import type { Api, InlineKeyboard } from 'grammy';
import type { InputMedia } from 'grammy/types';
import { ThrottledEditor } from '../shared/message-editor.js';
import type { SendMethod } from './file-cache.js';
import type { FileMeta } from './send-file.js';
import { MIN_EDIT_INTERVAL_MS } from './status-message.js';

/** A caption holds at most 1024 characters, a title or performer 256. */
const MAX_CAPTION = 1024;
const MAX_TAG = 256;

/**
 * The message an inline result became (known to us only by its
 * inline_message_id): it shows the job's progress, throttled like a status
 * message, until the file replaces it (editMessageMedia) or the last words do.
 */
export class InlineStatus {
  private readonly editor: ThrottledEditor;

  constructor(
    private readonly api: Api,
    private readonly inlineMessageId: string,
    private readonly keyboard: InlineKeyboard | undefined,
    private readonly onError: (error: unknown) => void,
    minIntervalMs = MIN_EDIT_INTERVAL_MS,
  ) {
    const edit = (text: string) =>
      this.api.editMessageTextInline(this.inlineMessageId, text, {
        link_preview_options: { is_disabled: true },
        ...(this.keyboard ? { reply_markup: this.keyboard } : {}),
      });
    this.editor = new ThrottledEditor(edit, minIntervalMs, onError);
  }

  /** Shows `text` now or as soon as the throttle allows. */
  update(text: string): void {
    this.editor.update(text);
  }

  /** Stops the progress edits (the file is about to take the message's place); waits for the one in flight. */
  close(): Promise<void> {
    return this.editor.close();
  }

  /** Last words without the Cancel button; later updates are ignored. */
  async finish(text: string): Promise<void> {
    await this.editor.close();
    await this.api
      .editMessageTextInline(this.inlineMessageId, text, { link_preview_options: { is_disabled: true } })
      .then(() => undefined, this.onError);
  }
}

/** The file by its file_id as an inline message's new media, with what Telegram shows next to it. */
export function inlineMedia(method: SendMethod, fileId: string, meta: FileMeta): InputMedia {
  const duration = meta.durationSeconds ? Math.max(1, Math.round(meta.durationSeconds)) : undefined;
  const caption = meta.title.slice(0, MAX_CAPTION);
  switch (method) {
    case 'video':
      return {
        type: 'video',
        media: fileId,
        caption,
        supports_streaming: true,
        ...(duration ? { duration } : {}),
        ...(meta.width ? { width: meta.width } : {}),
        ...(meta.height ? { height: meta.height } : {}),
      };
    case 'audio':
      return {
        type: 'audio',
        media: fileId,
        title: meta.title.slice(0, MAX_TAG),
        ...(meta.performer ? { performer: meta.performer.slice(0, MAX_TAG) } : {}),
        ...(duration ? { duration } : {}),
      };
    case 'document':
      return { type: 'document', media: fileId, caption };
  }
}
