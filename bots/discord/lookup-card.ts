import type { MessageEditOptions } from 'discord.js';
import { type ClipRange, MediaError, type MediaInfo } from '../../src/media/index.js';
import type { Identity, UsageTicket } from '../../src/usage/index.js';
import type { ClipTimes } from '../shared/clip-request.js';
import { findLink, lookUp } from '../shared/lookup.js';
import { errorSentence } from '../shared/texts.js';
import { cardComponents, cardMessage } from './card.js';
import { offeredFormats } from './choices.js';
import type { DiscordBotContext } from './context.js';
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

/** Reads a link under an already admitted `info` usage ticket (the shared lookup, stopped by shutdown), with the clip asked for. */
export function readLink(
  ctx: DiscordBotContext,
  identity: Identity,
  url: string,
  ticket: UsageTicket,
  clip?: ClipTimes,
) {
  const { media, usage, logger } = ctx.deps;
  return lookUp({ media, usage, identity, url, ticket, signal: ctx.jobs.shutdownSignal, logger, clip });
}

/** Shows the choice card for `info` on `surface`; only `ownerUserId` may press it. */
export async function showCard(
  ctx: DiscordBotContext,
  args: {
    surface: CardSurface;
    url: string;
    info: MediaInfo;
    ownerUserId: string;
    uploadLimitBytes: number;
    clip?: ClipRange | undefined;
  },
): Promise<void> {
  const hasLink = ctx.deps.publicBaseUrl !== undefined;
  const card = await ctx.cards.add({
    url: args.url,
    info: args.info,
    formats: offeredFormats(args.info),
    ownerUserId: args.ownerUserId,
    uploadLimitBytes: args.uploadLimitBytes,
    ...(args.clip ? { clip: args.clip } : {}),
  });
  // At expiry the card's components are greyed out, so nobody presses a dead card (card-expiry.ts).
  ctx.cardExpiry.watch(card.id, () =>
    args.surface({ content: CARD_EXPIRED, components: cardComponents(card, { disabled: true, hasLink }) }),
  );
  await args.surface(cardMessage(card, hasLink));
}
