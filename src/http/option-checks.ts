/**
 * The registered options' checks that answer with a sentence (src/options,
 * types-request.ts), as the download route asks them: the request's fields
 * when it is validated, the media's length once it is looked up.
 */
import type { z } from 'zod';
import { sentence } from '../i18n/index.js';
import { MediaError } from '../media/index.js';
import {
  fieldsRequestOfQuery,
  mediaFieldsOf,
  type OptionFields,
  type OptionValues,
  optionFieldProblem,
  optionFieldProblems,
  optionLengthProblem,
  optionValuesOf,
} from '../options/index.js';
import { addSentenceIssue } from './issue-text.js';

/** A query's fields as the checks read them, once validated. */
type QueryFields = OptionFields & Parameters<typeof fieldsRequestOfQuery>[0];

/** What an option cannot go with, known from the request alone: a 400 naming the field at fault. */
export function checkOptionFields(fields: QueryFields, ctx: z.RefinementCtx): void {
  for (const { field, problem } of optionFieldProblems(optionValuesOf({ ...fields }), fields)) {
    addSentenceIssue(ctx, problem, [field]);
  }
  // Which kinds, exts and lists go together; whether the media has what was asked is the media core's check.
  const listProblem = optionFieldProblem(fieldsRequestOfQuery(fields));
  if (listProblem) addSentenceIssue(ctx, sentence(listProblem.key, listProblem.args), [listProblem.path]);
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
