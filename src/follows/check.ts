import type { Store } from '../db/index.js';
import type { MediaInfo } from '../media/index.js';
import { insertEntries, knownEntryIds } from './entry-store.js';
import { type CheckRecord, recordCheck } from './follow-store.js';
import type { FollowNote } from './notes.js';
import { DAY_MS, nextCheckAfterFailure, nextCheckAt } from './schedule.js';
import type { Follow, ListedEntry } from './types.js';

/**
 * One check of one followed link: read it anew (the lookup path every link
 * takes: sandbox, egress rules, cookie sets, a site's cooling-off), keep the
 * entries not seen before as pending, newest first, at most `perCheck`, the
 * rest skipped, and schedule the next check.
 */

export interface CheckDeps {
  db: Store;
  /** Reads the link anew; throws when it cannot be read. */
  read(link: string): Promise<MediaInfo>;
  intervalMs: number;
  /** FOLLOW_ENTRIES_PER_CHECK. */
  perCheck: number;
  /** Lines for the follow's target. */
  tell(follow: Follow, note: FollowNote): Promise<void>;
}

export type CheckOutcome = 'new_entries' | 'nothing_new' | 'failed';

/**
 * A link's entries as a follow keeps them; a link that is no playlist or feed lists none. An entry
 * is known by its link: a feed's items have no id of their own in yt-dlp's flat list (it numbers
 * them by position, which shifts as new ones come on top), and a channel's entries' links carry theirs.
 */
export function listedEntries(info: MediaInfo): ListedEntry[] {
  return (info.entries ?? []).map((entry) => ({ entryId: entry.url, title: entry.title, url: entry.url }));
}

export async function checkFollow(deps: CheckDeps, follow: Follow, now: Date): Promise<CheckOutcome> {
  let listed: ListedEntry[];
  try {
    listed = listedEntries(await deps.read(follow.link));
  } catch {
    await failed(deps, follow, now);
    return 'failed';
  }
  const known = await knownEntryIds(
    deps.db,
    follow.id,
    listed.map((e) => e.entryId),
  );
  // Feeds and channels list their newest first: the first new ones are the ones delivered.
  const fresh = listed.filter((entry) => !known.has(entry.entryId) && known.add(entry.entryId));
  const delivered = fresh.slice(0, deps.perCheck);
  const left = fresh.slice(deps.perCheck);
  // Delivered oldest first, so the chat reads in order: each a millisecond after the one before.
  for (const [index, entry] of [...delivered].reverse().entries()) {
    await insertEntries(deps.db, follow.id, [entry], 'pending', new Date(now.getTime() + index));
  }
  await insertEntries(deps.db, follow.id, left, 'skipped', now);
  await recordCheck(deps.db, follow.id, ok(now, deps.intervalMs));
  if (left.length > 0) await deps.tell(follow, { kind: 'left', count: left.length });
  return fresh.length > 0 ? 'new_entries' : 'nothing_new';
}

const ok = (now: Date, intervalMs: number): CheckRecord => ({
  now,
  nextCheckAt: nextCheckAt(now, intervalMs),
  failingSince: null,
  failNotified: false,
});

/** Backs off; after a day of failures the follower is told, once per failing spell. */
async function failed(deps: CheckDeps, follow: Follow, now: Date): Promise<void> {
  const since = follow.failingSince ?? now;
  const tellNow = !follow.failNotified && now.getTime() - since.getTime() >= DAY_MS;
  await recordCheck(deps.db, follow.id, {
    now,
    nextCheckAt: nextCheckAfterFailure(now, since, deps.intervalMs),
    failingSince: since,
    failNotified: follow.failNotified || tellNow,
  });
  if (tellNow) await deps.tell(follow, { kind: 'failing', since });
}
