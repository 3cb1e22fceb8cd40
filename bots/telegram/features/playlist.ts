import type { Context } from 'grammy';
import type { Translate } from '../../../src/i18n/index.js';
import { beginLookup } from '../../shared/begin-lookup.js';
import { allAsMp3Label, batchAlreadyRunning } from '../../shared/playlist-texts.js';
import type { CallbackAction } from '../callback-data.js';
import type { TelegramBotContext } from '../context.js';
import { telegramIdentity } from '../identity.js';
import { chatT } from '../locale.js';
import { showLookup } from '../lookup-card.js';
import { playlistCardCaption, playlistKeyboard } from '../playlist-card.js';
import { startPlaylistJob } from '../playlist-job.js';
import { startingText } from '../texts.js';

type PlaylistPress = Extract<CallbackAction, { type: 'playlist_page' | 'playlist_entry' | 'playlist_all' }>;

/**
 * A press on a playlist card: ◀ / ▶ turn the page in place, an entry opens
 * its own card (looked up like a link the user sent), "All as MP3" starts
 * the run. Every query is answered at once.
 */
export async function handlePlaylistPress(
  services: TelegramBotContext,
  ctx: Context,
  action: PlaylistPress,
): Promise<void> {
  const query = ctx.callbackQuery;
  if (!query) return;
  const t = chatT(ctx);
  const card = await services.playlistCards.get(action.cardId);
  if (!card) return void (await ctx.answerCallbackQuery({ text: t('tg-card-expired'), show_alert: true }));
  if (card.askerId !== query.from.id) {
    return void (await ctx.answerCallbackQuery({ text: t('tg-not-your-card'), show_alert: true }));
  }
  const messageId = query.message?.message_id;

  if (action.type === 'playlist_page') {
    await ctx.answerCallbackQuery().catch(() => undefined);
    if (messageId === undefined) return;
    await services.api.editMessageText(card.chatId, messageId, playlistCardCaption(t, card), {
      reply_markup: playlistKeyboard(t, card, action.number, services.follows !== undefined),
      link_preview_options: { is_disabled: true },
    });
    return;
  }

  if (action.type === 'playlist_all') {
    const started = startPlaylistJob(services, { t, card, from: query.from, cardMessageId: messageId });
    if (started === 'busy') {
      // Said in the chat too: a query older than a few seconds cannot be answered any more.
      await ctx.answerCallbackQuery({ text: batchAlreadyRunning(t), show_alert: true }).catch(() => undefined);
      await services.api.sendMessage(card.chatId, batchAlreadyRunning(t));
      return;
    }
    // A query older than a few seconds cannot be answered any more; the run still starts.
    await ctx
      .answerCallbackQuery({ text: startingText(t, allAsMp3Label(t, card.entries.length)) })
      .catch(() => undefined);
    return;
  }

  const entry = card.entries[action.number];
  if (!entry) return void (await ctx.answerCallbackQuery({ text: t('tg-card-expired'), show_alert: true }));
  await ctx.answerCallbackQuery().catch(() => undefined);
  await openEntryCard(services, { t, url: entry.url, from: query.from, chatId: card.chatId, replyTo: messageId });
}

/**
 * An entry's own card: its link is read like a link the user sent (a lookup
 * counted against their limits, the URL policy checking it again), under a
 * "Looking it up…" message that becomes the card.
 */
async function openEntryCard(
  services: TelegramBotContext,
  args: { t: Translate; url: string; from: NonNullable<Context['from']>; chatId: number; replyTo: number | undefined },
): Promise<void> {
  const identity = telegramIdentity(args.from);
  const reply = args.replyTo
    ? { reply_parameters: { message_id: args.replyTo, allow_sending_without_reply: true } }
    : {};
  await beginLookup({
    t: args.t,
    usage: services.usage,
    identity,
    url: args.url,
    refuse: (sentence) => services.api.sendMessage(args.chatId, sentence, reply),
    showBegun: () =>
      services.api.sendMessage(args.chatId, args.t('tg-looking-up'), {
        ...reply,
        link_preview_options: { is_disabled: true },
      }),
    showFailedCode: 'telegram_reply_failed',
    lookUp: (ticket, lookingUp) =>
      showLookup(services, {
        t: args.t,
        url: args.url,
        identity,
        ticket,
        chatId: args.chatId,
        askerId: args.from.id,
        lookingUpId: lookingUp.message_id,
        replyToMessageId: args.replyTo,
      }),
    track: (lookup) => void services.jobs.track(lookup),
  });
}
