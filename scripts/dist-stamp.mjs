#!/usr/bin/env node
// The last step of `npm run build`: a stamp in dist/ saying which sources it was compiled from (a hash of src/,
// bots/, the tsconfig files and tsc's version). The tests compile dist/ for the built process only when the stamp
// does not match (test/support/dist-build.ts), so `npm run setup` then `npm test` compiles once, not twice.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The two projects of `npm run build`, in its order. */
export const BUILD_PROJECTS = ['tsconfig.build.json', 'src/web/tsconfig.json'];

/** @param {string} root */
const stampFile = (root) => path.join(root, 'dist', '.build-stamp');

/**
 * Every file under `dir` (relative to root), sorted, so the hash does not depend on the directory order.
 * @param {string} root
 * @param {string} dir
 */
function filesUnder(root, dir) {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * A hash of everything the build reads from the project: its sources, its configs, tsc's version.
 * @param {string} [root]
 */
export function distInputsHash(root = here) {
  const hash = createHash('sha256');
  const typescript = JSON.parse(readFileSync(path.join(root, 'node_modules/typescript/package.json'), 'utf8'));
  hash.update(`typescript ${typescript.version}\0`);
  for (const file of ['tsconfig.json', ...BUILD_PROJECTS, ...filesUnder(root, 'src'), ...filesUnder(root, 'bots')]) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * Whether dist/ was built from the sources as they are now.
 * @param {string} [root]
 */
export function distIsCurrent(root = here) {
  try {
    return readFileSync(stampFile(root), 'utf8').trim() === distInputsHash(root);
  } catch {
    return false;
  }
}

/**
 * Before a compile: a compile cut short must not leave a stamp that vouches for a half-written dist/.
 * @param {string} [root]
 */
export function removeDistStamp(root = here) {
  rmSync(stampFile(root), { force: true });
}

/**
 * After a successful compile. `hash` is the one taken before it began (a source edited meanwhile then mismatches).
 * @param {string} [root]
 * @param {string} [hash]
 */
export function writeDistStamp(root = here, hash = distInputsHash(root)) {
  writeFileSync(stampFile(root), `${hash}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) writeDistStamp();
