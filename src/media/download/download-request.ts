/**
 * A download request as the media core takes it (validated again here, as
 * every input from outside), and what its options rule out against the
 * media before a job slot is taken.
 */
import { z } from 'zod';
import { sentence } from '../../i18n/index.js';
import {
  ALL_CHECK_STEPS,
  clipCuts,
  firstProblem,
  MAX_SUBS_PER_DOWNLOAD,
  optionRequestOf,
  optionValuesSchema,
  qualitySchema,
  subtitleLangPattern,
} from '../../options/index.js';
import { MediaError } from '../errors.js';
import type { Extraction } from '../lookup/kept-extraction.js';
import { isLiveStream } from '../lookup/media-info.js';
import { extSchema, kindSchema, selectorSchema, titleSchema, type YtdlpInfo } from '../schemas.js';
import type { DownloadRequest } from '../types.js';

export const downloadRequestSchema = z
  .object({
    url: z.string(),
    // Empty only for one subtitle track alone, which reads no format (refined below).
    selector: selectorSchema.or(z.literal('')),
    ext: extSchema,
    kind: kindSchema,
    title: titleSchema,
    convert: z.literal('mp3').optional(),
    quality: qualitySchema.optional(),
    clip: z.object({ startS: z.number().finite(), endS: z.number().finite(), cut: z.enum(clipCuts) }).optional(),
    subtitles: z.array(z.string().regex(subtitleLangPattern)).min(1).max(MAX_SUBS_PER_DOWNLOAD).optional(),
    fitBytes: z.number().int().positive().optional(),
    // Checked against the registered options' own schemas at parse time (optionValuesSchema), so one added later counts.
    options: z
      .record(z.string(), z.string())
      .optional()
      .superRefine((values, ctx) => {
        const parsed = values && optionValuesSchema().safeParse(values);
        if (parsed && !parsed.success)
          for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
      }),
  })
  .refine((r) => r.selector !== '' || r.kind === 'subtitles', { message: 'selector is required', path: ['selector'] });

export type ParsedDownloadRequest = z.output<typeof downloadRequestSchema>;

/** The request as the media core takes it; throws MediaError `invalid_request` naming each bad field. */
export function parseDownloadRequest(request: DownloadRequest): ParsedDownloadRequest {
  const parsed = downloadRequestSchema.safeParse(request);
  if (parsed.success) return parsed.data;
  const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  throw new MediaError('invalid_request', sentence('error-request-fields', { detail }));
}

/**
 * What the request's options rule out, asked once the media is looked up and before a slot is taken
 * (src/options: fields that do not go together, a language the media lacks, a clip past its end or of a
 * live stream, a fit too long for its size, loudness on no MP3). Throws MediaError `invalid_request`.
 */
export function refuseWhatCannotBeMade(req: ParsedDownloadRequest, lookup: Extraction, raw: YtdlpInfo | undefined) {
  const media = { durationS: lookup.info.durationSeconds, live: raw && isLiveStream(raw) };
  const problem = firstProblem(optionRequestOf(req, media), ALL_CHECK_STEPS, lookup);
  if (problem) throw new MediaError('invalid_request', problem.sentence);
}
