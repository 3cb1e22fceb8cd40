import { type Context, InlineKeyboard } from 'grammy';
import type { Translate } from '../../../src/i18n/index.js';
import type { Card } from '../../shared/card-store.js';
import { infoInLanguage, soundLanguages, soundOptionLabel } from '../../shared/sound-languages.js';
import type { CallbackAction } from '../callback-data.js';
import { soundLanguageData, soundMenuData } from '../callback-data.js';
import { buildChoices, keyboardOfCard, type TelegramCard } from '../card.js';
import type { TelegramBotContext } from '../context.js';
import { chatT } from '../locale.js';

type SoundPress = Extract<CallbackAction, { type: 'sound_menu' | 'sound_language' }>;

/** Languages a row: their names fit two across a phone. */
const PER_ROW = 2;
/** Languages offered (YouTube dubs a video in a few dozen at most). */
const MAX_LANGUAGES = 40;

/**
 * A card's "Sound: …" button: the card's buttons become the sound's languages
 * and a "◀ Back". A language chosen makes the card anew in it (its videos
 * merged with that sound, its audio first; bots/shared/sound-languages.ts):
 * a new card in the store, its buttons in place of the old one's, in place.
 */
export async function handleSoundPress(services: TelegramBotContext, ctx: Context, action: SoundPress): Promise<void> {
  const query = ctx.callbackQuery;
  if (!query) return;
  const card = await services.cards.get(action.cardId);
  const t = chatT(ctx);
  if (!card) return void (await ctx.answerCallbackQuery({ text: t('tg-card-expired'), show_alert: true }));
  if (card.askerId !== query.from.id) {
    return void (await ctx.answerCallbackQuery({ text: t('tg-not-your-card'), show_alert: true }));
  }
  const languages = soundLanguages(card.info);
  const chosen = action.type === 'sound_language' ? languages[action.index] : undefined;
  if (action.type === 'sound_language' && !chosen) {
    return void (await ctx.answerCallbackQuery({ text: t('tg-card-expired'), show_alert: true }));
  }
  await ctx.answerCallbackQuery().catch(() => undefined);
  if (action.type === 'sound_menu') {
    const keyboard = action.open ? soundKeyboard(t, card) : keyboardOfCard(t, card);
    return void (await ctx.editMessageReplyMarkup({ reply_markup: keyboard }));
  }
  const { id: _id, createdAt: _createdAt, ...fields } = card;
  const info = infoInLanguage(card.info, chosen?.value as string);
  const next = await services.cards.add({
    ...fields,
    info,
    choices: buildChoices(info, services.uploadLimitBytes, card.clip),
  });
  // The old card's buttons are gone from the message; a stale press on one is answered "expired".
  await services.cards.delete(card.id);
  await ctx.editMessageReplyMarkup({ reply_markup: keyboardOfCard(t, next) });
}

/** The sound's languages, two a row (the original first), then "◀ Back". */
export function soundKeyboard(t: Translate, card: Card<TelegramCard>): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  soundLanguages(card.info)
    .slice(0, MAX_LANGUAGES)
    .forEach((language, index) => {
      if (index > 0 && index % PER_ROW === 0) keyboard.row();
      keyboard.text(soundOptionLabel(t, language), soundLanguageData(card.id, index));
    });
  return keyboard.row().text(t('tg-back-button'), soundMenuData(card.id, false));
}
