/** The follows engine's handler for webhook targets: the deliverer and the webhooks' own retries. */
import type { FollowTargetHandler } from '../notes.js';
import { type WebhookDelivererOptions, webhookDeliverer } from './deliverer.js';

export interface WebhookTargetOptions extends WebhookDelivererOptions {
  /** WEBHOOK_MAX_ATTEMPTS: tries of one entry before its follow is paused. */
  maxAttempts: number;
  /** WEBHOOK_RETRY_S: the wait after the n-th failure is the n-th (the last thereafter). */
  retryWaitsS: readonly number[];
}

/** Served as `engine.serve('webhook', webhookTarget(…))`; no `tell`: a webhook's owner reads GET /api/follows. */
export function webhookTarget(options: WebhookTargetOptions): FollowTargetHandler {
  const { maxAttempts, retryWaitsS } = options;
  return {
    deliver: webhookDeliverer(options),
    retries: {
      maxAttempts,
      delayMs: (attempts) => 1000 * (retryWaitsS[Math.min(attempts, retryWaitsS.length) - 1] ?? 0),
    },
  };
}
