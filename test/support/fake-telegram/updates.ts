// Updates as Telegram sends them to the bot: a user's text message, a press of an inline button.
import { randomBytes } from 'node:crypto';
import type { FakeChat, FakeUser } from './model.js';

/** A `message` update with the entities Telegram would mark (a leading command, @mentions). */
export function textUpdate(
  from: FakeUser,
  chat: FakeChat,
  text: string,
  messageId: number,
  extra: Record<string, unknown> = {},
) {
  const entities: { type: string; offset: number; length: number }[] = [];
  const command = /^\/[A-Za-z_]+(@\w+)?/.exec(text);
  if (command) entities.push({ type: 'bot_command', offset: 0, length: command[0].length });
  for (const m of text.matchAll(/@\w+/g)) {
    if (m.index !== undefined && !(command && m.index < command[0].length)) {
      entities.push({ type: 'mention', offset: m.index, length: m[0].length });
    }
  }
  return {
    message: {
      message_id: messageId,
      date: Math.floor(Date.now() / 1000),
      chat: chat.type === 'private' ? { ...chat, first_name: from.first_name } : chat,
      from: { ...from, is_bot: false },
      text,
      ...(entities.length ? { entities } : {}),
      ...extra,
    },
  };
}

/** A `callback_query` update: `from` pressed a button with `data` on the bot's message `messageId`. */
export function buttonUpdate(from: FakeUser, chat: FakeChat, messageId: number, data: string, botId: number) {
  return {
    callback_query: {
      id: randomBytes(8).toString('hex'),
      from: { ...from, is_bot: false },
      chat_instance: String(chat.id),
      data,
      message: {
        message_id: messageId,
        date: Math.floor(Date.now() / 1000),
        chat,
        from: { id: botId, is_bot: true, first_name: 'Fetch' },
      },
    },
  };
}
