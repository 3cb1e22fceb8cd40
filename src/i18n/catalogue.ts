import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { I18n, I18nConfig } from '@grammyjs/i18n';
import type { Context } from 'grammy';
import { projectRoot } from '../support/project-root.js';
import { catalogueFunctions } from './functions.js';
import { defaultLocale, directionOf, type LocaleCode, localeCodes } from './locales.js';
import type { Sentence, SentenceArgs, Translate } from './sentence.js';

/**
 * The one message catalogue: locales/<code>/*.ftl (Fluent). The
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

/** One locale's Fluent source: its files joined, read when the locale is first needed. */
const sourceOf = (code: LocaleCode) => [...catalogueFiles(code).values()].join('\n');

/** Adds one locale to an engine (see loadCatalogue). */
function addLocale<C extends Context>(i18n: I18n<C>, code: LocaleCode): void {
  i18n.loadLocaleSync(code, {
    source: sourceOf(code),
    isDefault: code === defaultLocale,
    bundleOptions: { functions: catalogueFunctions(code), useIsolating: directionOf(code) === 'rtl' },
  });
}

/**
 * The plugin, loaded when the first engine is made: with the Deno shims it brings it is a tenth of
 * the service's start-up, and a start that says nothing in words does not need it.
 */
const require = createRequire(import.meta.url);
const plugin = () => require('@grammyjs/i18n') as typeof import('@grammyjs/i18n');

/** A new engine: English, which every other locale falls back on. */
function newEngine<C extends Context>(config: Partial<I18nConfig<C>>): I18n<C> {
  // A key missing in one locale falls back to English without a word: the catalogue tests guard completeness.
  const { I18n } = plugin();
  const i18n = new I18n<C>({ fluentOptions: { warningHandler: () => {} }, ...config, defaultLocale });
  addLocale(i18n, defaultLocale);
  return i18n;
}

/**
 * An engine loaded with every locale (grammY's middleware negotiates among
 * them). Right-to-left locales isolate their placeables (U+2068…U+2069), so a
 * number, a size or an English title keeps its order inside Persian or
 * Arabic; left-to-right ones do not need the marks.
 */
export function loadCatalogue<C extends Context>(config: Partial<I18nConfig<C>> = {}): I18n<C> {
  const i18n = newEngine(config);
  for (const code of localeCodes) if (code !== defaultLocale) addLocale(i18n, code);
  return i18n;
}

/**
 * The engine behind translate(): made when the first sentence is said, and
 * each locale is parsed when it is first said, so a process starts with
 * English alone (eleven catalogues took a fifth of a second to parse, several
 * seconds on a busy machine).
 */
let shared: I18n | undefined;
const loaded = new Set<LocaleCode>([defaultLocale]);

function sharedIn(locale: LocaleCode): I18n {
  // Made on the first sentence said, English first.
  shared ??= newEngine({});
  // A code the catalogue does not have (a caller's cast) is left to the engine's English fallback.
  if (!loaded.has(locale) && localeCodes.includes(locale)) {
    addLocale(shared, locale);
    loaded.add(locale);
  }
  return shared;
}

export function translate(locale: LocaleCode, key: string, args?: SentenceArgs): string {
  return sharedIn(locale).translate(locale, key, args);
}

/** `t` for one locale: what bots and routes pass around. */
export const translator =
  (locale: LocaleCode): Translate =>
  (key, args) =>
    translate(locale, key, args);

export const renderSentence = (locale: LocaleCode, { key, args }: Sentence): string => translate(locale, key, args);

/** The English words of a sentence: an error's `message`, for logs and tests. */
export const english = (sentence: Sentence): string => renderSentence(defaultLocale, sentence);
