/**
 * A small LRU map with a time to live and a budget in both entries and
 * bytes, for what the HTTP layer keeps per user in memory: it never grows
 * past its budget whatever callers put in, so a client cannot fill the heap.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number; expiresAt: number }>();
  private bytes = 0;

  constructor(
    private readonly limits: { ttlMs: number; maxEntries: number; maxBytes: number; sizeOf: (value: V) => number },
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    // Re-inserted as the most recently used.
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` unless it alone is over the byte budget; the least recently used make room. */
  set(key: string, value: V): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.bytes;
    }
    const bytes = this.limits.sizeOf(value);
    if (this.limits.ttlMs <= 0 || bytes > this.limits.maxBytes) return;
    this.entries.set(key, { value, bytes, expiresAt: this.now() + this.limits.ttlMs });
    this.bytes += bytes;
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      const oldest = this.entries.entries().next().value;
      if (!oldest) break;
      this.entries.delete(oldest[0]);
      this.bytes -= oldest[1].bytes;
    }
  }
}
