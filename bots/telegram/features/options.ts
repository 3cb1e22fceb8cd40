import type { Context } from 'grammy';
import { flipToggle } from '../../../src/options/index.js';
import { toggleIdAt } from '../../shared/option-toggles.js';
import type { CallbackAction } from '../callback-data.js';
import { keyboardOfCard } from '../card.js';
import type { TelegramBotContext } from '../context.js';
import { chatT } from '../locale.js';

type TogglePress = Extract<CallbackAction, { type: 'option_toggle' }>;

/**
 * A download option's toggle beside a card's MP3 buttons (bots/shared/option-toggles.ts): the card is made
 * anew with it turned on or off, its buttons in place of the old one's (a stale press on those is "expired").
 */
export async function handleOptionToggle(services: TelegramBotContext, ctx: Context, action: TogglePress) {
  const query = ctx.callbackQuery;
  if (!query) return;
  const card = await services.cards.get(action.cardId);
  const id = toggleIdAt(action.number);
  const t = chatT(ctx);
  if (!card || !id) return void (await ctx.answerCallbackQuery({ text: t('tg-card-expired'), show_alert: true }));
  if (card.askerId !== query.from.id) {
    return void (await ctx.answerCallbackQuery({ text: t('tg-not-your-card'), show_alert: true }));
  }
  await ctx.answerCallbackQuery().catch(() => undefined);
  const { id: _id, createdAt: _createdAt, ...fields } = card;
  const next = await services.cards.add({ ...fields, options: flipToggle(card.options, id) });
  await services.cards.delete(card.id);
  await ctx.editMessageReplyMarkup({ reply_markup: keyboardOfCard(t, next) });
}
