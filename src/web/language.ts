import { pageLocale, speak } from './i18n.js';
import { negotiate } from './messages.js';
import { shared } from './shared-elements.js';

/*
 * Which language the page speaks: the one picked here before (localStorage),
 * else the browser's first the page knows (navigator.languages), else English.
 * The picker lists the languages the server sent in index.html, each by its
 * own name. A pick is also kept in a cookie, only so that the server's next
 * first paint is already in it (src/http/web-page.ts).
 */

const STORAGE = 'media-fetcher.locale';
const COOKIE = 'media-fetcher-locale';
const YEAR_S = 365 * 24 * 60 * 60;

function offered(): HTMLOptionElement[] {
  return [...shared.language.options];
}

function storedChoice(): string | null {
  try {
    return localStorage.getItem(STORAGE);
  } catch {
    return null; // storage off (private mode): the browser's languages decide each visit
  }
}

function keepChoice(code: string): void {
  try {
    localStorage.setItem(STORAGE, code);
  } catch {
    // kept by the cookie alone, or for this visit
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the page serves
  document.cookie = `${COOKIE}=${encodeURIComponent(code)}; path=/; max-age=${YEAR_S}; samesite=lax`;
}

/** The language to speak when the page opens. */
function initialChoice(): string {
  const codes = offered().map((option) => option.value);
  const stored = storedChoice();
  if (stored && codes.includes(stored)) return stored;
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  return negotiate(browser, codes) ?? 'en';
}

async function use(code: string): Promise<boolean> {
  const option = offered().find((each) => each.value === code);
  shared.language.value = code;
  return speak(code, option?.dir === 'rtl' ? 'rtl' : 'ltr');
}

/**
 * Speaks the initial language, then follows the picker; `changed` redraws
 * what the script wrote in the language before.
 */
export async function startLanguage(changed: () => void): Promise<void> {
  const first = initialChoice();
  // A pick made before the cookie existed (or after it expired) still shapes the next first paint.
  if (storedChoice() === first) keepChoice(first);
  try {
    await use(first);
  } catch {
    // The chosen file could not be had: English, which the server has always.
    await use('en');
  }
  shared.language.addEventListener('change', () => {
    const code = shared.language.value;
    keepChoice(code);
    use(code).then(
      (current) => {
        if (current) changed();
      },
      // Its file could not be had (offline): the page stays in the language it speaks, and says so.
      () => {
        shared.language.value = pageLocale();
      },
    );
  });
}
