/**
 * HLS as real packagers make it (test/fixtures/real): MPEG-TS and fMP4/CMAF
 * variants whose sound is an EXT-X-MEDIA audio rendition, byte-range fMP4 in
 * one file, WebVTT subtitle renditions, and a master with alternate video
 * angles (EXT-X-MEDIA TYPE=VIDEO) and three audio renditions; and AES-128
 * segments with their key, as ffmpeg's HLS muxer writes them. Every video
 * choice brings the sound its variant names; the angles are labelled by
 * height and name. Real yt-dlp, ffmpeg and HTTP on 127.0.0.1.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../support/fixtures.js';
import { audioStream, videoStream } from '../support/probe.js';
import {
  audiosOf,
  checkPresentation,
  downloadProbed,
  type Format,
  firstFrameColour,
  type Presentation,
  type RealStreams,
  startRealStreams,
  videosOf,
} from '../support/real-streams.js';

const bearVideoTs = ['bear-640x360-video-1.ts', 'bear-640x360-video-2.ts', 'bear-640x360-video-3.ts'];
const bearAudioTs = ['bear-640x360-audio-1.ts', 'bear-640x360-audio-2.ts', 'bear-640x360-audio-3.ts'];
const fmp4 = (kind: string) => [
  `bear-640x360-${kind}-init.mp4`,
  ...[1, 2, 3].map((n) => `bear-640x360-${kind}-${n}.m4s`),
];

const tsWithRenditions: Presentation = {
  name: 'shaka-packager-hls-ts',
  entry: 'output.m3u8',
  video: bearVideoTs,
  audio: bearAudioTs,
  subtitles: /bear-like stuff/,
};
const cmafWithRenditions: Presentation = {
  name: 'shaka-packager-hls-fmp4',
  entry: 'output.m3u8',
  video: fmp4('video'),
  audio: fmp4('audio'),
  subtitles: /bear-like stuff/,
};
const byteRanges: Presentation = {
  name: 'shaka-packager-hls-byterange',
  entry: 'output.m3u8',
  video: ['bear-640x360-video.mp4'],
  audio: ['bear-640x360-audio.mp4'],
};
const angles: Presentation = {
  name: 'shaka-player-hls-multivideo',
  entry: 'master.m3u8',
  video: ['red_1.ts'],
  audio: ['original_128k.ts'],
};

/**
 * AES-128 HLS as ffmpeg's HLS muxer writes it for many sites (no packager's committed one could be
 * vendored: see test/fixtures/real/README.md): the on-demand bear's streams, copied into MPEG-TS
 * segments each encrypted with a key served beside them. Made at test time, in a second.
 */
const encrypted: Presentation = {
  name: 'ffmpeg-hls-aes128',
  entry: 'index.m3u8',
  video: ['../shaka-packager-dash-ondemand/bear-640x360-video.mp4'],
  audio: ['../shaka-packager-dash-ondemand/bear-640x360-audio.mp4'],
};

async function buildEncrypted(root: string): Promise<void> {
  const dir = path.join(root, encrypted.name);
  const source = path.join(root, 'shaka-packager-dash-ondemand');
  await mkdir(dir);
  await writeFile(path.join(dir, 'key.bin'), randomBytes(16));
  await writeFile(path.join(dir, 'key.info'), `key.bin\n${path.join(dir, 'key.bin')}\n`);
  await runFfmpeg(
    [
      ...['-i', path.join(source, 'bear-640x360-video.mp4'), '-i', path.join(source, 'bear-640x360-audio.mp4')],
      ...['-map', '0:v', '-map', '1:a', '-c', 'copy', '-f', 'hls', '-hls_time', '1', '-hls_playlist_type', 'vod'],
      ...['-hls_key_info_file', 'key.info', '-hls_segment_filename', 'seg_%03d.ts', 'index.m3u8'],
    ],
    dir,
  );
  expect(await readFile(path.join(dir, 'index.m3u8'), 'utf8')).toMatch(/#EXT-X-KEY:METHOD=AES-128,URI="key.bin"/);
}

let streams: RealStreams;
beforeAll(async () => {
  streams = await startRealStreams({ build: buildEncrypted });
});
afterAll(async () => {
  await streams?.close();
});

describe('HLS from real packagers', () => {
  for (const p of [tsWithRenditions, cmafWithRenditions, byteRanges, angles, encrypted]) {
    checkPresentation(() => streams, p);
  }

  it('names the language of a rendition that has one', async () => {
    const info = await streams.info(byteRanges);
    expect(audiosOf(info).map((f) => f.language)).toEqual(['pt']);
    // One language is no choice of language.
    expect(info.audioLanguages).toBeUndefined();
  });

  it('labels alternate angles by height and name, each merged with the default sound', async () => {
    const info = await streams.info(angles);
    const labels = videosOf(info).map((f) => f.label);
    expect(labels).toEqual(['720p (RED)', '720p (BLUE)', '720p (GREEN)', '360p (RED)', '360p (BLUE)', '360p (GREEN)']);
    // The three audio renditions, the default first, told apart by their names.
    const sound = audiosOf(info).map((f) => f.detail);
    expect(sound).toHaveLength(3);
    expect(sound[0]).toMatch(/Original 128k/);
    expect(sound.slice(1).join(' ')).toMatch(/High Pitch 128k.*Low Pitch 128k|Low Pitch 128k.*High Pitch 128k/);
  });

  it('downloads the angle chosen, with sound', async () => {
    const info = await streams.info(angles);
    const green = videosOf(info).find((f) => f.label === '720p (GREEN)') as Format;
    const got = await streams.download({
      url: streams.url(angles),
      selector: green.selector,
      ext: green.ext,
      kind: 'video',
    });
    expect({ status: got.status, error: got.error }).toEqual({ status: 200, error: undefined });
    const [r, g, b] = await firstFrameColour(got.file);
    expect(g).toBeGreaterThan(r + 64);
    expect(g).toBeGreaterThan(b + 64);
    const probed = await downloadProbed(streams, angles, { selector: green.selector, ext: green.ext, kind: 'video' });
    expect(videoStream(probed)?.height).toBe(720);
    expect(audioStream(probed)).toBeDefined();
  });
});
