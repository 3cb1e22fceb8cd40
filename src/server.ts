import type { FastifyInstance } from 'fastify';
import { startCanary, usageOwnerIds } from './canary/index.js';
import type { Config } from './config/index.js';
import { CookieSets } from './cookies/index.js';
import { connectDatabase, type DatabaseHandle } from './db/index.js';
import { diskSpaceWarning, neededDiskBytes, readDiskSpace } from './disk-space.js';
import { type FollowEngine, followEngineFor } from './follows/index.js';
import { webhookTargetFor } from './follows/webhook/index.js';
import { healthReporter } from './health.js';
import {
  type AppDependencies,
  allowedHostNames,
  buildApp,
  buildMetricsApp,
  clientLimitsOf,
  httpCloser,
  unnamedHostWarning,
} from './http/index.js';
import { JobBoard } from './jobs/index.js';
import type { Logger } from './logger.js';
import {
  chooseJsRuntime,
  liveChildCount,
  MediaService,
  probedFor,
  readToolVersion,
  startYtdlpInView,
  stopAllChildren,
  type ToolProbe,
  updateYtdlp,
  ytdlpFreshness,
} from './media/index.js';
import { mediaSettingsOf } from './media-settings.js';
import { createMetrics, type Metrics } from './metrics/index.js';
import { type OwnerAccess, ownerAccessFor } from './owner/index.js';
import { ownerChatsFor, type SiteRefusals, siteRefusalsFor } from './refusals/index.js';
import {
  createLinkSigner,
  createUsageService,
  type LinkSigner,
  loadLinkSecret,
  resolveInstanceId,
  type UsageService,
} from './usage/index.js';
import { startYoutubeChain, type YoutubeChain } from './youtube-chain.js';

/** Everything the process runs except the bots; the bots take `media` and `usage` from it. */
export interface Services {
  config: Config;
  database: DatabaseHandle;
  /** This process's instance id (src/usage/instance.ts): on its usage rows and the leases it holds. */
  instance: string;
  usage: UsageService;
  /** The jobs running on every instance: where any Cancel (a bot's, the dashboard's) finds and stops a job. */
  jobs: JobBoard;
  /** Signed download links: the bots sign their "too big for the chat" links with it (signedDownloadUrl). */
  links: LinkSigner;
  media: MediaService;
  /** Sites refusing this server (src/refusals): counted, told to the owner, cooled off. */
  refusals: SiteRefusals;
  app: FastifyInstance;
  /** GET /metrics alone, for METRICS_PORT (main.ts listens); undefined without METRICS_PORT or with METRICS=false. */
  metricsApp: FastifyInstance | undefined;
  /**
   * This stack's Prometheus metrics (GET /metrics), fed by the observers given to each part; the bots and the
   * role leases take theirs from here. Undefined with METRICS=false.
   */
  metrics: Metrics | undefined;
  /** The owner token's credentials (src/owner) without API keys: main.ts prints a one-time sign-in link from it. */
  owner: OwnerAccess | undefined;
  /** yt-dlp's age and self-update, for /api/health and the bots' /update; the sites refusing this server; YouTube's chain. */
  maintenance: AppDependencies['maintenance'] & { youtubeChain(): Promise<YoutubeChain>; follows: FollowEngine };
  /** Stops taking HTTP requests; resolves when the running ones are done. Safe to call twice. */
  closeHttp(): Promise<void>;
  /** Stops taking requests, stops children, closes the proxy and the database. */
  close(): Promise<void>;
}

/**
 * Builds the services in dependency order: binaries and database (with migrations) → usage
 * → media → HTTP app. Does not listen. Throws MissingBinaryError or
 * DatabaseOpenError with one-line messages. `toolProbe`: the binaries' probe main.ts started
 * early (used when it asked for what the config says). `warmUp: false` starts no yt-dlp worker
 * until the first lookup (tests that never look a link up; a process always warms one).
 */
