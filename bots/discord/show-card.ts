import type { MessageEditOptions } from 'discord.js';
import { MediaError } from '../../src/media/errors.js';
import type { MediaInfo } from '../../src/media/types.js';
import type { Identity, UsageTicket } from '../../src/usage/index.js';
import type { Card } from '../shared/card-store.js';
import type { BotLogger } from '../shared/log.js';
import { loggableError } from '../shared/log.js';
import { findLink, lookUp } from '../shared/lookup.js';
import { errorSentence } from '../shared/texts.js';
import { cardComponents, cardMessage } from './card-view.js';
import { offeredFormats } from './choices.js';
import type { BotContext, DiscordCard } from './context.js';
import { CARD_EXPIRED } from './texts.js';

/** Where a card is shown and later edited: an interaction's reply, or the bot's own message. */
export type CardSurface = (payload: Pick<MessageEditOptions, 'content' | 'embeds' | 'components'>) => Promise<unknown>;

/** The link in a user's text, or the sentence saying there is none. */
export function linkIn(text: string): { ok: true; url: string } | { ok: false; text: string } {
  const link = findLink(text);
  return link
    ? { ok: true, url: link.url }
    : { ok: false, text: errorSentence(new MediaError('invalid_url', 'no link')) };
}

/** Reads a link under an already admitted `info` usage ticket (the shared lookup, stopped by shutdown). */
export function readLink(ctx: BotContext, identity: Identity, url: string, ticket: UsageTicket) {
  const { media, usage, logger } = ctx.options;
  return lookUp({ media, usage, identity, url, ticket, signal: ctx.jobs.shutdownSignal, logger });
}

/**
 * Called when a card expires: greys out its components so nobody presses a
 * dead card. Best effort; an edit can fail once the message is deleted or the
 * interaction token is gone, and then a press still gets "expired".
 */
export function disableExpiredCard(logger: BotLogger) {
  return (card: Card<DiscordCard>): void => {
    card.disable().catch((error: unknown) => {
      logger.debug({ cardId: card.id, err: loggableError(error) }, 'discord: could not disable an expired card');
    });
  };
}

/** Shows the choice card for `info` on `surface`; only `ownerUserId` may press it. */
export async function showCard(
  ctx: BotContext,
  args: { surface: CardSurface; url: string; info: MediaInfo; ownerUserId: string; uploadLimitBytes: number },
): Promise<void> {
  const hasLink = ctx.options.publicBaseUrl !== undefined;
  const card = await ctx.cards.add({
    url: args.url,
    info: args.info,
    formats: offeredFormats(args.info),
    ownerUserId: args.ownerUserId,
    uploadLimitBytes: args.uploadLimitBytes,
    disable: async () => {
      await args.surface({ content: CARD_EXPIRED, components: cardComponents(card, { disabled: true, hasLink }) });
    },
  });
  await args.surface(cardMessage(card, hasLink));
}
