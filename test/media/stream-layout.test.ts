/**
 * The format list from what yt-dlp lists and what an HLS master adds: a
 * rendition without codec is sound, a video variant is merged with the audio
 * group it names (its default rendition), alternate angles get a height and
 * a name, and sound in several languages is offered by language, the
 * original first (HLS's default rendition, DASH's first set, YouTube's track
 * yt-dlp prefers). Pure: yt-dlp's JSON as the corpus's masters make it.
 */
import { describe, expect, it } from 'vitest';
import { buildFormatChoices } from '../../src/media/lookup/formats.js';
import { parseHlsMaster } from '../../src/media/lookup/hls-master.js';
import { addFacts, emptyLayout, type StreamLayout } from '../../src/media/lookup/stream-layout.js';
import { ytdlpInfoSchema } from '../../src/media/schemas.js';

const BASE = 'https://media.example/hls/';
const info = (formats: object[]) => ytdlpInfoSchema.parse({ id: 'x', title: 'x', duration: 10, formats });

/** What the master at BASE says of `formats`, as readStreamLayout adds it after fetching the text. */
function layoutOf(master: string, formats: object[]): StreamLayout {
  const layout = emptyLayout();
  const parsed = parseHlsMaster(master, `${BASE}master.m3u8`);
  if (!parsed) throw new Error('not a master');
  addFacts(layout, parsed, ytdlpInfoSchema.parse({ id: 'x', formats }).formats ?? []);
  return layout;
}

const hls = (id: string, uri: string, fields: object) => ({
  format_id: id,
  ext: 'mp4',
  protocol: 'm3u8_native',
  url: `${BASE}${uri}`,
  manifest_url: `${BASE}master.m3u8`,
  ...fields,
});

describe('an HLS master parsed', () => {
  it('reads renditions, variants and the groups they name; quoted commas stay in their value', () => {
    const master = parseHlsMaster(
      [
        '#EXTM3U',
        '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="Main, stereo",LANGUAGE="en",DEFAULT=YES,URI="a/en.m3u8"',
        '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=1280x720,CODECS="avc1.640028,mp4a.40.2",AUDIO="aud"',
        'v/720.m3u8',
      ].join('\n'),
      `${BASE}master.m3u8`,
    );
    expect(master?.renditions).toEqual([
      expect.objectContaining({ type: 'AUDIO', name: 'Main, stereo', language: 'en', uri: `${BASE}a/en.m3u8` }),
    ]);
    expect(master?.variants).toEqual([
      expect.objectContaining({ uri: `${BASE}v/720.m3u8`, height: 720, codecs: ['avc1.640028', 'mp4a.40.2'] }),
    ]);
    expect(parseHlsMaster('#EXTM3U\n#EXTINF:2,\nseg.ts\n', BASE)).toBeUndefined();
  });
});

