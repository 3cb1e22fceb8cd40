import { Composer, type Context, InlineKeyboard } from 'grammy';
import type { FollowEngine } from '../../../src/follows/index.js';
import type { Translate } from '../../../src/i18n/index.js';
import { isMediaError } from '../../../src/media/index.js';
import { identityKey } from '../../../src/usage/index.js';
import { FOLLOW_FORMS, formLabel } from '../../shared/follow-delivery.js';
import { offerFollow } from '../../shared/follow-preview.js';
import { followListText, followOfferText } from '../../shared/follow-texts.js';
import { findLink } from '../../shared/lookup.js';
import { errorSentence } from '../../shared/texts.js';
import { type CallbackAction, followFormData, followRemoveData } from '../callback-data.js';
import type { TelegramBotContext } from '../context.js';
import { telegramIdentity } from '../identity.js';
import { chatLocale, chatT } from '../locale.js';

/**
 * /follow <link>: the link's title and latest entries, and the forms to choose; the chosen
 * one keeps the follow (src/follows). /following lists one's follows with a Remove each;
 * the owner's /follows lists everyone's.
 */
export function followFeature(services: TelegramBotContext): Composer<Context> {
  const feature = new Composer();
  feature.command('follow', async (ctx) => {
    const { follows } = services;
    if (!ctx.from || !ctx.chat) return;
    const t = chatT(ctx);
    if (!follows) return void (await ctx.reply(t('follow-off')));
    const found = findLink(ctx.match);
    if (!found) return void (await ctx.reply(t('follow-usage')));
    const text = await offer(services, follows, t, { url: found.url, askerId: ctx.from.id, chatId: ctx.chat.id });
    await ctx.reply(text.text, { link_preview_options: { is_disabled: true }, ...text.extra });
  });
  feature.command('following', async (ctx) => {
    if (!ctx.from || !services.follows) return;
    const mine = await services.follows.list(identityKey(telegramIdentity(ctx.from)));
    await ctx.reply(followListText(chatT(ctx), mine, false), { reply_markup: removeKeyboard(chatT(ctx), mine) });
  });
  feature.command('follows', async (ctx) => {
    const t = chatT(ctx);
    if (!ctx.from || !services.usage.isOwner(telegramIdentity(ctx.from)))
      return void (await ctx.reply(t('tg-not-owner')));
    const all = (await services.follows?.list()) ?? [];
    await ctx.reply(followListText(t, all, true), { reply_markup: removeKeyboard(t, all) });
  });
  return feature;
}

/** The offer: a playlist card keeps the link for the form's press (any instance may get it). */
async function offer(
  services: TelegramBotContext,
  follows: FollowEngine,
  t: Translate,
  args: { url: string; askerId: number; chatId: number },
): Promise<{ text: string; extra: { reply_markup?: InlineKeyboard } }> {
  // Read like a link sent: counted against the asker's lookups, refused by their limits.
  const identity = { platform: 'telegram' as const, externalId: String(args.askerId) };
  const offered = await offerFollow({ t, usage: services.usage, identity, url: args.url, follows });
  if (offered.kind !== 'preview') return { text: offered.text, extra: {} };
  const { preview } = offered;
  const fields = { kind: 'playlist' as const, url: args.url, title: preview.title, platform: '', entries: [] };
  const card = await services.playlistCards.add({
    ...fields,
    entryCount: 0,
    askerId: args.askerId,
    chatId: args.chatId,
  });
  return { text: followOfferText(t, preview), extra: { reply_markup: formKeyboard(t, card.id) } };
}

/** One button per form, two to a row. */
function formKeyboard(t: Translate, cardId: string): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  FOLLOW_FORMS.forEach((form, index) => {
    keyboard.text(formLabel(t, form), followFormData(cardId, index));
    if (index % 2 === 1) keyboard.row();
  });
  return keyboard;
}

function removeKeyboard(t: Translate, follows: readonly { id: string }[]): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  for (const [index, follow] of follows.entries()) {
    keyboard.text(t('follow-remove-button', { n: index + 1 }), followRemoveData(follow.id)).row();
  }
  return keyboard;
}

type FollowPress = Extract<CallbackAction, { type: 'follow_offer' | 'follow_form' | 'follow_remove' }>;

/** A press on a follow's buttons: a playlist card's Follow, a form, a Remove. */
export async function handleFollowPress(
  services: TelegramBotContext,
  ctx: Context,
  action: FollowPress,
): Promise<void> {
  const query = ctx.callbackQuery;
  const { follows } = services;
  const t = chatT(ctx);
  if (!query) return;
  if (!follows) return void (await ctx.answerCallbackQuery({ text: t('follow-off'), show_alert: true }));
  const alert = (text: string) => ctx.answerCallbackQuery({ text, show_alert: true });
  const identity = telegramIdentity(query.from);
  if (action.type === 'follow_remove') {
    const owner = services.usage.isOwner(identity);
    const removed = await follows.remove(action.followId, owner ? undefined : identityKey(identity));
    return void (await ctx.answerCallbackQuery({ text: t(removed ? 'follow-removed' : 'follow-unknown') }));
  }
  const card = await services.playlistCards.get(action.cardId);
  if (!card) return void (await alert(t('tg-card-expired')));
  if (card.askerId !== query.from.id) return void (await alert(t('tg-not-your-card')));
  if (action.type === 'follow_offer') {
    await ctx.answerCallbackQuery().catch(() => undefined);
    const text = await offer(services, follows, t, { url: card.url, askerId: card.askerId, chatId: card.chatId });
    return void (await services.api.sendMessage(card.chatId, text.text, text.extra));
  }
  const form = FOLLOW_FORMS[action.number];
  if (!form) return void (await alert(t('tg-card-expired')));
  await ctx.answerCallbackQuery().catch(() => undefined);
  const locale = await chatLocale(services.languages, ctx.chat, query.from);
  const target = { kind: 'telegram' as const, chatId: String(card.chatId), locale };
  const made = await follows
    .follow({ userKey: identityKey(identity), link: card.url, form, target })
    .catch((error: unknown) => (isMediaError(error) ? error : Promise.reject(error)));
  const text = isMediaError(made)
    ? errorSentence(t, made)
    : 'created' in made
      ? t('follow-created', { title: made.created.title, form: formLabel(t, form) })
      : t(made.max === 0 ? 'follow-off' : 'follow-too-many', { max: made.max });
  await services.api.sendMessage(card.chatId, text, { link_preview_options: { is_disabled: true } });
}
