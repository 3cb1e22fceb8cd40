/**
 * Issue 26: the tags of an audio download from its lookup (download/tags.ts),
 * which downloads are tagged and the ID3v2.3 tag in front of a streamed MP3
 * (src/options/cover-tags), and the crop rule of covers (download/cover-art.ts). Pure functions: the files
 * themselves are checked with ffprobe in test/http/cover-art.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { coverFilter } from '../../src/media/download/cover-art.js';
import { albumName, artistName, isMusicChannel, mediaTags, uploadDate } from '../../src/media/download/tags.js';
import type { YtdlpFormat, YtdlpInfo } from '../../src/media/schemas.js';
import { ytdlpInfoSchema } from '../../src/media/schemas.js';
import type { MediaInfo } from '../../src/media/types.js';
import { id3v2Tag } from '../../src/options/cover-tags/id3.js';
import { isTaggedDownload } from '../../src/options/cover-tags/tagged.js';

const info = (over: Partial<MediaInfo> = {}): MediaInfo => ({
  id: 'x',
  title: 'Song',
  platform: 'youtube',
  webpageUrl: 'https://www.youtube.com/watch?v=x',
  formats: [],
  ...over,
});
const raw = (over: Partial<YtdlpInfo> = {}): YtdlpInfo => ({ id: 'x', extractor_key: 'Youtube', ...over });

describe('the tag values', () => {
  it('reads upload_date as a real day only', () => {
    expect(uploadDate('20240115')).toBe('2024-01-15');
    expect(uploadDate('20240229')).toBe('2024-02-29');
    for (const bad of ['20230229', '20241301', '20240100', '2024-01-15', '202401150', '18000101', 20240115, null]) {
      expect(uploadDate(bad)).toBeUndefined();
    }
  });

  it('names a music channel without " - Topic", and only such a channel', () => {
    expect(isMusicChannel('Queen - Topic')).toBe(true);
    expect(artistName('Queen - Topic')).toBe('Queen');
    expect(isMusicChannel(' - Topic')).toBe(false);
    expect(isMusicChannel('Topic talks')).toBe(false);
    expect(artistName('Some Vlogger')).toBe('Some Vlogger');
    expect(artistName(undefined)).toBeUndefined();
  });

  it('takes the playlist as album, else the extractor, else the page host for a generic page', () => {
    expect(albumName(raw({ playlist_title: 'Greatest Hits' }), info())).toBe('Greatest Hits');
    expect(albumName(raw(), info())).toBe('Youtube');
    expect(albumName(raw({ extractor_key: 'Generic' }), info({ webpageUrl: 'https://www.example.org/a' }))).toBe(
      'example.org',
    );
  });

  it('cleans every value and leaves out what is empty or would be cut', () => {
    const tags = mediaTags(
      'A\u0000title\r\nwith\tcontrols',
      raw({ upload_date: '20240115', playlist_title: '  \u0007 ' }),
      info({ uploader: 'Band\u001b[31m', webpageUrl: `https://example.org/${'a'.repeat(600)}` }),
    );
    expect(tags.title).toBe('A title with controls');
    expect(tags.artist).toBe('Band [31m');
    expect(tags.date).toBe('2024-01-15');
    // A blank playlist title falls back to the extractor; an address longer than a tag holds is left out.
    expect(tags.album).toBe('Youtube');
    expect(tags).not.toHaveProperty('comment');
    for (const value of Object.values(tags)) expect(value).not.toMatch(/[\u0000-\u001f\u007f]/);
  });

  it('keeps yt-dlp fields of an unexpected type out of the tags without failing the lookup', () => {
    const parsed = ytdlpInfoSchema.parse({ id: 'x', upload_date: 20240115, playlist_title: { a: 1 } });
    expect(parsed.upload_date).toBeUndefined();
    expect(parsed.playlist_title).toBeUndefined();
  });
});

describe('which downloads are tagged', () => {
  const audio: YtdlpFormat = { format_id: 'a', ext: 'm4a', vcodec: 'none', acodec: 'mp4a.40.2' };
  const video: YtdlpFormat = { format_id: 'v', ext: 'mp4', vcodec: 'avc1', acodec: 'mp4a.40.2' };
  it('tags every MP3 and audio in a container that holds tags, never video', () => {
    expect(isTaggedDownload({ kind: 'video', ext: 'mp4', convert: 'mp3' }, [video])).toBe(true);
    for (const ext of ['m4a', 'mp3', 'webm', 'opus', 'ogg', 'oga']) {
      const inExt: YtdlpFormat = { ...audio, ext };
      expect(isTaggedDownload({ kind: 'audio', ext }, [inExt])).toBe(true);
    }
    // A direct link whose codecs nobody declared: tagged as the audio it was asked for.
    const undeclared: YtdlpFormat = { format_id: 'w', ext: 'webm' };
    expect(isTaggedDownload({ kind: 'audio', ext: 'webm' }, [undeclared])).toBe(true);
    expect(isTaggedDownload({ kind: 'audio', ext: 'm4a' }, [video])).toBe(false);
    expect(isTaggedDownload({ kind: 'audio', ext: 'wav' }, [audio])).toBe(false);
    expect(isTaggedDownload({ kind: 'video', ext: 'webm' }, [audio])).toBe(false);
  });
});

describe('the ID3v2.3 tag', () => {
  it('has a syncsafe size matching its frames, text in UTF-16 and the front cover', () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
    const tag = id3v2Tag(
      { title: 'Tïtle ☃', artist: 'A', album: 'B', date: '2024-01-15', comment: 'https://example.org/' },
      jpeg,
    );
    expect(tag.subarray(0, 5)).toEqual(Buffer.from([0x49, 0x44, 0x33, 3, 0]));
    const size =
      (tag[6] as number) * 2 ** 21 + (tag[7] as number) * 2 ** 14 + (tag[8] as number) * 2 ** 7 + (tag[9] as number);
    expect(size).toBe(tag.length - 10);
    for (const byte of tag.subarray(6, 10)) expect(byte).toBeLessThan(0x80);
    // The frames, in order, each with its plain 32-bit size.
    const ids: string[] = [];
    for (let at = 10; at < tag.length; ) {
      ids.push(tag.subarray(at, at + 4).toString('latin1'));
      at += 10 + tag.readUInt32BE(at + 4);
    }
    expect(ids).toEqual(['TIT2', 'TPE1', 'TALB', 'TYER', 'TDAT', 'COMM', 'APIC']);
    expect(tag.includes(Buffer.from('Tïtle ☃', 'utf16le'))).toBe(true);
    expect(tag.includes(Buffer.from('1501', 'utf16le'))).toBe(true);
    // MIME type, picture type 3 (front cover), an empty description, the JPEG.
    expect(tag.includes(Buffer.concat([Buffer.from('image/jpeg\0', 'latin1'), Buffer.from([3, 0]), jpeg]))).toBe(true);
    expect(tag.subarray(-jpeg.length)).toEqual(jpeg);
  });

  it('carries only the title when nothing else is known', () => {
    const tag = id3v2Tag({ title: 'T' });
    expect(tag.subarray(10, 14).toString('latin1')).toBe('TIT2');
    expect(tag.length).toBe(10 + 10 + tag.readUInt32BE(14));
  });
});

describe('the cover crop', () => {
  it('crops always for a music channel, else only near-square pictures, and scales to 1280 px at most', () => {
    expect(coverFilter('always')).toContain("crop=w='if(1,min(iw,ih),iw)'");
    expect(coverFilter('near-square')).toContain('between(iw/ih,0.9,1.1)');
    expect(coverFilter('near-square')).toMatch(/scale=w='min\(1280,iw\)':h='min\(1280,ih\)'/);
  });
});
