#!/usr/bin/env node
// `npm test`'s pretest step: what only the tests need, installed on the test
// line and never on the start line. Today that is ffprobe, which the tests use
// to check the files they get (ffmpeg-static ships no ffprobe), a browser
// for the web page's tests (playwright-core drives it; it downloads none),
// PostgreSQL, and Debian's old yt-dlp as a second yt-dlp beside setup's current one.
// Debian's ffmpeg and chromium packages provide them; they are installed with
// apt-get where missing and this runs as root, else the step says what to install.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** @param {string} message */
const say = (message) => console.log(`[test-deps] ${message}`);

/**
 * @param {string} file
 * @param {string | undefined} flag ffprobe takes -version; undefined: executable is enough (Debian's chromium
 * wrapper took seconds to say its version, on every `npm test`; a broken one fails the browser tests by name)
 */
function runs(file, flag) {
  if (flag === undefined) {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  }
  return spawnSync(file, [flag], { stdio: 'ignore', timeout: 20_000 }).status === 0;
}

/**
 * The first of `names` on PATH that runs, or the override's answer when one is set.
 * @param {string | undefined} override
 * @param {string[]} names
 * @param {string | undefined} flag
 */
function found(override, names, flag) {
  if (override) return runs(override, flag);
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    for (const name of names) {
      const candidate = path.join(dir, name);
      if (dir && existsSync(candidate) && runs(candidate, flag)) return true;
    }
  }
  return false;
}

/** Whether PG_BIN, or one of Debian's /usr/lib/postgresql/<version>/bin, holds an initdb that runs. */
function hasPostgres() {
  if (process.env.PG_BIN) return runs(path.join(process.env.PG_BIN, 'initdb'), '--version');
  const root = '/usr/lib/postgresql';
  return existsSync(root) && readdirSync(root).some((v) => runs(path.join(root, v, 'bin', 'initdb'), '--version'));
}

/**
 * Whether the system Python finds a yt_dlp of its own (Debian's package; the suite runs setup's current one).
 * find_spec locates the package without importing it: importing all of yt-dlp took seconds of every `npm test`.
 */
function debianYtdlpImportable() {
  const find = "import importlib.util, sys; sys.exit(importlib.util.find_spec('yt_dlp') is None)";
  return spawnSync('/usr/bin/python3', ['-c', find], { stdio: 'ignore', timeout: 60_000 }).status === 0;
}

/** What is missing, as Debian packages, with why the tests need each. */
const missing = [
  ...(found(process.env.FFPROBE_PATH, ['ffprobe'], '-version')
    ? []
    : [{ pkg: 'ffmpeg', why: 'its ffprobe checks the files the tests get', env: 'FFPROBE_PATH' }]),
  ...(found(process.env.CHROMIUM_PATH, ['chromium', 'chromium-browser'], undefined)
    ? []
    : [{ pkg: 'chromium', why: "the web page's tests drive it", env: 'CHROMIUM_PATH' }]),
  ...(debianYtdlpImportable()
    ? []
    : [
        {
          pkg: 'yt-dlp',
          why: "the two-yt-dlps test needs Debian's old yt_dlp importable by the system Python beside the current one",
          env: 'a Debian yt-dlp',
        },
      ]),
  ...(hasPostgres()
    ? []
    : [{ pkg: 'postgresql', why: 'the usage tests run on a throwaway PostgreSQL too', env: 'PG_BIN' }]),
];

if (missing.length > 0) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const packages = missing.map((m) => m.pkg);
  if (!root || spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0) {
    for (const m of missing) say(`The tests need ${m.pkg} (${m.why}): set ${m.env} or install it.`);
    say(`Install with "sudo apt-get install ${packages.join(' ')}".`);
    process.exit(1);
  }
  for (const m of missing) say(`Installing Debian's ${m.pkg}: ${m.why}.`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', ...packages],
  ]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) {
      say(`"apt-get ${args.join(' ')}" failed.`);
      process.exit(1);
    }
  }
}
