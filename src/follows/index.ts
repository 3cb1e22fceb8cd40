/**
 * Follows: a channel, playlist or feed whose new entries are delivered by
 * themselves into a chat or a webhook (issue 46). This is the folder's one
 * door; the webhook deliverer lives in ./webhook behind its own.
 */
export { type CheckOutcome, listedEntries } from './check.js';
export {
  CHECKER_LEASE,
  checkerLease,
  FollowEngine,
  type FollowEngineOptions,
  type FollowPreview,
  NotAFeedError,
  type RoundResult,
} from './engine.js';
export {
  duePendingEntries,
  type EntryChange,
  entriesOf,
  insertEntries,
  knownEntryIds,
  settleEntry,
} from './entry-store.js';
export {
  type CheckRecord,
  type CreateResult,
  countFollows,
  createFollow,
  dueFollows,
  getFollow,
  listFollows,
  type NewFollow,
  pauseFollow,
  recordCheck,
  removeFollow,
} from './follow-store.js';
export { followEngineFor } from './from-config.js';
export type { FollowNote, FollowTargetHandler } from './notes.js';
export { DAY_MS, firstCheckAt, nextCheckAfterFailure, retryDelayMs } from './schedule.js';
export {
  type Deliverer,
  type DeliveryOutcome,
  type Follow,
  type FollowEntry,
  type FollowEntryState,
  type FollowForm,
  type FollowTarget,
  type FollowTargetKind,
  followFormSchema,
  followTargetSchema,
  type ListedEntry,
  MP3_BITRATES,
  type Mp3Bitrate,
} from './types.js';
