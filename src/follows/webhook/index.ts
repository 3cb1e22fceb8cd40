/**
 * Follows for the API, delivered to signed webhooks: the folder's one door.
 * The follows engine imports webhookDeliverer from here; the HTTP routes the
 * secret, the target's JSON and the reasons said in the reader's language.
 */

export {
  type DeliveryOutcome,
  WEBHOOK_TIMEOUT_MS,
  type WebhookDelivererOptions,
  type WebhookEntry,
  type WebhookFollow,
  type WebhookObserver,
  webhookDeliverer,
} from './deliverer.js';
export { type FollowForm, followFormSchema } from './download-link.js';
export { sayReason } from './reason.js';
export type { CheckedConnection, OpenChecked } from './send.js';
export { newWebhookSecret, REPLAY_WINDOW_S, signWebhook, type WebhookHeaders } from './signature.js';
export { MAX_WEBHOOK_URL_LENGTH, webhookTargetJson, webhookUrlOf } from './target.js';
