/**
 * The ffmpeg side of fit to size (src/media/download/fit-run.ts) with the real
 * ffmpeg: a first result over the target is encoded once more from itself
 * and then fits, reporting `compressing`; one that cannot be helped is an
 * error with a sentence; ffmpeg's `-progress` lines become fractions.
 */
import { copyFile, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english } from '../../src/i18n/index.js';
import { ensureFits, watchFitProgress } from '../../src/media/download/fit-run.js';
import type { ToolLauncher } from '../../src/media/tools/sandbox/confinement.js';
import type { DownloadProgress } from '../../src/media/types.js';
import { type FitBudget, fitBudget, MIB, maxFitDurationS } from '../../src/options/fit/budget.js';
import { buildFitFixtures, FIT_CLIP_SECONDS, FIT_PATHS } from '../support/fit-fixtures.js';
import { ffmpegPath } from '../support/tools.js';

/** Runs the tool as it is: these runs read and write only this test's folder. */
const direct: ToolLauncher = {
  command: (file, args) => ({ file, args: [...args], env: { PATH: process.env.PATH ?? '' } }),
};

let dir: string;
let source: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fit-run-'));
  await buildFitFixtures(dir);
  source = path.join(dir, FIT_PATHS.clip.slice(1));
}, 60_000);
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

function budgetOf(targetBytes: number, durationS: number): FitBudget {
  const budget = fitBudget(targetBytes, { durationS, width: 1280, height: 720, fps: 25 });
  if ('problem' in budget) throw new Error(english(budget.problem));
  return budget;
}

describe('ensureFits', () => {
  it('keeps a first result within the target as it is', async () => {
    const file = path.join(dir, 'small.mp4');
    await copyFile(source, file);
    const bytes = (await stat(file)).size;
    const checked = await ensureFits({
      file,
      budget: budgetOf(bytes + 1, FIT_CLIP_SECONDS),
      source: { durationS: FIT_CLIP_SECONDS },
      ffmpegBinary: ffmpegPath(),
      launcher: direct,
      jobDir: dir,
      remainingMs: () => 30_000,
    });
    expect(checked).toEqual({ file, bytes });
  });

  it('encodes a result over the target once more, lower, and that one fits', async () => {
    // The 3 MB clip stands for a first encode that missed a 2 MB target.
    const file = path.join(dir, 'over.mp4');
    await copyFile(source, file);
    const progress: DownloadProgress[] = [];
    const budget = budgetOf(2 * MIB, FIT_CLIP_SECONDS);
    const checked = await ensureFits({
      file,
      budget,
      source: { durationS: FIT_CLIP_SECONDS, width: 1280, height: 720, fps: 25 },
      ffmpegBinary: ffmpegPath(),
      launcher: direct,
      jobDir: dir,
      remainingMs: () => 60_000,
      onProgress: (p) => progress.push(p),
    });
    expect(checked.file).not.toBe(file);
    expect(checked.bytes).toBeLessThanOrEqual(2 * MIB);
    expect((await stat(checked.file)).size).toBe(checked.bytes);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((p) => p.phase === 'compressing' && (p.fraction ?? -1) >= 0)).toBe(true);
  }, 60_000);

  it('gives up with a sentence when a retry would leave too little video', async () => {
    const file = path.join(dir, 'hopeless.mp4');
    await copyFile(source, file);
    const target = MIB;
    const error = await ensureFits({
      file,
      budget: budgetOf(target, maxFitDurationS(target)),
      source: { durationS: maxFitDurationS(target) },
      ffmpegBinary: ffmpegPath(),
      launcher: direct,
      jobDir: dir,
      remainingMs: () => 30_000,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'processing_failed' });
    expect(String((error as Error).message)).toMatch(/could not be made smaller than 1 MB/);
  });
});

describe('watchFitProgress', () => {
  it('turns out_time_us into the share of the length, never 1 before the end', async () => {
    const seen: DownloadProgress[] = [];
    const lines = ['frame=10', 'total_size=1000', 'out_time_us=2500000', 'progress=continue', 'out_time_us=N/A', ''];
    const stream = Readable.from([lines.join('\n').slice(0, 30), lines.join('\n').slice(30), 'out_time_us=99000000\n']);
    watchFitProgress(stream, 10, (p) => seen.push(p));
    await new Promise((resolve) => stream.on('end', resolve));
    expect(seen).toEqual([
      { phase: 'compressing', bytes: 1000, fraction: 0.25 },
      { phase: 'compressing', bytes: 1000, fraction: 0.99 },
    ]);
  });
});
