/**
 * The cookie sets' store is the same on SQLite and PostgreSQL (a real server, the suite's): a set
 * added, found for its site only, written back after a use, put aside after a refusal (the next
 * one then first) but not for a blocked format, and its expiry told once though two instances look.
 */
import { describe, expect, it } from 'vitest';
import { CookieSets } from '../../src/cookies/index.js';
import { siteRefusalError } from '../../src/media/index.js';
import { dialectDatabases } from '../support/dialect-databases.js';

const open = dialectDatabases('cookie-store');

const quiet = { warn() {}, info() {} };
const line = (domain: string, name: string, value: string, expiresS: number) =>
  [domain, 'FALSE', '/', 'FALSE', String(expiresS), name, value].join('\t');

describe.each(['sqlite', 'postgres'] as const)('cookie sets on %s', (dialect) => {
  it('keep, find, write back, put aside and tell of expiry the same way', async () => {
    const database = await open(dialect);
    const told: string[] = [];
    const now = Date.now();
    const sets = new CookieSets({ database, logger: quiet, chats: [async (text) => void told.push(text)] });
    const inDays = (days: number) => Math.floor(now / 1000) + days * 86_400;
    const first = await sets.add(`${line('.youtube.com', 'SID', 'one', inDays(30))}\n`);
    const second = await sets.add(`${line('.youtube.com', 'SID', 'two', inDays(2))}\n`);
    await sets.add(`${line('vimeo.com', 'v', 'x', 0)}\n`);
    expect(first.sites).toEqual(['youtube']);

    const youtube = new URL('https://www.youtube.com/watch?v=x');
    expect((await sets.forLink(youtube)).map((s) => s.id)).toEqual([first.id, second.id]);
    expect(await sets.forLink(new URL('https://example.org/v'))).toEqual([]);

    // A use keeps the file as yt-dlp wrote it back (a rotated value), and puts the other set first next time.
    const rotated = `# Netscape HTTP Cookie File\n${line('.youtube.com', 'SID', 'rotated', inDays(30))}\n`;
    await sets.used({ id: first.id, link: youtube, after: rotated });
    const next = await sets.forLink(youtube);
    expect(next.map((s) => s.id)).toEqual([second.id, first.id]);
    expect(next[1]?.content).toBe(rotated);

    // A format the site blocks (a 403 on a download's bytes) says nothing of the set: it stays offered.
    const blocked = siteRefusalError('format_blocked', 'YouTube');
    await sets.used({ id: first.id, link: youtube, after: undefined, error: blocked });
    expect((await sets.forLink(youtube)).map((s) => s.id)).toEqual([second.id, first.id]);

    // A refusal puts the set aside: only the other one is offered, and the owner is told.
    await sets.used({
      id: second.id,
      link: youtube,
      after: undefined,
      error: siteRefusalError('bot_check', 'YouTube'),
    });
    expect((await sets.forLink(youtube)).map((s) => s.id)).toEqual([first.id]);
    expect(told.some((text) => text.includes('site_refused'))).toBe(true);
    const listed = await sets.list();
    expect(listed.find((s) => s.id === second.id)).toMatchObject({ lastOutcome: 'site_refused' });
    expect(JSON.stringify(listed)).not.toMatch(/one|two|rotated/);

    // Two days left on the second set: told once, though another instance looks too.
    const other = new CookieSets({ database, logger: quiet, chats: [async (text) => void told.push(text)] });
    await Promise.all([sets.warnExpiring(), other.warnExpiring()]);
    expect(told.filter((text) => text.includes('expires within'))).toHaveLength(1);
  });
});
