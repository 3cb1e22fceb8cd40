import { type FollowEngine, type FollowPreview, NotAFeedError } from '../../src/follows/index.js';
import type { Translate } from '../../src/i18n/index.js';
import { isMediaError } from '../../src/media/index.js';
import type { Identity, UsageService } from '../../src/usage/index.js';
import { beginLookup } from './begin-lookup.js';
import { errorSentence } from './texts.js';

/** A link offered for following: its preview, or the sentence that says why not (refused: by the limits). */
export type FollowOffer = { kind: 'preview'; preview: FollowPreview } | { kind: 'refused' | 'failed'; text: string };

/**
 * Reads a link to follow as every bot lookup begins (beginLookup): an `info` row of the asker's,
 * refused by their limits, finished with the read's outcome. `showBegun` as beginLookup's.
 */
export async function offerFollow(start: {
  t: Translate;
  usage: UsageService;
  identity: Identity;
  url: string;
  follows: FollowEngine;
  showBegun?: () => Promise<unknown>;
}): Promise<FollowOffer> {
  const { t } = start;
  let offer: FollowOffer = { kind: 'failed', text: t('follow-not-a-feed') };
  await beginLookup({
    ...start,
    async refuse(text) {
      offer = { kind: 'refused', text };
    },
    track: (lookup) => lookup,
    async lookUp(ticket) {
      try {
        offer = { kind: 'preview', preview: await start.follows.preview(start.url) };
        await ticket.finish({ outcome: 'ok' });
      } catch (error) {
        await ticket.finish({ outcome: 'error', errorCode: isMediaError(error) ? error.code : 'not_a_feed' });
        if (!(error instanceof NotAFeedError) && !isMediaError(error)) throw error;
        if (isMediaError(error)) offer = { kind: 'failed', text: errorSentence(t, error) };
      }
    },
  });
  return offer;
}
