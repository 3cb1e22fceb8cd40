/**
 * A usage row whose finish failed does not stay `running` for ever
 * (src/usage/liveness.ts, ticket.ts): the finish is retried, and a running
 * row nobody vouches for within three heartbeats (liveness.ts) stops
 * holding its user's concurrent slot and MB reservation, while a running
 * ticket's heartbeat keeps its row counting however long it runs. On SQLite
 * and PostgreSQL, with real database faults: a write lock or row lock held by
 * another connection, and a connection that is gone.
 */
import Database from 'better-sqlite3';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres, type SqliteHandle } from '../../src/db/index.js';
import { BYTES_PER_MB, createUsageService, type UsageServiceOptions } from '../../src/usage/index.js';
import { staleAfterMs } from '../../src/usage/liveness.js';
import { alice, download, manualClock, noLimits, onEachBackend, queryRow, type TestDatabase } from './helpers.js';

const JOB_TIMEOUT_S = 60;
/** Three missed heartbeats: (60 + 120) s / 4 = 45 s each. */
const STALE_MS = staleAfterMs(JOB_TIMEOUT_S);
const limits = { ...noLimits, concurrentJobsPerUser: 1, mbPerDay: 10 };

/** A logger that keeps what it is told. */
function recordingLogger() {
  const said = { warn: [] as string[], error: [] as string[] };
  return {
    said,
    logger: {
      warn: (_obj: object, msg: string) => said.warn.push(msg),
      error: (_obj: object, msg: string) => said.error.push(msg),
    },
  };
}

function shortBusyTimeout<T extends SqliteHandle>(handle: T): T {
  handle.sqlite.pragma('busy_timeout = 300');
  return handle;
}

const outcomeOf = async (handle: TestDatabase, id: number) =>
  (await queryRow<{ outcome: string }>(handle, sql`select outcome from usage_events where id = ${id}`))?.outcome;

onEachBackend((temp, backend) => {
  /** Another connection holding a lock the row's finish must wait for, until release(). */
  async function lockRow(handle: TestDatabase, id: number): Promise<{ release(): void }> {
    if (backend === 'sqlite') {
      const locker = new Database(handle.where);
      // The write lock: every other connection's UPDATE waits (busy_timeout), then fails with SQLITE_BUSY.
      locker.exec('BEGIN IMMEDIATE');
      return {
        release: () => {
          if (locker.inTransaction) locker.exec('ROLLBACK');
          locker.close();
        },
      };
    }
    const locker = new pg.Client({ connectionString: handle.where });
    await locker.connect();
    await locker.query('begin');
    await locker.query('select id from usage_events where id = $1 for update', [id]);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        void locker.query('rollback').finally(() => locker.end());
      },
    };
  }

  /**
   * A usage service on `where` (a new database when absent): PostgreSQL with a short statement timeout, SQLite with
   * a short busy timeout (a locked write fails after 300 ms, not after the 15 s a real start waits).
   */
  async function serviceOn(options: Partial<UsageServiceOptions> & { where?: string }) {
    const { where, ...rest } = options;
    const at = where ?? (await temp.fresh());
    const handle: TestDatabase =
      backend === 'sqlite'
        ? shortBusyTimeout(temp.openSqlite(at))
        : temp.adopt(Object.assign(await openPostgres(at, { statementTimeoutMs: 300 }), { where: at }));
    const service = createUsageService({
      db: handle,
      limits,
      allowedUsers: [],
      blockedUsers: [],
      ownerIds: [],
      ...rest,
    });
    return { service, handle };
  }

  describe('a usage row whose finish fails', () => {
    it('is finished by a retry once the database lets it', async () => {
      const { said, logger } = recordingLogger();
      let lock: { release(): void } | undefined;
      const { service, handle } = await serviceOn({
        finishRetryDelaysMs: [50, 500, 2000],
        // The first failure frees the database, as a lock held elsewhere ends or a connection comes back.
        logger: {
          warn: (obj, msg) => {
            logger.warn(obj, msg);
            lock?.release();
          },
          error: logger.error,
        },
      });
      const begun = await service.begin(alice, download());
      if (!begun.ok) throw new Error('refused');
      lock = await lockRow(handle, begun.ticket.id);
      await begun.ticket.finish({ outcome: 'ok', bytes: 1234 });
      expect(said.warn.length).toBeGreaterThanOrEqual(1);
      expect(said.error).toEqual([]);
      expect(await outcomeOf(handle, begun.ticket.id)).toBe('ok');
    }, 60_000);

    it('stops holding a concurrent slot and its MB reservation after three missed heartbeats', async () => {
      const clock = manualClock('2026-03-01T10:00:00Z');
      const common = { now: clock.now, jobTimeoutS: JOB_TIMEOUT_S, finishRetryDelaysMs: [] as number[] };
      const { said, logger } = recordingLogger();
      const a = await serviceOn({ ...common, logger, instance: 'one' });
      const b = await serviceOn({ ...common, where: a.handle.where, instance: 'one' });

      const first = await a.service.begin(alice, download());
      if (!first.ok) throw new Error('refused');
      expect(await first.ticket.reserveBytes(8 * BYTES_PER_MB)).toBeNull();
      expect(await b.service.begin(alice, download())).toMatchObject({
        ok: false,
        refusal: { code: 'limit_concurrent_jobs' },
      });

      // The finish cannot reach the database (its connection is gone): logged, not thrown, and the row stays running.
      await a.handle.close();
      await first.ticket.finish({ outcome: 'ok', bytes: BYTES_PER_MB });
      expect(said.error).toHaveLength(1);
      expect(await outcomeOf(b.handle, first.ticket.id)).toBe('running');

      // Within three heartbeats the row may still be a job running: it keeps its slot.
      clock.advance(STALE_MS - 1000);
      expect(await b.service.begin(alice, download())).toMatchObject({
        ok: false,
        refusal: { code: 'limit_concurrent_jobs' },
      });

      // Past it, the row counts as ended: the slot is free, and its 8 MB reservation no longer fills the day.
      clock.advance(2000);
      const next = await b.service.begin(alice, download());
      if (!next.ok) throw new Error(`refused: ${next.refusal.code}`);
      expect(await next.ticket.reserveBytes(9 * BYTES_PER_MB)).toBeNull();
      await next.ticket.finish({ outcome: 'ok', bytes: 9 * BYTES_PER_MB });
      // It is still history with the outcome it had: only a restart of its instance marks it interrupted.
      expect(await outcomeOf(b.handle, first.ticket.id)).toBe('running');
    });
  });

  it('keeps a running ticket counting past three heartbeats while its process vouches for it', async () => {
    const clock = manualClock('2026-03-01T10:00:00Z');
    const a = await serviceOn({ now: clock.now, jobTimeoutS: JOB_TIMEOUT_S });
    const long = await a.service.begin(alice, download());
    if (!long.ok) throw new Error('refused');
    clock.advance(STALE_MS - 1000);
    expect(await a.service.touchRunning()).toBe(1);
    clock.advance(STALE_MS - 1000);
    expect(await a.service.begin(alice, download())).toMatchObject({
      ok: false,
      refusal: { code: 'limit_concurrent_jobs' },
    });
    await long.ticket.finish({ outcome: 'ok' });
    expect(await a.service.touchRunning()).toBe(0);
    const next = await a.service.begin(alice, download());
    expect(next.ok).toBe(true);
    if (next.ok) await next.ticket.finish({ outcome: 'ok' });
  });
});
