/**
 * The registered options' checks that answer with a sentence (src/options,
 * types-request.ts), as the download route asks them: the request's fields
 * when it is validated, the media's length once it is looked up.
 */
import type { z } from 'zod';
import { MediaError } from '../media/index.js';
import {
  mediaFieldsOf,
  type OptionFields,
  type OptionValues,
  optionFieldProblems,
  optionLengthProblem,
  optionValuesOf,
} from '../options/index.js';
import { addSentenceIssue } from './issue-text.js';

/** What an option cannot go with, known from the request alone: a 400 naming the option's field. */
export function checkOptionFields(fields: OptionFields, ctx: z.RefinementCtx): void {
  for (const { field, problem } of optionFieldProblems(optionValuesOf({ ...fields }), fields)) {
    addSentenceIssue(ctx, problem, [field]);
  }
}

/**
 * The options' values for the media core, checked against the length sent
 * (the clip's, else the media's): the fields it takes of its own (a
 * target in bytes) and the rest. Throws MediaError `invalid_request` (400)
 * with the sentence when the length rules one out.
 */
export function resolveOptions(
  query: OptionFields,
  clip: OptionFields['clip'],
  durationSeconds: number | undefined,
): { fields: Record<string, number>; options: OptionValues } {
  const values = optionValuesOf({ ...query });
  const problem = optionLengthProblem(values, { ...query, clip }, durationSeconds);
  if (problem) throw new MediaError('invalid_request', problem);
  return mediaFieldsOf(values);
}
