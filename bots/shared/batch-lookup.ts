import { setTimeout as sleep } from 'node:timers/promises';
import type { MediaApi, MediaInfo } from '../../src/media/index.js';
import { type Identity, LimitReachedError, lookupCounter, type UsageService } from '../../src/usage/index.js';

/** The most a run waits at once for a lookup to be allowed again (the window is a minute). */
const MAX_WAIT_S = 60;

/**
 * Looks up one entry of an "All as MP3" run as a lookup of the user's
 * (LIMIT_INFO_PER_MINUTE), like a link they sent: a run reads one page per
 * entry, and these were free before. A link still in the info cache is not
 * read again and does not count. The limit is a pace, not a quota: when the
 * minute's lookups are spent the run waits until one frees up (`onWait` says
 * how long) and goes on, so a long playlist is slowed to the limit instead
 * of stopped by it. Any other refusal (blocked) is thrown as a
 * LimitReachedError; aborting `signal` ends the wait.
 */
export async function lookUpEntry(args: {
  media: MediaApi;
  usage: UsageService;
  identity: Identity;
  url: string;
  signal: AbortSignal;
  onWait(seconds: number): void;
}): Promise<MediaInfo> {
  const lookups = lookupCounter(args.usage, args.identity, args.url);
  for (;;) {
    try {
      return await args.media.info(args.url, { signal: args.signal, lookups });
    } catch (error) {
      if (!(error instanceof LimitReachedError) || error.code !== 'limit_info_per_minute') throw error;
      const seconds = Math.min(MAX_WAIT_S, Math.max(1, error.refusal.retryAfterS ?? 1));
      args.onWait(seconds);
      await sleep(seconds * 1000, undefined, { signal: args.signal });
    }
  }
}
