import { apiKey } from './api-key.js';
import { pageLocale, t } from './i18n.js';

/** An API error: its sentence and code, never the raw body. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/**
 * Asks the API with the key when there is one (a body, when given, as JSON);
 * throws an ApiError with the API's sentence. Accept-Language is the page's
 * language, not the browser's, so the API's sentences come back in the
 * language picked here.
 */
async function request(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'accept-language': pageLocale() };
  // No body, no content type: the server refuses an empty JSON body.
  if (body !== undefined) headers['content-type'] = 'application/json';
  // A header no other site's page can send without asking first: the server acts on a bodiless POST
  // (the dashboard's Cancel and Update) only with it, or with JSON or an API key (src/http/cross-site.ts).
  if (method !== 'GET') headers['x-requested-with'] = 'media-fetcher';
  const key = apiKey();
  if (key) headers.authorization = `Bearer ${key}`;
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(t('web-error-network'), 'network');
  }
  if (response.ok) return response;
  // The status is a code, not an amount: written as it is, without the locale's digits.
  let error = { error: t('web-error-status', { status: String(response.status) }), code: 'http_error' };
  try {
    const parsed = (await response.json()) as { error?: unknown; code?: unknown };
    if (typeof parsed.error === 'string' && typeof parsed.code === 'string') {
      error = { error: parsed.error, code: parsed.code };
    }
  } catch {
    // not JSON: keep the status sentence
  }
  throw new ApiError(error.error, error.code);
}

/** POSTs to the API: JSON `body`, or none when it is left out (the dashboard's actions). */
export function post(path: string, body?: unknown): Promise<Response> {
  return request('POST', path, body);
}

/** GETs from the API. */
export function get(path: string): Promise<Response> {
  return request('GET', path);
}

/** DELETEs on the API (the dashboard's Remove). */
export function remove(path: string): Promise<Response> {
  return request('DELETE', path);
}
