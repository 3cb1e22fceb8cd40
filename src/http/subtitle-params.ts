/**
 * The subtitle parameters of GET /api/download and POST /api/link: `subs`
 * (language codes from /api/info's `subtitles`), muxed into a video, or the
 * one track of `kind=subtitles` with `ext=srt|vtt`. The combinations are
 * checked when the request is validated (400 naming the parameter, nothing
 * started); whether the media has those languages, once its info is known
 * (the media core answers 400 naming the languages it has).
 */
import type { z } from 'zod';
import { subsSchema, subtitleRequestProblem } from '../media/index.js';
import { addSentenceIssue } from './issue-text.js';

/** The field, spread into a download's own (downloadFields in routes/download.ts). */
export const subtitleFields = {
  subs: subsSchema.optional().meta({
    description:
      'Subtitle languages (`lang` of /api/info `subtitles`), comma-separated: muxed into mp4/mov (mov_text), mkv (SubRip) or webm (WebVTT), each tagged with its language. With kind=subtitles exactly one, sent alone as ext=srt or vtt.',
    examples: ['en', 'en,de'],
  }),
};

/** The fields this check reads, once validated. */
interface SubtitleParams {
  kind: string;
  ext: string;
  convert?: string | undefined;
  subs?: string[] | undefined;
  start?: number | undefined;
  end?: number | undefined;
}

/** kind=subtitles, srt/vtt and subs only where they go together (schemas.ts subtitleRequestProblem). */
export function checkSubtitleParams(fields: SubtitleParams, ctx: z.RefinementCtx): void {
  const clip = fields.start !== undefined || fields.end !== undefined ? {} : undefined;
  const problem = subtitleRequestProblem({ ...fields, subtitles: fields.subs, clip });
  if (problem) addSentenceIssue(ctx, problem.sentence, [problem.path]);
}
