import type { Context } from 'grammy';
import { defaultLocale, type Translate, translator } from '../../src/i18n/index.js';

const english = translator(defaultLocale);

/** The words of the update's chat and user: English until the chat's language is known. */
export function chatT(_ctx: Context): Translate {
  return english;
}
