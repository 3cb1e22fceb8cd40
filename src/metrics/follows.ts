import { Counter, Gauge, type Registry } from 'prom-client';
import { oneOf } from './labels.js';

/** How a followed link's check ended: new entries found, nothing new, or the link failed. */
export const followCheckOutcomes = ['new_entries', 'nothing_new', 'failed'] as const;
/** Where an entry is delivered (the follow's target kind). */
export const followTargets = ['telegram', 'discord', 'webhook'] as const;
/** What became of one delivery attempt (src/follows' engine). */
export const followDeliveryOutcomes = ['delivered', 'retry', 'failed', 'dropped', 'skipped_limit'] as const;

/** What src/follows tells the metrics; `watch` gives the gauge its count to read at each scrape. */
export interface FollowMetrics {
  checked(outcome: string): void;
  delivered(target: string, outcome: string): void;
  watch(countFollows: () => Promise<number>): void;
}

/** media_fetcher_follows, media_fetcher_follow_checks_total{outcome}, media_fetcher_follow_deliveries_total{target,outcome}. */
export function followFamilies(registry: Registry): FollowMetrics {
  let count: (() => Promise<number>) | undefined;
  new Gauge({
    name: 'media_fetcher_follows',
    help: 'Followed links kept (every instance shares them: the database).',
    registers: [registry],
    async collect() {
      // A database away at the scrape leaves the last value rather than failing the whole scrape.
      const value = await count?.().catch(() => undefined);
      if (value !== undefined) this.set(value);
    },
  });
  const checks = new Counter({
    name: 'media_fetcher_follow_checks_total',
    help: 'Checks of followed links by the checker, by outcome.',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const deliveries = new Counter({
    name: 'media_fetcher_follow_deliveries_total',
    help: "Delivery attempts of followed links' new entries, by target and outcome.",
    labelNames: ['target', 'outcome'],
    registers: [registry],
  });
  return {
    checked: (outcome) => checks.inc({ outcome: oneOf(followCheckOutcomes, outcome) }),
    delivered: (target, outcome) =>
      deliveries.inc({ target: oneOf(followTargets, target), outcome: oneOf(followDeliveryOutcomes, outcome) }),
    watch: (countFollows) => {
      count = countFollows;
    },
  };
}