export async function createServices(
  config: Config,
  logger: Logger,
  options: { toolProbe?: ToolProbe | undefined; warmUp?: boolean | undefined } = {},
): Promise<Services> {
  // First, so every part below can be given its observer; one registry per stack, not the global one.
  const metrics = config.METRICS ? createMetrics() : undefined;
  // The binaries' probe (main.ts started it before loading this module) runs while the database opens;
  // a missing binary is still the refusal said first, as when it was looked for first.
  const probing = probedFor(config, options.toolProbe);
  // yt-dlp as lookups run it (in a run's view), asked once it is found: its Python runs while the database opens.
  const ytdlpInView = startYtdlpInView(config.BWRAP_PATH, probing);
  const [probed, opened] = await Promise.allSettled([
    probing,
    connectDatabase({
      databaseUrl: config.DATABASE_URL,
      databasePath: config.DATABASE_PATH,
      timeouts: {
        connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_S * 1000,
        statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_S * 1000,
      },
      onQuery: metrics?.onQuery,
    }),
  ]);
  if (probed.status === 'rejected') {
    if (opened.status === 'fulfilled') await opened.value.close();
    throw probed.reason;
  }
  if (opened.status === 'rejected') throw opened.reason;
  const { paths: binaries, versions } = probed.value;
  const database = opened.value;
  const instance = resolveInstanceId(config.DATA_DIR, config.INSTANCE_ID);
  logger.info({ database: database.dialect, instance }, 'usage records opened');
  const usage = createUsageService({
    db: database,
    instance,
    limits: {
      downloadsPerDay: config.LIMIT_DOWNLOADS_PER_DAY,
      mbPerDay: config.LIMIT_MB_PER_DAY,
      infoPerMinute: config.LIMIT_INFO_PER_MINUTE,
      concurrentJobsPerUser: config.LIMIT_CONCURRENT_JOBS_PER_USER,
      maxDurationS: config.LIMIT_MAX_DURATION_S,
    },
    allowedUsers: config.ALLOWED_USERS,
    blockedUsers: config.BLOCKED_USERS,
    ownerIds: usageOwnerIds(config),
    timeZone: config.LIMITS_TIMEZONE,
    jobTimeoutS: config.JOB_TIMEOUT_S,
    logger,
    observer: metrics?.usage,
  });
  const links = createLinkSigner({
    secret: loadLinkSecret(config.DATA_DIR, config.LINK_SECRET),
    ttlS: config.LINK_TTL_S,
    observer: metrics?.links,
  });
  const interrupted = await usage.closeInterrupted();
  if (interrupted > 0) logger.warn({ interrupted }, 'marked jobs of the previous run as interrupted');
  const jobs = new JobBoard({ db: database, instance, logger });
  const unlisted = await jobs.start();
  if (unlisted > 0) logger.info({ unlisted }, 'removed the running jobs a killed run of this instance left listed');
  const refusals = siteRefusalsFor(config, database, logger, metrics?.refusals);
  const cookies = new CookieSets({ database, logger, chats: ownerChatsFor(config) });
  const stopExpiryWatch = cookies.watchExpiry();
  const maintenance: Services['maintenance'] = {
    // Read only once the media service below has started: nothing asks before.
    youtubeChain: () => youtubeChain(),
    ytdlpStatus: () => ytdlpFreshness(binaries.ytdlp, versions.ytdlpVersion),
    siteRefusals: (locale) => refusals.report(locale),
    cookies,
    follows: followEngineFor(config, { database, instance, logger, metrics, media: () => media }),
    updateYtdlp: async () => {
      const result = await updateYtdlp(binaries.ytdlp);
      if (result.ok) {
        // /api/health, the dashboard and the workers' check then all say the new version.
        versions.ytdlpVersion = await readToolVersion(binaries.ytdlp);
        // The next lookup gets a worker of the new version (the pool would also see the file change).
        media.toolsUpdated();
      }
      return result;
    },
  };
  const freshness = maintenance.ytdlpStatus();
  if (freshness.advice) logger.warn(freshness.advice);

  // A disk already too full for MAX_CONCURRENT_JOBS of the largest jobs is said at start, not found by a user.
  const neededBytes = neededDiskBytes(config.MAX_CONCURRENT_JOBS, config.MAX_FILESIZE_MB);
  const diskSpace = () => readDiskSpace(config.DATA_DIR, neededBytes);
  const diskAtStart = diskSpaceWarning(config.DATA_DIR, await diskSpace());
  if (diskAtStart) logger.warn(diskAtStart);

  const js = chooseJsRuntime(versions.ytdlpVersion, config.YTDLP_JS_RUNTIMES);
  if (js.ignored) logger.warn(js.ignored);
  const media = await MediaService.start({
    ...mediaSettingsOf(config),
    ytdlpPath: binaries.ytdlp,
    ffmpegPath: binaries.ffmpeg,
    ytdlpInView,
    ytdlpJsRuntime: js.runtime,
    ytdlpVersion: versions.ytdlpVersion,
    logger,
    observer: metrics?.media,
    siteGate: refusals,
    siteCookies: cookies,
  });
  // Webhooks are the API's: delivered where it runs (its signed download links are served there).
  if (config.ROLES.includes('api')) {
    maintenance.follows.serve('webhook', webhookTargetFor(config, { media, links, metrics: metrics?.webhooks }));
  }
  // The first link someone sends then finds a yt-dlp already started.
  if (options.warmUp !== false) media.warmUp();
  const chainParts = { jsRuntime: js.runtime, cookiesFile: config.YTDLP_COOKIES_FILE, cookieSets: cookies, media };
  const youtubeChain = startYoutubeChain(chainParts, logger);
  const canary = startCanary(config, { database, instance, media, usage, maintenance, logger, metrics });
  maintenance.canary = canary.canary;
  const confinement = media.confinementStatus;
  if (confinement.kind === 'none') logger.error(confinement.description);
  else logger.info({ confinement: confinement.kind }, confinement.description);
  metrics?.watch({
    queue: () => media.queueStats,
    confinement: () => confinement.kind,
    infoCache: () => media.infoCacheStats,
    ytdlpAgeDays: () => maintenance.ytdlpStatus().ageDays,
  });
  metrics?.watchResources({
    diskFreeBytes: async () => (await diskSpace())?.freeBytes,
    databaseAvailable: () => database.availability().available,
  });

  const owner = ownerAccessFor(config, database, instance);
  const hostNames = {
    host: config.HOST,
    publicBaseUrl: config.PUBLIC_BASE_URL,
    telegramWebhookUrl: config.TELEGRAM_WEBHOOK_URL,
    allowedHosts: config.ALLOWED_HOSTS,
  };
  const allowedHosts = allowedHostNames(hostNames);
  const unnamed = unnamedHostWarning(hostNames);
  if (unnamed && (config.ROLES.includes('api') || config.METRICS_PORT !== undefined)) logger.warn(unnamed);
  const metricsEndpoint = metrics && {
    contentType: metrics.contentType,
    text: metrics.text,
    token: config.METRICS_TOKEN,
  };
  const clients = clientLimitsOf(config, metrics?.clients);
  const app = await buildApp({
    media,
    usage,
    logger,
    apiKeys: config.API_KEYS,
    owner,
    allowedHosts,
    links,
    jobs,
    maintenance,
    publicBaseUrl: config.PUBLIC_BASE_URL,
    webUi: config.WEB_UI,
    trustProxy: config.TRUST_PROXY,
    metrics: metricsEndpoint,
    clients,
    follows: maintenance.follows,
    health: healthReporter({ config, versions, maintenance, js, media, database, diskSpace }),
  });
  const metricsDeps = { logger, trustProxy: config.TRUST_PROXY, allowedHosts, clients };
  const metricsApp =
    metricsEndpoint && config.METRICS_PORT !== undefined
      ? await buildMetricsApp({ ...metricsDeps, metrics: metricsEndpoint })
      : undefined;
  const closeHttp = httpCloser(app);

  return {
    config,
    database,
    instance,
    usage,
    jobs,
    links,
    media,
    refusals,
    app,
    metricsApp,
    metrics,
    owner,
    maintenance,
    closeHttp,
    async close() {
      media.stopAccepting();
      stopExpiryWatch();
      canary.stop();
      stopAllChildren();
      app.server.closeAllConnections();
      await closeHttp();
      // Let the stopped jobs record their outcome before the database goes away.
      const deadline = Date.now() + 5000;
      while (liveChildCount() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      // And for their records: a finish still being written when the database closes would leave its row running.
      while (usage.unfinishedTickets() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await jobs.close();
      await new Promise((r) => setImmediate(r));
      await media.close();
      await database.close();
      // Last: a scrape during the drain still sees the jobs finishing.
      await metricsApp?.close();
      metrics?.close();
    },
  };
}
