import { statfs } from 'node:fs/promises';

/**
 * Free space under DATA_DIR (temp files, the SQLite file, yt-dlp's cache):
 * read for the start-up warning, /api/health and the metrics. A job may need
 * up to MAX_FILESIZE_MB of temp space (a bot's file before its upload, an
 * M4A written whole for its cover), so MAX_CONCURRENT_JOBS such jobs at once
 * need that many times it; less than that free is worth the owner's warning
 * before the disk fills under them.
 */
export interface DiskSpace {
  /** Bytes this process may still write there (statfs' bavail: root's reserve not counted). */
  freeBytes: number;
  totalBytes: number;
  /** What MAX_CONCURRENT_JOBS of the largest jobs (MAX_FILESIZE_MB each) would need. */
  neededBytes: number;
}

/** The free space of the file system holding `dir`, or undefined when it cannot be read (the folder gone). */
export async function readDiskSpace(dir: string, neededBytes: number): Promise<DiskSpace | undefined> {
  try {
    const stats = await statfs(dir);
    return { freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize, neededBytes };
  } catch {
    return undefined;
  }
}

/** What MAX_CONCURRENT_JOBS jobs of MAX_FILESIZE_MB each may write at once. */
export const neededDiskBytes = (maxConcurrentJobs: number, maxFilesizeMb: number): number =>
  maxConcurrentJobs * maxFilesizeMb * 1024 * 1024;

const MB = 1024 * 1024;

/** The owner's warning (English, like the others of /api/health) when less is free than the jobs may need. */
export function diskSpaceWarning(dir: string, space: DiskSpace | undefined): string | undefined {
  if (!space || space.freeBytes >= space.neededBytes) return undefined;
  const free = Math.floor(space.freeBytes / MB);
  const needed = Math.ceil(space.neededBytes / MB);
  return (
    `Only ${free} MB free under DATA_DIR (${dir}); MAX_CONCURRENT_JOBS jobs of MAX_FILESIZE_MB may need ${needed} MB. ` +
    'Downloads are refused with disk_full when it runs out: free space, or lower MAX_FILESIZE_MB or MAX_CONCURRENT_JOBS.'
  );
}
