import { SlashCommandBuilder } from 'discord.js';
import { runYtdlpUpdate, ytdlpStatusText } from '../../shared/maintenance.js';
import { statsText } from '../../shared/usage-texts.js';
import { GUILD_AND_BOT_DM, GUILD_INSTALL } from '../commands/contexts.js';
import { described } from '../commands/localizations.js';
import type { ChatCommand } from '../commands/types.js';
import { discordIdentity } from '../identity.js';
import { interactionT } from '../locale.js';
import { replyEphemeral } from '../replies.js';
import { MAX_CONTENT_LENGTH } from '../texts.js';

/**
 * `/stats`: everyone's usage, for owners (OWNER_IDS) only. Registered for
 * everyone because Discord permissions cannot express "owner of this bot";
 * the check is here.
 */
export const statsCommand: ChatCommand = {
  definition: described(new SlashCommandBuilder().setName('stats'), 'dc-command-stats')
    .setContexts(...GUILD_AND_BOT_DM)
    .setIntegrationTypes(...GUILD_INSTALL)
    .toJSON(),
  async execute(ctx, interaction) {
    const { usage } = ctx.deps;
    const t = interactionT(interaction);
    if (!usage.isOwner(discordIdentity(interaction.user))) return replyEphemeral(interaction, t('dc-owner-only-stats'));
    await replyEphemeral(interaction, statsText(t, await usage.stats(), MAX_CONTENT_LENGTH));
  },
};

/**
 * `/update`: the yt-dlp version and age (with advice when stale), then an
 * update of it, for owners (OWNER_IDS) only. The status is the reply, which
 * acknowledges the interaction within Discord's 3 s; the update's result
 * (it may take a minute) comes as a follow-up. Both are visible to the owner only.
 */
export const updateCommand: ChatCommand = {
  definition: described(new SlashCommandBuilder().setName('update'), 'dc-command-update')
    .setContexts(...GUILD_AND_BOT_DM)
    .setIntegrationTypes(...GUILD_INSTALL)
    .toJSON(),
  async execute(ctx, interaction) {
    const { usage, maintenance } = ctx.deps;
    const t = interactionT(interaction);
    if (!usage.isOwner(discordIdentity(interaction.user)))
      return replyEphemeral(interaction, t('dc-owner-only-update'));
    if (!maintenance) return replyEphemeral(interaction, t('bot-update-unavailable'));
    await replyEphemeral(interaction, ytdlpStatusText(t, maintenance.ytdlpStatus()));
    const result = await runYtdlpUpdate(t, maintenance);
    await replyEphemeral(interaction, result.message);
  },
};
