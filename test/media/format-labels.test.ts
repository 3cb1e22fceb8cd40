import { describe, expect, it } from 'vitest';
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
