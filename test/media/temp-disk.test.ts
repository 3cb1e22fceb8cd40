/**
 * The temp disk a job plans (src/media/tools/temp-disk.ts), on the real file
 * system of the OS temp dir: what statfs says is free, less what jobs hold.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMediaError } from '../../src/media/errors.js';
import { availableTempBytes, reserveTempDisk } from '../../src/media/tools/temp-disk.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'temp-disk-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('reserving temp disk', () => {
  it('holds what it reserved until released, and refuses what is not there with disk_full and a retry in 60 s', async () => {
    const free = await availableTempBytes(dir);
    expect(free).toBeGreaterThan(0);
    const held = await reserveTempDisk(dir, Math.floor(free / 2));
    const left = await availableTempBytes(dir);
    // Half is held (give or take what the machine wrote meanwhile).
    expect(Math.abs(left - (free - Math.floor(free / 2)))).toBeLessThan(free / 4);
    const refusal = await reserveTempDisk(dir, left + Math.floor(free / 8)).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isMediaError(refusal) && refusal.code).toBe('disk_full');
    expect(isMediaError(refusal) && refusal.retryAfterS).toBe(60);
    // Released once (a second call changes nothing): all of it is there again.
    held();
    held();
    expect(Math.abs((await availableTempBytes(dir)) - free)).toBeLessThan(free / 4);
    (await reserveTempDisk(dir, left + Math.floor(free / 8)))();
  });
});
