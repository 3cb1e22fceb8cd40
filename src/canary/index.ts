/**
 * The canary (issue 45, part 3): links the owner watches, run through the whole chain every
 * CANARY_INTERVAL_S (one instance per period) and on demand, their runs kept a day, the owner told
 * when one stops or starts working. The folder's one door.
 */

export { canaryIdentity, startCanary, usageOwnerIds } from './from-config.js';
export { type CanaryOutcome, canaryOutcomes, type FailureClass, failureClasses } from './outcome.js';
export { type CanaryScheduleOptions, scheduleCanary } from './schedule.js';
export { Canary, type CanaryOptions } from './service.js';
export type { WatchedLink } from './store.js';
