/** ffmpeg's loudnorm (EBU R128): the targets, the measuring pass, and the filter that uses what it measured. */

/** Integrated loudness aimed at: -16 LUFS, what podcast and streaming players expect of speech and music on a phone. */
export const TARGET_LUFS = -16;
/** True peak ceiling: room for an MP3 encoder's overshoot. */
const TARGET_TRUE_PEAK_DB = -1.5;
/** Loudness range kept: loudnorm's default, which leaves music its dynamics. */
const TARGET_RANGE_LU = 11;
/**
 * Two passes (measure, then apply linearly) up to 20 minutes: the measuring pass reads the whole source once
 * more, which for a song or a talk of that length is seconds; longer media gets loudnorm's one dynamic pass.
 */
export const TWO_PASS_MAX_S = 20 * 60;
/** loudnorm works at 192 kHz inside: the output goes back to the rate every MP3 player takes. */
const OUTPUT_RATE = 44_100;

const targets = `I=${TARGET_LUFS}:TP=${TARGET_TRUE_PEAK_DB}:LRA=${TARGET_RANGE_LU}`;

/** What the first pass measured, as loudnorm prints it. */
export interface Loudness {
  input_i: string;
  input_tp: string;
  input_lra: string;
  input_thresh: string;
  target_offset: string;
}

const FIELDS = ['input_i', 'input_tp', 'input_lra', 'input_thresh', 'target_offset'] as const;
const NUMBER = /^-?\d+(\.\d+)?$/;

export const measuringFilter = `loudnorm=${targets}:print_format=json`;

/** The JSON loudnorm printed last, if it holds every measurement as a finite number (silence says -inf: none). */
export function readLoudness(printed: string): Loudness | undefined {
  const json = printed.slice(printed.lastIndexOf('{'), printed.lastIndexOf('}') + 1);
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const fields = parsed as Record<string, unknown>;
  if (!FIELDS.every((field) => typeof fields[field] === 'string' && NUMBER.test(fields[field] as string))) {
    return undefined;
  }
  return fields as unknown as Loudness;
}

/** The real run's filter: linear with the first pass's measurement, else loudnorm's one dynamic pass. */
export function loudnormFilter(measured: Loudness | undefined): string {
  const resample = `aresample=${OUTPUT_RATE}`;
  if (!measured) return `loudnorm=${targets},${resample}`;
  const { input_i, input_tp, input_lra, input_thresh, target_offset } = measured;
  const known = `measured_I=${input_i}:measured_TP=${input_tp}:measured_LRA=${input_lra}:measured_thresh=${input_thresh}`;
  return `loudnorm=${targets}:${known}:offset=${target_offset}:linear=true,${resample}`;
}
