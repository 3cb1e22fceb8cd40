import type { Config } from '../config/index.js';
import type { DatabaseHandle } from '../db/index.js';
import type { MediaApi } from '../media/index.js';
import { ownerChatsFor } from '../refusals/index.js';
import { type Identity, parseIdentity, type UsageService } from '../usage/index.js';
import { scheduleCanary } from './schedule.js';
import { Canary } from './service.js';

/**
 * Whose requests the canary's are in the usage records: the first owner of OWNER_IDS (no limits
 * apply), else `http:owner`, the name the owner token's holder goes by without API keys.
 */
export function canaryIdentity(ownerIds: readonly string[]): Identity {
  const first = ownerIds[0];
  return first ? parseIdentity(first) : { platform: 'http', externalId: 'owner' };
}

/**
 * The usage service's owners: OWNER_IDS, plus the canary's `http:owner` when there are neither
 * owners nor API keys. Then no client can be `http:owner` (anonymous names are addresses), and the
 * canary is not refused by an allow-list it is not on.
 */
export function usageOwnerIds(config: Pick<Config, 'OWNER_IDS' | 'API_KEYS'>): string[] {
  if (config.OWNER_IDS.length > 0 || config.API_KEYS.length > 0) return [...config.OWNER_IDS];
  return ['http:owner'];
}

/**
 * The service's canary with CANARY_LINKS and CANARY_INTERVAL_S, scheduled; `stop` ends both.
 */
export function startCanary(
  config: Config,
  parts: {
    database: DatabaseHandle;
    instance: string;
    media: MediaApi;
    usage: UsageService;
    maintenance: { ytdlpStatus(): { stale: boolean } };
    logger: CanaryLogger;
    /** The process's metrics (src/metrics' canary families), not imported: they read this folder's outcomes. */
    metrics?: { canary: CanaryObserver } | undefined;
  },
): { canary: Canary; stop(): void } {
  const { database, logger, maintenance } = parts;
  const metrics = parts.metrics?.canary;
  const canary = new Canary({
    database,
    logger,
    links: config.CANARY_LINKS,
    observer: metrics,
    chats: ownerChatsFor(config),
    probe: {
      media: parts.media,
      usage: parts.usage,
      identity: canaryIdentity(config.OWNER_IDS),
      ytdlpStale: () => maintenance.ytdlpStatus().stale,
    },
  });
  metrics?.watch(() => canary.states());
  const intervalMs = config.CANARY_INTERVAL_S * 1000;
  const unschedule = scheduleCanary({ canary, database, instance: parts.instance, intervalMs, logger });
  return {
    canary,
    stop() {
      unschedule();
      canary.stop();
    },
  };
}

/** What the metrics take of the canary: its runs, and its links' state to read at each scrape. */
interface CanaryObserver {
  ran(siteLabel: string, outcome: string): void;
  watch(states: () => Promise<{ siteLabel: string; up: boolean }[]>): void;
}

type CanaryLogger = { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
