import { config as loadDotenv } from 'dotenv';
import { ConfigError, loadConfig } from './config.js';
import { DatabaseOpenError } from './db/client.js';
import { createLogger } from './logger.js';
import { MissingBinaryError } from './media/binaries.js';
import { createServices } from './server.js';

/** Wires config → services → listening HTTP (→ bots). The only place that knows all parts. */
async function main(): Promise<void> {
  loadDotenv({ quiet: true });
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL, pretty: config.NODE_ENV === 'development' && process.stdout.isTTY });
  const services = await createServices(config, logger);
  await services.app.listen({ host: config.HOST, port: config.PORT });
  logger.info('media fetcher ready');
  if (!config.TELEGRAM_BOT_TOKEN) logger.info('TELEGRAM_BOT_TOKEN is not set: the Telegram bot stays off');
  if (!config.DISCORD_BOT_TOKEN) logger.info('DISCORD_BOT_TOKEN is not set: the Discord bot stays off');
  process.send?.('ready');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await services.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  // Known start-up problems get one line, not a stack trace.
  if (error instanceof ConfigError || error instanceof MissingBinaryError || error instanceof DatabaseOpenError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
