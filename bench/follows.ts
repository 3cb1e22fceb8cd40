/**
 * Follows (issue 46): BENCH_FOLLOWS (default 1000) followed RSS feeds on loopback, checked by one
 * built instance in one period (the owner's "check now" rounds, 50 follows each, one after another),
 * BENCH_FOLLOWS_PERIODS times (default 5): the time a period's checks take, the server's CPU for them,
 * its RSS and its heap after a GC at the end of each period (flat across periods: nothing kept per
 * check), and the time from an entry's appearance to its file in the chat (a check of its feed and the
 * delivery; a real period adds the wait for that check, FOLLOW_CHECK_INTERVAL_S at most). Part of
 * `npm run bench`; alone: `tsx bench/follows.ts`.
 */
import type { ChildProcess } from 'node:child_process';
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
const periods = Math.max(2, Number(process.env.BENCH_FOLLOWS_PERIODS ?? 5));
/** Lets the bench ask the server for its heap after a GC (never loaded by the service itself). */
const HEAP_PRELOAD = `--expose-gc --import ${path.join(import.meta.dirname, 'heap-after-gc.mjs')}`;

/** The server's heap in use after a GC, in MB (bench/heap-after-gc.mjs answers over the IPC channel). */
function heapAfterGcMb(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const answer = (message: unknown) => {
      const used = (message as { benchHeapUsed?: unknown } | null)?.benchHeapUsed;
      if (typeof used !== 'number') return;
      child.off('message', answer);
      resolve(used / 1024 / 1024);
    };
    child.on('message', answer);
    child.send('bench-heap');
  });
}

const series = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');

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
    NODE_OPTIONS: HEAP_PRELOAD,
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
    const seconds = (performance.now() - start) / 1000;
    return { seconds, cpu: cpuSeconds(pid) - cpu, rss: rssKb(pid) / 1024, heap: await heapAfterGcMb(child) };
  };
  try {
    const measured: Awaited<ReturnType<typeof period>>[] = [];
    for (let n = 0; n < periods; n++) measured.push(await period());
    // The first period warms up (workers, caches); the last one stands for a period in normal running.
    const last = measured[measured.length - 1] as (typeof measured)[number];
    feeds.publish('f0', [item('f0-new')]);
    const appeared = performance.now();
    const since = fake.calls.length;
    while (!fake.callsOf('sendAudio', since).length) await check();
    const deliveredMs = performance.now() - appeared;
    return [
      [
        `${count} followed feeds: one period's checks`,
        `${last.seconds.toFixed(1)} s`,
        `${((last.seconds * 1000) / count).toFixed(0)} ms a feed, one at a time (period ${periods})`,
      ],
      [
        '  server CPU for a period',
        `${last.cpu.toFixed(1)} s`,
        `${((last.cpu * 1000) / count).toFixed(0)} ms a feed (yt-dlp's own processes not counted)`,
      ],
      [
        `  server RSS after periods 1 to ${periods}`,
        `${last.rss.toFixed(0)} MB`,
        `${series(measured.map((m) => m.rss))} MB: flat when they do not climb`,
      ],
      [
        `  server heap after a GC, periods 1 to ${periods}`,
        `${last.heap.toFixed(0)} MB`,
        `${series(measured.map((m) => m.heap))} MB`,
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
