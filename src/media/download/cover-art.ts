/**
 * The cover picture of a tagged audio download (issue 26): the media's
 * thumbnail as a JPEG of at most 1280 px on its long side, cropped square
 * (centre) for a music channel's upload or a thumbnail that is square
 * already but for a few pixels. Made by our confined ffmpeg (the same render
 * as the bots' upload thumbnails, tools/probe.ts), its traffic through an
 * egress session of its own: the private-address rule applies as to any
 * media URL, and a refusal there never counts as the download's own.
 *
 * A cover is a nicety: a file goes without one rather than wait. The fetch
 * starts before the formats are chosen (an MP3's conversion then starts
 * without waiting for it, see src/options/cover-tags) and is given a few seconds at most
 * (never past the job's deadline); no thumbnail, a refused, failing or slow
 * one each mean no cover, logged, never an error of the download.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CoverArt } from '../../options/index.js';
import type { Deadline } from '../deadline.js';
import type { EgressProxy, ProxySession } from '../egress/proxy.js';
import { parseMediaUrl } from '../egress/url-guard.js';
import type { RequestBudget } from '../fetch/request-budget.js';
import { renderPicture } from '../tools/probe.js';
import type { ToolLauncher } from '../tools/sandbox/confinement.js';
import { isMusicChannel } from './tags.js';

/** The longest a cover may delay a download's first byte. */
export const COVER_TIMEOUT_MS = 5_000;
/** The long side of a cover, at most (players show them small; 1280 is YouTube's largest thumbnail). */
export const COVER_MAX_SIDE = 1280;
/** What a thumbnail's answer may bring (a picture is far less; a "thumbnail" of gigabytes is cut off). */
const MAX_THUMBNAIL_BYTES = 16 * 1024 * 1024;
/** A JPEG of 1280×1280 at quality 3 is a few hundred KB; a larger one would bloat every file: left out. */
const MAX_COVER_BYTES = 2 * 1024 * 1024;

/** A cover being made alongside the job's start. */
export interface PendingCover {
  /** The cover, or undefined when there is none (never rejects). */
  result: Promise<CoverArt | undefined>;
  /** Stops a fetch still running and waits for it to end (before the job's folder goes). */
  stop(): Promise<void>;
}

export interface CoverArtDeps {
  ffmpegBinary: string;
  proxy: EgressProxy;
  /** The confined launcher whose traffic goes through `session`. */
  launcherFor(session: ProxySession): ToolLauncher;
  logger?: { info(obj: object, msg?: string): void } | undefined;
}

export interface CoverArtJob {
  /** The media's thumbnail URL (yt-dlp's `thumbnail`), if it has one. */
  url: string | null | undefined;
  uploader: string | undefined;
  jobDir: string;
  deadline: Deadline;
  signal?: AbortSignal | undefined;
  /** The job's request budget: each request of the cover's fetch counts (a refused one means no cover). */
  requests?: RequestBudget | undefined;
}

const NONE: PendingCover = { result: Promise.resolve(undefined), stop: async () => undefined };

/**
 * The crop and scale of a cover: square (the centre) always for a music
 * channel, else only when the picture is within 10 % of square; then at most
 * {@link COVER_MAX_SIDE} px on its long side, never enlarged.
 */
export function coverFilter(square: 'always' | 'near-square'): string {
  const crop = square === 'always' ? '1' : 'between(iw/ih,0.9,1.1)';
  const side = `min(iw,ih)`;
  const max = COVER_MAX_SIDE;
  return (
    `crop=w='if(${crop},${side},iw)':h='if(${crop},${side},ih)',` +
    `scale=w='min(${max},iw)':h='min(${max},ih)':force_original_aspect_ratio=decrease`
  );
}

/** Starts making the cover of a job; see the file's comment for what may come of it. */
export function startCoverArt(deps: CoverArtDeps, job: CoverArtJob): PendingCover {
  if (!job.url) return NONE;
  const controller = new AbortController();
  const signal = AbortSignal.any([controller.signal, job.deadline.signal, ...(job.signal ? [job.signal] : [])]);
  const started = Date.now();
  const result = makeCover(deps, job.url, job, signal).catch((error: unknown) => {
    deps.logger?.info(
      { err: error, ms: Date.now() - started, aborted: signal.aborted },
      'no cover art: the file goes without one',
    );
    return undefined;
  });
  return {
    result,
    async stop() {
      controller.abort();
      await result;
    },
  };
}

async function makeCover(deps: CoverArtDeps, rawUrl: string, job: CoverArtJob, signal: AbortSignal): Promise<CoverArt> {
  const url = parseMediaUrl(rawUrl);
  const requests = job.requests;
  const session = deps.proxy.createSession({
    maxResponseBytes: MAX_THUMBNAIL_BYTES,
    onRequest: requests && (() => requests.tryTake('cover')),
  });
  const output = path.join(job.jobDir, 'cover.jpg');
  try {
    await renderPicture(deps.ffmpegBinary, url.href, output, {
      launcher: deps.launcherFor(session),
      filter: coverFilter(isMusicChannel(job.uploader) ? 'always' : 'near-square'),
      quality: 3,
      what: 'cover',
      signal,
      timeoutMs: Math.min(COVER_TIMEOUT_MS, job.deadline.remainingMs()),
    });
  } finally {
    session.end();
  }
  const jpeg = await readFile(output);
  if (jpeg.length === 0 || jpeg.length > MAX_COVER_BYTES) throw new Error(`a cover of ${jpeg.length} bytes`);
  return { path: output, jpeg };
}
