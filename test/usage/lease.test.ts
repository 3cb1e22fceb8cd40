/**
 * The leases table (src/db/lease.ts) and the keeper that holds one while a
 * role runs (src/db/lease-keeper.ts), on SQLite and PostgreSQL; and the
 * one-time claims the owner's sign-in codes are spent with (claimOnce).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimOnce, releaseLease, renewLease, tryAcquireLease } from '../../src/db/lease.js';
import { holdLease, LeaseHeldError } from '../../src/db/lease-keeper.js';
import type { Logger } from '../../src/logger.js';
import { discordShardLeaseName, holdDiscordShardLeases } from '../../src/role-leases.js';
import { onEachBackend } from './helpers.js';

const NAME = 'telegram-polling:42';
const TTL = 30_000;
const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);

onEachBackend((temp) => {
  describe('tryAcquireLease', () => {
    it('lets one holder in, refuses another until the lease expires, then hands it over', async () => {
      const db = await temp.open();
      expect(await tryAcquireLease(db, { name: NAME, holder: 'a', now: at(0), ttlMs: TTL })).toEqual({
        acquired: true,
        expiresAt: at(TTL),
      });
      const refused = await tryAcquireLease(db, { name: NAME, holder: 'b', now: at(TTL - 1), ttlMs: TTL });
      expect(refused).toEqual({ acquired: false, holder: 'a', expiresAt: at(TTL) });
      // The same instance again (a restart after a crash) takes it back at once.
      expect((await tryAcquireLease(db, { name: NAME, holder: 'a', now: at(10), ttlMs: TTL })).acquired).toBe(true);
      expect((await tryAcquireLease(db, { name: NAME, holder: 'b', now: at(10 + TTL - 1), ttlMs: TTL })).acquired).toBe(
        false,
      );
      expect(await tryAcquireLease(db, { name: NAME, holder: 'b', now: at(10 + TTL), ttlMs: TTL })).toEqual({
        acquired: true,
        expiresAt: at(10 + 2 * TTL),
      });
      // Another lease name is another role.
      expect((await tryAcquireLease(db, { name: 'other', holder: 'a', now: at(0), ttlMs: TTL })).acquired).toBe(true);
    });

    it('gives a contested lease to exactly one of several processes at once', async () => {
      const where = await temp.fresh();
      const handles = await Promise.all([temp.open(where), temp.open(where), temp.open(where)]);
      for (let round = 0; round < 5; round++) {
        const name = `race-${round}`;
        const results = await Promise.all(
          handles.map((db, i) => tryAcquireLease(db, { name, holder: `p${i}`, now: at(0), ttlMs: TTL })),
        );
        const winners = results.filter((r) => r.acquired);
        expect(winners).toHaveLength(1);
        const winner = `p${results.findIndex((r) => r.acquired)}`;
        for (const r of results) if (!r.acquired) expect(r.holder).toBe(winner);
      }
    });
  });

  describe('claimOnce', () => {
    const claim = (name: string, holder: string, now: number, until: number) => ({
      prefix: 'owner-login:',
      name,
      holder,
      now: at(now),
      until: at(until),
    });

    it('lets exactly one of several processes claim a name, and sweeps claims whose time is over', async () => {
      const where = await temp.fresh();
      const handles = await Promise.all([temp.open(where), temp.open(where), temp.open(where)]);
      const [first] = handles;
      if (!first) throw new Error('no handle');
      for (let round = 0; round < 5; round++) {
        const results = await Promise.all(
          handles.map((db, i) => claimOnce(db, claim(`nonce-${round}`, `p${i}`, 0, TTL))),
        );
        expect(results.filter(Boolean)).toHaveLength(1);
      }
      expect(await claimOnce(first, claim('nonce-0', 'p9', 10, TTL))).toBe(false);
      await tryAcquireLease(first, { name: NAME, holder: 'a', now: at(0), ttlMs: TTL });
      // Once their time is over, the claims under the prefix go; a role's lease stays.
      expect(await claimOnce(first, claim('later', 'p0', TTL, 2 * TTL))).toBe(true);
      const names = (await first.db.select().from(first.t.leases)).map((row) => row.name).sort();
      expect(names).toEqual(['owner-login:later', NAME].sort());
    });
  });

  describe('renewLease and releaseLease', () => {
    it('renews only its own lease and releases only its own', async () => {
      const db = await temp.open();
      await tryAcquireLease(db, { name: NAME, holder: 'a', now: at(0), ttlMs: TTL });
      expect(await renewLease(db, { name: NAME, holder: 'a', now: at(5), ttlMs: TTL })).toEqual({
        renewed: true,
        expiresAt: at(5 + TTL),
      });
      expect(await renewLease(db, { name: NAME, holder: 'b', now: at(5), ttlMs: TTL })).toEqual({ renewed: false });
      expect(await releaseLease(db, { name: NAME, holder: 'b' })).toBe(false);
      expect((await tryAcquireLease(db, { name: NAME, holder: 'b', now: at(6), ttlMs: TTL })).acquired).toBe(false);
      expect(await releaseLease(db, { name: NAME, holder: 'a' })).toBe(true);
      expect((await tryAcquireLease(db, { name: NAME, holder: 'b', now: at(7), ttlMs: TTL })).acquired).toBe(true);
      expect(await renewLease(db, { name: NAME, holder: 'a', now: at(8), ttlMs: TTL })).toEqual({ renewed: false });
    });
  });

  describe('holdLease', () => {
    it('refuses at start with one line naming the holder', async () => {
      const db = await temp.open();
      const first = await holdLease({
        db,
        name: NAME,
        holder: 'inst-a',
        ttlMs: TTL,
        role: 'Polling',
        onLost: () => {},
      });
      const second = holdLease({
        db,
        name: NAME,
        holder: 'inst-b',
        ttlMs: TTL,
        role: 'Polling',
        advice: 'Use a webhook.',
        onLost: () => {},
      });
      await expect(second).rejects.toBeInstanceOf(LeaseHeldError);
      const message = await second.catch((error: Error) => error.message);
      expect(message).toContain('inst-a');
      expect(message).toContain('Use a webhook.');
      expect(message).not.toContain('\n');
      await first.release();
    });

    it('renews while held, so it outlives its length; released, another process takes it at once', async () => {
      const db = await temp.open();
      // Each renewal has a third of this to answer (else the lease counts as lost): room for a busy machine.
      const ttlMs = 1500;
      let lostWhy: string | undefined;
      const held = await holdLease({
        db,
        name: NAME,
        holder: 'a',
        ttlMs,
        role: 'Polling',
        onLost: (why) => {
          lostWhy = why;
        },
      });
      await new Promise((r) => setTimeout(r, 3 * ttlMs));
      const [row] = await db.db.select().from(db.t.leases).where(eq(db.t.leases.name, NAME));
      expect(row?.holder).toBe('a');
      expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now());
      expect(held.lost).toBe(false);
      expect(lostWhy).toBeUndefined();
      await held.release();
      expect(await db.db.select().from(db.t.leases)).toEqual([]);
      const next = await holdLease({ db, name: NAME, holder: 'b', ttlMs, role: 'Polling', onLost: () => {} });
      await next.release();
    });

    it('reports the lease lost when a renewal finds another holder', async () => {
      const db = await temp.open();
      const ttlMs = 600;
      const lost = new Promise<string>((resolve) => {
        void holdLease({ db, name: NAME, holder: 'a', ttlMs, role: 'Polling', onLost: resolve });
      });
      // As if this process had stalled past its lease and another had taken it over.
      await new Promise((r) => setTimeout(r, 50));
      await db.db.update(db.t.leases).set({ holder: 'b' }).where(eq(db.t.leases.name, NAME));
      expect(await lost).toMatch(/another process/);
      // Losing it never removes the new holder's row.
      const [row] = await db.db.select().from(db.t.leases).where(eq(db.t.leases.name, NAME));
      expect(row?.holder).toBe('b');
    });

    it('reports the lease lost, before it runs out, when the database stays unreachable', async () => {
      const where = await temp.fresh();
      const db = await temp.open(where);
      const ttlMs = 900;
      const warnings: string[] = [];
      let lostAt = 0;
      const lost = new Promise<string>((resolve) => {
        void holdLease({
          db,
          name: NAME,
          holder: 'a',
          ttlMs,
          role: 'Polling',
          warn: (message) => warnings.push(message),
          onLost: (why) => {
            lostAt = Date.now();
            resolve(why);
          },
        });
      });
      await new Promise((r) => setTimeout(r, 20));
      const closedAt = Date.now();
      await db.close();
      expect(await lost).toMatch(/could not be renewed/);
      // Stopped before the lease (taken about when the database closed) expired.
      expect(lostAt - closedAt).toBeLessThan(ttlMs);
      expect(warnings.length).toBeGreaterThanOrEqual(1);
    });
  });

  describe('holdDiscordShardLeases', () => {
    const quiet = { warn: () => {} } as unknown as Logger;
    const shardsOf = async (db: Awaited<ReturnType<typeof temp.open>>) =>
      (await db.db.select().from(db.t.leases)).map((row) => [row.name, row.holder]).sort();

    it('takes every shard of the process or none, and gives them back', async () => {
      const db = await temp.open();
      const common = { db, applicationId: '99', leaseS: 30, logger: quiet, onLost: () => {} };
      const a = await holdDiscordShardLeases({ ...common, instance: 'a', shards: { ids: [1], count: 3 } });
      // Shard 1 is a's: b, asking for 0 and 1, gets neither (0 is given back).
      await expect(
        holdDiscordShardLeases({ ...common, instance: 'b', shards: { ids: [0, 1], count: 3 } }),
      ).rejects.toBeInstanceOf(LeaseHeldError);
      expect(await shardsOf(db)).toEqual([[discordShardLeaseName('99', 1, 3), 'a']]);
      const b = await holdDiscordShardLeases({ ...common, instance: 'b', shards: { ids: [0, 2], count: 3 } });
      expect(await shardsOf(db)).toEqual([
        [discordShardLeaseName('99', 0, 3), 'b'],
        [discordShardLeaseName('99', 1, 3), 'a'],
        [discordShardLeaseName('99', 2, 3), 'b'],
      ]);
      await b.release();
      await a.release();
      expect(await shardsOf(db)).toEqual([]);
      // Unsharded: the one shard of one.
      const whole = await holdDiscordShardLeases({ ...common, instance: 'c', shards: undefined });
      expect(await shardsOf(db)).toEqual([[discordShardLeaseName('99', 0, 1), 'c']]);
      await expect(holdDiscordShardLeases({ ...common, instance: 'd', shards: undefined })).rejects.toThrow(
        /The Discord bot is already run by c/,
      );
      await whole.release();
    });
  });
});
