// The set-up the Discord bot's test files share (bot.test.ts, bot-refusals-and-login.test.ts):
// the users, the limits, a log they can read, and the bot world with its one bot.
import type { BotLogger } from '../../bots/shared/log.js';
import { type DiscordTestWorld, startDiscordTestWorld } from '../support/discord-bots.js';
import type { FakeDiscord, FakeUser } from '../support/fake-discord.js';

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
