/**
 * The clip's query fields of GET /api/download and POST /api/link: `start`
 * and `end` (decimal seconds or `[h:]mm:ss[.fff]`) and `cut` (exact or
 * fast). Checked in two steps: the form and the order when the request is
 * validated (400 naming the field), the range against the media's duration
 * once the info is known (checks.ts).
 */
import { z } from 'zod';
import type { AskedSpan, ClipCut, RequestFields } from '../types.js';
import { clipCuts } from './range.js';
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

/** A request's clip fields once validated (times in seconds). */
interface ClipFields {
  start?: number | undefined;
  end?: number | undefined;
  cut?: ClipCut | undefined;
}

/** The clip's fields of a parsed request (validated there: times in seconds, a cut), its other fields left aside. */
export function clipFieldsOf(fields: RequestFields): ClipFields {
  const time = (value: unknown) => (typeof value === 'number' ? value : undefined);
  return { start: time(fields.start), end: time(fields.end), cut: clipCuts.find((cut) => cut === fields.cut) };
}

/** The clip a request's fields ask for (none when neither end was given), its end the media's where left out. */
export function askedClip(fields: ClipFields, durationS: number | undefined): AskedSpan | undefined {
  if (fields.start === undefined && fields.end === undefined) return undefined;
  return { startS: fields.start ?? 0, endS: fields.end ?? durationS, cut: fields.cut ?? 'exact' };
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
