/** An MP3's ID3 tag (src/options/cover-tags) sent in front of ffmpeg's streamed output. */
import { Readable } from 'node:stream';

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
