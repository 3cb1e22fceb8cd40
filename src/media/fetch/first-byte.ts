/**
 * A GET of a plain file's first byte (`Range: bytes=0-0`) with the format's
 * headers and cookies. The answer tells the file's size, and whether the
 * origin honours Range (206) or sends the whole file whatever was asked (200).
 */
import type { YtdlpFormat } from '../schemas.js';
import { cookiesOf } from './fragments.js';
import { fetchOrigin, type OriginConnector, type OriginResponse } from './origin-fetch.js';

export function fetchFirstByte(
  connect: OriginConnector,
  format: YtdlpFormat,
  signal: AbortSignal | undefined,
): Promise<OriginResponse> {
  return fetchOrigin(connect, {
    url: format.url as string,
    httpHeaders: format.http_headers,
    cookies: cookiesOf(format),
    credentialsFor: format.url ?? undefined,
    range: { start: 0, end: 0 },
    signal,
  });
}
