import type { ButtonInteraction, StringSelectMenuInteraction } from 'discord.js';
import { MediaError } from '../../src/media/errors.js';
import { directDownloadLink } from '../shared/download-link.js';
import { errorSentence } from '../shared/texts.js';
import { beginDownload } from './admission.js';
import { disabledCopies } from './card-view.js';
import { type DownloadChoice, formatChoice, isOverLimit, mp3Choice } from './choices.js';
import { type BotContext, discordIdentity, uploadLimitBytes } from './context.js';
import { parseCardCustomId, parseFormatOptionValue } from './custom-id.js';
import { deliver } from './deliver.js';
import { tellAskerOnly } from './replies.js';
import { CARD_EXPIRED, NOT_YOUR_CARD, overLimitText } from './texts.js';

/**
 * A press on a card: the format select menu or an MP3 button. Returns false
 * when the component is not a card's (another feature may own it).
 */
export async function handleCardPress(
  ctx: BotContext,
  interaction: ButtonInteraction | StringSelectMenuInteraction,
): Promise<boolean> {
  const parsed = parseCardCustomId(interaction.customId);
  if (!parsed) return false;
  const card = ctx.cards.get(parsed.cardId);
  if (!card) {
    // Unknown after an expiry or a restart: grey the card out and say why, in place.
    await interaction.update({ content: CARD_EXPIRED, components: disabledCopies(interaction.message) });
    return true;
  }
  if (interaction.user.id !== card.ownerUserId) {
    await tellAskerOnly(interaction, NOT_YOUR_CARD);
    return true;
  }

  let choice: DownloadChoice;
  if (parsed.choice.kind === 'mp3') {
    choice = mp3Choice(card.url, card.info, parsed.choice.quality);
  } else {
    const values = interaction.isStringSelectMenu() ? interaction.values : [];
    const index = parseFormatOptionValue(values[0], card.formats.length);
    const format = index === undefined ? undefined : card.formats[index];
    if (!format) {
      await tellAskerOnly(interaction, errorSentence(new MediaError('invalid_selector', 'bad option value')));
      return true;
    }
    choice = formatChoice(card.url, card.info, format);
  }

  // The press carries the current limit; it beats the one known when the card was drawn.
  const limit = uploadLimitBytes(ctx.options, interaction.attachmentSizeLimit);
  if (isOverLimit(choice, limit)) {
    // The card stays usable: the asker may pick a smaller format.
    await tellAskerOnly(
      interaction,
      overLimitText(choice, limit, directDownloadLink(ctx.options.publicBaseUrl, choice.request)),
    );
    return true;
  }
  const admission = beginDownload(ctx, discordIdentity(interaction.user), card.info, choice);
  if (!admission.ok) {
    await tellAskerOnly(interaction, admission.refusal.message);
    return true;
  }

  // One download per card: the components go away with the first progress edit.
  ctx.cards.delete(card.id);
  try {
    await interaction.deferUpdate();
  } catch (error) {
    admission.ticket.finish({ outcome: 'error', errorCode: 'discord_ack_failed' });
    throw error;
  }
  await deliver(ctx, { interaction, info: card.info, choice, ticket: admission.ticket, uploadLimitBytes: limit });
  return true;
}
