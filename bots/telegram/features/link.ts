import { Composer, type Context } from 'grammy';
import type { Message } from 'grammy/types';
import { beginLookup } from '../../shared/begin-lookup.js';
import { findLinkAndClip } from '../../shared/link-and-clip.js';
import { isAddressedToBot } from '../addressing.js';
import type { TelegramBotContext } from '../context.js';
import { telegramIdentity } from '../identity.js';
import { chatT } from '../locale.js';
import { showLookup } from '../lookup-card.js';

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
  const { message, from, chat } = ctx;
  if (!from || !chat || !message) return;
  // `<link>` or `<link> 1:20-2:05`: a range that cannot be read is answered before anything is looked up.
  const t = chatT(ctx);
  const found = findLinkAndClip(t, rawText);
  if (!found) {
    if (complainIfNoLink) await ctx.reply(t('tg-no-link'), replyTo(message));
    return;
  }
  if (!found.ok) return void (await ctx.reply(found.text, replyTo(message)));
  const { url, clip } = found;
  const identity = telegramIdentity(from);
  const note = found.more ? t('tg-several-links') : undefined;
  await beginLookup({
    t,
    usage: services.usage,
    identity,
    url,
    refuse: (sentence) => ctx.reply(sentence, replyTo(message)),
    showBegun: () =>
      ctx.reply(note ? `${note}\n${t('tg-looking-up')}` : t('tg-looking-up'), {
        ...replyTo(message),
        link_preview_options: { is_disabled: true },
      }),
    showFailedCode: 'telegram_reply_failed',
    lookUp: (ticket, lookingUp) =>
      showLookup(services, {
        t,
        url,
        identity,
        ticket,
        chatId: chat.id,
        askerId: from.id,
        lookingUpId: lookingUp.message_id,
        replyToMessageId: message.message_id,
        note,
        clip,
      }),
    // yt-dlp may take many seconds; the update handler must not wait for it.
    track: (lookup) => void services.jobs.track(lookup),
  });
}

function replyTo(message: Message) {
  return { reply_parameters: { message_id: message.message_id, allow_sending_without_reply: true } };
}
