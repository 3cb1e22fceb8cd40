/**
 * The follows' store is the same on SQLite and PostgreSQL: a follow kept with its present
 * entries seen, the per-user cap, only new ids reported new, a pending entry settled once,
 * a paused follow neither due nor delivering, and its removal taking its entries.
 */
import { describe, expect, it } from 'vitest';
import {
  createFollow,
  dueFollows,
  duePendingEntries,
  insertEntries,
  knownEntryIds,
  listFollows,
  pauseFollow,
  removeFollow,
  settleEntry,
} from '../../src/follows/index.js';
import { dialectDatabases } from '../support/dialect-databases.js';

const open = dialectDatabases('follows-store');

const entry = (n: number) => ({ entryId: `e${n}`, title: `Entry ${n}`, url: `http://127.0.0.1:1/v/${n}` });

describe.each(['sqlite', 'postgres'] as const)('follows on %s', (dialect) => {
  it('keep a follow, its seen entries, the cap, new ids and a settled entry', async () => {
    const db = await open(dialect);
    const now = new Date(1_800_000_000_000);
    const base = {
      userKey: 'telegram:42',
      link: 'http://127.0.0.1:1/feed.xml',
      title: 'A feed',
      form: { kind: 'mp3', bitrate: 192 } as const,
      target: { kind: 'telegram', chatId: '42' } as const,
      seen: [entry(1), entry(2)],
      now,
      nextCheckAt: now,
      maxPerUser: 1,
    };
    const made = await createFollow(db, base);
    if (!('created' in made)) throw new Error('not created');
    expect(made.created.form).toEqual({ kind: 'mp3', bitrate: 192 });
    expect(made.created.target).toEqual({ kind: 'telegram', chatId: '42' });
    expect(await createFollow(db, base)).toEqual({ refused: 'too_many', max: 1 });
    const id = made.created.id;

    expect([...(await knownEntryIds(db, id, ['e1', 'e2', 'e3']))].sort()).toEqual(['e1', 'e2']);
    expect(await insertEntries(db, id, [entry(3), entry(2), entry(4)], 'pending', now)).toEqual(['e3', 'e4']);
    expect((await duePendingEntries(db, now, 10)).map((e) => e.entryId).sort()).toEqual(['e3', 'e4']);
    const key = { followId: id, entryId: 'e3' };
    expect(await settleEntry(db, key, { state: 'delivered', now })).toBe(true);
    expect(await settleEntry(db, key, { state: 'delivered', now })).toBe(false);
    expect((await dueFollows(db, now, 10)).map((f) => f.id)).toEqual([id]);

    await pauseFollow(db, id, 'target refused', now);
    expect(await dueFollows(db, now, 10)).toEqual([]);
    expect(await duePendingEntries(db, now, 10)).toEqual([]);
    expect((await listFollows(db, 'telegram:42'))[0]?.pausedReason).toBe('target refused');

    expect(await removeFollow(db, id, 'telegram:7')).toBe(false);
    expect(await removeFollow(db, id, 'telegram:42')).toBe(true);
    expect(await knownEntryIds(db, id, ['e1', 'e3'])).toEqual(new Set());
    expect(await listFollows(db)).toEqual([]);
  });
});
