/**
 * PostgreSQL never hangs a query for ever (src/db/postgres.ts): a connection
 * that is not made, or a statement that runs or waits past its timeout,
 * fails; and a lease renewal that hangs counts as the lease lost before the
 * lease runs out (src/db/lease-keeper.ts), so no second process can take the
 * role over while this one still runs it. On the run's real PostgreSQL.
 */
import net from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import {
  type DatabaseHandle,
  DatabaseOpenError,
  databaseFault,
  openPostgres,
  type PostgresTimeouts,
} from '../../src/db/index.js';
import { holdLease } from '../../src/db/lease-keeper.js';
import { createTestDatabase } from '../support/postgres.js';
import { untilTestTimeout } from '../support/test-deadline.js';

const opened: DatabaseHandle[] = [];
const clients: pg.Client[] = [];
const servers: net.Server[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) await client.end().catch(() => {});
  for (const handle of opened.splice(0)) await handle.close();
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

async function open(timeouts?: PostgresTimeouts): Promise<{ db: DatabaseHandle; url: string }> {
  const url = await createTestDatabase(inject('postgresUrl'));
  const db = await openPostgres(url, timeouts);
  opened.push(db);
  return { db, url };
}

async function rawClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  clients.push(client);
  await client.connect();
  return client;
}

const execute = (db: DatabaseHandle, query: ReturnType<typeof sql>) =>
  (db.db as unknown as { execute(q: typeof query): Promise<pg.QueryResult> }).execute(query);

describe('PostgreSQL timeouts', () => {
  it('cancels a statement that runs past DATABASE_STATEMENT_TIMEOUT_S', async () => {
    const { db } = await open({ statementTimeoutMs: 300 });
    const started = Date.now();
    const failed = await execute(db, sql`select pg_sleep(20)`).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    // 57014: query_canceled, here "canceling statement due to statement timeout".
    const cause = (failed as { cause?: { code?: string } }).cause ?? failed;
    expect((cause as { code?: string }).code).toBe('57014');
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('sets a statement timeout of a few seconds by default', async () => {
    const { db } = await open();
    const result = await execute(db, sql`show statement_timeout`);
    expect(result.rows[0]).toEqual({ statement_timeout: '10s' });
  });

  it('gives up connecting to a server that never answers', async () => {
    // Accepts the TCP connection and then says nothing, as a hung server or a black-holed route does.
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    servers.push(silent);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const started = Date.now();
    const failed = await openPostgres(`postgres://nobody:secret@127.0.0.1:${port}/none`, {
      connectTimeoutMs: 300,
    }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(DatabaseOpenError);
    expect((failed as Error).message).not.toContain('secret');
    expect(Date.now() - started).toBeLessThan(15_000);
    for (const socket of sockets) socket.destroy();
  });

  it('reports a lease lost, before it runs out, when its renewal hangs on a row lock', async () => {
    // A statement timeout far longer than the lease: only the keeper's own deadline can notice the hang.
    const { db, url } = await open({ statementTimeoutMs: 60_000 });
    const ttlMs = 3_000;
    const name = 'telegram-polling:77';
    let lostAt = 0;
    let reportLost: (why: string) => void = () => {};
    const lost = new Promise<string>((resolve) => {
      reportLost = resolve;
    });
    await holdLease({
      db,
      name,
      holder: 'a',
      ttlMs,
      role: 'Polling',
      onLost: (why) => {
        lostAt = Date.now();
        reportLost(why);
      },
    });
    // Another connection locks the lease's row in a transaction it leaves open: the next renewal waits on it.
    const locker = await rawClient(url);
    await locker.query('begin');
    await locker.query('select * from leases where name = $1 for update', [name]);
    const why = await lost;
    expect(why).toMatch(/no answer/);
    await locker.query('rollback');
    // What the database says the lease runs until: the last renewal that got through.
    const row = await locker.query('select expires_at from leases where name = $1', [name]);
    const expiresAt = Number(row.rows[0]?.expires_at);
    expect(lostAt).toBeGreaterThan(0);
    expect(lostAt).toBeLessThan(expiresAt);
  }, 30_000);
});

describe('a connection the server kills while a transaction holds it', () => {
  it('fails that transaction as the database unavailable, crashes nothing, and the next query reconnects', async () => {
    const { db, url } = await open();
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      let inside!: () => void;
      const holding = new Promise<void>((resolve) => {
        inside = resolve;
      });
      let killed!: () => void;
      const afterKill = new Promise<void>((resolve) => {
        killed = resolve;
      });
      const transaction = db.transaction(async ({ db: tx }) => {
        const pid = await execute({ ...db, db: tx }, sql`select pg_backend_pid() as pid`);
        inside();
        await afterKill;
        await execute({ ...db, db: tx }, sql`select 1`);
        return pid;
      });
      const outcome = transaction.catch((error: unknown) => error);
      await holding;
      const admin = await rawClient(url);
      const terminated = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      expect(terminated.rowCount).toBeGreaterThan(0);
      // The lent connection's end reaches this process before the transaction goes on.
      await expect
        .poll(
          () =>
            admin
              .query(
                'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
              )
              .then((r) => r.rows[0].n),
          untilTestTimeout(),
        )
        .toBe(0);
      killed();
      // What the service answers 503 database_unavailable for.
      expect(databaseFault(await outcome)).toBe('unavailable');
      expect(uncaught).toEqual([]);
      expect((await execute(db, sql`select 1 as one`)).rows[0]).toEqual({ one: 1 });
    } finally {
      process.off('uncaughtException', record);
    }
  });
});
