import { Counter, type Registry } from 'prom-client';
import { refusalClasses } from '../media/index.js';
import { knownSites } from '../refusals/index.js';
import { oneOf } from './labels.js';

/** What src/refusals tells the metrics: a site's refusal of this server, by site label and class. */
export interface RefusalMetrics {
  refused(siteLabel: string, refusalClass: string): void;
}

/** media_fetcher_site_refusals_total{site, class}: sites from a fixed list ("other" for the rest), classes fixed. */
export function refusalFamilies(registry: Registry): RefusalMetrics {
  const refusals = new Counter({
    name: 'media_fetcher_site_refusals_total',
    help: "A site's refusals of this server (bot check, rate limit, sign-in, age check, blocked format), by site and class.",
    labelNames: ['site', 'class'],
    registers: [registry],
  });
  return {
    refused: (siteLabel, refusalClass) =>
      refusals.inc({ site: oneOf(knownSites, siteLabel), class: oneOf(refusalClasses, refusalClass) }),
  };
}
