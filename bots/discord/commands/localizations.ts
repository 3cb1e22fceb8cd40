import { Locale, type LocalizationMap } from 'discord.js';
import { defaultLocale, type LocaleCode, translate } from '../../../src/i18n/index.js';

/**
 * Discord's client languages for each locale of the catalogue, for the commands' `description_localizations`
 * (and `name_localizations` of choices and menu entries; command and option names stay English, the same in
 * every server). Persian and Arabic are missing because Discord has no such client language: those readers get
 * English here and their language in the bot's answers.
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
