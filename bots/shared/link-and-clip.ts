import type { Translate } from '../../src/i18n/index.js';
import { type ClipRange, parseClipRange } from '../../src/media/index.js';
import { clipRefusalFor, unreadableRangeSentence } from './clip-request.js';
import { findLink } from './lookup.js';

/** A user's text read as a link and maybe a range: or the sentence saying what is wrong with the range. */
export type LinkAndClip =
  | { ok: true; url: string; more: boolean; clip?: ClipRange | undefined }
  | { ok: false; text: string };

/**
 * Text that can only be meant as a time or a range: digits, `:`, `.` and
 * dashes, starting with a digit (`1:20`, `0:10-`, `5-2`). Other words after a
 * link (`look at this`) are not a range and are left alone.
 */
const RANGE_LIKE = /^\d[\d:.]*(?:\s*[-–]\s*[\d:.]*)?$/;

/**
 * The first link of `text` and the range written right after it, if any.
 * Undefined when there is no link. A range is the rest of the text, or its
 * first word (`<link> 0:10-0:20 @bot`); one whose order is wrong (end before
 * start) is refused here, before anything is looked up.
 */
export function findLinkAndClip(t: Translate, text: string): LinkAndClip | undefined {
  const link = findLink(text);
  if (!link) return undefined;
  const at = text.indexOf(link.url);
  const rest = at < 0 ? '' : text.slice(at + link.url.length).trim();
  const found = { ok: true as const, url: link.url, more: link.more };
  if (rest === '') return found;
  const firstWord = rest.split(/\s+/)[0] ?? '';
  const written = [rest, firstWord].find((candidate) => parseClipRange(candidate) !== undefined);
  if (written === undefined) {
    const attempt = [rest, firstWord].find((candidate) => RANGE_LIKE.test(candidate));
    return attempt === undefined ? found : { ok: false, text: unreadableRangeSentence(t, attempt) };
  }
  const clip = parseClipRange(written) as ClipRange;
  const refusal = clipRefusalFor(t, clip, undefined);
  return refusal ? { ok: false, text: refusal } : { ...found, clip };
}
