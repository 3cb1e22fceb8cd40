/**
 * Single files with text tracks, as a packager's test media (test/fixtures/real):
 * WebM with VP8, Vorbis and a WebVTT track; Matroska with two pictures, two
 * sounds and a SubRip track. Linked directly, the first video choice is the
 * file itself, every track kept. Real yt-dlp, ffmpeg and HTTP on 127.0.0.1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeFile } from '../support/probe.js';
import {
  checkPresentation,
  downloadProbed,
  type Format,
  type Presentation,
  REAL_DIR,
  type RealStreams,
  startRealStreams,
  videosOf,
} from '../support/real-streams.js';

const webmWithText: Presentation = {
  name: 'shaka-packager-webm-text',
  entry: 'bear-vp8-webvtt.webm',
  video: ['bear-vp8-webvtt.webm'],
  audio: ['bear-vp8-webvtt.webm'],
};
const multitrack: Presentation = {
  name: 'shaka-packager-mkv-multitrack',
  entry: 'bear-320x240-multitrack.webm',
  video: ['bear-320x240-multitrack.webm'],
  audio: ['bear-320x240-multitrack.webm'],
};

let streams: RealStreams;
beforeAll(async () => {
  streams = await startRealStreams();
});
afterAll(async () => {
  await streams?.close();
});

describe('files with text tracks', () => {
  for (const p of [webmWithText, multitrack]) checkPresentation(() => streams, p);

  it.each([webmWithText, multitrack])('keeps every track of $name, its text too', async (p) => {
    const [first] = videosOf(await streams.info(p)) as [Format];
    const probed = await downloadProbed(streams, p, { selector: first.selector, ext: first.ext, kind: first.kind });
    const kinds = (streams: { codec_type: string; codec_name: string }[]) =>
      streams.map((s) => `${s.codec_type}:${s.codec_name}`).sort();
    const source = await probeFile(`${REAL_DIR}${p.name}/${p.entry}`);
    expect(kinds(probed.streams)).toEqual(kinds(source.streams));
    expect(probed.streams.some((s) => s.codec_type === 'subtitle')).toBe(true);
  });
});
