/**
 * The clip's query fields of GET /api/download and POST /api/link: `start`
 * and `end` (decimal seconds or `[h:]mm:ss[.fff]`) and `cut` (exact or
 * fast). Checked in two steps: the form and the order when the request is
 * validated (400 naming the field), the range against the media's duration
 * once the info is known ({@link resolveClip}).
 */
import { z } from 'zod';
import type { ClipRequest, FieldProblem, RequestFields, SpanAsked, SpanFields } from '../types-clip.js';
import { clipCuts, clipProblem, clipProblemField } from './range.js';
import { formatSeconds, MAX_TIME_S, parseTimecode } from './timecode.js';

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

/** The fields, spread into a download's own (the route's downloadFields). */
export const clipFields = {
  start: timeField('start', `Clip: where the file starts, ${TIME_HELP}; 0 if left out with end.`),
  end: timeField('end', `Clip: where the file ends, ${TIME_HELP}; the end of the media if left out with start.`),
  cut: z.enum(clipCuts, { error: 'cut must be exact or fast' }).optional().meta({
    description:
      'Clip: exact (default) re-encodes the clip so it starts and ends on the times asked; fast copies the streams, so video starts on the keyframe at or before start. Ignored without start or end.',
  }),
};

/** The clip's fields of a parsed request (validated there: times in seconds, a cut), its other fields left aside. */
export function clipFieldsOf(fields: RequestFields): SpanFields {
  const time = (value: unknown) => (typeof value === 'number' ? value : undefined);
  return { start: time(fields.start), end: time(fields.end), cut: clipCuts.find((cut) => cut === fields.cut) };
}

/** The order of the ends, checked with the request (no media info needed): an end alone is after 0, where a clip without start begins. */
export function clipOrderProblem(fields: SpanFields): FieldProblem | undefined {
  if (fields.end === undefined) return undefined;
  const problem = clipProblem({ startS: fields.start ?? 0, endS: fields.end }, undefined);
  return problem && { field: clipProblemField(problem), sentence: problem };
}

/** The clip asked for, checked against the media's duration: none when neither end was given. */
export function resolveClip(fields: SpanFields, durationSeconds: number | undefined): SpanAsked {
  if (fields.start === undefined && fields.end === undefined) return { span: undefined };
  const endS = fields.end ?? durationSeconds;
  if (endS === undefined) return { problem: { key: 'error-clip-end-required' } };
  const clip: ClipRequest = { startS: fields.start ?? 0, endS, cut: fields.cut ?? 'exact' };
  const problem = clipProblem(clip, durationSeconds);
  return problem ? { problem } : { span: clip };
}

/** The clip fields as a signed link carries them: in the form the route reads back to the same times. */
export function clipLinkParams(fields: SpanFields): Record<string, string | undefined> {
  const given = fields.start !== undefined || fields.end !== undefined;
  return {
    start: fields.start === undefined ? undefined : formatSeconds(fields.start),
    end: fields.end === undefined ? undefined : formatSeconds(fields.end),
    cut: given ? fields.cut : undefined,
  };
}
