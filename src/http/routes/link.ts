import type { FastifyInstance } from 'fastify';
import { type LinkSigner, signedDownloadUrl } from '../../usage/index.js';
import { type ApiKey, httpIdentity } from '../access.js';
import { downloadQuerySchema } from './download.js';

export interface LinkRouteOptions {
  keys: readonly ApiKey[];
  links: LinkSigner;
  /** PUBLIC_BASE_URL: links are absolute under it when set, else paths. */
  publicBaseUrl?: string | undefined;
}

/**
 * `POST /api/link`: a signed download link for the caller, so a plain
 * `<a href>` (the web page) or a link in a chat works with API keys on.
 * Nothing is fetched here: the link is checked and admitted when followed.
 */
export function registerLinkRoute(app: FastifyInstance, options: LinkRouteOptions): void {
  app.post('/api/link', async (request, reply) => {
    const identity = httpIdentity(request, options.keys);
    const { url, selector, ext, kind, title, convert, quality } = downloadQuerySchema.parse(request.body ?? {});
    const link = signedDownloadUrl(
      options.links,
      { url, selector, ext, kind, title, convert, quality },
      identity,
      options.publicBaseUrl,
    );
    return reply
      .type('application/json; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send({ url: link.url, expiresAt: link.expiresAt.toISOString() });
  });
}
