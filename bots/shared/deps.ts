import type { Store } from '../../src/db/index.js';
import type { FollowEngine } from '../../src/follows/index.js';
import type { JobBoard } from '../../src/jobs/index.js';
import type { MediaApi } from '../../src/media/index.js';
import type { BotMetrics } from '../../src/metrics/index.js';
import type { UsageService } from '../../src/usage/index.js';
import type { DirectLinks } from './download-link.js';
import type { BotLogger } from './log.js';
import type { BotMaintenance } from './maintenance.js';

/**
 * What main.ts hands either bot: the process's parts and the settings every
 * platform has. Each bot's deps (telegram/deps.ts, discord/deps.ts) extend it
 * with the platform's own settings, and say its defaults.
 */
export interface BotDeps extends DirectLinks {
  /** The bot token. Never logged. */
  token: string;
  /** Another API server than the platform's own (a local Bot API server, DISCORD_API_ROOT, or a fake in tests). */
  apiRoot?: string | undefined;
  media: MediaApi;
  usage: UsageService;
  /** The shared database: the usage rows, and the cards every instance answers presses on. */
  db: Store;
  logger: BotLogger;
  /** Where downloads wait on disk for their upload (TMP_DIR), one folder per job, removed after. */
  tmpDir?: string | undefined;
  /** The upload limit in MB where the platform does not say it. */
  maxUploadMb?: number | undefined;
  /** How long a card's buttons keep working. */
  cardTtlMs?: number | undefined;
  /** Least time between two edits of a status message (default 2.5 s, under the platforms' rate limits); tests shorten it. */
  statusIntervalMs?: number | undefined;
  /** yt-dlp status and update, for the owners' /update; without it /update says it is not available. */
  maintenance?: BotMaintenance | undefined;
  /**
   * The jobs running on every instance (src/jobs): where a Cancel finds a
   * download another instance runs. Without it Cancel reaches this process's jobs only.
   */
  jobBoard?: JobBoard | undefined;
  /** The process's metrics (updates, API errors, uploads, playlist runs); without them nothing is counted. */
  metrics?: BotMetrics | undefined;
  /** Follows (src/follows): /follow, /following, the owner's /follows, and deliveries into this platform's chats. */
  follows?: FollowEngine | undefined;
}
