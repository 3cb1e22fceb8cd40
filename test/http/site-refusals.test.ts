/**
 * A site refusing this server (issue 44), through a built instance on loopback: the pinned
 * yt-dlp's own bot-check line (printed by a stand-in: no live site may be used) is the code
 * site_refused in words, in English and in Arabic; the owner hears of ten refusals once, in the
 * fake Telegram chat; the metric counts them; then the site cools off, its lookups answered at
 * once without a yt-dlp run, a cached link still answered, and the first lookup that works ends it.
 * With two cookie sets for a signed-in site and the bot check met only with the first, that set is
 * put aside (the owner told), the second read once, and the next lookup goes to the second at once;
 * a 429 (aimed at the server's address) puts no set aside and tries no other.
 */
import { createReadStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { downloadUrl, postInfo } from '../support/app-harness.js';
import { type BuiltProcess, buildDist, startBuiltProcess } from '../support/built-process.js';
import { type FakeTelegramServer, type RecordedCall, startFakeTelegram } from '../support/fake-telegram.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';
import { parsePrometheusText, sampleSum } from '../support/prometheus-text.js';
import { pinnedYtdlpError, type RefusingYtdlp, writeRefusingYtdlp, youtubeReasons } from '../support/refusing-ytdlp.js';
import { cookieLine, type SessionSite, startSessionSite } from '../support/session-site.js';
import { untilTestTimeout } from '../support/test-deadline.js';

const OWNER = 4242;
/** Ten refusals reach the site before it cools off: the owner must still hear of them once. */
const LIMIT = 10;
const COOLING_S = 2;

let dir: string;
let dataDir: string;
let fixtures: FixtureServer;
let site: SessionSite;
let telegram: FakeTelegramServer;
let ytdlp: RefusingYtdlp;
let built: BuiltProcess;

beforeAll(async () => {
  buildDist();
  dir = mkdtempSync(path.join(os.tmpdir(), 'site-refusals-'));
  dataDir = path.join(dir, 'data');
  ytdlp = writeRefusingYtdlp();
  [fixtures, telegram] = await Promise.all([
    startFixtureServer(inject('fixturesDir')),
    startFakeTelegram({ uploadDir: path.join(dir, 'uploads') }),
  ]);
  site = await startSessionSite(fixtures.url(FIXTURE_PATHS.directMp4));
  built = await startBuiltProcess({
    DATA_DIR: dataDir,
    ALLOW_PRIVATE_URLS: 'true',
    YTDLP_PATH: ytdlp.binary,
    TELEGRAM_BOT_TOKEN: telegram.token,
    TELEGRAM_API_ROOT: telegram.apiRoot,
    OWNER_IDS: `telegram:${OWNER}`,
    SITE_REFUSAL_LIMIT: String(LIMIT),
    SITE_COOLING_FIRST_S: String(COOLING_S),
  });
});

afterAll(async () => {
  built?.child.kill('SIGTERM');
  await built?.exited;
  await Promise.all([fixtures?.close(), telegram?.close(), site?.close()]);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const ownerNotices = (): RecordedCall[] =>
  telegram.callsOf('sendMessage').filter((call) => Number(call.params.chat_id) === OWNER);

async function refusalsMetric(match: Record<string, string>): Promise<number> {
  const text = await (await fetch(`${built.baseUrl}/metrics`)).text();
  return sampleSum(parsePrometheusText(text), 'media_fetcher_site_refusals_total', match);
}

describe('a site that asks this server to prove it is not a bot', () => {
  it('is said in words in English and Arabic, told to the owner once for ten refusals, counted, then left alone', async () => {
    // A link read while the site still answered: cached, it keeps working through the cooling-off.
    const cachedLink = fixtures.url(FIXTURE_PATHS.directMp4);
    expect((await postInfo(built.baseUrl, cachedLink)).status).toBe(200);

    ytdlp.refuse(pinnedYtdlpError(youtubeReasons.botCheck));
    const link = (n: number) => fixtures.url(`/watch?v=refused${n}`);
    const runsBefore = ytdlp.runs(dataDir);
    const english = await postInfo(built.baseUrl, link(0));
    expect(english.status).toBe(503);
    expect(english.body).toEqual({
      code: 'site_refused',
      error: translate('en', 'error-code-site-refused', { site: 'YouTube' }),
    });
    expect(english.body.error).toMatch(/^YouTube is refusing this server/);
    const arabic = await postInfo(built.baseUrl, link(1), { 'accept-language': 'ar' });
    expect(arabic.status).toBe(503);
    expect(arabic.body).toEqual({
      code: 'site_refused',
      error: translate('ar', 'error-code-site-refused', { site: 'YouTube' }),
    });
    expect(arabic.body.error).toMatch(/[\u0600-\u06FF]/);
    for (let n = 2; n < LIMIT; n++) expect((await postInfo(built.baseUrl, link(n))).status).toBe(503);
    expect(ytdlp.runs(dataDir) - runsBefore).toBe(LIMIT);

    // Told once, in the owner's chat, with what helps.
    const notice = await telegram.waitForCall(
      (call) => call.method === 'sendMessage' && Number(call.params.chat_id) === OWNER,
    );
    expect(String(notice.params.text)).toContain('YouTube');
    expect(String(notice.params.text)).toContain('YTDLP_COOKIES_FILE');
    expect(String(notice.params.text)).toMatch(/PO-token/);
    expect(ownerNotices()).toHaveLength(1);
    expect(await refusalsMetric({ class: 'bot_check' })).toBe(LIMIT);
    expect(await refusalsMetric({ site: 'other', class: 'bot_check' })).toBe(LIMIT);

    // Cooling off: the same answer at once, with no yt-dlp run; the cached link is still answered.
    const cooled = await fetch(`${built.baseUrl}/api/info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: link(99) }),
    });
    expect(cooled.status).toBe(503);
    expect(((await cooled.json()) as { code: string }).code).toBe('site_refused');
    expect(Number(cooled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(cooled.headers.get('retry-after'))).toBeLessThanOrEqual(COOLING_S);
    expect((await postInfo(built.baseUrl, cachedLink)).status).toBe(200);
    expect(ytdlp.runs(dataDir) - runsBefore).toBe(LIMIT);
    expect(ownerNotices()).toHaveLength(1);

    const health = (await (await fetch(`${built.baseUrl}/api/health`)).json()) as {
      warnings: string[];
      siteRefusals: { refusals: { site: string; class: string; count: number }[]; coolingOff: { site: string }[] };
    };
    expect(health.siteRefusals.refusals).toContainEqual(
      expect.objectContaining({ site: '127.0.0.1', class: 'bot_check', count: LIMIT }),
    );
    expect(health.warnings.some((line) => line.startsWith('YouTube'))).toBe(true);
    // The owner's dashboard, in the language it asks in.
    const token = readFileSync(path.join(dataDir, 'owner-token'), 'utf8').trim();
    const dashboard = (await (
      await fetch(`${built.baseUrl}/api/admin`, {
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'ar' },
      })
    ).json()) as { siteRefusals: { refusals: { class: string; count: number; text: string }[] } };
    const line = dashboard.siteRefusals.refusals.find((refusal) => refusal.class === 'bot_check');
    expect(line).toMatchObject({ count: LIMIT });
    expect(line?.text).toContain('YouTube');
    expect(line?.text).toContain(translate('ar', 'refusal-class-bot-check'));

    // The site answers again: the first lookup after the cooling-off reaches it, and works.
    ytdlp.refuse(undefined);
    const fresh = fixtures.url(`${FIXTURE_PATHS.directMp4}?after=cooling`);
    await expect.poll(async () => (await postInfo(built.baseUrl, fresh)).status, untilTestTimeout(100)).toBe(200);
    // That success ended it: one refusal now is counted afresh (no cooling-off at once), so the next
    // lookup reaches the site again.
    ytdlp.refuse(pinnedYtdlpError(youtubeReasons.botCheck));
    const runsAfter = ytdlp.runs(dataDir);
    expect((await postInfo(built.baseUrl, link(100))).status).toBe(503);
    expect((await postInfo(built.baseUrl, link(101))).status).toBe(503);
    expect(ytdlp.runs(dataDir) - runsAfter).toBe(2);
    ytdlp.refuse(undefined);
  });
});

describe("a site's other refusals", () => {
  it.each([
    ['a private video', youtubeReasons.privateVideo, 'sign_in_required', 'sign_in'],
    ["YouTube's age check", youtubeReasons.ageCheck, 'age_restricted', 'age_check'],
  ])(
    "%s (the pinned yt-dlp's line) is its own code, status and sentence",
    async (_what, reason, code, refusalClass) => {
      ytdlp.refuse(pinnedYtdlpError(reason));
      try {
        const answer = await postInfo(built.baseUrl, fixtures.url(`/watch?v=${code}`), { 'accept-language': 'fa' });
        expect(answer.status).toBe(422);
        expect(answer.body).toEqual({
          code,
          error: translate('fa', `error-code-${code.replaceAll('_', '-')}`, { site: 'YouTube' }),
        });
        expect(await refusalsMetric({ class: refusalClass })).toBe(1);
      } finally {
        ytdlp.refuse(undefined);
      }
    },
  );

  it('a format whose bytes the site refuses with 403, though its page read fine, is format_blocked', async () => {
    // The fixture page and its file, on a site that refuses the file's bytes once `blocked` (after the lookup).
    const fixturesDir = inject('fixturesDir');
    const page = readFileSync(path.join(fixturesDir, 'page.html'), 'utf8');
    let blocked = false;
    const site: Server = createServer((request, response) => {
      const { port } = site.address() as AddressInfo;
      if (request.url === '/page.html') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(page.replaceAll('{{BASE}}', `http://127.0.0.1:${port}`));
      } else if (request.url === FIXTURE_PATHS.directMp4 && !blocked) {
        response.writeHead(200, { 'content-type': 'video/mp4' });
        createReadStream(path.join(fixturesDir, 'direct.mp4')).pipe(response);
      } else {
        response.writeHead(403, { 'content-type': 'text/plain' });
        response.end('forbidden');
      }
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = site.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}/page.html`;
      const info = await postInfo(built.baseUrl, url);
      expect(info.status, JSON.stringify(info.body)).toBe(200);
      const format = info.body.formats[0];
      blocked = true;
      const response = await fetch(
        downloadUrl(built.baseUrl, {
          url,
          selector: format.selector,
          ext: format.ext,
          kind: format.kind,
          title: 'blocked',
        }),
      );
      const body = await response.json();
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(body).toEqual({
        code: 'format_blocked',
        error: translate('en', 'error-code-format-blocked', { site: '127.0.0.1' }),
      });
      expect(await refusalsMetric({ site: 'other', class: 'format_blocked' })).toBe(1);
    } finally {
      await new Promise((resolve) => site.close(resolve));
    }
  });
});

describe('a cookie set the site meets with its bot check', () => {
  const owner = () => ({
    authorization: `Bearer ${readFileSync(path.join(dataDir, 'owner-token'), 'utf8').trim()}`,
  });
  async function cookieSets(method: string, route: string, body?: object) {
    const response = await fetch(`${built.baseUrl}/api/admin/cookies${route}`, {
      method,
      headers: { ...owner(), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return (await response.json()) as { set: { id: string }; sets: Record<string, unknown>[] };
  }

  it('is put aside, the owner told, and the next set read once; the next lookup goes to that set', async () => {
    // Both sets sign in; only the first one's runs meet YouTube's bot check (the stand-in reads the file it gets).
    const setOf = (marker: string) => `${cookieLine('session', site.session)}\n${cookieLine(marker, 'x')}\n`;
    const first = (await cookieSets('POST', '', { cookies: setOf('first') })).set.id;
    const second = (await cookieSets('POST', '', { cookies: setOf('second') })).set.id;
    ytdlp.refuse(pinnedYtdlpError(youtubeReasons.botCheck), 'first');
    try {
      const runs = () => [ytdlp.runs(dataDir, 'first'), ytdlp.runs(dataDir, 'second')];
      const [firstRuns, secondRuns] = runs();
      const read = await postInfo(built.baseUrl, site.url('/members/bot-check'));
      expect(read.status, JSON.stringify(read.body)).toBe(200);
      expect(runs()).toEqual([(firstRuns ?? 0) + 1, (secondRuns ?? 0) + 1]);
      const { sets } = await cookieSets('GET', '');
      expect(sets.find((set) => set.id === first)).toMatchObject({ lastOutcome: 'site_refused' });
      expect(Date.parse(String(sets.find((set) => set.id === first)?.asideUntil))).toBeGreaterThan(Date.now());
      expect(sets.find((set) => set.id === second)).toMatchObject({ lastOutcome: 'ok', asideUntil: null });
      const aside = translate('en', 'owner-cookies-aside', { site: '127.0.0.1', code: 'site_refused', hours: 6 });
      await telegram.waitForCall((c) => c.method === 'sendMessage' && c.params.text === aside);

      const next = await postInfo(built.baseUrl, site.url('/members/bot-check-again'));
      expect(next.status, JSON.stringify(next.body)).toBe(200);
      expect(runs()).toEqual([(firstRuns ?? 0) + 1, (secondRuns ?? 0) + 2]);
    } finally {
      ytdlp.refuse(undefined);
      for (const id of [first, second]) await cookieSets('DELETE', `/${id}`);
    }
  });

  it("is kept when the site answers 429, which is aimed at the server's address: no other set is tried", async () => {
    const setOf = (marker: string) => `${cookieLine('session', site.session)}\n${cookieLine(marker, 'x')}\n`;
    const first = (await cookieSets('POST', '', { cookies: setOf('first') })).set.id;
    const second = (await cookieSets('POST', '', { cookies: setOf('second') })).set.id;
    ytdlp.refuse('ERROR: [generic] Unable to download webpage: HTTP Error 429: Too Many Requests');
    try {
      const before = ytdlp.runs(dataDir);
      const read = await postInfo(built.baseUrl, site.url('/members/too-many'));
      expect(read.status).toBe(503);
      expect(read.body).toMatchObject({ code: 'site_refused' });
      expect(ytdlp.runs(dataDir)).toBe(before + 1);
      const { sets } = await cookieSets('GET', '');
      for (const id of [first, second]) expect(sets.find((set) => set.id === id)).toMatchObject({ asideUntil: null });
    } finally {
      ytdlp.refuse(undefined);
      for (const id of [first, second]) await cookieSets('DELETE', `/${id}`);
    }
  });
});
