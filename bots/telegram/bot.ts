import { setTimeout as sleep } from 'node:timers/promises';
import { autoRetry } from '@grammyjs/auto-retry';
import { type RunnerHandle, run, sequentialize } from '@grammyjs/runner';
import { Bot } from 'grammy';
import { apiGuards } from './api-guards.js';
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
/** How long stop() waits, after the grace period, for aborted background tasks. */
const ABORTED_TASK_WAIT_MS = 3_000;

/** How {@link RunningTelegramBot.stop} treats work in progress. */
export interface TelegramStopOptions {
  /**
   * How long running downloads, uploads and lookups may take to finish before
   * they are cancelled. Default 0: cancelled at once.
   */
  graceMs?: number | undefined;
}

/** A bot with every feature installed, not yet talking to Telegram. */
export interface TelegramBot {
  bot: Bot;
  services: TelegramServices;
  /**
   * Lets running downloads and pending lookups finish within `graceMs`, then
   * cancels what is left and waits for its cleanup.
   */
  drain(options?: TelegramStopOptions): Promise<void>;
}

/** A started bot. */
export interface RunningTelegramBot {
  bot: Bot;
  mode: 'polling' | 'webhook';
  /**
   * Stops taking updates at once (polling stops; webhook updates are answered
   * 503, so Telegram delivers them again later), lets running jobs finish
   * within `graceMs`, then cancels what is left and waits for its cleanup.
   * Calling it again returns the same promise.
   */
  stop(options?: TelegramStopOptions): Promise<void>;
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
  // Outside the retries: texts cut to Telegram's limits, an edit that changes nothing is no error,
  // and an edit of a message the user deleted becomes a new message (api-guards.ts).
  bot.api.config.use(apiGuards());
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
    maintenance: deps.maintenance,
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
    async drain({ graceMs = 0 } = {}) {
      const deadline = Date.now() + Math.max(0, graceMs);
      const finished = await jobs.waitIdle(Math.max(0, graceMs));
      if (finished) await waitAtMost(services.tasks.drain(), deadline - Date.now());
      if (jobs.size > 0) logger.info({ graceMs, jobs: jobs.size }, 'telegram: cancelling the downloads left');
      services.tasks.abort();
      await jobs.stopAll();
      // Aborted lookups end at once; an /update in progress (not abortable) is not waited for long.
      await waitAtMost(services.tasks.drain(), ABORTED_TASK_WAIT_MS);
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
    let accepting = true;
    registerTelegramWebhookRoute(deps.webhook.fastify, bot, {
      path: new URL(deps.webhook.url).pathname,
      secret,
      accepting: () => accepting,
    });
    await bot.init();
    await menus(telegram, deps);
    await bot.api.setWebhook(deps.webhook.url, { secret_token: secret, allowed_updates: [...ALLOWED_UPDATES] });
    logger.info({ username: bot.botInfo.username, mode: 'webhook' }, 'telegram bot started');
    // The webhook stays set: Telegram holds updates for the next process.
    return {
      bot,
      mode: 'webhook',
      stop: once(async (options) => {
        accepting = false;
        await telegram.drain(options);
      }),
    };
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
    stop: once(async (options) => {
      if (runner.isRunning()) await runner.stop();
      await telegram.drain(options);
    }),
  };
}

/** The first call runs `stop`; later calls get the same promise. */
function once(stop: (options?: TelegramStopOptions) => Promise<void>) {
  let stopping: Promise<void> | undefined;
  return (options?: TelegramStopOptions) => {
    stopping ??= stop(options);
    return stopping;
  };
}

/** Waits for `promise`, or `ms` at most. */
async function waitAtMost(promise: Promise<unknown>, ms: number): Promise<void> {
  if (ms <= 0) return;
  const timer = new AbortController();
  await Promise.race([promise, sleep(ms, undefined, { signal: timer.signal }).catch(() => undefined)]);
  timer.abort();
}

async function menus(telegram: TelegramBot, deps: TelegramBotDeps): Promise<void> {
  await setCommandMenus(telegram.bot.api, deps.ownerIds, (ownerId, error) =>
    deps.logger.info(
      { ownerId, err: describeError(error, deps.token) },
      'owner command menu not set (has the owner opened the bot?)',
    ),
  );
}
