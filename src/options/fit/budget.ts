import { type Sentence, sentence } from '../../i18n/index.js';
/**
 * "Fit to size": the budget of a re-encode that must end at most `targetBytes`
 * long (a chat's upload limit, `fit=<MB>`). Pure arithmetic, no process: the
 * encoder's arguments are encoder.ts, the run src/media/download/fit-run.ts.
 *
 * MB here is MiB (1 MB = 1 048 576 bytes), as the bots' upload limits are
 * (TELEGRAM_MAX_UPLOAD_MB, DISCORD_MAX_UPLOAD_MB, Discord's own limits).
 *
 * How the bytes are shared out:
 * - A margin first: 4 % of the target for the encoder's rate control (single
 *   pass x264 ABR capped by VBV lands within about 1–3 % of its bitrate,
 *   measured on noise and on testsrc2), 64 KiB for the MP4 header, and
 *   8 kbit/s for the per-sample index (stsz/stts/ctts grow with every frame).
 * - Audio: AAC at 96 kbit/s, 64 or 48 when the audio would take more than a
 *   quarter of the bits (speech stays intelligible at 48 kbit/s stereo).
 * - Video: the rest, spread over the length plus one second, since a VBV
 *   buffer of one second may be spent on top of maxrate × length.
 * - Resolution: the largest rung of {@link LADDER} (short side, never above
 *   the source) where the bits per pixel per frame reach {@link MIN_BPP}.
 *   Below ~0.05 bpp x264 at a fast preset smears motion into blocks; a lower
 *   resolution at a higher bpp looks better on a phone than a blocky larger
 *   one. 0.07 sits between that floor and the ~0.1 of a comfortable encode.
 * - Too long: below {@link MIN_VIDEO_KBPS} of video (with 48 kbit/s audio)
 *   nothing watchable is left, and the request is refused with the longest
 *   length that still fits.
 */

export const MIB = 1024 * 1024;
/** What fit may be asked in MB (the HTTP parameter's range). */
export const FIT_MIN_MB = 1;
export const FIT_MAX_MB = 2000;

/** Share of the target kept back for the rate control's overshoot. */
const RATE_MARGIN = 0.04;
/** The MP4 header and the index's fixed part. */
const FIXED_OVERHEAD_BYTES = 64 * 1024;
/** The per-sample index (about 16 bytes per video frame, 8 per AAC frame at 30 fps). */
const CONTAINER_KBPS = 8;
/** VBV buffer in seconds of maxrate: what the encoder may spend above maxrate × length. */
export const VBV_BUFFER_S = 1;
/** AAC bitrates, the first whose share leaves video at least three times as much. */
export const AUDIO_KBPS_STEPS = [96, 64, 48] as const;
/** 240p at ~0.04 bpp (30 fps): blurry, still watchable; less is refused. */
export const MIN_VIDEO_KBPS = 128;
export const MIN_BPP = 0.07;
/** Short sides tried, largest first; the source's own is tried before them. */
export const LADDER = [2160, 1440, 1080, 720, 540, 480, 360, 240] as const;
/** When the source does not say. */
const DEFAULT_FPS = 30;

/** What is known of the media to fit. */
export interface FitSource {
  /** The length of what is sent (a clip's, or the media's). */
  durationS: number;
  width?: number | undefined;
  height?: number | undefined;
  fps?: number | undefined;
  /** The source's video bitrate, when listed: no point encoding above it. */
  videoKbps?: number | undefined;
}

/** What the encoder is told. */
export interface FitBudget {
  targetBytes: number;
  durationS: number;
  videoKbps: number;
  audioKbps: number;
  /** Output picture size, even numbers; undefined when the source's size is unknown (see maxShortSide). */
  width?: number | undefined;
  height?: number | undefined;
  /** The rung chosen when the source's size is unknown: the height is capped at it, the width follows. */
  maxShortSide?: number | undefined;
}

/** Bytes of `mb` MB (MiB), whole. */
export function fitBytesOf(mb: number): number {
  return Math.floor(mb * MIB);
}

/** 10, 2.5: a size in MB as people write it (to one decimal). */
export function fitMb(bytes: number): number {
  return Math.round((bytes / MIB) * 10) / 10;
}

/** Kilobits that can be spent on the streams of media lasting `durationS` (before per-second costs). */
function usableKbit(targetBytes: number): number {
  return ((targetBytes * (1 - RATE_MARGIN) - FIXED_OVERHEAD_BYTES) * 8) / 1000;
}

