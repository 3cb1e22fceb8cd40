/**
 * DASH as real packagers make it (test/fixtures/real): on-demand with
 * byte-range SegmentBase and a WebVTT text set, the live profile's
 * SegmentTemplate with a timeline (a static presentation), a byte-range
 * SegmentList, and sound in two languages (AAC English, Opus Spanish) in
 * their own adaptation sets. The card offers the languages, the original
 * first, and a video with each. Real yt-dlp, ffmpeg and HTTP on 127.0.0.1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioStream, videoStream } from '../support/probe.js';
import {
  audiosOf,
  checkPresentation,
  downloadProbed,
  expectWholeLength,
  type Format,
  type Presentation,
  type RealStreams,
  sourceLength,
  startRealStreams,
  videosOf,
} from '../support/real-streams.js';

const live = (kind: string) => [
  `bear-640x360-${kind}-init.mp4`,
  ...[1, 2, 3].map((n) => `bear-640x360-${kind}-${n}.m4s`),
];

const onDemand: Presentation = {
  name: 'shaka-packager-dash-ondemand',
  entry: 'output.mpd',
  video: ['bear-640x360-video.mp4'],
  audio: ['bear-640x360-audio.mp4'],
  subtitles: /bear-like stuff/,
};
const liveProfile: Presentation = {
  name: 'shaka-packager-dash-live',
  entry: 'output.mpd',
  video: live('video'),
  audio: live('audio'),
};
const segmentList: Presentation = {
  name: 'shaka-player-dash-segmentlist',
  entry: 'master.mpd',
  video: ['v.mp4'],
  audio: ['a.mp4'],
};
const languages: Presentation = {
  name: 'shaka-player-dash-languages',
  entry: 'dash.mpd',
  video: ['video_144p_108k_h264.mp4'],
  audio: ['audio_en_2c_128k_aac.mp4'],
};

let streams: RealStreams;
beforeAll(async () => {
  streams = await startRealStreams();
});
afterAll(async () => {
  await streams?.close();
});

describe('DASH from real packagers', () => {
  for (const p of [onDemand, liveProfile, segmentList, languages]) checkPresentation(() => streams, p);

  it('offers the languages of the sound, the original (the first set) first', async () => {
    const info = await streams.info(languages);
    expect(info.audioLanguages).toEqual([
      { lang: 'en', name: 'English', original: true },
      { lang: 'es', name: 'Spanish', original: false },
    ]);
    expect(audiosOf(info).map((f) => f.language)).toEqual(['en', 'es']);
    const [video] = videosOf(info) as [Format];
    expect(video.language).toBe('en');
    expect(Object.keys(video.byAudioLanguage ?? {})).toEqual(['en', 'es']);
    expect(video.byAudioLanguage?.en?.selector).toBe(video.selector);
  });

  it('downloads the video with the sound of the language chosen, whole', async () => {
    const info = await streams.info(languages);
    const spanish = (videosOf(info)[0] as Format).byAudioLanguage?.es as { selector: string; ext: string };
    const [probed, length] = await Promise.all([
      downloadProbed(streams, languages, { selector: spanish.selector, ext: spanish.ext, kind: 'video' }),
      sourceLength(languages, ['audio_es_2c_64k_opus.webm']),
    ]);
    expect(videoStream(probed)?.height).toBe(144);
    expect(audioStream(probed)?.codec_name).toBe('opus');
    expectWholeLength(Number(probed.format.duration), length);
  });
});
