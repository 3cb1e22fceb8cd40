import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/index.js';
import type { ChildArgs } from './fixtures/child-args.js';
import { alice, backends, bob, download, noLimits, queryRow, repoRoot, TempDatabases } from './helpers.js';

const childScript = path.join(repoRoot, 'test/usage/fixtures/usage-child.ts');
type Tally = { admitted: number; refused: number; errors: string[]; startedAt: number; endedAt: number };

/**
 * Widens the gap between counting and recording on PostgreSQL: every insert
 * into usage_events first sleeps `ms` in a trigger (the SQLite racers do it
 * in the child, see the fixture).
 */
async function slowDownPostgresInserts(handle: DatabaseHandle, ms: number): Promise<void> {
  await queryRow(
    handle,
    sql.raw(`create function slow_usage_insert() returns trigger language plpgsql as $$
      begin perform pg_sleep(${ms / 1000}); return new; end $$`),
  );
  await queryRow(
    handle,
    sql`create trigger slow_usage_insert before insert on usage_events for each row execute function slow_usage_insert()`,
  );
}

/**
 * Starts a racer in its own Node process, with its own database connection.
 * `ready` resolves once it waits at the barrier; `go()` releases it; `done`
 * resolves with its tally.
 */
function startRacer(args: ChildArgs) {
  const child = spawn(process.execPath, ['--import', 'tsx', childScript, 'race', JSON.stringify(args)], {
    cwd: repoRoot,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let onReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
    if (stdout.startsWith('ready\n')) onReady();
  });
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const done = new Promise<Tally>((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(stdout.slice('ready\n'.length)) as Tally)
        : reject(new Error(`racer exited with ${code}: ${stderr}`)),
    ),
  );
  return { ready, done, go: () => child.stdin.end('go\n') };
}

describe.each(backends)('across processes on %s', (backend) => {
  const temp = new TempDatabases(backend);
  afterEach(() => temp.cleanup());

  it('marks a killed process’s running rows as interrupted at its next start, and only its own', async () => {
    const where = await temp.fresh();
    // Another instance on the same database has a download running.
    const other = await temp.service({ where, instance: 'other' });
    const theirs = await other.service.begin(bob, download());
    const args: ChildArgs = { backend, where, instance: 'killed', identity: alice, limits: noLimits };
    const child = spawn(process.execPath, ['--import', 'tsx', childScript, 'begin-and-die', JSON.stringify(args)], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const signal = await new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, sig) => resolve(sig)),
    );
    expect(signal, stderr).toBe('SIGKILL');

    // "Next start": a fresh connection and service of the same instance, as main.ts would make.
    const { service, handle } = await temp.service({ where, instance: 'killed' });
    type Row = { outcome: string; finished_at: number | null; duration_ms: number | null; bytes: number };
    const row = async (instance: string) =>
      (await queryRow<Row>(
        handle,
        sql`select outcome, finished_at, duration_ms, bytes from usage_events where instance = ${instance}`,
      )) as Row;
    expect(await row('killed')).toMatchObject({ outcome: 'running', finished_at: null, bytes: 12_345 });

    const before = Date.now();
    expect(await service.closeInterrupted()).toBe(1);
    const closed = await row('killed');
    expect(closed).toMatchObject({ outcome: 'interrupted', bytes: 12_345 });
    expect(closed.finished_at).toBeGreaterThanOrEqual(before - 1);
    expect(closed.duration_ms).toBeGreaterThanOrEqual(0);
    expect(await service.closeInterrupted()).toBe(0);
    // The other instance's download is still running, and still ends as it should.
    expect(await row('other')).toMatchObject({ outcome: 'running', finished_at: null });
    if (!theirs.ok) throw new Error('refused');
    await theirs.ticket.finish({ outcome: 'ok', bytes: 1 });
    expect(await row('other')).toMatchObject({ outcome: 'ok', bytes: 1 });
  });

  it('never admits more concurrent downloads than the limit when three processes race on one database', async () => {
    const handle = await temp.open();
    const slowInsertMs = 3;
    if (backend === 'postgres') await slowDownPostgresInserts(handle, slowInsertMs);
    const limit = 20;
    const processes = 3;
    const attempts = 300;
    const racers = Array.from({ length: processes }, () =>
      startRacer({
        backend,
        where: handle.where,
        identity: alice,
        limits: { ...noLimits, concurrentJobsPerUser: limit },
        attempts,
        // Widen the count-to-insert gap (see the fixture): without the
        // serializing transaction this test admits more than the limit.
        ...(backend === 'sqlite' ? { slowInsertMs } : {}),
      }),
    );
    await Promise.all(racers.map((racer) => racer.ready));
    for (const racer of racers) racer.go();
    const tallies = await Promise.all(racers.map((racer) => racer.done));

    expect(tallies.flatMap((t) => t.errors)).toEqual([]);
    expect(tallies.reduce((sum, t) => sum + t.admitted, 0)).toBe(limit);
    expect(tallies.reduce((sum, t) => sum + t.refused, 0)).toBe(processes * attempts - limit);
    const recorded = await queryRow(
      handle,
      sql`select count(*) as n from usage_events join users on users.id = user_id where external_id = '1001' and outcome = 'running'`,
    );
    expect(recorded).toEqual({ n: limit });
    // The racers really ran at the same time: there was an instant when all of
    // them were inside their loops. (Some may get none of the quota: SQLite's
    // busy handler sleeps while the others keep taking the lock.)
    const lastStart = Math.max(...tallies.map((t) => t.startedAt));
    const firstEnd = Math.min(...tallies.map((t) => t.endedAt));
    expect(lastStart, JSON.stringify(tallies)).toBeLessThanOrEqual(firstEnd);
  });
});
