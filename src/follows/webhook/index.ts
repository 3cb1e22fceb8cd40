/**
 * Follows for the API, delivered to signed webhooks: the folder's one door.
 * The follows engine imports webhookDeliverer from here; the HTTP routes the
 * secret and the paused reasons said in the reader's language.
 */
export {
  WEBHOOK_TIMEOUT_MS,
  type WebhookDelivererOptions,
  type WebhookObserver,
  webhookDeliverer,
} from './deliverer.js';
export { webhookTargetFor } from './from-config.js';
export { sayReason } from './reason.js';
export type { CheckedConnection, OpenChecked } from './send.js';
export { newWebhookSecret, REPLAY_WINDOW_S, signWebhook, type WebhookHeaders } from './signature.js';
export { type WebhookTargetOptions, webhookTarget } from './target.js';
