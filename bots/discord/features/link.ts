import type {
  ChatInputCommandInteraction,
  MessageContextMenuCommandInteraction,
  StringSelectMenuInteraction,
} from 'discord.js';
import { decideChoice } from '../../shared/choice-decision.js';
import type { ClipTimes } from '../../shared/clip-request.js';
import { isPlaylistInfo } from '../../shared/playlist-card.js';
import { type QuickFormat, quickChoice } from '../choices.js';
import { type DiscordBotContext, platformFacts } from '../context.js';
import { deliver } from '../download-job.js';
import { discordIdentity } from '../identity.js';
import { type CardSurface, linkIn, readLink, showCard } from '../lookup-card.js';
import { tellAskerOnly } from '../replies.js';
import { discordUploadLimitBytes } from '../upload-limit.js';
import { showPlaylistCard } from './playlist.js';

const NO_SUCH_FORMAT: Record<QuickFormat, string> = {
  best: 'This media has no video format. Run /download without a format to see what it has.',
  audio: 'This media has no separate audio format. Try format: mp3 instead.',
  mp3: 'This media has no audio to convert.',
};

/**
 * The shared path of `/download` and "Download media": find the link, check
 * the limits (refusals only to the asker), acknowledge within Discord's 3 s,
 * read the link, then show the card, or start the download right away when
 * a `format` shortcut was given. With `clip`, the card (or the download) is
 * of that part of the media.
 */
export async function downloadFromText(
  ctx: DiscordBotContext,
  /** A select menu: an entry chosen on a playlist card (features/playlist.ts). */
  interaction: ChatInputCommandInteraction | MessageContextMenuCommandInteraction | StringSelectMenuInteraction,
  text: string,
  quick?: QuickFormat,
  clip?: ClipTimes,
): Promise<void> {
  const link = linkIn(text);
  if (!link.ok) return tellAskerOnly(interaction, link.text);
  const identity = discordIdentity(interaction.user);
  // begin() answers in milliseconds on either database, fast enough to answer before deferring,
  // which keeps refusals private.
  const admission = await ctx.deps.usage.begin(identity, { action: 'info', url: link.url });
  if (!admission.ok) return tellAskerOnly(interaction, admission.refusal.message);

  try {
    await interaction.deferReply();
  } catch (error) {
    // Discord refused the acknowledgement: nothing is read, and the row must not stay `running`.
    await admission.ticket.finish({ outcome: 'error', errorCode: 'discord_ack_failed' });
    throw error;
  }
  const read = await readLink(ctx, identity, link.url, admission.ticket, clip);
  if (!read.ok) {
    await interaction.editReply({ content: read.text });
    return;
  }
  const uploadLimitBytes = discordUploadLimitBytes(ctx.deps, interaction.attachmentSizeLimit);
  const surface = (payload: Parameters<CardSurface>[0]) => interaction.editReply(payload);
  // A playlist gets its own card, whatever the format shortcut: it has no formats of its own.
  if (isPlaylistInfo(read.info)) {
    const ownerUserId = interaction.user.id;
    return showPlaylistCard(ctx, { surface, url: link.url, info: read.info, ownerUserId, uploadLimitBytes });
  }
  if (!quick) {
    await showCard(ctx, {
      surface: (payload) => interaction.editReply(payload),
      url: link.url,
      info: read.info,
      ownerUserId: interaction.user.id,
      uploadLimitBytes,
      clip: read.clip,
    });
    return;
  }

  const choice = quickChoice(read.info, quick);
  if (!choice) {
    await interaction.editReply({ content: NO_SUCH_FORMAT[quick] });
    return;
  }
  const decision = await decideChoice(platformFacts(ctx), {
    identity,
    url: link.url,
    info: read.info,
    choice,
    uploadLimitBytes,
    clip: read.clip,
  });
  if (decision.kind === 'answer') {
    // The deferred reply is public; the answer is not: replace it with a private note.
    await interaction.deleteReply();
    return tellAskerOnly(interaction, decision.text);
  }
  await deliver(ctx, { interaction, info: read.info, admitted: decision, uploadLimitBytes });
}
