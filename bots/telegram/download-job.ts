import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Api, GrammyError, InlineKeyboard, InputFile } from 'grammy';
import type { User } from 'grammy/types';
import type { Logger } from '../../src/logger.js';
import { isMediaError } from '../../src/media/errors.js';
import { displayTitle } from '../../src/media/filename.js';
import type { DownloadHandle, DownloadProgress, MediaApi } from '../../src/media/types.js';
import { downloadQuota, LimitReachedError, type UsageService, type UsageTicket } from '../../src/usage/index.js';
import { directDownloadLink } from '../shared/download-link.js';
import { RESTARTING, STOPPED_FOR_RESTART } from '../shared/maintenance.js';
import { errorSentence, formatBytes } from '../shared/texts.js';
import { MAX_TEXT_LENGTH } from './api-guards.js';
import { cancelData } from './callback-data.js';
import type { Card, Choice } from './card-store.js';
import { repeatChatAction } from './chat-action.js';
import { type PlannedDownload, planDownload } from './download-request.js';
import type { TelegramFileCache } from './file-cache.js';
import { telegramIdentity } from './identity.js';
import { describeError } from './redact.js';
import { type FileMeta, sendFile } from './send-file.js';
import { StatusMessage } from './status-message.js';
import { fetchThumbnail } from './upload-thumbnail.js';

/** What every job needs, shared by all of them. */
export interface DownloadJobsDeps {
  api: Api;
  media: MediaApi;
  usage: UsageService;
  fileCache: TelegramFileCache;
  logger: Logger;
  token: string;
  tmpDir: string;
  uploadLimitBytes: number;
  publicBaseUrl?: string | undefined;
  /** Status edit throttle; tests may shorten it. */
  statusIntervalMs?: number | undefined;
}

/** A press of a card's button. */
export interface JobRequest {
  card: Card;
  choice: Choice;
  from: User;
  /** The card's message, which the file replies to. */
  cardMessageId?: number | undefined;
}

interface RunningJob {
  askerId: number;
  controller: AbortController;
  handle?: DownloadHandle;
  /** Stopped by shutdown rather than by the asker. */
  shutdown?: boolean;
}

/** Raised while writing when the file outgrows what Telegram accepts. */
class UploadLimitExceeded extends Error {
  override name = 'UploadLimitExceeded';
}

/** Telegram refused the upload as too large (HTTP 413): its limit is lower than the one we were told. */
const isRequestTooLarge = (error: unknown) => error instanceof GrammyError && error.error_code === 413;

const UPLOAD_RETRY_DELAY_MS = 1000;
/**
 * How long a finished file waits for a thumbnail still being made (it starts
 * with the download and is nearly always ready first); after that the upload
 * goes without one.
 */
const THUMBNAIL_WAIT_MS = 1500;
/** Each job writes into `<tmpDir>/telegram-<job id>/`. */
const JOB_DIR_PREFIX = 'telegram-';

/** Removes job folders a crash left behind; none are in use before the bot starts. */
export async function sweepJobDirs(tmpDir: string): Promise<void> {
  const names = await readdir(tmpDir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.startsWith(JOB_DIR_PREFIX))
      .map((name) => rm(path.join(tmpDir, name), { recursive: true, force: true })),
  );
}

/**
 * Runs downloads for pressed buttons, detached from the update that started
 * them: the update handler returns at once (webhook requests must answer
 * quickly, and Telegram retries those that do not), the job reports through
 * its status message, and Cancel finds it here by id.
 */
export class DownloadJobs {
  private readonly jobs = new Map<string, RunningJob>();
  private readonly running = new Set<Promise<void>>();
  /** Set by stopAll: jobs asked for later are refused (a webhook update still in flight at shutdown). */
  private closed = false;

  constructor(private readonly deps: DownloadJobsDeps) {}

