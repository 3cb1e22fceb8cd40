/**
 * The temp disk a job's files need, checked before it writes them: free space less what this process's running
 * jobs reserved, so a refusal is `disk_full` before any byte is fetched rather than an encode that fills the disk
 * for every job. Reservations count in full until their job ends, so a nearly full disk refuses early, not late.
 */
import { statfs } from 'node:fs/promises';
import { sentence } from '../../i18n/index.js';
import { MediaError } from '../errors.js';

const MIB = 1024 * 1024;
/** Reserved bytes per temp dir, by the jobs of this process. */
const reserved = new Map<string, number>();

/** Bytes the temp dir may still be given: free for this user, less what running jobs reserved. */
export async function availableTempBytes(dir: string): Promise<number> {
  const stats = await statfs(dir);
  return stats.bavail * stats.bsize - (reserved.get(dir) ?? 0);
}

/**
 * Reserves `bytes` of `dir` until the returned release is called; rejects
 * with `disk_full` (nothing reserved) when they are not there.
 */
export async function reserveTempDisk(dir: string, bytes: number): Promise<() => void> {
  const available = await availableTempBytes(dir);
  if (available < bytes) {
    throw new MediaError('disk_full', sentence('error-disk-too-full-for-job', { mb: Math.ceil(bytes / MIB) }), {
      retryAfterS: 60,
    });
  }
  reserved.set(dir, (reserved.get(dir) ?? 0) + bytes);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    const left = (reserved.get(dir) ?? 0) - bytes;
    if (left > 0) reserved.set(dir, left);
    else reserved.delete(dir);
  };
}
