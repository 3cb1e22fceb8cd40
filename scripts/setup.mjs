#!/usr/bin/env node
// `npm run setup`: installs the npm dependencies and makes sure a yt-dlp and an
// ffmpeg exist. Needs only node and npm to begin.
//
// ffmpeg-static and youtube-dl-exec download their binaries from GitHub in their
// install steps. Where that works, the bundled binaries are used. Where it
// cannot (offline machines, firewalls), yt-dlp comes from pip into a virtualenv
// of the project's own (scripts/yt-dlp/), and Debian's `ffmpeg` (and, as the last
// resort, its old `yt-dlp`) are installed instead (as root with apt-get), or the
// user is told what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { keepCompiledPrebuild } from './native-prebuild.mjs';
import { installProjectYtdlp } from './yt-dlp/install.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** @param {string} msg */
const say = (msg) => console.log(`[setup] ${msg}`);

/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ env?: Record<string, string>, allowFail?: boolean, timeoutMs?: number }} [options]
 */
function run(cmd, args, { env = {}, allowFail = false, timeoutMs } = {}) {
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
    timeout: timeoutMs,
  });
  if (result.status !== 0 && !allowFail) {
    say(`"${cmd} ${args.join(' ')}" failed (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
  return result.status === 0;
}

/**
 * Absolute path of a command on PATH that runs, or undefined.
 * @param {string} name
 * @param {string} versionArg
 */
function findOnPath(name, versionArg) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, name);
    if (dir && existsSync(candidate)) {
      const probe = spawnSync(candidate, [versionArg], { stdio: 'ignore', timeout: 20_000 });
      if (probe.status === 0) return candidate;
    }
  }
  return undefined;
}

/**
 * @param {string | undefined} file
 * @param {string} versionArg
 */
function runs(file, versionArg) {
  if (!file || !existsSync(file)) return false;
  return spawnSync(file, [versionArg], { stdio: 'ignore', timeout: 20_000 }).status === 0;
}

function canApt() {
  return isRoot() && findOnPath('apt-get', '--version') !== undefined;
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/**
 * Installs Debian's packages for the binaries that are still missing.
 * @param {string[]} missing
 */
function installSystemBinaries(missing) {
  if (missing.length === 0) return true;
  if (!isRoot() || !findOnPath('apt-get', '--version')) {
    say(`Could not get ${missing.join(' and ')}. Install them with your package manager`);
    say(`(e.g. "sudo apt-get install ${missing.join(' ')}"), or set YTDLP_PATH / FFMPEG_PATH in .env.`);
    process.exit(1);
  }
  say(
    `Installing Debian's ${missing.join(' and ')} with apt-get, because the bundled binaries could not be downloaded.`,
  );
  const aptEnv = { DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env: aptEnv });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env: aptEnv });
  return true;
}

// 1. Dependencies, without install scripts: the trusted builds run next, the
//    binary downloads after that, each with its own fallback.
const haveLock = existsSync(path.join(root, 'package-lock.json'));
run('npm', [haveLock ? 'ci' : 'install', '--ignore-scripts', '--no-audit', '--no-fund']);
say(
  'Building native modules (better-sqlite3 compiles from source where no prebuilt binary can be fetched; this can take a few minutes).',
);
// A better-sqlite3 this machine compiled before is unpacked instead of compiled again (scripts/native-prebuild.mjs).
run('npm', ['rebuild', 'better-sqlite3', 'esbuild']);
keepCompiledPrebuild(root, say);

// 2. The bundled binaries, where they can be downloaded.
const ffmpegBundled = path.join(root, 'node_modules', 'ffmpeg-static', 'ffmpeg');
const ytdlpBundled = path.join(root, 'node_modules', 'youtube-dl-exec', 'bin', 'yt-dlp');
const userFfmpeg = process.env.FFMPEG_PATH;
const userYtdlp = process.env.YTDLP_PATH;

if (!userFfmpeg && !runs(ffmpegBundled, '-version')) {
  run('npm', ['rebuild', 'ffmpeg-static'], { allowFail: true, timeoutMs: 300_000 });
}
if (!userYtdlp && !runs(ytdlpBundled, '--version')) {
  run('npm', ['rebuild', 'youtube-dl-exec'], {
    allowFail: true,
    timeoutMs: 300_000,
    env: { YOUTUBE_DL_SKIP_PYTHON_CHECK: '1' },
  });
}

// 3. Without the release binary, a current yt-dlp of the project's own (a virtualenv at tools/yt-dlp,
//    pinned in scripts/yt-dlp/); the server prefers it to a system yt-dlp (src/media/tools/binaries.ts).
const haveYtdlp =
  runs(userYtdlp, '--version') ||
  runs(ytdlpBundled, '--version') ||
  installProjectYtdlp({ root, say, installVenvPackage: () => canApt() && installSystemBinaries(['python3-venv']) }) !==
    undefined;

// 4. Fall back to system binaries for whatever is still missing. Debian's yt-dlp is years old:
//    the server warns about it at every start, in /api/health and on the owner's dashboard.
const haveFfmpeg = runs(userFfmpeg, '-version') || runs(ffmpegBundled, '-version') || findOnPath('ffmpeg', '-version');
const systemYtdlp = haveYtdlp ? undefined : findOnPath('yt-dlp', '--version');
if (systemYtdlp) say(`Using the system's ${systemYtdlp}, which may be too old for real sites (see docs/INSTALL.md).`);
const missing = [haveFfmpeg ? '' : 'ffmpeg', haveYtdlp || systemYtdlp ? '' : 'yt-dlp'].filter((name) => name !== '');
if (missing.includes('yt-dlp')) say("Last resort: Debian's yt-dlp package, which is years old (see docs/INSTALL.md).");
installSystemBinaries(missing);

// 5. bubblewrap confines yt-dlp and ffmpeg to the egress proxy (see docs/SECURITY.md).
//    Without it the server refuses to start unless UNSAFE_UNCONFINED_TOOLS=true.
if (!findOnPath('bwrap', '--version')) {
  if (isRoot() && findOnPath('apt-get', '--version')) {
    say("Installing Debian's bubblewrap with apt-get: yt-dlp and ffmpeg run in its network sandbox.");
    const aptEnv = { DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update', '-qq'], { env: aptEnv });
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'bubblewrap'], { env: aptEnv });
  } else {
    say('bubblewrap (bwrap) is missing: install it ("sudo apt-get install bubblewrap"). The server will not start');
    say('without it, because yt-dlp and ffmpeg run in its network sandbox (see docs/SECURITY.md).');
  }
}

// 6. Compile, so `npm start` and PM2 run plain JavaScript.
run('npm', ['run', 'build']);
say('Done. Start with "npm start" (serves on http://127.0.0.1:3000), test with "npm test".');
