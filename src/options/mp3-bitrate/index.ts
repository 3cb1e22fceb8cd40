/**
 * The MP3's bitrate (the SPEC's `quality`, with convert=mp3): the bitrates
 * offered, the default, the parameter's check and the encoder's arguments.
 * A number the usage records and the file cache key keep, so it stays a
 * field of the request of its own rather than a string option value.
 */
import { z } from 'zod';

/** The bitrates offered (kbit/s): the page's rows and the bots' buttons. */
export const mp3Qualities = [128, 192, 256, 320] as const;
export type Mp3Quality = (typeof mp3Qualities)[number];

/** The SPEC: convert=mp3 without quality means 192. */
export const DEFAULT_MP3_KBPS: Mp3Quality = 192;

export const qualitySchema = z.coerce
  .number()
  .refine((q): q is Mp3Quality => (mp3Qualities as readonly number[]).includes(q), {
    message: `quality must be one of ${mp3Qualities.join(', ')}`,
  });

/** The SPEC: quality without convert=mp3 is ignored; convert=mp3 without quality means the default. */
export const normalizeMp3 = <T extends { convert?: 'mp3' | undefined; quality?: number | undefined }>(q: T) => ({
  ...q,
  quality: q.convert === 'mp3' ? (q.quality ?? DEFAULT_MP3_KBPS) : undefined,
});

/** Our ffmpeg's audio encoder for an MP3 at `kbps`, its video left out. */
export const mp3EncoderArgs = (kbps: number): string[] => ['-vn', '-c:a', 'libmp3lame', '-b:a', `${kbps}k`];
