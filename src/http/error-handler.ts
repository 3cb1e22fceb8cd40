import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { asKnownFault } from '../faults.js';
import {
  english,
  type LocaleCode,
  localeFromAcceptLanguage,
  renderSentence,
  type Sentence,
  translate,
} from '../i18n/index.js';
import { isMediaError, type MediaErrorCode } from '../media/index.js';
import { issueText } from './issue-text.js';

/** One table from media error codes to HTTP statuses (bots have their own sentences). */
export const statusByCode: Record<MediaErrorCode, number> = {
  invalid_url: 400,
  url_not_allowed: 400,
  invalid_selector: 400,
  invalid_request: 400,
  unsupported_url: 422,
  no_media: 422,
  live_stream: 422,
  media_unavailable: 422,
  // The site refuses this server for now (its bot check, its rate limit): a passing condition, with Retry-After.
  site_refused: 503,
  sign_in_required: 422,
  age_restricted: 422,
  format_blocked: 422,
  unreachable: 422,
  extraction_failed: 422,
  format_not_available: 422,
  processing_failed: 422,
  too_large: 413,
  // The media needs more requests than a download of its size and length may make (fetch/request-budget.ts).
  too_many_fetches: 422,
  queue_full: 503,
  timeout: 504,
  cancelled: 499,
  tool_failed: 500,
  // A full disk and a database outage are passing conditions of the server: try again later.
  disk_full: 503,
  database_unavailable: 503,
  internal: 500,
};

/** An error that already knows its HTTP answer (usage refusals, auth); its sentence is said in the client's language. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly sentence: Sentence,
    readonly retryAfterS?: number,
  ) {
    super(english(sentence));
  }
}

export interface ErrorBody {
  error: string;
  code: string;
}

type Described = { status: number; body: ErrorBody; retryAfterS?: number | undefined };

function zodMessage(error: ZodError, locale: LocaleCode): string {
  return error.issues
    .map((issue) =>
      issueText(locale, { path: issue.path.join('.'), message: issue.message, code: issue.code, params: issue }),
    )
    .join('; ');
}

const plain = (status: number, code: string, locale: LocaleCode, key: string): Described => ({
  status,
  body: { error: translate(locale, key), code },
});

/** What a client sees for an error, in its language (`code` stays English); 5xx details stay in the log. */
export function describeError(thrown: unknown, locale: LocaleCode = 'en'): Described {
  // A full disk or an unreachable database, from whichever layer, is its own 503, never `internal`.
  const error = asKnownFault(thrown);
  if (error instanceof HttpError || isMediaError(error)) {
    const status = error instanceof HttpError ? error.statusCode : statusByCode[error.code];
    return {
      status,
      body: { error: renderSentence(locale, error.sentence), code: error.code },
      retryAfterS: error.retryAfterS,
    };
  }
  if (error instanceof ZodError) {
    return { status: 400, body: { error: zodMessage(error, locale), code: 'invalid_request' } };
  }
  // A route's schema refused the request (fastify-type-provider-zod): the same sentence as a ZodError.
  if (hasZodFastifySchemaValidationErrors(error)) {
    const message = error.validation
      .map(({ instancePath, message, keyword, params }) =>
        issueText(locale, {
          path: instancePath.slice(1).replaceAll('/', '.'),
          message: message ?? '',
          code: keyword,
          params,
        }),
      )
      .join('; ');
    return { status: 400, body: { error: message, code: 'invalid_request' } };
  }
  const fastifyError = error as FastifyError;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return plain(400, 'invalid_request', locale, 'error-json-content-type');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return plain(400, 'invalid_request', locale, 'error-json-empty');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return plain(413, 'body_too_large', locale, 'error-body-too-large');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return plain(400, 'invalid_json', locale, 'error-json-invalid');
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    if (error instanceof SyntaxError) return plain(400, 'invalid_json', locale, 'error-json-invalid');
    return plain(fastifyError.statusCode, 'invalid_request', locale, 'error-request-not-understood');
  }
  return plain(500, 'internal', locale, 'error-server-failed');
}

/** The language of a request's answers: its Accept-Language, English without one. */
export const requestLocale = (request: FastifyRequest): LocaleCode =>
  localeFromAcceptLanguage(request.headers['accept-language']);

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body, retryAfterS } = describeError(error, requestLocale(request));
    // A passing fault of the server (disk, database) is worth a warning, not a stack trace per request.
    if (status === 503) request.log.warn({ code: body.code, err: (error as Error).message }, 'request refused for now');
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, detail: (error as { detail?: string }).detail }, body.error);
    if (retryAfterS !== undefined) reply.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterS))));
    // A failure after the first byte cannot become JSON any more: abort instead.
    if (reply.sent || reply.raw.headersSent) {
      reply.raw.destroy();
      return;
    }
    void reply.code(status).type('application/json; charset=utf-8').send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const { body } = plain(404, 'not_found', requestLocale(request), 'error-not-found');
    void reply.code(404).type('application/json; charset=utf-8').send(body);
  });
}
