/**
 * The sound's language (issue 47's move of a menu option): where the media's
 * sound comes in several languages (/api/info `audioLanguages`, the original
 * first), a card offers them in a menu, and a language chosen is a choice of
 * formats (their selectors), not a parameter: the request carries the chosen
 * video's selector, so the media core needs no step of its own.
 */
import type { DownloadOption } from '../types.js';
import { currentLanguage, mediaInLanguage, offeredLanguages, type SoundLanguages } from './choice.js';

export type { LanguageFormat, LanguageMedia } from './choice.js';

/** The languages as a card offers them; the original marked. */
const items = (media: SoundLanguages) =>
  offeredLanguages(media).map((language) => ({
    value: language.lang,
    ...(language.name ? { name: language.name } : {}),
    ...(language.original ? { marked: true } : {}),
  }));

export const soundLanguage = {
  id: 'sound-language',
  params: {},
  menu: { items, words: { button: 'bot-sound-button', item: 'bot-sound-option', mark: 'bot-sound-original' } },
  /** Its step: the language the card's formats are in now, and the media's formats made over in another. */
  choice: { current: currentLanguage, apply: mediaInLanguage },
} satisfies DownloadOption & { choice: object };
