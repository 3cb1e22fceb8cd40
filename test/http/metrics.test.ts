/**
 * GET /metrics end to end: the real service stack (yt-dlp, ffmpeg, the egress
 * proxy, SQLite) on the fixture media, and each scrape read by a strict parser
 * of the Prometheus text format (test/support/prometheus-text.ts). Every check
 * reads the families before and after what it does, and waits for the counted
 * event (a job's end is recorded after its last byte) by polling the metrics.
 * The bots' counts (a grammY bot, a discord.js bot on the same services) are in
 * metrics-bots.test.ts.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { downloadUrl, type JsonBody, postInfo, startTestApp, type TestApp } from '../support/app-harness.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { FIXTURE_PATHS, PAGE_METADATA } from '../support/fixtures.js';
import { labelValues, parsePrometheusText, sampleSum } from '../support/prometheus-text.js';
import { ALICE, alice, asAlice, BOB, FAMILIES, scraper, startMetricsApp, TOKEN } from './metrics-setup.js';

let fixtures: FixtureServer;
/** A second private origin, which ALLOW_PRIVATE_URLS does not let the tools reach. */
let forbidden: FixtureServer;
let app: TestApp;
const { scrape, moved, scrapeUntil } = scraper(() => app);

beforeAll(async () => {
  fixtures = await startFixtureServer(inject('fixturesDir'));
  forbidden = await startFixtureServer(inject('fixturesDir'));
  app = await startMetricsApp([fixtures.origin]);
});
afterAll(async () => {
  await app?.close();
  await fixtures?.close();
  await forbidden?.close();
});

