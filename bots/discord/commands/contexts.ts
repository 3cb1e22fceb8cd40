import { ApplicationIntegrationType, InteractionContextType } from 'discord.js';

/** Every command works in servers the bot was added to and in its DMs. */
export const GUILD_AND_BOT_DM = [InteractionContextType.Guild, InteractionContextType.BotDM] as const;
export const GUILD_INSTALL = [ApplicationIntegrationType.GuildInstall] as const;
