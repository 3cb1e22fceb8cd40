import { ApplicationCommandType, ContextMenuCommandBuilder } from 'discord.js';
import { findLink } from '../../shared/lookup.js';
import { downloadFromText } from '../features/link.js';
import { tellAskerOnly } from '../replies.js';
import { NO_LINK_IN_MESSAGE } from '../texts.js';
import { GUILD_AND_BOT_DM, GUILD_INSTALL } from './contexts.js';
import type { MessageMenuCommand } from './types.js';

const definition = new ContextMenuCommandBuilder()
  .setName('Download media')
  .setType(ApplicationCommandType.Message)
  .setContexts(...GUILD_AND_BOT_DM)
  .setIntegrationTypes(...GUILD_INSTALL)
  .toJSON();

/**
 * "Download media" on a message: the first link of that message. Discord
 * includes the target message's content in the interaction, so this works
 * without the Message Content intent.
 */
export const downloadMediaMenu: MessageMenuCommand = {
  definition,
  async execute(ctx, interaction) {
    const content = interaction.targetMessage.content ?? '';
    if (!findLink(content)) return tellAskerOnly(interaction, NO_LINK_IN_MESSAGE);
    await downloadFromText(ctx, interaction, content);
  },
};
