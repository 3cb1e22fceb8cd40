import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isMediaError, type MediaErrorCode } from '../media/index.js';

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
  unreachable: 422,
  extraction_failed: 422,
  format_not_available: 422,
  processing_failed: 422,
  too_large: 413,
  queue_full: 503,
  timeout: 504,
  cancelled: 499,
  tool_failed: 500,
  // A full disk is a passing condition of the server: try again later.
  disk_full: 503,
  internal: 500,
};

/** An error that already knows its HTTP answer (usage refusals, auth). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly retryAfterS?: number,
  ) {
    super(message);
  }
}

export interface ErrorBody {
  error: string;
  code: string;
}

function zodMessage(error: ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** What a client sees for an error; 5xx details stay in the log. */
export function describeError(error: unknown): { status: number; body: ErrorBody; retryAfterS?: number | undefined } {
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      body: { error: error.message, code: error.code },
      retryAfterS: error.retryAfterS,
    };
  }
  if (isMediaError(error)) {
    return {
      status: statusByCode[error.code],
      body: { error: error.message, code: error.code },
      retryAfterS: error.retryAfterS,
    };
  }
  if (error instanceof ZodError) {
    return { status: 400, body: { error: zodMessage(error), code: 'invalid_request' } };
  }
  // A route's schema refused the request (fastify-type-provider-zod): the same sentence as a ZodError.
  if (hasZodFastifySchemaValidationErrors(error)) {
    const message = error.validation
      .map(({ instancePath, message }) => {
        const path = instancePath.slice(1).replaceAll('/', '.');
        return path ? `${path}: ${message}` : message;
      })
      .join('; ');
    return { status: 400, body: { error: message, code: 'invalid_request' } };
  }
  const fastifyError = error as FastifyError;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 400,
        body: { error: 'Send a JSON body with Content-Type: application/json.', code: 'invalid_request' },
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { error: 'The JSON body is empty.', code: 'invalid_request' } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { error: 'The request body is too large.', code: 'body_too_large' } };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, body: { error: 'The body is not valid JSON.', code: 'invalid_json' } };
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    if (error instanceof SyntaxError) {
      return { status: 400, body: { error: 'The body is not valid JSON.', code: 'invalid_json' } };
    }
    return {
      status: fastifyError.statusCode,
      body: { error: 'The request could not be understood.', code: 'invalid_request' },
    };
  }
  return { status: 500, body: { error: 'Something went wrong on the server.', code: 'internal' } };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body, retryAfterS } = describeError(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, detail: (error as { detail?: string }).detail }, body.error);
    if (retryAfterS !== undefined) reply.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterS))));
    // A failure after the first byte cannot become JSON any more: abort instead.
    if (reply.sent || reply.raw.headersSent) {
      reply.raw.destroy();
      return;
    }
    void reply.code(status).type('application/json; charset=utf-8').send(body);
  });
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).type('application/json; charset=utf-8').send({ error: 'Not found.', code: 'not_found' });
  });
}
