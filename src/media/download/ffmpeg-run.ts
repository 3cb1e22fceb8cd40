/**
 * Our ffmpeg run of a download: its sources fed (ffmpeg-sources.ts), its
 * codec chosen (a fit, an MP3, a span's cut or a stream copy), tags, cover,
 * subtitles and the options' audio filters added, into a pipe or a file.
 */
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { coverAndTags, fitCodecArgs, mp3EncoderArgs, spanStage, subtitles } from '../../options/index.js';
import { containerFor } from '../containers.js';
import type { Deadline } from '../deadline.js';
import type { YtdlpFormat } from '../schemas.js';
import { buildFfmpegArgs, type FfmpegInput } from '../tools/ffmpeg.js';
import { type Supervised, supervise } from '../tools/process.js';
import { declaredAac, streamCopyArgs } from './adts.js';
import { type DownloadPlan, fitTempBytes } from './download-plan.js';
import { type Feeder, type Feeds, feedInto, isHls, startFeeds } from './ffmpeg-sources.js';
import { fitProgressArgs, watchFitProgress } from './fit-run.js';
import type { JobProcesses } from './job-processes.js';
import { optionAudioArgs } from './option-audio.js';
import { audioSource, mappedAudioSource, mapsFor } from './stream-maps.js';

/** What our ffmpeg gives: its output stream, or the file it finishes first, and an MP3's ID3 tag to send first. */
export interface FfmpegOutput {
  source: Readable;
  tempOutput?: string | undefined;
  head?: Promise<Buffer> | undefined;
}

/** Starts the feeds and our ffmpeg over them; every process joins `procs`. */
export async function startFfmpegRun(
  plan: DownloadPlan,
  deadline: Deadline,
  procs: JobProcesses,
): Promise<FfmpegOutput> {
  // A fit's files are checked against the temp disk before anything is fetched.
  const fitted = plan.fit ?? plan.keptForFit;
  if (fitted) await plan.reserveTempDisk?.(fitTempBytes(fitted));
  const sources = plan.mp3 ? [audioSource(plan.formats)] : plan.formats;
  // The options' measuring passes (loudnorm's first) read the source before the real run.
  const audioArgs = await optionAudioArgs(plan, deadline, sources);
  const feeds = await startFeeds({ ...plan, deadline }, sources, () => procs.stopAll());
  procs.native = feeds;
  procs.list.push(...feeds.processes);
  const { inputs, feeders } = feeds;
  // A fit's progress comes on the descriptor after the feeders'.
  const progressFd = 3 + feeders.length;
  const codec = [...(await codecFor(plan, sources, feeders, progressFd)), ...audioArgs];
  const { args, tempOutput, head } = ffmpegJob(plan, sources, inputs, codec);
  const ffmpeg = supervise(plan.ffmpegBinary, args, {
    launcher: plan.ytdlp.launcher,
    // Its output (a file for containers that need seeking back) and nothing else of the job's.
    paths: { writable: [plan.jobDir] },
    timeoutMs: deadline.remainingMs(),
    signal: plan.signal,
    stdio: ['ignore', 'pipe', 'pipe', ...feeders.map(() => 'pipe' as const), ...(plan.fit ? ['pipe' as const] : [])],
  });
  procs.list.push(ffmpeg);
  procs.ffmpeg = ffmpeg;
  if (plan.fit)
    watchFitProgress(ffmpeg.child.stdio[progressFd] as Readable, plan.fit.budget.durationS, plan.onProgress);
  // A fetch of our own that failed while the audio was sniffed stopped everything but this ffmpeg.
  if (feeds.error()) procs.stopAll();
  for (const feeder of feeders) feedInto(feeder, ffmpeg.child.stdio[feeder.fd] as Writable);
  if (plan.maxDurationS !== undefined || plan.span) stopFeedersAtCap(ffmpeg.exited, feeds, procs);
  return { source: ffmpeg.child.stdout as Readable, tempOutput, head };
}

