/**
 * ffmpeg reads a plain file by URL with Range requests, and an MP4 in
 * ffmpeg's default layout (its index, `moov`, after the media) needs them: it
 * is read to the index, then again from where the media begins. An origin
 * that ignores Range answers that second read with the whole file from byte 0
 * (200), which ffmpeg takes for the bytes it asked for: an MP3 of nothing, a
 * merge whose video has no frames. So each plain file a job converts or merges
 * is first asked for its first byte: an origin that honours that (206) is left
 * to ffmpeg's own reads; one that answers 200 is sending the whole file, and
 * that body is written into the job's folder, where ffmpeg reads it as a file
 * (seekable, whatever its layout). The copy counts against the job's
 * MAX_FILESIZE_MB budget and is reserved on the temp disk before it is written.
 */
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sentence } from '../../i18n/index.js';
import { diskFullError, isMediaError, isOutOfSpace, MediaError, tooLarge } from '../errors.js';
import { fetchFirstByte } from '../fetch/first-byte.js';
import {
  cancelledError,
  type OriginConnector,
  type OriginResponse,
  originUrl,
  RangeNotSatisfiableError,
} from '../fetch/origin-fetch.js';
import type { YtdlpFormat } from '../schemas.js';

export interface CopyContext {
  /** The job's connector (its requests counted as `file`). */
  connect: OriginConnector;
  jobDir: string;
  /** The job's own fetches together: bytes used and the most they may fetch (MAX_FILESIZE_MB). */
  budget: { used: number; max: number };
  /** Holds temp disk until the job ends; rejects with disk_full. */
  reserveTempDisk?: ((bytes: number) => Promise<void>) | undefined;
  signal: AbortSignal;
}

/**
 * The path of a copy of `format` in the job's folder when its origin ignores
 * Range, else undefined (ffmpeg reads the URL). A 200 without a length is not
 * copied (a stream that may not end); a length over what the budget has left
 * is refused (too_large) before a byte is written.
 */
export async function copyIfRangeIgnored(
  format: YtdlpFormat,
  index: number,
  ctx: CopyContext,
): Promise<string | undefined> {
  if (!originUrl(format.url)) return undefined;
  const response = await fetchFirstByte(ctx.connect, format, ctx.signal).catch((error: unknown) => {
    // An empty file: ffmpeg says what it makes of it.
    if (error instanceof RangeNotSatisfiableError) return undefined;
    throw error;
  });
  if (!response) return undefined;
  if (response.status === 206 || response.length === undefined) {
    response.close();
    return undefined;
  }
  try {
    if (ctx.budget.used + response.length > ctx.budget.max) throw tooLarge(ctx.budget.max);
    await ctx.reserveTempDisk?.(response.length);
    const file = path.join(ctx.jobDir, `source-${index}`);
    await writeBody(response, file, ctx);
    return file;
  } finally {
    response.close();
  }
}

/** The whole body into `file`, each byte counted against the budget; a body cut short is an error. */
async function writeBody(response: OriginResponse, file: string, ctx: CopyContext): Promise<void> {
  const { budget, signal } = ctx;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      budget.used += chunk.length;
      callback(budget.used > budget.max ? tooLarge(budget.max) : null, chunk);
    },
  });
  try {
    await pipeline(response.body, counted, createWriteStream(file, { mode: 0o600 }), { signal });
  } catch (error) {
    if (signal.aborted) throw cancelledError();
    if (isOutOfSpace(error)) throw diskFullError(error);
    if (isMediaError(error)) throw error;
    throw brokeOff(error);
  }
  if (!response.complete()) throw brokeOff();
}

const brokeOff = (cause?: unknown) =>
  new MediaError('unreachable', sentence('error-connection-broke'), cause ? { cause } : {});
