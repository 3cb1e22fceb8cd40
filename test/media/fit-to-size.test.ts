/**
 * The budget of "fit to size" (src/options/fit/budget.ts): how the
 * bytes are shared between video, audio and the container, which picture size
 * follows, the longest media that still fits and the sentence when it does
 * not; and what a fit request may not be (fit-plan.ts).
 */
import { describe, expect, it } from 'vitest';
import { english, formatLengthIn } from '../../src/i18n/index.js';
import { fitSourceOf } from '../../src/media/download/fit-plan.js';
import type { YtdlpFormat } from '../../src/media/schemas.js';
import {
  AUDIO_KBPS_STEPS,
  FIT_NEEDS_DURATION,
  type FitBudget,
  fitBudget,
  fitBytesOf,
  fitMb,
  fitProblem,
  fitResolution,
  MIB,
  MIN_BPP,
  MIN_VIDEO_KBPS,
  maxFitDurationS,
  retryBudget,
} from '../../src/options/fit/budget.js';
import { fitCodecArgs } from '../../src/options/fit/encoder.js';
import { FIT_AUDIO, FIT_WITH_MP3, fitRequestProblem } from '../../src/options/fit/request.js';

function budgetOf(targetBytes: number, source: Parameters<typeof fitBudget>[1]): FitBudget {
  const budget = fitBudget(targetBytes, source);
  if ('problem' in budget) throw new Error(english(budget.problem));
  return budget;
}

/** The most the encoder may write: every stream at its rate over the length, plus one second of VBV buffer. */
const worstCaseBytes = (b: FitBudget) => ((b.videoKbps + b.audioKbps) * b.durationS + b.videoKbps) * 125;

describe('fit budget', () => {
  it('MB means MiB, as the bots’ upload limits do', () => {
    expect(fitBytesOf(2)).toBe(2 * 1024 * 1024);
    expect(fitBytesOf(1.5)).toBe(1.5 * MIB);
    expect(fitMb(10 * MIB)).toBe(10);
    expect(fitMb(fitBytesOf(2.5))).toBe(2.5);
  });

  it('shares the target between video and audio with room left for the container and the rate control', () => {
    for (const [mb, seconds] of [
      [2, 6],
      [10, 8],
      [10, 300],
      [50, 1800],
      [2000, 3 * 3600],
    ] as const) {
      const target = fitBytesOf(mb);
      const b = budgetOf(target, { durationS: seconds, width: 1920, height: 1080, fps: 30 });
      expect(b.videoKbps).toBeGreaterThanOrEqual(MIN_VIDEO_KBPS);
      // At least 4 % of the target stays unspent by the streams, for overshoot and the MP4 index.
      expect(worstCaseBytes(b)).toBeLessThan(target * 0.96);
      // And not much more than that is wasted: the streams get at least 85 % of it.
      expect(worstCaseBytes(b)).toBeGreaterThan(target * 0.85);
    }
  });

  it('gives audio 96 kbit/s, and 64 or 48 when the budget is tight', () => {
    const target = fitBytesOf(10);
    expect(budgetOf(target, { durationS: 60 }).audioKbps).toBe(96);
    const max = maxFitDurationS(target);
    expect(budgetOf(target, { durationS: max }).audioKbps).toBe(AUDIO_KBPS_STEPS.at(-1));
    const steps = new Set(
      Array.from({ length: 40 }, (_, i) => budgetOf(target, { durationS: 60 + ((max - 60) * i) / 39 }).audioKbps),
    );
    expect(steps).toEqual(new Set(AUDIO_KBPS_STEPS));
    // Less audio for longer media, never more.
    let last = Number.POSITIVE_INFINITY;
    for (let s = 10; s <= max; s += 10) {
      const { audioKbps } = budgetOf(target, { durationS: s });
      expect(audioKbps).toBeLessThanOrEqual(last);
      last = audioKbps;
    }
  });

  it('never encodes above the source’s own bitrate', () => {
    const b = budgetOf(fitBytesOf(50), { durationS: 10, width: 1280, height: 720, videoKbps: 1500 });
    expect(b.videoKbps).toBe(1500);
  });
});

