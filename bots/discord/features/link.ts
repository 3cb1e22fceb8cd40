import {
  ApplicationCommandType,
  type ChatInputCommandInteraction,
  ContextMenuCommandBuilder,
  type Message,
  type MessageContextMenuCommandInteraction,
  SlashCommandBuilder,
  type StringSelectMenuInteraction,
} from 'discord.js';
import { z } from 'zod';
import { sentence, type Translate } from '../../../src/i18n/index.js';
import { type ClipRange, MediaError, type MediaInfo } from '../../../src/media/index.js';
import type { Identity } from '../../../src/usage/index.js';
import { beginLookup } from '../../shared/begin-lookup.js';
import { decideChoice } from '../../shared/choice-decision.js';
import { type ClipTimes, readClipTimes } from '../../shared/clip-request.js';
import { findLinkAndClip } from '../../shared/link-and-clip.js';
import { findLink } from '../../shared/lookup.js';
import { isPlaylistInfo } from '../../shared/playlist-card.js';
import { errorSentence } from '../../shared/texts.js';
import { type QuickFormat, quickChoice, quickFormats } from '../choices.js';
import { GUILD_AND_BOT_DM, GUILD_INSTALL } from '../commands/contexts.js';
import { described, englishText, localizations } from '../commands/localizations.js';
import type { ChatCommand, MessageMenuCommand } from '../commands/types.js';
import { type DiscordBotContext, platformFacts } from '../context.js';
import { startDownload } from '../download-job.js';
import { discordIdentity } from '../identity.js';
import { shortcutRetry } from '../interrupted.js';
import { interactionT, messageT } from '../locale.js';
import { readLink, showLookup } from '../lookup-card.js';
import { replyEphemeral } from '../replies.js';
import { NO_SUCH_FORMAT } from '../texts.js';
import { discordUploadLimitBytes } from '../upload-limit.js';

/**
 * A link → its card (or, with a `format` shortcut, its download): `/download`,
 * "Download media" on a message, a link pasted in a message, and an entry
 * chosen on a playlist card (features/playlist.ts, through features/buttons.ts).
 */

/** What can bring a link to look up: `/download`, "Download media", an entry chosen on a playlist card. */
type LinkInteraction = ChatInputCommandInteraction | MessageContextMenuCommandInteraction | StringSelectMenuInteraction;

/** Options arrive from a client: checked, not trusted to match the registration. */
const downloadOptionsSchema = z.object({
  url: z.string().min(1).max(2048),
  format: z.enum(quickFormats).optional(),
  start: z.string().max(20).optional(),
  end: z.string().max(20).optional(),
});

/** The worded choices of `format:`. */
const BEST = 'dc-command-download-format-best';
const AUDIO = 'dc-command-download-format-audio';

/**
 * `/download url:<link> [format:] [start:] [end:]`. With `start` or `end`
 * only that part is downloaded: a missing start is 0, a missing end the end
 * of the media; times that cannot be read are answered before any lookup.
 */
export const downloadCommand: ChatCommand = {
  definition: described(new SlashCommandBuilder().setName('download'), 'dc-command-download')
    .setContexts(...GUILD_AND_BOT_DM)
    .setIntegrationTypes(...GUILD_INSTALL)
    .addStringOption((option) =>
      described(option.setName('url'), 'dc-command-download-url').setRequired(true).setMaxLength(2048),
    )
    .addStringOption((option) =>
      described(option.setName('format'), 'dc-command-download-format').addChoices(
        { name: englishText(BEST), name_localizations: localizations(BEST), value: 'best' },
        { name: englishText(AUDIO), name_localizations: localizations(AUDIO), value: 'audio' },
        // A format's name, the same in every language.
        { name: 'mp3', value: 'mp3' },
      ),
    )
    .addStringOption((option) => described(option.setName('start'), 'dc-command-download-start').setMaxLength(20))
    .addStringOption((option) => described(option.setName('end'), 'dc-command-download-end').setMaxLength(20))
    .toJSON(),
  async execute(ctx, interaction) {
    const parsed = downloadOptionsSchema.safeParse({
      url: interaction.options.getString('url') ?? undefined,
      format: interaction.options.getString('format') ?? undefined,
      start: interaction.options.getString('start') ?? undefined,
      end: interaction.options.getString('end') ?? undefined,
    });
    const t = interactionT(interaction);
    if (!parsed.success) return replyEphemeral(interaction, t('dc-download-options-refused'));
    const times = readClipTimes(t, parsed.data.start, parsed.data.end);
    if (!times.ok) return replyEphemeral(interaction, times.text);
    await downloadFromText(ctx, interaction, parsed.data.url, parsed.data.format, times.times);
  },
};

/**
 * "Download media" on a message: the first link of that message. Discord
 * includes the target message's content in the interaction, so this works
 * without the Message Content intent.
 */
export const downloadMediaMenu: MessageMenuCommand = {
  // Its name is what the Apps menu shows, so it is localized; the interaction still carries the English one.
  definition: new ContextMenuCommandBuilder()
    .setName(englishText('dc-command-download-media'))
    .setNameLocalizations(localizations('dc-command-download-media'))
    .setType(ApplicationCommandType.Message)
    .setContexts(...GUILD_AND_BOT_DM)
    .setIntegrationTypes(...GUILD_INSTALL)
    .toJSON(),
  async execute(ctx, interaction) {
    const content = interaction.targetMessage.content ?? '';
    if (!findLink(content)) return replyEphemeral(interaction, interactionT(interaction)('dc-no-link-in-message'));
    await downloadFromText(ctx, interaction, content);
  },
};