/** Video kbit/s left at `audioKbps` for this length. */
function videoKbpsFor(targetBytes: number, durationS: number, audioKbps: number): number {
  return (usableKbit(targetBytes) - (audioKbps + CONTAINER_KBPS) * durationS) / (durationS + VBV_BUFFER_S);
}

/** The longest media (seconds, whole) that still gets MIN_VIDEO_KBPS at the lowest audio bitrate. */
export function maxFitDurationS(targetBytes: number): number {
  const audio = AUDIO_KBPS_STEPS[AUDIO_KBPS_STEPS.length - 1] as number;
  const seconds = (usableKbit(targetBytes) - MIN_VIDEO_KBPS * VBV_BUFFER_S) / (MIN_VIDEO_KBPS + audio + CONTAINER_KBPS);
  return Math.max(0, Math.floor(seconds));
}

export const FIT_NEEDS_DURATION = sentence('error-fit-needs-duration');

/**
 * Why media of `durationS` cannot be fitted into `targetBytes` (a sentence
 * for people, naming the longest length that fits), or undefined when it can.
 */
export function fitProblem(targetBytes: number, durationS: number | undefined): Sentence | undefined {
  if (durationS === undefined || !Number.isFinite(durationS) || durationS <= 0) return FIT_NEEDS_DURATION;
  const max = maxFitDurationS(targetBytes);
  if (durationS <= max) return undefined;
  return sentence('error-fit-too-long', { mb: fitMb(targetBytes), max, length: Math.round(durationS) });
}

/** The audio bitrate for this budget: the first step that leaves video three times as much, else the lowest. */
function audioKbpsFor(targetBytes: number, durationS: number): number {
  for (const step of AUDIO_KBPS_STEPS) {
    if (videoKbpsFor(targetBytes, durationS, step) >= 3 * step) return step;
  }
  return AUDIO_KBPS_STEPS[AUDIO_KBPS_STEPS.length - 1] as number;
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** The picture size: the largest rung (the source's own first) where bpp reaches MIN_BPP, else the lowest. */
export function fitResolution(
  videoKbps: number,
  source: Pick<FitSource, 'width' | 'height' | 'fps'>,
): { width?: number; height?: number; maxShortSide?: number } {
  const fps = source.fps && source.fps > 0 ? source.fps : DEFAULT_FPS;
  const known = source.width && source.height ? { w: source.width, h: source.height } : undefined;
  // Unknown size: judged as 16:9 landscape, capped by height only (ffmpeg keeps the aspect).
  const w = known?.w ?? 1920;
  const h = known?.h ?? 1080;
  const short = Math.min(w, h);
  const rungs = [short, ...LADDER.filter((r) => r < short)];
  const bpp = (rung: number) => (videoKbps * 1000) / (((w * rung) / short) * ((h * rung) / short) * fps);
  const rung = rungs.find((r) => bpp(r) >= MIN_BPP) ?? (rungs[rungs.length - 1] as number);
  if (!known) return { maxShortSide: rung };
  return { width: even((w * rung) / short), height: even((h * rung) / short) };
}

/**
 * The budget of a fit, or a sentence why there is none (too long, no length).
 * `targetBytes` is what the file may weigh at most.
 */
export function fitBudget(targetBytes: number, source: FitSource): FitBudget | { problem: Sentence } {
  const problem = fitProblem(targetBytes, source.durationS);
  if (problem) return { problem };
  const { durationS } = source;
  const audioKbps = audioKbpsFor(targetBytes, durationS);
  let videoKbps = Math.floor(videoKbpsFor(targetBytes, durationS, audioKbps));
  if (source.videoKbps && source.videoKbps > MIN_VIDEO_KBPS)
    videoKbps = Math.min(videoKbps, Math.ceil(source.videoKbps));
  return { targetBytes, durationS, videoKbps, audioKbps, ...fitResolution(videoKbps, source) };
}

/**
 * The budget of the one retry after a first encode came out at `actualBytes`,
 * over the target: the same fit aimed lower by the overshoot and 10 % more.
 * Undefined when that leaves too little video (the caller says so).
 */
export function retryBudget(first: FitBudget, actualBytes: number, source: FitSource): FitBudget | undefined {
  const aim = Math.floor(first.targetBytes * (first.targetBytes / actualBytes) * 0.9);
  const next = fitBudget(aim, { ...source, durationS: first.durationS });
  if ('problem' in next || next.videoKbps >= first.videoKbps) return undefined;
  return { ...next, targetBytes: first.targetBytes };
}
