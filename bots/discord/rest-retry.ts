import { DefaultRestOptions, HTTPError, type RESTOptions } from 'discord.js';

type MakeRequest = RESTOptions['makeRequest'];

/** undici's and Node's words for a connection the other side closed or reset before it answered. */
const CLOSED_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

function closedWithoutAnswer(error: unknown): boolean {
  for (let link = error, depth = 0; link && typeof link === 'object' && depth < 4; depth++) {
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string' && CLOSED_CODES.has(code)) return true;
    link = (link as { cause?: unknown }).cause;
  }
  return false;
}

/** A body that carries files (multipart) or a stream: read once, and a file sent twice would post twice. */
function carriesFiles(body: unknown): boolean {
  if (body === null || body === undefined || typeof body === 'string') return false;
  if (body instanceof Uint8Array || body instanceof ArrayBuffer) return false;
  return true;
}

/**
 * discord.js's REST client retries a request whose connection was reset
 * (ECONNRESET), up to its `retries`, as it retries 5xx answers and waits out
 * 429s. Two corrections, so that what is safe to repeat is repeated and a
 * file is never posted twice:
 *
 * - undici reports a keep-alive socket the server had just closed as
 *   UND_ERR_SOCKET ("other side closed"), which discord.js would not retry,
 *   and the call (a press's acknowledgement, a progress edit) was lost. Such
 *   a failure of a request without files is passed on as the reset it is;
 *   one that carries files is not.
 * - A 5xx answer to a POST that carries a file (a late result posted in the
 *   channel, download-job.ts) may come after Discord posted it: sent again,
 *   the channel would show the file twice. It fails instead, as the upload
 *   failure it is. An edit that carries the file (the reply's, PATCH) is
 *   left to discord.js's retries: done twice, it is still the one message
 *   with the one file.
 */
export function resetsRetried(make: MakeRequest = DefaultRestOptions.makeRequest): MakeRequest {
  return async (url, init) => {
    let response: Awaited<ReturnType<MakeRequest>>;
    try {
      response = await make(url, init);
    } catch (error) {
      if (carriesFiles(init.body) || !closedWithoutAnswer(error)) throw error;
      const reset = new Error(`ECONNRESET: ${(error as Error).message}`, { cause: error });
      throw Object.assign(reset, { code: 'ECONNRESET' });
    }
    if (response.status >= 500 && init.method === 'POST' && carriesFiles(init.body)) {
      await response.arrayBuffer().catch(() => undefined);
      throw new HTTPError(response.status, response.statusText, init.method, url, {});
    }
    return response;
  };
}
