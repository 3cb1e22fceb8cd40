/**
 * Discord bots for tests, as telegram-bots.ts has them for Telegram: the
 * bot's deps on a {@link BotWorld}, one started bot with its own fake
 * Discord, several of them, or a world with one bot, each with the one
 * teardown they need.
 */
import path from 'node:path';
import { type DiscordBot, type DiscordBotDeps, startDiscordBot } from '../../bots/discord/bot.js';
import type { BotLogger } from '../../bots/shared/log.js';
import { type BotWorld, type BotWorldOptions, startBotWorld } from './bot-world.js';
import { type FakeDiscord, startFakeDiscord } from './fake-discord.js';

/** A logger that drops everything. */
export const silentLogger: BotLogger = { debug() {}, info() {}, warn() {}, error() {} };

/**
 * The Discord bot's dependencies for a test: the fake Discord's token,
 * application id and API root, the world's media and usage services, no
 * message reading, a silent logger, an 8 MB upload limit, status edits every
 * 200 ms and `<world>/bot-tmp` as its temp folder. `overrides` win.
 */
export function discordTestDeps(
  world: BotWorld,
  fake: Pick<FakeDiscord, 'token' | 'applicationId' | 'apiRoot'>,
  overrides: Partial<DiscordBotDeps> = {},
): DiscordBotDeps {
  return {
    token: fake.token,
    applicationId: fake.applicationId,
    apiRoot: fake.apiRoot,
    readMessages: false,
    media: world.media,
    usage: world.usage,
    db: world.database,
    links: world.links,
    logger: silentLogger,
    maxUploadMb: 8,
    statusIntervalMs: 200,
    tmpDir: path.join(world.dir, 'bot-tmp'),
    ...overrides,
  };
}

/** A started Discord bot with its fake Discord. */
export interface DiscordTestBot {
  discord: FakeDiscord;
  bot: DiscordBot;
  /** Stops the bot, then closes the fake. */
  close(): Promise<void>;
}

/**
 * Starts a fake Discord and a bot on `world`. With a `name`, its uploads go
 * to `<world>/uploads-<name>` and its temp folder is `<world>/bot-tmp-<name>`;
 * without, `<world>/uploads` and `<world>/bot-tmp`. `deps` win over
 * discordTestDeps's. A bot that fails to start leaves no fake behind.
 */
export async function startDiscordTestBot(
  world: BotWorld,
  options: { name?: string; deps?: Partial<DiscordBotDeps> } = {},
): Promise<DiscordTestBot> {
  const suffix = options.name === undefined ? '' : `-${options.name}`;
  const discord = await startFakeDiscord({ filesDir: path.join(world.dir, `uploads${suffix}`) });
  let bot: DiscordBot;
  try {
    bot = await startDiscordBot(
      discordTestDeps(world, discord, { tmpDir: path.join(world.dir, `bot-tmp${suffix}`), ...options.deps }),
    );
  } catch (error) {
    await discord.close();
    throw error;
  }
  return {
    discord,
    bot,
    async close() {
      await bot.stop();
      await discord.close();
    },
  };
}

/**
 * Starts Discord bots on `world` by name (see startDiscordTestBot);
 * stopAll() stops every one and closes its fake.
 */
export function discordBots(world: BotWorld) {
  const started: DiscordTestBot[] = [];
  return {
    async start(name: string, deps: Partial<DiscordBotDeps> = {}): Promise<DiscordTestBot> {
      const discord = await startDiscordTestBot(world, { name, deps });
      started.push(discord);
      return discord;
    },
    async stopAll(): Promise<void> {
      for (const discord of started.splice(0)) await discord.close();
    },
  };
}

/** A bot world with one Discord bot on it. */
export interface DiscordTestWorld extends DiscordTestBot {
  world: BotWorld;
}

/**
 * The set-up of a Discord test file: a bot world, then `before` (fixtures
 * to build, leftovers to plant), then a fake Discord and a bot (uploads in
 * `<world>/uploads`, temp folder `<world>/bot-tmp`, `deps` over
 * discordTestDeps's). close() stops the bot and closes its fake and the
 * world, which fails when a usage row is still `running`. A failed start
 * closes what it had started.
 */
export async function startDiscordTestWorld(options: {
  world: BotWorldOptions;
  before?: (world: BotWorld) => Promise<unknown>;
  deps?: Partial<DiscordBotDeps>;
}): Promise<DiscordTestWorld> {
  const world = await startBotWorld(options.world);
  let discord: DiscordTestBot;
  try {
    await options.before?.(world);
    discord = await startDiscordTestBot(world, { deps: options.deps ?? {} });
  } catch (error) {
    await world.close().catch(() => undefined);
    throw error;
  }
  return {
    ...discord,
    world,
    async close() {
      await discord.close();
      await world.close();
    },
  };
}
