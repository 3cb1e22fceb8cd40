import { PassThrough, type Readable } from 'node:stream';
import { sentence } from '../../i18n/index.js';
import { isMediaError, MediaError, tooLarge } from '../errors.js';
import type { ByteQuota, DownloadProgress } from '../types.js';

const PROGRESS_INTERVAL_MS = 1000;

/** What delivery needs to know of a download. */
export interface DeliveryOptions {
  maxBytes: number;
  /** Approximate total, for progress fractions. */
  expectedBytes?: number | undefined;
  converting: boolean;
  onProgress?: ((progress: DownloadProgress) => void) | undefined;
  signal?: AbortSignal | undefined;
  /** Asked before each byte past what it allowed so far; when it throws, the stream is cut with its error. */
  quota?: Pick<ByteQuota, 'extend'> | undefined;
}

export interface Delivery {
  stream: Readable;
  /** Known only when the file was finished before sending (or passed through with an exact size). */
  size?: number | undefined;
  /** Resolves with the bytes sent when the stream ended cleanly; rejects with a MediaError (or the quota's error) otherwise. */
  done: Promise<{ bytes: number }>;
  /** Bytes delivered so far (for usage records of cancelled downloads). */
  bytesSoFar(): number;
  cancel(): void;
}

/** A stream whose length was announced (Content-Length) must have exactly that length to count as complete. */
function lengthMismatch(bytes: number, size: number): MediaError {
  return new MediaError('unreachable', sentence('error-length-mismatch', { size, bytes }));
}

/** Counts bytes, enforces the size and byte quota limits, reports progress, and decides how the stream ends. */
export function deliver(
  plan: DeliveryOptions,
  source: Readable,
  size: number | undefined,
  failure: () => Promise<MediaError | undefined>,
  stopAll: () => void,
): Promise<Delivery> {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  let bytes = 0;
  /** Bytes the quota allows so far (asked again before passing it). */
  let allowed = 0;
  /** The quota's refusal, passed on as it is (it carries its own answer, e.g. HTTP 429). */
  let quotaError: Error | undefined;
  let lastProgress = 0;
  let settled = false;
  let resolveDone!: (v: { bytes: number }) => void;
  let rejectDone!: (e: Error) => void;
  const done = new Promise<{ bytes: number }>((res, rej) => {
    resolveDone = res;
    rejectDone = rej;
  });
  done.catch(() => {});

  const fail = (error: Error) => {
    if (settled) return;
    settled = true;
    stopAll();
    source.destroy();
    out.destroy(error);
    rejectDone(error);
  };

  return new Promise<Delivery>((resolveStart, rejectStart) => {
    let started = false;
    const cancel = () => fail(new MediaError('cancelled', sentence('error-download-cancelled')));
    const start = () => {
      if (started) return;
      started = true;
      resolveStart({ stream: out, size, done, cancel, bytesSoFar: () => bytes });
    };

    /** Sends one chunk the quota allows. */
    const accept = (chunk: Buffer) => {
      bytes += chunk.length;
      if (size !== undefined && bytes > size) {
        fail(lengthMismatch(bytes, size));
        return;
      }
      if (bytes > plan.maxBytes) {
        fail(tooLarge(plan.maxBytes));
        return;
      }
      if (!out.write(chunk)) {
        source.pause();
        out.once('drain', () => source.resume());
      }
      const now = Date.now();
      if (plan.onProgress && now - lastProgress >= PROGRESS_INTERVAL_MS) {
        lastProgress = now;
        const fraction = plan.expectedBytes ? Math.min(0.99, bytes / plan.expectedBytes) : undefined;
        plan.onProgress({
          phase: plan.converting ? 'converting' : 'downloading',
          bytes,
          ...(fraction !== undefined ? { fraction } : {}),
        });
      }
      start();
    };
    /** Set while the quota is asked for more; chunks that arrive meanwhile queue behind it, in order. */
    let extending: Promise<void> | undefined;
    source.on('data', (chunk: Buffer) => {
      if (settled) return;
      const quota = plan.quota;
      if (!quota || (!extending && bytes + chunk.length <= allowed)) return accept(chunk);
      // The quota may answer later (its records can be in a database across the network): hold the source.
      source.pause();
      const asked = (extending ?? Promise.resolve())
        .then(async () => {
          if (settled) return;
          if (bytes + chunk.length > allowed) allowed = await quota.extend(bytes + chunk.length, bytes);
          if (!settled) accept(chunk);
        })
        .catch((error: unknown) => {
          // Cut before this chunk: what was sent stays within the quota.
          quotaError = error instanceof Error ? error : new Error(String(error));
          fail(quotaError);
        });
      extending = asked;
      void asked.then(() => {
        if (extending !== asked) return;
        extending = undefined;
        if (!settled && !out.writableNeedDrain) source.resume();
      });
    });
    source.on('error', () => {});
    // Errors reach the consumer through its own listener; this one keeps a late error (after
    // the consumer left) from becoming an uncaught exception.
    out.on('error', () => {});
    let ended = false;
    const onEnd = async () => {
      if (ended) return;
      ended = true;
      // Chunks still waiting for the quota belong before the end.
      await extending;
      const error =
        (await failure()) ??
        (bytes === 0 ? new MediaError('processing_failed', sentence('error-download-no-data')) : undefined) ??
        (size !== undefined && bytes !== size ? lengthMismatch(bytes, size) : undefined);
      if (error) {
        fail(error);
        if (!started) rejectStart(error);
        return;
      }
      if (settled) return;
      settled = true;
      start();
      out.end();
      resolveDone({ bytes });
    };
    source.on('end', onEnd);
    // A source destroyed before its end (a connection to the site that broke) ends the delivery
    // too; `failure` says why, and it is never taken for complete when it has no answer.
    source.on('close', () => {
      if (source.readableEnded || ended) return;
      void (async () => {
        const error = (await failure()) ?? new MediaError('unreachable', sentence('error-media-incomplete'));
        ended = true;
        fail(error);
        if (!started) rejectStart(error);
      })();
    });
    // A consumer that goes away (client hang-up) stops the processes at once.
    out.on('close', () => {
      if (!settled) cancel();
    });
    done.catch((error: unknown) => {
      if (!started) {
        rejectStart(
          isMediaError(error) || error === quotaError
            ? error
            : new MediaError('internal', sentence('error-download-failed')),
        );
      }
    });
    plan.signal?.addEventListener('abort', cancel, { once: true });
  });
}
