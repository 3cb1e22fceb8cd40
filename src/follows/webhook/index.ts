/**
 * Follows for the API, delivered to signed webhooks: the folder's one door.
 * The follows engine is given its target here (webhookTargetFor, around
 * webhookDeliverer); the HTTP routes the secret and the paused reasons said
 * in the reader's language.
 */
export { webhookDeliverer } from './deliverer.js';
export { webhookTargetFor } from './from-config.js';
export { sayReason } from './reason.js';
export { newWebhookSecret } from './signature.js';
