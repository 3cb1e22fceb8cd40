/**
 * The metrics of the database and the role leases (src/metrics/store.ts), on
 * SQLite and on the run's real PostgreSQL: every statement the driver runs is
 * timed under its backend's label (src/db/query-timing.ts), failed ones also
 * counted as errors; a lease shows as held while held, and its loss counts.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, openPostgres } from '../../src/db/index.js';
import type { Logger } from '../../src/logger.js';
import { createMetrics, type Metrics } from '../../src/metrics/index.js';
import { holdDiscordShardLeases, holdTelegramPollingLease, telegramPollingLeaseName } from '../../src/role-leases.js';
import { type Family, parsePrometheusText, sampleSum } from '../support/prometheus-text.js';
import { onEachBackend } from './helpers.js';

const read = async (metrics: Metrics): Promise<Map<string, Family>> => parsePrometheusText(await metrics.text());
const quiet = { warn: () => {} } as unknown as Logger;

/** A raw statement: `execute` on PostgreSQL's drizzle, `run` on SQLite's. */
async function rawQuery(db: DatabaseHandle, query: ReturnType<typeof sql>): Promise<unknown> {
  const builder = db.db as unknown as Record<'execute' | 'run', (q: typeof query) => Promise<unknown>>;
  return db.dialect === 'postgres' ? await builder.execute.call(db.db, query) : await builder.run.call(db.db, query);
}

onEachBackend((temp, backend) => {
  const other = backend === 'sqlite' ? 'postgres' : 'sqlite';

  async function openTimed(metrics: Metrics): Promise<DatabaseHandle> {
    const where = await temp.fresh();
    return temp.adopt(
      backend === 'sqlite' ? openDatabase(where, metrics.onQuery) : await openPostgres(where, {}, metrics.onQuery),
    );
  }

  describe('database metrics', () => {
    it('times every statement under its backend, and counts the failed ones as errors', async () => {
      const metrics = createMetrics();
      try {
        const db = await openTimed(metrics);
        const before = await read(metrics);
        // SQLite's migrations ran through the same connection; PostgreSQL's on a client of their own.
        const migrations = sampleSum(before, 'media_fetcher_db_query_duration_seconds_count', { backend });
        if (backend === 'sqlite') expect(migrations).toBeGreaterThan(0);
        else expect(migrations).toBe(0);
        await db.db.select().from(db.t.users);
        // BEGIN, the select, COMMIT.
        await db.transaction(async (tx) => {
          await tx.db.select().from(tx.t.leases);
        });
        await expect(rawQuery(db, sql`select * from no_such_table`)).rejects.toThrow();
        const after = await read(metrics);
        const count = (labels: Record<string, string>) =>
          sampleSum(after, 'media_fetcher_db_query_duration_seconds_count', labels) -
          sampleSum(before, 'media_fetcher_db_query_duration_seconds_count', labels);
        expect(count({ backend })).toBe(5);
        expect(count({ backend: other })).toBe(0);
        expect(sampleSum(after, 'media_fetcher_db_query_errors_total', { backend })).toBe(1);
        expect(sampleSum(after, 'media_fetcher_db_query_errors_total', { backend: other })).toBe(0);
      } finally {
        metrics.close();
      }
    });
  });

  describe('lease metrics', () => {
    it('shows the polling lease held until it is lost, and counts the loss', async () => {
      const metrics = createMetrics();
      try {
        const db = await temp.open();
        const token = '123456:secret';
        const lost = new Promise<string>((resolve) => {
          void holdTelegramPollingLease({
            db,
            instance: 'a',
            token,
            leaseS: 0.6,
            logger: quiet,
            onLost: resolve,
            leases: metrics.leases,
          });
        });
        await expect
          .poll(async () =>
            sampleSum(await read(metrics), 'media_fetcher_leases_held', { role: 'telegram', shard: 'none' }),
          )
          .toBe(1);
        // As if this process had stalled past its lease and another had taken it over.
        await db.db
          .update(db.t.leases)
          .set({ holder: 'b' })
          .where(eq(db.t.leases.name, telegramPollingLeaseName(token)));
        await lost;
        const after = await read(metrics);
        expect(sampleSum(after, 'media_fetcher_leases_held')).toBe(0);
        expect(sampleSum(after, 'media_fetcher_leases_lost_total', { role: 'telegram' })).toBe(1);
      } finally {
        metrics.close();
      }
    });

    it("shows each Discord shard's lease while held, and none once given back", async () => {
      const metrics = createMetrics();
      try {
        const db = await temp.open();
        const leases = await holdDiscordShardLeases({
          db,
          instance: 'a',
          applicationId: '42',
          shards: { ids: [0, 2], count: 3 },
          leaseS: 30,
          logger: quiet,
          onLost: () => {},
          leases: metrics.leases,
        });
        const held = await read(metrics);
        expect(sampleSum(held, 'media_fetcher_leases_held', { role: 'discord', shard: '0' })).toBe(1);
        expect(sampleSum(held, 'media_fetcher_leases_held', { role: 'discord', shard: '2' })).toBe(1);
        expect(sampleSum(held, 'media_fetcher_leases_held')).toBe(2);
        await leases.release();
        const released = await read(metrics);
        expect(sampleSum(released, 'media_fetcher_leases_held')).toBe(0);
        expect(sampleSum(released, 'media_fetcher_leases_lost_total')).toBe(0);
      } finally {
        metrics.close();
      }
    });
  });
});
