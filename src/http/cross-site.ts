import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sentence } from '../i18n/index.js';
import { HttpError } from './error-handler.js';
import { parseHostHeader } from './host-check.js';

/*
 * Cross-site requests: another site's page can make a browser POST a form-like request here, with this server's
 * cookies, without asking first. So a request that may act (any method but GET, HEAD, OPTIONS) is refused with
 * 403 `cross_site_request` when the browser says it comes from elsewhere (`Sec-Fetch-Site`, a foreign `Origin`),
 * and with 415 unless it has a shape that needs a CORS preflight, which this server never grants (JSON, or an
 * `Authorization` or `X-Requested-With` header). It runs after the route's own checks, before it acts.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface Authority {
  name: string;
  port: string;
}

const defaultPort = (scheme: string) => (scheme === 'https:' ? '443' : '80');

/** An origin's host and port, the port spelled out; undefined for `null` and anything unreadable. */
function originAuthority(origin: string): Authority | undefined {
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    const name = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
    return { name, port: url.port || defaultPort(url.protocol) };
  } catch {
    return undefined;
  }
}

/** Whether `origin` names the same server as `host` (a Host header's value), a missing port being the origin scheme's. */
function sameAuthority(origin: Authority, scheme: string, host: string | undefined): boolean {
  const parsed = host === undefined ? undefined : parseHostHeader(host);
  return parsed !== undefined && parsed.name === origin.name && (parsed.port ?? defaultPort(scheme)) === origin.port;
}

/** Whether a request that may act comes, by the browser's own word, from another site. */
export function isCrossSite(request: FastifyRequest, publicBaseUrl: string | undefined): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const from = originAuthority(origin);
  if (!from) return true;
  const scheme = new URL(origin).protocol;
  // request.host is X-Forwarded-Host only when TRUST_PROXY believes the proxy that sent it.
  if (sameAuthority(from, scheme, request.headers.host) || sameAuthority(from, scheme, request.host)) return false;
  const published = publicBaseUrl ? originAuthority(publicBaseUrl) : undefined;
  return !(published && published.name === from.name && published.port === from.port);
}

/** Whether a request has a shape no page of another site can give it without a preflight. */
export function needsPreflight(request: FastifyRequest): boolean {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  return (
    type === 'application/json' ||
    request.headers.authorization !== undefined ||
    request.headers['x-requested-with'] !== undefined
  );
}

/** Both checks, on every route of the API. */
export function registerCrossSiteGuard(app: FastifyInstance, options: { publicBaseUrl?: string | undefined }): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (isCrossSite(request, options.publicBaseUrl)) {
      throw new HttpError(403, 'cross_site_request', sentence('error-cross-site-request'));
    }
  });
  app.addHook('preHandler', async (request) => {
    if (SAFE_METHODS.has(request.method) || needsPreflight(request)) return;
    throw new HttpError(415, 'unsupported_media_type', sentence('error-request-shape'));
  });
}
