import type { ButtonInteraction, StringSelectMenuInteraction } from 'discord.js';
import { sentence } from '../../../src/i18n/index.js';
import { MediaError } from '../../../src/media/index.js';
import { errorSentence } from '../../shared/texts.js';
import { disabledCopies } from '../card.js';
import type { DiscordBotContext } from '../context.js';
import { type PlaylistAction, parseEntryOptionValue } from '../custom-id.js';
import { interactionT } from '../locale.js';
import { playlistMessage } from '../playlist-card.js';
import { startPlaylistJob } from '../playlist-job.js';
import { replyEphemeral } from '../replies.js';

/** Looks up a link for an interaction as `/download` does, and shows its card. */
export type OpenLink = (interaction: StringSelectMenuInteraction, url: string) => Promise<void>;

/**
 * A press on a playlist card: ◀ / ▶ turn the page in place, an entry chosen
 * in the menu opens that entry's own card (`openLink`: looked up like a link
 * sent to `/download`; passed in, since the link handler is not this one's
 * to import), "All as MP3" starts the run.
 */
export async function handlePlaylistPress(
  ctx: DiscordBotContext,
  interaction: ButtonInteraction | StringSelectMenuInteraction,
  pressed: { cardId: string; action: PlaylistAction },
  openLink: OpenLink,
): Promise<void> {
  const t = interactionT(interaction);
  const card = await ctx.playlistCards.get(pressed.cardId);
  if (!card) {
    // Unknown after an expiry or a restart: grey the card out and say why, in place.
    await interaction.update({ content: t('dc-card-expired'), components: disabledCopies(interaction.message) });
    return;
  }
  if (interaction.user.id !== card.ownerUserId) return replyEphemeral(interaction, t('dc-not-your-card'));
  const { action } = pressed;
  if (action.kind === 'page') {
    await interaction.update(playlistMessage(t, card, action.page, ctx.deps.follows !== undefined));
    return;
  }
  if (action.kind === 'all') {
    if (!interaction.isButton()) return;
    return startPlaylistJob(ctx, interaction, card);
  }
  const values = interaction.isStringSelectMenu() ? interaction.values : [];
  const index = parseEntryOptionValue(values[0], card.entries.length);
  const entry = index === undefined ? undefined : card.entries[index];
  if (!entry || !interaction.isStringSelectMenu()) {
    return replyEphemeral(
      interaction,
      errorSentence(t, new MediaError('invalid_selector', sentence('error-code-invalid-selector'))),
    );
  }
  // The entry's link is read like any link a user sends: the URL policy checks it again, and it counts as a lookup.
  await openLink(interaction, entry.url);
}