/** ffmpeg's arguments: the sources, a cover and subtitle tracks as inputs, tags, the muxer, a pipe or a file. */
function ffmpegJob(plan: DownloadPlan, sources: YtdlpFormat[], inputs: FfmpegInput[], codec: string[]) {
  const container = containerFor(plan.ext);
  const tagged = plan.tagging
    ? coverAndTags.output.args(plan.tagging, {
        ext: plan.ext,
        muxer: container.muxer,
        firstInput: inputs.length,
        streamCopy: !plan.mp3 && !codec.includes('-vn'),
      })
    : undefined;
  const extraInputs = tagged?.inputs ?? [];
  const subs = plan.subtitles?.length
    ? subtitles.output.args(
        { tracks: plan.subtitles, seekS: plan.span?.startS },
        { ext: plan.ext, muxer: container.muxer, firstInput: inputs.length + extraInputs.length, streamCopy: false },
      )
    : undefined;
  // An option's output (a fit's) may be finished in a file: its size is checked before the first byte.
  const toFile = !container.live || tagged?.toFile || plan.output?.toFile;
  const tempOutput = toFile ? path.join(plan.jobDir, `output.${plan.ext}`) : undefined;
  const mp3Tags = plan.mp3 ? { title: plan.mp3.title, ...(plan.mp3.artist ? { artist: plan.mp3.artist } : {}) } : {};
  const args = buildFfmpegArgs({
    inputs: [...inputs, ...extraInputs, ...(subs?.inputs ?? [])],
    maps: [...mapsFor(plan, sources), ...(tagged?.maps ?? []), ...(subs?.maps ?? [])],
    codec: [...codec, ...(tagged?.codec ?? [])],
    subtitleArgs: subs?.codec,
    metadata: tagged?.metadata ?? mp3Tags,
    muxer: plan.output ? [...plan.output.muxer] : (tagged?.muxer ?? container.muxer),
    output: tempOutput ?? 'pipe:1',
    maxBytes: plan.maxBytes + 1,
    maxDurationS: outputLengthS(plan),
  });
  return { args, tempOutput, head: tagged?.head };
}

/** The length ffmpeg stops at: the duration limit, else a span's own. */
export const outputLengthS = (plan: DownloadPlan): number | undefined =>
  plan.maxDurationS ?? (plan.span ? spanStage().lengthS(plan.span) : undefined);

/** How ffmpeg makes the output's streams: a fit's encode, an MP3, a span's cut, or a copy. */
async function codecFor(plan: DownloadPlan, sources: DownloadPlan['formats'], feeders: Feeder[], progressFd: number) {
  if (plan.fit) return [...fitCodecArgs(plan.fit.budget), ...fitProgressArgs(progressFd)];
  if (plan.mp3) return mp3EncoderArgs(plan.mp3.kbps);
  // A stream yt-dlp feeds from its beginning cannot be copied from a seek point: the span stage cuts it exactly.
  const readFromStart = feeders.some((f) => f.job);
  const cut = plan.span && spanStage().input.codec(plan.span, plan.ext, readFromStart);
  if (cut) return cut;
  // Whether copied AAC needs aac_adtstoasc may only show in the stream's first bytes (HLS).
  const mapped = mappedAudioSource(sources);
  const feeder = feeders.find((f) => f.format === mapped);
  // A live playlist our ffmpeg reads itself cannot be sniffed first; HLS audio is AAC in practice.
  const audio =
    mapped && !feeder && isHls(mapped) && declaredAac(mapped.acodec) === undefined
      ? { ...mapped, acodec: 'mp4a' }
      : mapped;
  const copy = await streamCopyArgs(plan.ext, audio, feeder?.stream);
  if (feeder) feeder.head = copy.head;
  return copy.codec;
}

/**
 * At the cap (or a span's end) ffmpeg ends cleanly and stops reading: the yt-dlp runs that fed it would wait
 * on a full pipe until the job timeout. Their work is done.
 */
function stopFeedersAtCap(exited: Supervised['exited'], feeds: Feeds, procs: JobProcesses) {
  void exited.then((exit) => {
    if (exit.code !== 0 || exit.killedBecause) return;
    feeds.stop();
    for (const { job } of feeds.feeders) {
      if (!job || job.child.exitCode !== null || job.child.signalCode !== null) continue;
      procs.collateral.add(job);
      job.stop('cancelled');
    }
  });
}
