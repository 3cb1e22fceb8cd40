/**
 * Telegram bots for tests: the bot's deps on a {@link BotWorld}, one started
 * bot with its own fake Bot API, several of them, or a world with one bot
 * (what most Telegram test files set up in beforeAll), each with the one
 * teardown they need.
 */
import path from 'node:path';
import pino from 'pino';
import { beforeEach } from 'vitest';
import { type RunningTelegramBot, startTelegramBot, type TelegramBotDeps } from '../../bots/telegram/bot.js';
import { type BotWorld, type BotWorldOptions, startBotWorld } from './bot-world.js';
import { type FakeTelegramServer, startFakeTelegram } from './fake-telegram.js';

/**
 * The bots' last log lines, from debug up, kept in memory and printed when a test fails: a wait
 * that ran out on a busy machine then shows what the bot did meanwhile (a call that failed, the
 * fallback it took), which it logs at debug only. TG_TEST_LOG=<level> logs to stdout instead.
 */
const KEPT_LOG_LINES = 100;
const recentLogLines: string[] = [];

function testLogger() {
  if (process.env.TG_TEST_LOG) return pino({ level: process.env.TG_TEST_LOG });
  const keep = (line: string) => {
    recentLogLines.push(line);
    if (recentLogLines.length > KEPT_LOG_LINES) recentLogLines.shift();
  };
  return pino({ level: 'debug' }, { write: keep });
}

// Registered in every test file that imports this module (hooks at collection attach to the file).
beforeEach(({ onTestFailed }) => {
  recentLogLines.length = 0;
  onTestFailed(() => {
    if (recentLogLines.length === 0) return;
    console.error(`The Telegram bot's last ${recentLogLines.length} log lines:\n${recentLogLines.join('')}`);
  });
});

/**
 * The Telegram bot's dependencies for a test: the world's media service,
 * usage service and database, the fake Bot API's token and root, a logger
 * (kept for a failing test's report, above), `<world>/bot-tmp` as its temp
 * folder, a 50 MB upload limit and no owners. `overrides` win.
 */
export function telegramTestDeps(
  world: BotWorld,
  fake: Pick<FakeTelegramServer, 'token' | 'apiRoot'>,
  overrides: Partial<TelegramBotDeps> = {},
): TelegramBotDeps {
  return {
    token: fake.token,
    apiRoot: fake.apiRoot,
    media: world.media,
    usage: world.usage,
    links: world.links,
    db: world.database,
    logger: testLogger(),
    tmpDir: path.join(world.dir, 'bot-tmp'),
    maxUploadMb: 50,
    ownerIds: [],
    // Progress edits a run of a few seconds can show (the default 2.5 s may leave only the first and last words).
    statusIntervalMs: 200,
    // A thumbnail made by ffmpeg alongside the download may come seconds after the file on a busy
    // machine; the default 1.5 s would then send files without one where the tests expect one.
    thumbnailWaitMs: 30_000,
    ...overrides,
  };
}

/** A started Telegram bot with its fake Bot API. */
export interface TelegramTestBot {
  fake: FakeTelegramServer;
  bot: RunningTelegramBot;
  /** Stops the bot, closes a webhook bot's Fastify app, then the fake. */
  close(): Promise<void>;
}

/**
 * Starts a fake Bot API and a bot on `world`. With a `name`, its uploads go
 * to `<world>/uploads-<name>` and its temp folder is `<world>/bot-tmp-<name>`;
 * without, `<world>/uploads` and `<world>/bot-tmp`. `deps` win over
 * telegramTestDeps's. A bot that fails to start leaves no fake behind.
 */
export async function startTelegramTestBot(
  world: BotWorld,
  options: { name?: string; deps?: Partial<TelegramBotDeps> } = {},
): Promise<TelegramTestBot> {
  const suffix = options.name === undefined ? '' : `-${options.name}`;
  const fake = await startFakeTelegram({ uploadDir: path.join(world.dir, `uploads${suffix}`) });
  const deps = options.deps ?? {};
  let bot: RunningTelegramBot;
  try {
    bot = await startTelegramBot(
      telegramTestDeps(world, fake, { tmpDir: path.join(world.dir, `bot-tmp${suffix}`), ...deps }),
    );
  } catch (error) {
    await fake.close();
    throw error;
  }
  return {
    fake,
    bot,
    async close() {
      await bot.stop();
      await deps.webhook?.fastify.close();
      await fake.close();
    },
  };
}

/**
 * Starts Telegram bots on `world` by name (see startTelegramTestBot);
 * stopAll() stops every one, closing what each started.
 */
export function telegramBots(world: BotWorld) {
  const started: TelegramTestBot[] = [];
  return {
    async start(name: string, deps: Partial<TelegramBotDeps> = {}): Promise<TelegramTestBot> {
      const telegram = await startTelegramTestBot(world, { name, deps });
      started.push(telegram);
      return telegram;
    },
    async stopAll(): Promise<void> {
      for (const telegram of started.splice(0)) await telegram.close();
    },
  };
}

/** A bot world with one Telegram bot on it. */
export interface TelegramTestWorld extends TelegramTestBot {
  world: BotWorld;
}

/**
 * The set-up of a Telegram test file: a bot world, then `before` (fixtures
 * to build, leftovers to plant), then a fake Bot API and a bot (uploads in
 * `<world>/uploads`, temp folder `<world>/bot-tmp`, `deps` over
 * telegramTestDeps's). close() stops the bot and closes its fake and the
 * world, which fails when a usage row is still `running`. A failed start
 * closes what it had started.
 */
export async function startTelegramTestWorld(options: {
  world: BotWorldOptions;
  before?: (world: BotWorld) => Promise<unknown>;
  deps?: Partial<TelegramBotDeps>;
}): Promise<TelegramTestWorld> {
  const world = await startBotWorld(options.world);
  let telegram: TelegramTestBot;
  try {
    await options.before?.(world);
    telegram = await startTelegramTestBot(world, { deps: options.deps ?? {} });
  } catch (error) {
    await world.close().catch(() => undefined);
    throw error;
  }
  return {
    ...telegram,
    world,
    async close() {
      await telegram.close();
      await world.close();
    },
  };
}
