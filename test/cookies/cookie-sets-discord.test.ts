/**
 * Cookie sets (issue 44) through a built instance with the real discord.js client on the fake
 * gateway and the real yt-dlp: a cookies.txt attached to `/cookies` in the owner's DM is added (its
 * bytes read from the fake's CDN only) and a signed-in page then reads; a guest's is refused in
 * words and never fetched. A download whose yt-dlp fetches the signed-in HLS gets the set's file
 * too: the cookie the site rotates while the download runs is written back, so the next lookup
 * works. No cookie value reaches a Discord message, the log or an answer.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { downloadUrl, postInfo } from '../support/app-harness.js';
import { type BuiltProcess, buildDist, startBuiltProcess } from '../support/built-process.js';
import {
  callbackData,
  type FakeDiscord,
  type FakeUser,
  startFakeDiscord,
  waitForReply,
} from '../support/fake-discord.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { FIXTURE_PATHS, writeYtdlpOnlyHlsFixture } from '../support/fixtures.js';
import { cookieLine, type SessionSite, startSessionSite } from '../support/session-site.js';
import { untilTestTimeout } from '../support/test-deadline.js';

const owner: FakeUser = { id: '100000000000000044', username: 'owner' };
const guest: FakeUser = { id: '100000000000000045', username: 'guest' };

let dir: string;
let fixtures: FixtureServer;
let site: SessionSite;
let discord: FakeDiscord;
let built: BuiltProcess;
/** Every answer's text, searched for cookie values at the end. */
const answers: string[] = [];
/** Cookie values the site gave, searched for too. */
const seen: string[] = [];

beforeAll(async () => {
  buildDist();
  dir = mkdtempSync(path.join(os.tmpdir(), 'cookie-sets-discord-'));
  const hlsDir = path.join(dir, 'hls');
  const playlist = await writeYtdlpOnlyHlsFixture(inject('fixturesDir'), hlsDir);
  [fixtures, discord] = await Promise.all([
    startFixtureServer(inject('fixturesDir')),
    startFakeDiscord({ filesDir: path.join(dir, 'discord-uploads') }),
  ]);
  site = await startSessionSite(fixtures.url(FIXTURE_PATHS.directMp4), { dir: hlsDir, playlist });
  built = await startBuiltProcess({
    DATA_DIR: path.join(dir, 'data'),
    ALLOW_PRIVATE_URLS: 'true',
    DISCORD_BOT_TOKEN: discord.token,
    DISCORD_APPLICATION_ID: discord.applicationId,
    DISCORD_API_ROOT: discord.apiRoot,
    OWNER_IDS: `discord:${owner.id}`,
  });
  // The bot starts after the server is ready; what the fake dispatches after READY, discord.js takes.
  await discord.waitFor(() => discord.identifies.length > 0, undefined, 'the bot’s IDENTIFY');
});

