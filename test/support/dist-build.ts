/**
 * dist/ for the tests that run the built service, compiled by tsc exactly as `npm run build` does, but only when
 * what tsc reads changed since the last build: `npm run build` (and so `npm run setup`) and this module leave a stamp
 * in dist/ with a hash of the sources, the tsconfig files and tsc's version (scripts/dist-stamp.mjs). tsc takes some
 * 40 s of CPU for src/ and bots/; a test run after setup, or after an unchanged checkout, then starts at once.
 */
import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  BUILD_PROJECTS,
  distInputsHash,
  distIsCurrent,
  removeDistStamp,
  writeDistStamp,
} from '../../scripts/dist-stamp.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

/** Compiles src/ and bots/ into dist/, and the web page's script, as `npm run build` does for PM2. */
export function compileDistSync(): void {
  const hash = distInputsHash(root);
  removeDistStamp(root);
  for (const project of BUILD_PROJECTS) {
    execFileSync(process.execPath, [tsc, '-p', project], { cwd: root, stdio: 'inherit' });
  }
  writeDistStamp(root, hash);
}

/**
 * Compiles dist/ unless the stamp says it was built from these very inputs. Asynchronous, so the global setup
 * can build the fixtures and start PostgreSQL meanwhile. Resolves with whether tsc ran.
 */
export async function compileDistIfStale(): Promise<boolean> {
  if (distIsCurrent(root)) return false;
  const hash = distInputsHash(root);
  removeDistStamp(root);
  const run = promisify(execFile);
  for (const project of BUILD_PROJECTS) {
    try {
      await run(process.execPath, [tsc, '-p', project], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      throw new Error(`tsc -p ${project} failed:\n${stdout}${stderr}`);
    }
  }
  writeDistStamp(root, hash);
  return true;
}
