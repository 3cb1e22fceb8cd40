import type { Deliverer, Follow } from './types.js';

/** What the engine tells a follow's target in a line of its own (never one per entry). */
export type FollowNote =
  /** A check found more new entries than it delivers: how many it left. */
  | { kind: 'left'; count: number }
  /** A daily limit stopped deliveries: how many entries were skipped, and when the limit resets. */
  | { kind: 'limit_skipped'; count: number; resetsAt?: Date | undefined }
  /** The followed link has failed for a day (told once per failing spell). */
  | { kind: 'failing'; since: Date }
  /** Deliveries stopped: the follow is paused, and why. */
  | { kind: 'paused'; reason: string };

/** Where a kind of target is served: its deliverer and, for chats, where lines are told. */
export interface FollowTargetHandler {
  deliver: Deliverer;
  /** This target's own retries (webhooks): the tries that pause a follow, and the wait after the n-th failure. */
  retries?: { maxAttempts: number; delayMs(attempts: number): number } | undefined;
  tell?: ((follow: Follow, note: FollowNote) => Promise<void>) | undefined;
}
