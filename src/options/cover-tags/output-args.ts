/**
 * How ffmpeg writes a tagged audio file (issue 26), per container, and only
 * the tags we set: ffmpeg copies the source's tags (an MP4's major_brand,
 * compatible_brands…) and adds its own `encoder` unless told not to.
 *
 * - MP3: ffmpeg writes the bare audio and id3.ts the tag in front of it
 *   (ffmpeg cannot write a cover into a pipe), so the MP3 still streams.
 * - M4A: the tags as iTunes atoms, the cover as `covr` (an attached picture
 *   stream). ffmpeg 5.1 writes `covr` only into an MP4 whose index it writes
 *   at the end (a fragmented one gets a broken video track instead), so a
 *   covered M4A is finished in a file first (`+faststart` moves its index to
 *   the front for players that stream it), like Matroska.
 * - WebM, Opus, Ogg: tags only (Matroska tags, Vorbis comments). Debian's
 *   ffmpeg 5.1 writes no picture into either (WebM allows no attachments;
 *   its Ogg muxer has no METADATA_BLOCK_PICTURE), so they go without a cover.
 */
import type { OutputArgs, OutputRun } from '../types.js';
import { id3v2Tag } from './id3.js';
import type { MediaTags, Tagging } from './media-tags.js';

/** No tags from the source, no encoder tag of ffmpeg's own (its muxers and encoders write none when bitexact). */
const ONLY_OUR_TAGS = ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags', '+bitexact'];

/** The arguments for the run's file: the cover an input after `run.firstInput`'s place where it goes in. */
export function taggingArgs(tagging: Tagging, { ext, muxer, firstInput, streamCopy }: OutputRun): OutputArgs {
  const { tags, cover } = tagging;
  if (ext === 'mp3') {
    // Later options win: the container's `-id3v2_version 3` becomes "no tag" (ours goes in front).
    return {
      inputs: [],
      maps: [],
      codec: ONLY_OUR_TAGS,
      metadata: {},
      muxer: [...muxer, '-id3v2_version', '0', '-write_id3v1', '0'],
      toFile: false,
      head: (tagging.pendingCover ?? Promise.resolve(cover)).then((art) => id3v2Tag(tags, art?.jpeg)),
    };
  }
  const metadata = ffmpegMetadata(tags);
  if (ext === 'm4a' && cover && streamCopy) {
    return {
      inputs: [{ kind: 'file', path: cover.path }],
      maps: [`${firstInput}:v:0`],
      codec: ['-disposition:v:0', 'attached_pic', ...ONLY_OUR_TAGS],
      metadata,
      muxer: ['-f', 'mp4', '-movflags', '+faststart'],
      toFile: true,
    };
  }
  return { inputs: [], maps: [], codec: ONLY_OUR_TAGS, metadata, muxer, toFile: false };
}

/** The tags under ffmpeg's generic names (each muxer maps them: ©nam/©ART/©alb/©day/©cmt, TITLE…, Vorbis comments). */
function ffmpegMetadata(tags: MediaTags): Record<string, string> {
  const metadata: Record<string, string> = { title: tags.title };
  for (const key of ['artist', 'album', 'date', 'comment'] as const) {
    const value = tags[key];
    if (value) metadata[key] = value;
  }
  return metadata;
}
