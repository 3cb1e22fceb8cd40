import type { DeliveryOutcome, Follow, FollowEntry } from '../../src/follows/index.js';
import type { Translate } from '../../src/i18n/index.js';
import { isMediaError, type MediaApi, type MediaInfo } from '../../src/media/index.js';
import {
  type Identity,
  LimitReachedError,
  lookupCounter,
  parseIdentity,
  type UsageService,
} from '../../src/usage/index.js';
import type { Choice } from './choices.js';
import { deliveryOutcome, formChoice, newEntryText } from './follow-delivery.js';
import { errorSentence } from './texts.js';

/** An entry ready to be pressed for: its follower, its lookup, the form's choice and whether it is fitted. */
export interface EntryToDeliver {
  identity: Identity;
  info: MediaInfo;
  choice: Choice;
  fit: boolean;
}

/** An entry that will not come: the line the chat gets (none for a passing limit), and the engine's outcome. */
export interface EntryDropped {
  text?: string | undefined;
  outcome: DeliveryOutcome;
}

/**
 * A followed entry's first step in both bots: its link looked up as its follower's lookup
 * (counted against their LIMIT_INFO_PER_MINUTE, as a link they sent), and the follow's form
 * made a card's choice; or why the entry will not come.
 */
export async function lookUpEntry(
  platform: { media: MediaApi; usage: UsageService },
  asked: { t: Translate; follow: Follow; entry: FollowEntry; uploadLimitBytes: number },
): Promise<{ ready: EntryToDeliver } | { dropped: EntryDropped }> {
  const { t, follow, entry } = asked;
  const identity = parseIdentity(follow.userKey);
  const line = newEntryText(t, follow, entry);
  let info: MediaInfo;
  try {
    info = await platform.media.info(entry.url, { lookups: lookupCounter(platform.usage, identity, entry.url) });
  } catch (error) {
    // Too many lookups this minute: the entry waits for a later round, nothing said.
    if (error instanceof LimitReachedError) {
      return { dropped: { outcome: deliveryOutcome({ kind: 'answer', refusal: error.refusal }) } };
    }
    if (!isMediaError(error)) throw error;
    return {
      dropped: { text: `${line}\n${errorSentence(t, error)}`, outcome: { outcome: 'dropped', error: error.code } },
    };
  }
  const picked = formChoice(info, follow.form, asked.uploadLimitBytes);
  if (!picked)
    return { dropped: { text: `${line}\n${t('bot-no-audio')}`, outcome: { outcome: 'dropped', error: 'no_media' } } };
  return { ready: { identity, info, choice: picked.choice, fit: picked.fit } };
}
