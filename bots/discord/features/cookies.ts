import { type Attachment, InteractionContextType, MessageFlags, SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import { addCookieFile } from '../../shared/maintenance.js';
import { readUploadedCookieFile } from '../../shared/uploaded-file.js';
import { GUILD_INSTALL } from '../commands/contexts.js';
import { described } from '../commands/localizations.js';
import type { ChatCommand } from '../commands/types.js';
import { discordIdentity } from '../identity.js';
import { interactionT } from '../locale.js';
import { replyEphemeral } from '../replies.js';

/** Where Discord serves attachments. */
const DISCORD_CDN = 'https://cdn.discordapp.com';

/**
 * The attachment's own URL when it is on Discord's CDN, or on DISCORD_API_ROOT's origin (a
 * Discord-compatible server the owner runs, the tests' fake); anything else is never fetched.
 */
export function attachmentSource(attachment: Pick<Attachment, 'url'>, apiRoot: string): string | undefined {
  const parsed = z.url({ protocol: /^https?$/ }).safeParse(attachment.url);
  if (!parsed.success) return undefined;
  const { origin } = new URL(parsed.data);
  return origin === DISCORD_CDN || origin === new URL(apiRoot).origin ? parsed.data : undefined;
}

/**
 * `/cookies file:<cookies.txt>` in the bot's DM: the owner's file is added as a cookie set
 * (src/cookies, checked first), with the same answers as a document sent to the Telegram bot
 * (bots/shared/maintenance.ts); anyone else hears it is the owner's to do. Registered for DMs only:
 * a file of cookies has no business in a server's channel.
 */
export const cookiesCommand: ChatCommand = {
  definition: described(new SlashCommandBuilder().setName('cookies'), 'dc-command-cookies')
    .addAttachmentOption((option) => described(option.setName('file'), 'dc-command-cookies-file').setRequired(true))
    .setContexts(InteractionContextType.BotDM)
    .setIntegrationTypes(...GUILD_INSTALL)
    .toJSON(),
  async execute(ctx, interaction) {
    const t = interactionT(interaction);
    if (!ctx.deps.usage.isOwner(discordIdentity(interaction.user)))
      return replyEphemeral(interaction, t('error-cookies-owner-only'));
    if (interaction.inGuild()) return replyEphemeral(interaction, t('dc-cookies-dm-only'));
    const cookies = ctx.deps.maintenance?.cookies;
    if (!cookies) return replyEphemeral(interaction, t('cookies-unavailable'));
    const attachment = interaction.options.getAttachment('file', true);
    const source = attachmentSource(attachment, ctx.deps.apiRoot);
    // Answered with the generic failure sentence, and logged: Discord never sends such a URL.
    if (!source) throw new Error('the attachment is not on Discord’s CDN');
    // Reading and checking may outlast Discord's 3 s for a first answer.
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const answer = await addCookieFile(t, cookies, attachment.size, () => readUploadedCookieFile(source));
    await interaction.editReply({ content: answer, allowedMentions: { parse: [] } });
  },
};
