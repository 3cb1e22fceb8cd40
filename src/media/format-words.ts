import { english, type Translate } from '../i18n/index.js';
import type { FormatWord, MediaFormat } from './types.js';

/** Between a detail's parts: "MP4 · H.264 · AAC". */
const SEPARATOR = ' · ';

/** A label and detail from their parts, with their English in `label` and `detail` (what /api/info says by default). */
export function describedFormat(
  label: FormatWord,
  detail: (FormatWord | undefined | false)[],
): Pick<MediaFormat, 'label' | 'detail' | 'words'> {
  const parts = detail.filter((part): part is FormatWord => Boolean(part));
  const inEnglish = (part: FormatWord) => (typeof part === 'string' ? part : english(part));
  const hasWords = typeof label !== 'string' || parts.some((part) => typeof part !== 'string');
  return {
    label: inEnglish(label),
    detail: parts.map(inEnglish).join(SEPARATOR),
    ...(hasWords ? { words: { label, detail: parts } } : {}),
  };
}

/** A format's label and detail in the language `t` speaks: what the bots' buttons and the page show. */
export function describeFormat(t: Translate, format: MediaFormat): { label: string; detail: string } {
  if (!format.words) return { label: format.label, detail: format.detail };
  const wordText = (part: FormatWord) => (typeof part === 'string' ? part : t(part.key, part.args));
  return { label: wordText(format.words.label), detail: format.words.detail.map(wordText).join(SEPARATOR) };
}
