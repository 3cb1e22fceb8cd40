import { setTimeout as sleep } from 'node:timers/promises';
import { Client, Events, GatewayIntentBits, type Interaction, type Message, Partials } from 'discord.js';
import { DbCardStore } from '../shared/db-card-store.js';
import { jobListing } from '../shared/job-listing.js';
import { JobRegistry, type StopOptions, stopOnce } from '../shared/job-registry.js';
import { loggableError } from '../shared/log.js';
import { sweepJobDirs } from '../shared/run-download.js';
import { passingFaultSentence } from '../shared/texts.js';
import type { DiscordCard } from './card.js';
import { CardExpiry } from './card-expiry.js';
import { discordCardSchema } from './card-schema.js';
import type { DiscordBotContext } from './context.js';
import { type DiscordBotDeps, resolveDeps } from './deps.js';
import { dispatchInteraction } from './dispatch.js';
import { JOB_DIR_PREFIX } from './download-job.js';
import { handleLinkMessage } from './features/link.js';
import { discordFollowTarget } from './follow-target.js';
import { tellInterrupted } from './interrupted.js';
import { messageT } from './locale.js';
import { countRestErrors } from './metrics.js';
import { type DiscordPlaylistCard, discordPlaylistCardSchema } from './playlist-card.js';
import { resetsRetried } from './rest-retry.js';

/** How long start-up waits for the gateway's READY after login. */
const READY_TIMEOUT_MS = 60_000;

/** How the Discord bot stops: `leaseLost` closes the gateway session at once, before the grace. */
export interface DiscordStopOptions extends StopOptions {
  /**
   * Its shard lease is lost (src/role-leases.ts): another process may open
   * the same shard's session, and two sessions would both answer every
   * interaction. The gateway closes at once; running downloads keep their
   * grace (REST needs no session).
   */
  leaseLost?: boolean | undefined;
}
export type { BotLogger, DiscordBotDeps } from './deps.js';

/** A running Discord bot. */
export interface DiscordBot {
  /**
   * Stops handling new interactions at once (they get a short "restarting"
   * answer; pasted links are ignored), lets running work finish within
   * `graceMs`, aborts what is left, forgets cards and closes the gateway
   * connection. Calling it again returns the same promise.
   */
  stop(options?: DiscordStopOptions): Promise<void>;
}

/**
 * Logs in and serves `/download`, `/usage`, `/stats`, `/update`, "Download media" and,
 * with `readMessages`, links pasted in messages. Resolves once the gateway
 * session is ready. Commands must be registered separately (register.ts).
 *
 * @throws when the deps are invalid or login fails (the message never holds the token).
 */
