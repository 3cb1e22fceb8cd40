/**
 * The registered download options' audio stages (src/options) in a run: each
 * one's measuring pass over the source first where it wants one (loudnorm's
 * first pass), then its filter in the real run's `-af`.
 */
import type { Writable } from 'node:stream';
import { audioStages, type MeasuringPass } from '../../options/index.js';
import type { Deadline } from '../deadline.js';
import type { YtdlpFormat } from '../schemas.js';
import { buildFfmpegArgs, classifyFfmpegError } from '../tools/ffmpeg.js';
import { stopReasonError, supervise } from '../tools/process.js';
import type { DownloadPlan } from './download-plan.js';
import { feedInto, startFeeds } from './ffmpeg-sources.js';

/** The `-af` of the real run for the plan's options (none asked: no arguments). */
export async function optionAudioArgs(
  plan: DownloadPlan,
  deadline: Deadline,
  sources: YtdlpFormat[],
): Promise<string[]> {
  const stages = audioStages(plan.options);
  if (stages.length === 0) return [];
  const filters: string[] = [];
  for (const stage of stages) {
    const pass = stage.measuring(plan.durationS);
    const measured = pass ? await measure(plan, deadline, sources, pass) : undefined;
    filters.push(stage.filter(measured));
  }
  return ['-af', filters.join(',')];
}

/** One measuring run: the source fed as for the real run, its audio through the pass's filter into nothing. */
async function measure(plan: DownloadPlan, deadline: Deadline, sources: YtdlpFormat[], pass: MeasuringPass<unknown>) {
  const stops: (() => void)[] = [];
  const feeds = await startFeeds({ ...plan, deadline }, sources, () => {
    for (const stop of stops) stop();
  });
  const ffmpeg = supervise(
    plan.ffmpegBinary,
    buildFfmpegArgs({
      inputs: feeds.inputs,
      maps: ['0:a:0'],
      codec: ['-vn', '-af', pass.filter],
      muxer: ['-f', 'null'],
      output: 'pipe:1',
      maxDurationS: plan.maxDurationS ?? plan.durationS,
      // What the filter prints is said at info level.
      logLevel: 'info',
    }),
    {
      launcher: plan.ytdlp.launcher,
      paths: { writable: [plan.jobDir] },
      timeoutMs: deadline.remainingMs(),
      signal: plan.signal,
      stdio: ['ignore', 'ignore', 'pipe', ...feeds.feeders.map(() => 'pipe' as const)],
    },
  );
  const stopAll = () => {
    feeds.stop();
    ffmpeg.stop('cancelled');
    for (const p of feeds.processes) p.stop('cancelled');
  };
  stops.push(stopAll);
  for (const feeder of feeds.feeders) feedInto(feeder, ffmpeg.child.stdio[feeder.fd] as Writable);
  const exit = await ffmpeg.exited;
  // Its feeders are done with once ffmpeg has read what it measures.
  feeds.stop();
  for (const p of feeds.processes) p.stop('cancelled');
  await Promise.all(feeds.processes.map((p) => p.exited));
  const fetchError = feeds.error();
  if (fetchError) throw fetchError;
  const stopped = exit.spawnError || exit.killedBecause ? stopReasonError(exit, 'download') : undefined;
  if (stopped) throw stopped;
  if (exit.code !== 0) throw classifyFfmpegError(ffmpeg.stderrTail(), plan.proxyRefused());
  return pass.read(ffmpeg.stderrTail());
}
