import { SlashCommandBuilder } from 'discord.js';
import { statsText } from '../../shared/usage-texts.js';
import { GUILD_AND_BOT_DM, GUILD_INSTALL } from '../commands/contexts.js';
import type { ChatCommand } from '../commands/types.js';
import { discordIdentity } from '../identity.js';
import { tellAskerOnly } from '../replies.js';
import { MAX_CONTENT_LENGTH, OWNER_ONLY } from '../texts.js';

/**
 * `/stats`: everyone's usage, for owners (OWNER_IDS) only. Registered for
 * everyone because Discord permissions cannot express "owner of this bot";
 * the check is here.
 */
export const statsCommand: ChatCommand = {
  definition: new SlashCommandBuilder()
    .setName('stats')
    .setDescription('Usage of everyone (bot owners only)')
    .setContexts(...GUILD_AND_BOT_DM)
    .setIntegrationTypes(...GUILD_INSTALL)
    .toJSON(),
  async execute(ctx, interaction) {
    const { usage } = ctx.deps;
    if (!usage.isOwner(discordIdentity(interaction.user))) return tellAskerOnly(interaction, OWNER_ONLY);
    await tellAskerOnly(interaction, statsText(await usage.stats(), MAX_CONTENT_LENGTH));
  },
};
