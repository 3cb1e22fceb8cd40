import { type LocaleCode, translate } from '../i18n/index.js';
import type { OwnerChat } from '../refusals/index.js';
import { type CanaryOutcome, failureClasses } from './outcome.js';

const REFUSAL_WORDS: ReadonlySet<string> = new Set(failureClasses.slice(0, 5));

/** A failure class in the owner's words: the refusals' own where it is one, the canary's for the rest. */
export function outcomeWords(locale: LocaleCode, outcome: CanaryOutcome): string {
  const key = outcome.replaceAll('_', '-');
  if (outcome === 'ok') return translate(locale, 'canary-outcome-ok');
  return translate(locale, REFUSAL_WORDS.has(outcome) ? `refusal-class-${key}` : `canary-class-${key}`);
}

/** The sentence the owner gets when a watched link changed: it stopped working (and why), or works again. */
export function changeNotice(locale: LocaleCode, link: string, outcome: CanaryOutcome): string {
  return outcome === 'ok'
    ? translate(locale, 'owner-canary-works', { link })
    : translate(locale, 'owner-canary-fails', { link, what: outcomeWords(locale, outcome) });
}

/** Says `text` in every owner chat; a chat that fails is logged, never thrown (the run's record stands). */
export async function tellOwner(
  chats: readonly OwnerChat[],
  text: string,
  logger: { warn(obj: object, msg?: string): void },
): Promise<void> {
  await Promise.all(
    chats.map((chat) =>
      chat(text).catch((failure: unknown) =>
        logger.warn({ err: (failure as Error).message }, 'the owner was not told of a canary change'),
      ),
    ),
  );
}
