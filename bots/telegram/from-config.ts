import type { FastifyInstance } from 'fastify';
import type { Config } from '../../src/config/index.js';
import type { Store } from '../../src/db/index.js';
import type { FollowEngine } from '../../src/follows/index.js';
import type { JobBoard } from '../../src/jobs/index.js';
import type { Logger } from '../../src/logger.js';
import type { MediaApi } from '../../src/media/index.js';
import type { BotMetrics } from '../../src/metrics/index.js';
import type { LinkSigner, UsageService } from '../../src/usage/index.js';
import type { BotMaintenance } from '../shared/maintenance.js';
import type { TelegramBotDeps } from './deps.js';
import { localFilesDirOf } from './local-files.js';

/** The process parts the bot runs on; main.ts has them all. */
export interface TelegramBotParts {
  media: MediaApi;
  usage: UsageService;
  /** The process's link signer, for direct links to files over the upload limit. */
  links: LinkSigner;
  db: Store;
  logger: Logger;
  /** The HTTP app, for webhook mode; it must not be listening yet when the bot starts. */
  fastify: FastifyInstance;
  /** yt-dlp status and update, for the owners' /update. */
  maintenance?: BotMaintenance | undefined;
  /** The jobs running on every instance, for a Cancel pressed here on another instance's download. */
  jobBoard?: JobBoard | undefined;
  /** The process's metrics; undefined with METRICS=false. */
  metrics?: BotMetrics | undefined;
  /** Follows (src/follows): the bot's commands and deliveries into its chats. */
  follows?: FollowEngine | undefined;
}

/**
 * The bot's dependencies from the configuration, or undefined when
 * TELEGRAM_BOT_TOKEN is not set (the bot stays off).
 */
export function telegramBotDepsFromConfig(
  config: Pick<
    Config,
    | 'TELEGRAM_BOT_TOKEN'
    | 'TELEGRAM_API_ROOT'
    | 'TELEGRAM_WEBHOOK_URL'
    | 'TELEGRAM_WEBHOOK_SECRET'
    | 'TELEGRAM_MAX_UPLOAD_MB'
    | 'TELEGRAM_STORAGE_CHAT_ID'
    | 'PUBLIC_BASE_URL'
    | 'OWNER_IDS'
    | 'TMP_DIR'
  > &
    // Only a bot that sends files by path through a local Bot API server needs them.
    Partial<Pick<Config, 'DATA_DIR' | 'TELEGRAM_LOCAL_FILES_DIR' | 'TELEGRAM_LOCAL_FILES_DIR_AS_SERVER_SEES'>>,
  parts: TelegramBotParts,
): TelegramBotDeps | undefined {
  if (!config.TELEGRAM_BOT_TOKEN) return undefined;
  return {
    token: config.TELEGRAM_BOT_TOKEN,
    apiRoot: config.TELEGRAM_API_ROOT,
    webhook: config.TELEGRAM_WEBHOOK_URL
      ? { url: config.TELEGRAM_WEBHOOK_URL, secret: config.TELEGRAM_WEBHOOK_SECRET, fastify: parts.fastify }
      : undefined,
    media: parts.media,
    usage: parts.usage,
    db: parts.db,
    logger: parts.logger.child({ module: 'telegram' }),
    tmpDir: config.TMP_DIR,
    localFiles: localFilesDirOf({
      dataDir: config.DATA_DIR,
      tmpDir: config.TMP_DIR,
      dir: config.TELEGRAM_LOCAL_FILES_DIR,
      serverDir: config.TELEGRAM_LOCAL_FILES_DIR_AS_SERVER_SEES,
    }),
    publicBaseUrl: config.PUBLIC_BASE_URL,
    links: parts.links,
    maxUploadMb: config.TELEGRAM_MAX_UPLOAD_MB,
    storageChatId: config.TELEGRAM_STORAGE_CHAT_ID,
    ownerIds: config.OWNER_IDS,
    ...(parts.maintenance ? { maintenance: parts.maintenance } : {}),
    ...(parts.jobBoard ? { jobBoard: parts.jobBoard } : {}),
    ...(parts.metrics ? { metrics: parts.metrics } : {}),
    ...(parts.follows ? { follows: parts.follows } : {}),
  };
}
