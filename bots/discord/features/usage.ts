import { SlashCommandBuilder } from 'discord.js';
import { translator } from '../../../src/i18n/index.js';
import { usageText } from '../../shared/usage-texts.js';
import { GUILD_AND_BOT_DM, GUILD_INSTALL } from '../commands/contexts.js';
import type { ChatCommand } from '../commands/types.js';
import { discordIdentity } from '../identity.js';
import { tellAskerOnly } from '../replies.js';

/** `/usage`: the asker's own counts and limits, visible only to them. */
export const usageCommand: ChatCommand = {
  definition: new SlashCommandBuilder()
    .setName('usage')
    .setDescription('Your downloads today and your limits')
    .setContexts(...GUILD_AND_BOT_DM)
    .setIntegrationTypes(...GUILD_INSTALL)
    .toJSON(),
  async execute(ctx, interaction) {
    await tellAskerOnly(
      interaction,
      usageText(translator('en'), await ctx.deps.usage.summary(discordIdentity(interaction.user))),
    );
  },
};
