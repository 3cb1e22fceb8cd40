/**
 * AAC framed for MPEG-TS (ADTS) and the containers that cannot hold it.
 *
 * HLS delivers AAC in MPEG-TS segments (or as packed .aac audio) with an ADTS
 * header on every frame. MP4, M4A, MOV and 3GP want the bare frames plus one
 * AudioSpecificConfig, and our fragmented MP4 muxing (empty_moov) turns off
 * ffmpeg's automatic bitstream filters, so a stream copy must ask for
 * `aac_adtstoasc` itself or ffmpeg stops at the first audio packet. The filter
 * accepts AAC only (it refuses MP3, AC-3…), so it is added exactly when the
 * copied audio is AAC: as yt-dlp declares it, or, when yt-dlp declares no
 * codec (HLS audio renditions, manifests without CODECS, media playlists),
 * as the first bytes of the stream show it.
 */
import type { Readable } from 'node:stream';
import { containerFor } from '../containers.js';
import type { YtdlpFormat } from '../schemas.js';

const TS_PACKET = 188;
const TS_SYNC = 0x47;
/** ISO/IEC 13818-1 stream_type of AAC with ADTS transport syntax. */
const STREAM_TYPE_ADTS_AAC = 0x0f;
/** Read at most this much ahead to find a stream's program map. */
export const SNIFF_LIMIT_BYTES = 64 * 1024;

/** True for AAC, false for another codec or no audio, undefined when yt-dlp does not say. */
export function declaredAac(codec: string | null | undefined): boolean | undefined {
  if (codec == null) return undefined;
  return /^(mp4a|aac)/i.test(codec);
}

/**
 * Whether the start of a stream carries ADTS AAC: an MPEG-TS whose program
 * map lists an ADTS AAC stream, or raw ADTS (after any ID3 tags, as packed
 * audio segments begin). Undefined while more bytes are needed to tell.
 */
export function sniffAdtsAac(head: Uint8Array): boolean | undefined {
  if (head.length < 4) return undefined;
  if (head[0] === TS_SYNC) return tsHasAdtsAac(head);
  let at = 0;
  // ID3v2: "ID3", version (2), flags (1), syncsafe size (4), then the tag (and a 10-byte footer if flagged).
  while (head[at] === 0x49 && head[at + 1] === 0x44 && head[at + 2] === 0x33) {
    if (head.length < at + 10) return undefined;
    const size =
      ((head[at + 6] as number) << 21) |
      ((head[at + 7] as number) << 14) |
      ((head[at + 8] as number) << 7) |
      (head[at + 9] as number);
    at += 10 + size + (((head[at + 5] as number) & 0x10) !== 0 ? 10 : 0);
    if (head.length < at + 2) return undefined;
  }
  // ADTS sync word: 12 bits set, then MPEG version (any) and layer 00.
  return head[at] === 0xff && ((head[at + 1] as number) & 0xf6) === 0xf0;
}

/** Walks 188-byte packets for the PAT, then a PMT; undefined when none was complete in `head`. */
function tsHasAdtsAac(head: Uint8Array): boolean | undefined {
  const pmtPids = new Set<number>();
  for (let packet = 0; packet + TS_PACKET <= head.length; packet += TS_PACKET) {
    if (head[packet] !== TS_SYNC) return false;
    const flags = head[packet + 1] as number;
    const pid = ((flags & 0x1f) << 8) | (head[packet + 2] as number);
    const adaptation = ((head[packet + 3] as number) >> 4) & 0x3;
    // Tables start in a packet with payload_unit_start set; PAT and PMT fit in one packet.
    if ((flags & 0x40) === 0 || adaptation === 0 || adaptation === 2) continue;
    if (pid !== 0 && !pmtPids.has(pid)) continue;
    let at = packet + 4;
    if (adaptation === 3) at += 1 + (head[at] as number);
    if (at >= packet + TS_PACKET) continue;
    at += 1 + (head[at] as number); // pointer_field
    const section = head.subarray(at, packet + TS_PACKET);
    if (section.length < 3) continue;
    const end = Math.min(section.length, 3 + ((((section[1] as number) & 0x0f) << 8) | (section[2] as number)) - 4);
    if (pid === 0 && section[0] === 0x00) {
      for (let i = 8; i + 4 <= end; i += 4) {
        const program = ((section[i] as number) << 8) | (section[i + 1] as number);
        if (program !== 0) pmtPids.add((((section[i + 2] as number) & 0x1f) << 8) | (section[i + 3] as number));
      }
    } else if (section[0] === 0x02 && section.length >= 12) {
      let i = 12 + ((((section[10] as number) & 0x0f) << 8) | (section[11] as number));
      while (i + 5 <= end) {
        if (section[i] === STREAM_TYPE_ADTS_AAC) return true;
        i += 5 + ((((section[i + 3] as number) & 0x0f) << 8) | (section[i + 4] as number));
      }
      return false;
    }
  }
  return undefined;
}

/**
 * Reads the start of a stream without losing it: stops once `enough(head)`
 * holds, at `limit` bytes, or when the stream ends, fails or closes, and
 * leaves the stream paused. The caller must write `head` on before piping the
 * rest.
 */
export function readHead(stream: Readable, enough: (head: Buffer) => boolean, limit: number): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      stream.pause();
      stream.off('data', onData);
      stream.off('end', done);
      stream.off('close', done);
      // The 'error' listener stays: an error before the caller attaches its own must not crash the process.
      resolve(Buffer.concat(chunks, size));
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= limit || enough(Buffer.concat(chunks, size))) done();
    };
    stream.on('data', onData);
    stream.once('end', done);
    stream.once('close', done);
    stream.on('error', done);
  });
}

/** What a stream copy needs for its audio, and the bytes read ahead to find out. */
export interface StreamCopy {
  codec: string[];
  /** Bytes already taken from `feed`: they go to ffmpeg before the rest of it. */
  head?: Buffer;
}

/**
 * `-c copy`, with `aac_adtstoasc` when the mapped audio is AAC and the
 * container holds no ADTS. `audio` is the source whose audio is mapped; `feed`
 * its bytes when yt-dlp pipes them in (read ahead only when its codec is
 * undeclared and the container cannot fix ADTS by itself). Other AAC passes
 * the filter untouched, so declared AAC always gets it.
 */
export async function streamCopyArgs(
  ext: string,
  audio: YtdlpFormat | undefined,
  feed?: Readable,
): Promise<StreamCopy> {
  const copy = ['-c', 'copy'];
  const withFilter = [...copy, '-bsf:a', 'aac_adtstoasc'];
  const container = containerFor(ext);
  if (!audio || container.aac === 'adts') return { codec: copy };
  const declared = declaredAac(audio.acodec);
  if (declared !== undefined) return { codec: declared ? withFilter : copy };
  if (container.aac !== 'asc' || !feed) return { codec: copy };
  const head = await readHead(feed, (bytes) => sniffAdtsAac(bytes) !== undefined, SNIFF_LIMIT_BYTES);
  return { codec: sniffAdtsAac(head) ? withFilter : copy, head };
}
