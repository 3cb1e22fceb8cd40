import type { Client } from 'discord.js';
import type { CardStore } from '../shared/card-store.js';
import type { PlatformFacts } from '../shared/choice-decision.js';
import type { JobRegistry } from '../shared/job-registry.js';
import type { DiscordCard } from './card.js';
import type { CardExpiry } from './card-expiry.js';
import type { ResolvedDiscordBotDeps } from './deps.js';
import type { DiscordPlaylistCard } from './playlist-card.js';
import { MAX_CONTENT_LENGTH } from './texts.js';

/** Everything a handler needs, built once by startDiscordBot. */
export interface DiscordBotContext {
  readonly deps: ResolvedDiscordBotDeps;
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

/** What the shared choice decision and playlist run need to know of this bot. */
export function platformFacts(ctx: DiscordBotContext): PlatformFacts {
  const { media, usage, publicBaseUrl, links } = ctx.deps;
  return { media, usage, publicBaseUrl, links, platformName: 'Discord', maxMessageLength: MAX_CONTENT_LENGTH };
}
