import type { Api } from 'grammy';

/** A chat action shows for about 5 s; repeating it every 4 s keeps it on without gaps. */
export const CHAT_ACTION_INTERVAL_MS = 4000;

export type UploadAction = 'upload_video' | 'upload_voice' | 'upload_document' | 'typing';

/**
 * Shows "sending video…" (or similar) in the chat until stopped. Failures are
 * ignored: the indicator is a courtesy.
 */
export function repeatChatAction(api: Api, chatId: number, action: UploadAction): { stop(): void } {
  const send = () => void api.sendChatAction(chatId, action).catch(() => undefined);
  send();
  const timer = setInterval(send, CHAT_ACTION_INTERVAL_MS);
  return { stop: () => clearInterval(timer) };
}
