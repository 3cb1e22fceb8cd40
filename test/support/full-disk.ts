/**
 * A small disk that can be filled to its last byte, for the full-disk tests:
 * a tmpfs of its own, mounted on a temporary folder. Mounting needs root (as
 * CI runs); without it {@link mountSmallDisk} throws, naming what was not
 * tried, so the test fails saying so rather than passing without trying.
 */
import { execFile } from 'node:child_process';
import { closeSync, fstatSync, ftruncateSync, openSync, writeSync } from 'node:fs';
import { mkdtemp, rm, statfs, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface SmallDisk {
  /** Where it is mounted. */
  dir: string;
  /**
   * Writes a file until the disk refuses another byte (ENOSPC), then gives
   * back `leaveBytes` of it (rounded up to tmpfs pages): room for a job's
   * small files, not for its media.
   */
  fill(leaveBytes?: number): Promise<void>;
  /** Removes that file: the space is back. */
  free(): Promise<void>;
  /** Bytes free on it now. */
  freeBytes(): Promise<number>;
  /** Unmounts it and removes its folder. */
  remove(): Promise<void>;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Mounts a tmpfs of `sizeMb` on a new temporary folder; throws (not tried) when not root or when mount fails. */
export async function mountSmallDisk(sizeMb: number): Promise<SmallDisk> {
  if (!isRoot()) {
    throw new Error(
      'NOT TRIED: the full-disk tests mount a tmpfs of their own, which needs root (CI runs as root). ' +
        'Run this file as root to try them; they fail here rather than pass without trying.',
    );
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'small-disk-'));
  try {
    await run('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir]);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(`NOT TRIED: could not mount a tmpfs on ${dir}: ${(error as Error).message}`);
  }
  const filler = path.join(dir, 'filler');
  return {
    dir,
    async fill(leaveBytes = 0) {
      const fd = openSync(filler, 'a');
      try {
        // Big writes first, then byte by byte: the last page of the disk goes too.
        for (const size of [1 << 20, 4096, 1]) {
          const chunk = Buffer.alloc(size, 0x5a);
          try {
            for (;;) writeSync(fd, chunk);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
          }
        }
        if (leaveBytes > 0) ftruncateSync(fd, Math.max(0, fstatSync(fd).size - leaveBytes));
      } finally {
        closeSync(fd);
      }
    },
    free: () => unlink(filler).catch(() => undefined),
    async freeBytes() {
      const stats = await statfs(dir);
      return stats.bavail * stats.bsize;
    },
    async remove() {
      await run('umount', ['-l', dir]).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
