import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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
 * start (the link secret, the owner token, the instance id). The file appears
 * whole or not at all: the value is written to a temporary file beside it,
 * with its mode, and then hard-linked to its name, which fails when the name
 * exists. So of two processes starting together on one DATA_DIR, one writes
 * and both use its value, and neither can read the other's half-written file.
 */
export function readOrCreateDataFile<T>(dataDir: string, name: string, value: DataFileValue<T>): T {
  const file = path.join(dataDir, name);
  const stored = readStored(file, value);
  if (stored !== null && stored !== undefined) return stored;
  mkdirSync(dataDir, { recursive: true });
  const made = value.create();
  const draft = path.join(dataDir, `.${name}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    writeFileSync(draft, `${made.text}\n`, { flag: 'wx', mode: value.mode });
    // The mode above applies through the umask: make sure, before the value has its name.
    if (value.mode !== undefined) chmodSync(draft, value.mode);
    if (stored === undefined) {
      // An unusable file is replaced, in one step.
      renameSync(draft, file);
      return made.value;
    }
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const theirs = readStored(file, value);
      if (theirs !== null && theirs !== undefined) return theirs;
      throw error;
    }
    return made.value;
  } finally {
    rmSync(draft, { force: true });
  }
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
