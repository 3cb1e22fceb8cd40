import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { asKnownFault } from '../../src/faults.js';
import {
  type DownloadRequest,
  diskFullError,
  isMediaError,
  type LookupCounter,
  type MediaApi,
} from '../../src/media/index.js';
import {
  downloadDurationLimit,
  downloadQuota,
  LimitReachedError,
  type UsageFinish,
  type UsageTicket,
} from '../../src/usage/index.js';
import type { JobControl } from './job-registry.js';
import type { JobEnd } from './job-texts.js';

/** What a job reports while it runs; each platform words it its own way. */
export type JobProgress =
  /** Waiting for a free job slot (MAX_CONCURRENT_JOBS busy), `ahead` other jobs before it. */
  | { stage: 'queued'; ahead: number }
  | { stage: 'downloading' | 'converting' | 'compressing'; fraction?: number | undefined; bytes: number }
  | { stage: 'uploading'; bytes: number };

/** A downloaded file in the job's folder, waiting for its upload. */
export interface SavedFile {
  path: string;
  /** The name the upload gets. */
  name: string;
  contentType: string;
  bytes: number;
  /** What the media layer learnt while downloading (the listed format may have said less). */
  durationSeconds?: number | undefined;
  width?: number | undefined;
  height?: number | undefined;
}

/** Thrown by a platform's upload when the platform refused the file as too large (HTTP 413). */
export class UploadRefusedAsTooLarge extends Error {
  override name = 'UploadRefusedAsTooLarge';
}

/** One admitted download. */
export interface DownloadSpec {
  media: MediaApi;
  request: DownloadRequest;
  /** The admitted usage row; finished here exactly once. */
  ticket: UsageTicket;
  /** Where a new extraction of the link (the card's info left the cache) counts as the user's lookup. */
  lookups: LookupCounter;
  /** The media's extractor name, recorded with the outcome. */
  mediaPlatform: string;
  uploadLimitBytes: number;
  /** The job's own folder (removed at the end, whatever happened). */
  dir: string;
  job: JobControl;
  /** Logs a failure that is not the user's or the media's doing (the platform's, the disk's). */
  logFailure(error: unknown): void;
}

/** What speaks the platform: shows progress and uploads the file. */
export interface DownloadPlatform {
  progress(progress: JobProgress): void;
  /** Uploads the file; throws {@link UploadRefusedAsTooLarge} when the platform refuses its size. */
  upload(file: SavedFile, signal: AbortSignal): Promise<void>;
}

/** Raised while writing when the file outgrows the upload limit. */
class OverUploadLimit extends Error {}

/**
 * Download → temp file (so an upload can be retried, and never held in
 * memory) → upload. Stops as soon as the file passes the upload limit.
 * Records the outcome on the ticket (recordJobEnd) and returns it; never throws.
 */
export async function runDownload(spec: DownloadSpec, platform: DownloadPlatform): Promise<JobEnd> {
  const { signal } = spec.job;
  const written = { bytes: 0 };
  let end: JobEnd;
  try {
    await mkdir(spec.dir, { recursive: true });
    const handle = await spec.media.download(spec.request, {
      signal,
      onProgress: (p) => {
        spec.job.progress?.(p.bytes, p.fraction);
        platform.progress({
          stage: p.phase,
          fraction: p.fraction,
          bytes: p.bytes,
        });
      },
      onQueued: (ahead) => platform.progress({ stage: 'queued', ahead }),
      quota: downloadQuota(spec.ticket),
      lookups: spec.lookups,
      durationLimit: downloadDurationLimit(spec.ticket),
    });
    // Its first bytes exist: the time to first byte the metrics count (usage observer).
    spec.ticket.firstByte();
    if (signal.aborted || (handle.size !== undefined && handle.size > spec.uploadLimitBytes)) {
      handle.cancel();
      await handle.done.catch(() => undefined);
      throw signal.aborted ? signal.reason : new OverUploadLimit();
    }
    const file: SavedFile = {
      path: path.join(spec.dir, handle.filename),
      name: handle.filename,
      contentType: handle.mimeType,
      bytes: 0,
      durationSeconds: handle.durationSeconds,
      width: handle.width,
      height: handle.height,
    };
    await saveFile(handle, file.path, spec.uploadLimitBytes, signal, written);
    file.bytes = written.bytes;
    platform.progress({ stage: 'uploading', bytes: file.bytes });
    await platform.upload(file, signal);
    end = { kind: 'delivered', bytes: file.bytes };
  } catch (error) {
    end = classify(error, spec.job, written.bytes);
  } finally {
    await rm(spec.dir, { recursive: true, force: true }).catch(() => undefined);
  }
  if (end.kind === 'failed' && !isMediaError(asKnownFault(end.error))) spec.logFailure(end.error);
  await recordJobEnd(spec.ticket, end, spec.mediaPlatform);
  return end;
}

