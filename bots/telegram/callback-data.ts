import { z } from 'zod';
import { isLocaleCode, type LocaleCode } from '../../src/i18n/index.js';

/**
 * callback_data is limited to 64 bytes by Telegram, and it comes back from the
 * client, so it is untrusted: every value is parsed here before use.
 *
 *   c:<cardId>:<choice index>   a format or MP3 button of a card
 *   f:<cardId>:<choice index>   "Fit to N MB" for a format over the upload limit (fit-choice.ts)
 *   x:<jobId>                   the Cancel button of a running download
 *   lp:<cardId>:<page>          a playlist card's ◀ / ▶ (the page to show)
 *   le:<cardId>:<entry index>   an entry of a playlist card (opens its own card)
 *   la:<cardId>                 a playlist card's "All as MP3"
 *   sl:<cardId>:<1|0>           a card's "Subtitles" (1: show the languages) and its "◀ Back" (0)
 *   sm:<cardId>:<1|0>           a card's "Sound: …" (1: show the sound's languages) and its "◀ Back" (0)
 *   sa:<cardId>:<index>         a language of the sound (its index in the card's audioLanguages)
 *   o:<cardId>:<index>          a download option's toggle beside the MP3 buttons (its index among src/options')
 *   lg:<locale>                 a language of /language's keyboard (`es`, `pt-BR`: one of src/i18n's codes)
 *   fw:<cardId>                 a playlist card's "Follow" (asks the form)
 *   fo:<cardId>:<form index>    a form of a follow offer (FOLLOW_FORMS in bots/shared/follow-delivery.ts)
 *   fr:<follow id>              "Remove" of a follow in /following's or the owner's /follows list
 */
export const CALLBACK_DATA_MAX_BYTES = 64;

const idPattern = /^[A-Za-z0-9_-]{4,32}$/;

const choiceSchema = z
  .string()
  .regex(/^c:[A-Za-z0-9_-]{4,32}:\d{1,3}$/)
  .transform((data) => {
    const [, cardId = '', index = '0'] = data.split(':');
    return { type: 'choice' as const, cardId, index: Number(index) };
  });

const fitSchema = z
  .string()
  .regex(/^f:[A-Za-z0-9_-]{4,32}:\d{1,3}$/)
  .transform((data) => {
    const [, cardId = '', index = '0'] = data.split(':');
    return { type: 'fit' as const, cardId, index: Number(index) };
  });

const cancelSchema = z
  .string()
  .regex(/^x:[A-Za-z0-9_-]{4,32}$/)
  .transform((data) => ({ type: 'cancel' as const, jobId: data.slice(2) }));

/** `<prefix>:<cardId>:<number>`, the number below 10 000 (a page or an entry index). */
const cardNumberSchema = <T extends string>(prefix: string, type: T) =>
  z
    .string()
    .regex(new RegExp(`^${prefix}:[A-Za-z0-9_-]{4,32}:\\d{1,4}$`))
    .transform((data) => {
      const [, cardId = '', number = '0'] = data.split(':');
      return { type, cardId, number: Number(number) };
    });

const playlistPageSchema = cardNumberSchema('lp', 'playlist_page' as const);
const playlistEntrySchema = cardNumberSchema('le', 'playlist_entry' as const);
const playlistAllSchema = z
  .string()
  .regex(/^la:[A-Za-z0-9_-]{4,32}$/)
  .transform((data) => ({ type: 'playlist_all' as const, cardId: data.slice(3) }));

const subtitlesMenuSchema = z
  .string()
  .regex(/^sl:[A-Za-z0-9_-]{4,32}:[01]$/)
  .transform((data) => {
    const [, cardId = '', open = '0'] = data.split(':');
    return { type: 'subtitles_menu' as const, cardId, open: open === '1' };
  });

const soundMenuSchema = z
  .string()
  .regex(/^sm:[A-Za-z0-9_-]{4,32}:[01]$/)
  .transform((data) => {
    const [, cardId = '', open = '0'] = data.split(':');
    return { type: 'sound_menu' as const, cardId, open: open === '1' };
  });

const soundLanguageSchema = z
  .string()
  .regex(/^sa:[A-Za-z0-9_-]{4,32}:\d{1,2}$/)
  .transform((data) => {
    const [, cardId = '', index = '0'] = data.split(':');
    return { type: 'sound_language' as const, cardId, index: Number(index) };
  });

