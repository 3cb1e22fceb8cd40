import { createHash } from 'node:crypto';
import { ExpiringLru } from '../support/expiring-lru.js';
import { type Identity, identityKey } from '../usage/index.js';

/** How long a lookup lets its user fetch the link's picture; the page asks for it right after. */
const LOOKUP_REMEMBERED_MS = 60 * 60 * 1000;
/** About 100 bytes each (a hash for a key), so at most about 2 MB. */
const MAX_REMEMBERED = 20_000;

/** One key per user and link, as a hash: the same size whatever the link's length. */
export function userLinkKey(identity: Identity, ...parts: string[]): string {
  const hash = createHash('sha256').update(identityKey(identity));
  for (const part of parts) hash.update('\n').update(part);
  return hash.digest('base64url');
}

/**
 * Which links each user looked up (POST /api/info) lately, in this process.
 * The info cache is shared by everyone; this is what keeps the page's
 * thumbnail helper from answering for a link someone else looked up (which
 * would tell who looked what up).
 */
export class UserLookups {
  private readonly seen = new ExpiringLru<true>({
    ttlMs: LOOKUP_REMEMBERED_MS,
    maxEntries: MAX_REMEMBERED,
    maxBytes: MAX_REMEMBERED,
    sizeOf: () => 1,
  });

  record(identity: Identity, link: string): void {
    this.seen.set(userLinkKey(identity, link), true);
  }

  has(identity: Identity, link: string): boolean {
    return this.seen.get(userLinkKey(identity, link)) === true;
  }
}
