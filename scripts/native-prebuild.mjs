// better-sqlite3's install step (prebuild-install) downloads a prebuilt binary from GitHub into its cache
// (the npm cache's _prebuilds folder) and unpacks it; where it cannot download (offline machines, this project's
// CI), it compiles SQLite from source, minutes of CPU on every clean install. After such a compile, setup puts
// the binary it built into that cache under the name prebuild-install gives the release's tarball (computed by
// prebuild-install's own code: package version, Node ABI, platform, libc, architecture), so the next clean
// install on this machine unpacks it instead of compiling. prebuild-install loads what it unpacked before it
// accepts it, and compiles when that fails (setup then replaces the tarball); a new machine, another Node ABI
// or another better-sqlite3 version finds no tarball of that name and compiles as before.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const PACKAGE = 'better-sqlite3';

/**
 * Where better-sqlite3's prebuild-install looks for this machine's tarball before it downloads one.
 * @param {string} pkgDir
 * @returns {string}
 */
function cachedTarball(pkgDir) {
  // The prebuild-install that better-sqlite3's install step runs, resolved from the package as npm does.
  const require = createRequire(path.join(pkgDir, 'package.json'));
  const installDir = path.dirname(require.resolve('prebuild-install/package.json'));
  const util = require(path.join(installDir, 'util.js'));
  const rc = require(path.join(installDir, 'rc.js'));
  const pkg = require(path.join(pkgDir, 'package.json'));
  return util.cachedPrebuild(util.getDownloadUrl({ ...rc(pkg), pkg }));
}

/**
 * After the install step: when it compiled (node-gyp leaves its Makefile; an unpacked tarball has only the
 * .node file) and the result loads, keeps it as the prebuilt binary for the next clean install.
 * @param {string} root
 * @param {(message: string) => void} say
 */
export function keepCompiledPrebuild(root, say) {
  const pkgDir = path.join(root, 'node_modules', PACKAGE);
  if (!existsSync(path.join(pkgDir, 'build', 'Makefile'))) return;
  const loads = spawnSync(process.execPath, ['-e', `new (require(${JSON.stringify(pkgDir)}))(':memory:').close()`], {
    stdio: 'ignore',
  });
  if (loads.status !== 0) return;
  const target = cachedTarball(pkgDir);
  mkdirSync(path.dirname(target), { recursive: true });
  // Written beside and renamed, so an install never unpacks half a tarball.
  const partial = `${target}.${process.pid}.tmp`;
  const packed = spawnSync('tar', ['-czf', partial, '-C', pkgDir, 'build/Release/better_sqlite3.node'], {
    stdio: 'ignore',
  });
  if (packed.status !== 0) {
    rmSync(partial, { force: true });
    return;
  }
  renameSync(partial, target);
  say(`Kept the compiled ${PACKAGE} as ${target}: the next clean install on this machine unpacks it.`);
}
