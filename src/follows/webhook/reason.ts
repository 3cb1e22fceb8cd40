/**
 * Why a delivery did not land, kept as a sentence (key and arguments in JSON)
 * so the follow's owner reads the paused reason in their own language.
 */
import { type Sentence, type SentenceArgs, sentence, type Translate } from '../../i18n/index.js';

/** A sentence as the stored reason's text. */
export function reasonText(key: string, args?: SentenceArgs): string {
  return JSON.stringify(sentence(key, args));
}

/** A stored reason said in `t`'s language; a reason that is not a sentence of ours is shown as it is. */
export function sayReason(text: string, t: Translate): string {
  let parsed: Partial<Sentence>;
  try {
    parsed = JSON.parse(text) as Partial<Sentence>;
  } catch {
    return text;
  }
  if (typeof parsed?.key !== 'string' || !parsed.key.startsWith('webhook-')) return text;
  const args = parsed.args && typeof parsed.args === 'object' ? parsed.args : undefined;
  return t(parsed.key, args);
}
