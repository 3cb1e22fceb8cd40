import type { Translate } from '../../src/i18n/index.js';
import type { MediaInfo } from '../../src/media/index.js';
import { type MenuItem, soundLanguage } from '../../src/options/index.js';

/**
 * The sound's language on both bots' cards (src/options/sound-language: its
 * menu and its choice of formats), where the media has sound in several:
 * Telegram behind a "Sound" button, Discord in a select menu. A language
 * chosen makes the card anew from its info in that language
 * ({@link infoInLanguage}), the other languages one choice away.
 */

const { menu, choice } = soundLanguage;

/** The languages a card can switch between (each item's `value` a language code); none unless there are two or more. */
export function soundLanguages(info: MediaInfo): MenuItem[] {
  return menu.items(info);
}

/** The language the card's sound is in: its merged videos', else the original. */
export const cardLanguage = (info: MediaInfo): string | undefined => choice.current(info);

/** The media's info with its sound in `lang`: its videos merged with that sound, its audio in it first. */
export const infoInLanguage = (info: MediaInfo, lang: string): MediaInfo => choice.apply(info, lang);

/** A language's words on a button or an option: `Spanish (es)`, `English (en) · original`. */
export function soundOptionLabel(t: Translate, language: MenuItem): string {
  const named = language.name ? t(menu.words.item, { name: language.name, code: language.value }) : language.value;
  return language.marked ? t(menu.words.mark, { language: named }) : named;
}

/** What the card's Sound control says with `language` chosen: `Sound: English (en) · original`. */
export function soundChoiceLabel(t: Translate, language: MenuItem | undefined): string {
  return t(menu.words.button, { language: language ? soundOptionLabel(t, language) : '' });
}

/** What the card's Sound control says for its info's language now. */
export function soundButtonLabel(t: Translate, info: MediaInfo): string {
  return soundChoiceLabel(
    t,
    soundLanguages(info).find((l) => l.value === cardLanguage(info)),
  );
}
