import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Follow, type FollowEngine, NotAFeedError } from '../../follows/index.js';
import { newWebhookSecret, sayReason } from '../../follows/webhook/index.js';
import { sentence, type Translate, translator } from '../../i18n/index.js';
import { isMediaError, type MediaApi } from '../../media/index.js';
import type { OwnerAccess } from '../../owner/index.js';
import { identityKey, type UsageService } from '../../usage/index.js';
import { type ApiKey, callerOf, httpIdentity, identify } from '../access.js';
import { codesFor, errorBody } from '../api-schemas.js';
import { HttpError, requestLocale } from '../error-handler.js';
import { createdFollowSchema, followBodySchema, followIdParams, followViewSchema } from '../follow-schemas.js';
import { ownerCaller } from '../owner-auth.js';
import { admit, fromPage } from '../usage-gate.js';

/** What the routes use of src/follows' engine (it reads the link, keeps the follow under FOLLOWS_PER_USER). */
export type FollowsForApi = Pick<FollowEngine, 'follow' | 'list' | 'remove'>;

interface RouteParts {
  follows: FollowsForApi;
  media: MediaApi;
  usage: UsageService;
  keys: readonly ApiKey[];
  owner: OwnerAccess | undefined;
}

const unauthorized = errorBody(['unauthorized'], 'API keys are configured and none (or a wrong one) was sent.');
const noStore = { 'Cache-Control': 'no-store' };

/**
 * `POST/GET/DELETE /api/follows`: an API user's follows, each new entry POSTed
 * to a signed webhook (src/follows/webhook). The link is read as POST /api/info
 * reads it (a lookup, under the same limits); the webhook URL is checked by the
 * egress rules now and again at every delivery.
 */
export function registerFollowRoutes(app: FastifyInstance, parts: RouteParts): void {
  const preValidation = identify((request) => httpIdentity(request, parts.keys));
  app.post<{ Body: z.output<typeof followBodySchema> }>(
    '/api/follows',
    {
      preValidation,
      schema: {
        summary: 'Follow a channel, playlist or feed into a webhook',
        description:
          'Reads the link (a lookup, LIMIT_INFO_PER_MINUTE); its present entries are never sent. Each new entry is POSTed to webhookUrl as JSON, signed in the Standard Webhooks style (webhook-id, webhook-timestamp, webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> under the secret); see docs/API.md. The secret is in this answer only.',
        body: followBodySchema,
        response: {
          201: createdFollowSchema,
          400: errorBody(
            codesFor(400, 'invalid_json', 'body_too_large', 'webhook_not_allowed', 'not_followable'),
            'An ill-formed field, a link that lists no entries, or a webhook URL on a private or local address.',
          ),
          401: unauthorized,
          403: errorBody(['user_blocked', 'user_not_allowed'], 'A user who may not use the service.'),
          409: errorBody(['follows_cap'], 'The user follows FOLLOWS_PER_USER links already.'),
          422: errorBody(codesFor(422), 'The link cannot be read.'),
          429: errorBody(['limit_info_per_minute', 'limit_concurrent_jobs'], 'A usage limit; see Retry-After.'),
          503: errorBody(codesFor(503), 'Busy or out of disk; see Retry-After.'),
        },
      },
    },
    async (request, reply) => {
      const created = await follow(parts, request);
      const t = translator(requestLocale(request));
      return reply
        .code(201)
        .headers(noStore)
        .send({ follow: followView(created.follow, t), secret: created.secret });
    },
  );
  app.get(
    '/api/follows',
    {
      preValidation,
      schema: {
        summary: "The caller's follows",
        description: 'With why a paused one stopped; never the secret.',
        response: { 200: z.object({ follows: z.array(followViewSchema) }), 401: unauthorized },
      },
    },
    async (request, reply) => {
      const t = translator(requestLocale(request));
      const follows = await parts.follows.list(identityKey(callerOf(request)));
      return reply
        .headers(noStore)
        .header('Vary', 'Accept-Language')
        .send({ follows: follows.map((f) => followView(f, t)) });
    },
  );
  app.delete<{ Params: z.output<typeof followIdParams> }>(
    '/api/follows/:id',
    {
      preValidation,
      schema: {
        summary: 'Remove a follow',
        description: "The caller's own; the owner may remove anyone's.",
        params: followIdParams,
        response: {
          200: z.object({ removed: z.literal(true) }),
          400: errorBody(['invalid_request'], 'The id is not a follow id.'),
          401: unauthorized,
          404: errorBody(['not_found'], 'The caller has no follow with this id.'),
        },
      },
    },
    async (request, reply) => {
      const anyones = isOwner(request, parts);
      const userKey = anyones ? undefined : identityKey(callerOf(request));
      if (!(await parts.follows.remove(request.params.id, userKey))) {
        throw new HttpError(404, 'not_found', sentence('follow-not-found'));
      }
      return reply.headers(noStore).send({ removed: true as const });
    },
  );
}

