import type { ToolProbe } from './binaries/index.js';
import { type Stoppable, startDiscord, startTelegram, takeDiscordLeases } from './chat-bots.js';
import { type Config, ConfigError, loadConfig } from './config/index.js';
import { DatabaseOpenError, LeaseHeldError } from './db/index.js';
import { createLogger, type Logger } from './logger.js';
import { ConfinementUnavailableError, MissingBinaryError, stopAllChildren } from './media/index.js';
import { ownerLinkBase, ownerLinkUrl } from './owner/index.js';
import type { Role } from './roles.js';
import { createServices, type Services } from './server.js';
import { makeDataDirPrivate } from './support/private-data.js';

/**
 * Wires config → services → bots → listening HTTP, for the roles in ROLES
 * (src/roles.ts). The bots are started by src/chat-bots.ts, the only door to
 * bots/, and only for the roles this process runs. A bot that fails to
 * start is logged and left off; the API keeps serving. Only a polling bot
 * whose lease another process holds stops the start (LeaseHeldError).
 */
async function main(toolProbe: ToolProbe): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({
    level: config.LOG_LEVEL,
    pretty: config.NODE_ENV === 'development' && process.stdout.isTTY,
  });
  const has = (role: Role) => config.ROLES.includes(role);
  keepDataPrivate(config, logger);
  const services = await createServices(config, logger, { toolProbe });
  // Asked beside the rest of the start (Python's import of yt-dlp); a refusal comes before any bot or listener.
  await services.media.ytdlpRunsConfined();
  // A role whose lease is lost (another process runs it now) is stopped; losses are queued
  // until everything below is set up (one during Discord's start waits for it).
  const lostQueue: [BotRole, string][] = [];
  let roleLost = (role: BotRole, reason: string) => void lostQueue.push([role, reason]);
  const onLost = (role: BotRole) => (reason: string) => roleLost(role, reason);
  // Every lease is taken before any bot starts, so a refusal stops the start with nothing running.
  const discordLeases = has('discord')
    ? await takeDiscordLeases(config, services, logger, onLost('discord'))
    : undefined;
  // Telegram before listen: webhook mode adds a route to the app. Discord after it: a
  // slow or broken gateway must not keep the API from serving.
  let telegram = has('telegram')
    ? await startTelegram(config, services, logger, onLost('telegram')).catch(async (error: unknown) => {
        await discordLeases?.release();
        throw error;
      })
    : undefined;
  // Without the api role nothing listens: a bots-only process next to an API on the
  // same machine would only fight over PORT. PM2 watches the process, not a port.
  if (has('api')) await services.app.listen({ host: config.HOST, port: config.PORT });
  const metricsPort = await listenForMetrics(config, services, logger);
  logger.info(
    {
      roles: config.ROLES,
      ...(has('api') ? { host: config.HOST, port: config.PORT } : {}),
      ...(metricsPort !== undefined ? { metricsPort } : {}),
    },
    'media fetcher ready',
  );
  if (has('api')) printOwnerLink(config, services, logger);
  const bots: Stoppable[] = telegram ? [telegram] : [];

  let stopping = false;
  const shutdown = async (reason: string, exitCode = 0) => {
    if (stopping) {
      logger.warn({ reason }, 'second stop request: exiting at once');
      process.exit(1);
    }
    stopping = true;
    const graceMs = config.SHUTDOWN_GRACE_S * 1000;
    logger.info({ reason, graceS: config.SHUTDOWN_GRACE_S }, 'shutting down: no new work, running jobs may finish');
    // Stop taking requests and updates; both resolve once their running work is done.
    services.media.stopAccepting();
    const bye = [
      services.closeHttp(),
      services.maintenance.follows.stop(),
      ...bots.map((bot) => bot.stop({ graceMs })),
    ];
    const drained = Promise.allSettled(bye);
    const inTime = await Promise.race([drained.then(() => true), sleep(graceMs).then(() => false)]);
    if (!inTime) {
      // Whatever still runs is cut short: its rows say so, its processes and temp files go.
      const interrupted = await services.usage.closeInterrupted();
      const stopped = stopAllChildren();
      logger.warn({ interrupted, stopped }, 'grace period over: stopped the remaining jobs');
      await Promise.race([drained, sleep(5000)]);
    }
    await services.close();
    logger.info('stopped');
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // PM2 on platforms without signals (and with shutdown_with_message) sends this instead.
  process.on('message', (message) => {
    if (message === 'shutdown') void shutdown('pm2 shutdown message');
  });
  // Ready only once a stop is handled: a SIGTERM with no handler yet would kill the process outright.
  process.send?.('ready');
  // Discord starts only once a stop is heard: a PM2 stop during a slow gateway start shuts down
  // gracefully instead of killing the process with no exit code.
  let discord = discordLeases ? await startDiscord(config, services, logger, discordLeases) : undefined;
  if (discord) {
    bots.push(discord);
    if (stopping) void discord.stop({ graceMs: 0 });
  }
  // The follows' checker runs in every process: each kind of target under a lease of its own, taken only where
  // it is served (the bots that started here, webhooks with the API), so a split setup checks every kind.
  if (!stopping) services.maintenance.follows.start();
  logger.info(
    { telegram: telegram !== undefined, discord: discord !== undefined },
    'every role of this process started',
  );
  // Another process runs the role now: stop ours. A process left with nothing to do exits 1,
  // so a supervisor restarts it, and the restart waits for the lease again.
  const lostRoles = new Set<BotRole>();
  roleLost = (role, reason) => {
    if (stopping || lostRoles.has(role)) return;
    lostRoles.add(role);
    logger.error(
      { reason },
      role === 'telegram'
        ? 'telegram: lost the long-polling lease, stopping long polling'
        : 'discord: lost a shard lease, stopping the Discord bot',
    );
    const bot = role === 'telegram' ? telegram : discord;
    // Updates stop at once (Discord's gateway session closes: two sessions of a shard would answer everything
    // twice); running downloads get the grace a shutdown gives them.
    void bot?.stop({ graceMs: config.SHUTDOWN_GRACE_S * 1000, leaseLost: true }).then(async () => {
      const stillRunning = (telegram && !lostRoles.has('telegram')) || (discord && !lostRoles.has('discord'));
      if (!has('api') && !stillRunning) return await shutdown(`lost the ${role} lease`, 1);
      // The API keeps this process up: the role is taken up again once its lease is free (the database back
      // after an outage, or the process that took it gone). The lease keeps it to one process at a time.
      if (bot) void retake(role, bot);
    });
  };
  const startAgain = async (role: BotRole): Promise<Stoppable | undefined> => {
    if (role === 'telegram') return startTelegram(config, services, logger, onLost('telegram'));
    const leases = await takeDiscordLeases(config, services, logger, onLost('discord'));
    return leases && startDiscord(config, services, logger, leases);
  };
  const retake = async (role: BotRole, old: Stoppable) => {
    while (!stopping) {
      await sleep(config.ROLE_LEASE_S * 1000);
      if (stopping) return;
      const again = await startAgain(role).catch(() => undefined);
      if (!again) continue;
      if (stopping) return void (await again.stop({ graceMs: 0 }));
      if (role === 'telegram') telegram = again;
      else discord = again;
      const at = bots.indexOf(old);
      if (at >= 0) bots[at] = again;
      else bots.push(again);
      lostRoles.delete(role);
      logger.info(
        role === 'telegram'
          ? 'telegram: took the long-polling lease again, polling'
          : 'discord: took the shard leases again, the bot serves again',
      );
      return;
    }
  };
  for (const [role, reason] of lostQueue.splice(0)) roleLost(role, reason);
}