afterAll(async () => {
  built?.child.kill('SIGTERM');
  await built?.exited;
  await Promise.all([fixtures?.close(), discord?.close(), site?.close()]);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function lookup(link: string) {
  const answer = await postInfo(built.baseUrl, link);
  answers.push(JSON.stringify(answer.body));
  return answer;
}

/** `/cookies` with `text` attached (saying it is `size` bytes), from `user` in the bot's DM. */
function sendCookies(user: FakeUser, text: string, size?: number) {
  const file = discord.attachFile('cookies.txt', text, size);
  const interaction = discord.slashCommand({
    user,
    name: 'cookies',
    options: [{ name: 'file', type: 11, value: file.id }],
    attachments: [file],
  });
  return { file, interaction };
}

const pathOf = (url: string) => new URL(url).pathname;

/** When the one cookie set was last used, as the owner's route lists it. */
async function lastUse(): Promise<number> {
  const token = readFileSync(path.join(dir, 'data', 'owner-token'), 'utf8').trim();
  const response = await fetch(`${built.baseUrl}/api/admin/cookies`, { headers: { authorization: `Bearer ${token}` } });
  const { sets } = (await response.json()) as { sets: { lastUsedAt: string | null }[] };
  return Date.parse(sets[0]?.lastUsedAt ?? '') || 0;
}

/** The stored text of the one cookie set, read-only (the built instance owns the file). */
function storedCookies(): string {
  const db = new Database(path.join(dir, 'data', 'app.db'), { readonly: true });
  try {
    return (db.prepare('select content from cookie_sets').get() as { content: string } | undefined)?.content ?? '';
  } finally {
    db.close();
  }
}

describe('a cookies.txt attached to /cookies in the Discord DM', () => {
  it("is the owner's to add: a guest's is refused unread, the owner's is read from the CDN and used", async () => {
    const without = await lookup(site.url('/members/a'));
    expect(without.body.code).toBe('sign_in_required');

    seen.push(site.rot());
    const text = `${cookieLine('session', site.session)}\n${cookieLine('rot', site.rot())}\n`;
    const refused = sendCookies(guest, text);
    const reply = await discord.waitFor(() => discord.original(refused.interaction.token));
    expect(reply.content).toBe(translate('en', 'error-cookies-owner-only'));
    const guestCallback = discord.callsTo(new RegExp(`^/interactions/${refused.interaction.id}/`))[0];
    expect(guestCallback && callbackData(guestCallback).flags).toBe(64);

    // A file that says it is over the cap is refused before a byte of it is read.
    const tooLarge = sendCookies(owner, text, 300 * 1024).interaction;
    const capped = translate('en', 'error-cookies-too-large', { kb: 256 });
    await waitForReply(discord, tooLarge.token, (message) => message.content === capped, 'the size refused');

    const sent = sendCookies(owner, text);
    const added = translate('en', 'cookies-added', { count: 2, sites: '127.0.0.1' });
    await waitForReply(discord, sent.interaction.token, (message) => message.content === added, 'the set added');
    // Only the owner's attachment was fetched, from the URL Discord gave.
    expect(discord.cdn.fetches).toEqual([pathOf(sent.file.url)]);

    const withSet = await lookup(site.url('/members/b'));
    expect(withSet.status, JSON.stringify(withSet.body)).toBe(200);
    expect(withSet.body.title).toBe('Members');
  });

  it("a download's yt-dlp gets the set's file: the cookie the site rotates meanwhile is kept", async () => {
    const page = site.url('/members-hls/1');
    const info = await lookup(page);
    expect(info.status, JSON.stringify(info.body)).toBe(200);
    const format = info.body.formats.at(-1);
    const before = site.rot();
    const started = Date.now();
    const response = await fetch(
      downloadUrl(built.baseUrl, { url: page, selector: format.selector, ext: 'mkv', kind: 'video', title: 'hls' }),
    );
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.status, body.subarray(0, 300).toString()).toBe(200);
    // Matroska's EBML magic, and more than a header.
    expect(body.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(body.length).toBeGreaterThan(10_000);
    // The site replaced the cookie while the download's yt-dlp fetched the segments.
    expect(site.rot()).not.toBe(before);
    seen.push(before, site.rot());

    // The use is recorded once the job has ended (after the answer's last byte, it may be): then the next lookup
    // is read with the value the download's yt-dlp wrote back (the one before is refused now).
    await expect.poll(lastUse, untilTestTimeout()).toBeGreaterThanOrEqual(started);
    // The lookup before the download records a use too, and under load after `started`: wait for the write-back.
    await expect.poll(storedCookies, untilTestTimeout()).toContain(site.rot());
    const after = await lookup(site.url('/rotating/after-download'));
    expect(after.status, JSON.stringify(after.body)).toBe(200);
  });

  it('no cookie value reaches a Discord message, the log or an answer', async () => {
    // The expiry notice (the set's cookies expire in a day) went to the owner's DM.
    const notice = translate('en', 'owner-cookies-expiring', { sites: '127.0.0.1', days: 1 });
    await discord.waitFor(() =>
      discord.callsTo(/^\/channels\/\d+\/messages$/, 'POST').find((c) => c.body?.content === notice),
    );
    const messages = discord.calls.map((call) => JSON.stringify(call.body ?? {}));
    const secrets = [site.session, site.rot(), ...site.rotations, ...seen];
    for (const text of [built.output(), ...answers, ...messages]) {
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
  });
});
