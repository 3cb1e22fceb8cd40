/**
 * A download request as the media core takes it (validated again here, as
 * every input from outside), and what can be checked of it against the
 * media before a job slot is taken.
 */
import { z } from 'zod';
import {
  clipCuts,
  MAX_SUBS_PER_DOWNLOAD,
  optionValuesSchema,
  qualitySchema,
  type SpanRange,
  spanStage,
  subtitleLangPattern,
} from '../../options/index.js';
import { MediaError } from '../errors.js';
import { isLiveStream } from '../lookup/media-info.js';
import { extSchema, kindSchema, selectorSchema, titleSchema, type YtdlpInfo } from '../schemas.js';
import type { MediaInfo } from '../types.js';

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

/**
 * The part of the media asked for (a span), checked by its option against
 * the media as read (src/options' span stage: recorded, within its
 * duration), and its length. Throws MediaError `invalid_request`; the HTTP
 * route checks the range first.
 */
export function checkedSpan<Span extends SpanRange>(span: Span | undefined, info: MediaInfo, raw: YtdlpInfo) {
  if (!span) return { span, spanS: undefined };
  const problem = spanStage().problem(span, { durationS: info.durationSeconds, live: isLiveStream(raw) });
  if (problem) throw new MediaError('invalid_request', problem);
  return { span, spanS: spanStage().lengthS(span) };
}
