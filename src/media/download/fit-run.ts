/**
 * The ffmpeg side of "fit to size" (the budget is src/options/fit): progress
 * read from `-progress`, and the check of the finished file against the
 * target with one retry from it.
 *
 * One pass, not two: the sources stream in from the site (pipes, or URLs
 * ffmpeg reads once), so a first pass would fetch them twice or need them on
 * disk first, and it doubles the encoding time on a 2-core host. x264's ABR
 * capped by VBV (maxrate = bitrate, one second of buffer) measured within
 * about 1–3 % of its bitrate on noise and testsrc2, which the budget's margin
 * covers; a file still over the target is encoded once more from the first
 * result (local, so nothing is fetched again) at a bitrate lowered by the
 * overshoot, and a second miss is an error.
 */
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { sentence } from '../../i18n/index.js';
import { FIT_MUXER, type FitBudget, type FitSource, fitCodecArgs, fitMb, retryBudget } from '../../options/index.js';
import { MediaError } from '../errors.js';
import { classifyFfmpegError } from '../tools/ffmpeg.js';
import { stopReasonError, supervise } from '../tools/process.js';
import type { ToolLauncher } from '../tools/sandbox/confinement.js';
import type { DownloadProgress } from '../types.js';

/** ffmpeg's `-progress` to file descriptor `fd`, a report a second. */
export function fitProgressArgs(fd: number): string[] {
  return ['-progress', `pipe:${fd}`, '-stats_period', '1'];
}

/**
 * Reports `compressing` with the share of `durationS` encoded so far, from
 * ffmpeg's `key=value` progress lines (`out_time_us`, `total_size`).
 */
export function watchFitProgress(
  stream: Readable,
  durationS: number,
  onProgress: ((progress: DownloadProgress) => void) | undefined,
): void {
  stream.setEncoding('utf8');
  let pending = '';
  let bytes = 0;
  stream.on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = (lines.pop() ?? '').slice(-200);
    for (const line of lines) {
      const [key, value] = line.trim().split('=', 2);
      if (key === 'total_size' && /^\d+$/.test(value ?? '')) bytes = Number(value);
      // out_time_ms is microseconds too (an old misnomer); out_time_us is the clear name.
      if (key !== 'out_time_us' || !/^\d+$/.test(value ?? '') || !onProgress) continue;
      const fraction = Math.min(0.99, Math.max(0, Number(value) / 1e6 / durationS));
      onProgress({ phase: 'compressing', bytes, fraction });
    }
  });
  stream.on('error', () => {});
}

/** What the check and its retry need of the job. */
export interface FitCheck {
  /** The first encode's file. */
  file: string;
  budget: FitBudget;
  source: FitSource;
  ffmpegBinary: string;
  launcher: ToolLauncher;
  jobDir: string;
  /** What is left of the job's deadline. */
  remainingMs: () => number;
  signal?: AbortSignal | undefined;
  onProgress?: ((progress: DownloadProgress) => void) | undefined;
}

function notSmallEnough(budget: FitBudget): MediaError {
  return new MediaError('processing_failed', sentence('error-fit-not-small-enough', { mb: fitMb(budget.targetBytes) }));
}

/**
 * The path of a file within the target: the first encode when it fits, else
 * one more encode from it at a lower bitrate. Throws a MediaError when that
 * does not fit either (or cannot be tried).
 */
export async function ensureFits(check: FitCheck): Promise<{ file: string; bytes: number }> {
  const first = (await stat(check.file)).size;
  if (first <= check.budget.targetBytes) return { file: check.file, bytes: first };
  const next = retryBudget(check.budget, first, check.source);
  if (!next) throw notSmallEnough(check.budget);
  const output = await encodeLocal(check, next, 'fit-retry.mp4');
  const second = (await stat(output)).size;
  if (second > check.budget.targetBytes) throw notSmallEnough(check.budget);
  return { file: output, bytes: second };
}

/**
 * A source kept as it is for a fit (fit-source.ts), remuxed into `check.file`:
 * that file when it is within the target, else (the site's stated size was
 * short of the truth) encoded from it after all, as a fit is, and checked
 * as one. The remux is removed before a retry, so at most two files exist.
 */
export async function fitKeptFile(check: FitCheck): Promise<{ file: string; bytes: number }> {
  const kept = (await stat(check.file)).size;
  if (kept <= check.budget.targetBytes) return { file: check.file, bytes: kept };
  const encoded = await encodeLocal(check, check.budget, 'fit-local.mp4');
  await rm(check.file, { force: true });
  return ensureFits({ ...check, file: encoded });
}

/** Encodes `check.file` (in the job's folder) at `budget` into `name` there; resolves with its path. */
async function encodeLocal(check: FitCheck, budget: FitBudget, name: string): Promise<string> {
  const output = path.join(check.jobDir, name);
  const args = [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...['-protocol_whitelist', 'file', '-i', `file:${check.file}`],
    ...['-map', '0:v?', '-map', '0:a?', '-dn', '-sn'],
    ...fitCodecArgs(budget),
    ...fitProgressArgs(3),
    ...FIT_MUXER,
    `file:${output}`,
  ];
  const ffmpeg = supervise(check.ffmpegBinary, args, {
    launcher: check.launcher,
    paths: { writable: [check.jobDir] },
    timeoutMs: check.remainingMs(),
    signal: check.signal,
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  watchFitProgress(ffmpeg.child.stdio[3] as Readable, budget.durationS, check.onProgress);
  const exit = await ffmpeg.exited;
  if (exit.spawnError || exit.killedBecause) {
    throw stopReasonError(exit, 'compression') ?? new MediaError('cancelled', sentence('error-download-cancelled'));
  }
  if (exit.code !== 0) throw classifyFfmpegError(ffmpeg.stderrTail(), false);
  return output;
}
