// The project's own current yt-dlp: a virtualenv at tools/yt-dlp with the version and hashes of
// yt-dlp.lock and the optional dependencies of extras.lock. `npm run setup` uses it when the official
// release binary cannot be downloaded (offline machines, firewalls); Debian's yt-dlp package, years
// old, is only the last resort. pip runs as the machine configures it (its index, its mirrors).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { splitExtras, unpinnedNotice } from './extras.mjs';

/** Current yt-dlp needs Python 3.10 or later (its wheel's Requires-Python). */
const MIN_PYTHON = [3, 10];

/**
 * The virtualenv's folder and its yt-dlp: inside the project (ignored by git), or `venv` where given
 * (the container image builds it where the service's data volume will hold it: install-venv.mjs).
 * @param {string} root
 * @param {string} [venv]
 */
export function projectYtdlpPaths(root, venv = path.join(root, 'tools', 'yt-dlp')) {
  return { venv, ytdlp: path.join(venv, 'bin', 'yt-dlp'), python: path.join(venv, 'bin', 'python3') };
}

/**
 * The version the lock pins, in yt-dlp's spelling: pip's 2026.8.19 is yt-dlp's 2026.08.19.
 * @param {string} lockFile
 */
export function lockedVersion(lockFile) {
  const pin = /^yt-dlp==(\d+)\.(\d+)\.(\d+)\b/m.exec(readFileSync(lockFile, 'utf8'));
  if (!pin) throw new Error(`${lockFile} pins no yt-dlp`);
  const [, year, month = '', day = ''] = pin;
  return `${year}.${month.padStart(2, '0')}.${day.padStart(2, '0')}`;
}

/** @param {string} ytdlp */
function versionOf(ytdlp) {
  const probe = spawnSync(ytdlp, ['--version'], { encoding: 'utf8', timeout: 60_000 });
  return probe.status === 0 ? probe.stdout.trim().split('\n')[0] : undefined;
}

/**
 * yt-dlp versions are dates (2026.08.19, nightlies add .123456): compared part by part.
 * @param {string} a
 * @param {string} b
 */
export function compareVersions(a, b) {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/**
 * Makes tools/yt-dlp (or `venv`) hold the locked yt-dlp (or a newer one `npm run ytdlp:update` put there).
 * Returns the yt-dlp's path, or undefined with the reason said through `say`.
 * @param {{ root: string, say: (msg: string) => void, installVenvPackage: () => boolean, venv?: string }} options
 *   installVenvPackage: installs Debian's python3-venv (as root), for a Python without ensurepip.
 */
export function installProjectYtdlp({ root, say, installVenvPackage, venv: where }) {
  const here = path.join(root, 'scripts', 'yt-dlp');
  const lock = path.join(here, 'yt-dlp.lock');
  const wanted = lockedVersion(lock);
  const { venv, ytdlp, python } = projectYtdlpPaths(root, where);
  const shown = where ?? 'tools/yt-dlp';

  const have = existsSync(ytdlp) ? versionOf(ytdlp) : undefined;
  if (have && compareVersions(have, wanted) >= 0) {
    say(`yt-dlp ${have} is installed in ${shown}.`);
    return ytdlp;
  }

  // The system's Python where there is one: the sandbox sees /usr whole, so the virtualenv's base
  // interpreter is always inside a tool's view (a pyenv or conda Python in a home directory is not).
  const python3 = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';
  const base = spawnSync(python3, ['-c', 'import sys; print("%d.%d" % sys.version_info[:2])'], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  if (base.status !== 0) {
    say('No python3 found: a current yt-dlp needs Python 3.10 or later.');
    return undefined;
  }
  const pythonVersion = base.stdout.trim();
  if (compareVersions(pythonVersion, MIN_PYTHON.join('.')) < 0) {
    say(`${python3} is Python ${pythonVersion}; a current yt-dlp needs Python ${MIN_PYTHON.join('.')} or later.`);
    return undefined;
  }

  if (!existsSync(python)) {
    const make = () => spawnSync(python3, ['-m', 'venv', '--clear', venv], { stdio: 'inherit', timeout: 300_000 });
    // Debian's python3 makes virtualenvs only with its python3-venv package (ensurepip).
    if (make().status !== 0 && !(installVenvPackage() && make().status === 0)) {
      say('Could not make a Python virtualenv (Debian: "apt-get install python3-venv").');
      return undefined;
    }
  }

  say(`Installing yt-dlp ${wanted} into ${shown} with pip (pinned by version and hash in scripts/yt-dlp/).`);
  // Few retries: an index that cannot be reached is said at once, and pip goes on to the next one configured.
  /** @param {string[]} args */
  const pip = (args) =>
    spawnSync(
      python,
      ['-m', 'pip', 'install', '--no-input', '--retries', '1', '--disable-pip-version-check', ...args],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
        timeout: 600_000,
      },
    ).status === 0;
  const extras = readFileSync(path.join(here, 'extras.lock'), 'utf8');
  const { hashed, unpinned } = splitExtras(extras, pythonVersion);
  // One pip run for yt-dlp and every extra whose hashed wheel fits this Python; else yt-dlp alone.
  const all = withRequirements(hashed, (pinned) => pip(['--require-hashes', '--no-deps', '-r', lock, '-r', pinned]));
  if (!all && !pip(['--require-hashes', '--no-deps', '-r', lock])) {
    say('pip could not install yt-dlp.');
    return undefined;
  }
  const pinOf = (/** @type {string} */ line) => line.trim().split(/\s+/)[0] ?? '';
  installExtras({ extras, pip, say, byVersion: all ? unpinned : [...hashed.map(pinOf), ...unpinned], pythonVersion });
  const installed = versionOf(ytdlp);
  if (!installed) return undefined;
  say(`yt-dlp ${installed} is installed in ${shown}.`);
  return ytdlp;
}

/**
 * `use` given a requirements file of these lines, removed afterwards.
 * @param {string[]} lines
 * @param {(file: string) => boolean} use
 */
function withRequirements(lines, use) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'yt-dlp-extras-'));
  try {
    const file = path.join(dir, 'hashed.txt');
    writeFileSync(file, `${lines.join('\n')}\n`);
    return use(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The optional dependencies whose hashed wheels did not fit (or did not install), each by version, and
 * yt-dlp-ejs; those installed so are named loudly (NOT PINNED), those that failed as missing.
 * @param {{ extras: string, pip: (args: string[]) => boolean, say: (msg: string) => void, byVersion: string[], pythonVersion: string }} options
 */
export function installExtras({ extras, pip, say, byVersion, pythonVersion }) {
  // yt-dlp's own package of YouTube's challenge scripts, at the version its `default` extra names; not
  // on every index (no hash is known for it here).
  const ejs = /^# ejs: (yt-dlp-ejs==\S+)$/m.exec(extras)?.[1];
  /** @type {string[]} */
  const missed = [];
  /** @type {string[]} */
  const unverified = [];
  for (const pin of [...byVersion, ...(ejs ? [ejs] : [])]) (pip(['--no-deps', pin]) ? unverified : missed).push(pin);
  if (unverified.length > 0) say(unpinnedNotice(unverified, pythonVersion));
  if (missed.length > 0) {
    say(`yt-dlp works without these optional packages, more slowly or for fewer sites: ${missed.join(', ')}.`);
  }
}
