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
 * POSTs JSON to the API with the key when there is one; throws an ApiError
 * with the API's sentence. Accept-Language is the page's language, not the
 * browser's, so the API's sentences come back in the language picked here.
 */
export async function post(path: string, body: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': pageLocale() };
  const key = apiKey();
  if (key) headers.authorization = `Bearer ${key}`;
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
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
