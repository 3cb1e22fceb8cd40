import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sentence } from '../../i18n/index.js';
import type { OwnerAccess, Redeemed } from '../../owner/index.js';
import { errorBody } from '../api-schemas.js';
import { HttpError } from '../error-handler.js';
import { setOwnerCookie } from '../owner-auth.js';

export interface OwnerLoginOptions {
  /** The owner token's credentials; undefined with API keys, where an owner's key is the way in. */
  owner: OwnerAccess | undefined;
  /** PUBLIC_BASE_URL: an https one makes the cookie Secure even when the request reached us as http. */
  publicBaseUrl?: string | undefined;
}

const loginBodySchema = z.object({
  code: z.string({ error: 'code is required' }).min(1, 'code is required').max(200, 'code is too long'),
});

const refusals: Record<Exclude<Redeemed, 'ok'>, [code: string, key: string]> = {
  invalid: ['owner_link_invalid', 'error-owner-link-invalid'],
  expired: ['owner_link_expired', 'error-owner-link-expired'],
  used: ['owner_link_used', 'error-owner-link-used'],
};

/**
 * `POST /api/admin/login` (`{ code }`): the dashboard trades the code of a
 * one-time link (the start log's, or `npm run owner-link`'s) for the owner's
 * session cookie. The code works once, for 15 minutes; it travels in the
 * link's fragment, which a browser never sends, so it reaches no log.
 */
export function registerOwnerLoginRoute(app: FastifyInstance, options: OwnerLoginOptions): void {
  app.post<{ Body: z.output<typeof loginBodySchema> }>(
    '/api/admin/login',
    {
      schema: {
        summary: "Sign in to the owner's dashboard",
        description:
          "Trades the code of a one-time link (`/admin#login=<code>`, printed at start and by `npm run owner-link`) for the owner's session cookie (`HttpOnly`, `SameSite=Strict`, `Secure` over https; 30 days). A code works once and for 15 minutes. Only without API keys: with keys, an owner's key is the way in. Scripts send `Authorization: Bearer <DATA_DIR/owner-token>` instead.",
        body: loginBodySchema,
        response: {
          200: z.object({ expiresAt: z.string().meta({ description: 'When the session ends (ISO 8601).' }) }),
          400: errorBody(['invalid_request', 'invalid_json', 'body_too_large'], 'No code, or not JSON.'),
          403: errorBody(
            ['owner_link_invalid', 'owner_link_expired', 'owner_link_used', 'forbidden'],
            'The code is not one this server made, its 15 minutes are over, or it was used; forbidden: API keys are configured.',
          ),
        },
      },
    },
    async (request, reply) => {
      const { owner } = options;
      if (!owner) throw new HttpError(403, 'forbidden', sentence('error-owner-link-with-keys'));
      const redeemed = await owner.redeem(request.body.code);
      if (redeemed !== 'ok') {
        const [code, key] = refusals[redeemed];
        request.log.warn({ code }, 'a sign-in link to the dashboard was refused');
        throw new HttpError(403, code, sentence(key));
      }
      const session = owner.session();
      const secure = request.protocol === 'https' || options.publicBaseUrl?.startsWith('https:') === true;
      setOwnerCookie(reply, session.value, secure);
      request.log.info('the owner signed in to the dashboard');
      return reply.header('Cache-Control', 'no-store').send({ expiresAt: session.expiresAt.toISOString() });
    },
  );
}
