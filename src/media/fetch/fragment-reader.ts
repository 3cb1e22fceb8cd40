/**
 * The server's own fetch of a DASH or HLS stream's fragments as one byte stream for ffmpeg's pipe, each fragment
 * a GET through the egress rules. Up to `concurrency` are in flight (FRAGMENT_CONCURRENCY) to hide each request's
 * fixed cost, each buffering at most FRAGMENT_BUFFER_BYTES ahead; reading follows ffmpeg's pace. A fragment that
 * fails destroys the stream with a MediaError, so it never ends as if complete.
 */
import { Readable } from 'node:stream';
import { sentence } from '../../i18n/index.js';
import { isMediaError, MediaError, tooLarge } from '../errors.js';
import { notify } from '../observer.js';
import { fetchOrigin, type OriginConnector, type OriginResponse } from './origin-fetch.js';

/** Bytes a fragment ahead of the current one may hold in memory before its connection is paused. */
const FRAGMENT_BUFFER_BYTES = 2 * 1024 * 1024;

export interface FragmentFetch {
  urls: URL[];
  connect: OriginConnector;
  /** Fragments in flight at once (≥ 1). */
  concurrency: number;
  httpHeaders?: Record<string, string> | null | undefined;
  cookies?: string | undefined;
  /** The URL the credentials were made for (the format's): they go to its origin only. */
  credentialsFor?: string | undefined;
  /** Shared by the streams of one job: all the bytes they may fetch (MAX_FILESIZE_MB). */
  budget: { used: number; max: number };
  /** Told of each fragment read whole (the metrics' fragments fetched). */
  onFragment?: (() => void) | undefined;
}

/** One fragment's response, buffered up to FRAGMENT_BUFFER_BYTES until it is its turn. */
class Prefetch {
  private readonly chunks: Buffer[] = [];
  private buffered = 0;
  private ended = false;
  private error: Error | undefined;
  private wake: (() => void) | undefined;
  private response: OriginResponse | undefined;
  private closed = false;

  constructor(started: Promise<OriginResponse>) {
    started.then(
      (response) => {
        if (this.closed) return response.close();
        this.response = response;
        const body = response.body;
        body.on('data', (chunk: Buffer) => {
          this.chunks.push(chunk);
          this.buffered += chunk.length;
          if (this.buffered >= FRAGMENT_BUFFER_BYTES) body.pause();
          this.notify();
        });
        body.once('end', () => {
          this.ended = true;
          if (!response.complete()) this.error ??= cutShort();
          this.notify();
        });
        body.once('error', (cause) => this.fail(cutShort(cause)));
        body.once('close', () => {
          if (!this.ended) this.fail(cutShort());
        });
      },
      (error: unknown) =>
        this.fail(isMediaError(error) ? error : new MediaError('unreachable', sentence('error-fragment-not-fetched'))),
    );
  }

  /** The fragment's bytes as they come; throws when it fails or arrives incomplete. */
  async *bytes(): AsyncGenerator<Buffer> {
    for (;;) {
      const chunk = this.chunks.shift();
      if (chunk) {
        this.buffered -= chunk.length;
        if (this.buffered < FRAGMENT_BUFFER_BYTES) this.response?.body.resume();
        yield chunk;
        continue;
      }
      if (this.error) throw this.error;
      if (this.ended) return;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }

  close(): void {
    this.closed = true;
    this.response?.close();
    this.notify();
  }

  private fail(error: Error): void {
    this.error ??= error;
    this.notify();
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }
}

function cutShort(cause?: unknown): MediaError {
  return new MediaError('unreachable', sentence('error-fragment-incomplete'), { cause });
}

/**
 * The fragments of one stream as a Readable. Destroying it (the download
 * failed, the client left) closes every fragment connection at once.
 */
export function readFragments(fetch: FragmentFetch): Readable {
  const abort = new AbortController();
  const inFlight: Prefetch[] = [];
  let next = 0;
  const start = () => {
    while (next < fetch.urls.length && inFlight.length < Math.max(1, fetch.concurrency)) {
      const url = fetch.urls[next++] as URL;
      const response = fetchOrigin(fetch.connect, {
        url: url.href,
        httpHeaders: fetch.httpHeaders,
        cookies: fetch.cookies,
        credentialsFor: fetch.credentialsFor,
        signal: abort.signal,
      });
      inFlight.push(new Prefetch(response));
    }
  };
  async function* all(): AsyncGenerator<Buffer> {
    for (;;) {
      start();
      const current = inFlight[0];
      if (!current) return;
      for await (const chunk of current.bytes()) {
        fetch.budget.used += chunk.length;
        if (fetch.budget.used > fetch.budget.max) throw tooLarge(fetch.budget.max);
        // Keep the window full while this fragment is passed on.
        start();
        yield chunk;
      }
      inFlight.shift();
      if (fetch.onFragment) notify(fetch.onFragment);
    }
  }
  const stream = Readable.from(all(), { objectMode: false, highWaterMark: 64 * 1024 });
  // A generator waiting on a response cannot be returned from at once: the connections are closed here.
  stream.once('close', () => {
    abort.abort();
    for (const prefetch of inFlight.splice(0)) prefetch.close();
  });
  return stream;
}
