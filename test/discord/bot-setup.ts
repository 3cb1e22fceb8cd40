// The set-up the Discord bot's test files share (bot.test.ts, bot-refusals-and-login.test.ts):
// the users, the limits, a log they can read, and the bot world with its one bot.
import { afterAll, beforeAll } from 'vitest';
import type { BotLogger } from '../../bots/shared/log.js';
import { type DiscordTestWorld, startDiscordTestWorld } from '../support/discord-bots.js';
import {
  BIG_ATTACHMENT_SIZE_LIMIT as BIG_LIMIT,
  type FakeDiscord,
  type FakeUser,
  interactionCallback,
  openCard as openCardOn,
} from '../support/fake-discord.js';

export const PUBLIC_BASE_URL = 'https://fetch.example.org';
/** Alice downloads three times below, once in each of three tests; others have their own days. */
export const DOWNLOADS_PER_DAY = 3;

export const alice: FakeUser = { id: '100000000000000001', username: 'alice', global_name: 'Alice' };
export const bob: FakeUser = { id: '100000000000000002', username: 'bob' };
export const erin: FakeUser = { id: '100000000000000005', username: 'erin' };
export const dave: FakeUser = { id: '100000000000000004', username: 'dave' };
export const owner: FakeUser = { id: '100000000000000009', username: 'owner' };

/** A logger that keeps its lines, for the test that reads the log and for DEBUG_DISCORD_TEST. */
export function recordingLogger(): { logLines: string[]; logger: BotLogger } {
  const logLines: string[] = [];
  const record = (level: string) => (obj: object, msg?: string) =>
    logLines.push(`${level} ${msg ?? ''} ${JSON.stringify(obj)}`);
  return {
    logLines,
    logger: { debug: record('debug'), info: record('info'), warn: record('warn'), error: record('error') },
  };
}

/** What a fake Discord recorded, cut to `max` characters: printed with DEBUG_DISCORD_TEST set, to read a failure. */
export const recordedCalls = (fake: FakeDiscord, max: number) =>
  JSON.stringify(
    fake.calls.map((c) => [c.method, c.route, c.body]),
    null,
    1,
  ).slice(0, max);

/** The bot world of these files (its daily limit, its owner) with its one bot, logging to `logger`. */
export function startMainBot(logger: BotLogger): Promise<DiscordTestWorld> {
  return startDiscordTestWorld({
    world: {
      tmpPrefix: 'discord-bot-test-',
      limits: { downloadsPerDay: DOWNLOADS_PER_DAY },
      ownerIds: [`discord:${owner.id}`],
    },
    deps: { logger, publicBaseUrl: PUBLIC_BASE_URL },
  });
}

/**
 * The main bot for the calling file: started in its beforeAll (`got` receives the world and the fake Discord),
 * closed in its afterAll. Returns the bot's log and the helpers its tests share.
 */
export function useMainBot(got: (started: DiscordTestWorld) => void) {
  const { logLines, logger } = recordingLogger();
  let started: DiscordTestWorld | undefined;
  beforeAll(async () => {
    started = await startMainBot(logger);
    got(started);
  });
  afterAll(async () => {
    if (process.env.DEBUG_DISCORD_TEST && started)
      console.log(logLines.join('\n'), recordedCalls(started.discord, 6000));
    await started?.close();
  });
  const running = (): DiscordTestWorld => {
    if (!started) throw new Error('the main bot has not started');
    return started;
  };
  return {
    logLines,
    logger,
    /** The first interaction callback for `id`, once it arrived. */
    callback: (id: string) => interactionCallback(running().discord, id),
    /** Runs `/download` on a fixture and waits until the card (an embed with components) is in the reply. */
    openCard: (user: FakeUser, fixturePath: string, attachmentSizeLimit = BIG_LIMIT) =>
      openCardOn(running().discord, { user, url: running().world.fixtures.url(fixturePath), attachmentSizeLimit }),
  };
}
