/**
 * GET /metrics end to end: the real service stack (yt-dlp, ffmpeg, the egress
 * proxy, SQLite) on the fixture media, a real grammY bot against the fake Bot
 * API on the same services, and each scrape read by a strict parser of the
 * Prometheus text format (test/support/prometheus-text.ts). Every check reads
 * the families before and after what it does, and waits for the counted event
 * (a job's end is recorded after its last byte) by polling the metrics.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startDiscordBot } from '../../bots/discord/bot.js';
import { type RunningTelegramBot, startTelegramBot } from '../../bots/telegram/bot.js';
import { downloadUrl, type JsonBody, postInfo, startTestApp, type TestApp } from '../support/app-harness.js';
import {
  BIG_ATTACHMENT_SIZE_LIMIT,
  openCard,
  pressMp3,
  startFakeDiscord,
  waitForUpload,
} from '../support/fake-discord.js';
import {
  buttonsOf,
  cardMessageId,
  type FakeTelegramServer,
  type FakeUser,
  pressForFile,
  privateChat,
  type RecordedCall,
  requestCard,
  startFakeTelegram,
  textOf,
} from '../support/fake-telegram.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { FIXTURE_PATHS, PAGE_METADATA } from '../support/fixtures.js';
import { type Family, labelValues, parsePrometheusText, sampleSum } from '../support/prometheus-text.js';
import { untilTestTimeout } from '../support/test-deadline.js';

const ALICE = 'alice-secret-0123456789';
const BOB = 'bob-secret-0123456789ab';
const TOKEN = 'metrics-token-0123456789abcdef';
const alice: FakeUser = { id: 4242001, first_name: 'Alice' };

let fixtures: FixtureServer;
/** Serves /two.html: a page with two audio files of the fixture server, which yt-dlp reads as a playlist. */
let pages: Server;
let pagesOrigin: string;
/** A second private origin, which ALLOW_PRIVATE_URLS does not let the tools reach. */
let forbidden: FixtureServer;
let app: TestApp;
let fake: FakeTelegramServer;
let bot: RunningTelegramBot;

