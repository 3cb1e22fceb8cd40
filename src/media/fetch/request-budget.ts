/**
 * One budget of requests per job, over every request the job makes itself (files, fragments, playlists,
 * subtitles, the cover; redirects and empty answers count too), so a playlist of 20,000 empty segments cannot
 * make one download into 20,000 requests: byte limits never see empty answers. A job earns requests by what it
 * receives ({@link REQUESTS_PER_MB}: each costs the site 8 KB sent), beyond {@link JOB_BASE_REQUESTS}; subtitle
 * tracks earn a few per minute of media, and subtitles and covers have caps per job that nothing raises.
 */
import type net from 'node:net';
import { sentence } from '../../i18n/index.js';
import { MediaError } from '../errors.js';
import { notify } from '../observer.js';
import type { OriginConnector } from './origin-fetch.js';

/** The kinds of request a job makes itself (the metrics' label values). */
export const jobRequestKinds = ['file', 'fragment', 'subtitle', 'cover'] as const;
export type JobRequestKind = (typeof jobRequestKinds)[number];

export const JOB_BASE_REQUESTS = 100;
export const REQUESTS_PER_MB = 128;
export const SUBTITLE_REQUESTS_PER_MINUTE = 20;
/**
 * The most segments one subtitle playlist may have: 2,000 segments of 6 s
 * (the HLS authoring spec's length) are 3 h 20 min, longer than any film. A
 * longer list is refused once read, before any segment is fetched. Media
 * playlists keep their own cap (fragments.ts, 24 h in 1 s fragments): their
 * fragments carry bytes, and the budget follows those.
 */
export const MAX_SUBTITLE_SEGMENTS = 2_000;
/**
 * Subtitle requests of one job in all, whatever its tracks (up to 8) and the
 * length claimed: one track of MAX_SUBTITLE_SEGMENTS with room for the
 * others' files and playlists, or a 100-minute film's tracks in 6 s segments
 * for three languages (16,000 were possible).
 */
export const SUBTITLE_REQUESTS_PER_JOB = 3_000;
/** A cover is one picture; the rest is room for its redirects (MAX_REDIRECTS is 10). */
export const COVER_REQUESTS_PER_JOB = 16;

/** Kinds whose requests have a cap of their own for the whole job. */
const KIND_CAPS: Partial<Record<JobRequestKind, number>> = {
  subtitle: SUBTITLE_REQUESTS_PER_JOB,
  cover: COVER_REQUESTS_PER_JOB,
};

const MIB = 1024 * 1024;

/** What a job delivers, known before it starts. */
export interface JobRequestShape {
  /** Subtitle tracks the job fetches (muxed, or the one of kind=subtitles). */
  subtitleTracks?: number | undefined;
  /** The media's length in seconds, when known. */
  mediaLengthS?: number | undefined;
}

/** Told of each request made and each one the budget refused (the metrics). */
export interface JobRequestObserver {
  made?(kind: JobRequestKind): void;
  refused?(kind: JobRequestKind): void;
}

/** The requests a job may make before any byte has arrived. */
export function baseAllowance(shape: JobRequestShape): number {
  const tracks = shape.subtitleTracks ?? 0;
  const length = shape.mediaLengthS;
  // Unknown length: the cap, which a site could have had by stating any length.
  const perTrack =
    length !== undefined && Number.isFinite(length) && length >= 0
      ? Math.min(MAX_SUBTITLE_SEGMENTS, Math.ceil(length / 60) * SUBTITLE_REQUESTS_PER_MINUTE)
      : MAX_SUBTITLE_SEGMENTS;
  return JOB_BASE_REQUESTS + Math.min(SUBTITLE_REQUESTS_PER_JOB, tracks * perTrack);
}

/** The refusal of a request past the budget: a clear code, a sentence, nothing sent. */
export function tooManyFetches(count: number): MediaError {
  return new MediaError('too_many_fetches', sentence('error-too-many-fetches', { count }));
}

export class RequestBudget {
  private made = 0;
  private readonly madeOfKind = new Map<JobRequestKind, number>();
  /** Bytes of the connections that have closed; open ones are read as they stand. */
  private closedBytes = 0;
  private readonly open = new Set<net.Socket>();
  private readonly base: number;

  constructor(
    shape: JobRequestShape,
    private readonly observer: JobRequestObserver = {},
  ) {
    this.base = baseAllowance(shape);
  }

  /** Requests made so far. */
  get requests(): number {
    return this.made;
  }

  /** What may be made in all, now. */
  allowance(): number {
    let bytes = this.closedBytes;
    for (const socket of this.open) bytes += socket.bytesRead;
    return this.base + Math.floor((bytes / MIB) * REQUESTS_PER_MB);
  }

  /** Counts one request; false (and counted as refused) when the budget is spent. */
  tryTake(kind: JobRequestKind): boolean {
    const ofKind = this.madeOfKind.get(kind) ?? 0;
    if (this.made >= this.allowance() || ofKind >= (KIND_CAPS[kind] ?? Number.POSITIVE_INFINITY)) {
      notify(() => this.observer.refused?.(kind));
      return false;
    }
    this.made += 1;
    this.madeOfKind.set(kind, ofKind + 1);
    notify(() => this.observer.made?.(kind));
    return true;
  }

  /** Counts one request; throws `too_many_fetches` when the budget is spent. */
  take(kind: JobRequestKind): void {
    if (!this.tryTake(kind)) throw tooManyFetches(this.made);
  }

  /**
   * `connect` with each connection counted as one `kind` request before it
   * is opened, and the bytes it reads counted as they come. Every request of
   * the server's own fetch opens a connection of its own (origin-fetch.ts),
   * so this counts requests, redirects included.
   */
  connector(kind: JobRequestKind, connect: OriginConnector): OriginConnector {
    return async (url) => {
      this.take(kind);
      const opened = await connect(url);
      const socket = opened.socket;
      if (socket.destroyed) return opened;
      this.open.add(socket);
      socket.once('close', () => {
        this.open.delete(socket);
        this.closedBytes += socket.bytesRead;
      });
      return opened;
    };
  }
}
