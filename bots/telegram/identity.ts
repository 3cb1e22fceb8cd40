import type { User } from 'grammy/types';
import type { Identity } from '../../src/usage/index.js';

/** The usage identity of a Telegram user: `telegram:<user id>`. */
export function telegramIdentity(from: User): Identity {
  const name = [from.first_name, from.last_name].filter(Boolean).join(' ') || from.username;
  return { platform: 'telegram', externalId: String(from.id), ...(name ? { displayName: name } : {}) };
}
