#!/usr/bin/env node
// `npm test`'s pretest step: what only the tests need, installed on the test
// line and never on the start line. Today that is ffprobe, which the tests use
// to check the files they get (ffmpeg-static ships no ffprobe). Debian's
// ffmpeg package has it; it is installed with apt-get where it is missing and
// this runs as root, else the step says what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** @param {string} message */
const say = (message) => console.log(`[test-deps] ${message}`);

/** @param {string} file */
function runs(file) {
  return spawnSync(file, ['-version'], { stdio: 'ignore', timeout: 20_000 }).status === 0;
}

function findFfprobe() {
  if (process.env.FFPROBE_PATH) return runs(process.env.FFPROBE_PATH);
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'ffprobe');
    if (dir && existsSync(candidate) && runs(candidate)) return true;
  }
  return false;
}

if (!findFfprobe()) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root || spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0) {
    say('The tests need ffprobe: install ffmpeg ("sudo apt-get install ffmpeg") or set FFPROBE_PATH.');
    process.exit(1);
  }
  say("Installing Debian's ffmpeg for its ffprobe (the tests check their files with it).");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'ffmpeg'],
  ]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) {
      say(`"apt-get ${args.join(' ')}" failed.`);
      process.exit(1);
    }
  }
}
