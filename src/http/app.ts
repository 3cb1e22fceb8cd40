import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { JobBoard } from '../jobs/index.js';
import { type Logger, serializeRequest } from '../logger.js';
import type { MediaApi } from '../media/index.js';
import type { OwnerAccess } from '../owner/index.js';
import type { LinkSigner, UsageService } from '../usage/index.js';
import type { ApiKey } from './access.js';
import { type ClientLimits, DEFAULT_CLIENT_LIMITS, requestDeadlines } from './client-limits.js';
import { capConnectionsPerAddress } from './connection-cap.js';
import { registerCrossSiteGuard } from './cross-site.js';
import { registerErrorHandling } from './error-handler.js';
import { registerHostCheck } from './host-check.js';
import { registerOpenApi, useZodSchemas } from './openapi.js';
import { type AdminRouteOptions, registerAdminRoutes } from './routes/admin.js';
import { registerDownloadRoute } from './routes/download.js';
import { type FollowsForApi, registerFollowRoutes } from './routes/follows.js';
import { type HealthReport, registerHealthRoute } from './routes/health.js';
import { registerInfoRoute } from './routes/info.js';
import { registerLinkRoute } from './routes/link.js';
import { type MetricsEndpoint, registerMetricsRoute } from './routes/metrics.js';
import { registerOwnerLoginRoute } from './routes/owner-login.js';
import { registerUsageRoute } from './routes/usage.js';
import { registerSecurityHeaders } from './security-headers.js';
import { UserLookups } from './user-lookups.js';
import { registerWebPage } from './web.js';

export interface AppDependencies {
  media: MediaApi;
  usage: UsageService;
  logger: Logger;
  health: () => HealthReport | Promise<HealthReport>;
  apiKeys: readonly ApiKey[];
  /**
   * The owner token's credentials (src/owner): how the owner is known without API keys. Undefined
   * with keys, where an owner's key is.
   */
  owner: OwnerAccess | undefined;
  /** The host names every route answers to besides IP addresses (src/http/host-check.ts: allowedHostNames). */
  allowedHosts: readonly string[];
  /** Signs and checks download links (POST /api/link, GET /api/download?…&sig=). */
  links: LinkSigner;
  /** The jobs running on every instance: downloads are listed there, so the owner's dashboard can stop them. */
  jobs?: JobBoard | undefined;
  /** PUBLIC_BASE_URL, for absolute signed links. */
  publicBaseUrl?: string | undefined;
  /** WEB_UI: serve the web page at `/` (default true; the API is served either way). */
  webUi?: boolean;
  /** Fastify's trustProxy: false, a hop count, or the reverse proxies' addresses/CIDRs (never `true`). */
  trustProxy?: false | number | string[];
  /** yt-dlp's age and its update, for the owner's dashboard (GET /api/admin, POST /api/admin/ytdlp/update). */
  maintenance: AdminRouteOptions['maintenance'];
  /** GET /metrics (src/metrics' text, METRICS_TOKEN); absent when METRICS=false, and the path is a 404. */
  metrics?: MetricsEndpoint | undefined;
  /** REQUEST_TIMEOUT_S, SEND_STALL_TIMEOUT_S, MAX_CONNECTIONS_PER_ADDRESS and who counts what they stop. */
  clients?: ClientLimits | undefined;
  /** The follows' engine (src/follows): POST/GET/DELETE /api/follows exist with it. */
  follows?: FollowsForApi | undefined;
}

