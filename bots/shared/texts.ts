import { asKnownFault } from '../../src/faults.js';
import type { Translate } from '../../src/i18n/index.js';
import { isMediaError, type MediaErrorCode } from '../../src/media/index.js';
import type { Refusal } from '../../src/usage/index.js';

/**
 * Platform-neutral words for the bots. A media error becomes the short
 * sentence a chat user sees (errors.ftl's `error-code-*`), in their language;
 * stack traces and internals never reach them.
 */
export function errorSentence(t: Translate, thrown: unknown): string {
  // A full disk or an unreachable database says so, whichever layer it came from.
  const error = asKnownFault(thrown);
  const code: MediaErrorCode = isMediaError(error) ? error.code : 'internal';
  const key = `error-code-${code.replaceAll('_', '-')}`;
  // A code's sentence that names something (a refusing site's name) is said with its arguments.
  return t(key, isMediaError(error) && error.sentence.key === key ? error.sentence.args : undefined);
}

/**
 * The sentence for a failure of the server's own resources that passes (its
 * disk full, its database away), or undefined for any other failure: a
 * handler that failed for these says so in words, as a refusal would, where
 * a bug's failure stays in the log.
 */
export function passingFaultSentence(t: Translate, thrown: unknown): string | undefined {
  const error = asKnownFault(thrown);
  if (!isMediaError(error) || (error.code !== 'disk_full' && error.code !== 'database_unavailable')) return undefined;
  return errorSentence(t, error);
}

/** A usage refusal (a limit, the access list) in the reader's words. */
export function refusalText(t: Translate, refusal: Refusal): string {
  return t(refusal.sentence.key, refusal.sentence.args);
}

/** `38 MB`, `1.2 GB`, `900 kB` in the reader's locale (Intl). */
export const sizeText = (t: Translate, bytes: number): string => t('bot-size', { bytes });

/** `3:05`, `1:02:03`: a media length as a clock. */
export const clockText = (t: Translate, seconds: number): string => t('bot-clock', { seconds });

/** 3:05, 1:02:03 (prefer {@link clockText} in a sentence). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.round(totalSeconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

const LINK = /https?:\/\/[^\s<>"'`]+/gi;

/** The first http(s) link of a message, and whether it held more than one. */
export function firstLink(text: string): { url: string; more: boolean } | undefined {
  const links = text.match(LINK) ?? [];
  const first = links[0]?.replace(/[),.;!?]+$/, '');
  return first ? { url: first, more: links.length > 1 } : undefined;
}
