import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { diskFullError } from '../errors.js';

/*
 * Every job works in its own directory under TMP_DIR, named job-<uuid>, so
 * cleanup is one recursive removal and a sweep at start finds what a crash left.
 */

/** Creates the job directory and writes a file there; a full disk is a clean error, not a 500. */
export async function writeJobFile(jobDir: string, file: string, content: string): Promise<void> {
  try {
    await mkdir(jobDir, { recursive: true });
    await writeFile(file, content);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOSPC') {
      throw diskFullError(error);
    }
    throw error;
  }
}

/** Removes job directories left by a crash (none are in use at start). */
export async function sweepTempDir(tmpDir: string): Promise<void> {
  const names = await readdir(tmpDir).catch(() => [] as string[]);
  for (const name of names) {
    if (name.startsWith('job-')) await removeJobDir(path.join(tmpDir, name));
  }
}

/** Removes a job's temp directory (never throws). */
export async function removeJobDir(jobDir: string): Promise<void> {
  await rm(jobDir, { recursive: true, force: true }).catch(() => {});
}
