import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNIFF_LIMIT_BYTES, sniffAdtsAac, streamCopyArgs } from '../../src/media/download/adts.js';
import type { YtdlpFormat } from '../../src/media/schemas.js';
import { runFfmpeg } from '../support/fixtures.js';

/** Real streams, made by ffmpeg: 2 s each. */
const samples: Record<string, Buffer> = {};
let dir: string;

const sine = ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100:duration=2'];
const picture = ['-f', 'lavfi', '-i', 'testsrc2=size=160x90:rate=25:duration=2'];
const x264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'adts-test-'));
  const make: Record<string, string[]> = {
    'aac.ts': [...sine, '-c:a', 'aac', '-f', 'mpegts'],
    'video-aac.ts': [...picture, ...sine, ...x264, '-c:a', 'aac', '-f', 'mpegts'],
    'mp3.ts': [...sine, '-c:a', 'libmp3lame', '-f', 'mpegts'],
    'ac3.ts': [...sine, '-c:a', 'ac3', '-f', 'mpegts'],
    'video.ts': [...picture, ...x264, '-f', 'mpegts'],
    'raw.aac': [...sine, '-c:a', 'aac', '-f', 'adts'],
    'id3.aac': [...sine, '-c:a', 'aac', '-f', 'adts', '-write_id3v2', '1', '-metadata', 'title=packed audio'],
    'frag.mp4': [...sine, '-c:a', 'aac', '-f', 'mp4', '-movflags', '+frag_keyframe+empty_moov'],
  };
  await Promise.all(Object.entries(make).map(([name, args]) => runFfmpeg([...args, name], dir)));
  for (const name of Object.keys(make)) samples[name] = await readFile(path.join(dir, name));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const sample = (name: string) => samples[name] as Buffer;

describe('sniffAdtsAac', () => {
  it.each([
    ['aac.ts', true],
    ['video-aac.ts', true],
    ['raw.aac', true],
    ['id3.aac', true],
    ['mp3.ts', false],
    ['ac3.ts', false],
    ['video.ts', false],
    ['frag.mp4', false],
  ])('%s → %s', (name, expected) => {
    expect(sniffAdtsAac(sample(name))).toBe(expected);
  });

  it('needs the program map of an MPEG-TS, and the end of an ID3 tag, before it answers', () => {
    expect(sniffAdtsAac(Buffer.alloc(0))).toBeUndefined();
    expect(sniffAdtsAac(sample('aac.ts').subarray(0, 188))).toBeUndefined();
    expect(sniffAdtsAac(sample('id3.aac').subarray(0, 12))).toBeUndefined();
    // ffmpeg writes SDT, PAT, then PMT: three packets are enough.
    expect(sniffAdtsAac(sample('aac.ts').subarray(0, 3 * 188))).toBe(true);
  });

  it('answers false for bytes that are not packet-aligned MPEG-TS', () => {
    const broken = Buffer.from(sample('aac.ts').subarray(0, 4 * 188));
    broken[188] = 0;
    expect(sniffAdtsAac(broken)).toBe(false);
  });
});

const format = (acodec: string | null | undefined): YtdlpFormat =>
  ({ format_id: 'f', ext: 'mp4', protocol: 'm3u8_native', acodec }) as YtdlpFormat;

/** A feed that delivers `data` in 1000-byte chunks, like a pipe. */
function feedOf(data: Buffer): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0; at < data.length; at += 1000) chunks.push(data.subarray(at, at + 1000));
  return Readable.from(chunks, { objectMode: false });
}

async function rest(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const filtered = ['-c', 'copy', '-bsf:a', 'aac_adtstoasc'];
const plain = ['-c', 'copy'];

describe('streamCopyArgs', () => {
  it('trusts a declared codec and reads nothing', async () => {
    const feed = feedOf(sample('mp3.ts'));
    expect(await streamCopyArgs('mp4', format('mp4a.40.2'), feed)).toEqual({ codec: filtered });
    expect(await streamCopyArgs('mkv', format('aac'), feed)).toEqual({ codec: filtered });
    expect(await streamCopyArgs('mp4', format('opus'), feed)).toEqual({ codec: plain });
    expect(await streamCopyArgs('mp4', format('none'), feed)).toEqual({ codec: plain });
    expect(await streamCopyArgs('mp4', undefined, feed)).toEqual({ codec: plain });
    expect(feed.readableFlowing).toBeNull();
  });

  it('keeps ADTS for .aac and .ts, and leaves undeclared audio to muxers that convert by themselves', async () => {
    const feed = feedOf(sample('aac.ts'));
    for (const ext of ['aac', 'ts', 'mkv', 'flv']) {
      expect(await streamCopyArgs(ext, format('mp4a.40.2'), feed).then((c) => c.codec)).toEqual(
        ext === 'aac' || ext === 'ts' ? plain : filtered,
      );
      expect(await streamCopyArgs(ext, format(undefined), feed)).toEqual({ codec: plain });
    }
    expect(feed.readableFlowing).toBeNull();
  });

  it.each([
    ['aac.ts', 'mp4', filtered],
    ['video-aac.ts', 'mov', filtered],
    ['id3.aac', 'm4a', filtered],
    ['mp3.ts', 'm4a', plain],
    ['ac3.ts', 'mp4', plain],
    ['frag.mp4', '3gp', plain],
  ])('looks into an undeclared %s saved as %s, losing no byte', async (name, ext, codec) => {
    const data = sample(name);
    const feed = feedOf(data);
    const copy = await streamCopyArgs(ext, format(null), feed);
    expect(copy.codec).toEqual(codec);
    const head = copy.head as Buffer;
    expect(head.length).toBeGreaterThan(0);
    expect(head.length).toBeLessThan(SNIFF_LIMIT_BYTES + 1000);
    expect(Buffer.concat([head, await rest(feed)]).equals(data)).toBe(true);
  });

  it('gives up at the read-ahead limit and on streams that end or fail early', async () => {
    const noise = feedOf(Buffer.alloc(SNIFF_LIMIT_BYTES * 2, 0x47));
    const copy = await streamCopyArgs('mp4', format(null), noise);
    expect(copy.codec).toEqual(plain);
    expect(copy.head?.length).toBeGreaterThanOrEqual(SNIFF_LIMIT_BYTES);

    expect(await streamCopyArgs('mp4', format(null), feedOf(Buffer.alloc(0)))).toEqual({
      codec: plain,
      head: Buffer.alloc(0),
    });

    const failing = new PassThrough();
    const pending = streamCopyArgs('mp4', format(null), failing);
    failing.destroy(new Error('yt-dlp died'));
    expect((await pending).codec).toEqual(plain);
  });
});
