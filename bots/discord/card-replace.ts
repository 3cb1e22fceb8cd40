import type { ButtonInteraction, StringSelectMenuInteraction } from 'discord.js';
import type { Translate } from '../../src/i18n/index.js';
import type { Card } from '../shared/card-store.js';
import { cardComponents, cardMessage, type DiscordCard } from './card.js';
import type { DiscordBotContext } from './context.js';

/**
 * A card made anew with `changes` (another sound's language, an option toggled), shown in place of the old
 * one. The old card is claimed here, so its expiry leaves the message (now the new card's) alone.
 */
export async function replaceCard(
  ctx: DiscordBotContext,
  interaction: ButtonInteraction | StringSelectMenuInteraction,
  card: Card<DiscordCard>,
  changes: Partial<DiscordCard>,
  t: Translate,
): Promise<void> {
  const hasLink = ctx.deps.publicBaseUrl !== undefined;
  const { id: _id, createdAt: _createdAt, ...fields } = card;
  const next = await ctx.cards.add({ ...fields, ...changes });
  await ctx.cards.delete(card.id);
  ctx.cardExpiry.watch(next.id, () =>
    interaction.editReply({
      content: t('dc-card-expired'),
      components: cardComponents(t, next, { disabled: true, hasLink }),
    }),
  );
  await interaction.update(cardMessage(t, next, hasLink));
}
