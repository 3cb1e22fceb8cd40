import { FluentBundle, type FluentFunction, FluentResource, type FluentValue } from './fluent/index.js';
import { type Args, type Translate, translator } from './messages.js';
import { formatClock, formatSize } from './units.js';

/*
 * The page's words: locales/<code>/web.ftl, fetched as /i18n/<code>.ftl (and
 * on the dashboard admin.ftl too, as /i18n/admin-<code>.ftl) and formatted by
 * @fluent/bundle (served as /fluent/…), with English's files behind the
 * chosen one's for any key they lack. The server already filled
 * index.html in the language it guessed (src/http/web-page.ts); this module
 * speaks the one chosen here, and again on every change of the picker.
 */

const FALLBACK = 'en';

let locale = document.documentElement.lang || FALLBACK;
let words: Translate = () => '';
/** The prefixes of the files the page speaks from: '' for web.ftl, always. */
const catalogues = [''];
/** The newest request to change language: an answer that arrives after a later one is dropped. */
let asked = 0;

/** The locale the page speaks: what its API calls ask for as Accept-Language. */
export function pageLocale(): string {
  return locale;
}

/** Also speaks from locales/<code>/<name>.ftl (served as /i18n/<name>-<code>.ftl); called before the first speak. */
export function addCatalogue(name: string): void {
  catalogues.push(`${name}-`);
}

/** Says a key of the page's catalogue files in the page's language. */
export const t: Translate = (key: string, args?: Args) => words(key, args);

function numberOf(value: FluentValue | undefined): number {
  const raw = Number(value?.valueOf());
  return Number.isFinite(raw) ? raw : 0;
}

/** SIZE and CLOCK, as the server's bundle has them (src/i18n/functions.ts). */
function functionsFor(code: string): Record<string, FluentFunction> {
  return {
    SIZE: ([bytes]) => formatSize(code, numberOf(bytes)),
    CLOCK: ([seconds]) => formatClock(numberOf(seconds)),
  };
}

async function catalogueFile(prefix: string, code: string): Promise<FluentResource> {
  const file = `/i18n/${prefix}${encodeURIComponent(code)}.ftl`;
  const response = await fetch(file);
  if (!response.ok) throw new Error(`${file} answered ${response.status}`);
  return new FluentResource(await response.text());
}

async function bundleFor(code: string, isolate: boolean): Promise<FluentBundle> {
  const resources = await Promise.all(catalogues.map((prefix) => catalogueFile(prefix, code)));
  // Right-to-left text isolates its placeables (U+2068…U+2069), so a size or an English title keeps its order.
  const bundle = new FluentBundle(code, { functions: functionsFor(code), useIsolating: isolate });
  for (const resource of resources) bundle.addResource(resource);
  return bundle;
}

/** Fills every data-l10n element under `root` as the server does: the key's text, and its attributes named in data-l10n-attrs. */
export function localize(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-l10n]')) {
    const key = element.dataset.l10n ?? '';
    const text = t(key);
    if (text) element.textContent = text;
    for (const name of (element.dataset.l10nAttrs ?? '').split(' ').filter(Boolean)) {
      const value = t(`${key}.${name}`);
      if (value) element.setAttribute(name, value);
    }
  }
}

/**
 * Speaks a locale from now on: loads its words (and English's behind them),
 * sets <html lang dir> and fills the page's texts. False when a later call
 * overtook this one, which then wins.
 */
export async function speak(code: string, dir: 'ltr' | 'rtl'): Promise<boolean> {
  const request = ++asked;
  const codes = code === FALLBACK ? [code] : [code, FALLBACK];
  const bundles = await Promise.all(codes.map((each) => bundleFor(each, dir === 'rtl')));
  if (request !== asked) return false;
  locale = code;
  words = translator(bundles);
  document.documentElement.lang = code;
  document.documentElement.dir = dir;
  localize(document);
  return true;
}
