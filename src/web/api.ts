import { apiKey } from './api-key.js';

/** An API error: its sentence and code, never the raw body. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** POSTs JSON to the API with the key when there is one; throws an ApiError with the API's sentence. */
export async function post(path: string, body: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const key = apiKey();
  if (key) headers.authorization = `Bearer ${key}`;
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
  } catch {
    throw new ApiError('The server could not be reached. Check the connection and try again.', 'network');
  }
  if (response.ok) return response;
  let error = { error: `The server answered ${response.status}.`, code: 'http_error' };
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
