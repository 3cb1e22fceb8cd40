/**
 * The registered options' checks (src/options, OptionChecks) as the download route asks them: the
 * request's fields when it is validated (each a 400 naming its field), the media's length once looked up.
 */
import type { z } from 'zod';
import { MediaError } from '../media/index.js';
import { fieldProblems, firstProblem, type OptionValues, optionRequestOfQuery, type Span } from '../options/index.js';
import { addSentenceIssue } from './issue-text.js';

/** A query's fields as the checks read them, once validated. */
type QueryFields = Parameters<typeof optionRequestOfQuery>[0];

/** What the options cannot go with, known from the request alone: a 400 naming each field at fault. */
export function checkOptionFields(fields: QueryFields, ctx: z.RefinementCtx): void {
  for (const problem of fieldProblems(optionRequestOfQuery(fields))) {
    addSentenceIssue(ctx, problem.sentence, [problem.field]);
  }
}

/**
 * The options as the media core takes them, checked against the media's length: the span asked (a clip,
 * its end the media's where left out), the fields it takes of its own (a target in bytes) and the rest of
 * the values. Throws MediaError `invalid_request` (400) with the sentence when the length rules one out.
 */
export function resolveOptions(
  query: QueryFields,
  durationSeconds: number | undefined,
): { span: Span | undefined; fields: Record<string, number>; options: OptionValues } {
  const request = optionRequestOfQuery(query, durationSeconds);
  const problem = firstProblem(request, ['length']);
  if (problem) throw new MediaError('invalid_request', problem.sentence);
  // The length check refused a span whose end is still unknown.
  const span = request.span && { ...request.span, endS: request.span.endS as number };
  // A query's media fields are those its values set (mediaFieldsOf), none left undefined.
  return { span, fields: request.mediaFields as Record<string, number>, options: { ...request.options } };
}
