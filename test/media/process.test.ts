/**
 * supervise's stop reaches the whole process group, also after our own child
 * has exited: a confined tool runs under bwrap, which a SIGTERM kills at once
 * while the tool inside handles SIGTERM and may go on, holding our pipes.
 */
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { supervise } from '../../src/media/tools/process.js';

/** Ignores SIGTERM (as ffmpeg stuck joining a reader thread does), says its pid on the inherited stdout. */
const TOOL = `process.on('SIGTERM', () => {}); console.log(process.pid); setInterval(() => {}, 1000);`;
/** Dies of SIGTERM at once (as bwrap does), leaving the tool in its process group. */
const WRAPPER = `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(TOOL)}], { stdio: ['ignore', 'inherit', 'inherit'] }); setInterval(() => {}, 1000);`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const started: number[] = [];
afterEach(() => {
  // Never leave the stand-in tool behind, whatever the test saw.
  for (const pid of started.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
});

describe('supervise', () => {
  it('kills the rest of the group after the grace when its child died of the SIGTERM', async () => {
    const job = supervise(process.execPath, ['-e', WRAPPER], { killGraceMs: 200 });
    const [line] = (await once(job.child.stdout as NodeJS.ReadableStream, 'data')) as [Buffer];
    const toolPid = Number(line.toString().trim());
    started.push(toolPid);
    expect(alive(toolPid)).toBe(true);

    job.stop('cancelled');
    await once(job.child, 'exit');
    // Our child is gone; the tool still holds its stdout, so only the SIGKILL to the group ends the job.
    const exit = await Promise.race([
      job.exited,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 10_000).unref()),
    ]);
    expect(exit).toMatchObject({ killedBecause: 'cancelled' });
    // Reaped by init, not by us: gone shortly after its pipes closed.
    await expect.poll(() => alive(toolPid), { timeout: 2000 }).toBe(false);
  });
});
