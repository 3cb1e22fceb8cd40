import type { MessageEditOptions } from 'discord.js';
import type { Translate } from '../../src/i18n/index.js';
import type { ClipRange, MediaInfo } from '../../src/media/index.js';
import type { Identity, UsageTicket } from '../../src/usage/index.js';
import type { ClipTimes } from '../shared/clip-request.js';
import { lookUp } from '../shared/lookup.js';
import { isPlaylistInfo, playlistFields } from '../shared/playlist-card.js';
import { emptyPlaylistText } from '../shared/playlist-texts.js';
import { cardComponents, cardMessage } from './card.js';
import { offeredFormats } from './choices.js';
import type { DiscordBotContext } from './context.js';
import { playlistMessage } from './playlist-card.js';

/**
 * What a lookup shows: the reply (or the bot's own message) becomes the
 * media's card, a playlist's card, or the sentence why there is none. Every
 * lookup path (`/download`, "Download media", a pasted link, an entry chosen
 * on a playlist card) ends here.
 */

/** Where a card is shown and later edited: an interaction's reply, or the bot's own message. */
export type CardSurface = (payload: Pick<MessageEditOptions, 'content' | 'embeds' | 'components'>) => Promise<unknown>;

/** What a lookup read: the media (and the clip asked for), or the sentence to show instead. */
export type LookupRead = Awaited<ReturnType<typeof readLink>>;

/**
 * Reads a link under an already admitted `info` usage ticket (the shared
 * lookup, stopped by shutdown), with the clip asked for; what it cannot show
 * is said in `t`, the asker's words.
 */
export function readLink(
  ctx: DiscordBotContext,
  t: Translate,
  identity: Identity,
  url: string,
  ticket: UsageTicket,
  clip?: ClipTimes,
) {
  const { media, usage, logger } = ctx.deps;
  return lookUp({
    t,
    media,
    usage,
    identity,
    url,
    ticket,
    signal: ctx.jobs.shutdownSignal,
    logger,
    clip,
  });
}

/** What every card shows: where, for whom, in whose words (`t`, the asker's), under which upload limit. */
interface CardPlace {
  surface: CardSurface;
  t: Translate;
  url: string;
  ownerUserId: string;
  uploadLimitBytes: number;
}

/** Shows on `surface` what was read: the sentence, a playlist's card or the media's card; only `ownerUserId` may press it. */
export async function showLookup(ctx: DiscordBotContext, args: CardPlace & { read: LookupRead }): Promise<void> {
  const { read, ...place } = args;
  if (!read.ok) return void (await place.surface({ content: read.text }));
  if (isPlaylistInfo(read.info)) return showPlaylistCard(ctx, { ...place, info: read.info });
  await showCard(ctx, { ...place, info: read.info, clip: read.clip });
}

/** Shows the choice card for `info` on `surface`; only `ownerUserId` may press it. */
export async function showCard(
  ctx: DiscordBotContext,
  args: CardPlace & { info: MediaInfo; clip?: ClipRange | undefined },
): Promise<void> {
  const { t } = args;
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
    args.surface({ content: t('dc-card-expired'), components: cardComponents(t, card, { disabled: true, hasLink }) }),
  );
  await args.surface(cardMessage(t, card, hasLink));
}

/**
 * Shows a playlist's card on `surface` (its first page); only `ownerUserId`
 * may press it. A playlist with no entry to offer gets a sentence instead.
 */
export async function showPlaylistCard(ctx: DiscordBotContext, args: CardPlace & { info: MediaInfo }): Promise<void> {
  const fields = playlistFields(args.url, args.info);
  if (fields.entries.length === 0) return void (await args.surface({ content: emptyPlaylistText(args.t, fields) }));
  const card = await ctx.playlistCards.add({
    ...fields,
    ownerUserId: args.ownerUserId,
    uploadLimitBytes: args.uploadLimitBytes,
  });
  await args.surface(playlistMessage(args.t, card, 0, ctx.deps.follows !== undefined));
}
