/**
 * Native pass-through: a format that is one plain http(s) file in the
 * container asked for is fetched by the server itself (origin-fetch.ts, under
 * the egress proxy's admission) and streamed to the client through the same
 * delivery as every download (delivery.ts: backpressure, MAX_FILESIZE_MB, the
 * user's byte quota, aborts). No process is started, so it costs no more than
 * relaying the bytes; and since the origin says the length before the first
 * byte, the answer can have a Content-Length, answer HEAD, and serve one byte
 * range (the origin is asked for that range).
 */
import { Readable, Transform } from 'node:stream';
import { sentence } from '../../i18n/index.js';
import { type Deadline, orTimeout, startDeadline, withDeadline } from '../deadline.js';
import { MediaError, tooLarge } from '../errors.js';
import {
  type ByteRangeRequest,
  type ByteSpan,
  fetchOrigin,
  type OriginConnector,
  RangeNotSatisfiableError,
  resolveRange,
} from '../fetch/origin-fetch.js';
import type { YtdlpFormat } from '../schemas.js';
import { trackTransfer } from '../tools/process.js';
import type { ByteQuota, DownloadProgress } from '../types.js';
import { type Delivery, deliver } from './delivery.js';

export interface PassThroughPlan {
  format: YtdlpFormat;
  connect: OriginConnector;
  maxBytes: number;
  timeoutMs: number;
  /** The job's deadline (deadline.ts); without one, `timeoutMs` from the call covers every phase. */
  deadline?: Deadline | undefined;
  expectedBytes?: number | undefined;
  quota?: ByteQuota | undefined;
  onProgress?: ((progress: DownloadProgress) => void) | undefined;
  signal?: AbortSignal | undefined;
  /** Send only this range of the file (HTTP Range); honoured when the file's size is known. */
  range?: ByteRangeRequest | undefined;
  /** Only the response's headers are wanted (HTTP HEAD): the origin's answer is read and the transfer closed. */
  headersOnly?: boolean | undefined;
}

/** A pass-through: a delivery, plus what it knows about ranges. */
export interface PassThrough extends Delivery {
  /** True when the size was known before the first byte, so ranges can be served. */
  acceptsRanges: boolean;
  /** Set when the stream is one range of the file: its span and the file's size (when known). */
  range?: (ByteSpan & { size: number | undefined }) | undefined;
}

/**
 * Fetches the format and resolves once its first bytes are there (or, for
 * `headersOnly`, once the origin answered). Rejects before the first byte
 * with a MediaError, a RangeNotSatisfiableError, or the quota's refusal of a
 * known size that does not fit.
 */
