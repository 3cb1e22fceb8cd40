import { Counter, Gauge, type Registry } from 'prom-client';
import { canaryOutcomes } from '../canary/index.js';
import { knownSites } from '../refusals/index.js';
import { oneOf } from './labels.js';

/** What the canary tells the metrics, and what its gauge reads at each scrape. */
export interface CanaryMetrics {
  ran(siteLabel: string, outcome: string): void;
  /** The watched links' last known state, from the database (so alike on every instance). */
  watch(states: () => Promise<{ siteLabel: string; up: boolean }[]>): void;
}

/**
 * media_fetcher_canary_up{site}: 1 when every watched link of the site worked at its last run, 0
 * when one failed (a site none of whose links has run yet has no series);
 * media_fetcher_canary_runs_total{site, outcome}: this instance's runs. Sites from the fixed list
 * ("other" for the rest), outcomes fixed.
 */
export function canaryFamilies(registry: Registry): CanaryMetrics {
  let states: (() => Promise<{ siteLabel: string; up: boolean }[]>) | undefined;
  const runs = new Counter({
    name: 'media_fetcher_canary_runs_total',
    help: 'Canary runs of watched links by this instance, by site and outcome (ok or the failure class).',
    labelNames: ['site', 'outcome'],
    registers: [registry],
  });
  new Gauge({
    name: 'media_fetcher_canary_up',
    help: '1 when every watched link of the site worked at its last canary run, 0 when one failed.',
    labelNames: ['site'],
    registers: [registry],
    async collect() {
      this.reset();
      const bySite = new Map<string, number>();
      for (const { siteLabel, up } of (await states?.().catch(() => [])) ?? []) {
        const site = oneOf(knownSites, siteLabel);
        bySite.set(site, Math.min(bySite.get(site) ?? 1, up ? 1 : 0));
      }
      for (const [site, value] of bySite) this.set({ site }, value);
    },
  });
  return {
    ran: (siteLabel, outcome) =>
      runs.inc({ site: oneOf(knownSites, siteLabel), outcome: oneOf(canaryOutcomes, outcome) }),
    watch: (source) => {
      states = source;
    },
  };
}