/** A toggle's number is its index among the registered options (bots/shared/option-toggles.ts checks it). */
const optionToggleSchema = cardNumberSchema('o', 'option_toggle' as const);

const languageSchema = z
  .string()
  .regex(/^lg:[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/)
  .transform((data) => data.slice(3))
  .refine(isLocaleCode)
  .transform((locale) => ({ type: 'language' as const, locale: locale as LocaleCode }));

const followOfferSchema = z
  .string()
  .regex(/^fw:[A-Za-z0-9_-]{4,32}$/)
  .transform((data) => ({ type: 'follow_offer' as const, cardId: data.slice(3) }));
const followFormSchema = cardNumberSchema('fo', 'follow_form' as const);
const followRemoveSchema = z
  .string()
  .regex(/^fr:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  .transform((data) => ({ type: 'follow_remove' as const, followId: data.slice(3) }));

export const callbackDataSchema = z.union([
  choiceSchema,
  fitSchema,
  cancelSchema,
  playlistPageSchema,
  playlistEntrySchema,
  playlistAllSchema,
  subtitlesMenuSchema,
  soundMenuSchema,
  soundLanguageSchema,
  optionToggleSchema,
  languageSchema,
  followOfferSchema,
  followFormSchema,
  followRemoveSchema,
]);
export type CallbackAction = z.infer<typeof callbackDataSchema>;

/** Parses a button's data; undefined for anything we did not make. */
export function parseCallbackData(data: string): CallbackAction | undefined {
  const parsed = callbackDataSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

export function choiceData(cardId: string, index: number): string {
  return checked(`c:${cardId}:${index}`, cardId);
}

/** The "Fit to N MB" button of a card's choice (offered with the over-limit answer). */
export function fitData(cardId: string, index: number): string {
  return checked(`f:${cardId}:${index}`, cardId);
}

export function playlistPageData(cardId: string, page: number): string {
  return checked(`lp:${cardId}:${page}`, cardId);
}

export function playlistEntryData(cardId: string, index: number): string {
  return checked(`le:${cardId}:${index}`, cardId);
}

export function playlistAllData(cardId: string): string {
  return checked(`la:${cardId}`, cardId);
}

/** A card's "Subtitles" button (`open`), or the "◀ Back" of its language list. */
export function subtitlesMenuData(cardId: string, open: boolean): string {
  return checked(`sl:${cardId}:${open ? 1 : 0}`, cardId);
}

/** A card's "Sound: …" button (`open`), or the "◀ Back" of its list of the sound's languages. */
export function soundMenuData(cardId: string, open: boolean): string {
  return checked(`sm:${cardId}:${open ? 1 : 0}`, cardId);
}

/** A language of the sound, by its index in the card's audioLanguages. */
export function soundLanguageData(cardId: string, index: number): string {
  return checked(`sa:${cardId}:${index}`, cardId);
}

/** A download option's toggle on a card, by its index among the registered options. */
export function optionToggleData(cardId: string, index: number): string {
  return checked(`o:${cardId}:${index}`, cardId);
}

/** A language's button on /language's keyboard. */
export function languageData(locale: LocaleCode): string {
  const data = `lg:${locale}`;
  if (!languageSchema.safeParse(data).success) throw new Error(`callback data would be invalid: ${data}`);
  return data;
}

/** A playlist card's "Follow". */
export function followOfferData(cardId: string): string {
  return checked(`fw:${cardId}`, cardId);
}

/** A form of a follow offer, by its index in FOLLOW_FORMS. */
export function followFormData(cardId: string, index: number): string {
  return checked(`fo:${cardId}:${index}`, cardId);
}

/** "Remove" of a follow. */
export function followRemoveData(followId: string): string {
  const data = `fr:${followId}`;
  if (!followRemoveSchema.safeParse(data).success) throw new Error(`callback data would be invalid: ${data}`);
  return data;
}

export function cancelData(jobId: string): string {
  return checked(`x:${jobId}`, jobId);
}

function checked(data: string, id: string): string {
  if (!idPattern.test(id) || Buffer.byteLength(data) > CALLBACK_DATA_MAX_BYTES) {
    throw new Error(`callback data would be invalid: ${data}`);
  }
  return data;
}
