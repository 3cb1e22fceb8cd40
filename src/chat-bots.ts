import type { Config } from './config/index.js';
import type { Logger } from './logger.js';
import { holdDiscordShardLeases, holdTelegramPollingLease } from './role-leases.js';
import type { Services } from './server.js';

/*
 * Starting the chat bots with the leases that keep each to one process at a
 * time (src/role-leases.ts). bots/ is imported here only, and only when a bot
 * starts: discord.js alone takes longer to load than the rest of the service.
 */

export interface Stoppable {
  /** `leaseLost`: another process may run the role now, so it stops taking updates at once (Discord's gateway too). */
  stop(options?: { graceMs?: number; leaseLost?: boolean }): Promise<void>;
}

/**
 * Starts the Telegram bot. In long-polling mode it first takes the polling
 * lease (or throws LeaseHeldError) and gives it up after the bot stopped.
 */
export async function startTelegram(
  config: Config,
  services: Services,
  logger: Logger,
  onLeaseLost: (reason: string) => void,
): Promise<Stoppable | undefined> {
  // Checked before the import: grammY and the bot's modules load only for a bot that runs.
  if (!config.TELEGRAM_BOT_TOKEN) return telegramOff(logger);
  const { startTelegramBot, telegramBotDepsFromConfig } = await import('../bots/telegram/bot.js');
  const deps = telegramBotDepsFromConfig(config, {
    media: services.media,
    usage: services.usage,
    links: services.links,
    db: services.database,
    logger,
    fastify: services.app,
    maintenance: services.maintenance,
    jobBoard: services.jobs,
    metrics: services.metrics?.bots,
    follows: services.maintenance.follows,
  });
  if (!deps) return telegramOff(logger);
  const lease = deps.webhook
    ? undefined
    : await holdTelegramPollingLease({
        db: services.database,
        instance: services.instance,
        token: deps.token,
        leaseS: config.ROLE_LEASE_S,
        logger,
        onLost: onLeaseLost,
        leases: services.metrics?.leases,
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

function telegramOff(logger: Logger): undefined {
  logger.info('TELEGRAM_BOT_TOKEN is not set: the Telegram bot stays off');
  return undefined;
}

const discordShards = (config: Config) =>
  config.DISCORD_SHARDS && config.DISCORD_SHARD_COUNT
    ? { ids: config.DISCORD_SHARDS, count: config.DISCORD_SHARD_COUNT }
    : undefined;

/** The leases of the Discord shards this process serves (or throws LeaseHeldError); undefined when the bot is off. */
export async function takeDiscordLeases(
  config: Config,
  services: Services,
  logger: Logger,
  onLeaseLost: (reason: string) => void,
): Promise<{ release(): Promise<void> } | undefined> {
  if (!config.DISCORD_BOT_TOKEN || !config.DISCORD_APPLICATION_ID) {
    logger.info('DISCORD_BOT_TOKEN or DISCORD_APPLICATION_ID is not set: the Discord bot stays off');
    return undefined;
  }
  return holdDiscordShardLeases({
    db: services.database,
    instance: services.instance,
    applicationId: config.DISCORD_APPLICATION_ID,
    shards: discordShards(config),
    leaseS: config.ROLE_LEASE_S,
    logger,
    onLost: onLeaseLost,
    leases: services.metrics?.leases,
  });
}

/** Starts the Discord bot on the shards whose leases this process holds; gives them up after it stopped. */
export async function startDiscord(
  config: Config,
  services: Services,
  logger: Logger,
  leases: { release(): Promise<void> },
): Promise<Stoppable | undefined> {
  if (!config.DISCORD_BOT_TOKEN || !config.DISCORD_APPLICATION_ID) return undefined;
  const { startDiscordBot } = await import('../bots/discord/bot.js');
  const bot = await startDiscordBot({
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
    jobBoard: services.jobs,
    tmpDir: config.TMP_DIR,
    shards: discordShards(config),
    metrics: services.metrics?.bots,
    follows: services.maintenance.follows,
  }).catch((error: unknown) => {
    logger.error({ err: (error as Error).message }, 'the Discord bot did not start');
    return undefined;
  });
  if (!bot) {
    await leases.release();
    return undefined;
  }
  return {
    async stop(options) {
      await bot.stop(options);
      await leases.release();
    },
  };
}