  /** Starts a job and returns without waiting for it. */
  start(request: JobRequest): void {
    if (this.closed) {
      void this.deps.api.sendMessage(request.card.chatId, RESTARTING).catch(() => undefined);
      return;
    }
    const jobId = randomBytes(6).toString('base64url');
    const job: RunningJob = { askerId: request.from.id, controller: new AbortController() };
    this.jobs.set(jobId, job);
    const run = this.run(jobId, job, request)
      .catch((error: unknown) =>
        this.deps.logger.error({ err: describeError(error, this.deps.token) }, 'telegram job failed'),
      )
      .finally(() => {
        this.jobs.delete(jobId);
        this.running.delete(run);
      });
    this.running.add(run);
  }

  /**
   * Stops a job at the asker's request. Returns what to tell the presser.
   */
  cancel(jobId: string, userId: number): 'cancelled' | 'not_yours' | 'unknown' {
    const job = this.jobs.get(jobId);
    if (!job) return 'unknown';
    if (job.askerId !== userId) return 'not_yours';
    job.controller.abort();
    job.handle?.cancel();
    return 'cancelled';
  }

  /**
   * Waits until every job has ended (jobs started meanwhile too), or until
   * `timeoutMs` has passed. Resolves true when none is left.
   */
  async waitIdle(timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (this.running.size > 0) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      const timer = new AbortController();
      const timedOut = sleep(left, true, { signal: timer.signal }).catch(() => false);
      const result = await Promise.race([Promise.allSettled([...this.running]).then(() => false), timedOut]);
      timer.abort();
      if (result) return false;
    }
    return true;
  }

  /**
   * Cancels every job, says so to each asker ("the bot is restarting"), and
   * waits until each has cleaned up (shutdown). Jobs asked for later are refused.
   */
  async stopAll(): Promise<void> {
    this.closed = true;
    for (const job of this.jobs.values()) {
      job.shutdown = true;
      job.controller.abort();
      job.handle?.cancel();
    }
    await Promise.allSettled([...this.running]);
  }

  get size(): number {
    return this.jobs.size;
  }

  private async run(jobId: string, job: RunningJob, { card, choice, from, cardMessageId }: JobRequest): Promise<void> {
    const { api, usage } = this.deps;
    const chatId = card.chatId;
    const say = (text: string) => api.sendMessage(chatId, text, { link_preview_options: { is_disabled: true } });
    const plan = planDownload(card.url, card.info, choice);
    if (!plan) {
      await say('There is no audio in this media to convert.');
      return;
    }
    if (choice.tooLarge) {
      await say(this.tooLargeText(plan, undefined));
      return;
    }

    const identity = telegramIdentity(from);
    const begun = usage.begin(identity, {
      action: 'download',
      url: card.url,
      mediaPlatform: card.info.platform,
      selector: plan.request.selector,
      kind: plan.request.kind,
      ...(plan.request.convert ? { convert: plan.request.convert, quality: plan.request.quality } : {}),
      ...(card.info.durationSeconds !== undefined ? { durationSeconds: card.info.durationSeconds } : {}),
    });
    if (!begun.ok) {
      await say(begun.refusal.message);
      return;
    }
    const ticket = begun.ticket;
    const meta: FileMeta = {
      title: displayTitle(card.info.title),
      performer: card.info.uploader,
      durationSeconds: card.info.durationSeconds,
      width: plan.width,
      height: plan.height,
      replyToMessageId: cardMessageId,
    };

    try {
      if (await this.resendCached(chatId, plan, meta, ticket)) return;
      await this.download(jobId, job, card, plan, meta, ticket);
    } finally {
      // Whatever failed on the way (even the status message), the ticket must
      // not stay `running`: it would count against the user's concurrent limit.
      if (!ticket.finished) ticket.finish({ outcome: 'error', errorCode: 'internal' });
    }
  }

  /** Download → temp file → upload, reporting through one status message with a Cancel button. */
  private async download(
    jobId: string,
    job: RunningJob,
    card: Card,
    plan: PlannedDownload,
    meta: FileMeta,
    ticket: UsageTicket,
  ): Promise<void> {
    const { api, logger } = this.deps;
    const chatId = card.chatId;
    const cancelKeyboard = new InlineKeyboard().text('Cancel', cancelData(jobId));
    const firstText = `${plan.label}: starting…`;
    const statusMessage = await api.sendMessage(chatId, firstText, { reply_markup: cancelKeyboard });
    const status = new StatusMessage(
      api,
      chatId,
      statusMessage.message_id,
      firstText,
      cancelKeyboard,
      (error) => logger.debug({ err: describeError(error, this.deps.token) }, 'status edit failed'),
      this.deps.statusIntervalMs,
    );
    const action = repeatChatAction(
      api,
      chatId,
      plan.sendMethod === 'video' ? 'upload_video' : plan.sendMethod === 'audio' ? 'upload_voice' : 'upload_document',
    );
    const jobDir = path.join(this.deps.tmpDir, `${JOB_DIR_PREFIX}${jobId}`);
    const { signal } = job.controller;
    // Fetched alongside the download (documents take none); any failure just means an upload without one.
    const thumbnailUrl = plan.sendMethod === 'document' ? undefined : card.info.thumbnail;
    const thumbnail = fetchThumbnail(this.deps.media, thumbnailUrl, signal, (error, aborted) =>
      logger[aborted ? 'debug' : 'info']({ err: describeError(error, this.deps.token) }, 'no upload thumbnail'),
    );
    let bytes = 0;
    try {
      await mkdir(jobDir, { recursive: true });
      const handle = await this.deps.media.download(plan.request, {
        signal,
        onProgress: (progress) => status.update(progressText(plan.label, progress)),
        quota: downloadQuota(ticket),
        maxDurationS: ticket.maxDurationS,
      });
      job.handle = handle;
      if (signal.aborted) handle.cancel();
      const filePath = path.join(jobDir, handle.filename);
      await this.writeFile(handle, filePath, signal);
      bytes = (await stat(filePath)).size;

      status.update(`${plan.label}: uploading ${formatBytes(bytes)}…`);
      const fileMeta: FileMeta = {
        ...meta,
        durationSeconds: handle.durationSeconds ?? meta.durationSeconds,
        width: handle.width ?? meta.width,
        height: handle.height ?? meta.height,
        thumbnailPath: await thumbnail.path(THUMBNAIL_WAIT_MS),
      };
      const { fileId } = await this.uploadWithRetry(chatId, plan, filePath, handle.filename, fileMeta, signal);
      this.deps.fileCache.put(plan.cacheKey, { sendMethod: plan.sendMethod, fileId, bytes });
      await status.remove();
      ticket.finish({ outcome: 'ok', bytes, mediaPlatform: card.info.platform });
    } catch (error) {
      if (signal.aborted) {
        await status.finish(job.shutdown ? STOPPED_FOR_RESTART : 'Cancelled.');
        ticket.finish({ outcome: 'cancelled', bytes, errorCode: job.shutdown ? 'shutdown' : 'cancelled' });
      } else if (error instanceof LimitReachedError) {
        // LIMIT_MB_PER_DAY: refused once the size was known, or stopped when the day's megabytes ran out.
        await status.finish(error.refusal.message);
        ticket.finish({ outcome: 'error', bytes: error.bytesSent ?? bytes, errorCode: error.code });
      } else if (error instanceof UploadLimitExceeded || isRequestTooLarge(error)) {
        await status.finish(this.tooLargeText(plan, bytes));
        ticket.finish({ outcome: 'error', bytes, errorCode: 'too_large' });
      } else {
        logger.warn(
          { err: describeError(error, this.deps.token), selector: plan.request.selector },
          'telegram download failed',
        );
        await status.finish(errorSentence(error));
        ticket.finish({ outcome: 'error', bytes, errorCode: isMediaError(error) ? error.code : 'upload_failed' });
      }
    } finally {
      action.stop();
      await Promise.all([thumbnail.dispose(), rm(jobDir, { recursive: true, force: true }).catch(() => undefined)]);
    }
  }

  /** Answers from the file_id cache; false when there is nothing cached or Telegram refused the id. */
  private async resendCached(
    chatId: number,
    plan: PlannedDownload,
    meta: FileMeta,
    ticket: UsageTicket,
  ): Promise<boolean> {
    const cached = this.deps.fileCache.get(plan.cacheKey);
    if (!cached) return false;
    // A resend is recorded with the file's bytes: they must fit in what is left of LIMIT_MB_PER_DAY.
    const refusal = ticket.reserveBytes(cached.bytes);
    if (refusal) {
      await this.deps.api.sendMessage(chatId, refusal.message);
      ticket.finish({ outcome: 'error', errorCode: refusal.code });
      return true;
    }
    try {
      await sendFile(this.deps.api, chatId, cached.sendMethod, cached.fileId, meta);
      ticket.finish({ outcome: 'ok', bytes: cached.bytes });
      return true;
    } catch (error) {
      // A file_id can stop working (another bot token, a wiped local server): forget it and download.
      this.deps.logger.info({ err: describeError(error, this.deps.token) }, 'cached telegram file_id refused');
      this.deps.fileCache.delete(plan.cacheKey);
      return false;
    }
  }

  /** Writes the download to a file (so a failed upload can be retried), stopping at the upload limit. */
  private async writeFile(handle: DownloadHandle, filePath: string, signal: AbortSignal): Promise<void> {
    const limit = this.deps.uploadLimitBytes;
    let written = 0;
    let over = false;
    const guard = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        written += chunk.length;
        over = written > limit;
        if (over) callback(new UploadLimitExceeded());
        else callback(null, chunk);
      },
    });
    try {
      await Promise.all([pipeline(handle.stream, guard, createWriteStream(filePath), { signal }), handle.done]);
    } catch (error) {
      handle.cancel();
      // Stopping the stream at the limit can make `done` reject first (as cancelled): the limit is the reason.
      throw over ? new UploadLimitExceeded() : error;
    }
  }

  /** Uploads from the file path, once more after a failure (a path, unlike a stream, can be read again). */
  private async uploadWithRetry(
    chatId: number,
    plan: PlannedDownload,
    filePath: string,
    filename: string,
    meta: FileMeta,
    signal: AbortSignal,
  ): Promise<{ fileId: string }> {
    const attempt = () =>
      sendFile(this.deps.api, chatId, plan.sendMethod, new InputFile(filePath, filename), meta, signal);
    try {
      return await attempt();
    } catch (error) {
      // A refusal (4xx: too big, bad file) will not change on a second try; flood limits were already waited out.
      if (signal.aborted || (error instanceof GrammyError && error.error_code < 500)) throw error;
      this.deps.logger.warn({ err: describeError(error, this.deps.token) }, 'telegram upload failed; retrying once');
      await sleep(UPLOAD_RETRY_DELAY_MS, undefined, { signal });
      return await attempt();
    }
  }

  private tooLargeText(plan: PlannedDownload, actualBytes: number | undefined): string {
    const limit = formatBytes(this.deps.uploadLimitBytes);
    const size = actualBytes ? ' (it is larger than that)' : '';
    const first = `${plan.label}: this file is too large to send here${size}. Telegram lets bots upload up to ${limit}.`;
    const link = directDownloadLink(this.deps.publicBaseUrl, plan.request);
    const withLink = link && `${first}\nDownload it directly instead: ${link}`;
    // A link cut short would be broken: one too long for a message is left out.
    if (withLink && withLink.length <= MAX_TEXT_LENGTH) return withLink;
    if (link) return `${first}\nThe direct link is too long to send here. Choose a smaller format or MP3.`;
    return `${first}\nChoose a smaller format or MP3.`;
  }
}

/** `720p: downloading… 42%`, `MP3 320 kbps: converting…`. */
export function progressText(label: string, progress: DownloadProgress): string {
  if (progress.phase === 'converting') return `${label}: converting…`;
  if (progress.fraction !== undefined) return `${label}: downloading… ${Math.floor(progress.fraction * 100)}%`;
  return `${label}: downloading… ${formatBytes(progress.bytes)}`;
}