export async function startDiscordBot(deps: DiscordBotDeps): Promise<DiscordBot> {
  const resolved = resolveDeps(deps);
  const { logger } = resolved;
  // Only a folder of our own: the OS temp folder may hold another instance's uploads in progress.
  if (deps.tmpDir) await sweepJobDirs(resolved.tmpDir, JOB_DIR_PREFIX);
  const intents = [GatewayIntentBits.Guilds];
  // Message Content is privileged: asked for only when the owner turned link reading on.
  if (resolved.readMessages) {
    intents.push(GatewayIntentBits.GuildMessages, GatewayIntentBits.DirectMessages, GatewayIntentBits.MessageContent);
  }
  const client = new Client({
    intents,
    // DM channels arrive uncached; without this partial, DM messages are dropped.
    partials: resolved.readMessages ? [Partials.Channel] : [],
    // 429s waited out and 5xx retried by discord.js itself; a socket closed without an answer too (rest-retry.ts).
    rest: { api: resolved.apiRoot, timeout: resolved.restTimeoutMs, makeRequest: resetsRetried() },
    // Nobody is pinged by what the bot writes unless a message says so explicitly.
    allowedMentions: { parse: [] },
    // Several processes split the gateway: each identifies with [id, count] for its own shards.
    ...(resolved.shards ? { shards: [...resolved.shards.ids], shardCount: resolved.shards.count } : {}),
  });
  // In the shared database: a press may reach another instance than the one that showed the card.
  const cards = new DbCardStore<DiscordCard>({
    store: resolved.db,
    platform: 'discord',
    schema: discordCardSchema,
    ttlMs: resolved.cardTtlMs,
    logger,
  });
  const ctx: DiscordBotContext = {
    deps: resolved,
    client,
    cards,
    // The same table; a playlist card's JSON only parses as one (a media card's press never finds it).
    playlistCards: new DbCardStore<DiscordPlaylistCard>({
      store: resolved.db,
      platform: 'discord',
      schema: discordPlaylistCardSchema,
      ttlMs: resolved.cardTtlMs,
      logger,
    }),
    cardExpiry: new CardExpiry(cards, resolved.cardTtlMs, logger),
    jobs: new JobRegistry(
      (error) => logger.warn({ err: loggableError(error) }, 'discord: task failed'),
      jobListing(deps, 'discord'),
    ),
  };
  /** Keeps a handler in the registry while it runs, so stop() can let it finish. */
  const track = (handler: Promise<void>) => void ctx.jobs.track(handler);

  if (resolved.metrics) countRestErrors(client, resolved.metrics);
  client.on(Events.InteractionCreate, (interaction: Interaction) => {
    resolved.metrics?.update('discord');
    track(dispatchInteraction(ctx, interaction));
  });
  if (resolved.readMessages) {
    client.on(Events.MessageCreate, (message: Message) => {
      if (ctx.jobs.draining) return;
      resolved.metrics?.update('discord');
      track(
        handleLinkMessage(ctx, message).catch(async (error: unknown) => {
          resolved.metrics?.updateFailed('discord');
          logger.warn({ messageId: message.id, err: loggableError(error) }, 'discord: message handling failed');
          // A full disk or an unreachable database is said, as a refusal would be.
          const text = passingFaultSentence(messageT(message), error);
          const noPing = { repliedUser: false, parse: [] } as const;
          if (text) await message.reply({ content: text, allowedMentions: noPing }).catch(() => undefined);
        }),
      );
    });
  }
  client.on(Events.Error, (error) => logger.error({ err: loggableError(error) }, 'discord: client error'));
  client.on(Events.ShardDisconnect, (event, shardId) =>
    logger.warn({ shardId, code: event.code }, 'discord: gateway disconnected'),
  );

  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  try {
    await client.login(resolved.token);
    // A session the gateway closes (e.g. 4014 when the Message Content intent is not enabled in the
    // developer portal) never turns ready; without a limit the start-up would wait forever.
    const timedOut = sleep(READY_TIMEOUT_MS, 'timeout' as const, { ref: false });
    if ((await Promise.race([ready, timedOut])) === 'timeout') {
      throw new Error(
        `the gateway session was not ready within ${READY_TIMEOUT_MS / 1000} s (with DISCORD_READ_MESSAGES=true, enable the Message Content intent)`,
      );
    }
  } catch (error) {
    await client.destroy();
    // discord.js errors do not contain the token, but their messages are scrubbed anyway.
    throw new Error(`Discord login failed: ${loggableError(error).message}`);
  }
  // Downloads a killed run of this instance left: their askers read that they were interrupted.
  const interrupted = deps.jobBoard?.takeInterrupted('discord') ?? [];
  if (interrupted.length > 0) {
    const told = await tellInterrupted(ctx, interrupted);
    logger.info({ told, of: interrupted.length }, 'discord: told the askers of downloads a crash interrupted');
  }
  logger.info(
    {
      user: client.user?.tag,
      readMessages: resolved.readMessages,
      ...(resolved.shards ? { shards: resolved.shards } : {}),
    },
    'discord: bot ready',
  );
  // Followed entries for Discord channels are delivered through this bot while it runs.
  const unserve = resolved.follows?.serve('discord', discordFollowTarget(ctx));

  const stop = stopOnce(async (graceMs) => {
    // Handlers include the deliveries they started (a press awaits its delivery).
    const finished = await ctx.jobs.drain(graceMs);
    if (!finished) logger.info({ graceMs }, 'discord: aborted what was left at shutdown');
    ctx.cards.close();
    ctx.cardExpiry.close();
    await client.destroy();
  });
  return {
    stop: async (options) => {
      unserve?.();
      if (options?.leaseLost) {
        // The session closes now; the REST client gets its token back for the downloads that finish.
        await client.destroy().catch(() => undefined);
        client.rest.setToken(resolved.token);
      }
      return stop(options);
    },
  };
}
