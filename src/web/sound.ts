import type { Format, Info } from './api-types.js';
import { ui } from './elements.js';
import { pageLocale, t } from './i18n.js';

/*
 * The card's choice of the sound's language, where the media has sound in
 * several (/api/info `audioLanguages`, the original first): a picker above
 * the list. The video rows then take each format's `byAudioLanguage` for it,
 * the audio rows and the MP3 the audio formats in it.
 */

/** The language chosen on the picker, when the media offers a choice. */
export function chosenLanguage(info: Info): string | undefined {
  const languages = info.audioLanguages ?? [];
  if (languages.length < 2) return undefined;
  return languages.some((l) => l.lang === ui.sound.value) ? ui.sound.value : languages[0]?.lang;
}

/** A language's name in the page's language, else the one /api/info gave, else its code. */
function languageName(lang: string, given: string | undefined): string {
  try {
    const name = new Intl.DisplayNames([pageLocale()], { type: 'language', fallback: 'none' }).of(lang);
    if (name) return name;
  } catch {
    // Not a language tag the browser knows: the server's English name or the code itself.
  }
  return given ?? lang;
}

/** Fills the picker for `info` (hidden without a choice), keeping the language chosen when it is offered. */
export function drawSound(info: Info): void {
  const languages = info.audioLanguages ?? [];
  ui.soundBox.hidden = languages.length < 2;
  const kept = chosenLanguage(info);
  ui.sound.replaceChildren(
    ...languages.map(({ lang, name, original }) => {
      const option = document.createElement('option');
      option.value = lang;
      const language = languageName(lang, name);
      option.textContent = original ? t('web-sound-original', { language }) : language;
      return option;
    }),
  );
  if (kept) ui.sound.value = kept;
}

/** A format as it downloads with the sound in `lang`: a video its `byAudioLanguage`, anything else as it is. */
export function inLanguage(format: Format, lang: string | undefined): Format {
  const choice = lang ? format.byAudioLanguage?.[lang] : undefined;
  return choice ? { ...format, ...choice } : format;
}

/** The audio rows of the card: those in `lang` (and those of no known language), or all without a choice. */
export function audioInLanguage(formats: Format[], lang: string | undefined): Format[] {
  const audio = formats.filter((f) => f.kind === 'audio');
  return lang ? audio.filter((f) => f.language === undefined || f.language === lang) : audio;
}
