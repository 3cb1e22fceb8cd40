import { autoRetry } from '@grammyjs/auto-retry';
import { type RunnerHandle, run, sequentialize } from '@grammyjs/runner';
import { Bot } from 'grammy';
import { BackgroundTasks } from './background.js';
import { CardStore } from './card-store.js';
import { setCommandMenus } from './commands.js';
import type { TelegramBotDeps } from './deps.js';
import { DownloadJobs, sweepJobDirs } from './download-job.js';
import { buttonsFeature } from './features/buttons.js';
import { helpFeature } from './features/help.js';
import { linkFeature } from './features/link.js';
import { ownerFeature } from './features/owner.js';
import { usageFeature } from './features/usage.js';
import { TelegramFileCache } from './file-cache.js';
import { describeError } from './redact.js';
import type { TelegramServices } from './services.js';
import { uploadLimitBytes } from './upload-limit.js';
import { randomSecretToken, registerTelegramWebhookRoute } from './webhook.js';

export type { TelegramBotDeps, TelegramWebhookOptions } from './deps.js';
export { type TelegramBotParts, telegramBotDepsFromConfig } from './from-config.js';
export { registerTelegramWebhookRoute } from './webhook.js';

/** Updates the bot handles; anything else is not even fetched. */
const ALLOWED_UPDATES = ['message', 'callback_query'] as const;
const DEFAULT_CARD_TTL_MS = 60 * 60 * 1000;

/** A bot with every feature installed, not yet talking to Telegram. */
export interface TelegramBot {
  bot: Bot;
  services: TelegramServices;
  /** Cancels running downloads and waits for them and for pending lookups. */
  drain(): Promise<void>;
}

/** A started bot. */
export interface RunningTelegramBot {
  bot: Bot;
  mode: 'polling' | 'webhook';
  /** Stops fetching updates, cancels running downloads and waits for their cleanup. */
  stop(): Promise<void>;
}

/**
 * Builds the bot: flood-limit retries on every API call, per-chat ordering of
 * updates, and the features (one Composer each). Makes no network calls.
 */
export function createTelegramBot(deps: TelegramBotDeps): TelegramBot {
  const bot = new Bot(deps.token, deps.apiRoot ? { client: { apiRoot: deps.apiRoot } } : {});
  // Flood limits (429 with retry_after) are waited out. Server and network
  // errors are rethrown: uploads retry once themselves (download-job.ts), and
  // retrying every call here would multiply those attempts.
  bot.api.config.use(
    autoRetry({ maxRetryAttempts: 3, maxDelaySeconds: 60, rethrowInternalServerErrors: true, rethrowHttpErrors: true }),
  );
  const logger = deps.logger;
  const limit = uploadLimitBytes(deps.maxUploadMb, deps.apiRoot);
  const logError = (error: unknown) => logger.error({ err: describeError(error, deps.token) }, 'telegram task failed');
  const jobs = new DownloadJobs({
    api: bot.api,
    media: deps.media,
    usage: deps.usage,
    fileCache: new TelegramFileCache(deps.db),
    logger,
    token: deps.token,
    tmpDir: deps.tmpDir,
    uploadLimitBytes: limit,
    publicBaseUrl: deps.publicBaseUrl,
  });
  const services: TelegramServices = {
    media: deps.media,
    usage: deps.usage,
    db: deps.db,
    logger,
    token: deps.token,
    cards: new CardStore(deps.cardTtlMs ?? DEFAULT_CARD_TTL_MS),
    jobs,
    tasks: new BackgroundTasks(logError),
    uploadLimitBytes: limit,
  };

  // One chat's updates in order, different chats concurrently (the runner's model).
  bot.use(sequentialize((ctx) => ctx.chat?.id.toString()));
  bot.use(
    helpFeature(services),
    usageFeature(services),
    ownerFeature(services),
    linkFeature(services),
    buttonsFeature(services),
  );
  bot.catch((error) => {
    logger.error(
      { err: describeError(error.error, deps.token), updateId: error.ctx.update.update_id },
      'telegram update failed',
    );
  });

  return {
    bot,
    services,
    async drain() {
      await jobs.stopAll();
      await services.tasks.drain();
    },
  };
}

/**
 * Starts the bot: webhook mode when `deps.webhook` is given (the route is
 * added to its Fastify app at once, so call this before the app listens),
 * long polling with @grammyjs/runner otherwise. Sets the command menus.
 *
 * @throws when Telegram cannot be reached or the token is refused (getMe).
 */
export async function startTelegramBot(deps: TelegramBotDeps): Promise<RunningTelegramBot> {
  const telegram = createTelegramBot(deps);
  const { bot } = telegram;
  const logger = deps.logger;
  await sweepJobDirs(deps.tmpDir);

  if (deps.webhook) {
    const secret = deps.webhook.secret ?? randomSecretToken();
    registerTelegramWebhookRoute(deps.webhook.fastify, bot, { path: new URL(deps.webhook.url).pathname, secret });
    await bot.init();
    await menus(telegram, deps);
    await bot.api.setWebhook(deps.webhook.url, { secret_token: secret, allowed_updates: [...ALLOWED_UPDATES] });
    logger.info({ username: bot.botInfo.username, mode: 'webhook' }, 'telegram bot started');
    return { bot, mode: 'webhook', stop: () => telegram.drain() };
  }

  await bot.init();
  await menus(telegram, deps);
  // A webhook left from an earlier run would make getUpdates fail.
  await bot.api.deleteWebhook();
  const runner: RunnerHandle = run(bot, { runner: { fetch: { allowed_updates: [...ALLOWED_UPDATES] } } });
  logger.info({ username: bot.botInfo.username, mode: 'polling' }, 'telegram bot started');
  return {
    bot,
    mode: 'polling',
    async stop() {
      if (runner.isRunning()) await runner.stop();
      await telegram.drain();
    },
  };
}

async function menus(telegram: TelegramBot, deps: TelegramBotDeps): Promise<void> {
  await setCommandMenus(telegram.bot.api, deps.ownerIds, (ownerId, error) =>
    deps.logger.info(
      { ownerId, err: describeError(error, deps.token) },
      'owner command menu not set (has the owner opened the bot?)',
    ),
  );
}
