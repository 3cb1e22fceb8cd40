/**
 * What the route and the media core read of the options that declare checks
 * with sentences, a field of the media request or an output (types-request.ts).
 */
import type { Sentence } from '../i18n/index.js';
import { downloadOptions } from './registry.js';
import type { DownloadOption, OptionValues } from './types.js';
import type { OptionFields, OptionOutput } from './types-request.js';

/** The option's own values among a request's, or undefined when it is not asked for. */
function ownValues(option: DownloadOption, values: OptionValues | undefined): OptionValues | undefined {
  const own = Object.keys(option.params).flatMap((field) => {
    const value = values?.[field];
    return value === undefined ? [] : [[field, value] as const];
  });
  return own.length > 0 ? Object.fromEntries(own) : undefined;
}

/** What the request's own fields rule out, each with the field a 400 names (its option's first). */
export function optionFieldProblems(
  values: OptionValues,
  fields: OptionFields,
): { field: string; problem: Sentence }[] {
  return downloadOptions().flatMap((option) => {
    const own = ownValues(option, values);
    const problem = own && option.checks?.fields(own, fields);
    return problem ? [{ field: Object.keys(own)[0] as string, problem }] : [];
  });
}

/** The first thing the media's length rules out for an option asked for, or undefined. */
export function optionLengthProblem(
  values: OptionValues,
  fields: OptionFields,
  durationS: number | undefined,
): Sentence | undefined {
  for (const option of downloadOptions()) {
    const own = ownValues(option, values);
    const problem = own && option.checks?.length(own, fields, durationS);
    if (problem) return problem;
  }
  return undefined;
}

/** A request's option values split into the media core's own fields (a target in bytes) and `options`. */
export function mediaFieldsOf(values: OptionValues): { fields: Record<string, number>; options: OptionValues } {
  const fields: Record<string, number> = {};
  const options: OptionValues = { ...values };
  for (const option of downloadOptions()) {
    const own = ownValues(option, values);
    if (!own || !option.mediaField) continue;
    fields[option.mediaField.name] = option.mediaField.of(own);
    for (const field of Object.keys(own)) delete options[field];
  }
  return { fields, options };
}

/** The output an option in force sets (asked in `options`, or by its own field of the media request), if any. */
export function optionOutput(request: { options?: OptionValues | undefined }): OptionOutput | undefined {
  const own = request as Record<string, unknown>;
  const inForce = (option: DownloadOption) =>
    ownValues(option, request.options) !== undefined ||
    (option.mediaField !== undefined && own[option.mediaField.name] !== undefined);
  return downloadOptions().find((option) => option.outputFormat && inForce(option))?.outputFormat;
}
