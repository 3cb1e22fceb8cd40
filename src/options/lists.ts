/** What the routes and the planner read of the options' list fields and field checks, over the registry. */
import type { z } from 'zod';
import { downloadOptions } from './registry.js';
import type { FieldProblem, FieldsRequest, MenuMedia } from './types-lists.js';

const listParamsOf = () => downloadOptions().flatMap((option) => Object.entries(option.lists ?? {}));

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

/** A parsed query as the field checks see it (a clip: start or end given). */
export function fieldsRequestOfQuery(query: {
  ext: string;
  kind: string;
  convert?: 'mp3' | undefined;
  start?: unknown;
  end?: unknown;
  [field: string]: unknown;
}): FieldsRequest {
  const lists: FieldsRequest['lists'] = {};
  for (const [field, param] of listParamsOf()) lists[param.requestField] = query[field] as string[] | undefined;
  const clipped = query.start !== undefined || query.end !== undefined;
  return { ext: query.ext, kind: query.kind, convert: query.convert, lists, clipped };
}

/** A download request of the media core as the field checks see it. */
export function fieldsRequestOf(request: {
  ext: string;
  kind: string;
  convert?: 'mp3' | undefined;
  clip?: unknown;
  [field: string]: unknown;
}): FieldsRequest {
  const lists: FieldsRequest['lists'] = {};
  for (const [, param] of listParamsOf())
    lists[param.requestField] = request[param.requestField] as string[] | undefined;
  return { ext: request.ext, kind: request.kind, convert: request.convert, lists, clipped: request.clip !== undefined };
}

/** Why the request's fields do not go together, by the first option that says so; undefined when they do. */
export function optionFieldProblem(request: FieldsRequest): FieldProblem | undefined {
  for (const option of downloadOptions()) {
    const problem = option.fieldProblem?.(request);
    if (problem) return problem;
  }
  return undefined;
}

/** Why the looked-up media cannot take the request (a language it does not have); undefined when it can. */
export function optionMediaProblem(request: FieldsRequest, media: MenuMedia): FieldProblem | undefined {
  for (const option of downloadOptions()) {
    const problem = option.mediaProblem?.(request, media);
    if (problem) return problem;
  }
  return undefined;
}
