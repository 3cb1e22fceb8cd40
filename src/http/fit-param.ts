/**
 * The `fit` parameter of GET /api/download and POST /api/link: re-encode the
 * video to at most that many MB (MiB, as the bots' upload limits), as MP4
 * (H.264 + AAC) whatever `ext` says. Checked in two steps like the clip's:
 * the form and what it cannot go with when the request is validated, the
 * media's length (the longest a video can last at that size) once the info is
 * known ({@link resolveFit}); either way a 400 with the sentence, nothing started.
 */
import { z } from 'zod';
import {
  type ClipRange,
  FIT_MAX_MB,
  FIT_MIN_MB,
  type FormatKind,
  fitBytesOf,
  fitRequestProblem,
  MediaError,
} from '../media/index.js';
import { addSentenceIssue } from './issue-text.js';

const FIT_HELP = `fit must be a size in MB from ${FIT_MIN_MB} to ${FIT_MAX_MB} (decimals allowed, e.g. 9.5)`;

/** `fit`: a string in a query, a number in a JSON body; at most three decimals. */
export const fitField = z
  .union([z.string().max(16, FIT_HELP), z.number()], { error: FIT_HELP })
  .transform((value, ctx) => {
    const mb = typeof value === 'number' ? value : /^\d{1,4}(\.\d{1,3})?$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isFinite(mb) || mb < FIT_MIN_MB || mb > FIT_MAX_MB) {
      ctx.addIssue({ code: 'custom', message: FIT_HELP });
      return z.NEVER;
    }
    return Math.round(mb * 1000) / 1000;
  })
  .optional()
  .meta({
    description: `Re-encode the video to at most this many MB (1 MB = 1 048 576 bytes; ${FIT_MIN_MB}–${FIT_MAX_MB}, decimals allowed): H.264 + AAC in MP4 whatever ext says, the file named .mp4. Not with convert=mp3, subs or kind=subtitles, nor on an audio format; the media's length must be known, and media too long to be watchable at that size is refused (400, naming the longest length that fits). The file is finished before the first byte, so Content-Length is set. At or above the source's exact size nothing is encoded: the source is sent as it is, or remuxed into MP4.`,
    examples: ['10', '49.5'],
  });

/** A request's fields that fit depends on, once validated. */
interface FitParams {
  fit?: number | undefined;
  convert?: 'mp3' | undefined;
  kind: FormatKind | 'subtitles';
  subs?: readonly string[] | undefined;
}

/** What fit cannot go with, known from the request alone (no media info needed). */
export function checkFitFields(fields: FitParams, ctx: z.RefinementCtx): void {
  if (fields.fit === undefined) return;
  const problem = fitRequestProblem(
    { fitBytes: fitBytesOf(fields.fit), convert: fields.convert, kind: fields.kind, subtitles: fields.subs },
    1,
  );
  if (problem) addSentenceIssue(ctx, problem, ['fit']);
}

/**
 * The target in bytes, checked against the length sent (the clip's, else the
 * media's): undefined without fit; throws MediaError `invalid_request` (400)
 * with the sentence when the media is too long for that size or its length is unknown.
 */
export function resolveFit(
  fields: FitParams,
  clip: ClipRange | undefined,
  durationSeconds: number | undefined,
): number | undefined {
  if (fields.fit === undefined) return undefined;
  const fitBytes = fitBytesOf(fields.fit);
  const problem = fitRequestProblem(
    { fitBytes, convert: fields.convert, kind: fields.kind, subtitles: fields.subs, clip },
    durationSeconds,
  );
  if (problem) throw new MediaError('invalid_request', problem);
  return fitBytes;
}
