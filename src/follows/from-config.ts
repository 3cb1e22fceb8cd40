import type { Config } from '../config/index.js';
import type { DatabaseHandle } from '../db/index.js';
import type { MediaApi } from '../media/index.js';
import type { Metrics } from '../metrics/index.js';
import { FollowEngine, type FollowEngineOptions } from './engine.js';

/**
 * The follows' engine as the config says. `media` is asked for at each read: the media service
 * is made after the engine (the admin routes take both), and nothing reads before it is.
 */
export function followEngineFor(
  config: Pick<Config, 'FOLLOW_CHECK_INTERVAL_S' | 'FOLLOW_ENTRIES_PER_CHECK' | 'FOLLOWS_PER_USER'>,
  parts: {
    database: DatabaseHandle;
    instance: string;
    logger: FollowEngineOptions['logger'];
    metrics: Metrics | undefined;
    media: () => Pick<MediaApi, 'info'>;
  },
): FollowEngine {
  const metrics = parts.metrics?.follows;
  const engine = new FollowEngine({
    db: parts.database,
    instance: parts.instance,
    logger: parts.logger,
    metrics,
    read: (link, fresh) => parts.media().info(link, { fresh }),
    intervalMs: config.FOLLOW_CHECK_INTERVAL_S * 1000,
    perCheck: config.FOLLOW_ENTRIES_PER_CHECK,
    perUser: config.FOLLOWS_PER_USER,
  });
  metrics?.watch(() => engine.count());
  return engine;
}
