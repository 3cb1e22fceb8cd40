/**
 * Starts a planned download (download-plan.ts): a pass-through the server
 * fetches itself, or our ffmpeg fed by URLs, the server's own fragment fetch
 * or yt-dlp runs, into a pipe or a finished file.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { type Deadline, startDeadline } from '../deadline.js';
import { isMediaError, tooLarge } from '../errors.js';
import type { OriginConnector } from '../fetch/origin-fetch.js';
import type { YtdlpFormat } from '../schemas.js';
import { streamFormat } from '../tools/ytdlp.js';
import { deliver } from './delivery.js';
import { canPassThrough, type DownloadPlan, passesThroughNatively, type RunningDownload } from './download-plan.js';
import { type FfmpegOutput, startFfmpegRun } from './ffmpeg-run.js';
import { makeWorkDir } from './ffmpeg-sources.js';
import { ensureFits, fitKeptFile } from './fit-run.js';
import { headersOnlyDelivery } from './handle.js';
import { JobProcesses } from './job-processes.js';
import { startPassThrough } from './pass-through.js';
import { withHead } from './with-head.js';

export { type DownloadPlan, passesThroughNatively, type RunningDownload } from './download-plan.js';

/**
 * Starts the processes for a plan and resolves once the first bytes exist, so
 * callers never send a success status with an empty body. Failures after that
 * destroy the stream (an HTTP response is then aborted, not ended cleanly).
 */
export async function startDownload(plan: DownloadPlan): Promise<RunningDownload> {
  if (plan.deadline) return startWithin(plan, plan.deadline);
  const deadline = startDeadline(plan.timeoutMs);
  try {
    const running = await startWithin(plan, deadline);
    running.done.then(deadline.clear, deadline.clear);
    return running;
  } catch (error) {
    deadline.clear();
    throw error;
  }
}

async function startWithin(plan: DownloadPlan, deadline: Deadline): Promise<RunningDownload> {
  if (passesThroughNatively(plan)) return startNative(plan, deadline);
  const procs = new JobProcesses();
  const output: FfmpegOutput & { size?: number | undefined } = canPassThrough(plan)
    ? await startYtdlpStream(plan, deadline, procs)
    : await startFfmpegRun(plan, deadline, procs);
  const failure = procs.failure(plan);
  procs.stopOnFailure();
  let { source } = output;
  let size = output.size;
  if (output.tempOutput) {
    // Matroska: finish the file first (it needs to seek back for duration and cues).
    source.resume();
    const error = await failure();
    if (error) throw error;
    const file = await fittedFile(plan, deadline, output.tempOutput);
    size = await checkedFileSize(plan, file);
    source = createReadStream(file);
  }
  // Only on a stream of unknown size (an MP3 is never finished in a file first).
  if (output.head && size === undefined) source = withHead(output.head, source);
  return deliver({ ...plan, converting: plan.mp3 !== undefined }, source, size, failure, procs.stopAll);
}

/** The server fetches the file itself and hands its bytes on (a fit's source kept, unless it turns out larger). */
function startNative(plan: DownloadPlan, deadline: Deadline): Promise<RunningDownload> {
  const connect = plan.connect as OriginConnector;
  const kept = plan.keptForFit;
  const passing = startPassThrough({
    ...plan,
    deadline,
    format: plan.formats[0] as YtdlpFormat,
    connect: plan.requests?.connector('file', connect) ?? connect,
    ...(kept ? { maxBytes: Math.min(plan.maxBytes, kept.budget.targetBytes) } : {}),
  });
  if (!kept) return passing;
  // The file as it is, unless the origin now says it is larger than the fit: then it is encoded after all.
  return passing.catch((error: unknown) => {
    if (!isMediaError(error) || error.code !== 'too_large') throw error;
    if (plan.headersOnly) return headersOnlyDelivery();
    return startWithin({ ...plan, keptForFit: undefined, fit: kept }, deadline);
  });
}

/** A URL the server's own fetch does not take (credentials in it): yt-dlp fetches it. */
async function startYtdlpStream(
  plan: DownloadPlan,
  deadline: Deadline,
  procs: JobProcesses,
): Promise<FfmpegOutput & { size?: number | undefined }> {
  const format = plan.formats[0] as YtdlpFormat;
  const job = streamFormat(plan.ytdlp, plan.infoJsonPath, format.format_id, {
    signal: plan.signal,
    timeoutMs: deadline.remainingMs(),
    workDir: await makeWorkDir(plan.jobDir, 0),
  });
  procs.list.push(job);
  return { source: job.child.stdout as Readable, size: format.filesize ?? undefined };
}

/** The finished file; a fit's is made sure of first (encoded again smaller, or its kept source remuxed). */
async function fittedFile(plan: DownloadPlan, deadline: Deadline, file: string): Promise<string> {
  const fitted = plan.fit ?? plan.keptForFit;
  if (!fitted) return file;
  const remainingMs = () => deadline.remainingMs();
  const check = { ...plan, ...fitted, launcher: plan.ytdlp.launcher, file, remainingMs };
  return (await (plan.fit ? ensureFits(check) : fitKeptFile(check))).file;
}

/** The finished file's size, refused over the limit and asked of the quota before the first byte. */
async function checkedFileSize(plan: DownloadPlan, file: string): Promise<number> {
  const fileSize = (await stat(file)).size;
  if (fileSize > plan.maxBytes) throw tooLarge(plan.maxBytes);
  // The exact size is known before the first byte: refuse now rather than cut the file later.
  await plan.quota?.extend(fileSize, 0);
  return fileSize;
}
