import type { FastifyRequest } from 'fastify';
import { type Identity, LINK_SIGNATURE_PARAM, LinkError, type LinkSigner } from '../usage/index.js';
import { type ApiKey, httpIdentity } from './access.js';
import { HttpError } from './error-handler.js';

/**
 * Who a download is for: a signed link (one with `sig`) speaks for the user
 * it was issued to and needs no Authorization header; any other request is
 * authorized as usual. A bad link is refused here, before its fields are
 * even validated, and so before anything is admitted or started.
 */
export function downloadCaller(request: FastifyRequest, keys: readonly ApiKey[], links: LinkSigner): Identity {
  const at = request.url.indexOf('?');
  const search = at < 0 ? '' : request.url.slice(at + 1);
  if (!new URLSearchParams(search).has(LINK_SIGNATURE_PARAM)) return httpIdentity(request, keys);
  try {
    // The route then reads the same parameters from its validated query.
    return links.verify(search).identity;
  } catch (error) {
    if (error instanceof LinkError) throw new HttpError(403, error.code, error.message);
    throw error;
  }
}
