import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The image's start script (deploy/container/start.sh) run by sh against a fake data volume in a temp folder:
 * its two fixed folders (the image's seed, the volume's yt-dlp) are moved into the temp folder, and a stand-in
 * `node` on PATH records how the service would have been started. It may only ever touch the folder it made.
 */

const script = readFileSync(path.resolve(import.meta.dirname, '../../deploy/container/start.sh'), 'utf8');
let root: string;
let seed: string;
let bin: string;

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'container-start-'));
  seed = path.join(root, 'seed');
  fakeVenv(seed, '2026.10.1', 'command = /usr/bin/python3 -m venv --clear /data/yt-dlp');
  bin = path.join(root, 'bin');
  mkdirSync(bin);
  // The stand-in service: what it was started with, as a line the test reads back.
  writeFileSync(path.join(bin, 'node'), '#!/bin/sh\necho "ran $* YTDLP_PATH=$YTDLP_PATH" >>"$RAN"\n');
  chmodSync(path.join(bin, 'node'), 0o755);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A virtualenv as start.sh reads it: pyvenv.cfg and yt-dlp's dist-info folder. */
function fakeVenv(dir: string, version: string, command: string): void {
  mkdirSync(path.join(dir, 'lib/python3.13/site-packages', `yt_dlp-${version}.dist-info`), { recursive: true });
  mkdirSync(path.join(dir, 'bin'), { recursive: true });
  writeFileSync(path.join(dir, 'pyvenv.cfg'), `home = /usr/bin\nversion = 3.13.5\n${command}\n`);
  writeFileSync(path.join(dir, 'bin/yt-dlp'), `#!${dir}/bin/python3\n# ${version}\n`);
}

interface Run {
  status: number | null;
  said: string;
  ran: string;
}

/** Runs the script with its seed in the temp folder and the volume's yt-dlp folder at `own`. */
function start(volume: string, own: string, env: Record<string, string> = {}): Run {
  const moved = script.replaceAll('/opt/yt-dlp-seed', seed).replaceAll('/data/yt-dlp', own);
  expect(moved).toContain(`${own}/bin/yt-dlp`);
  const file = path.join(volume, '..', `start-${path.basename(volume)}.sh`);
  writeFileSync(file, moved);
  const ran = path.join(volume, '..', `ran-${path.basename(volume)}`);
  rmSync(ran, { force: true });
  const result = spawnSync('sh', [file, '--flag'], {
    encoding: 'utf8',
    env: { PATH: `${bin}:/usr/bin:/bin`, RAN: ran, DATA_DIR: volume, ...env },
  });
  return {
    status: result.status,
    said: `${result.stdout}${result.stderr}`,
    ran: existsSync(ran) ? readFileSync(ran, 'utf8') : '',
  };
}

let count = 0;
function volume(): string {
  const dir = path.join(root, `volume-${++count}`);
  mkdirSync(dir);
  return dir;
}

const versionIn = (dir: string) =>
  readdirSync(path.join(dir, 'lib/python3.13/site-packages')).find((name) => name.startsWith('yt_dlp-'));

describe('the image start script', () => {
  it("leaves a YTDLP_PATH of the owner's in the volume alone, and makes nothing", () => {
    const data = volume();
    const mine = path.join(data, 'mine');
    fakeVenv(mine, '2025.1.1', 'command = made by the owner');
    const run = start(data, path.join(data, 'yt-dlp'), { YTDLP_PATH: `${mine}/bin/yt-dlp` });
    expect(run.status).toBe(0);
    expect(versionIn(mine)).toBe('yt_dlp-2025.1.1.dist-info');
    expect(readFileSync(path.join(mine, 'bin/yt-dlp'), 'utf8')).toContain('2025.1.1');
    expect(readdirSync(data).sort()).toEqual(['mine']);
    expect(run.ran).toBe(`ran /app/dist/src/main.js --flag YTDLP_PATH=${mine}/bin/yt-dlp\n`);
  });

  it('starts the service with a YTDLP_PATH where nothing can be written', () => {
    const data = volume();
    // A folder that cannot be made (its parent is a file), as on the image's read-only root.
    writeFileSync(path.join(data, 'file'), 'not a folder');
    const elsewhere = path.join(data, 'file', 'venv', 'bin', 'yt-dlp');
    const run = start(data, path.join(data, 'yt-dlp'), { YTDLP_PATH: elsewhere });
    expect(run.status).toBe(0);
    expect(run.ran).toBe(`ran /app/dist/src/main.js --flag YTDLP_PATH=${elsewhere}\n`);
    expect(readFileSync(path.join(data, 'file'), 'utf8')).toBe('not a folder');
  });

  it('puts the seed into its own folder, marked, once, and replaces only an older copy it made', () => {
    const data = volume();
    const own = path.join(data, 'yt-dlp');
    const first = start(data, own);
    expect(first.said).toMatch(/Putting the image's yt-dlp 2026\.10\.1 into .* \(the data volume had none\)/);
    expect(versionIn(own)).toBe('yt_dlp-2026.10.1.dist-info');
    expect(existsSync(path.join(own, '.media-fetcher-seed'))).toBe(true);
    expect(first.ran).toBe(`ran /app/dist/src/main.js --flag YTDLP_PATH=${own}/bin/yt-dlp\n`);
    expect(readdirSync(data)).toEqual(['yt-dlp']);

    const again = start(data, own);
    expect(again.said).not.toMatch(/Putting/);
    expect(again.ran).not.toBe('');

    // An older copy of its own (an update of the image brought a newer yt-dlp): replaced.
    rmSync(own, { recursive: true });
    fakeVenv(own, '2026.8.1', 'command = anything');
    writeFileSync(path.join(own, '.media-fetcher-seed'), '');
    expect(start(data, own).said).toMatch(/the data volume had 2026\.8\.1/);
    expect(versionIn(own)).toBe('yt_dlp-2026.10.1.dist-info');
  });

  it('adopts an unmarked copy that the seed made (volumes of earlier images), not one of the owner', () => {
    const data = volume();
    const own = path.join(data, 'yt-dlp');
    fakeVenv(own, '2026.8.1', 'command = /usr/bin/python3 -m venv --clear /data/yt-dlp');
    expect(start(data, own).said).toMatch(/Putting/);
    expect(versionIn(own)).toBe('yt_dlp-2026.10.1.dist-info');

    rmSync(own, { recursive: true });
    fakeVenv(own, '2026.8.1', 'command = /home/me/python -m venv /data/yt-dlp');
    const run = start(data, own);
    expect(run.said).toMatch(/was not put there by this image: left as it is/);
    expect(versionIn(own)).toBe('yt_dlp-2026.8.1.dist-info');
    expect(existsSync(path.join(own, '.media-fetcher-seed'))).toBe(false);
    expect(run.ran).not.toBe('');
  });

  it('starts the service when its own folder cannot be written', () => {
    const data = volume();
    writeFileSync(path.join(data, 'blocked'), 'not a folder');
    const own = path.join(data, 'blocked', 'yt-dlp');
    const run = start(data, own);
    expect(run.status).toBe(0);
    expect(run.said).toMatch(/Could not put the image's yt-dlp into .*; starting with what is there/);
    expect(run.ran).toBe(`ran /app/dist/src/main.js --flag YTDLP_PATH=${own}/bin/yt-dlp\n`);
  });
});
