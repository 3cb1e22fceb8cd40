import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { errorBody } from './api-schemas.js';

/*
 * What the checks before every route (host-check.ts, cross-site.ts) answer,
 * added to each documented route's responses as it is registered, so that the
 * OpenAPI document lists them where they can happen and cannot forget a route.
 */

const HOST_NOT_ALLOWED = errorBody(
  ['host_not_allowed'],
  'The Host header names none of the names this server answers to (an IP address, localhost, HOST, PUBLIC_BASE_URL, TELEGRAM_WEBHOOK_URL or ALLOWED_HOSTS).',
);
const CROSS_SITE = 'cross_site_request: the browser says the request comes from another site (Origin, Sec-Fetch-Site).';
const SHAPE = errorBody(
  ['unsupported_media_type'],
  'A request that may act needs Content-Type: application/json, or an Authorization or X-Requested-With header (a shape no other site can give it without a CORS preflight).',
);

type Answers = Record<string, unknown>;

/** An error body's codes and description, when `schema` is one made by errorBody. */
function errorBodyParts(schema: unknown): { codes: string[]; description: string } | undefined {
  if (!(schema instanceof z.ZodObject)) return undefined;
  const code = schema.shape.code;
  if (!(code instanceof z.ZodEnum)) return undefined;
  const description = (schema.meta() as { description?: string } | undefined)?.description ?? '';
  return { codes: code.options.map(String), description };
}

/** A 403 that also says `cross_site_request`, beside what the route's own 403 says. */
function withCrossSite(existing: unknown): unknown {
  const parts = errorBodyParts(existing);
  if (!parts) return errorBody(['cross_site_request'], CROSS_SITE);
  const [first = 'cross_site_request', ...rest] = [...parts.codes, 'cross_site_request'];
  return errorBody([first, ...rest], `${parts.description} ${CROSS_SITE}`.trim());
}

/** The route's responses with the guards' answers: 421 on every route, 403 and 415 on those that may act. */
export function withGuardAnswers(method: RouteOptions['method'], response: Answers): Answers {
  const methods = Array.isArray(method) ? method : [method];
  const acts = methods.some((each) => !['GET', 'HEAD', 'OPTIONS'].includes(String(each).toUpperCase()));
  return {
    ...response,
    421: HOST_NOT_ALLOWED,
    ...(acts ? { 403: withCrossSite(response[403]), 415: SHAPE } : {}),
  };
}
