import { config as loadDotenv } from 'dotenv';
import { startDiscordBot } from '../bots/discord/client.js';
import { startTelegramBot, telegramBotDepsFromConfig } from '../bots/telegram/bot.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { DatabaseOpenError } from './db/client.js';
import { LeaseHeldError } from './db/lease-keeper.js';
import { createLogger, type Logger } from './logger.js';
import { MissingBinaryError } from './media/binaries.js';
import { stopAllChildren } from './media/process.js';
import { ConfinementUnavailableError } from './media/sandbox/confinement.js';
import { holdTelegramPollingLease } from './polling-lease.js';
import type { Role } from './roles.js';
import { createServices, type Services } from './server.js';

interface Stoppable {
  stop(options?: { graceMs?: number }): Promise<void>;
}

/**
 * Wires config → services → bots → listening HTTP, for the roles in ROLES
 * (src/roles.ts). The only file that imports bots/. A bot that fails to
 * start is logged and left off; the API keeps serving. Only a polling bot
 * whose lease another process holds stops the start (LeaseHeldError).
 */
async function main(): Promise<void> {
  loadDotenv({ quiet: true });
  const config = loadConfig();
  const logger = createLogger({
    level: config.LOG_LEVEL,
    pretty: config.NODE_ENV === 'development' && process.stdout.isTTY,
  });
  const has = (role: Role) => config.ROLES.includes(role);
  const services = await createServices(config, logger);
  // Handled once everything below is set up (a loss during Discord's start waits for it).
  let leaseLost: (reason: string) => void = () => {};
  const pollingLeaseLost = new Promise<string>((resolve) => {
    leaseLost = resolve;
  });
  // Telegram before listen: webhook mode adds a route to the app. Discord after it: a
  // slow or broken gateway must not keep the API from serving.
  const telegram = has('telegram')
    ? await startTelegram(config, services, logger, (reason) => leaseLost(reason))
    : undefined;
  // Without the api role nothing listens: a bots-only process next to an API on the
  // same machine would only fight over PORT. PM2 watches the process, not a port.
  if (has('api')) await services.app.listen({ host: config.HOST, port: config.PORT });
  logger.info(
    { roles: config.ROLES, ...(has('api') ? { host: config.HOST, port: config.PORT } : {}) },
    'media fetcher ready',
  );
  process.send?.('ready');
  const discord = has('discord') ? await startDiscord(config, services, logger) : undefined;
  const bots = [telegram, discord].filter((bot): bot is Stoppable => bot !== undefined);

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
    const drained = Promise.allSettled([services.closeHttp(), ...bots.map((bot) => bot.stop({ graceMs }))]);
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
  // Another process polls now: stop ours. A process left with nothing to do exits 1,
  // so a supervisor restarts it, and the restart waits for the lease again.
  void pollingLeaseLost.then(async (reason) => {
    if (stopping) return;
    logger.error({ reason }, 'telegram: lost the long-polling lease, stopping long polling');
    await telegram?.stop({ graceMs: config.SHUTDOWN_GRACE_S * 1000 });
    if (!has('api') && !discord) await shutdown('lost the long-polling lease', 1);
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Starts the Telegram bot. In long-polling mode it first takes the polling
 * lease (or throws LeaseHeldError) and gives it up after the bot stopped.
 */
async function startTelegram(
  config: Config,
  services: Services,
  logger: Logger,
  onLeaseLost: (reason: string) => void,
): Promise<Stoppable | undefined> {
  const deps = telegramBotDepsFromConfig(config, {
    media: services.media,
    usage: services.usage,
    links: services.links,
    db: services.database,
    logger,
    fastify: services.app,
    maintenance: services.maintenance,
  });
  if (!deps) {
    logger.info('TELEGRAM_BOT_TOKEN is not set: the Telegram bot stays off');
    return undefined;
  }
  const lease = deps.webhook
    ? undefined
    : await holdTelegramPollingLease({
        db: services.database,
        instance: services.instance,
        token: deps.token,
        leaseS: config.TELEGRAM_POLLING_LEASE_S,
        logger,
        onLost: onLeaseLost,
      });
  const bot = await startTelegramBot(deps).catch((error: unknown) => {
    logger.error({ err: (error as Error).message }, 'the Telegram bot did not start');
    return undefined;
  });
  if (!bot) {
    await lease?.release();
    return undefined;
  }
  return {
    async stop(options) {
      await bot.stop(options);
      await lease?.release();
    },
  };
}

async function startDiscord(config: Config, services: Services, logger: Logger): Promise<Stoppable | undefined> {
  if (!config.DISCORD_BOT_TOKEN || !config.DISCORD_APPLICATION_ID) {
    logger.info('DISCORD_BOT_TOKEN or DISCORD_APPLICATION_ID is not set: the Discord bot stays off');
    return undefined;
  }
  return startDiscordBot({
    token: config.DISCORD_BOT_TOKEN,
    applicationId: config.DISCORD_APPLICATION_ID,
    apiRoot: config.DISCORD_API_ROOT,
    readMessages: config.DISCORD_READ_MESSAGES,
    media: services.media,
    usage: services.usage,
    db: services.database,
    logger: logger.child({ bot: 'discord' }),
    publicBaseUrl: config.PUBLIC_BASE_URL,
    links: services.links,
    maxUploadMb: config.DISCORD_MAX_UPLOAD_MB,
    maintenance: services.maintenance,
    tmpDir: config.TMP_DIR,
    shards:
      config.DISCORD_SHARDS && config.DISCORD_SHARD_COUNT
        ? { ids: config.DISCORD_SHARDS, count: config.DISCORD_SHARD_COUNT }
        : undefined,
  }).catch((error: unknown) => {
    logger.error({ err: (error as Error).message }, 'the Discord bot did not start');
    return undefined;
  });
}

main().catch((error: unknown) => {
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
});
