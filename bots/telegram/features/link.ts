import { Composer, type Context } from 'grammy';
import type { Message } from 'grammy/types';
import type { Identity, UsageTicket } from '../../../src/usage/index.js';
import type { ClipTimes } from '../../shared/clip-request.js';
import { findLinkAndClip } from '../../shared/link-and-clip.js';
import { loggableError } from '../../shared/log.js';
import { lookUp } from '../../shared/lookup.js';
import { isPlaylistInfo } from '../../shared/playlist-card.js';
import { isAddressedToBot } from '../addressing.js';
import { buildChoices, cardKeyboard, cardText } from '../card.js';
import type { TelegramBotContext } from '../context.js';
import { telegramIdentity } from '../identity.js';
import { showPlaylistCard } from './playlist.js';

const NO_LINK = 'Send me a link (http or https) to a video or a song.';
const SEVERAL_LINKS = 'Your message has several links; I took the first one.';

/**
 * A link → "looking it up…" at once → a card with the media's facts and one
 * button per format. Private chats: any message with a link. Groups: /dl,
 * mentions of the bot, and replies to it only.
 */
export function linkFeature(services: TelegramBotContext): Composer<Context> {
  const feature = new Composer();

  feature.command('dl', (ctx) => startLookup(ctx, services, ctx.match, true));

  feature.on('message:text', async (ctx, next) => {
    const isPrivate = ctx.chat.type === 'private';
    // Unknown commands are not links to look up.
    if (ctx.message.text.startsWith('/')) return next();
    if (!isPrivate && !isAddressedToBot(ctx.message, ctx.me)) return next();
    await startLookup(ctx, services, ctx.message.text, isPrivate);
  });
  return feature;
}

async function startLookup(
  ctx: Context,
  services: TelegramBotContext,
  rawText: string,
  complainIfNoLink: boolean,
): Promise<void> {
  const message = ctx.message;
  if (!ctx.from || !ctx.chat || !message) return;
  // `<link>` or `<link> 1:20-2:05`: a range that cannot be read is answered before anything is looked up.
  const found = findLinkAndClip(rawText);
  if (!found) {
    if (complainIfNoLink) await ctx.reply(NO_LINK, replyTo(message));
    return;
  }
  if (!found.ok) return void (await ctx.reply(found.text, replyTo(message)));
  const { url, clip: asked } = found;
  const identity = telegramIdentity(ctx.from);
  const begun = await services.usage.begin(identity, { action: 'info', url });
  if (!begun.ok) {
    await ctx.reply(begun.refusal.message, replyTo(message));
    return;
  }
  const ticket = begun.ticket;
  const note = found.more ? SEVERAL_LINKS : undefined;
  let lookingUp: Message;
  try {
    lookingUp = await ctx.reply(note ? `${note}\nLooking it up…` : 'Looking it up…', {
      ...replyTo(message),
      link_preview_options: { is_disabled: true },
    });
  } catch (error) {
    // Telegram refused the reply: nothing is looked up, and the row must not stay `running`.
    await ticket.finish({ outcome: 'error', errorCode: 'telegram_reply_failed' });
    throw error;
  }
  // yt-dlp may take many seconds; the update handler must not wait for it.
  services.jobs.track(
    showLookup(services, {
      url,
      identity,
      ticket,
      chatId: ctx.chat.id,
      askerId: ctx.from.id,
      lookingUpId: lookingUp.message_id,
      replyToMessageId: message.message_id,
      note,
      clip: asked,
    }),
  );
}

/** A lookup under way: who asked, where, and the "Looking it up…" message that becomes the card. */
export interface ShownLookup {
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
 * playlist's entries (features/playlist.ts), or the sentence instead. Used
 * for a link the user sent and for an entry chosen on a playlist card.
 */
export async function showLookup(services: TelegramBotContext, args: ShownLookup): Promise<void> {
  const { api, media, usage, logger } = services;
  const { url, identity, ticket, chatId, askerId, lookingUpId, note } = args;
  const signal = services.jobs.shutdownSignal;
  const read = await lookUp({ media, usage, identity, url, ticket, signal, logger, clip: args.clip });
  if (!read.ok) return void (await api.editMessageText(chatId, lookingUpId, read.text));
  const { info, clip } = read;
  if (isPlaylistInfo(info)) return showPlaylistCard(services, { url, info, askerId, chatId, messageId: lookingUpId });
  const choices = buildChoices(info, services.uploadLimitBytes, clip);
  const card = await services.cards.add({ url, info, choices, askerId, chatId, ...(clip ? { clip } : {}) });
  const keyboard = cardKeyboard(card.id, choices, clip && { info, range: clip });
  const caption = cardText(info, {
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

function replyTo(message: Message) {
  return { reply_parameters: { message_id: message.message_id, allow_sending_without_reply: true } };
}
