/**
 * What a download is expected to weigh before it starts: an estimate for the
 * user's byte budget and progress, and the exact size where the site states
 * every format's size (checked against MAX_FILESIZE_MB up front). A part of
 * the media (a span) is its share of the media's length.
 */
import { tooLarge } from '../errors.js';
import { sizeOf } from '../lookup/formats.js';
import type { YtdlpFormat } from '../schemas.js';

export interface DownloadSize {
  /** Approximate bytes (from sizes or bitrates); undefined when nothing says. */
  expectedBytes: number | undefined;
  /** The sum of the stated sizes when every format states one (a whole download only). */
  exactBytes: number | undefined;
}

export function downloadSize(
  formats: YtdlpFormat[],
  durationS: number | undefined,
  output: { mp3Kbps?: number | undefined; spanS?: number | undefined },
): DownloadSize {
  const { mp3Kbps, spanS } = output;
  const length = spanS ?? durationS;
  if (mp3Kbps !== undefined) return { expectedBytes: length && (mp3Kbps * 1000 * length) / 8, exactBytes: undefined };
  const whole = formats.reduce((sum, f) => sum + (sizeOf(f, durationS) ?? 0), 0) || undefined;
  const exact = formats.every((f) => f.filesize) ? formats.reduce((s, f) => s + (f.filesize ?? 0), 0) : undefined;
  if (spanS === undefined) return { expectedBytes: whole, exactBytes: exact };
  // A part of a known length: its share of the whole (an exact cut re-encodes, so this stays an estimate).
  const share = durationS ? Math.min(1, spanS / durationS) : undefined;
  return { expectedBytes: whole && share !== undefined ? whole * share : undefined, exactBytes: undefined };
}

/**
 * The bytes a planned download is expected to send: a fit's at most its
 * target whatever the source weighs. Throws MediaError `too_large` when the
 * sizes the site states add up to more than MAX_FILESIZE_MB.
 */
export function plannedBytes(
  formats: YtdlpFormat[],
  durationS: number | undefined,
  output: {
    mp3Kbps?: number | undefined;
    /** The length of the part asked for (src/options' span stage), if only a part is. */
    spanS?: number | undefined;
    fitTargetBytes?: number | undefined;
    maxFilesizeBytes: number;
  },
): number | undefined {
  const { expectedBytes, exactBytes } = downloadSize(formats, durationS, output);
  if (exactBytes !== undefined && exactBytes > output.maxFilesizeBytes * 1.05) {
    throw tooLarge(output.maxFilesizeBytes);
  }
  const target = output.fitTargetBytes;
  return target === undefined ? expectedBytes : Math.min(expectedBytes ?? target, target);
}
