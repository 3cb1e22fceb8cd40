import { setTimeout as sleep } from 'node:timers/promises';
import { Client, Events, GatewayIntentBits, type Interaction, type Message, Partials } from 'discord.js';
import { CardStore } from './card-store.js';
import type { BotContext } from './context.js';
import { dispatchInteraction } from './dispatch.js';
import { disableExpiredCard } from './expiry.js';
import { handleLinkMessage } from './messages.js';
import { type DiscordBotOptions, resolveOptions } from './options.js';
import { loggableError } from './safe-error.js';
import { sweepTempFiles } from './upload-file.js';

/** How long stop() waits for aborted downloads to post their last reply. */
const ABORTED_REPLY_WAIT_MS = 3_000;

/** How long start-up waits for the gateway's READY after login. */
const READY_TIMEOUT_MS = 60_000;

export type { BotLogger, DiscordBotOptions } from './options.js';

/** How {@link DiscordBot.stop} treats work in progress. */
export interface DiscordStopOptions {
  /**
   * How long running downloads and uploads (and interactions being handled)
   * may take to finish before they are aborted. Default 0: aborted at once.
   */
  graceMs?: number | undefined;
}

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
 * @throws when the options are invalid or login fails (the message never holds the token).
 */
export async function startDiscordBot(options: DiscordBotOptions): Promise<DiscordBot> {
  const resolved = resolveOptions(options);
  const { logger } = resolved;
  // Only a folder of our own: the OS temp folder may hold another instance's uploads in progress.
  if (options.tmpDir) await sweepTempFiles(resolved.tmpDir);
  const intents = [GatewayIntentBits.Guilds];
  // Message Content is privileged: asked for only when the owner turned link reading on.
  if (resolved.readMessages) {
    intents.push(GatewayIntentBits.GuildMessages, GatewayIntentBits.DirectMessages, GatewayIntentBits.MessageContent);
  }
  const client = new Client({
    intents,
    // DM channels arrive uncached; without this partial, DM messages are dropped.
    partials: resolved.readMessages ? [Partials.Channel] : [],
    rest: { api: resolved.apiRoot, timeout: resolved.restTimeoutMs },
    // Nobody is pinged by what the bot writes unless a message says so explicitly.
    allowedMentions: { parse: [] },
  });
  const ctx: BotContext = {
    options: resolved,
    client,
    cards: new CardStore(resolved.cardTtlMs, resolved.maxCards, disableExpiredCard(logger)),
    jobs: new Set(),
    handlers: new Set(),
    stopping: { value: false },
    shutdown: new AbortController(),
  };
  /** Keeps a handler in ctx.handlers while it runs, so stop() can let it finish. */
  const track = (handler: Promise<void>) => {
    ctx.handlers.add(handler);
    void handler.finally(() => ctx.handlers.delete(handler));
  };

  client.on(Events.InteractionCreate, (interaction: Interaction) => {
    track(dispatchInteraction(ctx, interaction));
  });
  if (resolved.readMessages) {
    client.on(Events.MessageCreate, (message: Message) => {
      if (ctx.stopping.value) return;
      track(
        handleLinkMessage(ctx, message).catch((error: unknown) =>
          logger.warn({ messageId: message.id, err: loggableError(error) }, 'discord: message handling failed'),
        ),
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
  logger.info({ user: client.user?.tag, readMessages: resolved.readMessages }, 'discord: bot ready');

  let stopping: Promise<void> | undefined;
  const stop = async (graceMs: number) => {
    ctx.stopping.value = true;
    // Handlers include the deliveries they started (a press awaits its delivery).
    const finished = await settledWithin(() => [...ctx.handlers, ...[...ctx.jobs].map((job) => job.settled)], graceMs);
    const running = [...ctx.jobs];
    if (!finished) logger.info({ graceMs, aborted: running.length }, 'discord: aborting what is left');
    ctx.shutdown.abort();
    ctx.cards.clear();
    // Let aborted jobs tell their askers before the connection goes; never wait long.
    await settledWithin(() => running.map((job) => job.settled), ABORTED_REPLY_WAIT_MS);
    await client.destroy();
  };
  return {
    stop(options) {
      stopping ??= stop(Math.max(0, options?.graceMs ?? 0));
      return stopping;
    },
  };
}

/**
 * Waits until every promise `current()` lists has settled (asking again, since
 * work can start more work), or `ms` has passed. Resolves true when all settled.
 */
async function settledWithin(current: () => Promise<unknown>[], ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  const awaited = new Set<Promise<unknown>>();
  const unsettled = () => current().filter((promise) => !awaited.has(promise));
  for (let pending = unsettled(); pending.length > 0; pending = unsettled()) {
    for (const promise of pending) awaited.add(promise);
    const left = deadline - Date.now();
    if (left <= 0) return false;
    const timer = new AbortController();
    const timedOut = sleep(left, true, { signal: timer.signal }).catch(() => false);
    const result = await Promise.race([Promise.allSettled(pending).then(() => false), timedOut]);
    timer.abort();
    if (result) return false;
  }
  return true;
}
