/**
 * MP4 files as ffmpeg writes them by default: the index (`moov`) after the
 * media (`mdat`), not `+faststart`, so a reader must seek back to the media
 * once it has read the index. Made with ffmpeg at test time (a second).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { runFfmpeg } from './fixtures.js';

/** `name` in `dir`: `seconds` of a 320x240 test picture in H.264 at `videoKbps`, with a 440 Hz tone in AAC. */
export async function makePlainMp4(dir: string, name: string, seconds: number, videoKbps: number): Promise<void> {
  await runFfmpeg(
    [
      ...['-f', 'lavfi', '-i', `testsrc2=size=320x240:rate=25:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', `${videoKbps}k`, '-g', '50', '-c:a', 'aac', name],
    ],
    dir,
  );
  if (!(await indexAfterMedia(path.join(dir, name)))) throw new Error(`${name}: ffmpeg put its index first`);
}

/** Whether an MP4 file's top-level `moov` box comes after its `mdat`. */
export async function indexAfterMedia(file: string): Promise<boolean> {
  const bytes = await readFile(file);
  const boxes: string[] = [];
  for (let at = 0; at + 8 <= bytes.length; ) {
    const size = bytes.readUInt32BE(at);
    boxes.push(bytes.toString('latin1', at + 4, at + 8));
    if (size < 8) break;
    at += size;
  }
  const media = boxes.indexOf('mdat');
  return media >= 0 && boxes.indexOf('moov') > media;
}
