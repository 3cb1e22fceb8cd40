import type { Store } from '../db/index.js';
import { duePendingEntries, settleEntry } from './entry-store.js';
import { getFollow, pauseFollow } from './follow-store.js';
import type { FollowNote, FollowTargetHandler } from './notes.js';
import { retryDelayMs } from './schedule.js';
import type { DeliveryOutcome, Follow, FollowEntry, FollowTargetKind } from './types.js';

/**
 * Delivers the pending entries that are due, one at a time, through their
 * follow's target. The entry's state is written right after its deliverer
 * answers: a crash before that leaves it pending, and the next round (this
 * process's next start, or the instance that took the lease) delivers it.
 */

export interface DeliveryDeps {
  db: Store;
  /** The kind of target delivered (its lease is this process's); its handler is read at each entry, as a bot may stop. */
  kind: FollowTargetKind;
  targets: ReadonlyMap<FollowTargetKind, FollowTargetHandler>;
  /** A delivery retried this many times pauses its follow. */
  maxAttempts: number;
  /** At most this many entries per round (the rest wait for the next). */
  perRound: number;
  tell(follow: Follow, note: FollowNote): Promise<void>;
  delivered(target: FollowTargetKind, outcome: string): void;
  now(): Date;
  /** True once the checker stops: no further delivery starts. */
  stopped(): boolean;
}

export async function deliverDue(deps: DeliveryDeps): Promise<number> {
  const due = await duePendingEntries(deps.db, deps.now(), deps.perRound, { kind: deps.kind });
  const limited = new Set<string>();
  let done = 0;
  for (const entry of due) {
    if (deps.stopped()) break;
    if (limited.has(entry.followId)) continue;
    const follow = await getFollow(deps.db, entry.followId);
    const handler = follow && deps.targets.get(follow.target.kind);
    // A bot that stopped during the round leaves its entries to the process that serves its kind next.
    if (!follow || follow.pausedReason || !handler) continue;
    const answer = await handler
      .deliver(follow, entry)
      .catch((error: unknown): DeliveryOutcome => ({ outcome: 'retry', error: String(error) }));
    deps.delivered(follow.target.kind, answer.outcome === 'limited' ? 'skipped_limit' : answer.outcome);
    if (answer.outcome === 'limited') {
      limited.add(follow.id);
      await skipForLimit(deps, follow, entry, answer.resetsAt);
    } else {
      await settle(deps, follow, entry, answer, handler.retries);
    }
    done++;
  }
  return done;
}

async function settle(
  deps: DeliveryDeps,
  follow: Follow,
  entry: FollowEntry,
  answer: DeliveryOutcome,
  retries: FollowTargetHandler['retries'],
): Promise<void> {
  const now = deps.now();
  const key = { followId: entry.followId, entryId: entry.entryId };
  if (answer.outcome === 'delivered') return void (await settleEntry(deps.db, key, { state: 'delivered', now }));
  if (answer.outcome === 'limited') return;
  const error = answer.error.slice(0, 500);
  if (answer.outcome === 'dropped') {
    return void (await settleEntry(deps.db, key, { state: 'skipped', lastError: error, now }));
  }
  const attempts = entry.attempts + 1;
  await settleEntry(deps.db, key, {
    state: 'pending',
    attempts,
    nextAttemptAt: new Date(now.getTime() + (retries?.delayMs(attempts) ?? retryDelayMs(attempts))),
    lastError: error,
    now,
  });
  if (answer.outcome === 'failed' || attempts >= (retries?.maxAttempts ?? deps.maxAttempts)) {
    await pauseFollow(deps.db, follow.id, error, now);
    await deps.tell(follow, { kind: 'paused', reason: error });
  }
}

/** The follow's due pending entries, this one first, are skipped; the target hears it once. */
async function skipForLimit(
  deps: DeliveryDeps,
  follow: Follow,
  first: FollowEntry,
  resetsAt: Date | undefined,
): Promise<void> {
  const now = deps.now();
  const rest = (await duePendingEntries(deps.db, now, 1000, { followId: follow.id })).filter(
    (e) => e.entryId !== first.entryId,
  );
  let count = 0;
  for (const entry of [first, ...rest]) {
    const key = { followId: entry.followId, entryId: entry.entryId };
    if (await settleEntry(deps.db, key, { state: 'skipped', lastError: 'daily limit', now })) count++;
  }
  await deps.tell(follow, { kind: 'limit_skipped', count, resetsAt });
}