type BotRole = Exclude<Role, 'api'>;

/** An install made before DATA_DIR was private: its folders fixed (new ones are private through the umask). */
function keepDataPrivate(config: Config, logger: Logger): void {
  const { DATA_DIR: dataDir, TMP_DIR: tmpDir, TELEGRAM_LOCAL_FILES_DIR: sharedDir } = config;
  const refused = makeDataDirPrivate({ dataDir, tmpDir, sharedDir });
  if (refused.length > 0) logger.warn({ folders: refused }, 'could not make these folders private to the service user');
}

/** GET /metrics on METRICS_PORT, when set: the port it listens on (the one the system chose for 0). */
async function listenForMetrics(config: Config, services: Services, logger: Logger): Promise<number | undefined> {
  if (config.METRICS_PORT === undefined) return undefined;
  if (!services.metricsApp) {
    logger.warn('METRICS_PORT is set but METRICS=false: no metrics are served');
    return undefined;
  }
  await services.metricsApp.listen({ host: config.HOST, port: config.METRICS_PORT });
  const address = services.metricsApp.server.address();
  return typeof address === 'object' && address ? address.port : config.METRICS_PORT;
}

/**
 * Without API keys, a one-time link to the owner's dashboard (works once, for 15 minutes): the
 * only place the start writes anything made from the owner token. `npm run owner-link` makes another.
 */
function printOwnerLink(config: Config, services: Services, logger: Logger): void {
  if (!services.owner) return;
  const address = services.app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const base = ownerLinkBase({ publicBaseUrl: config.PUBLIC_BASE_URL, host: config.HOST, port });
  const link = ownerLinkUrl(base, services.owner.loginCode().code);
  logger.info(
    `owner's dashboard: open ${link} within 15 minutes; the link works once ("npm run owner-link" prints another)`,
  );
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Runs the service (main.ts loaded .env and started `toolProbe`); a start that fails prints why
 * and exits 1.
 */
export function serve(toolProbe: ToolProbe): Promise<void> {
  return main(toolProbe).catch((error: unknown) => {
    toolProbe.stop();
    refuse(error);
  });
}

function refuse(error: unknown): never {
  // Known start-up problems get one line, not a stack trace.
  if (
    error instanceof ConfigError ||
    error instanceof MissingBinaryError ||
    error instanceof DatabaseOpenError ||
    error instanceof LeaseHeldError ||
    error instanceof ConfinementUnavailableError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
}
