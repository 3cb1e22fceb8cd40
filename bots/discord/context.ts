import type { Client, User } from 'discord.js';
import type { ClipRange, MediaFormat, MediaInfo } from '../../src/media/index.js';
import type { Identity } from '../../src/usage/index.js';
import type { CardStore } from '../shared/card-store.js';
import type { JobRegistry } from '../shared/job-registry.js';
import type { CardExpiry } from './card-expiry.js';
import type { ResolvedDiscordBotOptions } from './deps.js';
import type { DiscordPlaylistCard } from './playlist-card.js';

/**
 * What a Discord card remembers (the shared card store adds its id). Stored as
 * JSON in the shared database (card-schema.ts reads it back): data only.
 */
export interface DiscordCard {
  /** The link as the user gave it. */
  readonly url: string;
  readonly info: MediaInfo;
  /** The formats offered in the select menu, in option order (the option value is the index). */
  readonly formats: readonly MediaFormat[];
  /** Discord user id of the person who asked; only they may press. */
  readonly ownerUserId: string;
  /** Upload limit in bytes where the card was shown. */
  readonly uploadLimitBytes: number;
  /** Only this part of the media, for every choice (`/download` with `start`/`end`). */
  readonly clip?: ClipRange | undefined;
}

/** Everything a handler needs, built once by startDiscordBot. */
export interface BotContext {
  readonly options: ResolvedDiscordBotOptions;
  readonly client: Client;
  readonly cards: CardStore<DiscordCard>;
  /** Playlist cards: their entries, for paging, an entry's own card and "All as MP3". */
  readonly playlistCards: CardStore<DiscordPlaylistCard>;
  /** Greys out the cards this process showed when they expire. */
  readonly cardExpiry: CardExpiry;
  /**
   * Downloads (found by Cancel) and handlers in flight. While it drains, new
   * interactions are answered "restarting" and new messages ignored.
   */
  readonly jobs: JobRegistry;
}

/** The usage identity of a Discord user: `discord:<user id>`. */
export function discordIdentity(user: User): Identity {
  return { platform: 'discord', externalId: user.id, displayName: user.globalName ?? user.username };
}

/** The upload limit in bytes: what the interaction says, else DISCORD_MAX_UPLOAD_MB. */
export function discordUploadLimitBytes(
  options: ResolvedDiscordBotOptions,
  fromInteraction: number | undefined,
): number {
  // The API sends attachment_size_limit with every interaction (it depends on the server's boosts).
  if (typeof fromInteraction === 'number' && Number.isFinite(fromInteraction) && fromInteraction > 0) {
    return fromInteraction;
  }
  return options.maxUploadMb * 1024 * 1024;
}
