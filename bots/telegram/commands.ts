import type { Api } from 'grammy';
import type { BotCommand } from 'grammy/types';

/** Everyone's command menu. */
export const publicCommands: BotCommand[] = [
  { command: 'dl', description: 'Download from a link: /dl <link> [1:20-2:05 for a clip]' },
  { command: 'usage', description: 'Your usage today and your limits' },
  { command: 'help', description: 'How to use this bot' },
  { command: 'start', description: 'Start' },
];

/** Added to the menu of owners' private chats. */
export const ownerCommands: BotCommand[] = [
  { command: 'stats', description: 'Everyone’s usage (owners)' },
  { command: 'allow', description: 'Allow a user: /allow <id> (owners)' },
  { command: 'block', description: 'Block a user: /block <id> (owners)' },
  { command: 'update', description: 'yt-dlp version and update (owners)' },
];

/**
 * Sets the command menus: the public list for everyone, plus the owner
 * commands in each Telegram owner's private chat. An owner who never opened
 * the bot has no chat yet; that failure is reported, not fatal.
 */
export async function setCommandMenus(
  api: Api,
  ownerIds: readonly string[],
  onOwnerError: (ownerId: string, error: unknown) => void,
): Promise<void> {
  await api.setMyCommands(publicCommands);
  for (const key of ownerIds) {
    const id = /^telegram:(\d{1,20})$/.exec(key)?.[1];
    if (!id) continue;
    await api
      .setMyCommands([...publicCommands, ...ownerCommands], { scope: { type: 'chat', chat_id: Number(id) } })
      .catch((error: unknown) => onOwnerError(key, error));
  }
}
