import type { Translate } from '../../src/i18n/index.js';
import type { MediaInfo } from '../../src/media/index.js';
import type { Identity, UsageTicket } from '../../src/usage/index.js';
import type { ClipTimes } from '../shared/clip-request.js';
import { loggableError } from '../shared/log.js';
import { lookUp } from '../shared/lookup.js';
import { isPlaylistInfo, playlistFields } from '../shared/playlist-card.js';
import { emptyPlaylistText } from '../shared/playlist-texts.js';
import { buildChoices, cardKeyboard, cardText } from './card.js';
import type { TelegramBotContext } from './context.js';
import { playlistCardCaption, playlistKeyboard } from './playlist-card.js';

/**
 * What a lookup shows: the "Looking it up…" message becomes the media's card,
 * a playlist's card, or the sentence why there is none. Every lookup path
 * (a link sent, an entry chosen on a playlist card) ends here.
 */

/** A lookup under way: who asked, where, and the "Looking it up…" message that becomes the card. */
export interface ShownLookup {
  /** The asker's words. */
  t: Translate;
  url: string;
  identity: Identity;
  /** The admitted `info` usage row; finished by the lookup. */
  ticket: UsageTicket;
  chatId: number;
  askerId: number;
  lookingUpId: number;
  /** The message a card with a thumbnail (a new message) replies to. */
  replyToMessageId?: number | undefined;
  note?: string | undefined;
  clip?: ClipTimes | undefined;
}

/**
 * Reads the link and turns the "Looking it up…" message into its card: the
 * media's formats (with its thumbnail when Telegram may fetch it), a
 * playlist's entries ({@link showPlaylistCard}), or the sentence instead. Used
 * for a link the user sent and for an entry chosen on a playlist card.
 */
export async function showLookup(services: TelegramBotContext, args: ShownLookup): Promise<void> {
  const { api, media, usage, logger } = services;
  const { t, url, identity, ticket, chatId, askerId, lookingUpId, note } = args;
  const signal = services.jobs.shutdownSignal;
  const read = await lookUp({ t, media, usage, identity, url, ticket, signal, logger, clip: args.clip });
  if (!read.ok) return void (await api.editMessageText(chatId, lookingUpId, read.text));
  const { info, clip } = read;
  if (isPlaylistInfo(info))
    return showPlaylistCard(services, { t, url, info, askerId, chatId, messageId: lookingUpId });
  const choices = buildChoices(info, services.uploadLimitBytes, clip);
  const card = await services.cards.add({ url, info, choices, askerId, chatId, ...(clip ? { clip } : {}) });
  const keyboard = cardKeyboard(t, card.id, choices, clip && { info, range: clip }, info);
  const caption = cardText(t, info, {
    uploadLimitBytes: services.uploadLimitBytes,
    anyTooLarge: choices.some((c) => c.tooLarge),
    ...(note ? { note } : {}),
    clip,
  });
  if (info.thumbnail && (await thumbnailAllowed(services, info.thumbnail))) {
    try {
      // Telegram fetches the thumbnail itself: this process never downloads it.
      const reply = args.replyToMessageId
        ? { reply_parameters: { message_id: args.replyToMessageId, allow_sending_without_reply: true } }
        : {};
      await api.sendPhoto(chatId, info.thumbnail, { caption, reply_markup: keyboard, ...reply });
      await api.deleteMessage(chatId, lookingUpId).catch(() => undefined);
      return;
    } catch (error) {
      logger.debug({ err: loggableError(error, services.token) }, 'thumbnail refused; sending the card as text');
    }
  }
  await api.editMessageText(chatId, lookingUpId, caption, {
    reply_markup: keyboard,
    link_preview_options: { is_disabled: true },
  });
}

/**
 * Whether the thumbnail URL may be handed to the Bot API server, which fetches
 * it: a local Bot API server would otherwise fetch private addresses for us.
 */
async function thumbnailAllowed(services: TelegramBotContext, url: string): Promise<boolean> {
  try {
    await services.media.assertAllowedUrl(url);
    return true;
  } catch (error) {
    services.logger.debug(
      { err: loggableError(error, services.token) },
      'thumbnail URL not allowed; sending the card as text',
    );
    return false;
  }
}

/**
 * Turns the "Looking it up…" message into a playlist's card (its first page),
 * or the sentence for a playlist with no entry to offer.
 */
export async function showPlaylistCard(
  services: TelegramBotContext,
  args: { t: Translate; url: string; info: MediaInfo; askerId: number; chatId: number; messageId: number },
): Promise<void> {
  const fields = playlistFields(args.url, args.info);
  if (fields.entries.length === 0) {
    return void (await services.api.editMessageText(args.chatId, args.messageId, emptyPlaylistText(args.t, fields)));
  }
  const card = await services.playlistCards.add({ ...fields, askerId: args.askerId, chatId: args.chatId });
  await services.api.editMessageText(args.chatId, args.messageId, playlistCardCaption(args.t, card), {
    reply_markup: playlistKeyboard(args.t, card, 0, services.follows !== undefined),
    link_preview_options: { is_disabled: true },
  });
}
