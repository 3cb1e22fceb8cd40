/**
 * The encoder of a fit: x264 at the budget's bitrate, capped by its VBV
 * buffer, and AAC stereo, into an MP4 with its index first. One pass: the
 * sources stream in from the site, so a first pass would fetch them twice.
 */
import { type FitBudget, VBV_BUFFER_S } from './budget.js';

/** x264's preset: the fastest that keeps its rate control (mbtree, psy) intact; see README's figures. */
export const FIT_PRESET = 'veryfast';

/** ffmpeg's output arguments for a budget: H.264 (capped ABR, one pass) and AAC stereo. */
export function fitCodecArgs(budget: FitBudget): string[] {
  const v = `${budget.videoKbps}k`;
  const scale =
    budget.width && budget.height
      ? [`scale=${budget.width}:${budget.height}`]
      : budget.maxShortSide
        ? [`scale=-2:min(ih\\,${budget.maxShortSide})`]
        : [];
  return [
    ...(scale.length > 0 ? ['-vf', scale.join(',')] : []),
    ...['-c:v', 'libx264', '-preset', FIT_PRESET, '-pix_fmt', 'yuv420p'],
    ...['-b:v', v, '-maxrate', v, '-bufsize', `${Math.round(budget.videoKbps * VBV_BUFFER_S)}k`],
    ...['-c:a', 'aac', '-b:a', `${budget.audioKbps}k`, '-ac', '2'],
  ];
}

/** A plain MP4 with its index first (a finished file, so players start at once). */
export const FIT_MUXER = ['-f', 'mp4', '-movflags', '+faststart'];
