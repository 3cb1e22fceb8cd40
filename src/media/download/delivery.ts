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
  return new DeliveryRun(plan, source, size, failure, stopAll).begin();
}

/** One delivery's state, and the named steps that move it: each chunk, the source's end or break, a cancel. */
class DeliveryRun {
  private readonly out = new PassThrough({ highWaterMark: 256 * 1024 });
  private bytes = 0;
  /** Bytes the quota allows so far (asked again before passing it). */
  private allowed = 0;
  /** The quota's refusal, passed on as it is (it carries its own answer, e.g. HTTP 429). */
  private quotaError: Error | undefined;
  private lastProgress = 0;
  /** `done` has its answer: nothing more is sent. */
  private settled = false;
  /** The caller has the Delivery (its first bytes are there, or the stream ended cleanly). */
  private started = false;
  /** The source's end (or break) is being handled. */
  private ended = false;
  /** Set while the quota is asked for more; chunks that arrive meanwhile queue behind it, in order. */
  private extending: Promise<void> | undefined;
  private readonly done: Promise<{ bytes: number }>;
  private resolveDone!: (v: { bytes: number }) => void;
  private rejectDone!: (e: Error) => void;
  private resolveStart!: (delivery: Delivery) => void;
  private rejectStart!: (error: unknown) => void;
  private readonly cancel = () => this.fail(new MediaError('cancelled', sentence('error-download-cancelled')));

  constructor(
    private readonly plan: DeliveryOptions,
    private readonly source: Readable,
    private readonly size: number | undefined,
    private readonly failure: () => Promise<MediaError | undefined>,
    private readonly stopAll: () => void,
  ) {
    this.done = new Promise<{ bytes: number }>((res, rej) => {
      this.resolveDone = res;
      this.rejectDone = rej;
    });
    this.done.catch(() => {});
  }

  /** Resolves with the Delivery at the first byte sent (or a clean end), rejects when it fails before. */
  begin(): Promise<Delivery> {
    return new Promise<Delivery>((resolveStart, rejectStart) => {
      this.resolveStart = resolveStart;
      this.rejectStart = rejectStart;
      this.listen();
    });
  }

  private listen(): void {
    const { source, out } = this;
    source.on('data', (chunk: Buffer) => this.onChunk(chunk));
    source.on('error', () => {});
    // Errors reach the consumer through its own listener; this one keeps a late error (after
    // the consumer left) from becoming an uncaught exception.
    out.on('error', () => {});
    source.on('end', () => void this.onSourceEnd());
    // A source destroyed before its end (a connection to the site that broke) ends the delivery
    // too; `failure` says why, and it is never taken for complete when it has no answer.
    source.on('close', () => this.onSourceClosed());
    // A consumer that goes away (client hang-up) stops the processes at once.
    out.on('close', () => {
      if (!this.settled) this.cancel();
    });
    this.done.catch((error: unknown) => this.failStart(error));
    this.plan.signal?.addEventListener('abort', this.cancel, { once: true });
  }

  /** Hands the caller its Delivery, once. */
  private announceStart(): void {
    if (this.started) return;
    this.started = true;
    const { out: stream, size, done, cancel } = this;
    this.resolveStart({ stream, size, done, cancel, bytesSoFar: () => this.bytes });
  }

  /** A failure before the Delivery was handed over rejects the start: a MediaError or the quota's refusal as is. */
  private failStart(error: unknown): void {
    if (this.started) return;
    const known = isMediaError(error) || error === this.quotaError;
    this.rejectStart(known ? error : new MediaError('internal', sentence('error-download-failed')));
  }

  private fail(error: Error): void {
    if (this.settled) return;
    this.settled = true;
    this.stopAll();
    this.source.destroy();
    this.out.destroy(error);
    this.rejectDone(error);
  }

  /** Ends the delivery with `error`; a start still waiting is rejected with this very error. */
  private failEnd(error: Error): void {
    this.fail(error);
    if (!this.started) this.rejectStart(error);
  }

