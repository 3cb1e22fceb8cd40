import { acceptedLanguages, negotiateLanguages } from '@fluent/langneg';

/**
 * The languages the catalogue (locales/<code>/*.ftl) speaks. English is the
 * source and the fallback: a key missing elsewhere is said in English, never
 * shown as its name. Adding a language: a folder in locales/ and a line here.
 */
export const supportedLocales = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'ru', name: 'Русский', dir: 'ltr' },
  { code: 'uk', name: 'Українська', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'tr', name: 'Türkçe', dir: 'ltr' },
  { code: 'id', name: 'Bahasa Indonesia', dir: 'ltr' },
  { code: 'fa', name: 'فارسی', dir: 'rtl' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'zh-CN', name: '简体中文', dir: 'ltr' },
] as const satisfies readonly { code: string; name: string; dir: 'ltr' | 'rtl' }[];

export type LocaleCode = (typeof supportedLocales)[number]['code'];
export const defaultLocale: LocaleCode = 'en';
export const localeCodes: readonly LocaleCode[] = supportedLocales.map((locale) => locale.code);

const known = new Set<string>(localeCodes);
export const isLocaleCode = (value: unknown): value is LocaleCode => typeof value === 'string' && known.has(value);

/** Right-to-left locales get `dir="rtl"` on the page and isolated placeables in their sentences. */
export function directionOf(locale: LocaleCode): 'ltr' | 'rtl' {
  return supportedLocales.find((entry) => entry.code === locale)?.dir ?? 'ltr';
}

/**
 * The best supported locale for what a user asked for, in order of preference
 * (`ru`, `pt-br`, `zh-Hans-CN`, `en-US`), English when nothing matches.
 * Input from outside (Telegram's language_code, Discord's locale, a header)
 * is only ever compared with the list, so no odd value gets further.
 */
export function negotiateLocale(requested: readonly (string | undefined | null)[]): LocaleCode {
  const asked = requested.filter(
    (tag): tag is string => typeof tag === 'string' && /^[A-Za-z]{2,8}([-_][A-Za-z0-9]{1,8}){0,4}$/.test(tag),
  );
  // Each tag then its bare language, for tags @fluent/langneg cannot parse (es-419: a numeric region).
  const tags = asked.flatMap((tag) => [tag.replaceAll('_', '-'), tag.split(/[-_]/)[0] as string]);
  const [best] = negotiateLanguages(tags, localeCodes as string[], { strategy: 'lookup', defaultLocale });
  return isLocaleCode(best) ? best : defaultLocale;
}

/** The locale for an `Accept-Language` header (`de-CH,de;q=0.9,en;q=0.8`); English without one. */
export function localeFromAcceptLanguage(header: string | undefined): LocaleCode {
  if (!header || header.length > 512) return defaultLocale;
  return negotiateLocale(acceptedLanguages(header));
}
