import { claimOnce, type DatabaseHandle } from '../db/index.js';
import { createOwnerAccess, type OwnerAccess } from './access.js';
import { loadOwnerToken } from './token.js';

/**
 * Without API keys the owner is whoever holds the owner token; a sign-in code is spent in the
 * database, so it works once whichever instance the link reaches. Undefined with API keys.
 */
export function ownerAccessFor(
  config: { API_KEYS: readonly unknown[]; DATA_DIR: string },
  database: DatabaseHandle,
  instance: string,
): OwnerAccess | undefined {
  if (config.API_KEYS.length > 0) return undefined;
  return createOwnerAccess(loadOwnerToken(config.DATA_DIR), {
    claimNonce: (nonce, until) =>
      claimOnce(database, { prefix: 'owner-login:', name: nonce, holder: instance, now: new Date(), until }),
  });
}
