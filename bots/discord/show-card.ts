import type { MessageEditOptions } from 'discord.js';
import { isMediaError, MediaError } from '../../src/media/errors.js';
import type { MediaInfo } from '../../src/media/types.js';
import type { Identity, UsageTicket } from '../../src/usage/index.js';
import { errorSentence, firstLink } from '../shared/texts.js';
import { cardComponents, cardMessage } from './card-view.js';
import { offeredFormats } from './choices.js';
import type { BotContext } from './context.js';
import { loggableError } from './safe-error.js';
import { CARD_EXPIRED } from './texts.js';

/** Where a card is shown and later edited: an interaction's reply, or the bot's own message. */
export type CardSurface = (payload: Pick<MessageEditOptions, 'content' | 'embeds' | 'components'>) => Promise<unknown>;

/** The link in a user's text, or the sentence saying there is none. */
export function linkIn(text: string): { ok: true; url: string } | { ok: false; text: string } {
  const link = firstLink(text);
  return link
    ? { ok: true, url: link.url }
    : { ok: false, text: errorSentence(new MediaError('invalid_url', 'no link')) };
}

/**
 * Reads a link under an already admitted `info` usage ticket. Resolves with
 * the info, or with the sentence to show instead (an unsupported link, a
 * media too long for the limits).
 */
export async function readLink(
  ctx: BotContext,
  identity: Identity,
  url: string,
  ticket: UsageTicket,
): Promise<{ ok: true; info: MediaInfo } | { ok: false; text: string }> {
  let info: MediaInfo;
  try {
    info = await ctx.options.media.info(url);
  } catch (error) {
    ticket.finish({ outcome: 'error', errorCode: isMediaError(error) ? error.code : 'internal' });
    if (!isMediaError(error)) ctx.options.logger.warn({ err: loggableError(error) }, 'discord: info failed');
    return { ok: false, text: errorSentence(error) };
  }
  ticket.finish({ outcome: 'ok', mediaPlatform: info.platform });
  const tooLong =
    info.durationSeconds !== undefined ? ctx.options.usage.checkDuration(identity, info.durationSeconds) : null;
  if (tooLong) return { ok: false, text: tooLong.message };
  return { ok: true, info };
}

/** Shows the choice card for `info` on `surface`; only `ownerUserId` may press it. */
export async function showCard(
  ctx: BotContext,
  args: { surface: CardSurface; url: string; info: MediaInfo; ownerUserId: string; uploadLimitBytes: number },
): Promise<void> {
  const hasLink = ctx.options.publicBaseUrl !== undefined;
  const card = ctx.cards.add({
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
