import type { User } from 'discord.js';
import type { Identity } from '../../src/usage/index.js';

/** The usage identity of a Discord user: `discord:<user id>`. */
export function discordIdentity(user: User): Identity {
  return { platform: 'discord', externalId: user.id, displayName: user.globalName ?? user.username };
}
