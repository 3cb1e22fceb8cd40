import { readdirSync } from 'node:fs';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { type Entry, parse, Visitor } from '@fluent/syntax';
import { describe, expect, it } from 'vitest';
import {
  catalogueFiles,
  defaultLocale,
  type LocaleCode,
  localeCodes,
  localesDir,
  supportedLocales,
  translate,
} from '../../src/i18n/index.js';

/**
 * The catalogue's own checks: a missing or broken translation fails here, not
 * in front of a user. English is the source; every other locale must have the
 * same files, the same keys (no more, no fewer), the same variables in each
 * message, valid Fluent syntax, and must render every message.
 */

/** Every `$variable` a message uses, through selectors and function calls, sorted. */
class VariableCollector extends Visitor {
  readonly names = new Set<string>();
  override visitVariableReference(node: { id: { name: string } }): void {
    this.names.add(node.id.name);
  }
}

interface ParsedFile {
  messages: Map<string, string[]>;
  junk: string[];
}

function parseFile(text: string): ParsedFile {
  const resource = parse(text, { withSpans: false });
  const messages = new Map<string, string[]>();
  const junk: string[] = [];
  for (const entry of resource.body as Entry[]) {
    if (entry.type === 'Junk')
      junk.push(`${entry.annotations.map((a) => a.message).join(', ')}: ${entry.content.slice(0, 80)}`);
    if (entry.type === 'Message' || entry.type === 'Term') {
      const collector = new VariableCollector();
      collector.visit(entry);
      const id = (entry.type === 'Term' ? '-' : '') + entry.id.name;
      messages.set(id, [...collector.names].sort());
    }
  }
  return { messages, junk };
}

const parsed = new Map(
  localeCodes.map((locale) => [
    locale,
    new Map([...catalogueFiles(locale)].map(([name, text]) => [name, parseFile(text)])),
  ]),
);
const english = parsed.get(defaultLocale) as Map<string, ParsedFile>;
const others = localeCodes.filter((locale) => locale !== defaultLocale);

/** Sample arguments: numbers for every variable (plural selectors, SIZE, WAIT and NUMBER all take one). */
const samples = (names: string[]) => Object.fromEntries(names.map((name) => [name, 3]));

describe('the message catalogue', () => {
  it('has a folder for every supported locale and nothing else', () => {
    const folders = readdirSync(localesDir).filter((name) => !name.startsWith('.'));
    expect(folders.sort()).toEqual([...localeCodes].sort());
    expect(supportedLocales.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['fa', 'ar']);
  });

  it.each(localeCodes)('%s: every file parses with no junk', (locale) => {
    for (const [name, file] of parsed.get(locale) ?? []) {
      expect(file.junk, `${locale}/${name}`).toEqual([]);
    }
  });

  it.each(others)('%s: the same files and keys as English, none extra, the same variables', (locale) => {
    const files = parsed.get(locale) as Map<string, ParsedFile>;
    expect([...files.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [name, source] of english) {
      const translated = files.get(name)?.messages ?? new Map<string, string[]>();
      const missing = [...source.messages.keys()].filter((key) => !translated.has(key));
      const extra = [...translated.keys()].filter((key) => !source.messages.has(key));
      expect(missing, `${locale}/${name}: missing keys`).toEqual([]);
      expect(extra, `${locale}/${name}: keys English does not have`).toEqual([]);
      for (const [key, variables] of source.messages) {
        expect(translated.get(key), `${locale}/${name}: variables of ${key}`).toEqual(variables);
      }
    }
  });

  it('keeps each key in one file of a locale (all files of a locale form one bundle)', () => {
    const seen = new Map<string, string>();
    for (const [name, file] of english) {
      for (const key of file.messages.keys()) {
        expect(seen.get(key), `${key} is in ${seen.get(key)} and ${name}`).toBeUndefined();
        seen.set(key, name);
      }
    }
  });

  it.each(localeCodes)('%s: every message renders with sample arguments, without an error', (locale) => {
    for (const [name, file] of parsed.get(locale) ?? []) {
      const bundle = new FluentBundle(locale, { useIsolating: false });
      // Functions as the server has them: unknown ones would render as errors below.
      for (const fn of ['SIZE', 'MEGABYTES', 'WAIT', 'LENGTH', 'CLOCK']) bundle._functions[fn] = () => '1';
      bundle.addResource(new FluentResource([...catalogueFiles(locale).values()].join('\n')));
      for (const [key, variables] of file.messages) {
        if (key.startsWith('-')) continue;
        const message = bundle.getMessage(key);
        // A message is its value, its attributes (a page element's title, placeholder, aria-label), or both.
        const patterns = [message?.value, ...Object.values(message?.attributes ?? {})].filter(
          (p) => p !== null && p !== undefined,
        );
        expect(patterns.length, `${locale}/${name}: ${key} says something`).toBeGreaterThan(0);
        for (const pattern of patterns) {
          const errors: Error[] = [];
          const text = bundle.formatPattern(pattern, samples(variables), errors);
          expect(errors.map(String), `${locale}/${name}: ${key}`).toEqual([]);
          expect(text.trim(), `${locale}/${name}: ${key}`).not.toBe('');
        }
      }
    }
  });

  it('says a key in the asked locale, and English where a key or a locale is missing, never the key', () => {
    expect(translate('en', 'error-code-cancelled')).toBe('Cancelled.');
    expect(translate('de', 'error-code-cancelled')).not.toBe(translate('en', 'error-code-cancelled'));
    expect(translate('xx' as LocaleCode, 'error-code-cancelled')).toBe('Cancelled.');
  });

  it('formats numbers, sizes and waits in the reader’s locale (Intl)', () => {
    const refusal = (locale: LocaleCode) =>
      translate(locale, 'refusal-mb-per-day', { used: 2.5, limit: 5, held: 0, wait: 3 * 3600 + 600 });
    expect(refusal('en')).toBe('You have used 2.5 of 5 MB today; resets in 3 hr 10 min.');
    expect(refusal('de')).toContain('2,5');
    expect(refusal('ru')).toContain('2,5');
    // Right-to-left sentences isolate what is put in them, so the numbers keep their order.
    expect(refusal('fa')).toMatch(/\u2068[^\u2069]+\u2069/);
    expect(refusal('en')).not.toMatch(/[\u2068\u2069]/);
  });
});
