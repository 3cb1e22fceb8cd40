import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LocaleCode } from '../../i18n/index.js';
import { renderSentence, sentence } from '../../i18n/index.js';
import { type JobBoard, jobIdSchema, type RunningJobView } from '../../jobs/index.js';
import type { YtdlpFreshness, YtdlpUpdateResult } from '../../media/index.js';
import type { OwnerAccess } from '../../owner/index.js';
import { type Identity, identityKey, type UsageService } from '../../usage/index.js';
import type { YoutubeChain } from '../../youtube-chain.js';
import { type ApiKey, callerOf, identify } from '../access.js';
import { adminDashboardSchema, cancelAnswerSchema, updateAnswerSchema } from '../admin-schemas.js';
import { errorBody, type siteRefusalsSchema } from '../api-schemas.js';
import { requestLocale } from '../error-handler.js';
import { ownerCaller, ownerOnlyAnswers } from '../owner-auth.js';
import { type FollowsAdmin, registerFollowAdminRoutes } from './admin-follows.js';
import { type CanaryAdmin, registerCanaryRoutes } from './canary.js';
import { type CookieSetsAdmin, registerCookieRoutes } from './cookies.js';

/** The days the dashboard's charts cover. */
export const DASHBOARD_DAYS = 30;

export interface AdminRouteOptions {
  usage: UsageService;
  jobs?: JobBoard | undefined;
  keys: readonly ApiKey[];
  /** The owner token's credentials, when no API keys are configured (src/http/owner-auth.ts). */
  owner: OwnerAccess | undefined;
  maintenance: {
    ytdlpStatus(): YtdlpFreshness;
    updateYtdlp(): Promise<YtdlpUpdateResult>;
    /** The sites refusing this server lately, in the owner's words (src/refusals). */
    siteRefusals?(locale: LocaleCode): Promise<z.infer<typeof siteRefusalsSchema>>;
    /** YouTube's chain (src/youtube-chain.ts); the dashboard's data says it where given. */
    youtubeChain?(): Promise<YoutubeChain>;
    /** The owner's cookie sets (src/cookies): /api/admin/cookies where present. */
    cookies?: CookieSetsAdmin | undefined;
    /** The canary's watched links (src/canary): /api/admin/canary where present. */
    canary?: CanaryAdmin | undefined;
    /** Everyone's follows (src/follows): /api/admin/follows where present. */
    follows?: FollowsAdmin | undefined;
  };
}

const access =
  "With API keys only an owner's key (http:<name> in OWNER_IDS); without keys only the owner: `Authorization: Bearer <DATA_DIR/owner-token>`, or the dashboard's session cookie (POST /api/admin/login). As GET /api/usage.";

const ytdlpState = (status: YtdlpFreshness) => ({
  version: status.version,
  ageDays: status.ageDays ?? null,
  stale: status.stale,
  updatable: status.updatable,
});

/**
 * The owner's dashboard's data (the page at /admin draws it): `GET /api/admin`,
 * the last 30 days and what runs now on every instance; a Cancel for any of
 * those jobs, through the job board as the bots' Cancel buttons go, so it
 * reaches a job on another instance; and yt-dlp's update, as the bots' /update.
 */
export function registerAdminRoutes(app: FastifyInstance, options: AdminRouteOptions): void {
  const { usage, jobs, keys, owner, maintenance } = options;
  const gate = { keys, owner, isOwner: (identity: Identity) => usage.isOwner(identity) };
  // Before the schema and the cross-site shape check (src/http/cross-site.ts): a stranger hears 401 first.
  const preValidation = identify((request) => ownerCaller(request, gate, sentence('error-admin-owner-only')));
  // Owner pages are never cached on the way: they are the whole instance's activity.
  const noStore = { 'Cache-Control': 'no-store' };
  if (maintenance.cookies) registerCookieRoutes(app, { cookies: maintenance.cookies, preValidation });
  if (maintenance.canary) registerCanaryRoutes(app, { canary: maintenance.canary, preValidation });
  if (maintenance.follows) registerFollowAdminRoutes(app, { follows: maintenance.follows, preValidation });
  const route = { preValidation, noStore };
  registerDashboardRoute(app, options, route);
  registerJobCancelRoute(app, jobs, route);
  registerYtdlpUpdateRoute(app, maintenance, route);
}

