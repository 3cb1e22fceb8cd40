import { z } from 'zod';
import { jobIdSchema } from '../../src/jobs/index.js';
import { type Mp3Quality, mp3Qualities } from '../../src/media/index.js';
import { CARD_ID_PATTERN } from '../shared/card-store.js';

/**
 * custom_id is input from outside: Discord sends back whatever a client
 * pressed, so it is parsed strictly. Shape: `mf:<card id>:<choice>` where the
 * choice is `fmt` (the select menu; its value names the format), `sub` (the
 * subtitles menu; its value names the language), `snd` (the sound's language
 * menu; its value names the language), `fit` (the "Fit to N MB"
 * menu, its values the same as fmt's), `mp3-<kbps>` or `opt-<index>` (a download option's toggle). At most 22
 * characters, far under Discord's 100. A menu's choice may carry its value as
 * a fourth part (`mf:<card id>:fmt:f3`): a button that presses that choice
 * again, as "Try again" after a crash does (interrupted.ts). A running
 * download's Cancel button is `mx:<job id>`.
 */
export type CardChoice =
  | { kind: 'format' }
  | { kind: 'subtitles' }
  | { kind: 'sound' }
  | { kind: 'fit' }
  | { kind: 'mp3'; quality: Mp3Quality }
  /** A download option's toggle beside the MP3 buttons, by its index among src/options' (`opt-<index>`). */
  | { kind: 'option'; index: number };

const PREFIX = 'mf';

/** The value a menu choice's button carries in its fourth part: a format's (fmt, fit) or a subtitle's (sub). */
const PRESSED_VALUE = { fmt: /^f\d{1,2}$/, fit: /^f\d{1,2}$/, sub: /^s\d{1,2}$/ } as const;

/** A parsed card custom_id: the card, the choice and, for a button that stands for a menu's choice, its value. */
export interface CardPress {
  cardId: string;
  choice: CardChoice;
  value?: string | undefined;
}

const customIdSchema = z
  .string()
  .max(100)
  .transform((raw, ctx) => {
    const [prefix, cardId, choice, value, ...rest] = raw.split(':');
    if (prefix !== PREFIX || cardId === undefined || !CARD_ID_PATTERN.test(cardId) || rest.length > 0) {
      ctx.addIssue({ code: 'custom', message: 'not a card component' });
      return z.NEVER;
    }
    if (value !== undefined) {
      const pattern = PRESSED_VALUE[choice as keyof typeof PRESSED_VALUE] as RegExp | undefined;
      if (!pattern?.test(value)) {
        ctx.addIssue({ code: 'custom', message: 'not a value of that choice' });
        return z.NEVER;
      }
    }
    const pressed = value === undefined ? {} : { value };
    if (choice === 'fmt') return { cardId, choice: { kind: 'format' } as CardChoice, ...pressed };
    if (choice === 'sub') return { cardId, choice: { kind: 'subtitles' } as CardChoice, ...pressed };
    if (choice === 'snd') return { cardId, choice: { kind: 'sound' } as CardChoice };
    if (choice === 'fit') return { cardId, choice: { kind: 'fit' } as CardChoice, ...pressed };
    const toggle = choice?.match(/^opt-(\d{1,2})$/)?.[1];
    if (toggle !== undefined) return { cardId, choice: { kind: 'option', index: Number(toggle) } as CardChoice };
    const quality = Number(choice?.match(/^mp3-(\d{3})$/)?.[1]);
    if (!(mp3Qualities as readonly number[]).includes(quality)) {
      ctx.addIssue({ code: 'custom', message: 'unknown choice' });
      return z.NEVER;
    }
    return { cardId, choice: { kind: 'mp3', quality: quality as Mp3Quality } as CardChoice } as CardPress;
  });

/** The custom_id of a card's select menu or MP3 button. */
export function cardCustomId(cardId: string, choice: CardChoice): string {
  return `${PREFIX}:${cardId}:${choiceId(choice)}`;
}

/**
 * The part of a press's custom_id after the card id: `mp3-128`, or a menu's
 * choice with its value (`fmt:f3`), for a button that presses it again.
 */
export function choiceId(choice: CardChoice, value?: string): string {
  const name =
    choice.kind === 'format'
      ? 'fmt'
      : choice.kind === 'subtitles'
        ? 'sub'
        : choice.kind === 'sound'
          ? 'snd'
          : choice.kind === 'fit'
            ? 'fit'
            : choice.kind === 'option'
              ? `opt-${choice.index}`
              : `mp3-${choice.quality}`;
  return value === undefined ? name : `${name}:${value}`;
}

/** Whether `id` is a press as choiceId makes them (read back from the database, it is checked as a click is). */
export function isChoiceId(id: string): boolean {
  return parseCardCustomId(`${PREFIX}:${'0'.repeat(10)}:${id}`) !== undefined;
}

/** The custom_id of the press `id` (choiceId's, checked with isChoiceId) on card `cardId`. */
export function pressOnCard(cardId: string, id: string): string {
  return `${PREFIX}:${cardId}:${id}`;
}

