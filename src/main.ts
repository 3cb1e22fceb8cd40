import { config as loadDotenv } from 'dotenv';
import { startDiscordBot } from '../bots/discord/client.js';
import { startTelegramBot, telegramBotDepsFromConfig } from '../bots/telegram/bot.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { DatabaseOpenError } from './db/client.js';
import { createLogger, type Logger } from './logger.js';
import { MissingBinaryError } from './media/binaries.js';
import { stopAllChildren } from './media/process.js';
import { ConfinementUnavailableError } from './media/sandbox/confinement.js';
import { createServices, type Services } from './server.js';

interface Stoppable {
  stop(options?: { graceMs?: number }): Promise<void>;
}

/**
 * Wires config → services → bots → listening HTTP. The only file that imports
 * bots/. A bot that fails to start is logged and left off; the API keeps serving.
 */
async function main(): Promise<void> {
  loadDotenv({ quiet: true });
  const config = loadConfig();
  const logger = createLogger({
    level: config.LOG_LEVEL,
    pretty: config.NODE_ENV === 'development' && process.stdout.isTTY,
  });
  const services = await createServices(config, logger);
  // Telegram before listen: webhook mode adds a route to the app. Discord after it: a
  // slow or broken gateway must not keep the API from serving.
  const telegram = await startTelegram(config, services, logger);
  await services.app.listen({ host: config.HOST, port: config.PORT });
  logger.info({ host: config.HOST, port: config.PORT }, 'media fetcher ready');
  process.send?.('ready');
  const discord = await startDiscord(config, services, logger);
  const bots = [telegram, discord].filter((bot): bot is Stoppable => bot !== undefined);

  let stopping = false;
  const shutdown = async (reason: string) => {
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
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // PM2 on platforms without signals (and with shutdown_with_message) sends this instead.
  process.on('message', (message) => {
    if (message === 'shutdown') void shutdown('pm2 shutdown message');
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

async function startTelegram(config: Config, services: Services, logger: Logger): Promise<Stoppable | undefined> {
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
  return startTelegramBot(deps).catch((error: unknown) => {
    logger.error({ err: (error as Error).message }, 'the Telegram bot did not start');
    return undefined;
  });
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
    error instanceof ConfinementUnavailableError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