describe('formats from what yt-dlp lists', () => {
  it('takes vcodec none for sound whatever acodec says, and merges a video-only variant with it', () => {
    const { formats } = buildFormatChoices(
      info([
        hls('group-stream_0', 'audio.m3u8', { vcodec: 'none' }),
        hls('1117', 'video.m3u8', { vcodec: 'avc1.64001e', acodec: 'none', height: 360, width: 640, tbr: 1117 }),
      ]),
    );
    expect(formats.map((f) => [f.kind, f.label, f.id])).toEqual([
      ['video', '360p', '1117+group-stream_0'],
      ['audio', 'Audio', 'group-stream_0'],
    ]);
    expect(formats[0]?.detail).not.toMatch(/no audio/);
  });

  it('merges each variant with the default rendition of the group it names, and labels angles', () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",NAME="Commentary",DEFAULT=NO,URI="comment.m3u8"',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",NAME="Main",DEFAULT=YES,URI="main.m3u8"',
      '#EXT-X-MEDIA:TYPE=VIDEO,GROUP-ID="hd",NAME="Stage",DEFAULT=YES',
      '#EXT-X-MEDIA:TYPE=VIDEO,GROUP-ID="hd",NAME="Crowd",DEFAULT=NO,URI="crowd.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=1280x720,CODECS="avc1.640028,mp4a.40.2",VIDEO="hd",AUDIO="a"',
      'stage.m3u8',
    ].join('\n');
    const formats = [
      hls('a-Commentary', 'comment.m3u8', { vcodec: 'none' }),
      hls('a-Main', 'main.m3u8', { vcodec: 'none' }),
      hls('hd-Crowd', 'crowd.m3u8', {}),
      hls('Stage', 'stage.m3u8', { vcodec: 'avc1.640028', acodec: 'none', height: 720, width: 1280, tbr: 800 }),
    ];
    const list = buildFormatChoices(info(formats), layoutOf(master, formats)).formats;
    expect(list.map((f) => [f.label, f.id])).toEqual([
      ['720p (Stage)', 'Stage+a-Main'],
      ['720p (Crowd)', 'hd-Crowd+a-Main'],
      ['Audio', 'a-Main'],
      ['Audio', 'a-Commentary'],
    ]);
    // The rendition's codec comes from the variant's CODECS; its name tells the group's two apart.
    expect(list[2]?.detail).toBe('M4A · AAC · Main');
    expect(list[1]?.detail).toBe('MP4 · H.264 · AAC');
  });

  it('merges each variant with its own group where groups differ by codec, and lists each group', () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",NAME="English",LANGUAGE="en",DEFAULT=YES,URI="aac.m3u8"',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="ac3",NAME="English",LANGUAGE="en",DEFAULT=YES,URI="ac3.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=1280x720,CODECS="avc1.640028,ac-3",AUDIO="ac3"',
      'hd-ac3.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2",AUDIO="aac"',
      'sd-aac.m3u8',
    ].join('\n');
    const formats = [
      hls('aac-English', 'aac.m3u8', { vcodec: 'none', language: 'en' }),
      hls('ac3-English', 'ac3.m3u8', { vcodec: 'none', language: 'en' }),
      hls('900', 'hd-ac3.m3u8', { vcodec: 'avc1.640028', acodec: 'none', height: 720, tbr: 900 }),
      hls('400', 'sd-aac.m3u8', { vcodec: 'avc1.4d401e', acodec: 'none', height: 360, tbr: 400 }),
    ];
    const list = buildFormatChoices(info(formats), layoutOf(master, formats)).formats;
    expect(list.map((f) => [f.label, f.id, f.detail])).toEqual([
      ['720p', '900+ac3-English', 'MP4 · H.264 · AC-3'],
      ['360p', '400+aac-English', 'MP4 · H.264 · AAC'],
      ['Audio', 'aac-English', 'M4A · AAC · en'],
      ['Audio', 'ac3-English', 'M4A · AC-3 · en'],
    ]);
  });

  it('offers sound in several languages, the one yt-dlp prefers first (a YouTube original)', () => {
    const yt = (id: string, language: string, preference: number, abr: number) => ({
      format_id: id,
      ext: 'm4a',
      url: `https://media.example/${id}`,
      vcodec: 'none',
      acodec: 'mp4a.40.2',
      abr,
      language,
      language_preference: preference,
    });
    const { formats, audioLanguages } = buildFormatChoices(
      info([
        yt('140-0', 'de', -1, 129),
        yt('140-1', 'fr', 10, 129),
        yt('140-2', 'es', -1, 129),
        { format_id: '137', ext: 'mp4', url: 'https://media.example/v', vcodec: 'avc1', acodec: 'none', height: 1080 },
      ]),
      emptyLayout(),
    );
    expect(audioLanguages.map((l) => [l.lang, l.original])).toEqual([
      ['fr', true],
      ['de', false],
      ['es', false],
    ]);
    const [video] = formats;
    expect(video).toMatchObject({ id: '137+140-1', selector: '137+140-1/137+bestaudio', language: 'fr' });
    expect(Object.keys(video?.byAudioLanguage ?? {})).toEqual(['fr', 'de', 'es']);
    expect(video?.byAudioLanguage?.de).toMatchObject({ id: '137+140-0', ext: 'mp4' });
    expect(formats.filter((f) => f.kind === 'audio').map((f) => f.language)).toEqual(['fr', 'de', 'es']);
  });

  it('offers no choice for one language, and keeps the plain best-audio selector without languages', () => {
    const { formats, audioLanguages } = buildFormatChoices(
      info([
        {
          format_id: 'a',
          ext: 'm4a',
          url: 'https://m.example/a',
          vcodec: 'none',
          acodec: 'mp4a',
          abr: 128,
          language: 'en',
        },
        { format_id: 'v', ext: 'mp4', url: 'https://m.example/v', vcodec: 'avc1', acodec: 'none', height: 720 },
      ]),
    );
    expect(audioLanguages).toEqual([]);
    expect(formats[0]).toMatchObject({ id: 'v+a', selector: 'v+bestaudio[ext=m4a]/v+bestaudio' });
    expect(formats[0]?.byAudioLanguage).toBeUndefined();
  });
});