/** The card id, choice and any pressed value of a custom_id, or undefined when it is not one of ours. */
export function parseCardCustomId(raw: string): CardPress | undefined {
  const parsed = customIdSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** A select-menu value: the index of a format on the card. */
export function formatOptionValue(index: number): string {
  return `f${index}`;
}

/** The format index of a select-menu value, or undefined when it is malformed or out of range. */
export function parseFormatOptionValue(raw: string | undefined, formatCount: number): number | undefined {
  const index = Number(raw?.match(/^f(\d{1,2})$/)?.[1]);
  return Number.isInteger(index) && index >= 0 && index < formatCount ? index : undefined;
}

/** A subtitles-menu value: the index of a language among the card's. */
export function subtitleOptionValue(index: number): string {
  return `s${index}`;
}

/** The language index of a subtitles-menu value, or undefined when it is malformed or out of range. */
export function parseSubtitleOptionValue(raw: string | undefined, count: number): number | undefined {
  const index = Number(raw?.match(/^s(\d{1,2})$/)?.[1]);
  return Number.isInteger(index) && index >= 0 && index < count ? index : undefined;
}

/** A sound-menu value: the index of a language among the card's audioLanguages. */
export function soundOptionValue(index: number): string {
  return `a${index}`;
}

/** The language index of a sound-menu value, or undefined when it is malformed or out of range. */
export function parseSoundOptionValue(raw: string | undefined, count: number): number | undefined {
  const index = Number(raw?.match(/^a(\d{1,2})$/)?.[1]);
  return Number.isInteger(index) && index >= 0 && index < count ? index : undefined;
}

const CANCEL_PREFIX = 'mx:';

/** The custom_id of a running download's Cancel button. */
export function cancelCustomId(jobId: string): string {
  return `${CANCEL_PREFIX}${jobId}`;
}

/** The job id of a Cancel button's custom_id, or undefined when it is not one (ids as src/jobs makes them). */
export function parseCancelCustomId(raw: string): string | undefined {
  if (!raw.startsWith(CANCEL_PREFIX)) return undefined;
  const parsed = jobIdSchema.safeParse(raw.slice(CANCEL_PREFIX.length));
  return parsed.success ? parsed.data : undefined;
}

/**
 * A playlist card's components: `pl:<card id>:e<page>` (the entry menu of a
 * page; its value is `i<entry index>`), `pl:<card id>:p<page>` (◀ and ▶, the
 * page to show) and `pl:<card id>:all` ("All as MP3"). At most 20 characters.
 */
export type PlaylistAction = { kind: 'entry_menu'; page: number } | { kind: 'page'; page: number } | { kind: 'all' };

const PLAYLIST_PREFIX = 'pl';

const playlistCustomIdSchema = z
  .string()
  .max(100)
  .transform((raw, ctx) => {
    const [prefix, cardId, action, ...rest] = raw.split(':');
    const numbered = action?.match(/^([ep])(\d{1,4})$/);
    if (prefix !== PLAYLIST_PREFIX || cardId === undefined || !CARD_ID_PATTERN.test(cardId) || rest.length > 0) {
      ctx.addIssue({ code: 'custom', message: 'not a playlist component' });
      return z.NEVER;
    }
    if (action === 'all') return { cardId, action: { kind: 'all' } as PlaylistAction };
    if (!numbered) {
      ctx.addIssue({ code: 'custom', message: 'unknown playlist action' });
      return z.NEVER;
    }
    const page = Number(numbered[2]);
    return { cardId, action: { kind: numbered[1] === 'e' ? 'entry_menu' : 'page', page } as PlaylistAction };
  });

/** The custom_id of a playlist card's component. */
export function playlistCustomId(cardId: string, action: PlaylistAction): string {
  const suffix = action.kind === 'all' ? 'all' : `${action.kind === 'entry_menu' ? 'e' : 'p'}${action.page}`;
  return `${PLAYLIST_PREFIX}:${cardId}:${suffix}`;
}

/** The card id and action of a playlist component's custom_id, or undefined when it is not one. */
export function parsePlaylistCustomId(raw: string): { cardId: string; action: PlaylistAction } | undefined {
  const parsed = playlistCustomIdSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** An entry option's value in a playlist card's menu: the entry's index on the card. */
export function entryOptionValue(index: number): string {
  return `i${index}`;
}

/** The entry index of a menu value, or undefined when it is malformed or out of range. */
export function parseEntryOptionValue(raw: string | undefined, entryCount: number): number | undefined {
  const index = Number(raw?.match(/^i(\d{1,4})$/)?.[1]);
  return Number.isInteger(index) && index >= 0 && index < entryCount ? index : undefined;
}

/** A follow offer's form button: `fl:<card id>:<form index>` (FOLLOW_FORMS in bots/shared/follow-delivery.ts). */
export function followFormCustomId(cardId: string, index: number): string {
  return `fl:${cardId}:${index}`;
}

/** A playlist card's Follow button: `fw:<card id>` (asks the form, as /follow does). */
export function followOfferCustomId(cardId: string): string {
  return `fw:${cardId}`;
}

/** A follow's Remove button: `fr:<follow id>`. */
export function followRemoveCustomId(followId: string): string {
  return `fr:${followId}`;
}

const followOfferIdSchema = z.string().regex(/^fw:[a-z0-9]{10}$/);
const followFormIdSchema = z.string().regex(/^fl:[a-z0-9]{10}:\d$/);
const followRemoveIdSchema = z.string().regex(/^fr:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

/** A follow button's press, or undefined for any other custom_id. */
export function parseFollowCustomId(
  raw: string,
):
  | { kind: 'offer'; cardId: string }
  | { kind: 'form'; cardId: string; index: number }
  | { kind: 'remove'; followId: string }
  | undefined {
  if (followOfferIdSchema.safeParse(raw).success) return { kind: 'offer', cardId: raw.slice(3) };
  if (followFormIdSchema.safeParse(raw).success) {
    const [, cardId = '', index = '0'] = raw.split(':');
    return { kind: 'form', cardId, index: Number(index) };
  }
  return followRemoveIdSchema.safeParse(raw).success ? { kind: 'remove', followId: raw.slice(3) } : undefined;
}