describe('fit resolution ladder', () => {
  const bpp = (kbps: number, w: number, h: number, fps: number) => (kbps * 1000) / (w * h * fps);

  it('keeps the source’s size while the bits per pixel suffice, and never scales up', () => {
    expect(fitResolution(20_000, { width: 1920, height: 1080, fps: 30 })).toEqual({ width: 1920, height: 1080 });
    expect(fitResolution(20_000, { width: 640, height: 360, fps: 30 })).toEqual({ width: 640, height: 360 });
  });

  it('steps down the ladder to the largest size that reaches the bpp threshold', () => {
    for (const kbps of [3000, 1500, 800, 400]) {
      const { width = 0, height = 0 } = fitResolution(kbps, { width: 1920, height: 1080, fps: 30 });
      expect(bpp(kbps, width, height, 30)).toBeGreaterThanOrEqual(MIN_BPP * 0.98);
      // The next size up would have been too thin.
      expect(width).toBeLessThan(1920);
      expect(width / height).toBeCloseTo(16 / 9, 1);
    }
    expect(fitResolution(1500, { width: 1920, height: 1080, fps: 30 }).height).toBeLessThan(
      fitResolution(3000, { width: 1920, height: 1080, fps: 30 }).height ?? 0,
    );
  });

  it('counts frames: 60 fps needs twice the bits of 30 for the same size', () => {
    const at30 = fitResolution(2000, { width: 1920, height: 1080, fps: 30 });
    const at60 = fitResolution(2000, { width: 1920, height: 1080, fps: 60 });
    expect(at60.height ?? 0).toBeLessThan(at30.height ?? 0);
  });

  it('stops at 240 when even that is thin, keeps portrait upright and every side even', () => {
    expect(fitResolution(150, { width: 1920, height: 1080, fps: 30 })).toEqual({ width: 426, height: 240 });
    const portrait = fitResolution(1200, { width: 1080, height: 1920, fps: 30 });
    expect((portrait.height ?? 0) > (portrait.width ?? 0)).toBe(true);
    const odd = fitResolution(900, { width: 1279, height: 719, fps: 25 });
    expect((odd.width ?? 1) % 2).toBe(0);
    expect((odd.height ?? 1) % 2).toBe(0);
  });

  it('caps the height only when the source’s size is unknown', () => {
    expect(fitResolution(600, {})).toEqual({ maxShortSide: expect.any(Number) });
    expect(fitCodecArgs(budgetOf(fitBytesOf(5), { durationS: 60 }))).toContain(
      `scale=-2:min(ih\\,${fitResolution(budgetOf(fitBytesOf(5), { durationS: 60 }).videoKbps, {}).maxShortSide})`,
    );
  });
});

