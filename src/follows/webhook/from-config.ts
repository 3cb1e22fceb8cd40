import type { Config } from '../../config/index.js';
import type { MediaService } from '../../media/index.js';
import type { WebhookMetrics } from '../../metrics/index.js';
import type { LinkSigner } from '../../usage/index.js';
import type { FollowTargetHandler } from '../notes.js';
import { webhookTarget } from './target.js';

/** The webhook target as the config says, its requests through the media service's egress rules. */
export function webhookTargetFor(
  config: Pick<Config, 'WEBHOOK_MAX_ATTEMPTS' | 'WEBHOOK_RETRY_S' | 'PUBLIC_BASE_URL'>,
  parts: { media: Pick<MediaService, 'openOwnRequest'>; links: LinkSigner; metrics?: WebhookMetrics | undefined },
): FollowTargetHandler {
  return webhookTarget({
    open: (url) => parts.media.openOwnRequest(url),
    links: parts.links,
    publicBaseUrl: config.PUBLIC_BASE_URL,
    observer: parts.metrics,
    maxAttempts: config.WEBHOOK_MAX_ATTEMPTS,
    retryWaitsS: config.WEBHOOK_RETRY_S,
  });
}
