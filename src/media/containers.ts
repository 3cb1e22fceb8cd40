/**
 * What each allowed output extension means to ffmpeg and to HTTP clients.
 * `live` containers can be written front to back into a pipe and still carry
 * an index and a duration (fragmented MP4 ends with an `mfra` index); the
 * Matroska family needs a seekable file to write its duration and cues, so it
 * is finished in a temp file before the first byte is sent.
 */
export interface Container {
  mime: string;
  muxer: string[];
  live: boolean;
  /**
   * How it holds AAC on a stream copy: `adts` keeps ADTS frames as they come
   * from MPEG-TS; `asc` needs them rewritten (aac_adtstoasc, see adts.ts) and
   * cannot do it itself, since fragmented MP4 with empty_moov turns ffmpeg's
   * automatic bitstream filters off. Unset: the muxer converts on its own
   * (Matroska, FLV) or takes no AAC.
   */
  aac?: 'adts' | 'asc';
}

/*
 * Content-Type: the SPEC's decision names video/mp4, audio/mpeg, video/webm,
 * audio/mp4 and video/x-matroska; every other extension is sent as
 * application/octet-stream (Content-Disposition still names the file).
 */
const OTHER = 'application/octet-stream';

const fragmentedMp4 = ['-movflags', '+frag_keyframe+empty_moov+default_base_moof'];

const containers: Record<string, Container> = {
  mp4: { mime: 'video/mp4', muxer: ['-f', 'mp4', ...fragmentedMp4], live: true, aac: 'asc' },
  m4a: { mime: 'audio/mp4', muxer: ['-f', 'mp4', ...fragmentedMp4], live: true, aac: 'asc' },
  mov: { mime: OTHER, muxer: ['-f', 'mov', ...fragmentedMp4], live: true, aac: 'asc' },
  '3gp': { mime: OTHER, muxer: ['-f', '3gp', ...fragmentedMp4], live: true, aac: 'asc' },
  webm: { mime: 'video/webm', muxer: ['-f', 'webm'], live: false },
  mkv: { mime: 'video/x-matroska', muxer: ['-f', 'matroska'], live: false },
  // CBR MP3 needs no Xing header for its duration; a zeroed one (all a pipe allows) would mislead players.
  mp3: { mime: 'audio/mpeg', muxer: ['-f', 'mp3', '-write_xing', '0', '-id3v2_version', '3'], live: true },
  ogg: { mime: OTHER, muxer: ['-f', 'ogg'], live: true },
  oga: { mime: OTHER, muxer: ['-f', 'ogg'], live: true },
  opus: { mime: OTHER, muxer: ['-f', 'opus'], live: true },
  aac: { mime: OTHER, muxer: ['-f', 'adts'], live: true, aac: 'adts' },
  flac: { mime: OTHER, muxer: ['-f', 'flac'], live: true },
  wav: { mime: OTHER, muxer: ['-f', 'wav'], live: true },
  ts: { mime: OTHER, muxer: ['-f', 'mpegts'], live: true, aac: 'adts' },
  flv: { mime: OTHER, muxer: ['-f', 'flv'], live: true },
};

export function containerFor(ext: string): Container {
  return containers[ext] ?? { mime: 'application/octet-stream', muxer: ['-f', 'matroska'], live: false };
}

/** Content-Type per the SPEC's decision list; anything not named there is octet-stream. */
export function mimeTypeFor(ext: string): string {
  return containers[ext]?.mime ?? 'application/octet-stream';
}
