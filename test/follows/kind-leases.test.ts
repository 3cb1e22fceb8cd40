/**
 * The checker's leases, one per kind of target, on a real SQLite file shared by two engines (the link's read
 * is made up): each engine checks and delivers only the kinds it serves, one engine at a time per kind; an
 * engine whose bot stops gives that kind's lease back at once, and the other engine, serving it too, takes
 * over and delivers what was left, once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/db/index.js';
import { FollowEngine, type FollowTarget, type FollowTargetKind } from '../../src/follows/index.js';
import type { MediaInfo } from '../../src/media/index.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'follows-kind-leases-'));
let db: DatabaseHandle;
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** What the feed lists now (its entries' links are their ids). */
let listed = ['old'];
const feed = (): MediaInfo => ({
  id: 'feed',
  title: 'A feed',
  platform: 'generic',
  webpageUrl: 'http://127.0.0.1:1/feed.xml',
  formats: [],
  entries: listed.map((id) => ({ id, title: `Entry ${id}`, url: `http://127.0.0.1:1/${id}.mp3` })),
});

/** Which engine delivered which entry, in which kind: `a telegram new.mp3`. */
const deliveries: string[] = [];

function engine(name: string, kinds: FollowTargetKind[]) {
  const made = new FollowEngine({
    db,
    instance: name,
    intervalMs: 3_600_000,
    perCheck: 3,
    perUser: 10,
    read: async () => feed(),
    logger: { warn() {}, info() {} },
  });
  const unserve = kinds.map((kind) =>
    made.serve(kind, {
      deliver: async (follow, entry) => {
        deliveries.push(`${name} ${follow.target.kind} ${entry.entryId.split('/').pop()}`);
        return { outcome: 'delivered' };
      },
    }),
  );
  return {
    engine: made,
    unserve: () => {
      for (const stop of unserve) stop();
    },
  };
}

describe("the follows' leases by kind of target", () => {
  it('keep each kind to the engines that serve it, and pass on at once when a bot stops', async () => {
    db = await connectDatabase({ databasePath: path.join(dir, 'follows.sqlite') });
    const a = engine('a', ['telegram']);
    const b = engine('b', ['telegram', 'webhook']);
    const targets: FollowTarget[] = [
      { kind: 'telegram', chatId: '1' },
      { kind: 'webhook', url: 'http://127.0.0.1:1/hook' },
    ];
    for (const target of targets) {
      const kept = await a.engine.follow({
        userKey: 'telegram:1',
        link: 'http://127.0.0.1:1/feed.xml',
        form: { kind: 'audio' },
        target,
      });
      expect('created' in kept).toBe(true);
    }
    listed = ['new', 'old'];

    // A first: it serves Telegram only, so the webhook follow waits for B, which cannot take Telegram's lease.
    expect(await a.engine.round({ all: true })).toMatchObject({ ran: true, checked: 1, delivered: 1 });
    expect(await b.engine.round({ all: true })).toMatchObject({ ran: true, checked: 1, delivered: 1 });
    expect(deliveries.sort()).toEqual(['a telegram new.mp3', 'b webhook new.mp3']);

    // A's bot stops: its lease is given back, and B checks and delivers Telegram's next entry.
    listed = ['newer', 'new', 'old'];
    a.unserve();
    expect(await a.engine.round({ all: true })).toMatchObject({ ran: false });
    await b.engine.round({ all: true });
    expect(deliveries.filter((line) => line.endsWith('newer.mp3')).sort()).toEqual([
      'b telegram newer.mp3',
      'b webhook newer.mp3',
    ]);
    await Promise.all([a.engine.stop(), b.engine.stop()]);
  });
});