describe('too long to fit', () => {
  it('the longest media follows from the smallest watchable video bitrate', () => {
    const target = fitBytesOf(10);
    const max = maxFitDurationS(target);
    // 128 kbit/s of video and 48 of audio: between 6 and 8 minutes in 10 MB.
    expect(max).toBeGreaterThan(6 * 60);
    expect(max).toBeLessThan(8 * 60);
    expect(budgetOf(target, { durationS: max }).videoKbps).toBeGreaterThanOrEqual(MIN_VIDEO_KBPS);
    expect(fitBudget(target, { durationS: max + 1 })).toEqual({
      problem: expect.objectContaining({ key: 'error-fit-too-long' }),
    });
    expect(maxFitDurationS(fitBytesOf(50))).toBeGreaterThan(5 * max - 60);
  });

  it('says at what length the size runs out, and how long this media is', () => {
    const problem = english(fitProblem(fitBytesOf(10), 42 * 60) ?? { key: 'none' });
    expect(problem).toBe(
      `At 10 MB a video can last at most ${formatLengthIn('en', maxFitDurationS(fitBytesOf(10)))}; this one lasts 42 min.`,
    );
    expect(problem).toMatch(/^At 10 MB a video can last at most \d+ min( \d+ sec)?; this one lasts 42 min\.$/);
    expect(fitProblem(fitBytesOf(2), 6)).toBeUndefined();
    expect(fitProblem(fitBytesOf(2), undefined)).toBe(FIT_NEEDS_DURATION);
    expect(formatLengthIn('en', 45)).toBe('45 sec');
    expect(formatLengthIn('en', 434)).toBe('7 min 14 sec');
    expect(formatLengthIn('en', 3900)).toBe('1 hr 5 min');
    expect(formatLengthIn('de', 434)).toBe('7 Min. 14 Sek.');
  });

  it('judges a clip by its own length', () => {
    const fields = { fitBytes: fitBytesOf(2), kind: 'video' as const };
    expect(english(fitRequestProblem(fields, 3600) ?? { key: 'none' })).toMatch(/^At 2 MB a video can last at most/);
    expect(fitRequestProblem({ ...fields, clip: { startS: 60, endS: 90 } }, 3600)).toBeUndefined();
  });

  it('refuses MP3 and audio formats', () => {
    expect(fitRequestProblem({ fitBytes: MIB, kind: 'video', convert: 'mp3' }, 60)).toBe(FIT_WITH_MP3);
    expect(fitRequestProblem({ fitBytes: MIB, kind: 'audio' }, 60)).toBe(FIT_AUDIO);
    expect(fitRequestProblem({ kind: 'audio' }, undefined)).toBeUndefined();
  });
});

describe('encoder arguments and the retry', () => {
  it('one capped pass: bitrate = maxrate, a one-second buffer, H.264 and AAC stereo', () => {
    const b = budgetOf(fitBytesOf(10), { durationS: 8, width: 1920, height: 1080, fps: 30 });
    const args = fitCodecArgs(b);
    const value = (flag: string) => args[args.indexOf(flag) + 1];
    expect(value('-c:v')).toBe('libx264');
    expect(value('-b:v')).toBe(`${b.videoKbps}k`);
    expect(value('-maxrate')).toBe(`${b.videoKbps}k`);
    expect(value('-bufsize')).toBe(`${b.videoKbps}k`);
    expect(value('-c:a')).toBe('aac');
    expect(value('-b:a')).toBe(`${b.audioKbps}k`);
    expect(value('-vf')).toBe(`scale=${b.width}:${b.height}`);
  });

  it('aims lower by the overshoot, and gives up where too little video would be left', () => {
    const source = { durationS: 60, width: 1280, height: 720, fps: 30 };
    const first = budgetOf(fitBytesOf(10), source);
    const retry = retryBudget(first, first.targetBytes * 1.1, source);
    expect(retry?.targetBytes).toBe(first.targetBytes);
    expect(retry?.videoKbps).toBeLessThan(first.videoKbps * 0.85);
    const atMax = budgetOf(fitBytesOf(10), { durationS: maxFitDurationS(fitBytesOf(10)) });
    expect(retryBudget(atMax, atMax.targetBytes * 1.2, { durationS: atMax.durationS })).toBeUndefined();
  });

  it('reads the picture and bitrate from the chosen formats', () => {
    const video = { format_id: 'v', ext: 'mp4', vcodec: 'avc1', width: 1920, height: 1080, fps: 50, vbr: 4000 };
    const audio = { format_id: 'a', ext: 'm4a', vcodec: 'none', acodec: 'mp4a', abr: 128 };
    expect(fitSourceOf([video, audio] as YtdlpFormat[], 30, 30)).toEqual({
      durationS: 30,
      width: 1920,
      height: 1080,
      fps: 50,
      videoKbps: 4000,
    });
    const sized = { format_id: 'f', ext: 'mp4', filesize: 3_000_000 } as YtdlpFormat;
    expect(fitSourceOf([sized], 10, 6).videoKbps).toBe(4000);
  });
});
