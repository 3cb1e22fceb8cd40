import type { Api } from 'grammy';
import type { BotCommand, LanguageCode } from 'grammy/types';
import { defaultLocale, type LocaleCode, localeCodes, type Translate, translator } from '../../src/i18n/index.js';

/** Everyone's command menu, described in one language. */
export function publicCommands(t: Translate): BotCommand[] {
  return ['dl', 'follow', 'following', 'usage', 'language', 'help', 'start'].map((command) => ({
    command,
    description: t(`tg-command-${command}`),
  }));
}

/** Added to the menu of owners' private chats. */
export function ownerCommands(t: Translate): BotCommand[] {
  return ['stats', 'allow', 'block', 'update', 'follows'].map((command) => ({
    command,
    description: t(`tg-command-${command}`),
  }));
}

/**
 * The `language_code` Telegram files a menu under: a two-letter ISO 639-1
 * code (`pt-BR` → `pt`, `zh-CN` → `zh`), matched against the user's app language.
 */
export function menuLanguageCode(locale: LocaleCode): LanguageCode {
  // Every locale of the catalogue starts with its ISO 639-1 language (en, ru, uk, es, pt, de, tr, id, fa, ar, zh).
  return (locale.split('-')[0] ?? locale).toLowerCase() as LanguageCode;
}

/**
 * Sets the command menus, each in every language of the catalogue: English as
 * the default (for any app language without its own menu) and one per other
 * language, which Telegram shows to users whose app speaks it. Owners get the
 * owner commands too, in their private chat. An owner who never opened the
 * bot has no chat yet; that failure is reported, not fatal.
 */
export async function setCommandMenus(
  api: Api,
  ownerIds: readonly string[],
  onOwnerError: (ownerId: string, error: unknown) => void,
): Promise<void> {
  const languages = localeCodes.map((locale) => ({
    t: translator(locale),
    // The default menu carries no language_code.
    ...(locale === defaultLocale ? {} : { language_code: menuLanguageCode(locale) }),
  }));
  // One request per language, all at once: the bot's start waits for them, and one after
  // another they were eleven round trips.
  await Promise.all(languages.map(({ t, ...language }) => api.setMyCommands(publicCommands(t), language)));
  await Promise.all(
    ownerIds.map(async (key) => {
      const id = /^telegram:(\d{1,20})$/.exec(key)?.[1];
      if (!id) return;
      const scope = { type: 'chat' as const, chat_id: Number(id) };
      const set = languages.map(({ t, ...language }) =>
        api.setMyCommands([...publicCommands(t), ...ownerCommands(t)], { scope, ...language }),
      );
      // One report per owner, however many languages failed.
      await Promise.all(set).catch((error: unknown) => onOwnerError(key, error));
    }),
  );
}
