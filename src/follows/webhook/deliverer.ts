/**
 * The webhook deliverer the follows engine calls for a pending entry: sign,
 * POST through the egress rules, and say what happened. The engine owns the
 * entry's state, the back-off and the pause; this only classifies.
 */
import { isMediaError } from '../../media/index.js';
import type { LinkSigner } from '../../usage/index.js';
import type { Deliverer, DeliveryOutcome, Follow, FollowEntry } from '../types.js';
import { entryDownloadLink } from './download-link.js';
import { webhookBody, webhookMessageId } from './payload.js';
import { reasonText } from './reason.js';
import { type OpenChecked, postJson, WebhookTimeoutError } from './send.js';
import { signWebhook } from './signature.js';

/** Told of each delivery's outcome (media_fetcher_webhook_deliveries_total). */
export interface WebhookObserver {
  delivery(outcome: DeliveryOutcome['outcome']): void;
}

export interface WebhookDelivererOptions {
  /** Opens a connection through the egress rules, checked at this delivery (MediaService.openOwnRequest). */
  open: OpenChecked;
  links: LinkSigner;
  /** PUBLIC_BASE_URL: the download link is absolute under it, else a path. */
  publicBaseUrl?: string | undefined;
  /** The whole request's deadline; default {@link WEBHOOK_TIMEOUT_MS}. */
  timeoutMs?: number | undefined;
  observer?: WebhookObserver | undefined;
  now?: () => Date;
}

/** A receiver answers in well under this, or is treated as down for this attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** The deliverer for follows whose target is a webhook. */
export function webhookDeliverer(options: WebhookDelivererOptions): Deliverer {
  return async (follow, entry) => {
    const outcome = await deliver(options, follow, entry);
    options.observer?.delivery(outcome.outcome);
    return outcome;
  };
}

async function deliver(options: WebhookDelivererOptions, follow: Follow, entry: FollowEntry): Promise<DeliveryOutcome> {
  const url = follow.target.kind === 'webhook' ? parseUrl(follow.target.url) : undefined;
  if (!url || !follow.webhookSecret) return { outcome: 'failed', error: reasonText('webhook-reason-url-invalid') };
  const now = options.now?.() ?? new Date();
  const download = entryDownloadLink(
    options.links,
    { ...entry, form: follow.form, userKey: follow.userKey },
    options.publicBaseUrl,
  );
  const body = webhookBody(
    { followId: follow.id, entryId: entry.entryId, title: entry.title, link: entry.url, download },
    now,
  );
  const id = webhookMessageId(follow.id, entry.entryId);
  const headers = signWebhook(follow.webhookSecret, id, Math.floor(now.getTime() / 1000), body);
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  try {
    const status = await postJson(options.open, url, { ...headers }, body, timeoutMs);
    if (status >= 200 && status < 300) return { outcome: 'delivered' };
    if (status >= 300 && status < 400)
      return { outcome: 'retry', error: reasonText('webhook-reason-redirect', { status }) };
    return { outcome: 'retry', error: reasonText('webhook-reason-status', { status }) };
  } catch (error) {
    return failure(error, timeoutMs);
  }
}

/** A private address is the follow's fault and fails at once; anything else may pass and is retried. */
function failure(error: unknown, timeoutMs: number): DeliveryOutcome {
  if (isMediaError(error) && (error.code === 'url_not_allowed' || error.code === 'invalid_url')) {
    return { outcome: 'failed', error: reasonText('webhook-reason-private-address') };
  }
  if (error instanceof WebhookTimeoutError) {
    return { outcome: 'retry', error: reasonText('webhook-reason-timeout', { seconds: timeoutMs / 1000 }) };
  }
  return { outcome: 'retry', error: reasonText('webhook-reason-unreachable') };
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}
