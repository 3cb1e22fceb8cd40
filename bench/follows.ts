/**
 * Follows (issue 46): BENCH_FOLLOWS (default 1000) followed RSS feeds on loopback, checked by one
 * built instance in one period (the owner's "check now" rounds, 50 follows each, one after another),
 * twice: the time a period's checks take, the server's CPU for them, its RSS after each period
 * (flat across periods), and the time from an entry's appearance to its file in the chat (a check
 * of its feed and the delivery; a real period adds the wait for that check, FOLLOW_CHECK_INTERVAL_S
 * at most). Part of `npm run bench`; alone: `tsx bench/follows.ts`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/index.js';
import { createFollow } from '../src/follows/index.js';
import { startFakeTelegram } from '../test/support/fake-telegram.js';
import type { FixtureServer } from '../test/support/fixture-server.js';
import { startFollowFeeds } from '../test/support/follow-feed.js';
import { rssKb, startServer } from './helpers.js';

const count = Number(process.env.BENCH_FOLLOWS ?? 1000);

/** The process's CPU time so far (user + system), in seconds. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export async function benchFollows(fixtures: FixtureServer): Promise<[string, string, string][]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'media-fetcher-bench-follows-'));
  const fake = await startFakeTelegram({ uploadDir: path.join(dataDir, 'uploads') });
  const feeds = await startFollowFeeds();
  const item = (name: string) => ({ guid: name, title: name, url: fixtures.url(`/audio.mp3?entry=${name}`) });
  for (let n = 0; n < count; n++) feeds.set(`f${n}`, `Feed ${n}`, [item(`f${n}-0`)]);
  // The follows first, straight into the database the server will open (its migrations make the tables).
  const db = openDatabase(path.join(dataDir, 'app.db'));
  const now = new Date();
  for (let n = 0; n < count; n++) {
    await createFollow(db, {
      userKey: `telegram:${10_000 + n}`,
      link: feeds.url(`f${n}`),
      title: `Feed ${n}`,
      form: { kind: 'mp3', bitrate: 128 },
      target: { kind: 'telegram', chatId: String(10_000 + n) },
      // An entry is known by its link (src/follows/check.ts).
      seen: [{ entryId: item(`f${n}-0`).url, title: `f${n}-0`, url: item(`f${n}-0`).url }],
      now,
      nextCheckAt: now,
      maxPerUser: 1,
    });
  }
  await db.close();
  const { base, child } = await startServer(dataDir, {
    TELEGRAM_BOT_TOKEN: fake.token,
    TELEGRAM_API_ROOT: fake.apiRoot,
  });
  const pid = child.pid as number;
  const token = readFileSync(path.join(dataDir, 'owner-token'), 'utf8').trim();
  const check = async () => {
    const response = await fetch(`${base}/api/admin/follows/check`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    return (await response.json()) as { checked: number; delivered: number };
  };
  const period = async () => {
    const [cpu, start] = [cpuSeconds(pid), performance.now()];
    for (let checked = 0; checked < count; ) checked += (await check()).checked;
    return { seconds: (performance.now() - start) / 1000, cpu: cpuSeconds(pid) - cpu, rss: rssKb(pid) / 1024 };
  };
  try {
    const first = await period();
    const second = await period();
    feeds.publish('f0', [item('f0-new')]);
    const appeared = performance.now();
    const since = fake.calls.length;
    while (!fake.callsOf('sendAudio', since).length) await check();
    const deliveredMs = performance.now() - appeared;
    return [
      [
        `${count} followed feeds: one period's checks`,
        `${second.seconds.toFixed(1)} s`,
        `${((second.seconds * 1000) / count).toFixed(0)} ms a feed, one at a time`,
      ],
      [
        '  server CPU for a period',
        `${second.cpu.toFixed(1)} s`,
        `${((second.cpu * 1000) / count).toFixed(0)} ms a feed (yt-dlp's own processes not counted)`,
      ],
      [
        '  server RSS after periods 1 and 2',
        `${second.rss.toFixed(0)} MB`,
        `${first.rss.toFixed(0)} MB after the first: flat when close`,
      ],
      [
        '  entry to file in the chat',
        `${(deliveredMs / 1000).toFixed(1)} s`,
        'the checks until its feed comes up, its lookup, MP3, upload',
      ],
    ];
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await feeds.close();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startFixtureServer } = await import('../test/support/fixture-server.js');
  const { buildFixtures } = await import('../test/support/fixtures.js');
  const fixturesDir = path.join(os.tmpdir(), 'media-fetcher-bench-fixtures');
  await buildFixtures(fixturesDir);
  const fixtures = await startFixtureServer(fixturesDir);
  for (const [what, value, note] of await benchFollows(fixtures))
    console.log(`${what.padEnd(40)} ${value.padStart(10)}   ${note}`);
  await fixtures.close();
}
