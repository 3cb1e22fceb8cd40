import { Counter, type Registry } from 'prom-client';
import { oneOf } from './labels.js';

/** What src/follows/webhook tells the metrics (its WebhookObserver). */
export interface WebhookMetrics {
  delivery(outcome: string): void;
}

const deliveryOutcomes = ['delivered', 'retry', 'failed'] as const;

/** media_fetcher_webhook_deliveries_total{outcome}: each attempt to POST a followed entry to its webhook. */
export function webhookFamilies(registry: Registry): WebhookMetrics {
  const deliveries = new Counter({
    name: 'media_fetcher_webhook_deliveries_total',
    help: "Attempts to POST a followed entry to its webhook, by outcome (delivered; retry: an error answer, a timeout or no connection, tried again later; failed: the follow's URL may not be reached).",
    labelNames: ['outcome'],
    registers: [registry],
  });
  // Every outcome present from the start, so a rate over them has a zero to begin from.
  for (const outcome of deliveryOutcomes) deliveries.inc({ outcome }, 0);
  return { delivery: (outcome) => deliveries.inc({ outcome: oneOf(deliveryOutcomes, outcome) }) };
}
