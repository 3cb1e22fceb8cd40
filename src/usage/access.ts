import type { Store } from '../db/index.js';
import * as refusals from './refusals.js';
import { findAccessOverride, hasAllowedOverride } from './store.js';
import type { Refusal } from './types.js';

/** The configured lists, as identity keys. */
export type AccessLists = {
  allowedUsers: ReadonlySet<string>;
  blockedUsers: ReadonlySet<string>;
  ownerIds: ReadonlySet<string>;
};

/**
 * Whether `key` may use the service at all, from the configured lists plus
 * the owners' run-time overrides (which add to them):
 *
 * 1. Blocked in the config or by an owner → `user_blocked`. A block wins over
 *    any allow, so an owner's `/allow` cannot lift a block the config imposes.
 * 2. When an allow-list exists (ALLOWED_USERS is set or an owner allowed
 *    someone), identities on neither list → `user_not_allowed`. Owners are
 *    always allowed: an allow-list must not lock out the people who manage it.
 */
export async function accessRefusal(store: Store, key: string, lists: AccessLists): Promise<Refusal | null> {
  const override = await findAccessOverride(store, key);
  if (lists.blockedUsers.has(key) || override === 'blocked') return refusals.userBlocked();
  if (lists.ownerIds.has(key) || lists.allowedUsers.has(key) || override === 'allowed') return null;
  if (lists.allowedUsers.size > 0 || (await hasAllowedOverride(store))) return refusals.userNotAllowed(key);
  return null;
}

/** Whether only allowed identities may use the service now. */
export async function isAllowListActive(store: Store, lists: AccessLists): Promise<boolean> {
  return lists.allowedUsers.size > 0 || (await hasAllowedOverride(store));
}
