import { type core, type z, locales as zodLocales } from 'zod';
import { english, type LocaleCode, renderSentence, type Sentence } from '../i18n/index.js';

/**
 * Validation problems in the client's language. Our own checks add issues
 * carrying a catalogue sentence (addSentenceIssue); the rest are zod's, said
 * through zod's own translations for that language, while English keeps the
 * schema's hand-written words ("url is required").
 */
const zodLocaleOf: Record<LocaleCode, () => { localeError: core.$ZodErrorMap }> = {
  en: zodLocales.en,
  ru: zodLocales.ru,
  uk: zodLocales.uk,
  es: zodLocales.es,
  'pt-BR': zodLocales.ptBR,
  de: zodLocales.de,
  tr: zodLocales.tr,
  id: zodLocales.id,
  fa: zodLocales.fa,
  ar: zodLocales.ar,
  'zh-CN': zodLocales.zhCN,
};
const zodErrorMaps = new Map<LocaleCode, core.$ZodErrorMap>();

function zodErrorMap(locale: LocaleCode): core.$ZodErrorMap {
  let map = zodErrorMaps.get(locale);
  if (!map) {
    map = zodLocaleOf[locale]().localeError;
    zodErrorMaps.set(locale, map);
  }
  return map;
}

/** A problem found by our own check, with its sentence kept for every language. */
export function addSentenceIssue(ctx: z.RefinementCtx, issueSentence: Sentence, path: string[]): void {
  ctx.addIssue({ code: 'custom', message: english(issueSentence), path, params: { sentence: issueSentence } });
}

function sentenceOf(params: unknown): Sentence | undefined {
  const candidate = (params as { sentence?: unknown } | undefined)?.sentence as Sentence | undefined;
  return typeof candidate?.key === 'string' ? candidate : undefined;
}

/** One issue as a clause: `start: …` (path first, as clients look for the parameter). */
export function issueText(
  locale: LocaleCode,
  issue: { path: string; message: string; code?: string | undefined; params?: unknown },
): string {
  const issueSentence =
    sentenceOf(issue.params) ?? sentenceOf((issue.params as { params?: unknown } | undefined)?.params);
  let text = issue.message;
  if (issueSentence) text = renderSentence(locale, issueSentence);
  else if (locale !== 'en' && issue.code) {
    const raw = { ...(issue.params as object), code: issue.code, path: [], message: issue.message };
    const localized = zodErrorMap(locale)(raw as unknown as core.$ZodRawIssue);
    text = typeof localized === 'string' ? localized : (localized?.message ?? issue.message);
  }
  return issue.path ? `${issue.path}: ${text}` : text;
}
