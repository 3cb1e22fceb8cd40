import { type RunnerHandle, run, sequentialize } from '@grammyjs/runner';
import { Bot, type Context } from 'grammy';
import { DbCardStore } from '../shared/db-card-store.js';
import { jobListing } from '../shared/job-listing.js';
import { JobRegistry, type StopOptions, stopOnce } from '../shared/job-registry.js';
import { LanguageChoices } from '../shared/language-store.js';
import { type BotLogger, loggableError } from '../shared/log.js';
import { sweepJobDirs } from '../shared/run-download.js';
import { passingFaultSentence } from '../shared/texts.js';
import { apiGuards } from './api-guards.js';
import { retryPolicy } from './api-retry.js';
import type { TelegramCard } from './card.js';
import { telegramCardSchema } from './card-schema.js';
import { setCommandMenus } from './commands.js';
import type { TelegramBotContext } from './context.js';
import type { TelegramBotDeps } from './deps.js';
import { JOB_DIR_PREFIX } from './download-job.js';
import { buttonsFeature } from './features/buttons.js';
import { cookiesFeature } from './features/cookies.js';
import { followFeature } from './features/follow.js';
import { helpFeature } from './features/help.js';
import { inlineFeature } from './features/inline.js';
import { languageFeature } from './features/language.js';
import { linkFeature } from './features/link.js';
import { ownerFeature } from './features/owner.js';
import { usageFeature } from './features/usage.js';
import { TelegramFileCache } from './file-cache.js';
import { telegramFollowTarget } from './follow-target.js';
import { inlineRefusal } from './inline-query.js';
import { tellInterrupted } from './interrupted.js';
import { prepareLocalFilesDir } from './local-files.js';
import { chatT, telegramI18n } from './locale.js';
import { countApiErrors, countUpdates } from './metrics.js';
import { type TelegramPlaylistCard, telegramPlaylistCardSchema } from './playlist-card.js';
import { telegramUploadLimitBytes } from './upload-limit.js';
import { registerTelegramWebhookRoute, secretTokenFromBotToken } from './webhook.js';

export type { StopOptions as TelegramStopOptions } from '../shared/job-registry.js';
export type { TelegramBotDeps, TelegramWebhookOptions } from './deps.js';
export { type TelegramBotParts, telegramBotDepsFromConfig } from './from-config.js';
export { registerTelegramWebhookRoute } from './webhook.js';

/** Updates the bot handles; anything else is not even fetched. */
const ALLOWED_UPDATES = ['message', 'callback_query', 'inline_query', 'chosen_inline_result'] as const;
const DEFAULT_CARD_TTL_MS = 60 * 60 * 1000;

/** A bot with every feature installed, not yet talking to Telegram. */
export interface TelegramBot {
  bot: Bot;
  context: TelegramBotContext;
  /**
   * Lets running downloads and pending lookups finish within `graceMs`, then
   * cancels what is left and waits for its cleanup.
   */
  drain(options?: StopOptions): Promise<void>;
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
  stop(options?: StopOptions): Promise<void>;
}

/**
 * Builds the bot: the retry policy of every API call (api-retry.ts), per-chat ordering of
 * updates, and the features (one Composer each). Makes no network calls.
 */
