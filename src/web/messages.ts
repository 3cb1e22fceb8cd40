import type { FluentBundle, FluentVariable } from './fluent/index.js';

/*
 * Saying a catalogue key with the page's bundles, and choosing a language:
 * no DOM and only type imports, so test/web/messages.test.ts runs it in Node
 * against the package's own bundle.
 */

export type Args = Record<string, FluentVariable>;
/** Says `key` (or `key.attribute`, as grammY's plugin reads it) with its arguments. */
export type Translate = (key: string, args?: Args) => string;

/**
 * Says a key from the first bundle that has it: the chosen locale's, then
 * English's, so a key missing in one translation reads in English. A key none
 * has (a slip the catalogue tests catch) is said as nothing, never as its name.
 */
export function translator(bundles: readonly FluentBundle[]): Translate {
  return (path, args) => {
    const [id = '', attribute] = path.split('.', 2);
    for (const bundle of bundles) {
      const message = bundle.getMessage(id);
      const pattern = attribute === undefined ? message?.value : message?.attributes[attribute];
      // An errors array: a missing argument is written as its name in braces instead of throwing.
      if (pattern) return bundle.formatPattern(pattern, args ?? null, []);
    }
    return '';
  };
}

/**
 * The first of the `requested` tags (navigator.languages, best first) the page
 * speaks: the same tag in any case (`pt-br`), else the same language
 * (`de-CH` → `de`, `pt` → `pt-BR`, `zh-Hans-CN` → `zh-CN`); undefined when
 * none matches, and the caller says English.
 */
export function negotiate(requested: readonly string[], available: readonly string[]): string | undefined {
  const language = (tag: string) => tag.toLowerCase().split(/[-_]/)[0];
  for (const tag of requested) {
    const wanted = tag.toLowerCase().replaceAll('_', '-');
    const exact = available.find((code) => code.toLowerCase() === wanted);
    if (exact) return exact;
    const sameLanguage = available.find((code) => language(code) === language(wanted));
    if (sameLanguage) return sameLanguage;
  }
  return undefined;
}
