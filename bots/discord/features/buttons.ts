import type { ButtonInteraction, StringSelectMenuInteraction } from 'discord.js';
import { sentence, type Translate } from '../../../src/i18n/index.js';
import { MediaError } from '../../../src/media/index.js';
import { flipToggle } from '../../../src/options/index.js';
import type { Card } from '../../shared/card-store.js';
import { decideChoice } from '../../shared/choice-decision.js';
import type { Choice } from '../../shared/choices.js';
import { cancelAnswer } from '../../shared/job-texts.js';
import { toggleIdAt, withToggles } from '../../shared/option-toggles.js';
import { infoInLanguage } from '../../shared/sound-languages.js';
import { errorSentence } from '../../shared/texts.js';
import { cardMessage, type DiscordCard, disabledCopies } from '../card.js';
import { replaceCard } from '../card-replace.js';
import { offeredFormats } from '../choices.js';
import { type DiscordBotContext, platformFacts } from '../context.js';
import {
  choiceId,
  parseCancelCustomId,
  parseCardCustomId,
  parseFormatOptionValue,
  parsePlaylistCustomId,
} from '../custom-id.js';
import { startDownload } from '../download-job.js';
import { discordIdentity } from '../identity.js';
import { interactionT } from '../locale.js';
import { replyEphemeral } from '../replies.js';
import { fitMenuHint } from '../texts.js';
import { discordUploadLimitBytes } from '../upload-limit.js';
import { handleFollowPress } from './follow.js';
import { downloadFromText } from './link.js';
import { handlePlaylistPress } from './playlist.js';
import { chosenSound } from './sound.js';
import { chosenSubtitle } from './subtitles.js';

/**
 * A press on a card (the format select menu or an MP3 button) or on a running
 * download's Cancel button. Returns false when the component is not ours.
 */
export async function handleComponentPress(
  ctx: DiscordBotContext,
  interaction: ButtonInteraction | StringSelectMenuInteraction,
): Promise<boolean> {
  const t = interactionT(interaction);
  const jobId = parseCancelCustomId(interaction.customId);
  if (jobId) {
    await replyEphemeral(interaction, cancelAnswer(t, await ctx.jobs.cancel(jobId, interaction.user.id)));
    return true;
  }
  if (interaction.isButton() && (await handleFollowPress(ctx, interaction))) return true;
  const playlist = parsePlaylistCustomId(interaction.customId);
  if (playlist) {
    await handlePlaylistPress(ctx, interaction, playlist, (menu, url) => downloadFromText(ctx, menu, url));
    return true;
  }
  const parsed = parseCardCustomId(interaction.customId);
  if (!parsed) return false;
  const card = await ctx.cards.get(parsed.cardId);
  if (!card) {
    // Unknown after an expiry or a restart: grey the card out and say why, in place.
    await interaction.update({ content: t('dc-card-expired'), components: disabledCopies(interaction.message) });
    return true;
  }
  if (interaction.user.id !== card.ownerUserId) {
    await replyEphemeral(interaction, t('dc-not-your-card'));
    return true;
  }

  if (parsed.choice.kind === 'sound') {
    await showInLanguage(ctx, interaction, card, t);
    return true;
  }
  if (parsed.choice.kind === 'option') {
    await toggleOption(ctx, interaction, card, parsed.choice.index, t);
    return true;
  }

  let choice: Choice;
  // The fit menu's values name formats as the format menu's do (custom-id.ts).
  const fit = parsed.choice.kind === 'fit';
  // A menu's choice, or a button standing for one ("Try again" after a crash) that carries its value.
  const values = interaction.isStringSelectMenu() ? interaction.values : parsed.value ? [parsed.value] : [];
  if (parsed.choice.kind === 'mp3') {
    // With the download options toggled on beside the MP3 buttons (bots/shared/option-toggles.ts).
    choice = withToggles({ type: 'mp3', quality: parsed.choice.quality }, card.options);
  } else if (parsed.choice.kind === 'subtitles') {
    const subtitle = chosenSubtitle(card, values);
    if (!subtitle) {
      await replyEphemeral(
        interaction,
        errorSentence(t, new MediaError('invalid_request', sentence('error-code-invalid-request'))),
      );
      return true;
    }
    choice = subtitle;
  } else {
    const index = parseFormatOptionValue(values[0], card.formats.length);
    const format = index === undefined ? undefined : card.formats[index];
    if (!format) {
      await replyEphemeral(
        interaction,
        errorSentence(t, new MediaError('invalid_selector', sentence('error-code-invalid-selector'))),
      );
      return true;
    }
    choice = { type: 'format', format };
  }

  // The press carries the current limit; it beats the one known when the card was drawn.
  const uploadLimitBytes = discordUploadLimitBytes(ctx.deps, interaction.attachmentSizeLimit);
  const identity = discordIdentity(interaction.user);
  const decision = await decideChoice(t, platformFacts(ctx), {
    identity,
    url: card.url,
    info: card.info,
    choice,
    uploadLimitBytes,
    clip: card.clip,
    fit,
  });
  if (decision.kind === 'answer') {
    // The card stays usable: the asker may pick a smaller format, or fit this one.
    const hint = decision.fitOffered ? `\n${fitMenuHint(t, uploadLimitBytes)}` : '';
    await replyEphemeral(interaction, `${decision.text}${hint}`);
    return true;
  }

  // One download per card: the components go away with the first progress edit.
  await ctx.cards.delete(card.id);
  try {
    await interaction.deferUpdate();
  } catch (error) {
    await decision.ticket.finish({ outcome: 'error', errorCode: 'discord_ack_failed' });
    throw error;
  }
  // Should this process die during the download, its next start offers this press again (interrupted.ts).
  const { id: _id, createdAt: _createdAt, ...fields } = card;
  const retry = { card: fields, press: choiceId(parsed.choice, values[0]) };
  await startDownload(ctx, { interaction, info: card.info, admitted: decision, uploadLimitBytes, retry });
  return true;
}

/**
 * A language chosen in a card's Sound menu: the card made anew in it (its
 * videos merged with that sound, its audio first), shown in place of the old
 * one; a value the card never offered shows the card as it was.
 */
async function showInLanguage(
  ctx: DiscordBotContext,
  interaction: ButtonInteraction | StringSelectMenuInteraction,
  card: Card<DiscordCard>,
  t: Translate,
): Promise<void> {
  const chosen = chosenSound(card, interaction.isStringSelectMenu() ? interaction.values : []);
  const hasLink = ctx.deps.publicBaseUrl !== undefined;
  if (!chosen) return void (await interaction.update(cardMessage(t, card, hasLink)));
  const info = infoInLanguage(card.info, chosen.value);
  await replaceCard(ctx, interaction, card, { info, formats: offeredFormats(info) }, t);
}

/** A download option's toggle beside the MP3 buttons: the card made anew with it on or off. */
async function toggleOption(
  ctx: DiscordBotContext,
  interaction: ButtonInteraction | StringSelectMenuInteraction,
  card: Card<DiscordCard>,
  index: number,
  t: Translate,
): Promise<void> {
  const id = toggleIdAt(index);
  if (!id) return void (await interaction.update(cardMessage(t, card, ctx.deps.publicBaseUrl !== undefined)));
  await replaceCard(ctx, interaction, card, { options: flipToggle(card.options, id) }, t);
}
