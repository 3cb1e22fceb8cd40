/** What the routes read of the options' list fields (subs=en,de), over the registry. */
import type { z } from 'zod';
import { downloadOptions } from './registry.js';

/** Every registered list field, with its declaration. */
export const listParamsOf = () => downloadOptions().flatMap((option) => Object.entries(option.lists ?? {}));

/** The list fields, spread into a download's query (their OpenAPI part comes along). */
export function optionListParams(): Record<string, z.ZodType<string[] | undefined>> {
  return Object.fromEntries(listParamsOf().map(([field, param]) => [field, param.schema]));
}

/** The request fields a parsed query's lists fill; those left out or empty are not there. */
export function optionListRequestFields(query: Record<string, unknown>): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const [field, param] of listParamsOf()) {
    const value = query[field];
    if (Array.isArray(value) && value.length > 0) fields[param.requestField] = value as string[];
  }
  return fields;
}

/** The list fields as a signed link's query carries them again (comma-separated). */
export function optionListLinkParams(body: Record<string, unknown>): Record<string, string | undefined> {
  const params: Record<string, string | undefined> = {};
  for (const [field] of listParamsOf()) {
    const value = body[field];
    params[field] = Array.isArray(value) ? value.join(',') : undefined;
  }
  return params;
}
