// better-sqlite3's install step (prebuild-install) downloads a prebuilt binary from GitHub; where it cannot
// (offline machines, this project's CI), it compiles SQLite from source, minutes of CPU on every clean install.
// prebuild-install looks for the same tarball in a folder of "local prebuilds" first (set here through its
// own rc variable, which npm does not take for a setting of its own and so does not warn about). Setup keeps
// the binary it compiled there, per machine, named as the release's tarball is (package version, Node ABI,
// platform, architecture), so the next clean install on this machine unpacks it instead of compiling.
// prebuild-install loads what it unpacked before it accepts it, and compiles when that fails; a new machine,
// another Node ABI or another better-sqlite3 version has no tarball of that name and compiles as before.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PACKAGE = 'better-sqlite3';

/** The machine's folder of our own builds: XDG_CACHE_HOME (or ~/.cache)/media-fetcher/prebuilds. */
export function localPrebuildsDir() {
  const cache = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(cache, 'media-fetcher', 'prebuilds');
}

/** The environment that points better-sqlite3's install step at that folder. */
export function localPrebuildsEnv() {
  return { 'prebuild-install_local-prebuilds': localPrebuildsDir() };
}

/**
 * The tarball's name as prebuild-install asks for it on glibc Linux (its URL template's file name), or
 * undefined where it adds a libc of its own (musl), which this does not try to match.
 * @param {string} root
 */
function tarballName(root) {
  const pkg = JSON.parse(readFileSync(path.join(root, 'node_modules', PACKAGE, 'package.json'), 'utf8'));
  const report = /** @type {{ header?: { glibcVersionRuntime?: string } }} */ (process.report?.getReport() ?? {});
  if (process.platform === 'linux' && !report.header?.glibcVersionRuntime) return undefined;
  return `${PACKAGE}-v${pkg.version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
}

/**
 * After the install step: when it compiled (node-gyp leaves its Makefile; an unpacked tarball has only the
 * .node file) and the result loads, keeps it as the local prebuild for the next clean install.
 * @param {string} root
 * @param {(message: string) => void} say
 */
export function keepCompiledPrebuild(root, say) {
  const pkgDir = path.join(root, 'node_modules', PACKAGE);
  const name = tarballName(root);
  if (!name || !existsSync(path.join(pkgDir, 'build', 'Makefile'))) return;
  const loads = spawnSync(process.execPath, ['-e', `new (require(${JSON.stringify(pkgDir)}))(':memory:').close()`], {
    stdio: 'ignore',
  });
  if (loads.status !== 0) return;
  const dir = localPrebuildsDir();
  mkdirSync(dir, { recursive: true });
  const target = path.join(dir, name);
  // Written beside and renamed, so a second install never unpacks half a tarball.
  const partial = `${target}.${process.pid}.tmp`;
  const packed = spawnSync('tar', ['-czf', partial, '-C', pkgDir, 'build/Release/better_sqlite3.node'], {
    stdio: 'ignore',
  });
  if (packed.status !== 0) {
    rmSync(partial, { force: true });
    return;
  }
  renameSync(partial, target);
  say(`Kept the compiled ${PACKAGE} in ${target}: the next clean install on this machine unpacks it.`);
}
