import { Locale, type LocalizationMap } from 'discord.js';
import { defaultLocale, type LocaleCode, translate } from '../../../src/i18n/index.js';

/**
 * What Discord shows of a command in its user's client language: the
 * catalogue's words, registered as `description_localizations` (and
 * `name_localizations` for a choice or a context-menu entry, whose names are
 * words; slash command and option names stay English, so they read the same
 * in every server and in the help of every language).
 *
 * Discord's client languages for each locale of the catalogue. English is
 * the commands' own text (Discord shows it for en-US, en-GB and every
 * language without a localization). Persian (fa) and Arabic (ar) are left
 * out: Discord has no such client language, so there is no locale code to
 * register them under; those readers get their language in the bot's answers
 * (which follow the catalogue, not Discord's list) and English here.
 */
const discordLocales: Readonly<Partial<Record<LocaleCode, readonly Locale[]>>> = {
  ru: [Locale.Russian],
  uk: [Locale.Ukrainian],
  es: [Locale.SpanishES, Locale.SpanishLATAM],
  'pt-BR': [Locale.PortugueseBR],
  de: [Locale.German],
  tr: [Locale.Turkish],
  id: [Locale.Indonesian],
  'zh-CN': [Locale.ChineseCN],
};

/** The Discord locales the commands are localized for. */
export const localizedDiscordLocales: readonly Locale[] = Object.values(discordLocales).flat();

/** The English words of a key: a command's own description or name. */
export const englishText = (key: string): string => translate(defaultLocale, key);

/** A key's words in every Discord locale the catalogue speaks. */
export function localizations(key: string): LocalizationMap {
  const map: LocalizationMap = {};
  for (const [code, locales] of Object.entries(discordLocales) as [LocaleCode, readonly Locale[]][]) {
    const text = translate(code, key);
    for (const locale of locales) map[locale] = text;
  }
  return map;
}

/** The description of a command or option, in English and localized: the builders' two calls at once. */
export function described<
  B extends { setDescription(text: string): B; setDescriptionLocalizations(map: LocalizationMap): B },
>(builder: B, key: string): B {
  return builder.setDescription(englishText(key)).setDescriptionLocalizations(localizations(key));
}
