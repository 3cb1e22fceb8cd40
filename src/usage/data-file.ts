import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** How a value kept in a file of DATA_DIR is read, and made when there is none. */
export interface DataFileValue<T> {
  /** The value from the file's trimmed text, or undefined when it is unusable (then replaced). */
  parse(text: string): T | undefined;
  /** A new value and the text that stores it. */
  create(): { value: T; text: string };
  /** File mode of a new file (e.g. 0o600 for a secret). */
  mode?: number;
}

/**
 * A value generated once into `dataDir/name` and read back on every later
 * start (the link secret, the instance id). The file is created exclusively:
 * of two processes starting together on one DATA_DIR, one writes and both
 * use its value.
 */
export function readOrCreateDataFile<T>(dataDir: string, name: string, value: DataFileValue<T>): T {
  const file = path.join(dataDir, name);
  const stored = readStored(file, value);
  if (stored !== null && stored !== undefined) return stored;
  mkdirSync(dataDir, { recursive: true });
  const made = value.create();
  try {
    writeFileSync(file, `${made.text}\n`, { flag: stored === null ? 'wx' : 'w', mode: value.mode });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = readStored(file, value);
    if (theirs !== null && theirs !== undefined) return theirs;
    throw error;
  }
  // The mode above applies only to a new file (and through the umask): make sure.
  if (value.mode !== undefined) chmodSync(file, value.mode);
  return made.value;
}

/** The stored value; null when there is no file, undefined when its content is unusable. */
function readStored<T>(file: string, value: DataFileValue<T>): T | null | undefined {
  try {
    return value.parse(readFileSync(file, 'utf8').trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
