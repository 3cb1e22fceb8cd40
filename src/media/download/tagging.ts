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
import { Readable } from 'node:stream';
import type { FfmpegInput } from '../tools/ffmpeg.js';
import type { CoverArt } from './cover-art.js';
import { id3v2Tag } from './id3.js';
import type { MediaTags } from './tags.js';

/** What a download is tagged with: the plan's part (plan.ts decides, start.ts applies). */
export interface Tagging {
  tags: MediaTags;
  cover?: CoverArt | undefined;
  /**
   * An MP3's cover still being made: its tag is needed only with the first
   * byte, so ffmpeg starts meanwhile (`cover` is then unset).
   */
  pendingCover?: Promise<CoverArt | undefined> | undefined;
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
  /** Bytes sent before ffmpeg's output (an MP3's ID3 tag), once its cover is settled. */
  head?: Promise<Buffer>;
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
      head: (tagging.pendingCover ?? Promise.resolve(cover)).then((art) => id3v2Tag(tags, art?.jpeg)),
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
 * `head` in front of `body`'s first chunk, then the rest of `body`. Nothing
 * comes before the body's first byte, so a download that fails before it
 * still gets its error answer rather than a cut response (delivery.ts); a
 * body with no bytes stays empty. A body that fails or is destroyed before
 * its end fails the result too, and destroying the result stops the body.
 */
export function withHead(head: Promise<Buffer>, body: Readable): Readable {
  // ffmpeg's stdout: how it ended is told by the process, not by this stream.
  body.on('error', () => {});
  async function* chunks() {
    let first = true;
    for await (const chunk of body) {
      yield first ? Buffer.concat([await head, chunk as Buffer]) : (chunk as Buffer);
      first = false;
    }
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: 256 * 1024 });
}
