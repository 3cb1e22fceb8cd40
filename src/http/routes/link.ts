import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { optionListLinkParams, optionValuesOf, spanStage } from '../../options/index.js';
import { type LinkSigner, signedDownloadUrl } from '../../usage/index.js';
import { type ApiKey, callerOf, httpIdentity, identify } from '../access.js';
import { errorBody, signedLinkSchema } from '../api-schemas.js';
import { downloadRequestSchema } from './download.js';

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
  app.post<{ Body: z.output<ReturnType<typeof downloadRequestSchema>> & Record<string, unknown> }>(
    '/api/link',
    {
      preValidation: identify((request) => httpIdentity(request, options.keys)),
      schema: {
        summary: 'Sign a download link',
        description:
          "Takes the same fields as /api/download's query and returns a GET /api/download URL signed for the caller, valid for LINK_TTL_S (6 hours unless set). Following it needs no Authorization; its usage counts for the caller, under their limits. Nothing is fetched until the link is followed.",
        body: downloadRequestSchema(),
        response: {
          200: signedLinkSchema,
          400: errorBody(['invalid_request', 'invalid_json', 'body_too_large'], 'A missing or ill-formed field.'),
          401: errorBody(['unauthorized'], 'API keys are configured and none (or a wrong one) was sent.'),
        },
      },
    },
    async (request, reply) => {
      const { url, selector, ext, kind, title, convert, quality } = request.body;
      const link = signedDownloadUrl(
        options.links,
        {
          url,
          selector,
          ext,
          kind,
          title,
          convert,
          quality,
          ...spanStage().linkParams(request.body),
          ...optionListLinkParams(request.body),
          ...optionValuesOf(request.body),
        },
        callerOf(request),
        options.publicBaseUrl,
      );
      return reply
        .type('application/json; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send({ url: link.url, expiresAt: link.expiresAt.toISOString() });
    },
  );
}
