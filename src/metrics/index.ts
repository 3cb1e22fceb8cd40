/**
 * The process's Prometheus metrics: the folder's one door. One registry per
 * service stack (createServices makes it), never prom-client's global one, so
 * several stacks in one process (the tests) keep their counts apart. The
 * families are fed through the observers the other folders take in their
 * options (usage, links, media, database, leases, bots); this folder reads
 * them and knows nothing of HTTP: GET /metrics (src/http) only asks for the
 * text.
 *
 * Label values come from fixed sets (labels.ts): never a URL, a user, a chat
 * or a title.
 */
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { QueryObserver } from '../db/index.js';
import type { MediaObserver } from '../media/index.js';
import type { LinkObserver, UsageObserver } from '../usage/index.js';
import { type BotMetrics, botFamilies } from './bots.js';
import { type CanaryMetrics, canaryFamilies } from './canary.js';
import { type ClientMetrics, clientFamilies } from './clients.js';
import { type FollowMetrics, followFamilies } from './follows.js';
import { jobFamilies } from './jobs.js';
import { type MediaSources, mediaFamilies } from './media.js';
import { type RefusalMetrics, refusalFamilies } from './refusals.js';
import { type ResourceSources, resourceFamilies } from './resources.js';
import { type LeaseMetrics, storeFamilies } from './store.js';
import { type WebhookMetrics, webhookFamilies } from './webhooks.js';

export type { BotMetrics, BotPlatform, UploadOutcome } from './bots.js';
export type { CanaryMetrics } from './canary.js';
export type { ClientMetrics } from './clients.js';
export type { FollowMetrics } from './follows.js';
export type { MediaSources } from './media.js';
export type { RefusalMetrics } from './refusals.js';
export type { ResourceSources } from './resources.js';
export type { LeaseMetrics, LeaseRole } from './store.js';
export type { WebhookMetrics } from './webhooks.js';

/** One service stack's metrics. */
export interface Metrics {
  /** The Prometheus text exposition format's content type. */
  readonly contentType: string;
  /** Every family in the text format, gauges read from the services now. */
  text(): Promise<string>;
  readonly usage: UsageObserver;
  readonly links: LinkObserver;
  readonly media: MediaObserver;
  readonly onQuery: QueryObserver;
  readonly leases: LeaseMetrics;
  readonly bots: BotMetrics;
  /** A site's refusals of this server (src/refusals). */
  readonly refusals: RefusalMetrics;
  /** The canary's runs and its links' state (src/canary). */
  readonly canary: CanaryMetrics;
  /** Downloads ended for a stalled client, connections refused over the per-address cap (src/http). */
  readonly clients: ClientMetrics;
  /** Follows' webhook deliveries by outcome (src/follows/webhook). */
  readonly webhooks: WebhookMetrics;
  /** Followed links: their count, checks and deliveries (src/follows). */
  readonly follows: FollowMetrics;
  /** Gives the gauges the running services to read at each scrape (they are built after the metrics). */
  watch(sources: MediaSources): void;
  /** Gives the gauges of the disk and the database what to read at each scrape. */
  watchResources(sources: ResourceSources): void;
  /** Stops listening to process-wide events (tool exits). */
  close(): void;
}

/** Builds a registry with Node's default metrics and this service's families. */
export function createMetrics(): Metrics {
  const registry = new Registry();
  // Node's own: CPU, memory, heap, event loop lag, handles, GC; per registry, so per stack.
  collectDefaultMetrics({ register: registry });
  const jobs = jobFamilies(registry);
  const media = mediaFamilies(registry);
  const store = storeFamilies(registry);
  const bots = botFamilies(registry, jobs);
  const resources = resourceFamilies(registry);
  return {
    contentType: registry.contentType,
    text: () => registry.metrics(),
    usage: jobs.usage,
    links: jobs.links,
    media: media.observer,
    onQuery: store.onQuery,
    leases: store.leases,
    bots,
    refusals: refusalFamilies(registry),
    canary: canaryFamilies(registry),
    clients: clientFamilies(registry),
    webhooks: webhookFamilies(registry),
    follows: followFamilies(registry),
    watch: media.watch,
    watchResources: resources.watch,
    close: media.close,
  };
}
