/**
 * The clip's checks: the order of its ends as the request gives them (a 400 naming `start` or `end`),
 * then, once the media is looked up, the range against its length (a live stream has no fixed times).
 */
import { sentence } from '../../i18n/index.js';
import type { OptionChecks, OptionProblem } from '../types.js';
import { clipProblem, clipProblemField } from './range.js';

/** A clip problem, with the end it is about. */
const atItsEnd = (problem: ReturnType<typeof clipProblem>): OptionProblem | undefined =>
  problem && { field: clipProblemField(problem), sentence: problem };

export const clipChecks: OptionChecks = {
  // An end alone is after 0, where a clip without start begins; a start alone waits for the media's end.
  fields: ({ span }) =>
    span?.endS === undefined ? undefined : atItsEnd(clipProblem({ ...span, endS: span.endS }, undefined)),
  length: ({ span, durationS, live }) => {
    if (!span) return undefined;
    if (live) return { field: 'start', sentence: sentence('error-clip-on-live-stream') };
    if (span.endS === undefined) return { field: 'end', sentence: sentence('error-clip-end-required') };
    return atItsEnd(clipProblem({ ...span, endS: span.endS }, durationS));
  },
};
