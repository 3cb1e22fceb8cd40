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
import { type Deadline, orTimeout, startDeadline, withDeadline } from '../deadline.js';
import { tooLarge } from '../errors.js';
import {
  type ByteRangeRequest,
  type ByteSpan,
  fetchOrigin,
  type OriginConnector,
  type OriginResponse,
  RangeNotSatisfiableError,
  resolveRange,
} from '../fetch/origin-fetch.js';
import type { YtdlpFormat } from '../schemas.js';
import type { ByteQuota, DownloadProgress } from '../types.js';
import { type Delivery, deliver } from './delivery.js';
import { watchTransfer } from './transfer-watch.js';

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
  const clock = clockOf(plan);
  const origin = await openOrigin(plan, clock);
  const part = await admittedPart(plan, origin, clock);
  const acceptsRanges = part.range !== undefined || origin.length !== undefined;
  if (plan.headersOnly) return headersOnlyAnswer(origin, clock, part, acceptsRanges);
  const relayed = await relay(plan, origin, clock, part);
  return { ...relayed, acceptsRanges, range: part.range };
}

/** The job's deadline, or the call's own (`timeoutMs`, covering every phase), which only the call may clear. */
interface PassThroughClock {
  deadline: Deadline;
  clearOwn(): void;
}

function clockOf(plan: PassThroughPlan): PassThroughClock {
  const deadline = plan.deadline ?? startDeadline(plan.timeoutMs);
  const own = plan.deadline === undefined;
  return {
    deadline,
    clearOwn: () => {
      if (own) deadline.clear();
    },
  };
}

/** Asks the origin for the file (or the range): the wait for its answer is inside the job's time too, not only its body. */
function openOrigin(plan: PassThroughPlan, clock: PassThroughClock): Promise<OriginResponse> {
  const format = plan.format;
  const cookies = (format as { cookies?: unknown }).cookies;
  return fetchOrigin(plan.connect, {
    url: format.url as string,
    httpHeaders: format.http_headers,
    cookies: typeof cookies === 'string' ? cookies : undefined,
    credentialsFor: format.url ?? undefined,
    range: plan.range,
    signal: withDeadline(plan.signal, clock.deadline),
  }).catch((error: unknown) => {
    clock.clearOwn();
    throw orTimeout(error, clock.deadline);
  });
}

/** What will be sent: the whole file, a range the origin cut, or a range cut here (`slice`) from a whole file. */
interface SentPart {
  size: number | undefined;
  fileSize: number | undefined;
  range: PassThrough['range'];
  slice: ByteSpan | undefined;
}

/** The part to send, refused before the first byte when it cannot be (the connection closed then). */
async function admittedPart(plan: PassThroughPlan, origin: OriginResponse, clock: PassThroughClock): Promise<SentPart> {
  try {
    const part = partToSend(plan, origin);
    await admitSize(plan, part);
    return part;
  } catch (error) {
    origin.close();
    clock.clearOwn();
    throw error;
  }
}

function partToSend(plan: PassThroughPlan, origin: OriginResponse): SentPart {
  if (origin.status === 206 && origin.contentRange) {
    const range = origin.contentRange;
    return { range, fileSize: range.size, size: range.end - range.start + 1, slice: undefined };
  }
  // Announced by the origin, else the exact size yt-dlp read from the site (checked at the end either way).
  const fileSize = origin.length ?? plan.format.filesize ?? undefined;
  if (!plan.range || origin.length === undefined)
    return { fileSize, size: fileSize, range: undefined, slice: undefined };
  // The origin ignored Range: skip to the span here.
  const slice = resolveRange(plan.range, origin.length);
  if (!slice) throw new RangeNotSatisfiableError(origin.length);
  return { fileSize, size: slice.end - slice.start + 1, range: { ...slice, size: origin.length }, slice };
}

/** Over MAX_FILESIZE_MB, or a known length past the user's byte quota: refused now, not cut later. */
async function admitSize(plan: PassThroughPlan, { size, fileSize, slice }: SentPart): Promise<void> {
  if ((fileSize ?? 0) > plan.maxBytes || (size ?? 0) > plan.maxBytes) throw tooLarge(plan.maxBytes);
  // A range cut here costs what is fetched to reach its end, not only what is sent (bytes=-1 reads it all).
  if (size !== undefined) await plan.quota?.extend(slice ? slice.end + 1 : size, 0);
}

/** HEAD: the origin's answer is all that was wanted; its transfer is closed unread. */
function headersOnlyAnswer(
  origin: OriginResponse,
  clock: PassThroughClock,
  { size, range }: SentPart,
  acceptsRanges: boolean,
): PassThrough {
  origin.close();
  clock.clearOwn();
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

/** Streams the part through delivery.ts, charging the user what was read from the site (a slice reads more). */
async function relay(
  plan: PassThroughPlan,
  origin: OriginResponse,
  clock: PassThroughClock,
  part: SentPart,
): Promise<Delivery> {
  const watch = watchTransfer(origin, clock);
  const read = { bytes: 0 };
  const source = part.slice ? sliceOf(origin.body, part.slice, read, watch.cutHere) : origin.body;
  const delivery = await deliver(
    { ...plan, converting: false },
    source,
    part.size,
    watch.failureAtEnd,
    watch.stop,
  ).catch((error: unknown) => {
    watch.release();
    throw error;
  });
  delivery.done.then(watch.release, watch.release);
  const charged = (sent: number) => Math.max(sent, read.bytes);
  const done = delivery.done.then(({ bytes }) => ({ bytes: charged(bytes) }));
  done.catch(() => {});
  return { ...delivery, done, bytesSoFar: () => charged(delivery.bytesSoFar()) };
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
