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
import type { Readable } from 'node:stream';
import { PassThrough } from 'node:stream';
import type { FfmpegInput } from '../tools/ffmpeg.js';
import type { CoverArt } from './cover-art.js';
import { id3v2Tag } from './id3.js';
import type { MediaTags } from './tags.js';

/** What a download is tagged with: the plan's part (plan.ts decides, start.ts applies). */
export interface Tagging {
  tags: MediaTags;
  cover?: CoverArt | undefined;
}

/** What tagging adds to or changes in one ffmpeg run. */
export interface TaggingArgs {
  /** The cover as one more input, mapped by `map`. */
  input?: FfmpegInput;
  map?: string;
  /** Output options after the codec's. */
  codec: string[];
  /** `-metadata` pairs. */
  metadata: Record<string, string>;
  muxer: string[];
  /** The output must be a file (finished before the first byte is sent). */
  toFile: boolean;
  /** Bytes sent before ffmpeg's output (an MP3's ID3 tag). */
  head?: Buffer;
}

/** No tags from the source, no encoder tag of ffmpeg's own (its muxers and encoders write none when bitexact). */
const ONLY_OUR_TAGS = ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags', '+bitexact'];

/**
 * The arguments for a file of extension `ext`. `coverInput` is the index the
 * cover would have among ffmpeg's inputs; `streamCopy` says the audio is
 * copied (a cover needs `-c copy`, and a re-encoded clip drops video).
 */
export function taggingArgs(
  ext: string,
  tagging: Tagging,
  muxer: string[],
  { coverInput, streamCopy }: { coverInput: number; streamCopy: boolean },
): TaggingArgs {
  const { tags, cover } = tagging;
  if (ext === 'mp3') {
    // Later options win: the container's `-id3v2_version 3` becomes "no tag" (ours goes in front).
    return {
      codec: ONLY_OUR_TAGS,
      metadata: {},
      muxer: [...muxer, '-id3v2_version', '0', '-write_id3v1', '0'],
      toFile: false,
      head: id3v2Tag(tags, cover?.jpeg),
    };
  }
  const metadata = ffmpegMetadata(tags);
  if (ext === 'm4a' && cover && streamCopy) {
    return {
      input: { kind: 'file', path: cover.path },
      map: `${coverInput}:v:0`,
      codec: ['-disposition:v:0', 'attached_pic', ...ONLY_OUR_TAGS],
      metadata,
      muxer: ['-f', 'mp4', '-movflags', '+faststart'],
      toFile: true,
    };
  }
  return { codec: ONLY_OUR_TAGS, metadata, muxer, toFile: false };
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

/**
 * `head`, then everything `body` brings. A body that fails or is destroyed
 * before its end destroys the result too (so the delivery sees it cut), and
 * destroying the result stops the body.
 */
export function withHead(head: Buffer, body: Readable): Readable {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  out.write(head);
  // ffmpeg's stdout: how it ended is told by the process, not by this stream.
  body.on('error', () => {});
  body.pipe(out);
  body.once('close', () => {
    if (!body.readableEnded) out.destroy();
  });
  out.once('close', () => {
    if (!body.destroyed) body.destroy();
  });
  return out;
}
