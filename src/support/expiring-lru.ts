/**
 * The bounded LRU map of the code base, written once: the media core's
 * lookup cache (src/media/lookup/lookup-cache.ts) and what the HTTP layer
 * keeps per user (src/http/user-lookups.ts, src/http/web-thumbnail.ts) build
 * on it. It lives outside both, in a folder that imports nothing of the app,
 * so each can use it without one passing through the other's door.
 */

/** What an {@link ExpiringLru} may hold. */
export interface LruLimits<V> {
  /** How long an entry is kept after it was set; 0 or less keeps nothing. */
  ttlMs: number;
  maxEntries: number;
  /** What the entries may weigh together, as `sizeOf` weighs them; default: no byte budget. */
  maxBytes?: number | undefined;
  /** The bytes one entry holds (the caller decides whether its key counts); default 0. */
  sizeOf?: ((value: V, key: string) => number) | undefined;
  /**
   * An entry heavier than this is not kept at all (a large one would push out
   * many others); default `maxBytes`, so only one that could never fit is refused.
   */
  maxEntryBytes?: number | undefined;
}

/**
 * An LRU map with a time to live, bounded by entries and, with a byte budget,
 * by bytes: the least recently used entries leave until both fit. Whatever
 * callers put in, it never grows past its limits, so a client cannot fill the
 * heap through it.
 */
export class ExpiringLru<V> {
  private readonly entries = new Map<string, { value: V; bytes: number; expiresAt: number }>();
  private bytes = 0;
  private readonly maxBytes: number;
  private readonly maxEntryBytes: number;

  constructor(
    private readonly limits: LruLimits<V>,
    private readonly now: () => number = Date.now,
  ) {
    this.maxBytes = limits.maxBytes ?? Number.POSITIVE_INFINITY;
    this.maxEntryBytes = limits.maxEntryBytes ?? this.maxBytes;
  }

  /** The bytes the entries hold now, as `sizeOf` weighs them (0 without it). */
  get heldBytes(): number {
    return this.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.forget(key);
      return undefined;
    }
    // Re-inserted as the most recently used (a Map iterates in insertion order).
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` unless it is over `maxEntryBytes` (the key's older value is forgotten either way). */
  set(key: string, value: V): void {
    this.forget(key);
    if (this.limits.ttlMs <= 0) return;
    const bytes = this.limits.sizeOf ? this.limits.sizeOf(value, key) : 0;
    if (bytes > this.maxEntryBytes) return;
    this.entries.set(key, { value, bytes, expiresAt: this.now() + this.limits.ttlMs });
    this.bytes += bytes;
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.forget(oldest);
    }
  }

  /** Forgets the key's value, if any. */
  delete(key: string): void {
    this.forget(key);
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
