import { Composer, type Context } from 'grammy';
import type { Message } from 'grammy/types';
import { findLinkAndClip } from '../../shared/link-and-clip.js';
import { loggableError } from '../../shared/log.js';
import { lookUp } from '../../shared/lookup.js';
import { isAddressedToBot } from '../addressing.js';
import { buildChoices, cardKeyboard, cardText } from '../card.js';
import { telegramIdentity } from '../identity.js';
import type { TelegramServices } from '../services.js';

const NO_LINK = 'Send me a link (http or https) to a video or a song.';
const SEVERAL_LINKS = 'Your message has several links; I took the first one.';

/**
 * A link → "looking it up…" at once → a card with the media's facts and one
 * button per format. Private chats: any message with a link. Groups: /dl,
 * mentions of the bot, and replies to it only.
 */
export function linkFeature(services: TelegramServices): Composer<Context> {
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
  services: TelegramServices,
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
  const chatId = ctx.chat.id;
  const askerId = ctx.from.id;
  const api = ctx.api;

  // yt-dlp may take many seconds; the update handler must not wait for it.
  const lookup = async () => {
    const { media, usage, logger } = services;
    const signal = services.jobs.shutdownSignal;
    const read = await lookUp({ media, usage, identity, url, ticket, signal, logger, clip: asked });
    if (!read.ok) return void (await api.editMessageText(chatId, lookingUp.message_id, read.text));
    const { info, clip } = read;
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
        await api.sendPhoto(chatId, info.thumbnail, { caption, reply_markup: keyboard, ...replyTo(message) });
        await api.deleteMessage(chatId, lookingUp.message_id).catch(() => undefined);
        return;
      } catch (error) {
        logger.debug({ err: loggableError(error, services.token) }, 'thumbnail refused; sending the card as text');
      }
    }
    await api.editMessageText(chatId, lookingUp.message_id, caption, {
      reply_markup: keyboard,
      link_preview_options: { is_disabled: true },
    });
  };
  services.jobs.track(lookup());
}

/**
 * Whether the thumbnail URL may be handed to the Bot API server, which fetches
 * it: a local Bot API server would otherwise fetch private addresses for us.
 */
async function thumbnailAllowed(services: TelegramServices, url: string): Promise<boolean> {
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