export async function startPassThrough(plan: PassThroughPlan): Promise<PassThrough> {
  const format = plan.format;
  const cookies = (format as { cookies?: unknown }).cookies;
  // The wait for the origin's answer is inside the job's time too, not only its body.
  const deadline = plan.deadline ?? startDeadline(plan.timeoutMs);
  const ownDeadline = plan.deadline === undefined;
  const origin = await fetchOrigin(plan.connect, {
    url: format.url as string,
    httpHeaders: format.http_headers,
    cookies: typeof cookies === 'string' ? cookies : undefined,
    credentialsFor: format.url ?? undefined,
    range: plan.range,
    signal: withDeadline(plan.signal, deadline),
  }).catch((error: unknown) => {
    if (ownDeadline) deadline.clear();
    throw orTimeout(error, deadline);
  });

  // What will be sent: the whole file, a range the origin cut, or a range cut here from a whole file.
  let size: number | undefined;
  let fileSize: number | undefined;
  let range: PassThrough['range'];
  let slice: ByteSpan | undefined;
  try {
    if (origin.status === 206 && origin.contentRange) {
      range = origin.contentRange;
      fileSize = range.size;
      size = range.end - range.start + 1;
    } else {
      // Announced by the origin, else the exact size yt-dlp read from the site (checked at the end either way).
      fileSize = origin.length ?? format.filesize ?? undefined;
      size = fileSize;
      if (plan.range && origin.length !== undefined) {
        // The origin ignored Range: skip to the span here.
        slice = resolveRange(plan.range, origin.length);
        if (!slice) throw new RangeNotSatisfiableError(origin.length);
        range = { ...slice, size: origin.length };
        size = slice.end - slice.start + 1;
      }
    }
    if ((fileSize ?? 0) > plan.maxBytes || (size ?? 0) > plan.maxBytes) throw tooLarge(plan.maxBytes);
    // The exact length is known before the first byte: a length that does not fit is refused now, not cut later.
    // A range cut here costs what is fetched to reach its end, not only what is sent (bytes=-1 reads it all).
    if (size !== undefined) await plan.quota?.extend(slice ? slice.end + 1 : size, 0);
  } catch (error) {
    origin.close();
    if (ownDeadline) deadline.clear();
    throw error;
  }
  const acceptsRanges = range !== undefined || origin.length !== undefined;

  if (plan.headersOnly) {
    origin.close();
    if (ownDeadline) deadline.clear();
    return {
      stream: Readable.from([]),
      size,
      acceptsRanges,
      range,
      done: Promise.resolve({ bytes: 0 }),
      bytesSoFar: () => 0,
      cancel: () => {},
    };
  }

  let failure: MediaError | undefined;
  let cutHere = false;
  const stop = () => origin.close();
  const untrack = trackTransfer(() => {
    failure ??= new MediaError('cancelled', sentence('error-download-cancelled'));
    stop();
  });
  const onDeadline = () => {
    failure ??= deadline.signal.reason as MediaError;
    stop();
  };
  if (deadline.expired()) onDeadline();
  else deadline.signal.addEventListener('abort', onDeadline, { once: true });
  const endTimer = () => {
    deadline.signal.removeEventListener('abort', onDeadline);
    if (ownDeadline) deadline.clear();
  };
  origin.body.once('error', (error) => {
    // Closed here after the last byte of a slice: not a failure.
    if (cutHere) return;
    failure ??= new MediaError('unreachable', sentence('error-connection-broke'), {
      cause: error,
    });
  });

  const read = { bytes: 0 };
  const source = slice
    ? sliceOf(origin.body, slice, read, () => {
        cutHere = true;
        stop();
      })
    : origin.body;
  const delivery = await deliver(
    { ...plan, converting: false },
    source,
    size,
    async () =>
      failure ??
      (origin.complete() || cutHere ? undefined : new MediaError('unreachable', sentence('error-connection-broke'))),
    stop,
  ).catch((error: unknown) => {
    endTimer();
    untrack();
    stop();
    throw error;
  });
  const settle = () => {
    endTimer();
    untrack();
    stop();
  };
  delivery.done.then(settle, settle);
  // What the user is charged: the bytes fetched from the site when a slice was cut here from more.
  const charged = (sent: number) => Math.max(sent, read.bytes);
  const done = delivery.done.then(({ bytes }) => ({ bytes: charged(bytes) }));
  done.catch(() => {});
  return {
    ...delivery,
    done,
    bytesSoFar: () => charged(delivery.bytesSoFar()),
    acceptsRanges,
    range,
  };
}

/** The bytes of `span` from a whole-file body (counting all it reads into `read`); `done` once they have passed. */
function sliceOf(body: Readable, span: ByteSpan, read: { bytes: number }, done: () => void): Readable {
  let position = 0;
  let ended = false;
  const out = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (ended) return callback();
      const from = Math.max(0, span.start - position);
      const to = Math.min(chunk.length, span.end + 1 - position);
      position += chunk.length;
      read.bytes = position;
      if (to > from) this.push(chunk.subarray(from, to));
      if (position > span.end) {
        ended = true;
        this.push(null);
        done();
      }
      callback();
    },
  });
  // Once the span has passed, the connection is closed on purpose: its errors are not the slice's.
  body.on('error', (error) => {
    if (!ended) out.destroy(error);
  });
  body.pipe(out);
  return out;
}
