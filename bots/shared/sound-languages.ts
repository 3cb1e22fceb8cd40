import type { Translate } from '../../src/i18n/index.js';
import type { AudioLanguage, MediaFormat, MediaInfo } from '../../src/media/index.js';

/**
 * The sound's language on both bots' cards, where the media has sound in
 * several (MediaInfo.audioLanguages, the original first): Telegram behind a
 * "Sound" button, Discord in a select menu. A language chosen makes the card
 * anew from its info in that language ({@link infoInLanguage}): every video
 * brings that language's sound, its audio formats come first (the MP3 is
 * made from the first), and the other languages stay one choice away.
 */

/** The languages a card can switch between; none unless there are two or more. */
export function soundLanguages(info: MediaInfo): AudioLanguage[] {
  const languages = info.audioLanguages ?? [];
  return languages.length >= 2 ? languages : [];
}

/** The language the card's sound is in: its merged videos', else the original. */
export function cardLanguage(info: MediaInfo): string | undefined {
  const languages = soundLanguages(info);
  if (languages.length === 0) return undefined;
  const merged = info.formats.find((f) => f.kind === 'video' && f.byAudioLanguage && f.language)?.language;
  return merged && languages.some((l) => l.lang === merged) ? merged : languages[0]?.lang;
}

/** A video with the sound in `lang` (its `byAudioLanguage` entry); any other format as it is. */
function formatInLanguage(format: MediaFormat, lang: string): MediaFormat {
  const choice = format.byAudioLanguage?.[lang];
  if (!choice) return format;
  const { filesizeApprox: _size, ...rest } = format;
  return { ...rest, ...choice, language: lang };
}

/**
 * The media's info with its sound in `lang`: the videos merged with that
 * language's sound, the audio formats in it first (order kept otherwise).
 * Nothing is dropped, so the card can switch again from the result.
 */
export function infoInLanguage(info: MediaInfo, lang: string): MediaInfo {
  const first = (f: MediaFormat) => (f.kind === 'audio' && f.language !== lang ? 1 : 0);
  const formats = info.formats.map((f) => formatInLanguage(f, lang));
  const audio = formats.filter((f) => f.kind === 'audio').sort((a, b) => first(a) - first(b));
  let next = 0;
  return { ...info, formats: formats.map((f) => (f.kind === 'audio' ? (audio[next++] as MediaFormat) : f)) };
}

/** A language's words on a button or an option: `Spanish (es)`, `English (en) · original`. */
export function soundOptionLabel(t: Translate, language: AudioLanguage): string {
  const named = language.name ? t('bot-sound-option', { name: language.name, code: language.lang }) : language.lang;
  return language.original ? t('bot-sound-original', { language: named }) : named;
}

/** What the card's Sound control says: `Sound: English (en) · original`. */
export function soundButtonLabel(t: Translate, info: MediaInfo): string {
  const current = soundLanguages(info).find((l) => l.lang === cardLanguage(info));
  return t('bot-sound-button', { language: current ? soundOptionLabel(t, current) : '' });
}
