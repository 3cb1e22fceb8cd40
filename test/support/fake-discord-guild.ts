/**
 * A server (guild) on the fake Discord, for what happens outside DMs: the
 * bot is told of the server as when it joins one, and users write in its
 * channel. Kept beside fake-discord.ts, whose public dispatch it uses.
 */
import { type FakeDiscord, type FakeMessage, type FakeUser, snowflake } from './fake-discord.js';

/**
 * A server the bot is in, with one text channel: GUILD_CREATE, as Discord
 * sends when the bot joins. `preferredLocale` is the server's "primary
 * language" (Community settings), which the bot reads for plain messages.
 */
export function guildCreate(
  discord: FakeDiscord,
  args: { guildId: string; channelId: string; preferredLocale: string },
): void {
  const { guildId, channelId, preferredLocale } = args;
  discord.dispatch('GUILD_CREATE', {
    id: guildId,
    name: 'fake server',
    icon: null,
    owner_id: snowflake(),
    preferred_locale: preferredLocale,
    features: [],
    roles: [],
    emojis: [],
    stickers: [],
    members: [],
    member_count: 1,
    unavailable: false,
    channels: [{ id: channelId, type: 0, name: 'general', guild_id: guildId, position: 0, permission_overwrites: [] }],
  });
}

/** A user's message in a server's channel (see guildCreate), delivered as MESSAGE_CREATE. */
export function sendGuildMessage(
  discord: FakeDiscord,
  user: FakeUser,
  args: { guildId: string; channelId: string; content: string },
): FakeMessage {
  const message = discord.userMessage(user, args.channelId, args.content);
  discord.dispatch('MESSAGE_CREATE', { ...message, guild_id: args.guildId, channel_type: 0 });
  return message;
}
