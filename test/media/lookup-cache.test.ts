/**
 * Issue 22, item 2: the info cache counts bytes, not only entries, and what a
 * lookup keeps of yt-dlp's document is what downloads need.
 */
import { describe, expect, it } from 'vitest';
import { keepExtraction, openDocument, trimForDownloads } from '../../src/media/lookup/kept-extraction.js';
import { LookupCache, MAX_ENTRY_SHARE } from '../../src/media/lookup/lookup-cache.js';
import type { YtdlpInfo } from '../../src/media/schemas.js';
import type { MediaInfo } from '../../src/media/types.js';

/** A cache of strings weighed by their length, with a budget of 1000 bytes and room for 100 entries. */
function bytesCache() {
  return new LookupCache<string>(60_000, 100, Date.now, { maxBytes: 1000, sizeOf: (v) => v.length });
}

describe('LookupCache with a byte budget', () => {
  it('pushes out the least recently used entries until what it holds fits the budget', () => {
    const cache = bytesCache();
    cache.set('a', 'x'.repeat(200));
    cache.set('b', 'x'.repeat(200));
    cache.set('c', 'x'.repeat(200));
    cache.get('a'); // a is now the most recently used
    cache.set('d', 'x'.repeat(200));
    cache.set('e', 'x'.repeat(200));
    expect(cache.heldBytes).toBeLessThanOrEqual(1000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('e')).toBeDefined();
  });

  it('never holds more than the budget, however many entries come', () => {
    const cache = bytesCache();
    for (let i = 0; i < 500; i++) {
      cache.set(`key-${i}`, 'x'.repeat(1 + ((i * 37) % 240)));
      expect(cache.heldBytes).toBeLessThanOrEqual(1000);
    }
    expect(cache.size).toBeLessThan(100);
  });

  it('does not cache an entry larger than its share of the budget, and forgets the older value of its key', () => {
    const cache = bytesCache();
    cache.set('small', 'x'.repeat(100));
    cache.set('big', 'x');
    cache.set('big', 'x'.repeat(1000 * MAX_ENTRY_SHARE + 1));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.get('small')).toBeDefined();
    expect(cache.heldBytes).toBeLessThan(200);
  });

  it('gives back the bytes of expired entries', () => {
    let now = 0;
    const cache = new LookupCache<string>(1000, 100, () => now, { maxBytes: 1000, sizeOf: (v) => v.length });
    cache.set('a', 'x'.repeat(200));
    now = 2000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.heldBytes).toBe(0);
  });
});

describe('what a lookup keeps', () => {
  const fragments = Array.from({ length: 5000 }, (_, i) => ({ path: `seg-${i}.m4s?p=${'x'.repeat(500)}` }));
  const format = {
    format_id: 'v',
    ext: 'mp4',
    protocol: 'http_dash_segments',
    fragment_base_url: 'http://127.0.0.1/',
    fragments,
  };
  // yt-dlp's document of one DASH format: the fragment list under formats, requested_downloads and the top level.
  const raw = {
    id: 'm',
    title: 'M',
    formats: [format],
    requested_downloads: [{ ...format }],
    requested_formats: [{ ...format }],
    subtitles: { en: [{ url: 'http://127.0.0.1/s.vtt' }] },
    ...format,
  } as unknown as YtdlpInfo;
  const info: MediaInfo = {
    id: 'm',
    title: 'M',
    platform: 'generic',
    webpageUrl: 'http://127.0.0.1/m.mpd',
    formats: [],
  };

  it('keeps one fragment list, the one in formats, and nothing yt-dlp recomputes', () => {
    const trimmed = trimForDownloads(raw) as Record<string, unknown>;
    expect(trimmed.requested_downloads).toBeUndefined();
    expect(trimmed.requested_formats).toBeUndefined();
    expect(trimmed.subtitles).toBeUndefined();
    expect(trimmed.fragments).toBeUndefined();
    expect(trimmed.formats).toEqual([format]);
    // A direct link's document has no formats list: its top-level fragments are its format's own.
    const direct = trimForDownloads({ ...format, id: 'd' } as unknown as YtdlpInfo) as Record<string, unknown>;
    expect(direct.fragments).toEqual(fragments);
  });

  it('holds a small share of the document it came from, and gives the same formats back for a download', async () => {
    const kept = await keepExtraction(info, raw);
    expect(kept.bytes).toBeLessThan(JSON.stringify(raw).length / 50);
    const { raw: reopened, json } = await openDocument(kept);
    expect(reopened.formats).toEqual([format]);
    expect(JSON.parse(json)).toEqual(reopened);
  });

  it('keeps no document for a playlist: a download of it is no_media', async () => {
    const kept = await keepExtraction({ ...info, entries: [] });
    await expect(openDocument(kept)).rejects.toMatchObject({ code: 'no_media' });
  });
});
