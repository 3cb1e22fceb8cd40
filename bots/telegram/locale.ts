import type { I18nFlavor } from '@grammyjs/i18n';
import type { Context, MiddlewareFn } from 'grammy';
import type { Chat, User } from 'grammy/types';
import {
  defaultLocale,
  type LocaleCode,
  loadCatalogue,
  negotiateLocale,
  type Translate,
  translator,
} from '../../src/i18n/index.js';
import type { LanguageChoices, LanguageSubject } from '../shared/language-store.js';

/**
 * Which language the bot speaks in an update's chat, from the first of:
 * - in a group, the language a group admin chose for it with /language;
 * - the language the person chose for themselves with /language;
 * - their Telegram app's language (`language_code`), when the catalogue has it;
 * - English.
 * A private chat is its person's own, so only the last three apply there.
 */
export async function chatLocale(
  choices: LanguageChoices,
  chat: Pick<Chat, 'id' | 'type'> | undefined,
  from: Pick<User, 'id' | 'language_code'> | undefined,
): Promise<LocaleCode> {
  const subjects: LanguageSubject[] = [];
  if (chat && chat.type !== 'private') subjects.push({ scope: 'chat', id: String(chat.id) });
  if (from) subjects.push({ scope: 'user', id: String(from.id) });
  const chosen = subjects.length > 0 ? await choices.choiceFor(subjects) : undefined;
  return chosen ?? negotiateLocale([from?.language_code]);
}

/**
 * grammY's i18n plugin on the catalogue, negotiating with {@link chatLocale}:
 * installed once (bot.ts), it gives every update `ctx.t` in its chat's words.
 * A failed read of the choices falls back to the app's language, never fails the update.
 */
export function telegramI18n(choices: LanguageChoices, onError: (error: unknown) => void): MiddlewareFn<Context> {
  const i18n = loadCatalogue<Context & I18nFlavor>({
    localeNegotiator: async (ctx) => {
      try {
        return await chatLocale(choices, ctx.chat, ctx.from);
      } catch (error) {
        onError(error);
        return negotiateLocale([ctx.from?.language_code]);
      }
    },
  });
  // The features take grammY's plain Context and read `ctx.t` through chatT, so the bot's type stays Context.
  return i18n.middleware() as unknown as MiddlewareFn<Context>;
}

const english = translator(defaultLocale);

/** The words of the update's chat (`ctx.t` from {@link telegramI18n}); English where the plugin is not installed. */
export function chatT(ctx: Context): Translate {
  return (ctx as Context & Partial<I18nFlavor>).t ?? english;
}
