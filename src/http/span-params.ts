/**
 * The span fields of GET /api/download and POST /api/link (src/options' span
 * stage: its typed fields), read through the registry. Checked in
 * two steps: the form and the order when the request is validated (400
 * naming the field), the span against the media's duration once the info is
 * known ({@link resolveSpan}).
 */
import type { z } from 'zod';
import { MediaError } from '../media/index.js';
import { type RequestFields, type Span, spanStage } from '../options/index.js';
import { addSentenceIssue } from './issue-text.js';

/** The order of the span's ends, checked with the request (no media info needed). */
export function checkSpanOrder(fields: RequestFields, ctx: z.RefinementCtx): void {
  const problem = spanStage().orderProblem(fields);
  if (problem) addSentenceIssue(ctx, problem.sentence, [problem.field]);
}

/**
 * The span asked for, checked against the media's duration: undefined when
 * none was; throws MediaError `invalid_request` (400) with a sentence naming
 * the field otherwise.
 */
export function resolveSpan(fields: RequestFields, durationSeconds: number | undefined): Span | undefined {
  const asked = spanStage().resolve(fields, durationSeconds);
  if (asked.problem) throw new MediaError('invalid_request', asked.problem);
  return asked.span;
}
