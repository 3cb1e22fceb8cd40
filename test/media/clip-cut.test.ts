/**
 * How a clip is cut: which fragments of a list it fetches and where its seek
 * is counted from (src/media/download/span-fragments.ts), the encoders of an
 * exact cut (src/options/clip/exact-cut.ts), and the durations kept from DASH
 * and HLS lists; its file name (src/media/filename.ts safePartFileName).
 */
import { describe, expect, it } from 'vitest';
import { fragmentsForSpan } from '../../src/media/download/span-fragments.js';
import { dashFragments, type FragmentList, hlsSegments } from '../../src/media/fetch/fragments.js';
import { MAX_TITLE_BYTES, safePartFileName } from '../../src/media/filename.js';
import type { YtdlpFormat } from '../../src/media/schemas.js';
import { exactCutCodec } from '../../src/options/index.js';

/** An initialisation, then `count` fragments of `seconds` each. */
function list(count: number, seconds: number, init = true): FragmentList {
  const urls = [
    ...(init ? [new URL('http://site.test/init.mp4')] : []),
    ...Array.from({ length: count }, (_, i) => new URL(`http://site.test/${i}.m4s`)),
  ];
  const durations = [...(init ? [undefined] : []), ...Array.from({ length: count }, () => seconds)];
  return { urls, durations };
}
const names = (urls: URL[]) => urls.map((u) => u.pathname.slice(1));

describe('fragmentsForSpan', () => {
  it('keeps the initialisation and the fragments the range overlaps, and where the first one starts', () => {
    const part = fragmentsForSpan(list(30, 2), { startS: 10.5, endS: 20 });
    expect(names(part.urls)).toEqual(['init.mp4', '5.m4s', '6.m4s', '7.m4s', '8.m4s', '9.m4s']);
    expect(part.offsetS).toBe(10);
  });

  it('starts on a boundary with the fragment beginning there, and reaches the last one', () => {
    const part = fragmentsForSpan(list(5, 4, false), { startS: 8, endS: 20 });
    expect(names(part.urls)).toEqual(['2.m4s', '3.m4s', '4.m4s']);
    expect(part.offsetS).toBe(8);
  });

  it('keeps everything (offset 0) when a fragment has no duration', () => {
    const whole = list(4, 2);
    whole.durations[2] = undefined;
    expect(fragmentsForSpan(whole, { startS: 5, endS: 6 })).toEqual({ urls: whole.urls, offsetS: 0 });
  });
});

describe('fragment durations', () => {
  it('are kept from a DASH format, none for the initialisation', () => {
    const format = {
      format_id: 'v',
      protocol: 'http_dash_segments',
      fragment_base_url: 'http://site.test/dash/',
      fragments: [{ path: 'init.mp4' }, { path: 'a.m4s', duration: 2 }, { path: 'b.m4s', duration: 1.5 }],
    } as unknown as YtdlpFormat;
    expect(dashFragments(format)?.durations).toEqual([undefined, 2, 1.5]);
  });

  it('are read from #EXTINF in HLS', () => {
    const playlist =
      '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.0,\ns0.ts\n#EXTINF:2.5,title\ns1.ts\n#EXT-X-ENDLIST\n';
    expect(hlsSegments(playlist, new URL('http://site.test/v.m3u8'))?.durations).toEqual([4, 2.5]);
  });
});

describe('exactCutCodec', () => {
  it('re-encodes video and audio in codecs the container takes', () => {
    expect(exactCutCodec('mp4')).toEqual(expect.arrayContaining(['libx264', 'aac']));
    expect(exactCutCodec('webm')).toEqual(expect.arrayContaining(['libvpx-vp9', 'libopus']));
    expect(exactCutCodec('mkv')).toEqual(expect.arrayContaining(['libx264', 'aac']));
  });

  it('drops video from audio containers', () => {
    expect(exactCutCodec('m4a')).toEqual(['-vn', '-c:a', 'aac', '-b:a', '192k']);
    expect(exactCutCodec('opus')[0]).toBe('-vn');
    expect(exactCutCodec('opus')).toContain('libopus');
  });
});

describe('safePartFileName', () => {
  it('puts the range after the title', () => {
    expect(safePartFileName('My video', '1m20s-2m05s', 'mp4')).toBe('My video (1m20s-2m05s).mp4');
  });

  it('shortens a long title, never the range', () => {
    const name = safePartFileName('word '.repeat(100), '1h02m03s-1h05m00s', 'mkv');
    expect(name.endsWith('… (1h02m03s-1h05m00s).mkv')).toBe(true);
    expect(Buffer.byteLength(name.slice(0, -'.mkv'.length))).toBeLessThanOrEqual(MAX_TITLE_BYTES);
  });
});
