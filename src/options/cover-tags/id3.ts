/**
 * An ID3v2.3 tag for the front of a streamed MP3 (issue 26). ffmpeg's mp3
 * muxer writes its tag's size only after the cover picture has gone out, by
 * seeking back, which a pipe cannot do (piped, the size stays 0 and players
 * skip the whole tag). So a tagged MP3 is ffmpeg's bare audio
 * (`-id3v2_version 0`) behind this tag, built before the first byte: the MP3
 * still streams as it is encoded. Version 2.3 because every player reads it
 * (Windows' own among them); text in UTF-16 with a byte order mark.
 */
import type { MediaTags } from './media-tags.js';

/** Picture type 3: "Cover (front)". */
const FRONT_COVER = 3;
/** Text encoding 1: UTF-16 with BOM; 0: ISO-8859-1. */
const UTF16 = 1;
const LATIN1 = 0;

/** The tag: header, text frames, the comment and the front cover (a JPEG), when given. */
export function id3v2Tag(tags: MediaTags, coverJpeg?: Buffer): Buffer {
  const frames: Buffer[] = [textFrame('TIT2', tags.title)];
  if (tags.artist) frames.push(textFrame('TPE1', tags.artist));
  if (tags.album) frames.push(textFrame('TALB', tags.album));
  if (tags.date) {
    // 2.3 has no full date frame: the year, and the day as DDMM.
    const [year, month, day] = tags.date.split('-');
    frames.push(textFrame('TYER', year as string), textFrame('TDAT', `${day}${month}`));
  }
  if (tags.comment) {
    // Language, an empty description, then the text.
    frames.push(
      frame(
        'COMM',
        Buffer.concat([Buffer.from([UTF16]), Buffer.from('eng', 'latin1'), utf16(''), utf16(tags.comment)]),
      ),
    );
  }
  if (coverJpeg) {
    const head = Buffer.concat([
      Buffer.from([LATIN1]),
      Buffer.from('image/jpeg\0', 'latin1'),
      Buffer.from([FRONT_COVER, 0]),
    ]);
    frames.push(frame('APIC', Buffer.concat([head, coverJpeg])));
  }
  const body = Buffer.concat(frames);
  const header = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, ...syncsafe(body.length)]);
  return Buffer.concat([header, body]);
}

function textFrame(id: string, text: string): Buffer {
  return frame(id, Buffer.concat([Buffer.from([UTF16]), utf16(text)]));
}

/** A frame: its id, its size (a plain 32-bit number in 2.3), no flags. */
function frame(id: string, data: Buffer): Buffer {
  const header = Buffer.alloc(10);
  header.write(id, 0, 'latin1');
  header.writeUInt32BE(data.length, 4);
  return Buffer.concat([header, data]);
}

/** UTF-16LE with its byte order mark and a terminating NUL. */
function utf16(text: string): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${text}\0`, 'utf16le')]);
}

/** The tag's size in four 7-bit bytes (so that no byte of it looks like an MPEG frame sync). */
function syncsafe(size: number): number[] {
  if (size >= 2 ** 28) throw new RangeError('an ID3 tag holds at most 256 MiB');
  return [(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f];
}
