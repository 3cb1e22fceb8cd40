/**
 * What the route and the media core read of the options that declare a field
 * of the media request (`mediaField`) or an output of their own (`outputFormat`).
 */
import { downloadOptions } from './registry.js';
import type { DownloadOption, OptionValues, OutputFormat } from './types.js';

/** The option's own values among a request's, or undefined when it is not asked for. */
function ownValues(option: DownloadOption, values: OptionValues | undefined): OptionValues | undefined {
  const own = Object.keys(option.params).flatMap((field) => {
    const value = values?.[field];
    return value === undefined ? [] : [[field, value] as const];
  });
  return own.length > 0 ? Object.fromEntries(own) : undefined;
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
export function optionOutput(request: { options?: OptionValues | undefined }): OutputFormat | undefined {
  const own = request as Record<string, unknown>;
  const inForce = (option: DownloadOption) =>
    ownValues(option, request.options) !== undefined ||
    (option.mediaField !== undefined && own[option.mediaField.name] !== undefined);
  return downloadOptions().find((option) => option.outputFormat && inForce(option))?.outputFormat;
}
