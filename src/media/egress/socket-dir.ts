import { lstat, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * The egress proxy's Unix socket lives in a directory of the OS temp dir
 * (socket paths are limited to about 100 bytes, too short for DATA_DIR). A
 * process that is killed leaves it behind, so each start removes those of
 * processes that are gone. Other instances and other test runs may share the
 * machine's temp dir: the owner's pid is in the name, and a directory is
 * removed only when it is ours (same user) and its pid no longer runs as us.
 */
export const SOCKET_DIR_PREFIX = 'media-fetcher-egress-';

const OWNED_NAME = new RegExp(`^${SOCKET_DIR_PREFIX}(\\d{1,10})-[A-Za-z0-9]+$`);

/** A fresh directory for this process's socket, its pid in the name. */
export async function createSocketDir(tmpDir: string = os.tmpdir()): Promise<string> {
  return await mkdtemp(path.join(tmpDir, `${SOCKET_DIR_PREFIX}${process.pid}-`));
}

/**
 * Whether the process `pid` may still own a socket directory of ours: it
 * runs, as this user. Gone (ESRCH), or running as someone else (EPERM: the
 * pid was reused), it cannot.
 */
function mayBeAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH' && (error as NodeJS.ErrnoException).code !== 'EPERM';
  }
}

/**
 * Removes the socket directories left in `tmpDir` by processes that are gone;
 * returns their names. Never throws: a directory that cannot be read or
 * removed is left for a later start.
 */
export async function sweepSocketDirs(tmpDir: string = os.tmpdir()): Promise<string[]> {
  const uid = typeof process.getuid === 'function' ? process.getuid() : undefined;
  const names = await readdir(tmpDir).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    const pid = OWNED_NAME.exec(name)?.[1];
    if (pid === undefined || mayBeAlive(Number(pid))) continue;
    const dir = path.join(tmpDir, name);
    try {
      const stats = await lstat(dir);
      // Only real directories of this user: never follow a link, never touch another user's.
      if (!stats.isDirectory() || (uid !== undefined && stats.uid !== uid)) continue;
      await rm(dir, { recursive: true, force: true });
      removed.push(name);
    } catch {
      // Gone meanwhile, or not ours to remove.
    }
  }
  return removed;
}