/** Builds the HTTP app; never listens (main.ts and the tests do). */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const clients = deps.clients ?? DEFAULT_CLIENT_LIMITS;
  const deadlines = requestDeadlines(clients);
  const app = Fastify({
    ...loggingAndProxies(deps),
    bodyLimit: 16 * 1024,
    // A download's query may carry a title of 2000 characters: up to 18 KB percent-encoded (Node's default is 16 KB).
    http: { maxHeaderSize: 32 * 1024, ...deadlines.http },
    requestTimeout: deadlines.requestTimeout,
    return503OnClosing: true,
  });
  capConnectionsPerAddress(app.server, {
    max: clients.maxConnectionsPerAddress,
    trustProxy: deps.trustProxy ?? false,
    onRefused: () => clients.observer?.connectionRefused?.(),
    warn: (message) => app.log.warn(message),
  });
  registerErrorHandling(app);
  await registerSecurityHeaders(app);
  // After helmet's hook, so that a refusal still carries the security headers; before every route.
  registerHostCheck(app, deps.allowedHosts);
  registerCrossSiteGuard(app, { publicBaseUrl: deps.publicBaseUrl });
  await registerOpenApi(app, { apiKeys: deps.apiKeys.length > 0 });
  // Who looked up which link: the page's thumbnail helper answers each user for their own lookups only.
  const lookups = new UserLookups();
  if (deps.webUi ?? true) {
    await registerWebPage(app, {
      media: deps.media,
      usage: deps.usage,
      keys: deps.apiKeys,
      lookups,
      warn: (message) => app.log.warn(message),
    });
  }
  registerInfoRoute(app, deps.media, deps.usage, deps.apiKeys, lookups);
  registerDownloadRoute(app, deps.media, deps.usage, deps.apiKeys, deps.links, deps.jobs, {
    limitS: clients.sendStallS,
    onStall: () => clients.observer?.sendStalled?.(),
  });
  registerLinkRoute(app, { keys: deps.apiKeys, links: deps.links, publicBaseUrl: deps.publicBaseUrl });
  registerUsageRoute(app, deps.usage, deps.apiKeys, deps.owner);
  registerAdminRoutes(app, {
    usage: deps.usage,
    jobs: deps.jobs,
    keys: deps.apiKeys,
    owner: deps.owner,
    maintenance: deps.maintenance,
  });
  registerOwnerLoginRoute(app, { owner: deps.owner, publicBaseUrl: deps.publicBaseUrl });
  if (deps.follows) {
    const { media, usage, apiKeys: keys, owner } = deps;
    registerFollowRoutes(app, { follows: deps.follows, media, usage, keys, owner });
  }
  registerHealthRoute(app, deps.health);
  if (deps.metrics) registerMetricsRoute(app, deps.metrics);
  return app;
}

/**
 * `GET /metrics` alone, for a port of its own (METRICS_PORT): a process without the api role
 * has no other listener, and the workers of PM2's cluster mode share PORT, so a scrape of it
 * reads one worker at random. Same access rules as on the API's port.
 */
export async function buildMetricsApp(
  deps: Pick<AppDependencies, 'logger' | 'trustProxy' | 'allowedHosts' | 'clients'> & { metrics: MetricsEndpoint },
): Promise<FastifyInstance> {
  // Its requests have the same deadlines; it serves no downloads, and its port is the operator's.
  const deadlines = requestDeadlines(deps.clients ?? DEFAULT_CLIENT_LIMITS);
  const app = Fastify({ ...loggingAndProxies(deps), ...deadlines });
  useZodSchemas(app);
  registerErrorHandling(app);
  await registerSecurityHeaders(app);
  registerHostCheck(app, deps.allowedHosts);
  registerMetricsRoute(app, deps.metrics);
  return app;
}

/** What both listeners share: the logger (secrets in query strings redacted) and whom forwarding headers are believed from. */
function loggingAndProxies(deps: Pick<AppDependencies, 'logger' | 'trustProxy'>) {
  return {
    // Request lines carry the URL; secrets in its query string are redacted there.
    loggerInstance: deps.logger.child({}, { serializers: { req: serializeRequest } }) as FastifyBaseLogger,
    // A hop count trusts the nearest n proxies, whatever their address.
    trustProxy: typeof deps.trustProxy === 'number' ? trustHops(deps.trustProxy) : (deps.trustProxy ?? false),
  };
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
