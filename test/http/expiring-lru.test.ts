/**
 * Issue 24: the HTTP layer's per-user memory (user lookups, web thumbnails)
 * is the shared ExpiringLru with its defaults, which keep the rules of the
 * cache it replaced: an entry is refused only when it alone is over the whole
 * byte budget, and keys weigh nothing. (The lookup cache's stricter rules are
 * in test/media/lookup-cache.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { ExpiringLru } from '../../src/support/expiring-lru.js';

function lru(now: () => number = Date.now) {
  return new ExpiringLru<string>({ ttlMs: 1000, maxEntries: 3, maxBytes: 100, sizeOf: (v) => v.length }, now);
}

describe('ExpiringLru with its default limits', () => {
  it('keeps an entry as large as the whole budget, pushing the others out, and refuses a larger one', () => {
    const cache = lru();
    cache.set('a', 'x'.repeat(10));
    cache.set('whole', 'x'.repeat(100));
    expect(cache.get('whole')).toBeDefined();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.heldBytes).toBe(100);
    cache.set('over', 'x'.repeat(101));
    expect(cache.get('over')).toBeUndefined();
    expect(cache.get('whole')).toBeDefined();
  });

  it('pushes out the least recently used past maxEntries', () => {
    const cache = lru();
    cache.set('a', 'a');
    cache.set('b', 'b');
    cache.set('c', 'c');
    cache.get('a');
    cache.set('d', 'd');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('a');
    expect(cache.size).toBe(3);
  });

  it('forgets an entry once its time is up, and its bytes with it', () => {
    let now = 0;
    const cache = lru(() => now);
    cache.set('a', 'x'.repeat(40));
    now = 999;
    expect(cache.get('a')).toBeDefined();
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.heldBytes).toBe(0);
  });

  it('keeps nothing with a time to live of 0', () => {
    const cache = new ExpiringLru<string>({ ttlMs: 0, maxEntries: 3 });
    cache.set('a', 'a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