describe('GET /metrics', () => {
  it('serves the Prometheus text format to this machine, with every family declared and the state of the services', async () => {
    const response = await fetch(`${app.baseUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const families = parsePrometheusText(await response.text());
    for (const [name, type] of Object.entries(FAMILIES)) {
      expect(families.get(name)?.type, name).toBe(type);
      expect(families.get(name)?.help, name).toEqual(expect.any(String));
    }
    expect(sampleSum(families, 'media_fetcher_tool_confinement', { kind: 'bwrap' })).toBe(1);
    expect(sampleSum(families, 'media_fetcher_tool_confinement', { kind: 'none' })).toBe(0);
    expect(sampleSum(families, 'media_fetcher_queue_slots')).toBe(app.services.config.MAX_CONCURRENT_JOBS);
    expect(sampleSum(families, 'media_fetcher_queue_depth')).toBe(0);
    // The SQLite file has answered queries since the start (migrations, the closing of old rows).
    expect(sampleSum(families, 'media_fetcher_db_query_duration_seconds_count', { backend: 'sqlite' })).toBeGreaterThan(
      0,
    );
    expect(sampleSum(families, 'media_fetcher_db_query_duration_seconds_count', { backend: 'postgres' })).toBe(0);
  });

  it('counts a lookup and a download: jobs, time to first byte, duration, bytes, the info cache, the job queue, fragments and ffmpeg', async () => {
    const url = fixtures.url(FIXTURE_PATHS.dash);
    const before = await scrape();
    const info = await postInfo(app.baseUrl, url, asAlice);
    expect(info.status).toBe(200);
    const format = info.body.formats[0] as JsonBody;
    const fetchedBefore = fixtures.requests.length;
    const response = await fetch(
      downloadUrl(app.baseUrl, { url, selector: format.selector, ext: format.ext, kind: format.kind, title: 'DASH' }),
      { headers: asAlice },
    );
    expect(response.status).toBe(200);
    const bytes = (await response.arrayBuffer()).byteLength;
    expect(bytes).toBeGreaterThan(0);
    const done = { kind: 'download', surface: 'http', outcome: 'ok', code: 'none' };
    const after = await scrapeUntil(
      (f) => sampleSum(f, 'media_fetcher_jobs_total', done) > sampleSum(before, 'media_fetcher_jobs_total', done),
    );
    const delta = moved(before, after);

    expect(delta('media_fetcher_jobs_total', { kind: 'info', surface: 'http', outcome: 'ok', code: 'none' })).toBe(1);
    expect(delta('media_fetcher_jobs_total', done)).toBe(1);
    expect(delta('media_fetcher_jobs_total')).toBe(2);
    expect(
      delta('media_fetcher_job_duration_seconds_count', { kind: 'download', surface: 'http', outcome: 'ok' }),
    ).toBe(1);
    expect(delta('media_fetcher_job_duration_seconds_count', { kind: 'info', surface: 'http', outcome: 'ok' })).toBe(1);
    expect(delta('media_fetcher_job_first_byte_seconds_count', { kind: 'download', surface: 'http' })).toBe(1);
    expect(delta('media_fetcher_job_first_byte_seconds_count')).toBe(1);
    expect(delta('media_fetcher_bytes_sent_total', { surface: 'http' })).toBe(bytes);
    // The lookup read the link; the download found it in the cache twice (the route's own look, then the planner's).
    expect(delta('media_fetcher_info_cache_lookups_total', { result: 'miss' })).toBe(1);
    expect(delta('media_fetcher_info_cache_lookups_total', { result: 'hit' })).toBe(2);
    expect(sampleSum(after, 'media_fetcher_info_cache_entries')).toBeGreaterThanOrEqual(1);
    expect(sampleSum(after, 'media_fetcher_info_cache_bytes')).toBeGreaterThan(0);
    // One slot for the lookup, one for the download.
    expect(delta('media_fetcher_job_slot_wait_seconds_count')).toBe(2);
    // The DASH fragments the server fetched itself: every one the fixture server served for the download.
    const fragments = fixtures.requests
      .slice(fetchedBefore)
      .filter((r) => r.path.startsWith('/dash/') && !r.path.endsWith('.mpd'));
    expect(fragments.length).toBeGreaterThan(0);
    expect(delta('media_fetcher_fragments_fetched_total')).toBe(fragments.length);
    // Each of them one request of the job's own, counted against its request budget, none refused.
    expect(delta('media_fetcher_job_requests_total', { kind: 'fragment' })).toBe(fragments.length);
    expect(delta('media_fetcher_job_requests_total')).toBe(fragments.length);
    expect(delta('media_fetcher_job_request_budget_refusals_total')).toBe(0);
    // ffmpeg merged the two streams and exited on its own; nothing else ran (the lookup's worker stays up).
    expect(delta('media_fetcher_tool_exits_total', { tool: 'ffmpeg', signal: 'none' })).toBe(1);
    expect(delta('media_fetcher_tool_exits_total')).toBe(1);
    expect(delta('media_fetcher_usage_refusals_total')).toBe(0);
  });

  it("counts the web page's lookups and card pictures as the web surface, and an egress refusal by its reason", async () => {
    const before = await scrape();
    const link = fixtures.url(FIXTURE_PATHS.page);
    const page = await postInfo(app.baseUrl, link, { ...asAlice, 'sec-fetch-site': 'same-origin' });
    expect(page.status).toBe(200);
    expect(page.body.thumbnail).toEqual(expect.any(String));
    const picture = await fetch(`${app.baseUrl}/web/thumbnail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...asAlice },
      body: JSON.stringify({ link }),
    });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    // A redirect into a private origin the rule does not allow: yt-dlp follows it, the egress proxy refuses.
    const hop = fixtures.url(`/redirect?to=${encodeURIComponent(forbidden.url('/direct.mp4'))}`);
    const refused = await postInfo(app.baseUrl, hop, asAlice);
    expect(refused.body.code).toBe('url_not_allowed');
    expect(forbidden.requests).toHaveLength(0);
    const after = await scrape();
    const delta = moved(before, after);
    expect(delta('media_fetcher_jobs_total', { kind: 'info', surface: 'web', outcome: 'ok' })).toBe(1);
    expect(delta('media_fetcher_jobs_total', { kind: 'thumbnail', surface: 'web', outcome: 'ok' })).toBe(1);
    expect(
      delta('media_fetcher_jobs_total', { kind: 'info', surface: 'http', outcome: 'error', code: 'url_not_allowed' }),
    ).toBe(1);
    expect(delta('media_fetcher_egress_refusals_total', { reason: 'url_not_allowed' })).toBe(1);
    expect(delta('media_fetcher_egress_refusals_total', { reason: 'other' })).toBe(0);
  });

  it('counts a usage refusal by its limit, and nothing as a job', async () => {
    const before = await scrape();
    const refused = await postInfo(app.baseUrl, fixtures.url(FIXTURE_PATHS.directMp4), {
      authorization: `Bearer ${BOB}`,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('user_blocked');
    const delta = moved(before, await scrape());
    expect(delta('media_fetcher_usage_refusals_total', { limit: 'user_blocked', surface: 'http' })).toBe(1);
    expect(delta('media_fetcher_usage_refusals_total')).toBe(1);
    expect(delta('media_fetcher_jobs_total')).toBe(0);
  });

  it('counts signed links made and refused', async () => {
    const before = await scrape();
    const made = await fetch(`${app.baseUrl}/api/link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...asAlice },
      body: JSON.stringify({
        url: fixtures.url(FIXTURE_PATHS.directMp4),
        selector: 'mp4',
        ext: 'mp4',
        kind: 'video',
        title: 'x',
      }),
    });
    expect(made.status).toBe(200);
    const link = ((await made.json()) as JsonBody).url as string;
    // Another title than the one signed: the signature no longer matches.
    const changed = await fetch(`${app.baseUrl}${link.replace('title=x', 'title=y')}`);
    expect(changed.status).toBe(403);
    expect(((await changed.json()) as JsonBody).code).toBe('link_invalid');
    const delta = moved(before, await scrape());
    expect(delta('media_fetcher_signed_links_made_total')).toBe(1);
    expect(delta('media_fetcher_signed_links_refused_total', { code: 'link_invalid' })).toBe(1);
    expect(delta('media_fetcher_signed_links_refused_total', { code: 'link_expired' })).toBe(0);
    expect(delta('media_fetcher_jobs_total')).toBe(0);
  });

  it('has no label value that is a URL, an id, a user or a title', async () => {
    const values = labelValues(await scrape());
    expect(values.length).toBeGreaterThan(50);
    const suspicious = values.filter(
      ({ value }) =>
        value.includes('://') ||
        /^\d{5,}$/.test(value) ||
        value.includes(PAGE_METADATA.title) ||
        value.includes('127.0.0.1') ||
        /alice|bob|carol|Alice/.test(value) ||
        value.includes(String(alice.id)),
    );
    expect(suspicious).toEqual([]);
  });
});

describe('who may read /metrics', () => {
  const fromElsewhere = (headers: Record<string, string> = {}) =>
    fetch(`${app.baseUrl}/metrics`, { headers: { 'x-forwarded-for': '198.51.100.7', ...headers } });

  it('needs METRICS_TOKEN from another machine; an API key, a wrong token or a claim to be local do not do', async () => {
    const refusals = [
      await fromElsewhere(),
      await fromElsewhere({ authorization: `Bearer ${ALICE}` }),
      await fromElsewhere({ authorization: `Bearer ${TOKEN}x` }),
      await fromElsewhere({ authorization: TOKEN }),
      await fetch(`${app.baseUrl}/metrics`, { headers: { 'x-forwarded-for': '127.0.0.1' } }),
    ];
    for (const response of refusals) {
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await response.json()).toEqual({
        error: 'A valid metrics token is required: send "Authorization: Bearer <METRICS_TOKEN>".',
        code: 'unauthorized',
      });
    }
    const allowed = await fromElsewhere({ authorization: `Bearer ${TOKEN}` });
    expect(allowed.status).toBe(200);
    expect(parsePrometheusText(await allowed.text()).get('media_fetcher_jobs_total')?.type).toBe('counter');
  });

  it('without METRICS_TOKEN is for this machine only, and METRICS=false takes the route away', async () => {
    const local = await startTestApp({ TRUST_PROXY: '127.0.0.1' });
    const off = await startTestApp({ METRICS: 'false' });
    try {
      const elsewhere = await fetch(`${local.baseUrl}/metrics`, {
        headers: { 'x-forwarded-for': '198.51.100.7', authorization: `Bearer ${TOKEN}` },
      });
      expect(elsewhere.status).toBe(401);
      expect(((await elsewhere.json()) as JsonBody).error).toBe(
        'Metrics are only served to this machine; set METRICS_TOKEN to read them from elsewhere.',
      );
      expect((await fetch(`${local.baseUrl}/metrics`)).status).toBe(200);

      expect(off.services.metrics).toBeUndefined();
      const gone = await fetch(`${off.baseUrl}/metrics`);
      expect(gone.status).toBe(404);
      expect(((await gone.json()) as JsonBody).code).toBe('not_found');
    } finally {
      await local.close();
      await off.close();
    }
  });
});
