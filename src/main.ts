import { config as loadDotenv } from 'dotenv';
import { type Config, ConfigError, loadConfig } from './config.js';
import { buildApp } from './http/app.js';
import { createLogger } from './logger.js';
import { MissingBinaryError, resolveBinaries } from './media/binaries.js';
import { stopAllChildren } from './media/process.js';
import { MediaService } from './media/service.js';
import { readToolVersions } from './media/versions.js';

/** Wires config → media → HTTP (→ usage, bots). The only place that knows all parts. */
async function main(): Promise<void> {
  loadDotenv({ quiet: true });
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) exitWith(error.message);
    throw error;
  }
  const logger = createLogger({ level: config.LOG_LEVEL, pretty: config.NODE_ENV === 'development' && process.stdout.isTTY });

  let binaries: ReturnType<typeof resolveBinaries>;
  try {
    binaries = resolveBinaries(config);
  } catch (error) {
    if (error instanceof MissingBinaryError) exitWith(error.message);
    throw error;
  }
  const versions = await readToolVersions(binaries);

  const media = await MediaService.start({
    ytdlpPath: binaries.ytdlp,
    ffmpegPath: binaries.ffmpeg,
    dataDir: config.DATA_DIR,
    tmpDir: config.TMP_DIR,
    privateUrls: config.ALLOW_PRIVATE_URLS,
    maxConcurrentJobs: config.MAX_CONCURRENT_JOBS,
    maxQueuedJobs: config.MAX_QUEUED_JOBS,
    maxFilesizeBytes: config.MAX_FILESIZE_MB * 1024 * 1024,
    jobTimeoutMs: config.JOB_TIMEOUT_S * 1000,
    infoTimeoutMs: config.INFO_TIMEOUT_S * 1000,
    infoCacheTtlMs: config.INFO_CACHE_TTL_S * 1000,
    infoCacheMaxEntries: config.INFO_CACHE_MAX_ENTRIES,
    cookiesFile: config.YTDLP_COOKIES_FILE,
    logger,
  });

  const app = await buildApp({
    media,
    logger,
    trustProxy: config.TRUST_PROXY,
    health: () => ({ ...versions, queue: media.queueStats }),
  });
  await app.listen({ host: config.HOST, port: config.PORT });
  logger.info({ ytdlp: versions.ytdlpVersion, ffmpeg: versions.ffmpegVersion }, 'media fetcher ready');
  if (!config.TELEGRAM_BOT_TOKEN) logger.info('TELEGRAM_BOT_TOKEN is not set: the Telegram bot stays off');
  if (!config.DISCORD_BOT_TOKEN) logger.info('DISCORD_BOT_TOKEN is not set: the Discord bot stays off');
  process.send?.('ready');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await app.close();
    stopAllChildren();
    await media.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
