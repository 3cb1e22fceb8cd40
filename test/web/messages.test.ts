/**
 * The page's words without a browser: its translator (a key missing in a
 * locale is said in English, never as its name), its choice of language, its
 * SIZE and CLOCK against the server's, the keys its code and templates use
 * against English's web.ftl and admin.ftl (the dashboard's), and the server's
 * first paint of index.html and admin.html.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../src/http/web-page.js';
import {
  catalogueFiles,
  formatClockTime,
  localeCodes,
  negotiateLocale,
  formatSize as serverSize,
  supportedLocales,
} from '../../src/i18n/index.js';
import { downloadOptions } from '../../src/options/index.js';
import { negotiate, translator } from '../../src/web/messages.js';
import { formatClock, formatSize } from '../../src/web/units.js';

const webDir = path.join(import.meta.dirname, '../../src/web');

function bundle(locale: string, source: string, useIsolating = false): FluentBundle {
  const made = new FluentBundle(locale, { useIsolating });
  const errors = made.addResource(new FluentResource(source));
  expect(errors).toEqual([]);
  return made;
}

describe("the page's translator", () => {
  const english = bundle('en', catalogueFiles('en').get('web.ftl') ?? '');
  // German's file without two keys: as a translation that fell behind would be.
  const german = bundle(
    'de',
    (catalogueFiles('de').get('web.ftl') ?? '').replace(/^web-lookup = .*$/m, '').replace(/^web-url =\n.*$/m, ''),
  );
  const t = translator([german, english]);

  it("says the chosen locale's words, and English's for a key it lacks, never the key", () => {
    expect(t('web-clip-from')).toBe('Von');
    expect(t('web-lookup')).toBe('Look up');
    expect(t('web-url.placeholder')).toBe('https://…');
    expect(t('web-language.aria-label')).toBe('Sprache');
    expect(t('web-status-preparing', { name: 'MP3 320 kbit/s' })).toBe('MP3 320 kbit/s wird vorbereitet…');
  });

  it('says a key no bundle has as nothing, and a message without a value as nothing', () => {
    expect(t('web-no-such-key')).toBe('');
    expect(t('web-url')).toBe('');
    expect(t('web-language.no-such-attribute')).toBe('');
  });
});

describe("the page's choice of language", () => {
  const codes = localeCodes as string[];
  it.each([
    [['fa'], 'fa'],
    [['fa-IR', 'en'], 'fa'],
    [['xx'], undefined],
    [['xx', 'de-CH'], 'de'],
    [['pt'], 'pt-BR'],
    [['pt-br'], 'pt-BR'],
    [['zh-Hans-CN'], 'zh-CN'],
    [['en-US', 'fa'], 'en'],
    [['ar-EG'], 'ar'],
    [['uk_UA'], 'uk'],
  ])('%j → %s', (requested, expected) => {
    expect(negotiate(requested, codes)).toBe(expected);
    // The server's choice (Accept-Language) agrees, English standing for "none".
    expect(negotiateLocale(requested)).toBe(expected ?? 'en');
  });
});

describe("the page's SIZE and CLOCK", () => {
  it("write what the server's write, in every locale", () => {
    for (const locale of localeCodes) {
      for (const bytes of [0, 500, 2048, 3.3 * 1024 ** 2, 12.4 * 1024 ** 2, 700 * 1024 ** 2, 2.5 * 1024 ** 3]) {
        expect(formatSize(locale, bytes), `${locale} ${bytes}`).toBe(serverSize(locale, bytes));
      }
    }
    for (const seconds of [0, 4.2, 65, 3599.5, 3601, 36_000]) {
      expect(formatClock(seconds)).toBe(formatClockTime(seconds));
    }
    expect(formatSize('en', 12.4 * 1024 ** 2)).toBe('12 MB');
    expect(formatSize('fa', 12.4 * 1024 ** 2)).toBe('۱۲ MB');
  });
});

describe('the keys of the pages', () => {
  const englishFiles = catalogueFiles('en');
  const english = bundle('en', `${englishFiles.get('web.ftl') ?? ''}\n${englishFiles.get('admin.ftl') ?? ''}`);
  const files = readdirSync(webDir).filter((file) => file.endsWith('.ts') || file.endsWith('.html'));
  const sources = new Map(files.map((file) => [file, readFileSync(path.join(webDir, file), 'utf8')]));
  /** The dashboard's files: the only ones that may say admin.ftl's keys, as only the dashboard loads it. */
  const dashboardFile = (file: string) => file.startsWith('admin') || file === 'chart.ts';

  function keysUsed(file: string, source: string): Set<string> {
    const used = new Set<string>();
    for (const [, key] of source.matchAll(/['"`]((?:web|admin)-[a-z0-9-]+(?:\.[a-z-]+)?)['"`]/g)) used.add(String(key));
    if (file.endsWith('.html')) {
      for (const [, key, attributes] of source.matchAll(
        /data-l10n="([a-z0-9-]+)"(?:\s+data-l10n-attrs="([a-z -]+)")?/g,
      )) {
        for (const attribute of (attributes ?? '').split(' ').filter(Boolean)) used.add(`${key}.${attribute}`);
      }
    }
    return used;
  }

  it("are all in English's web.ftl or admin.ftl, with the attributes the templates name, and neither has an unused key", () => {
    const used = new Set<string>();
    for (const [file, source] of sources) for (const key of keysUsed(file, source)) used.add(key);
    // The download options' checkboxes are written into the page by the server, from the registry.
    for (const option of downloadOptions()) if (option.toggle) used.add(option.toggle.pageLabel);
    expect(used.size).toBeGreaterThan(100);
    for (const key of used) {
      const [id = '', attribute] = key.split('.');
      const message = english.getMessage(id);
      expect(attribute ? message?.attributes[attribute] : message?.value, key).toBeDefined();
    }
    const ids = new Set([...used].map((key) => key.split('.')[0]));
    for (const file of ['web.ftl', 'admin.ftl']) {
      const defined = [...(englishFiles.get(file) ?? '').matchAll(/^((?:web|admin)-[a-z0-9-]+) =/gm)].map((m) => m[1]);
      expect(defined.length, file).toBeGreaterThan(30);
      expect(
        defined.filter((id) => !ids.has(id)),
        `${file}: unused keys`,
      ).toEqual([]);
    }
  });

  it("are the dashboard's own in admin.ftl: the download page never says one (it does not load admin.ftl)", () => {
    expect(englishFiles.get('web.ftl')).not.toMatch(/^admin-/m);
    expect(englishFiles.get('admin.ftl')).not.toMatch(/^web-/m);
    for (const [file, source] of sources) {
      if (dashboardFile(file)) continue;
      expect(
        [...keysUsed(file, source)].filter((key) => key.startsWith('admin-')),
        file,
      ).toEqual([]);
    }
  });
});

describe("the server's first paint", () => {
  const template = readFileSync(path.join(webDir, 'index.html'), 'utf8');

  it('is in the language asked for, right to left for Persian, with every language by its own name', () => {
    const page = renderPage(template, 'fa');
    expect(page).toContain('<html lang="fa" dir="rtl">');
    expect(page).toContain('<label for="url" data-l10n="web-url-label">پیوند صفحهٔ ویدیو یا صدا</label>');
    expect(page).toContain('placeholder="https://…"');
    expect(page).toMatch(/<select id="language"[^>]* aria-label="زبان" title="زبان">/);
    expect(page).toContain('<option value="fa" lang="fa" dir="rtl" selected>فارسی</option>');
    for (const { code, name } of supportedLocales) {
      expect(page).toContain(`<option value="${code}" lang="${code}"`);
      expect(page).toContain(`>${name}</option>`);
    }
    // No English stand-in of the template is left.
    for (const [, english] of template.matchAll(/data-l10n="[a-z0-9-]+">([^<]+)</g)) {
      expect(page).not.toContain(`>${english}<`);
    }
  });

  it("is English as before for English, the template's stand-ins being English's web.ftl", () => {
    const english = translator([bundle('en', catalogueFiles('en').get('web.ftl') ?? '')]);
    const standIns = [...template.matchAll(/data-l10n="([a-z0-9-]+)">([^<]+)</g)];
    expect(standIns.length).toBeGreaterThan(10);
    for (const [, key = '', text] of standIns) expect(text, key).toBe(english(key));
    const page = renderPage(template, 'en');
    expect(page).toContain('<html lang="en" dir="ltr">');
    expect(page).toContain('<button id="lookup-button" type="submit" data-l10n="web-lookup">Look up</button>');
    expect(page).toContain('content="Paste a link to a video or audio page and download it."');
  });
});

describe("the dashboard's first paint", () => {
  const template = readFileSync(path.join(webDir, 'admin.html'), 'utf8');
  const englishFiles = catalogueFiles('en');
  const english = translator([bundle('en', `${englishFiles.get('web.ftl')}\n${englishFiles.get('admin.ftl')}`)]);

  it("has English's words as its stand-ins, and every one replaced in Arabic, right to left", () => {
    const standIns = [...template.matchAll(/data-l10n="([a-z0-9-]+)">([^<]+)</g)];
    expect(standIns.length).toBeGreaterThan(15);
    for (const [, key = '', text] of standIns) expect(text, key).toBe(english(key));
    const page = renderPage(template, 'ar');
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<h1 data-l10n="admin-title">لوحة المالك</h1>');
    expect(page).toContain('<option value="ar" lang="ar" dir="rtl" selected>');
    for (const [, , text] of standIns) expect(page).not.toContain(`>${text}<`);
  });
});
