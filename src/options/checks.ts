/**
 * The options' checks over the registry, step by step (types.ts OptionChecks), and the one request view they
 * read, made from the route's query or from the media core's request.
 */
import { listParamsOf } from './lists.js';
import { downloadOptions } from './registry.js';
import { mediaFieldsOf } from './request-values.js';
import { spanStage } from './span.js';
import type { MenuMedia, OptionChecks, OptionProblem, OptionRequest, RequestFields, Span } from './types.js';
import { optionValuesOf } from './values.js';

/** The name of a step of the checks. */
export type CheckStep = keyof OptionChecks;

/** What the media core's request carries that the view reads (DownloadRequest's fields, by name). */
interface MediaRequest {
  ext: string;
  kind: string;
  convert?: 'mp3' | undefined;
  options?: Readonly<Record<string, string>> | undefined;
  clip?: Span | undefined;
  [field: string]: unknown;
}

/** The span the registered span option reads from a query's fields (its end the media's, where known). */
const askedSpan = (fields: RequestFields, durationS: number | undefined) => spanStage().asked(fields, durationS);

/** A validated query (or a link's body) as the checks see it; `durationS` once the media is looked up. */
export function optionRequestOfQuery(
  query: { ext: string; kind: string; convert?: 'mp3' | undefined; [field: string]: unknown },
  durationS?: number,
): OptionRequest {
  const { fields, options } = mediaFieldsOf(optionValuesOf(query));
  const lists: Record<string, readonly string[] | undefined> = {};
  for (const [field, param] of listParamsOf()) lists[param.requestField] = query[field] as string[] | undefined;
  const span = askedSpan(query, durationS);
  return {
    ext: query.ext,
    kind: query.kind,
    convert: query.convert,
    options,
    mediaFields: fields,
    lists,
    span,
    durationS,
  };
}

/** The media core's request as the checks see it, with what its lookup says of the media. */
export function optionRequestOf(
  request: MediaRequest,
  media: { durationS?: number | undefined; live?: boolean | undefined } = {},
): OptionRequest {
  const mediaFields: Record<string, number | undefined> = {};
  for (const { mediaField } of downloadOptions()) {
    if (mediaField) mediaFields[mediaField.name] = request[mediaField.name] as number | undefined;
  }
  const lists: Record<string, readonly string[] | undefined> = {};
  for (const [, param] of listParamsOf())
    lists[param.requestField] = request[param.requestField] as string[] | undefined;
  const { ext, kind, convert, clip: span } = request;
  return { ext, kind, convert, options: request.options ?? {}, mediaFields, lists, span, ...media };
}

/** What one option's step says of the request. */
function stepProblem(step: CheckStep, checks: OptionChecks, request: OptionRequest, media: MenuMedia) {
  return step === 'languages' ? checks.languages?.(request, media) : checks[step]?.(request);
}

/** Every problem the request's own fields raise, in registry order (the route names each one's field). */
export function fieldProblems(request: OptionRequest): OptionProblem[] {
  return downloadOptions().flatMap(({ checks }) => {
    const problem = checks && stepProblem('fields', checks, request, {});
    return problem ? [problem] : [];
  });
}

/** The first problem of these steps, taken in the order given, each over the registry; undefined when none. */
export function firstProblem(
  request: OptionRequest,
  steps: readonly CheckStep[],
  media: MenuMedia = {},
): OptionProblem | undefined {
  for (const step of steps) {
    for (const { checks } of downloadOptions()) {
      const problem = checks && stepProblem(step, checks, request, media);
      if (problem) return problem;
    }
  }
  return undefined;
}

/** Every step, in the order the planner asks them once the media is looked up. */
export const ALL_CHECK_STEPS: readonly CheckStep[] = ['fields', 'languages', 'length', 'output'];
