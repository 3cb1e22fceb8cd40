import type { Message, UserFromGetMe } from 'grammy/types';

/**
 * Whether a group message is meant for the bot: it mentions the bot or
 * replies to one of its messages. In a group the bot never reacts to every
 * link anyone posts.
 */
export function isAddressedToBot(message: Message, me: UserFromGetMe): boolean {
  if (message.reply_to_message?.from?.id === me.id) return true;
  const text = message.text ?? message.caption ?? '';
  const entities = message.entities ?? message.caption_entities ?? [];
  const handle = `@${me.username}`.toLowerCase();
  return entities.some(
    (e) =>
      (e.type === 'mention' && text.slice(e.offset, e.offset + e.length).toLowerCase() === handle) ||
      (e.type === 'text_mention' && e.user.id === me.id),
  );
}
