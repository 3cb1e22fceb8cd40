/**
 * Starts a planned download (download-plan.ts): a pass-through the server
 * fetches itself, or our ffmpeg fed by URLs, the server's own fragment fetch
 * or yt-dlp runs, into a pipe or a finished file.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { clipLengthS } from '../clip.js';
import { containerFor } from '../containers.js';
import { type Deadline, startDeadline } from '../deadline.js';
import { isMediaError, type MediaError, tooLarge } from '../errors.js';
import { type OriginConnector, originUrl } from '../fetch/origin-fetch.js';
import type { YtdlpFormat } from '../schemas.js';
import { siteNameOf } from '../site-refusal.js';
import { buildFfmpegArgs, classifyFfmpegError } from '../tools/ffmpeg.js';
import { type Supervised, stopReasonError, supervise } from '../tools/process.js';
import { classifyYtdlpError, lastErrorLine, streamFormat } from '../tools/ytdlp.js';
import { declaredAac, streamCopyArgs } from './adts.js';
import { exactCutCodec } from './clip-cut.js';
import { deliver } from './delivery.js';
import {
  canPassThrough,
  type DownloadPlan,
  fitTempBytes,
  passesThroughNatively,
  type RunningDownload,
} from './download-plan.js';
import { type Feeds, feedInto, isHls, makeWorkDir, startFeeds } from './ffmpeg-sources.js';
import { ensureFits, fitKeptFile, fitProgressArgs, watchFitProgress } from './fit-run.js';
import { FIT_MUXER, fitCodecArgs } from './fit-to-size.js';
import { headersOnlyDelivery } from './handle.js';
import { startPassThrough } from './pass-through.js';
import { audioSource, mappedAudioSource, mapsFor } from './stream-maps.js';
import { subtitleMux } from './subtitles.js';
import { taggingArgs, withHead } from './tagging.js';

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
  if (passesThroughNatively(plan)) {
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
  const processes: Supervised[] = [];
  // Feeders stopped because ffmpeg finished at the duration cap: not failures.
  const collateral = new Set<Supervised>();
  // The server's own fragment fetches, when it fetches some (feeders.ts).
  let native: Pick<Feeds, 'stop' | 'error'> | undefined;
  const stopAll = (reason: 'cancelled' | 'aborted' = 'cancelled') => {
    native?.stop();
    for (const p of processes) p.stop(reason);
  };

  let source: Readable;
  let size: number | undefined;
  let tempOutput: string | undefined;
  /** Sent before ffmpeg's output: an MP3's ID3 tag (tagging.ts). */
  let head: Promise<Buffer> | undefined;
  const container = containerFor(plan.ext);

  if (canPassThrough(plan)) {
    // A URL the server's own fetch does not take (credentials in it): yt-dlp fetches it.
    const format = plan.formats[0] as YtdlpFormat;
    const job = streamFormat(plan.ytdlp, plan.infoJsonPath, format.format_id, {
      signal: plan.signal,
      timeoutMs: deadline.remainingMs(),
      workDir: await makeWorkDir(plan.jobDir, 0),
    });
    processes.push(job);
    source = job.child.stdout as Readable;
    size = format.filesize ?? undefined;
  } else {
    // A fit's files are checked against the temp disk before anything is fetched.
    const fitted = plan.fit ?? plan.keptForFit;
    if (fitted) await plan.reserveTempDisk?.(fitTempBytes(fitted));
    const sources = plan.mp3 ? [audioSource(plan.formats)] : plan.formats;
    const feeds = await startFeeds({ ...plan, deadline }, sources, () => stopAll());
    native = feeds;
    processes.push(...feeds.processes);
    const { inputs, feeders } = feeds;
    let codec: string[];
    // A fit's progress comes on the descriptor after the feeders'.
    const progressFd = 3 + feeders.length;
    if (plan.fit) {
      codec = [...fitCodecArgs(plan.fit.budget), ...fitProgressArgs(progressFd)];
    } else if (plan.mp3) {
      codec = ['-vn', '-c:a', 'libmp3lame', '-b:a', `${plan.mp3.kbps}k`];
    } else if (plan.clip && (plan.clip.cut === 'exact' || feeders.some((f) => f.job))) {
      // A stream yt-dlp feeds from its beginning cannot be copied from a seek point: cut exactly (clip-cut.ts).
      codec = exactCutCodec(plan.ext);
    } else {
      // Whether copied AAC needs aac_adtstoasc may only show in the stream's first bytes (HLS).
      const mapped = mappedAudioSource(sources);
      const feeder = feeders.find((f) => f.format === mapped);
      // A live playlist our ffmpeg reads itself cannot be sniffed first; HLS audio is AAC in practice.
      const audio =
        mapped && !feeder && isHls(mapped) && declaredAac(mapped.acodec) === undefined
          ? { ...mapped, acodec: 'mp4a' }
          : mapped;
      const copy = await streamCopyArgs(plan.ext, audio, feeder?.stream);
      codec = copy.codec;
      if (feeder) feeder.head = copy.head;
    }
    const tagged = plan.tagging
      ? taggingArgs(plan.ext, plan.tagging, container.muxer, {
          coverInput: inputs.length,
          streamCopy: !plan.mp3 && !codec.includes('-vn'),
        })
      : undefined;
    const extraInputs = tagged?.input ? [tagged.input] : [];
    const subs = plan.subtitles?.length
      ? subtitleMux(plan.ext, plan.subtitles, inputs.length + extraInputs.length, plan.clip?.startS)
      : undefined;
    head = tagged?.head;
    // A fit is finished in a file: its size is checked against the target before the first byte.
    if (!container.live || tagged?.toFile || fitted) tempOutput = path.join(plan.jobDir, `output.${plan.ext}`);
    const ffmpeg = supervise(
      plan.ffmpegBinary,
      buildFfmpegArgs({
        inputs: [...inputs, ...extraInputs, ...(subs?.inputs ?? [])],
        maps: [...mapsFor(plan, sources), ...(tagged?.map ? [tagged.map] : []), ...(subs?.maps ?? [])],
        codec: [...codec, ...(tagged?.codec ?? [])],
        subtitleArgs: subs?.args,
        metadata:
          tagged?.metadata ??
          (plan.mp3 ? { title: plan.mp3.title, ...(plan.mp3.artist ? { artist: plan.mp3.artist } : {}) } : {}),
        muxer: fitted ? FIT_MUXER : (tagged?.muxer ?? container.muxer),
        output: tempOutput ?? 'pipe:1',
        maxBytes: plan.maxBytes + 1,
        maxDurationS: plan.maxDurationS ?? (plan.clip ? clipLengthS(plan.clip) : undefined),
      }),
      {
        launcher: plan.ytdlp.launcher,
        // Its output (a file for containers that need seeking back) and nothing else of the job's.
        paths: { writable: [plan.jobDir] },
        timeoutMs: deadline.remainingMs(),
        signal: plan.signal,
        stdio: [
          'ignore',
          'pipe',
          'pipe',
          ...feeders.map(() => 'pipe' as const),
          ...(plan.fit ? ['pipe' as const] : []),
        ],
      },
    );
    processes.push(ffmpeg);
    if (plan.fit) {
      const progress = ffmpeg.child.stdio[progressFd] as Readable;
      watchFitProgress(progress, plan.fit.budget.durationS, plan.onProgress);
    }
    // A fetch of our own that failed while the audio was sniffed stopped everything but this ffmpeg.
    if (feeds.error()) stopAll();
    for (const feeder of feeders) feedInto(feeder, ffmpeg.child.stdio[feeder.fd] as Writable);
    source = ffmpeg.child.stdout as Readable;
    if (plan.maxDurationS !== undefined || plan.clip) {
      // At the cap (or a clip's end) ffmpeg ends cleanly and stops reading: the yt-dlp runs that
      // fed it would wait on a full pipe until the job timeout. Their work is done.
      void ffmpeg.exited.then((exit) => {
        if (exit.code !== 0 || exit.killedBecause) return;
        feeds.stop();
        for (const { job } of feeders) {
          if (!job || job.child.exitCode !== null || job.child.signalCode !== null) continue;
          collateral.add(job);
          job.stop('cancelled');
        }
      });
    }
  }

  const exits = Promise.all(processes.map(async (p) => ({ p, exit: await p.exited })));
  const failure = async (): Promise<MediaError | undefined> => {
    const results = (await exits).filter(({ p }) => !collateral.has(p));
    // A fragment the server fetched itself failed: ffmpeg was stopped because of it.
    const fetchError = native?.error();
    if (fetchError) return fetchError;
    const unstartable = results.find(({ exit }) => exit.spawnError);
    if (unstartable) return stopReasonError(unstartable.exit, 'download');
    // The process that failed on its own is the cause; the others were stopped because of it.
    const cause = results.find(({ exit }) => exit.code !== 0 && !exit.killedBecause);
    if (cause) {
      const isFfmpeg = cause.p === processes.at(-1) && !canPassThrough(plan);
      const stderr = cause.p.stderrTail();
      // A blocked format is named by its media's host (a download's stderr names no extractor).
      const link = originUrl(plan.formats[0]?.url);
      const error = isFfmpeg
        ? classifyFfmpegError(stderr, plan.proxyRefused(), siteNameOf(undefined, link))
        : classifyYtdlpError(stderr, plan.proxyRefused(), { step: 'download', link });
      // For the log only: what the tool said (never sent to clients).
      return Object.assign(error, { detail: lastErrorLine(stderr) });
    }
    const stopped =
      results.find(({ exit }) => exit.killedBecause === 'timeout') ?? results.find(({ exit }) => exit.killedBecause);
    return stopped ? stopReasonError(stopped.exit, 'download') : undefined;
  };
  // Any child failing stops the others, so a broken feeder cannot leave ffmpeg waiting.
  for (const p of processes) {
    void p.exited.then((exit) => {
      if ((exit.code !== 0 || exit.killedBecause) && !collateral.has(p)) stopAll();
    });
  }

  if (tempOutput) {
    // Matroska: finish the file first (it needs to seek back for duration and cues).
    source.resume();
    const error = await failure();
    if (error) throw error;
    const fitted = plan.fit ?? plan.keptForFit;
    if (fitted) {
      const remainingMs = () => deadline.remainingMs();
      const check = { ...plan, ...fitted, launcher: plan.ytdlp.launcher, file: tempOutput, remainingMs };
      tempOutput = (await (plan.fit ? ensureFits(check) : fitKeptFile(check))).file;
    }
    const fileSize = (await stat(tempOutput)).size;
    if (fileSize > plan.maxBytes) throw tooLarge(plan.maxBytes);
    // The exact size is known before the first byte: refuse now rather than cut the file later.
    await plan.quota?.extend(fileSize, 0);
    size = fileSize;
    source = createReadStream(tempOutput);
  }

  // Only on a stream of unknown size (an MP3 is never finished in a file first).
  if (head && size === undefined) source = withHead(head, source);
  return deliver({ ...plan, converting: plan.mp3 !== undefined }, source, size, failure, stopAll);
}