  /** A chunk within what the quota allowed so far is sent now; others wait for the quota's answer. */
  private onChunk(chunk: Buffer): void {
    if (this.settled) return;
    const quota = this.plan.quota;
    if (!quota || (!this.extending && this.bytes + chunk.length <= this.allowed)) {
      this.accept(chunk);
    } else {
      // The quota may answer later (its records can be in a database across the network): hold the source.
      this.source.pause();
      this.askQuotaFor(chunk, quota);
    }
  }

  /** Asks the quota for the chunk's bytes behind any question already asked; the source resumes after the last. */
  private askQuotaFor(chunk: Buffer, quota: Pick<ByteQuota, 'extend'>): void {
    const asked = (this.extending ?? Promise.resolve())
      .then(async () => {
        if (this.settled) return;
        const wanted = this.bytes + chunk.length;
        if (wanted > this.allowed) this.allowed = await quota.extend(wanted, this.bytes);
        if (!this.settled) this.accept(chunk);
      })
      .catch((error: unknown) => {
        // Cut before this chunk: what was sent stays within the quota.
        this.quotaError = error instanceof Error ? error : new Error(String(error));
        this.fail(this.quotaError);
      });
    this.extending = asked;
    void asked.then(() => {
      if (this.extending !== asked) return;
      this.extending = undefined;
      if (!this.settled && !this.out.writableNeedDrain) this.source.resume();
    });
  }

  /** Sends one chunk the quota allows. */
  private accept(chunk: Buffer): void {
    this.bytes += chunk.length;
    const overLimit = this.overLimit();
    if (overLimit) {
      this.fail(overLimit);
      return;
    }
    if (!this.out.write(chunk)) {
      this.source.pause();
      this.out.once('drain', () => this.source.resume());
    }
    this.reportProgress();
    this.announceStart();
  }

  /** More than the announced length, or than MAX_FILESIZE_MB: the stream is cut. */
  private overLimit(): MediaError | undefined {
    const { bytes, size, plan } = this;
    if (size !== undefined && bytes > size) return lengthMismatch(bytes, size);
    if (bytes > plan.maxBytes) return tooLarge(plan.maxBytes);
    return undefined;
  }

  /** At most one progress report a second. */
  private reportProgress(): void {
    const { plan, bytes } = this;
    const now = Date.now();
    if (!plan.onProgress || now - this.lastProgress < PROGRESS_INTERVAL_MS) return;
    this.lastProgress = now;
    const fraction = plan.expectedBytes ? Math.min(0.99, bytes / plan.expectedBytes) : undefined;
    plan.onProgress({
      phase: plan.converting ? 'converting' : 'downloading',
      bytes,
      ...(fraction !== undefined ? { fraction } : {}),
    });
  }

  /** The source ended: complete only when nothing failed, some bytes came, and as many as announced. */
  private async onSourceEnd(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    // Chunks still waiting for the quota belong before the end.
    await this.extending;
    const error = await this.endError();
    if (error) return this.failEnd(error);
    if (this.settled) return;
    this.settled = true;
    this.announceStart();
    this.out.end();
    this.resolveDone({ bytes: this.bytes });
  }

  /** Why a source that ended is not complete: the caller's failure, no data, or a length other than announced. */
  private async endError(): Promise<MediaError | undefined> {
    const failed = await this.failure();
    // Read after the caller's answer, as the bytes stand then.
    const { bytes, size } = this;
    return (
      failed ??
      (bytes === 0 ? new MediaError('processing_failed', sentence('error-download-no-data')) : undefined) ??
      (size !== undefined && bytes !== size ? lengthMismatch(bytes, size) : undefined)
    );
  }

  /** The source closed before its end: failed, with the caller's reason or as incomplete. */
  private onSourceClosed(): void {
    if (this.source.readableEnded || this.ended) return;
    void (async () => {
      const error = (await this.failure()) ?? new MediaError('unreachable', sentence('error-media-incomplete'));
      this.ended = true;
      this.failEnd(error);
    })();
  }
}
