import type { Client, User } from 'discord.js';
import type { Identity } from '../../src/usage/index.js';
import type { CardStore } from './card-store.js';
import type { ResolvedDiscordBotOptions } from './options.js';

/** Everything a handler needs, built once by startDiscordBot. */
export interface BotContext {
  readonly options: ResolvedDiscordBotOptions;
  readonly client: Client;
  readonly cards: CardStore;
  /** Downloads in flight; stop() aborts them and waits for their last words. */
  readonly jobs: Set<RunningJob>;
  /** Interaction and message handlers in progress; stop() lets them finish within its grace period. */
  readonly handlers: Set<Promise<void>>;
  /** Set when stop() begins: new interactions are answered "restarting", new messages ignored. */
  readonly stopping: { value: boolean };
  /** Aborted when stop()'s grace period is over: running deliveries stop, new ones do not start. */
  readonly shutdown: AbortController;
}

/** A delivery in progress. */
export interface RunningJob {
  readonly abort: AbortController;
  /** Settles when the delivery has finished, including its final reply. */
  readonly settled: Promise<void>;
}

/** The usage identity of a Discord user: `discord:<user id>`. */
export function discordIdentity(user: User): Identity {
  return { platform: 'discord', externalId: user.id, displayName: user.globalName ?? user.username };
}

/** The upload limit in bytes: what the interaction says, else DISCORD_MAX_UPLOAD_MB. */
export function uploadLimitBytes(options: ResolvedDiscordBotOptions, fromInteraction: number | undefined): number {
  // The API sends attachment_size_limit with every interaction (it depends on the server's boosts).
  if (typeof fromInteraction === 'number' && Number.isFinite(fromInteraction) && fromInteraction > 0) {
    return fromInteraction;
  }
  return options.maxUploadMb * 1024 * 1024;
}
