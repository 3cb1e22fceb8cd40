import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { z } from 'zod';
import { canaryOutcomes } from '../../canary/index.js';
import { MAX_WATCHED_LINKS, watchedLinkSchema } from '../../config/index.js';
import { type LocaleCode, sentence } from '../../i18n/index.js';
import { errorBody } from '../api-schemas.js';
import { HttpError, requestLocale } from '../error-handler.js';
import { ownerOnlyAnswers } from '../owner-auth.js';

const outcomeSchema = z.enum(canaryOutcomes);

/** The canary's panel: per watched link its state and the last day's runs. */
export const canaryReportSchema = z.object({
  links: z.array(
    z.object({
      id: z.string(),
      url: z.string(),
      site: z.string().meta({ description: "A known site (youtube, instagram…) or the link's host." }),
      source: z.enum(['setting', 'owner']).meta({ description: 'CANARY_LINKS, or added on the dashboard.' }),
      up: z.boolean().nullable().meta({ description: 'Whether its last run worked; null: never run.' }),
      lastOkAt: z.string().nullable(),
      lastFailureAt: z.string().nullable(),
      lastFailureClass: outcomeSchema.nullable(),
      lastFailureText: z.string().nullable().meta({ description: "The class in the reader's language." }),
      runs: z
        .array(z.object({ at: z.string(), outcome: outcomeSchema, durationMs: z.number().int() }))
        .meta({ description: 'The last 24 hours, oldest first: one cell of the strip each.' }),
    }),
  ),
});
type CanaryReport = z.infer<typeof canaryReportSchema>;

/** What the owner's canary routes use of src/canary's Canary. */
export interface CanaryAdmin {
  report(locale: LocaleCode): Promise<CanaryReport>;
  links(): Promise<{ id: string }[]>;
  add(url: string): Promise<string>;
  remove(id: string): Promise<boolean>;
  run(): Promise<void>;
}

/**
 * The canary on the dashboard: its panel's data, a watched link added or removed (kept in the
 * database, so every instance watches it), and a run of every link now (answered once it ended).
 * Owner only, as /api/admin.
 */
export function registerCanaryRoutes(
  app: FastifyInstance,
  options: { canary: CanaryAdmin; preValidation: preValidationHookHandler },
): void {
  const { canary, preValidation } = options;
  const noStore = { 'Cache-Control': 'no-store' };
  const answer = { 200: canaryReportSchema, ...ownerOnlyAnswers };
  const description = 'Owner only, as GET /api/admin.';
  app.get(
    '/api/admin/canary',
    { schema: { summary: "The canary's watched links", description, response: answer }, preValidation },
    async (request, reply) => {
      reply.headers(noStore);
      return canary.report(requestLocale(request));
    },
  );
  app.post(
    '/api/admin/canary/run',
    {
      schema: {
        summary: 'Run the canary now',
        description: `Every watched link, once. ${description}`,
        response: answer,
      },
      preValidation,
    },
    async (request, reply) => {
      await canary.run();
      reply.headers(noStore);
      return canary.report(requestLocale(request));
    },
  );
  app.post<{ Body: { url: string } }>(
    '/api/admin/canary/links',
    {
      schema: {
        summary: 'Watch a link',
        description: `An http(s) link, at most ${MAX_WATCHED_LINKS} in all. ${description}`,
        body: z.object({ url: watchedLinkSchema }),
        response: { ...answer, 400: errorBody(['invalid_request'], 'Not an http(s) link, or too many links.') },
      },
      preValidation,
    },
    async (request, reply) => {
      if ((await canary.links()).length >= MAX_WATCHED_LINKS) {
        throw new HttpError(400, 'invalid_request', sentence('error-canary-too-many', { count: MAX_WATCHED_LINKS }));
      }
      await canary.add(request.body.url);
      reply.headers(noStore);
      return canary.report(requestLocale(request));
    },
  );
  app.delete<{ Params: { id: string } }>(
    '/api/admin/canary/links/:id',
    {
      schema: {
        summary: 'Stop watching a link',
        description: `Its runs go with it; a link of CANARY_LINKS comes back at the next start. ${description}`,
        params: z.object({ id: z.uuid() }),
        response: {
          ...answer,
          400: errorBody(['invalid_request'], 'The id is not a link id.'),
          404: errorBody(['not_found'], 'No watched link has this id.'),
        },
      },
      preValidation,
    },
    async (request, reply) => {
      if (!(await canary.remove(request.params.id))) {
        throw new HttpError(404, 'not_found', sentence('error-canary-unknown-link'));
      }
      reply.headers(noStore);
      return canary.report(requestLocale(request));
    },
  );
}
