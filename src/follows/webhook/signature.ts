/**
 * Signing in the Standard Webhooks style (standardwebhooks.com): the receiver
 * recomputes an HMAC-SHA256 over `id.timestamp.body` with the follow's secret,
 * and refuses a timestamp more than 5 minutes from its clock (the replay window, docs/API.md).
 */
import { createHmac, randomBytes } from 'node:crypto';

/** What a secret starts with: Standard Webhooks' spelling, so its libraries read it as is. */
const SECRET_PREFIX = 'whsec_';

/** A new follow's secret: `whsec_` and 32 random bytes in base64, said to its owner once. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** The headers of one signed request. */
export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` under the secret's bytes. */
export function signWebhook(secret: string, id: string, timestampS: number, body: string): WebhookHeaders {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestampS}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': String(timestampS), 'webhook-signature': `v1,${mac}` };
}