/** Checks the webhook URL, then has the engine read the link (a lookup, as POST /api/info's) and keep the follow. */
async function follow(parts: RouteParts, request: FastifyRequest<{ Body: z.output<typeof followBodySchema> }>) {
  const identity = callerOf(request);
  const { link, form, webhookUrl } = request.body;
  await checkWebhookUrl(parts.media, webhookUrl);
  const secret = newWebhookSecret();
  const job = await admit(parts.usage, identity, { action: 'info', url: link, ...fromPage(request) }, request.log);
  const result = await parts.follows
    .follow({
      userKey: identityKey(identity),
      link,
      form,
      target: { kind: 'webhook', url: new URL(webhookUrl).href },
      webhookSecret: secret,
    })
    .then(
      (made) => {
        job.ok({});
        return made;
      },
      (error: unknown) => {
        if (error instanceof NotAFeedError) {
          // A single video read fine: the lookup worked, there is just nothing to follow.
          job.ok({});
          throw new HttpError(400, 'not_followable', sentence('follow-not-a-list'));
        }
        job.failed(error);
        throw error;
      },
    );
  if ('refused' in result) throw new HttpError(409, 'follows_cap', sentence('follow-cap-reached', { max: result.max }));
  return { follow: result.created, secret };
}

/** The egress rules now (at delivery too): a private or local address is refused with its own code. */
async function checkWebhookUrl(media: MediaApi, webhookUrl: string): Promise<void> {
  try {
    await media.assertAllowedUrl(webhookUrl);
  } catch (error) {
    if (isMediaError(error) && error.code === 'url_not_allowed') {
      throw new HttpError(400, 'webhook_not_allowed', sentence('webhook-reason-private-address'));
    }
    throw error;
  }
}

/** The owner (an owner's API key, or the owner token without keys) may remove anyone's follow. */
function isOwner(request: FastifyRequest, parts: RouteParts): boolean {
  try {
    ownerCaller(
      request,
      { keys: parts.keys, owner: parts.owner, isOwner: (id) => parts.usage.isOwner(id) },
      sentence('follow-not-found'),
    );
    return true;
  } catch {
    return false;
  }
}

function followView(follow: Follow, t: Translate): z.output<typeof followViewSchema> {
  const { target } = follow;
  return {
    id: follow.id,
    link: follow.link,
    title: follow.title,
    form: follow.form,
    target: target.kind === 'webhook' ? { kind: 'webhook', url: target.url } : { kind: target.kind },
    createdAt: follow.createdAt.toISOString(),
    lastCheckedAt: follow.lastCheckedAt?.toISOString() ?? null,
    pausedAt: follow.pausedAt?.toISOString() ?? null,
    pausedReason: follow.pausedReason === null ? null : sayReason(follow.pausedReason, t),
  };
}
