/**
 * The owner's cookie sets (issue 44, part 3) through a built instance on loopback, with the real
 * yt-dlp and a site that shows its media only to a signed-in visitor (test/support/session-site.ts):
 * without cookies the lookup is sign_in_required in words; a guest cannot add a set and a wrong
 * line is named; a set added through the dashboard's route makes the lookup work; a set the site
 * refuses is put aside (the owner told in the fake Telegram chat) and the next one tried once; a
 * site that rotates its cookie keeps working over three lookups on the value yt-dlp wrote back;
 * and no cookie value reaches the log, an answer, the metrics or a chat message.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { postInfo } from '../support/app-harness.js';
import { type BuiltProcess, buildDist, startBuiltProcess } from '../support/built-process.js';
import { type FakeTelegramServer, privateChat, startFakeTelegram } from '../support/fake-telegram.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';
import { cookieLine, type SessionSite, startSessionSite } from '../support/session-site.js';

const OWNER = 5151;
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);

let dir: string;
let dataDir: string;
let fixtures: FixtureServer;
let site: SessionSite;
let telegram: FakeTelegramServer;
let built: BuiltProcess;
/** Every answer's text, searched for cookie values at the end. */
const answers: string[] = [];

beforeAll(async () => {
  buildDist();
  dir = mkdtempSync(path.join(os.tmpdir(), 'cookie-sets-'));
  dataDir = path.join(dir, 'data');
  [fixtures, telegram] = await Promise.all([
    startFixtureServer(inject('fixturesDir')),
    startFakeTelegram({ uploadDir: path.join(dir, 'uploads') }),
  ]);
  site = await startSessionSite(fixtures.url(FIXTURE_PATHS.directMp4));
  built = await startBuiltProcess({
    DATA_DIR: dataDir,
    ALLOW_PRIVATE_URLS: 'true',
    TELEGRAM_BOT_TOKEN: telegram.token,
    TELEGRAM_API_ROOT: telegram.apiRoot,
    OWNER_IDS: `telegram:${OWNER}`,
  });
});