beforeAll(async () => {
  fixtures = await startFixtureServer(inject('fixturesDir'));
  forbidden = await startFixtureServer(inject('fixturesDir'));
  const two = `<!doctype html><html><head><title>Two Clips</title></head><body>
<audio src="${fixtures.url(FIXTURE_PATHS.audioM4a)}?n=1"></audio>
<audio src="${fixtures.url(FIXTURE_PATHS.audioMp3)}?n=2"></audio>
</body></html>`;
  pages = createServer((req, res) => {
    if (req.url !== '/two.html') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(two);
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pagesOrigin = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  app = await startTestApp({
    ALLOW_PRIVATE_URLS: `${fixtures.origin},${pagesOrigin}`,
    API_KEYS: `alice:${ALICE},bob:${BOB}`,
    BLOCKED_USERS: 'http:bob',
    METRICS_TOKEN: TOKEN,
    // The tests' own requests come from 127.0.0.1: forwarded ones then name another client.
    TRUST_PROXY: '127.0.0.1',
  });
  fake = await startFakeTelegram({ uploadDir: path.join(app.dataDir, 'telegram-uploads') });
  const { services } = app;
  bot = await startTelegramBot({
    token: fake.token,
    apiRoot: fake.apiRoot,
    media: services.media,
    usage: services.usage,
    links: services.links,
    db: services.database,
    logger: pino({ level: 'silent' }),
    tmpDir: path.join(app.dataDir, 'bot-tmp'),
    maxUploadMb: 50,
    ownerIds: [],
    statusIntervalMs: 200,
    thumbnailWaitMs: 30_000,
    metrics: services.metrics?.bots,
  });
});
afterAll(async () => {
  await bot?.stop();
  await fake?.close();
  await app?.close();
  await fixtures?.close();
  await forbidden?.close();
  await new Promise<void>((resolve) => (pages ? pages.close(() => resolve()) : resolve()));
});

const asAlice = { authorization: `Bearer ${ALICE}` };

/** GET /metrics from this machine, parsed strictly. */
async function scrape(): Promise<Map<string, Family>> {
  const response = await fetch(`${app.baseUrl}/metrics`);
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

const FAMILIES: Record<string, string> = {
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

  it("counts a Telegram bot's updates, API errors, upload, file_id cache and jobs", async () => {
    const hls = fixtures.url(`${FIXTURE_PATHS.hls}?metrics`);
    const before = await scrape();
    const card = await requestCard(fake, alice, hls);
    // The first upload is refused unread with a 429 (an API error), the bot's retry succeeds: one upload, counted once.
    fake.failNext('sendVideo', 1, 429);
    const first = await pressForFile(fake, alice, card, /^360p/, { method: 'sendVideo' });
    const uploaded = (first.sent.params.video as { size: number }).size;
    const delivered = { kind: 'download', surface: 'telegram', outcome: 'ok', code: 'none' };
    const afterUpload = await scrapeUntil(
      (f) =>
        sampleSum(f, 'media_fetcher_jobs_total', delivered) > sampleSum(before, 'media_fetcher_jobs_total', delivered),
    );
    let delta = moved(before, afterUpload);
    expect(delta('media_fetcher_bot_updates_total', { platform: 'telegram' })).toBe(2);
    expect(delta('media_fetcher_bot_update_failures_total')).toBe(0);
    expect(delta('media_fetcher_bot_api_errors_total', { platform: 'telegram', code: '429' })).toBe(1);
    expect(delta('media_fetcher_bot_uploads_total', { platform: 'telegram', outcome: 'ok' })).toBe(1);
    expect(delta('media_fetcher_bot_uploads_total')).toBe(1);
    expect(delta('media_fetcher_telegram_file_cache_lookups_total', { result: 'miss' })).toBe(1);
    expect(delta('media_fetcher_jobs_total', { kind: 'info', surface: 'telegram', outcome: 'ok' })).toBe(1);
    expect(delta('media_fetcher_jobs_total', delivered)).toBe(1);
    expect(delta('media_fetcher_job_first_byte_seconds_count', { kind: 'download', surface: 'telegram' })).toBe(1);
    expect(delta('media_fetcher_bytes_sent_total', { surface: 'telegram' })).toBe(uploaded);

    // The same press again: sent by file_id, no upload, a download job all the same.
    const again = await pressForFile(fake, alice, card, /^360p/, { method: 'sendVideo' });
    expect(typeof again.sent.params.video).toBe('string');
    const afterResend = await scrapeUntil(
      (f) =>
        sampleSum(f, 'media_fetcher_jobs_total', delivered) >
        sampleSum(afterUpload, 'media_fetcher_jobs_total', delivered),
    );
    delta = moved(afterUpload, afterResend);
    expect(delta('media_fetcher_telegram_file_cache_lookups_total', { result: 'hit' })).toBe(1);
    expect(delta('media_fetcher_bot_uploads_total')).toBe(0);
    expect(delta('media_fetcher_bot_updates_total', { platform: 'telegram' })).toBe(1);
  });

  it('counts a Telegram playlist run ("All as MP3") as a playlist_batch job, and its entries as their own jobs', async () => {
    const chat = privateChat(alice);
    const toAlice = (c: RecordedCall) => Number(c.params.chat_id) === alice.id;
    const before = await scrape();
    let since = fake.calls.length;
    fake.sendText(alice, chat, `${pagesOrigin}/two.html`);
    const card = await fake.waitForCall(
      (c) => c.result !== undefined && toAlice(c) && buttonsOf(c).some((b) => /^All as MP3/.test(b.text)),
      { since },
    );
    const all = buttonsOf(card).find((b) => /^All as MP3/.test(b.text));
    since = fake.calls.length;
    fake.pressButton(alice, chat, cardMessageId(card), all?.callback_data ?? '');
    const end = await fake.waitForCall(
      (c) => c.method === 'editMessageText' && toAlice(c) && /^All as MP3 192: done/.test(textOf(c)),
      { since },
    );
    expect(textOf(end)).toBe('All as MP3 192: done, 2 of 2 files sent.');
    const batch = { kind: 'playlist_batch', surface: 'telegram', outcome: 'ok', code: 'none' };
    const after = await scrapeUntil(
      (f) => sampleSum(f, 'media_fetcher_jobs_total', batch) > sampleSum(before, 'media_fetcher_jobs_total', batch),
    );
    const delta = moved(before, after);
    expect(delta('media_fetcher_jobs_total', batch)).toBe(1);
    expect(delta('media_fetcher_job_duration_seconds_count', { kind: 'playlist_batch', surface: 'telegram' })).toBe(1);
    // The playlist's own lookup, then each entry's lookup and download.
    expect(delta('media_fetcher_jobs_total', { kind: 'info', surface: 'telegram', outcome: 'ok' })).toBe(3);
    expect(delta('media_fetcher_jobs_total', { kind: 'download', surface: 'telegram', outcome: 'ok' })).toBe(2);
    expect(delta('media_fetcher_bot_uploads_total', { platform: 'telegram', outcome: 'ok' })).toBe(2);
  });

  it("counts a Discord bot's interactions, REST errors, upload and jobs", async () => {
    const discord = await startFakeDiscord({ filesDir: path.join(app.dataDir, 'discord-uploads') });
    const { services } = app;
    const discordBot = await startDiscordBot({
      token: discord.token,
      applicationId: discord.applicationId,
      apiRoot: discord.apiRoot,
      readMessages: false,
      media: services.media,
      usage: services.usage,
      db: services.database,
      links: services.links,
      logger: { debug() {}, info() {}, warn() {}, error() {} },
      maxUploadMb: 8,
      statusIntervalMs: 200,
      tmpDir: path.join(app.dataDir, 'discord-tmp'),
      metrics: services.metrics?.bots,
    });
    try {
      const user = { id: '100000000000004242', username: 'carol' };
      const before = await scrape();
      const { card } = await openCard(discord, {
        user,
        url: fixtures.url(FIXTURE_PATHS.page),
        attachmentSizeLimit: BIG_ATTACHMENT_SIZE_LIMIT,
      });
      // A 500 on the reply's next edit: discord.js retries it, the REST event shows the error.
      discord.failNext(/^\/webhooks\/\d+\/[^/]+\/messages\/@original$/, { method: 'PATCH', status: 500 });
      const press = pressMp3(discord, { user, card, quality: 128, attachmentSizeLimit: BIG_ATTACHMENT_SIZE_LIMIT });
      const { file } = await waitForUpload(discord, press.token);
      const delivered = { kind: 'download', surface: 'discord', outcome: 'ok', code: 'none' };
      const after = await scrapeUntil(
        (f) =>
          sampleSum(f, 'media_fetcher_jobs_total', delivered) >
          sampleSum(before, 'media_fetcher_jobs_total', delivered),
      );
      const delta = moved(before, after);
      expect(delta('media_fetcher_bot_updates_total', { platform: 'discord' })).toBe(2);
      expect(delta('media_fetcher_bot_update_failures_total')).toBe(0);
      expect(delta('media_fetcher_bot_api_errors_total', { platform: 'discord', code: '500' })).toBe(1);
      expect(delta('media_fetcher_bot_uploads_total', { platform: 'discord', outcome: 'ok' })).toBe(1);
      expect(delta('media_fetcher_jobs_total', { kind: 'info', surface: 'discord', outcome: 'ok' })).toBe(1);
      expect(delta('media_fetcher_jobs_total', delivered)).toBe(1);
      expect(delta('media_fetcher_bytes_sent_total', { surface: 'discord' })).toBe(file.size);
    } finally {
      await discordBot.stop();
      await discord.close();
    }
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
