/** The door to the message catalogue (locales/<code>/*.ftl) and the languages it speaks. */
export {
  catalogueFiles,
  english,
  loadCatalogue,
  localesDir,
  renderSentence,
  translate,
  translator,
} from './catalogue.js';
export { formatClockTime, formatLengthIn, formatSize, formatWaitIn } from './functions.js';
export {
  defaultLocale,
  directionOf,
  isLocaleCode,
  type LocaleCode,
  localeCodes,
  localeFromAcceptLanguage,
  negotiateLocale,
  supportedLocales,
} from './locales.js';
export { type Sentence, type SentenceArg, type SentenceArgs, sentence, type Translate } from './sentence.js';
