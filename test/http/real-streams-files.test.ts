/**
 * Single files with text tracks, as a packager's test media (test/fixtures/real):
 * WebM with VP8, Vorbis and a WebVTT track; Matroska with two pictures, two
 * sounds and a SubRip track. Linked directly, the first video choice is the
 * file itself, every track kept. Real yt-dlp, ffmpeg and HTTP on 127.0.0.1.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { checkPresentation, type Presentation, type RealStreams, startRealStreams } from '../support/real-streams.js';

const webmWithText: Presentation = {
  name: 'shaka-packager-webm-text',
  entry: 'bear-vp8-webvtt.webm',
  video: ['bear-vp8-webvtt.webm'],
  audio: ['bear-vp8-webvtt.webm'],
  keepsEveryTrack: true,
};
const multitrack: Presentation = {
  name: 'shaka-packager-mkv-multitrack',
  entry: 'bear-320x240-multitrack.webm',
  video: ['bear-320x240-multitrack.webm'],
  audio: ['bear-320x240-multitrack.webm'],
  keepsEveryTrack: true,
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
});
