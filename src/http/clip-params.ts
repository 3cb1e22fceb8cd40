/**
 * The clip parameters of GET /api/download and POST /api/link: `start` and
 * `end` (decimal seconds or `[h:]mm:ss[.fff]`, read by src/media/clip.ts)
 * and `cut` (exact or fast). Checked in two steps: the form and the order
 * here when the request is validated (400 naming the parameter), the range
 * against the media's duration once the info is known ({@link resolveClip}).
 */
import { z } from 'zod';
import { type ClipRequest, clipCuts, clipProblem, parseTimecode } from '../media/clip.js';
import { MediaError } from '../media/errors.js';

const TIME_HELP = 'seconds as a decimal (80.5) or [h:]mm:ss[.fff] (1:20.5)';

/** One end of the range: a string as sent in a query, or a number in a JSON body. */
function timeField(name: 'start' | 'end', description: string) {
  return z
    .union([z.string().max(32, `${name} is too long`), z.number()], { error: `${name} must be ${TIME_HELP}` })
    .transform((value, ctx) => {
      const seconds = typeof value === 'number' ? (value >= 0 ? value : undefined) : parseTimecode(value);
      if (seconds === undefined || !Number.isFinite(seconds)) {
        ctx.addIssue({ code: 'custom', message: `${name} must be ${TIME_HELP}` });
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

/** The order of the ends, where both are given: checked with the request (no media info needed). */
export function checkClipOrder(fields: ClipFields, ctx: z.RefinementCtx): void {
  if (fields.start === undefined || fields.end === undefined) return;
  const problem = clipProblem({ startS: fields.start, endS: fields.end }, undefined);
  if (problem)
    ctx.addIssue({ code: 'custom', message: problem, path: [problem.startsWith('start') ? 'start' : 'end'] });
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
    throw new MediaError('invalid_request', 'end is required: the length of this media is not known.');
  }
  const clip: ClipRequest = { startS: fields.start ?? 0, endS, cut: fields.cut ?? 'exact' };
  const problem = clipProblem(clip, durationSeconds);
  if (problem) throw new MediaError('invalid_request', problem);
  return clip;
}

/** The clip fields as a signed link carries them (the route reads them back with the same schema). */
export function clipLinkParams(fields: ClipFields): Record<string, string | undefined> {
  const given = fields.start !== undefined || fields.end !== undefined;
  return {
    start: fields.start === undefined ? undefined : String(fields.start),
    end: fields.end === undefined ? undefined : String(fields.end),
    cut: given ? fields.cut : undefined,
  };
}
