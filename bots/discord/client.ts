import { setTimeout as sleep } from 'node:timers/promises';
import { Client, Events, GatewayIntentBits, type Interaction, type Message, Partials } from 'discord.js';
import { CardStore } from './card-store.js';
import type { BotContext } from './context.js';
import { dispatchInteraction } from './dispatch.js';
import { disableExpiredCard } from './expiry.js';
import { handleLinkMessage } from './messages.js';
import { type DiscordBotOptions, resolveOptions } from './options.js';
import { loggableError } from './safe-error.js';

/** How long stop() waits for aborted downloads to post their last reply. */
const STOP_GRACE_MS = 3_000;

/** How long start-up waits for the gateway's READY after login. */
const READY_TIMEOUT_MS = 60_000;

export type { BotLogger, DiscordBotOptions } from './options.js';

/** A running Discord bot. */
export interface DiscordBot {
  /** Aborts running downloads, forgets cards and closes the gateway connection. */
  stop(): Promise<void>;
}

/**
 * Logs in and serves `/download`, `/usage`, `/stats`, "Download media" and,
 * with `readMessages`, links pasted in messages. Resolves once the gateway
 * session is ready. Commands must be registered separately (register.ts).
 *
 * @throws when the options are invalid or login fails (the message never holds the token).
 */
export async function startDiscordBot(options: DiscordBotOptions): Promise<DiscordBot> {
  const resolved = resolveOptions(options);
  const { logger } = resolved;
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
  };

  client.on(Events.InteractionCreate, (interaction: Interaction) => {
    void dispatchInteraction(ctx, interaction);
  });
  if (resolved.readMessages) {
    client.on(Events.MessageCreate, (message: Message) => {
      handleLinkMessage(ctx, message).catch((error: unknown) =>
        logger.warn({ messageId: message.id, err: loggableError(error) }, 'discord: message handling failed'),
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

  let stopped = false;
  return {
    async stop() {
      if (stopped) return;
      stopped = true;
      const running = [...ctx.jobs];
      for (const job of running) job.abort.abort();
      ctx.cards.clear();
      // Let aborted jobs tell their askers "Cancelled." before the connection goes; never wait long.
      await Promise.race([Promise.allSettled(running.map((job) => job.settled)), sleep(STOP_GRACE_MS)]);
      await client.destroy();
    },
  };
}
