import { SlashCommandBuilder } from 'discord.js';
import { translator } from '../../../src/i18n/index.js';
import { runYtdlpUpdate, ytdlpStatusText } from '../../shared/maintenance.js';
import { statsText } from '../../shared/usage-texts.js';
import { GUILD_AND_BOT_DM, GUILD_INSTALL } from '../commands/contexts.js';
import type { ChatCommand } from '../commands/types.js';
import { discordIdentity } from '../identity.js';
import { tellAskerOnly } from '../replies.js';
import { MAX_CONTENT_LENGTH, OWNER_ONLY, OWNER_ONLY_UPDATE } from '../texts.js';

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
    await tellAskerOnly(interaction, statsText(translator('en'), await usage.stats(), MAX_CONTENT_LENGTH));
  },
};

/**
 * `/update`: the yt-dlp version and age (with advice when stale), then an
 * update of it, for owners (OWNER_IDS) only. The status is the reply, which
 * acknowledges the interaction within Discord's 3 s; the update's result
 * (it may take a minute) comes as a follow-up. Both are visible to the owner only.
 */
export const updateCommand: ChatCommand = {
  definition: new SlashCommandBuilder()
    .setName('update')
    .setDescription('yt-dlp version; update it (bot owners only)')
    .setContexts(...GUILD_AND_BOT_DM)
    .setIntegrationTypes(...GUILD_INSTALL)
    .toJSON(),
  async execute(ctx, interaction) {
    const { usage, maintenance } = ctx.deps;
    if (!usage.isOwner(discordIdentity(interaction.user))) return tellAskerOnly(interaction, OWNER_ONLY_UPDATE);
    if (!maintenance) return tellAskerOnly(interaction, translator('en')('bot-update-unavailable'));
    await tellAskerOnly(interaction, ytdlpStatusText(translator('en'), maintenance.ytdlpStatus()));
    const result = await runYtdlpUpdate(translator('en'), maintenance);
    await tellAskerOnly(interaction, result.message);
  },
};
