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
 * Corrects discord.js's REST retries so that what is safe to repeat is repeated and a file is never posted twice:
 * a keep-alive socket closed under a request without files (undici's UND_ERR_SOCKET, which discord.js does not
 * retry) is passed on as the reset it is, and a 5xx to a POST carrying a file fails as an upload failure, since
 * Discord may have posted it. A PATCH carrying the file keeps discord.js's retries: twice is still one message.
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
