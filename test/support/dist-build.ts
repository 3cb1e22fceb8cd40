/**
 * dist/ for the tests that run the built service, compiled by tsc exactly as `npm run build` does, but only when
 * what tsc reads changed since the last compile: a stamp in dist/ holds a hash of every source file, the tsconfig
 * files and the compiler's version. tsc takes 40 s of CPU for src/ and bots/; a test run after an unchanged
 * checkout (or a single file run while working) then starts at once.
 */
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '..', '..');
const STAMP = path.join(root, 'dist', '.tests-build-stamp');
/** The two projects of `npm run build`, in its order. */
const PROJECTS = ['tsconfig.build.json', 'src/web/tsconfig.json'];
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

/** Every file under `dir` (relative to root), sorted, so the hash does not depend on the directory order. */
function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A hash of everything the compile reads from the project: its sources, its configs, tsc's version. */
export function distInputsHash(): string {
  const hash = createHash('sha256');
  const typescript = JSON.parse(readFileSync(path.join(root, 'node_modules/typescript/package.json'), 'utf8'));
  hash.update(`typescript ${typescript.version}\0`);
  for (const file of ['tsconfig.json', ...PROJECTS, ...filesUnder('src'), ...filesUnder('bots')]) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function stampMatches(hash: string): boolean {
  try {
    return readFileSync(STAMP, 'utf8').trim() === hash;
  } catch {
    return false;
  }
}

/** Compiles src/ and bots/ into dist/, and the web page's script, as `npm run build` does for PM2. */
export function compileDistSync(): void {
  const hash = distInputsHash();
  rmSync(STAMP, { force: true });
  for (const project of PROJECTS) execFileSync(process.execPath, [tsc, '-p', project], { cwd: root, stdio: 'inherit' });
  writeFileSync(STAMP, `${hash}\n`);
}

/**
 * Compiles dist/ unless the stamp says it was compiled from these very inputs. Asynchronous, so the global setup
 * can build the fixtures and start PostgreSQL meanwhile. Resolves with whether tsc ran.
 */
export async function compileDistIfStale(): Promise<boolean> {
  const hash = distInputsHash();
  if (stampMatches(hash)) return false;
  // A compile cut short must not leave a stamp that vouches for a half-written dist/.
  rmSync(STAMP, { force: true });
  const run = promisify(execFile);
  for (const project of PROJECTS) {
    try {
      await run(process.execPath, [tsc, '-p', project], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      throw new Error(`tsc -p ${project} failed:\n${stdout}${stderr}`);
    }
  }
  writeFileSync(STAMP, `${hash}\n`);
  return true;
}
