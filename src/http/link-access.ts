import type { FastifyRequest } from 'fastify';
import { sentence } from '../i18n/index.js';
import {
  type Identity,
  LINK_SIGNATURE_PARAM,
  LinkError,
  type LinkSigner,
  MalformedQueryError,
  readQuery,
} from '../usage/index.js';
import { type ApiKey, httpIdentity } from './access.js';
import { HttpError } from './error-handler.js';

/** A signed link whose query cannot be read one way only; `why` names the fault (errors.ftl error-link-malformed). */
const malformed = (why: 'repeated' | 'ambiguous' | 'escape') =>
  new HttpError(400, 'invalid_request', sentence('error-link-malformed', { why }));

/**
 * Who a download is for: a signed link (with `sig`) speaks for the user it was issued to, any other request is
 * authorized as usual. A signature means something only over the parameters the route uses, and Fastify reads
 * the target leniently, so a target with `#` or anything the strict reader and Fastify disagree on is refused
 * before anything starts, and the route gets exactly the verified parameters.
 */
export function downloadCaller(request: FastifyRequest, keys: readonly ApiKey[], links: LinkSigner): Identity {
  // A browser never sends a fragment; in a request target it only moves where the query seems to start.
  if (request.url.includes('#')) {
    throw new HttpError(400, 'invalid_request', sentence('error-target-has-hash'));
  }
  const at = request.url.indexOf('?');
  const search = at < 0 ? '' : request.url.slice(at + 1);
  const routeView = request.query as Record<string, unknown>;
  const signed =
    Object.hasOwn(routeView, LINK_SIGNATURE_PARAM) || new URLSearchParams(search).has(LINK_SIGNATURE_PARAM);
  if (!signed) return httpIdentity(request, keys);

  let entries: [string, string][];
  try {
    entries = readQuery(search);
  } catch (error) {
    if (error instanceof MalformedQueryError) throw malformed('escape');
    throw error;
  }
  const verified = Object.fromEntries(entries);
  if (Object.keys(verified).length !== entries.length) throw malformed('repeated');
  const routeKeys = Object.keys(routeView);
  if (routeKeys.length !== entries.length || routeKeys.some((key) => routeView[key] !== verified[key])) {
    throw malformed('ambiguous');
  }
  let identity: Identity;
  try {
    identity = links.verify(entries).identity;
  } catch (error) {
    if (error instanceof LinkError) throw new HttpError(403, error.code, error.sentence);
    throw error;
  }
  // The route validates and uses these very values, not a second reading of the URL.
  request.query = verified;
  return identity;
}