/** What every owner route shares: the owner's gate, and no caching on the way. */
interface OwnerRoute {
  preValidation: ReturnType<typeof identify>;
  noStore: Record<string, string>;
}

/** `GET /api/admin`: the last 30 days and the jobs running now on every instance. */
function registerDashboardRoute(
  app: FastifyInstance,
  { usage, jobs, maintenance }: AdminRouteOptions,
  { preValidation, noStore }: OwnerRoute,
): void {
  app.get(
    '/api/admin',
    {
      schema: {
        summary: "The owner's dashboard",
        description: `The last 30 days of downloads (per day, site, user, outcome and error code, with time to first byte) and the jobs running now on every instance. ${access}`,
        response: { 200: adminDashboardSchema, ...ownerOnlyAnswers },
      },
      preValidation,
      // The page asks every 2 s while it is open: a log line each time would bury the rest.
      logLevel: 'warn',
    },
    async (request, reply) => {
      const [history, running, siteRefusals, youtube] = await Promise.all([
        usage.history(DASHBOARD_DAYS),
        jobs?.list() ?? [],
        maintenance.siteRefusals?.(requestLocale(request)),
        maintenance.youtubeChain?.(),
      ]);
      const names = await usage.displayNames(running.map((job) => job.asker));
      reply.headers(noStore);
      return {
        generatedAt: new Date().toISOString(),
        ...history,
        running: running.map((job) => runningJob(job, names.get(job.asker) ?? null)),
        ytdlp: ytdlpState(maintenance.ytdlpStatus()),
        ...(siteRefusals ? { siteRefusals } : {}),
        ...(youtube ? { youtube } : {}),
      };
    },
  );
}

/** A Cancel for any job, through the job board as the bots' Cancel buttons go (so it reaches other instances). */
function registerJobCancelRoute(
  app: FastifyInstance,
  jobs: JobBoard | undefined,
  { preValidation, noStore }: OwnerRoute,
): void {
  app.post<{ Params: { id: string } }>(
    '/api/admin/jobs/:id/cancel',
    {
      schema: {
        summary: 'Cancel a running job',
        description: `Stops a download or playlist run, whichever instance runs it (within a second or two when another one does), as its asker's Cancel would. ${access}`,
        params: z.object({ id: jobIdSchema }),
        response: {
          200: cancelAnswerSchema,
          400: errorBody(['invalid_request'], 'The id is not a job id.'),
          ...ownerOnlyAnswers,
        },
      },
      preValidation,
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const outcome = jobs
        ? await jobs.cancel(request.params.id, { identity: identityKey(caller), owner: true })
        : 'unknown';
      request.log.info({ job: request.params.id, outcome }, 'owner cancelled a job from the dashboard');
      reply.headers(noStore);
      // An owner may cancel anyone's job, so `not_yours` cannot come back; it would read as gone.
      return { outcome: outcome === 'cancelled' ? 'cancelled' : 'unknown' };
    },
  );
}

/** yt-dlp's update, as the bots' /update. */
function registerYtdlpUpdateRoute(
  app: FastifyInstance,
  maintenance: AdminRouteOptions['maintenance'],
  { preValidation, noStore }: OwnerRoute,
): void {
  app.post(
    '/api/admin/ytdlp/update',
    {
      schema: {
        summary: 'Update yt-dlp',
        description: `Runs \`yt-dlp -U\` where the binary is youtube-dl-exec's own copy (see ytdlp.updatable); new lookups use the new version. ${access}`,
        response: { 200: updateAnswerSchema, ...ownerOnlyAnswers },
      },
      preValidation,
    },
    async (request, reply) => {
      const result = await maintenance.updateYtdlp();
      request.log.info({ ok: result.ok }, result.message);
      reply.headers(noStore);
      return {
        ok: result.ok,
        message: renderSentence(requestLocale(request), result.sentence),
        ytdlp: ytdlpState(maintenance.ytdlpStatus()),
      };
    },
  );
}

function runningJob(job: RunningJobView, askerName: string | null) {
  return {
    id: job.id,
    instance: job.instance,
    surface: job.surface,
    kind: job.kind,
    asker: job.asker,
    askerName,
    title: job.title ?? null,
    startedAt: job.startedAt.toISOString(),
    bytes: job.bytes,
    percent: job.percent === null ? null : Math.max(0, Math.min(100, Math.round(job.percent))),
    cancelRequested: job.cancelRequested,
  };
}
