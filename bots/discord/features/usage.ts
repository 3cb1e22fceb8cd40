import { SlashCommandBuilder } from 'discord.js';
import { usageText } from '../../shared/usage-texts.js';
import { GUILD_AND_BOT_DM, GUILD_INSTALL } from '../commands/contexts.js';
import { described } from '../commands/localizations.js';
import type { ChatCommand } from '../commands/types.js';
import { discordIdentity } from '../identity.js';
import { interactionT } from '../locale.js';
import { replyEphemeral } from '../replies.js';

/** `/usage`: the asker's own counts and limits, visible only to them. */
export const usageCommand: ChatCommand = {
  definition: described(new SlashCommandBuilder().setName('usage'), 'dc-command-usage')
    .setContexts(...GUILD_AND_BOT_DM)
    .setIntegrationTypes(...GUILD_INSTALL)
    .toJSON(),
  async execute(ctx, interaction) {
    await replyEphemeral(
      interaction,
      usageText(interactionT(interaction), await ctx.deps.usage.summary(discordIdentity(interaction.user))),
    );
  },
};