function classify(error: unknown, job: JobControl, bytes: number): JobEnd {
  if (job.signal.aborted) return { kind: job.stoppedByShutdown ? 'shutdown' : 'cancelled', bytes };
  if (error instanceof LimitReachedError) {
    return { kind: 'limit_reached', bytes: error.bytesSent ?? bytes, refusal: error.refusal };
  }
  if (error instanceof OverUploadLimit || error instanceof UploadRefusedAsTooLarge) {
    return { kind: 'over_upload_limit', bytes };
  }
  return { kind: 'failed', bytes, error };
}

/**
 * Records how a job ended, the same way on every platform. A file over the
 * upload limit is `cancelled/over_upload_limit`: the bot stopped on purpose,
 * nothing failed, and it must not use up one of the day's downloads (the
 * direct link, if taken, is the download that counts). The bytes moved are
 * recorded in every case, since they were transferred either way.
 */
export async function recordJobEnd(ticket: UsageTicket, end: JobEnd, mediaPlatform: string): Promise<void> {
  await ticket.finish({ ...finishOf(end), bytes: end.bytes, mediaPlatform });
}

function finishOf(end: JobEnd): Pick<UsageFinish, 'outcome' | 'errorCode'> {
  switch (end.kind) {
    case 'delivered':
      return { outcome: 'ok' };
    case 'over_upload_limit':
    case 'cancelled':
    case 'shutdown':
      return { outcome: 'cancelled', errorCode: end.kind };
    case 'limit_reached':
      return { outcome: 'error', errorCode: end.refusal.code };
    case 'failed': {
      const error = asKnownFault(end.error);
      return { outcome: 'error', errorCode: isMediaError(error) ? error.code : 'upload_failed' };
    }
  }
}

/** Writes the download to `filePath`, counting bytes into `written`, stopping past `limitBytes`. */
async function saveFile(
  handle: Awaited<ReturnType<MediaApi['download']>>,
  filePath: string,
  limitBytes: number,
  signal: AbortSignal,
  written: { bytes: number },
): Promise<void> {
  let over = false;
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      over = written.bytes + chunk.length > limitBytes;
      if (over) return callback(new OverUploadLimit());
      written.bytes += chunk.length;
      callback(null, chunk);
    },
  });
  const file = createWriteStream(filePath);
  let writeError: NodeJS.ErrnoException | undefined;
  file.once('error', (error) => {
    writeError = error;
  });
  try {
    await Promise.all([pipeline(handle.stream, guard, file, { signal }), handle.done]);
  } catch (error) {
    handle.cancel();
    // The stream's error is the failure `done` reports, with its MediaError code.
    const failure = await handle.done.then(
      () => undefined,
      (doneError: unknown) => doneError,
    );
    // Stopping the stream at the limit can make `done` reject first (as cancelled): the limit is the reason.
    if (over) throw new OverUploadLimit();
    if (writeError?.code === 'ENOSPC') throw diskFullError(writeError);
    throw failure ?? error;
  }
}

/** Removes job folders a crash left behind (`<tmpDir>/<prefix>…`); none are in use before the bot starts. */
export async function sweepJobDirs(tmpDir: string, prefix: string): Promise<void> {
  const names = await readdir(tmpDir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.startsWith(prefix))
      .map((name) => rm(path.join(tmpDir, name), { recursive: true, force: true }).catch(() => undefined)),
  );
}