export function createTelegramBot(deps: TelegramBotDeps): TelegramBot {
  const bot = new Bot(deps.token, deps.apiRoot ? { client: { apiRoot: deps.apiRoot } } : {});
  // Innermost: every answer as Telegram gave it, retried ones too (metrics.ts).
  if (deps.metrics) bot.api.config.use(countApiErrors(deps.metrics));
  // Flood limits (429 with retry_after) and refused connections are retried for every call; server errors
  // only for calls that may be done twice (edits, answers); no answer for any call but a file send, which
  // may have been posted all the same and is never sent again. See api-retry.ts.
  bot.api.config.use(
    retryPolicy({
      retried: (method, why) => deps.logger.debug({ method, why }, 'telegram: call retried'),
    }),
  );
  // Outside the retries: texts cut to Telegram's limits, an edit that changes nothing is no error,
  // and an edit of a message the user deleted becomes a new message (api-guards.ts).
  bot.api.config.use(apiGuards());
  const logger = deps.logger;
  const services: TelegramBotContext = {
    api: bot.api,
    media: deps.media,
    usage: deps.usage,
    db: deps.db,
    logger,
    token: deps.token,
    // In the shared database: a press may reach another instance than the one that showed the card.
    cards: new DbCardStore<TelegramCard>({
      store: deps.db,
      platform: 'telegram',
      schema: telegramCardSchema,
      ttlMs: deps.cardTtlMs ?? DEFAULT_CARD_TTL_MS,
      logger,
    }),
    // The same table; a playlist card's JSON only parses as one (a media card's press never finds it).
    playlistCards: new DbCardStore<TelegramPlaylistCard>({
      store: deps.db,
      platform: 'telegram',
      schema: telegramPlaylistCardSchema,
      ttlMs: deps.cardTtlMs ?? DEFAULT_CARD_TTL_MS,
      logger,
    }),
    jobs: new JobRegistry(
      (error) => logger.error({ err: loggableError(error, deps.token) }, 'telegram task failed'),
      jobListing(deps, 'telegram'),
    ),
    fileCache: new TelegramFileCache(deps.db, (hit) => deps.metrics?.fileCacheLookup(hit)),
    languages: new LanguageChoices(deps.db, 'telegram'),
    uploadLimitBytes: telegramUploadLimitBytes(deps.maxUploadMb, deps.apiRoot),
    publicBaseUrl: deps.publicBaseUrl,
    storageChatId: deps.storageChatId,
    links: deps.links,
    tmpDir: deps.tmpDir,
    localFiles: deps.localFiles,
    statusIntervalMs: deps.statusIntervalMs,
    thumbnailWaitMs: deps.thumbnailWaitMs,
    maintenance: deps.maintenance,
    metrics: deps.metrics,
    apiRoot: deps.apiRoot,
    follows: deps.follows,
  };

  // Outermost: each update counted once, and each failure on its way to bot.catch.
  if (deps.metrics) bot.use(countUpdates(deps.metrics));
  // One chat's updates in order, different chats concurrently (the runner's model).
  bot.use(sequentialize((ctx) => ctx.chat?.id.toString()));
  // Every update in its chat's language (ctx.t): the group's or the person's choice, else their app's.
  bot.use(
    telegramI18n(services.languages, (error) =>
      logger.warn({ err: loggableError(error, deps.token) }, 'telegram language choice not read'),
    ),
  );
  bot.use(
    helpFeature(services),
    languageFeature(services),
    usageFeature(services),
    ownerFeature(services),
    cookiesFeature(services),
    followFeature(services),
    linkFeature(services),
    buttonsFeature(services),
    inlineFeature(services),
  );
  bot.catch(async (error) => {
    logger.error(
      { err: loggableError(error.error, deps.token), updateId: error.ctx.update.update_id },
      'telegram update failed',
    );
    await tellPassingFault(error.ctx, error.error);
  });

  return {
    bot,
    context: services,
    async drain({ graceMs = 0 } = {}) {
      const finished = await services.jobs.drain(graceMs);
      if (!finished) logger.info({ graceMs }, 'telegram: cancelled what was left at shutdown');
      services.cards.close();
      services.playlistCards.close();
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
  await sweepJobDirs(deps.tmpDir, JOB_DIR_PREFIX);
  if (deps.localFiles) {
    // Job folders (and the files in them) a killed run left in the folder shared with the Bot API server.
    await prepareLocalFilesDir(deps.localFiles);
    await sweepJobDirs(deps.localFiles.dir, JOB_DIR_PREFIX);
  }
  // Downloads a killed run of this instance left: their askers read that they were interrupted. Not awaited:
  // a flood limit on these edits (429, up to a minute a call) must not hold the start, nor the API's listen.
  const interrupted = deps.jobBoard?.takeInterrupted('telegram') ?? [];
  if (interrupted.length > 0) void telegram.context.jobs.track(tellAfterStart(telegram, interrupted, logger));
  // Followed entries for Telegram chats are delivered through this bot while it runs.
  const unserve = deps.follows?.serve('telegram', telegramFollowTarget(telegram.context));

  if (deps.webhook) {
    const secret = deps.webhook.secret ?? secretTokenFromBotToken(deps.token);
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
      stop: stopOnce(async (graceMs) => {
        accepting = false;
        unserve?.();
        await telegram.drain({ graceMs });
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
    stop: stopOnce(async (graceMs) => {
      unserve?.();
      if (runner.isRunning()) await runner.stop();
      await telegram.drain({ graceMs });
    }),
  };
}

/** Tells the askers of a killed run's downloads, until done or a shutdown (which stops the waits). */
async function tellAfterStart(telegram: TelegramBot, notices: string[], logger: BotLogger): Promise<void> {
  const { jobs } = telegram.context;
  const told = await tellInterrupted(telegram.bot.api, notices, logger, jobs.shutdownSignal);
  logger.info({ told, of: notices.length }, 'telegram: told the askers of downloads a crash interrupted');
}

async function menus(telegram: TelegramBot, deps: TelegramBotDeps): Promise<void> {
  // Inline mode is switched on in BotFather, not here: a storage chat without it would wait for queries in vain.
  if (deps.storageChatId !== undefined && !telegram.bot.botInfo.supports_inline_queries) {
    deps.logger.warn(
      { storageChatId: deps.storageChatId },
      'inline mode is off for this bot, though TELEGRAM_STORAGE_CHAT_ID is set: turn it on with BotFather /setinline',
    );
  }
  await setCommandMenus(telegram.bot.api, deps.ownerIds, (ownerId, error) =>
    deps.logger.info(
      { ownerId, err: loggableError(error, deps.token) },
      'owner command menu not set (has the owner opened the bot?)',
    ),
  );
}

/**
 * An update that failed because the server's disk is full or its database is
 * away (the usage row could not be written, say) is answered in words, as a
 * refusal would be: the press's answer, or a reply to the message. Other
 * failures stay in the log: a bug's words would help nobody.
 */
async function tellPassingFault(ctx: Context, error: unknown): Promise<void> {
  const text = passingFaultSentence(chatT(ctx), error);
  if (text === undefined) return;
  const answer = ctx.callbackQuery
    ? ctx.answerCallbackQuery({ text, show_alert: true })
    : ctx.inlineQuery
      ? ctx.answerInlineQuery([inlineRefusal(chatT(ctx), text)], { cache_time: 0, is_personal: true })
      : ctx.chat && ctx.message
        ? ctx.reply(text, {
            reply_parameters: { message_id: ctx.message.message_id, allow_sending_without_reply: true },
          })
        : undefined;
  await answer?.catch(() => undefined);
}
