import type { Api } from 'grammy';
import type { Store } from '../../src/db/index.js';
import type { FollowEngine } from '../../src/follows/index.js';
import type { MediaApi } from '../../src/media/index.js';
import type { BotMetrics } from '../../src/metrics/index.js';
import type { LinkSigner, UsageService } from '../../src/usage/index.js';
import type { CardStore } from '../shared/card-store.js';
import type { PlatformFacts } from '../shared/choice-decision.js';
import type { JobRegistry } from '../shared/job-registry.js';
import type { LanguageChoices } from '../shared/language-store.js';
import type { BotLogger } from '../shared/log.js';
import type { BotMaintenance } from '../shared/maintenance.js';
import { MAX_TEXT_LENGTH } from './api-guards.js';
import type { TelegramCard } from './card.js';
import type { TelegramFileCache } from './file-cache.js';
import type { LocalFilesDir } from './local-files.js';
import type { TelegramPlaylistCard } from './playlist-card.js';

/**
 * What the feature composers share; built once per bot in bot.ts. Handlers
 * call it `services`: `ctx` is grammY's context of one update.
 */
export interface TelegramBotContext {
  api: Api;
  media: MediaApi;
  usage: UsageService;
  db: Store;
  logger: BotLogger;
  token: string;
  /** Another Bot API server than Telegram's (a local one, or a fake in tests): where documents are read from. */
  apiRoot?: string | undefined;
  cards: CardStore<TelegramCard>;
  /** Playlist cards: their entries, for paging, an entry's own card and "All as MP3". */
  playlistCards: CardStore<TelegramPlaylistCard>;
  /** Downloads (found by Cancel) and lookups in flight; drained at shutdown. */
  jobs: JobRegistry;
  fileCache: TelegramFileCache;
  /** Languages chosen with /language, per person and per group (the database's). */
  languages: LanguageChoices;
  /** The Bot API's upload limit in bytes (upload-limit.ts). */
  uploadLimitBytes: number;
  publicBaseUrl?: string | undefined;
  links: LinkSigner;
  /** Each job writes into `<tmpDir>/telegram-<job id>/`. */
  tmpDir: string;
  /** Where inline mode uploads a file for its file_id (TELEGRAM_STORAGE_CHAT_ID); unset: no inline downloads. */
  storageChatId?: number | undefined;
  /** Status edit throttle; tests may shorten it. */
  statusIntervalMs?: number | undefined;
  /** How long a finished file waits for its thumbnail; tests may lengthen it. */
  thumbnailWaitMs?: number | undefined;
  maintenance?: BotMaintenance | undefined;
  /** The folder shared with a local Bot API server: job folders go there, files are sent from it by path. */
  localFiles?: LocalFilesDir | undefined;
  /** The process's metrics (uploads, playlist runs); undefined: nothing is counted. */
  metrics?: BotMetrics | undefined;
  /** Follows (src/follows); undefined: /follow says follows are off. */
  follows?: FollowEngine | undefined;
}

/** What the shared choice decision and playlist run need to know of this bot. */
export function platformFacts(services: TelegramBotContext): PlatformFacts {
  const { media, usage, publicBaseUrl, links } = services;
  return { media, usage, publicBaseUrl, links, platformName: 'Telegram', maxMessageLength: MAX_TEXT_LENGTH };
}
