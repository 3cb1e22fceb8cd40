/**
 * The clip parameters of GET /api/download and POST /api/link: `start` and
 * `end` (decimal seconds or `[h:]mm:ss[.fff]`, read by src/media/clip.ts)
 * and `cut` (exact or fast). Checked in two steps: the form and the order
 * here when the request is validated (400 naming the parameter), the range
 * against the media's duration once the info is known ({@link resolveClip}).
 */
import { z } from 'zod';
import { sentence } from '../i18n/index.js';
import {
  type ClipRequest,
  clipCuts,
  clipProblem,
  clipProblemField,
  formatSeconds,
  MAX_TIME_S,
  MediaError,
  parseTimecode,
} from '../media/index.js';
import { addSentenceIssue } from './issue-text.js';

const TIME_HELP = 'seconds as a decimal (80.5) or [h:]mm:ss[.fff] (1:20.5)';

/**
 * One end of the range: a string as sent in a query, or a number in a JSON
 * body, rounded to the millisecond as a query's time is. Past {@link MAX_TIME_S}
 * it is refused: a link could not carry it (and no media is that long).
 */
function timeField(name: 'start' | 'end', description: string) {
  return z
    .union([z.string().max(32, `${name} is too long`), z.number()], { error: `${name} must be ${TIME_HELP}` })
    .transform((value, ctx) => {
      const seconds =
        typeof value === 'number' ? (value >= 0 ? Math.round(value * 1000) / 1000 : undefined) : parseTimecode(value);
      if (seconds === undefined || !Number.isFinite(seconds)) {
        ctx.addIssue({ code: 'custom', message: `${name} must be ${TIME_HELP}` });
        return z.NEVER;
      }
      if (seconds > MAX_TIME_S) {
        ctx.addIssue({ code: 'custom', message: `${name} must be at most ${MAX_TIME_S} seconds` });
        return z.NEVER;
      }
      return seconds;
    })
    .optional()
    .meta({ description, examples: ['80.5', '1:20'] });
}

/** The fields, spread into a download's own (downloadFields in routes/download.ts). */
export const clipFields = {
  start: timeField('start', `Clip: where the file starts, ${TIME_HELP}; 0 if left out with end.`),
  end: timeField('end', `Clip: where the file ends, ${TIME_HELP}; the end of the media if left out with start.`),
  cut: z.enum(clipCuts, { error: 'cut must be exact or fast' }).optional().meta({
    description:
      'Clip: exact (default) re-encodes the clip so it starts and ends on the times asked; fast copies the streams, so video starts on the keyframe at or before start. Ignored without start or end.',
  }),
};

/** A request's clip fields once validated. */
export interface ClipFields {
  start?: number | undefined;
  end?: number | undefined;
  cut?: 'exact' | 'fast' | undefined;
}

/**
 * The order of the ends, checked with the request (no media info needed):
 * an end alone is after 0, where a clip without start begins.
 */
export function checkClipOrder(fields: ClipFields, ctx: z.RefinementCtx): void {
  if (fields.end === undefined) return;
  const problem = clipProblem({ startS: fields.start ?? 0, endS: fields.end }, undefined);
  if (problem) addSentenceIssue(ctx, problem, [clipProblemField(problem)]);
}

/**
 * The clip asked for, checked against the media's duration: undefined when
 * neither end was given; throws MediaError `invalid_request` (400) with a
 * sentence naming `start` or `end` otherwise.
 */
export function resolveClip(fields: ClipFields, durationSeconds: number | undefined): ClipRequest | undefined {
  if (fields.start === undefined && fields.end === undefined) return undefined;
  const endS = fields.end ?? durationSeconds;
  if (endS === undefined) {
    throw new MediaError('invalid_request', sentence('error-clip-end-required'));
  }
  const clip: ClipRequest = { startS: fields.start ?? 0, endS, cut: fields.cut ?? 'exact' };
  const problem = clipProblem(clip, durationSeconds);
  if (problem) throw new MediaError('invalid_request', problem);
  return clip;
}

/** The clip fields as a signed link carries them: in the form the route reads back to the same times. */
export function clipLinkParams(fields: ClipFields): Record<string, string | undefined> {
  const given = fields.start !== undefined || fields.end !== undefined;
  return {
    start: fields.start === undefined ? undefined : formatSeconds(fields.start),
    end: fields.end === undefined ? undefined : formatSeconds(fields.end),
    cut: given ? fields.cut : undefined,
  };
}
