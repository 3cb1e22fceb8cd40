/**
 * A playlist's entry checks cannot tie up libuv's thread pool: however many
 * entries there are, at most MAX_CONCURRENT_LOOKUPS host names are looked up
 * at once (src/media/egress/dns-limit.ts), a name shared by many entries is looked
 * up once, and a lookup whose callers all gave up never starts.
 */
import { describe, expect, it } from 'vitest';
import { MAX_CONCURRENT_LOOKUPS } from '../../src/media/egress/dns-limit.js';
import { EgressPolicy, type LookupAll, parseMediaUrl } from '../../src/media/egress/url-guard.js';
import { toPlaylistInfo } from '../../src/media/lookup/playlist.js';
import type { YtdlpInfo } from '../../src/media/schemas.js';

const deny = { kind: 'deny' } as const;

/** A flat playlist of `count` entries, entry i at `host(i)`. */
function playlist(count: number, host: (i: number) => string): YtdlpInfo {
  return {
    _type: 'playlist',
    id: 'list',
    title: 'A long list',
    webpage_url: 'https://list.example/p',
    entries: Array.from({ length: count }, (_, i) => ({
      id: `e${i}`,
      title: `Entry ${i}`,
      url: `https://${host(i)}/v/${i}`,
    })),
  } as unknown as YtdlpInfo;
}

/**
 * A name server that answers nothing until released: counts the lookups in
 * flight (the most at once too) and which names were asked.
 */
function silentNameServer() {
  const waiting: (() => void)[] = [];
  let released = false;
  const state = { inFlight: 0, most: 0, asked: [] as string[] };
  let reached: (() => void) | undefined;
  let target = 0;
  const lookup: LookupAll = (host) => {
    state.asked.push(host);
    state.inFlight++;
    state.most = Math.max(state.most, state.inFlight);
    if (state.inFlight >= target) reached?.();
    return new Promise((resolve) => {
      const answer = () => {
        state.inFlight--;
        resolve([{ address: '93.184.216.34', family: 4 }]);
      };
      if (released) answer();
      else waiting.push(answer);
    });
  };
  return {
    lookup,
    state,
    /** Resolves once `count` lookups are in flight. */
    inFlight(count: number): Promise<void> {
      target = count;
      return new Promise((resolve) => {
        reached = resolve;
        if (state.inFlight >= count) resolve();
      });
    },
    release() {
      released = true;
      for (const answer of waiting.splice(0)) answer();
    },
  };
}

/** Lets every callback that is already due run (I/O, timers at 0, immediates): no clock involved. */
const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('playlist entry checks on a silent name server', () => {
  it('never look up more than the bound at once for 1,000 entries on 1,000 names, and all pass once it answers', async () => {
    const dns = silentNameServer();
    const policy = new EgressPolicy(deny, { lookup: dns.lookup, lookupTimeoutMs: 600_000 });
    const checked = toPlaylistInfo(
      playlist(1000, (i) => `h${i}.example`),
      'https://list.example/p',
      {
        maxEntries: 1000,
        check: async (url) => {
          await policy.check(parseMediaUrl(url));
        },
      },
    );
    await dns.inFlight(MAX_CONCURRENT_LOOKUPS);
    await settle();
    expect(dns.state.most).toBe(MAX_CONCURRENT_LOOKUPS);
    expect(dns.state.asked).toHaveLength(MAX_CONCURRENT_LOOKUPS);
    dns.release();
    const info = await checked;
    expect(info.entries).toHaveLength(1000);
    expect(dns.state.most).toBeLessThanOrEqual(MAX_CONCURRENT_LOOKUPS);
    expect(new Set(dns.state.asked).size).toBe(1000);
    expect(dns.state.asked).toHaveLength(1000);
  });

  it('look a name shared by every entry up once', async () => {
    const dns = silentNameServer();
    const policy = new EgressPolicy(deny, { lookup: dns.lookup, lookupTimeoutMs: 600_000 });
    const checked = toPlaylistInfo(
      playlist(1000, () => 'media.example'),
      'https://list.example/p',
      {
        maxEntries: 1000,
        check: async (url) => {
          await policy.check(parseMediaUrl(url));
        },
      },
    );
    await dns.inFlight(1);
    await settle();
    dns.release();
    expect((await checked).entries).toHaveLength(1000);
    expect(dns.state.asked).toEqual(['media.example']);
  });

  it('leave entries out once the lookup time is over, and start no lookup nobody waits for', async () => {
    const dns = silentNameServer();
    const policy = new EgressPolicy(deny, { lookup: dns.lookup, lookupTimeoutMs: 200 });
    const info = await toPlaylistInfo(
      playlist(50, (i) => `h${i}.example`),
      'https://list.example/p',
      {
        maxEntries: 50,
        check: async (url) => {
          await policy.check(parseMediaUrl(url));
        },
      },
    );
    // Fails closed: an entry whose name did not resolve in time is left out.
    expect(info.entries).toEqual([]);
    expect(info.entryCount).toBe(50);
    dns.release();
    await settle();
    // Only the lookups that had started ran; the 48 that waited were dropped with their callers.
    expect(dns.state.asked).toHaveLength(MAX_CONCURRENT_LOOKUPS);
  });
});
