import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { I18n, type I18nConfig } from '@grammyjs/i18n';
import type { Context } from 'grammy';
import { projectRoot } from '../support/project-root.js';
import { catalogueFunctions } from './functions.js';
import { defaultLocale, directionOf, type LocaleCode, localeCodes } from './locales.js';
import type { Sentence, SentenceArgs, Translate } from './sentence.js';

/**
 * The one message catalogue: locales/<code>/*.ftl (Fluent), read once. The
 * same files feed grammY's i18n plugin for Telegram (telegramI18n) and
 * everything else (translate: Discord, the API's errors, the page's first
 * paint), through one engine: the plugin's, on @fluent/bundle.
 */
export const localesDir = path.join(projectRoot(), 'locales');

/** One locale's files by name (`bots.ftl` → its text), in name order. */
export function catalogueFiles(locale: LocaleCode): Map<string, string> {
  const dir = path.join(localesDir, locale);
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.ftl'))
    .sort();
  return new Map(names.map((name) => [name, readFileSync(path.join(dir, name), 'utf8')]));
}

const sources = new Map(localeCodes.map((code) => [code, [...catalogueFiles(code).values()].join('\n')]));

/**
 * An engine loaded with every locale. Right-to-left locales isolate their
 * placeables (U+2068…U+2069), so a number, a size or an English title keeps its
 * order inside Persian or Arabic; left-to-right ones do not need the marks.
 */
export function loadCatalogue<C extends Context>(config: Partial<I18nConfig<C>> = {}): I18n<C> {
  // A key missing in one locale falls back to English without a word: the catalogue tests guard completeness.
  const i18n = new I18n<C>({ fluentOptions: { warningHandler: () => {} }, ...config, defaultLocale });
  for (const code of localeCodes) {
    i18n.loadLocaleSync(code, {
      source: sources.get(code) ?? '',
      isDefault: code === defaultLocale,
      bundleOptions: { functions: catalogueFunctions(code), useIsolating: directionOf(code) === 'rtl' },
    });
  }
  return i18n;
}

const shared = loadCatalogue();

export function translate(locale: LocaleCode, key: string, args?: SentenceArgs): string {
  return shared.translate(locale, key, args);
}

/** `t` for one locale: what bots and routes pass around. */
export const translator =
  (locale: LocaleCode): Translate =>
  (key, args) =>
    shared.translate(locale, key, args);

export const say = (locale: LocaleCode, { key, args }: Sentence): string => shared.translate(locale, key, args);

/** The English words of a sentence: an error's `message`, for logs and tests. */
export const english = (sentence: Sentence): string => say(defaultLocale, sentence);
