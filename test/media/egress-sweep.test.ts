/**
 * A killed process leaves its egress socket folder in the OS temp dir; the
 * next proxy start removes the folders of processes that are gone and keeps
 * those of processes still running (other instances, other test runs).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startEgressProxy } from '../../src/media/egress/proxy.js';

const made: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A leftover socket folder of process `pid`, as a killed proxy leaves it (its socket file inside). */
function leftover(pid: number): string {
  const dir = path.join(os.tmpdir(), `media-fetcher-egress-${pid}-Xy12ab`);
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'proxy.sock'), '');
  made.push(dir);
  return dir;
}

/** A process that runs until the test kills it. */
async function runningProcess(): Promise<ChildProcess & { pid: number }> {
  const child = spawn(process.execPath, ['-e', 'process.stdout.write("up"); setInterval(() => {}, 1000)'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  children.push(child);
  await new Promise((resolve) => child.stdout?.once('data', resolve));
  return child as ChildProcess & { pid: number };
}

/** The pid of a process that has ended. */
async function endedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  const pid = child.pid;
  await new Promise((resolve) => child.once('exit', resolve));
  if (pid === undefined) throw new Error('no pid');
  return pid;
}

describe('egress socket folders', () => {
  it('are swept at start when their process is gone, and kept while it runs', async () => {
    const alive = await runningProcess();
    const ofAlive = leftover(alive.pid);
    const ofDead = leftover(await endedPid());
    const proxy = await startEgressProxy({ policy: { kind: 'deny' } });
    try {
      expect(existsSync(ofDead)).toBe(false);
      expect(existsSync(ofAlive)).toBe(true);
      // Its own folder names this process, so a later start knows whose it is.
      expect(path.basename(path.dirname(proxy.socketPath))).toMatch(
        new RegExp(`^media-fetcher-egress-${process.pid}-`),
      );
    } finally {
      await proxy.close();
    }
    expect(existsSync(path.dirname(proxy.socketPath))).toBe(false);
  });
});
