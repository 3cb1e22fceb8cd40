import { describe, expect, it } from 'vitest';
import { localeCodes, translator } from '../../src/i18n/index.js';
import { describeFormat, type MediaFormat } from '../../src/media/index.js';
import { buildFormatList } from '../../src/media/lookup/formats.js';
import { ytdlpInfoSchema } from '../../src/media/schemas.js';

/** yt-dlp's document for one page, validated the way the service does; each format gets a URL. */
const info = (formats: object[]) =>
  ytdlpInfoSchema.parse({
    id: 'x',
    title: 'x',
    duration: 10,
    formats: formats.map((f, i) => ({ url: `https://media.example/${i}.mp4`, ...f })),
  });

describe('format labels', () => {
  it('name a video by its height, never by a bare format id', () => {
    const labels = buildFormatList(
      info([
        { format_id: '0', ext: 'mp4', vcodec: 'avc1', acodec: 'mp4a', height: 720, fps: 60 },
        { format_id: '1', ext: 'mp4', vcodec: 'avc1', acodec: 'mp4a', tbr: 800 },
      ]),
    ).map((f) => f.label);
    expect(labels).toEqual(['720p60', 'Video 800 kbps']);
  });

  it('fall back to the site note, then the word, for a video without height or bitrate', () => {
    const noted = buildFormatList(
      info([{ format_id: 'hls-0', ext: 'mp4', vcodec: 'avc1', acodec: 'mp4a', format_note: 'SD' }]),
    );
    const bare = buildFormatList(info([{ format_id: '0', ext: 'mp4', vcodec: 'avc1', acodec: 'mp4a' }]));
    expect(noted.map((f) => f.label)).toEqual(['SD']);
    expect(bare.map((f) => f.label)).toEqual(['Video']);
  });
});

describe("a format's words in the reader's language", () => {
  const list = buildFormatList(
    info([
      { format_id: 'v', ext: 'mp4', vcodec: 'avc1', acodec: 'none', height: 360 },
      { format_id: 'b', ext: 'mp4', vcodec: 'avc1', acodec: 'mp4a', tbr: 800 },
      { format_id: 'a', ext: 'm4a', vcodec: 'none', acodec: 'mp4a', abr: 128 },
    ]),
  );
  const byId = (id: string) => list.find((f) => f.id === id) as MediaFormat;
  const russian = translator('ru');

  it('keeps English in label and detail, and says the words in another language', () => {
    expect(byId('a').label).toBe('Audio 128 kbps');
    expect(describeFormat(russian, byId('a')).label).toBe('Аудио 128 кбит/с');
    expect(describeFormat(translator('de'), byId('b')).label).toBe('Video 800 kbit/s');
    // A video without audio, and no audio to merge it with: its detail says so.
    const [silent] = buildFormatList(
      info([{ format_id: 'v', ext: 'mp4', vcodec: 'avc1', acodec: 'none', height: 360 }]),
    ) as [MediaFormat];
    expect(silent.detail).toMatch(/ · no audio$/);
    expect(describeFormat(russian, silent).detail).toBe(silent.detail.replace('no audio', 'без звука'));
  });

  it('says a resolution the same in every language', () => {
    const hd = list.find((f) => f.label === '360p') as MediaFormat;
    expect(hd.words).toBeUndefined();
    expect(describeFormat(russian, hd)).toEqual({ label: hd.label, detail: hd.detail });
  });

  it('says every word in every locale, never its key', () => {
    for (const locale of localeCodes) {
      const t = translator(locale);
      for (const format of list) {
        const { label, detail } = describeFormat(t, format);
        expect(`${label} ${detail}`).not.toMatch(/format-/);
        expect(label.length).toBeGreaterThan(0);
      }
    }
  });
});