afterAll(async () => {
  built?.child.kill('SIGTERM');
  await built?.exited;
  await Promise.all([fixtures?.close(), telegram?.close(), site?.close()]);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const ownerAuth = () => ({
  authorization: `Bearer ${readFileSync(path.join(dataDir, 'owner-token'), 'utf8').trim()}`,
});

async function call(method: string, route: string, body?: object, headers: Record<string, string> = ownerAuth()) {
  const response = await fetch(`${built.baseUrl}${route}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  answers.push(text);
  return { status: response.status, body: JSON.parse(text) };
}

async function lookup(link: string) {
  const answer = await postInfo(built.baseUrl, link);
  answers.push(JSON.stringify(answer.body));
  return answer;
}

const setsNow = async () => (await call('GET', '/api/admin/cookies')).body.sets as Record<string, unknown>[];

describe('cookie sets the owner manages', () => {
  it('a signed-in site: sign_in_required without a set, refused for a guest, read with the owner’s set', async () => {
    const without = await lookup(site.url('/members/a'));
    expect(without.status).toBe(422);
    expect(without.body).toEqual({
      code: 'sign_in_required',
      error: translate('en', 'error-code-sign-in-required', { site: '127.0.0.1' }),
    });

    const file = `# Netscape HTTP Cookie File\n${cookieLine('session', site.session)}\n`;
    const guest = await call('POST', '/api/admin/cookies', { cookies: file }, {});
    expect(guest.status).toBe(401);
    expect(guest.body.error).toMatch(/owner/i);
    const wrong = await call('POST', '/api/admin/cookies', { cookies: `${file}not a cookie line\n` });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      code: 'invalid_cookies',
      error: translate('en', 'error-cookies-bad-line', { line: 3 }),
    });
    expect(await setsNow()).toEqual([]);

    // A stale set first: the site answers it with its sign-in page, so it is put aside and the next one read.
    const stale = await call('POST', '/api/admin/cookies', {
      cookies: `${cookieLine('session', 'stale-session-value')}\n`,
    });
    expect(stale.status).toBe(200);
    const good = await call('POST', '/api/admin/cookies', {
      cookies: `${file}${cookieLine('rot', site.rot())}\n`,
    });
    expect(good.status).toBe(200);
    expect(good.body.set).toMatchObject({ sites: ['127.0.0.1'], cookieCount: 2, lastUsedAt: null });

    const withSet = await lookup(site.url('/members/b'));
    expect(withSet.status).toBe(200);
    expect(withSet.body.title).toBe('Members');
    const [staleSet, goodSet] = await setsNow();
    expect(staleSet).toMatchObject({ id: stale.body.set.id, lastOutcome: 'sign_in_required' });
    expect(Date.parse(String(staleSet?.asideUntil))).toBeGreaterThan(Date.now());
    expect(goodSet).toMatchObject({ id: good.body.set.id, lastOutcome: 'ok', asideUntil: null });
    const notice = await telegram.waitForCall(
      (c) =>
        c.method === 'sendMessage' && Number(c.params.chat_id) === OWNER && /put aside/.test(String(c.params.text)),
    );
    expect(String(notice.params.text)).toContain('127.0.0.1');
  });

  it('a site that rotates its cookie keeps working over three lookups on the value written back', async () => {
    for (const n of [1, 2, 3]) {
      const answer = await lookup(site.url(`/rotating/${n}`));
      expect(answer.status).toBe(200);
    }
    // Each lookup sent the value the last one got: three different values, each taken once.
    expect(site.rotations).toHaveLength(3);
    expect(new Set(site.rotations).size).toBe(3);
  });

  it('the command and the dashboard add, list and remove sets in the database the instance reads', async () => {
    const cli = (...args: string[]) =>
      run(process.execPath, [path.join(ROOT, 'dist/src/cli/cookies.js'), ...args], {
        cwd: dir,
        env: {
          PATH: process.env.PATH,
          DATA_DIR: dataDir,
          TELEGRAM_BOT_TOKEN: telegram.token,
          TELEGRAM_API_ROOT: telegram.apiRoot,
          OWNER_IDS: `telegram:${OWNER}`,
        },
      }).then(
        (done) => ({ code: 0, out: done.stdout, err: done.stderr }),
        (failed: { code: number; stdout: string; stderr: string }) => ({
          code: failed.code,
          out: failed.stdout,
          err: failed.stderr,
        }),
      );
    const file = path.join(dir, 'cookies.txt');
    writeFileSync(file, `${cookieLine('cli', 'cli-cookie-value')}\n\tbroken\n`);
    const wrong = await cli('add', file);
    expect(wrong.code).toBe(1);
    expect(wrong.err).toContain(translate('en', 'error-cookies-bad-line', { line: 2 }));
    writeFileSync(file, `${cookieLine('cli', 'cli-cookie-value')}\n`);
    const added = await cli('add', file);
    expect(added.code).toBe(0);
    const { added: id } = JSON.parse(added.out) as { added: string };
    expect((await setsNow()).map((set) => set.id)).toContain(id);
    expect((await cli('list')).out).toContain(id);
    expect((await cli('remove', id)).code).toBe(0);
    expect((await setsNow()).map((set) => set.id)).not.toContain(id);
    const [first] = await setsNow();
    expect((await call('DELETE', `/api/admin/cookies/${String(first?.id)}`)).body).toEqual({ removed: true });
    expect((await call('DELETE', `/api/admin/cookies/${String(first?.id)}`)).status).toBe(404);
    for (const out of [wrong, added]) answers.push(out.out, out.err);
  });

  it("a document in the owner's Telegram chat is added as a set; a guest's is refused in words", async () => {
    const owner = { id: OWNER, first_name: 'Owner', language_code: 'en' };
    const guest = { id: OWNER + 1, first_name: 'Guest', language_code: 'en' };
    const file = `${cookieLine('tg', 'telegram-cookie-value')}\n`;
    const since = telegram.calls.length;
    telegram.sendDocument(guest, privateChat(guest), 'cookies.txt', file);
    const refused = await telegram.waitForCall(
      (c) => c.method === 'sendMessage' && Number(c.params.chat_id) === guest.id,
      { since },
    );
    expect(String(refused.params.text)).toBe(translate('en', 'error-cookies-owner-only'));
    telegram.sendDocument(owner, privateChat(owner), 'cookies.txt', file);
    const added = translate('en', 'cookies-added', { count: 1, sites: '127.0.0.1' });
    await telegram.waitForCall(
      (c) => c.method === 'sendMessage' && Number(c.params.chat_id) === OWNER && c.params.text === added,
      { since },
    );
    expect((await setsNow()).filter((set) => set.cookieCount === 1 && set.lastUsedAt === null)).toHaveLength(1);
  });

  it('the owner is told once per set, three days before its cookies expire', async () => {
    // Every set added here expires in a day (cookieLine): the stale, the good, the Telegram and the command's.
    const expiring = translate('en', 'owner-cookies-expiring', { sites: '127.0.0.1', days: 1 });
    const told = () =>
      telegram.calls.filter(
        (c) => c.method === 'sendMessage' && c.params.text === expiring && Number(c.params.chat_id) === OWNER,
      );
    await telegram.waitForCall(() => told().length >= 4);
    expect(told()).toHaveLength(4);
  });

  it('no cookie value reaches the log, an answer, the metrics or a chat message', async () => {
    answers.push(await (await fetch(`${built.baseUrl}/metrics`)).text());
    answers.push(await (await fetch(`${built.baseUrl}/api/health`)).text());
    await call('GET', '/api/admin');
    const chats = telegram.calls.map((c) => JSON.stringify(c.params));
    const secrets = [
      site.session,
      ...site.rotations,
      site.rot(),
      'stale-session-value',
      'cli-cookie-value',
      'telegram-cookie-value',
    ];
    for (const text of [built.output(), ...answers, ...chats]) {
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
  });
});
