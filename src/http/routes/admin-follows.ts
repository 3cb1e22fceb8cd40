import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { z } from 'zod';
import type { Follow, RoundResult } from '../../follows/index.js';
import { sentence } from '../../i18n/index.js';
import { errorBody } from '../api-schemas.js';
import { HttpError } from '../error-handler.js';
import { ownerOnlyAnswers } from '../owner-auth.js';

/** What the owner's follow routes use of src/follows' engine. */
export interface FollowsAdmin {
  list(): Promise<Follow[]>;
  remove(id: string): Promise<boolean>;
  round(options: { all?: boolean }): Promise<RoundResult>;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A follow as the owner sees it: never a webhook's secret, nor a webhook's URL (it may carry a token). */
const followSchema = z.object({
  id: z.string(),
  user: z.string(),
  link: z.string(),
  title: z.string(),
  form: z.string(),
  target: z.enum(['telegram', 'discord', 'webhook']),
  createdAt: z.string(),
  nextCheckAt: z.string(),
  lastCheckedAt: z.string().nullable(),
  failingSince: z.string().nullable(),
  pausedReason: z.string().nullable(),
});

const followView = (f: Follow): z.infer<typeof followSchema> => ({
  id: f.id,
  user: f.userKey,
  link: f.link,
  title: f.title,
  form: f.form.kind === 'mp3' ? `mp3 ${f.form.bitrate}` : f.form.kind,
  target: f.target.kind,
  createdAt: f.createdAt.toISOString(),
  nextCheckAt: f.nextCheckAt.toISOString(),
  lastCheckedAt: iso(f.lastCheckedAt),
  failingSince: iso(f.failingSince),
  pausedReason: f.pausedReason,
});

/**
 * Everyone's follows for the owner (the dashboard's panel): listed, removed, and checked now
 * (every follow, not only the due ones; what the checker would do at their time). Owner only, as /api/admin.
 */
export function registerFollowAdminRoutes(
  app: FastifyInstance,
  options: { follows: FollowsAdmin; preValidation: preValidationHookHandler },
): void {
  const { follows, preValidation } = options;
  const noStore = { 'Cache-Control': 'no-store' };
  const description = 'Owner only, as GET /api/admin.';
  app.get(
    '/api/admin/follows',
    {
      schema: {
        summary: "Everyone's follows",
        description,
        response: { 200: z.object({ follows: z.array(followSchema) }), ...ownerOnlyAnswers },
      },
      preValidation,
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return { follows: (await follows.list()).map(followView) };
    },
  );
  app.delete<{ Params: { id: string } }>(
    '/api/admin/follows/:id',
    {
      schema: {
        summary: 'Remove a follow',
        description,
        params: z.object({ id: z.uuid() }),
        response: {
          200: z.object({ removed: z.literal(true) }),
          400: errorBody(['invalid_request'], 'The id is not a follow id.'),
          404: errorBody(['not_found'], 'No follow has this id.'),
          ...ownerOnlyAnswers,
        },
      },
      preValidation,
    },
    async (request, reply) => {
      if (!(await follows.remove(request.params.id)))
        throw new HttpError(404, 'not_found', sentence('error-follows-unknown'));
      reply.headers(noStore);
      return { removed: true as const };
    },
  );
  app.post(
    '/api/admin/follows/check',
    {
      schema: {
        summary: 'Check every follow now',
        description: `Makes every follow that is not paused due now, then checks those of the kinds of target this instance serves and delivers what is pending, under each kind's lease (\`ran: false\` when another instance holds the lease of each kind this one serves; the other kinds are checked by the instances serving them, at their next round). Answers when the round is done. ${description}`,
        response: {
          200: z.object({ ran: z.boolean(), checked: z.number().int(), delivered: z.number().int() }),
          ...ownerOnlyAnswers,
        },
      },
      preValidation,
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return await follows.round({ all: true });
    },
  );
}
