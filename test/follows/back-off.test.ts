/**
 * The checker's clock-driven rules on a real SQLite file (the link's read is the one part made up:
 * a followed link that breaks, then comes back): checks of a failing link back off, doubling, never
 * more than a day apart, the follower is told once after a day of failures and again only after a
 * new failing spell; a delivery that keeps failing is retried with back-off, then pauses its follow.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/db/index.js';
import {
  DAY_MS,
  type DeliveryOutcome,
  FollowEngine,
  type FollowNote,
  getFollow,
  listFollows,
} from '../../src/follows/index.js';
import type { MediaInfo } from '../../src/media/index.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'follows-back-off-'));
const opened: DatabaseHandle[] = [];
afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
  rmSync(dir, { recursive: true, force: true });
});

const HOUR = 3_600_000;
const feed = (ids: string[]): MediaInfo => ({
  id: 'feed',
  title: 'A feed',
  platform: 'generic',
  webpageUrl: 'http://127.0.0.1:1/feed.xml',
  formats: [],
  entries: ids.map((id) => ({ id, title: `Entry ${id}`, url: `http://127.0.0.1:1/${id}.mp3` })),
});

async function world(name: string) {
  const db = await connectDatabase({ databasePath: path.join(dir, `${name}.sqlite`) });
  opened.push(db);
  const clock = { now: new Date(1_800_000_000_000) };
  const state: { listed: string[] | Error; answer: DeliveryOutcome } = {
    listed: ['a'],
    answer: { outcome: 'delivered' },
  };
  const notes: FollowNote[] = [];
  const delivered: string[] = [];
  const engine = new FollowEngine({
    db,
    instance: name,
    intervalMs: HOUR,
    perCheck: 3,
    perUser: 10,
    read: async () => {
      if (state.listed instanceof Error) throw state.listed;
      return feed(state.listed);
    },
    logger: { warn() {}, info() {} },
    now: () => clock.now,
  });
  engine.serve('telegram', {
    deliver: async (_follow, entry) => {
      delivered.push(entry.entryId);
      return state.answer;
    },
    tell: async (_follow, note) => void notes.push(note),
  });
  const made = await engine.follow({
    userKey: 'telegram:1',
    link: 'http://127.0.0.1:1/feed.xml',
    form: { kind: 'audio' },
    target: { kind: 'telegram', chatId: '1' },
  });
  if (!('created' in made)) throw new Error('not created');
  const at = async (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
    return engine.round();
  };
  return { db, clock, state, notes, delivered, engine, id: made.created.id, at };
}

describe('a followed link that breaks', () => {
  it('is checked less and less often, never more than a day apart, and its follower told once after a day', async () => {
    const w = await world('breaks');
    w.state.listed = new Error('the feed is gone');
    const gaps: number[] = [];
    // Each round at the follow's next check: the gap to the one after it is what the back-off chose.
    await w.at(HOUR);
    for (let check = 0; check < 8; check++) {
      const follow = await getFollow(w.db, w.id);
      if (!follow) throw new Error('gone');
      const gap = follow.nextCheckAt.getTime() - w.clock.now.getTime();
      gaps.push(gap);
      await w.at(gap);
    }
    expect(gaps[0]).toBe(HOUR);
    for (let n = 1; n < gaps.length; n++)
      expect(gaps[n]).toBeGreaterThanOrEqual(Math.min(DAY_MS, 2 * (gaps[n - 1] ?? 0)));
    expect(Math.max(...gaps)).toBe(DAY_MS);
    expect(w.notes.filter((note) => note.kind === 'failing')).toHaveLength(1);

    // Back: the next check reads it, a new entry is delivered, and a later failing spell is told again.
    w.state.listed = ['b', 'a'];
    const follow = await getFollow(w.db, w.id);
    await w.at((follow?.nextCheckAt.getTime() ?? 0) - w.clock.now.getTime());
    expect(w.delivered).toEqual(['http://127.0.0.1:1/b.mp3']);
    expect((await getFollow(w.db, w.id))?.failingSince).toBeNull();
    w.state.listed = new Error('gone again');
    for (let check = 0; check < 8; check++) {
      const next = await getFollow(w.db, w.id);
      await w.at((next?.nextCheckAt.getTime() ?? 0) - w.clock.now.getTime());
    }
    expect(w.notes.filter((note) => note.kind === 'failing')).toHaveLength(2);
  });
});

describe('a delivery that keeps failing', () => {
  it('is retried later and later, then pauses its follow, said once', async () => {
    const w = await world('retries');
    w.state.listed = ['n', 'a'];
    w.state.answer = { outcome: 'retry', error: 'the chat did not answer' };
    await w.at(HOUR);
    for (let attempt = 0; attempt < 10; attempt++) await w.at(2 * HOUR);
    expect(w.delivered).toHaveLength(5);
    const [follow] = await listFollows(w.db);
    expect(follow?.pausedReason).toBe('the chat did not answer');
    expect(w.notes.filter((note) => note.kind === 'paused')).toHaveLength(1);
  });
});
