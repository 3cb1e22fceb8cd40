/**
 * Subtitles' ffmpeg arguments as data: how a fetched track is read, how
 * tracks are muxed into a video's container (MP4/MOV as mov_text, MKV as
 * SubRip, WebM as WebVTT, the only text codec it allows) each tagged with its
 * language, and the two outputs of one track alone.
 */
import type { ExtraInput, OutputArgs, OutputRun } from '../types.js';
import { containerLanguage } from './container-language.js';

/** Subtitle formats ffmpeg 5+ reads, best first (WebVTT is what the web and HLS use). */
export const readableSubtitleExts = ['vtt', 'srt', 'ass', 'ssa'] as const;
export type ReadableSubtitleExt = (typeof readableSubtitleExts)[number];

/** ffmpeg's demuxer for each readable format. */
const DEMUXER: Record<ReadableSubtitleExt, string> = { vtt: 'webvtt', srt: 'srt', ass: 'ass', ssa: 'ass' };

/** A track the media core fetched into the job's folder. */
export interface FetchedSubtitle {
  lang: string;
  path: string;
  ext: ReadableSubtitleExt;
}

/** What the subtitles' output stage is given: the fetched tracks, and a clip's seek (the tracks seek with the media). */
export interface SubtitleMuxing {
  tracks: readonly FetchedSubtitle[];
  seekS?: number | undefined;
}

/** The ffmpeg input that reads a fetched track. */
export function subtitleInput(track: FetchedSubtitle, seekS?: number): ExtraInput {
  return { kind: 'file', path: track.path, format: DEMUXER[track.ext], seekS };
}

/**
 * What muxing the tracks into `run.ext` adds, their first input at `run.firstInput`: the inputs, their maps,
 * and (as `codec`) the subtitle codec with each stream's language tag.
 */
export function subtitleMuxArgs({ tracks, seekS }: SubtitleMuxing, { ext, muxer, firstInput }: OutputRun): OutputArgs {
  const codec = ext === 'webm' ? 'webvtt' : ext === 'mkv' ? 'srt' : 'mov_text';
  const bibliographic = ext !== 'mp4';
  return {
    inputs: tracks.map((track) => subtitleInput(track, seekS)),
    maps: tracks.map((_, i) => `${firstInput + i}:s:0`),
    codec: [
      '-c:s',
      codec,
      ...tracks.flatMap((t, i) => [`-metadata:s:s:${i}`, `language=${containerLanguage(t.lang, bibliographic)}`]),
    ],
    metadata: {},
    muxer,
    toFile: false,
  };
}

/** One track alone (kind=subtitles): ffmpeg's muxer and codec, and the Content-Type it is sent with. */
export const subtitleTrackOutputs = {
  srt: { muxer: 'srt', codec: 'srt', mime: 'application/x-subrip' },
  vtt: { muxer: 'webvtt', codec: 'webvtt', mime: 'text/vtt' },
} as const;
