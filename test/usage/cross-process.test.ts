import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Identity, UsageLimits } from '../../src/usage/index.js';
import { alice, noLimits, repoRoot, TempDatabases } from './helpers.js';

const temp = new TempDatabases();
afterEach(() => temp.cleanup());

const childScript = path.join(repoRoot, 'test/usage/fixtures/usage-child.ts');
type ChildArgs = { file: string; identity: Identity; limits: UsageLimits; attempts?: number; slowInsertMs?: number };
type Tally = { admitted: number; refused: number; errors: string[]; startedAt: number; endedAt: number };

/**
 * Starts a racer in its own Node process, with its own SQLite connection.
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

describe('across processes', () => {
  it('marks a killed process’s running rows as interrupted at the next start', async () => {
    const { file } = temp.open();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', childScript, 'begin-and-die', JSON.stringify({ file, identity: alice, limits: noLimits })],
      {
        cwd: repoRoot,
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const signal = await new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, sig) => resolve(sig)),
    );
    expect(signal, stderr).toBe('SIGKILL');

    // "Next start": a fresh connection and service, as main.ts would make.
    const { service, handle } = temp.service({ file });
    const row = () =>
      handle.sqlite.prepare('select outcome, finished_at, duration_ms, bytes from usage_events').get() as {
        outcome: string;
        finished_at: number | null;
        duration_ms: number | null;
        bytes: number;
      };
    expect(row()).toMatchObject({ outcome: 'running', finished_at: null, bytes: 12_345 });

    const before = Date.now();
    expect(service.closeInterrupted()).toBe(1);
    expect(row()).toMatchObject({ outcome: 'interrupted', bytes: 12_345 });
    expect(row().finished_at).toBeGreaterThanOrEqual(before - 1);
    expect(row().duration_ms).toBeGreaterThanOrEqual(0);
    expect(service.closeInterrupted()).toBe(0);
  });

  it('never admits more concurrent downloads than the limit when three processes race on one file', async () => {
    const { file, sqlite } = temp.open();
    const limit = 20;
    const processes = 3;
    const attempts = 300;
    const racers = Array.from({ length: processes }, () =>
      startRacer({
        file,
        identity: alice,
        limits: { ...noLimits, concurrentJobsPerUser: limit },
        attempts,
        // Widen the count-to-insert gap (see the fixture): without the
        // write-locking transaction this test admits more than the limit.
        slowInsertMs: 3,
      }),
    );
    await Promise.all(racers.map((racer) => racer.ready));
    for (const racer of racers) racer.go();
    const tallies = await Promise.all(racers.map((racer) => racer.done));

    expect(tallies.flatMap((t) => t.errors)).toEqual([]);
    expect(tallies.reduce((sum, t) => sum + t.admitted, 0)).toBe(limit);
    expect(tallies.reduce((sum, t) => sum + t.refused, 0)).toBe(processes * attempts - limit);
    const recorded = sqlite
      .prepare(
        "select count(*) as n from usage_events join users on users.id = user_id where external_id = '1001' and outcome = 'running'",
      )
      .get();
    expect(recorded).toEqual({ n: limit });
    // The racers really ran at the same time: there was an instant when all of
    // them were inside their loops. (Some may get none of the quota: SQLite's
    // busy handler sleeps while the others keep taking the lock.)
    const lastStart = Math.max(...tallies.map((t) => t.startedAt));
    const firstEnd = Math.min(...tallies.map((t) => t.endedAt));
    expect(lastStart, JSON.stringify(tallies)).toBeLessThanOrEqual(firstEnd);
  });
});
