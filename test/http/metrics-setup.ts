// The set-up the /metrics test files share (metrics.test.ts, metrics-bots.test.ts): the app's keys and token,
// the families it declares, and scrapes of its /metrics parsed strictly.
import { expect } from 'vitest';
import { startTestApp, type TestApp } from '../support/app-harness.js';
import type { FakeUser } from '../support/fake-telegram.js';
import { type Family, parsePrometheusText, sampleSum } from '../support/prometheus-text.js';
import { untilTestTimeout } from '../support/test-deadline.js';

export const ALICE = 'alice-secret-0123456789';
export const BOB = 'bob-secret-0123456789ab';
export const TOKEN = 'metrics-token-0123456789abcdef';
export const alice: FakeUser = { id: 4242001, first_name: 'Alice' };

export const asAlice = { authorization: `Bearer ${ALICE}` };

/** The app on `privateOrigins` (the fixture servers the tools may reach), with keys, a blocked user and a metrics token. */
export function startMetricsApp(privateOrigins: string[]): Promise<TestApp> {
  return startTestApp({
    ALLOW_PRIVATE_URLS: privateOrigins.join(','),
    API_KEYS: `alice:${ALICE},bob:${BOB}`,
    BLOCKED_USERS: 'http:bob',
    METRICS_TOKEN: TOKEN,
    // The tests' own requests come from 127.0.0.1: forwarded ones then name another client.
    TRUST_PROXY: '127.0.0.1',
  });
}

/** Scrapes of `app()`'s /metrics: one, until a condition holds, and what moved between two. */
export function scraper(app: () => TestApp) {
  /** GET /metrics from this machine, parsed strictly. */
  async function scrape(): Promise<Map<string, Family>> {
    const response = await fetch(`${app().baseUrl}/metrics`);
    expect(response.status).toBe(200);
    return parsePrometheusText(await response.text());
  }

  /** How much each named sample moved between two scrapes. */
  function moved(before: Map<string, Family>, after: Map<string, Family>) {
    return (name: string, labels: Record<string, string> = {}) =>
      sampleSum(after, name, labels) - sampleSum(before, name, labels);
  }

  /** Scrapes until `done` holds of the scrape (a job's end is recorded after its last byte went out). */
  async function scrapeUntil(done: (families: Map<string, Family>) => boolean): Promise<Map<string, Family>> {
    let last: Map<string, Family> | undefined;
    await expect
      .poll(async () => {
        last = await scrape();
        return done(last);
      }, untilTestTimeout())
      .toBe(true);
    return last as Map<string, Family>;
  }

  return { scrape, moved, scrapeUntil };
}

/** Every family /metrics declares, with its type. */
export const FAMILIES: Record<string, string> = {
  media_fetcher_jobs_total: 'counter',
  media_fetcher_job_duration_seconds: 'histogram',
  media_fetcher_job_first_byte_seconds: 'histogram',
  media_fetcher_bytes_sent_total: 'counter',
  media_fetcher_usage_refusals_total: 'counter',
  media_fetcher_signed_links_made_total: 'counter',
  media_fetcher_signed_links_refused_total: 'counter',
  media_fetcher_queue_running_jobs: 'gauge',
  media_fetcher_queue_waiting_jobs: 'gauge',
  media_fetcher_queue_depth: 'gauge',
  media_fetcher_queue_slots: 'gauge',
  media_fetcher_job_slot_wait_seconds: 'histogram',
  media_fetcher_tool_processes: 'gauge',
  media_fetcher_tool_exits_total: 'counter',
  media_fetcher_tool_confinement: 'gauge',
  media_fetcher_ytdlp_age_days: 'gauge',
  media_fetcher_egress_refusals_total: 'counter',
  media_fetcher_fragments_fetched_total: 'counter',
  media_fetcher_job_requests_total: 'counter',
  media_fetcher_job_request_budget_refusals_total: 'counter',
  media_fetcher_info_cache_lookups_total: 'counter',
  media_fetcher_info_cache_entries: 'gauge',
  media_fetcher_info_cache_bytes: 'gauge',
  media_fetcher_bot_updates_total: 'counter',
  media_fetcher_bot_update_failures_total: 'counter',
  media_fetcher_bot_api_errors_total: 'counter',
  media_fetcher_bot_uploads_total: 'counter',
  media_fetcher_telegram_file_cache_lookups_total: 'counter',
  media_fetcher_leases_held: 'gauge',
  media_fetcher_leases_lost_total: 'counter',
  media_fetcher_db_query_duration_seconds: 'histogram',
  media_fetcher_db_query_errors_total: 'counter',
  // Node's own, from prom-client's default metrics.
  process_cpu_user_seconds_total: 'counter',
  process_resident_memory_bytes: 'gauge',
  nodejs_eventloop_lag_seconds: 'gauge',
  nodejs_heap_size_used_bytes: 'gauge',
};
