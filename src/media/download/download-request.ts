/**
 * A download request as the media core takes it (validated again here, as
 * every input from outside), and what can be checked of it against the
 * media before a job slot is taken.
 */
import { z } from 'zod';
import { sentence } from '../../i18n/index.js';
import { MAX_SUBS_PER_DOWNLOAD, optionValuesSchema, qualitySchema, subtitleLangPattern } from '../../options/index.js';
import { clipCuts, clipProblem } from '../clip.js';
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

export /**
 * A clip must lie within the media (its duration, where known) and can only
 * be cut from recorded media. Throws MediaError `invalid_request` with the
 * sentence naming `start` or `end`; the HTTP route checks the same first.
 */
function assertClippable(clip: { startS: number; endS: number }, info: MediaInfo, raw: YtdlpInfo): void {
  if (isLiveStream(raw)) {
    throw new MediaError('invalid_request', sentence('error-clip-on-live-stream'));
  }
  const problem = clipProblem(clip, info.durationSeconds);
  if (problem) throw new MediaError('invalid_request', problem);
}
