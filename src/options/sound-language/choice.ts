/**
 * The sound's language as a choice of formats: a video takes the selector of
 * its `byAudioLanguage` entry for the language, the audio formats in it come
 * first (the MP3 is made from the first). Structural, for the media's info.
 */

/** What a choice of language reads and changes of a format. */
export interface LanguageFormat {
  kind: string;
  language?: string | undefined;
  filesizeApprox?: number | undefined;
  byAudioLanguage?: Record<string, { id: string; selector: string; ext: string; filesizeApprox?: number }> | undefined;
}

/** What the option reads of a looked-up media: the languages its sound comes in, the original first. */
export interface SoundLanguages {
  audioLanguages?: readonly { lang: string; name?: string | undefined; original?: boolean | undefined }[] | undefined;
}

/** A media as the choice sees it: its languages and its formats. */
export interface LanguageMedia<F extends LanguageFormat> extends SoundLanguages {
  formats: F[];
}

/** The languages a card can switch between; none unless there are two or more. */
export function offeredLanguages(media: SoundLanguages) {
  const languages = media.audioLanguages ?? [];
  return languages.length >= 2 ? languages : [];
}

/** The language the media's sound is in now: its merged videos', else the original. */
export function currentLanguage<F extends LanguageFormat>(media: LanguageMedia<F>): string | undefined {
  const languages = offeredLanguages(media);
  if (languages.length === 0) return undefined;
  const merged = media.formats.find((f) => f.kind === 'video' && f.byAudioLanguage && f.language)?.language;
  return merged && languages.some((l) => l.lang === merged) ? merged : languages[0]?.lang;
}

/** A video with the sound in `lang` (its `byAudioLanguage` entry); any other format as it is. */
function formatInLanguage<F extends LanguageFormat>(format: F, lang: string): F {
  const choice = format.byAudioLanguage?.[lang];
  if (!choice) return format;
  const { filesizeApprox: _size, ...rest } = format;
  return { ...rest, ...choice, language: lang } as unknown as F;
}

/**
 * The media with its sound in `lang`: the videos merged with that language's
 * sound, the audio formats in it first (order kept otherwise). Nothing is
 * dropped, so a card can switch again from the result.
 */
export function mediaInLanguage<F extends LanguageFormat, M extends LanguageMedia<F>>(media: M, lang: string): M {
  const first = (f: F) => (f.kind === 'audio' && f.language !== lang ? 1 : 0);
  const formats = media.formats.map((f) => formatInLanguage(f, lang));
  const audio = formats.filter((f) => f.kind === 'audio').sort((a, b) => first(a) - first(b));
  let next = 0;
  return { ...media, formats: formats.map((f) => (f.kind === 'audio' ? (audio[next++] as F) : f)) };
}
