/**
 * Which sources and streams ffmpeg reads for a download: the audio an MP3 is
 * made from, the audio a stream copy checks, and the -map arguments.
 */
import type { YtdlpFormat } from '../schemas.js';

/** The audio to convert: the audio-only part of a merge, else the one format. */
export function audioSource(formats: YtdlpFormat[]): YtdlpFormat {
  const audioOnly = formats.find((f) => f.vcodec === 'none');
  return audioOnly ?? (formats.at(-1) as YtdlpFormat);
}

/** The source whose audio a stream copy maps (see mapsFor): the second of a merge. */
export function mappedAudioSource(sources: YtdlpFormat[]): YtdlpFormat | undefined {
  return sources.length === 1 ? sources[0] : sources[1];
}

/** The streams ffmpeg takes from the sources: what the output is made of. */
export function mapsFor(plan: { mp3?: unknown; tagging?: unknown }, sources: YtdlpFormat[]): string[] {
  if (plan.mp3) return ['0:a:0'];
  // Tagged audio (src/options/cover-tags): its audio alone; a picture the source carried is not the cover we set.
  if (plan.tagging && sources.length === 1) return ['0:a'];
  if (sources.length === 1) return ['0:v?', '0:a?'];
  // A merge: the video of the first input with the audio of the second.
  return ['0:v:0', '1:a:0'];
}
