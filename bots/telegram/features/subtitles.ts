import { type Context, InlineKeyboard } from 'grammy';
import type { Translate } from '../../../src/i18n/index.js';
import type { Card } from '../../shared/card-store.js';
import type { CallbackAction } from '../callback-data.js';
import { choiceData, subtitlesMenuData } from '../callback-data.js';
import { buttonLabel, keyboardOfCard, type TelegramCard } from '../card.js';
import type { TelegramBotContext } from '../context.js';
import { chatT } from '../locale.js';

type SubtitlesPress = Extract<CallbackAction, { type: 'subtitles_menu' }>;

/** Languages a row: short names fit three across a phone. */
const PER_ROW = 3;

/**
 * A card's "Subtitles" button: the card's buttons become its languages (each
 * an ordinary choice of the card, `c:<card>:<index>`, downloaded as an .srt
 * document by download-job.ts) and a "◀ Back" that brings the formats back.
 * Only the card's keyboard changes, in place; the query is answered at once.
 */
export async function handleSubtitlesPress(
  services: TelegramBotContext,
  ctx: Context,
  action: SubtitlesPress,
): Promise<void> {
  const query = ctx.callbackQuery;
  if (!query) return;
  const card = await services.cards.get(action.cardId);
  const t = chatT(ctx);
  if (!card) return void (await ctx.answerCallbackQuery({ text: t('tg-card-expired'), show_alert: true }));
  if (card.askerId !== query.from.id) {
    return void (await ctx.answerCallbackQuery({ text: t('tg-not-your-card'), show_alert: true }));
  }
  await ctx.answerCallbackQuery().catch(() => undefined);
  const keyboard = action.open ? subtitlesKeyboard(t, card) : keyboardOfCard(t, card);
  await ctx.editMessageReplyMarkup({ reply_markup: keyboard });
}

/** The card's subtitle choices, three a row, then "◀ Back". */
export function subtitlesKeyboard(t: Translate, card: Card<TelegramCard>): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  let inRow = 0;
  card.choices.forEach((choice, index) => {
    if (choice.type !== 'subtitles') return;
    if (inRow === PER_ROW) {
      keyboard.row();
      inRow = 0;
    }
    keyboard.text(buttonLabel(t, choice, false), choiceData(card.id, index));
    inRow++;
  });
  return keyboard.row().text(t('tg-back-button'), subtitlesMenuData(card.id, false));
}
