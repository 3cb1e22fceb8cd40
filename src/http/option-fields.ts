/**
 * The download options' checks of a query's fields together (src/options: which kinds, exts and lists go
 * together): a 400 naming the parameter at fault, nothing started. Whether the media has what was asked
 * (its languages) is checked once its info is known, by the media core.
 */
import type { z } from 'zod';
import { sentence } from '../i18n/index.js';
import { fieldsRequestOfQuery, optionFieldProblem } from '../options/index.js';
import { addSentenceIssue } from './issue-text.js';

/** The fields this check reads, once validated. */
type QueryFields = Parameters<typeof fieldsRequestOfQuery>[0];

export function checkOptionFields(fields: QueryFields, ctx: z.RefinementCtx): void {
  const problem = optionFieldProblem(fieldsRequestOfQuery(fields));
  if (problem) addSentenceIssue(ctx, sentence(problem.key, problem.args), [problem.path]);
}
