import { type Api, InputFile } from 'grammy';
import type { Message } from 'grammy/types';
import type { SendMethod } from './file-cache.js';

/** What Telegram shows next to the file. */
export interface FileMeta {
  title: string;
  performer?: string | undefined;
  durationSeconds?: number | undefined;
  width?: number | undefined;
  height?: number | undefined;
  replyToMessageId?: number | undefined;
  /** Words shown with the file instead of its title (a followed entry's title and link). */
  caption?: string | undefined;
  /** A JPEG of at most 320×320 px for sendVideo and sendAudio (uploads only). */
  thumbnailPath?: string | undefined;
}

/**
 * grammY types its signals with the `abort-controller` polyfill; Node's own
 * AbortSignal works at run time but is not assignable to that type.
 */
type ApiSignal = Parameters<Api['sendVideo']>[3];

/** A caption holds at most 1024 characters. */
const MAX_CAPTION = 1024;

/**
 * Sends a file (an upload, or a `file_id` Telegram already has) with the
 * method that suits it and returns the `file_id` Telegram assigned.
 */
export async function sendFile(
  api: Api,
  chatId: number,
  method: SendMethod,
  file: InputFile | string,
  meta: FileMeta,
  signal?: AbortSignal,
): Promise<{ fileId: string; message: Message }> {
  const duration = meta.durationSeconds ? Math.max(1, Math.round(meta.durationSeconds)) : undefined;
  const reply = meta.replyToMessageId
    ? { reply_parameters: { message_id: meta.replyToMessageId, allow_sending_without_reply: true } }
    : {};
  const caption = (meta.caption ?? meta.title).slice(0, MAX_CAPTION);
  const apiSignal = signal as unknown as ApiSignal;
  // A fresh InputFile per call: a retry reads the file again.
  const thumbnail = meta.thumbnailPath ? { thumbnail: new InputFile(meta.thumbnailPath) } : {};
  let message: Message;
  switch (method) {
    case 'video':
      message = await api.sendVideo(
        chatId,
        file,
        {
          caption,
          supports_streaming: true,
          ...(duration ? { duration } : {}),
          ...(meta.width ? { width: meta.width } : {}),
          ...(meta.height ? { height: meta.height } : {}),
          ...thumbnail,
          ...reply,
        },
        apiSignal,
      );
      break;
    case 'audio':
      message = await api.sendAudio(
        chatId,
        file,
        {
          title: meta.title.slice(0, 256),
          ...(meta.caption ? { caption } : {}),
          ...(meta.performer ? { performer: meta.performer.slice(0, 256) } : {}),
          ...(duration ? { duration } : {}),
          ...thumbnail,
          ...reply,
        },
        apiSignal,
      );
      break;
    case 'document':
      message = await api.sendDocument(chatId, file, { caption, ...reply }, apiSignal);
      break;
  }
  // Telegram may file a video as a document or animation (and audio as a
  // voice note); whichever it chose holds the id to resend.
  const sent = message.video ?? message.audio ?? message.document ?? message.animation ?? message.voice;
  if (!sent) throw new Error(`${method} upload returned no file`);
  return { fileId: sent.file_id, message };
}
