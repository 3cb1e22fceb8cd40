import { describe, expect, it } from 'vitest';
import { joinVttSegments } from '../../src/media/download/subtitles.js';

/** A segment as packagers write them: its own header, a style block, its cues. */
const segment = (...cues: string[]) =>
  ['WEBVTT\nX-TIMESTAMP-MAP=LOCAL:00:00:00.000,MPEGTS:9000', 'STYLE\n::cue { color:lime }', ...cues].join('\n\n');

describe('WebVTT segments joined into one file', () => {
  it('keeps one header and every cue, a cue repeated across segments once, and no style or note', () => {
    const long = '00:00:01.000 --> 00:00:04.700 align:center\nHe walks.';
    const joined = joinVttSegments([
      segment('00:00:00.000 --> 00:00:00.800\nA bear.'),
      segment(long),
      segment(`${long} `, 'NOTE a remark'),
      segment(long, '00:00:05.000 --> 00:00:06.000\nThe end.'),
    ]);
    expect(joined).toBe(
      ['WEBVTT', '00:00:00.000 --> 00:00:00.800\nA bear.', long, '00:00:05.000 --> 00:00:06.000\nThe end.\n'].join(
        '\n\n',
      ),
    );
  });

  it('reads segments with a byte order mark and CRLF line ends', () => {
    const joined = joinVttSegments(['\uFEFFWEBVTT\r\n\r\n00:00:00.000 --> 00:00:01.000\r\nHi.\r\n']);
    expect(joined).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nHi.\n');
  });
});