/**
 * The shared path of `/download`, "Download media" and an entry chosen on a
 * playlist card: find the link, check the limits (refusals only to the
 * asker), acknowledge within Discord's 3 s, read the link, then show the
 * card, or start the download right away when a `format` shortcut was given.
 * With `clip`, the card (or the download) is of that part of the media.
 */
export async function downloadFromText(
  ctx: DiscordBotContext,
  interaction: LinkInteraction,
  text: string,
  quick?: QuickFormat,
  clip?: ClipTimes,
): Promise<void> {
  const t = interactionT(interaction);
  const link = findLink(text);
  if (!link)
    return replyEphemeral(
      interaction,
      errorSentence(t, new MediaError('invalid_url', sentence('error-code-invalid-url'))),
    );
  const { url } = link;
  const identity = discordIdentity(interaction.user);
  // begin() answers in milliseconds on either database, fast enough to answer before deferring,
  // which keeps refusals private.
  await beginLookup({
    t,
    usage: ctx.deps.usage,
    identity,
    url,
    refuse: (sentence) => replyEphemeral(interaction, sentence),
    showBegun: () => interaction.deferReply(),
    showFailedCode: 'discord_ack_failed',
    lookUp: async (ticket) => {
      const read = await readLink(ctx, t, identity, url, ticket, clip);
      const uploadLimitBytes = discordUploadLimitBytes(ctx.deps, interaction.attachmentSizeLimit);
      // A playlist gets its own card, whatever the format shortcut: it has no formats of its own.
      if (quick && read.ok && !isPlaylistInfo(read.info)) {
        const asked = { identity, url, info: read.info, clip: read.clip, uploadLimitBytes };
        return downloadRightAway(ctx, interaction, t, quick, asked);
      }
      const ownerUserId = interaction.user.id;
      await showLookup(ctx, {
        surface: (payload) => interaction.editReply(payload),
        t,
        url,
        read,
        ownerUserId,
        uploadLimitBytes,
      });
    },
    // Interactions are tracked by bot.ts already: the lookup runs within this handler.
    track: (lookup) => lookup,
  });
}

/** The `format` shortcut: the shared decision on that choice, then the download, without a card. */
async function downloadRightAway(
  ctx: DiscordBotContext,
  interaction: LinkInteraction,
  t: Translate,
  quick: QuickFormat,
  asked: { identity: Identity; url: string; info: MediaInfo; clip?: ClipRange | undefined; uploadLimitBytes: number },
): Promise<void> {
  const choice = quickChoice(asked.info, quick);
  if (!choice) return void (await interaction.editReply({ content: t(NO_SUCH_FORMAT[quick]) }));
  const decision = await decideChoice(t, platformFacts(ctx), { ...asked, choice });
  if (decision.kind === 'answer') {
    // The deferred reply is public; the answer is not: replace it with a private note.
    await interaction.deleteReply();
    return replyEphemeral(interaction, decision.text);
  }
  const { info, uploadLimitBytes } = asked;
  const retry = shortcutRetry(asked, interaction.user.id, choice);
  await startDownload(ctx, { interaction, info, admitted: decision, uploadLimitBytes, retry });
}

/**
 * A pasted link (DISCORD_READ_MESSAGES=true): answered with the same card as
 * `/download`. Messages have no ephemeral replies, so a refusal is a normal
 * reply; messages without a link are ignored silently.
 */
export async function handleLinkMessage(ctx: DiscordBotContext, message: Message): Promise<void> {
  if (message.author.bot || message.webhookId) return;
  // No interaction, so no user language: the server's, in a DM English.
  const t = messageT(message);
  // A link may be followed by a range (`<link> 1:20-2:05`), as in Telegram; a range in the wrong order is answered before any lookup.
  const link = findLinkAndClip(t, message.content);
  if (!link) return;
  const noPing = { repliedUser: false, parse: [] } as const;
  if (!link.ok) return void (await message.reply({ content: link.text, allowedMentions: noPing }));
  const { url } = link;
  const identity = discordIdentity(message.author);
  await beginLookup({
    t,
    usage: ctx.deps.usage,
    identity,
    url,
    refuse: (sentence) => message.reply({ content: sentence, allowedMentions: noPing }),
    showBegun: () => message.reply({ content: t('dc-reading-link'), allowedMentions: noPing }),
    showFailedCode: 'discord_reply_failed',
    lookUp: async (ticket, sent) => {
      const read = await readLink(ctx, t, identity, url, ticket, link.clip);
      await showLookup(ctx, {
        surface: (payload) => sent.edit(payload),
        t,
        url,
        read,
        ownerUserId: message.author.id,
        // No interaction tells the server's limit here; a press on the card brings it.
        uploadLimitBytes: discordUploadLimitBytes(ctx.deps, undefined),
      });
    },
    // Messages are tracked by bot.ts already: the lookup runs within this handler.
    track: (lookup) => lookup,
  });
}
