/**
 * The binaries the tests use: the same yt-dlp and ffmpeg the app resolves
 * (YTDLP_PATH / FFMPEG_PATH → the npm packages' own → PATH), and an ffprobe
 * that `npm test`'s pretest step guarantees (scripts/test-deps.mjs).
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveBinaries } from '../../src/binaries/index.js';
import { virtualenvOf } from '../../src/media/tools/sandbox/view.js';

let resolved: { ytdlp: string; ffmpeg: string } | undefined;

function binaries() {
  resolved ??= resolveBinaries({ YTDLP_PATH: process.env.YTDLP_PATH, FFMPEG_PATH: process.env.FFMPEG_PATH });
  return resolved;
}

export const ytdlpPath = (): string => binaries().ytdlp;
export const ffmpegPath = (): string => binaries().ffmpeg;

/** FFPROBE_PATH, else an ffprobe beside the resolved ffmpeg, else ffprobe on PATH. */
export function ffprobePath(): string {
  if (process.env.FFPROBE_PATH) return process.env.FFPROBE_PATH;
  const beside = path.join(path.dirname(ffmpegPath()), 'ffprobe');
  return existsSync(beside) ? beside : 'ffprobe';
}

let standIns: { bin: string; ytdlp: string; ffmpeg: string } | undefined;

/**
 * A folder for stand-in tools (scripts that do something, then run the real
 * tool), and the real tools as a stand-in there can reach them. A confined run
 * sees the system directories and, for a tool at `<prefix>/bin/<name>`, its
 * whole `<prefix>` read-only (src/media/tools/sandbox/view.ts), but no other file:
 * a real tool outside the system directories (the npm packages' yt-dlp and
 * ffmpeg, where setup could fetch them) is linked, or copied, into this folder.
 * One per test process, removed when it exits.
 */
export function standInTools(): { bin: string; ytdlp: string; ffmpeg: string } {
  if (standIns) return standIns;
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'media-fetcher-stand-ins-'));
  const bin = path.join(prefix, 'bin');
  mkdirSync(bin);
  process.once('exit', () => rmSync(prefix, { recursive: true, force: true }));
  const reachable = (real: string, name: string) => {
    if (!path.isAbsolute(real)) return real;
    const resolved = realpathSync(real);
    if (/^\/(usr|bin|sbin|lib)\//.test(resolved)) return real;
    const inside = path.join(bin, `real-${name}`);
    const venv = virtualenvOf(real);
    if (venv) return venvScriptIn(prefix, venv, real, inside);
    try {
      linkSync(resolved, inside);
    } catch {
      copyFileSync(resolved, inside);
    }
    return inside;
  };
  standIns = { bin, ytdlp: reachable(ytdlpPath(), 'yt-dlp'), ffmpeg: reachable(ffmpegPath(), 'ffmpeg') };
  return standIns;
}

/**
 * A virtualenv's script (setup's tools/yt-dlp) runs only where its virtualenv is seen: the stand-ins'
 * prefix becomes that virtualenv (its pyvenv.cfg, its python, its packages linked, not copied) and
 * the script is written there again with that python in its first line.
 */
function venvScriptIn(prefix: string, venv: string, script: string, inside: string): string {
  copyFileSync(path.join(venv, 'pyvenv.cfg'), path.join(prefix, 'pyvenv.cfg'));
  symlinkSync(realpathSync(path.join(venv, 'bin', 'python3')), path.join(prefix, 'bin', 'python3'));
  const lib = path.join(venv, 'lib');
  const linked = spawnSync('cp', ['-al', lib, path.join(prefix, 'lib')]);
  if (linked.status !== 0) cpSync(lib, path.join(prefix, 'lib'), { recursive: true });
  const body = readFileSync(script, 'utf8').replace(/^#![^\n]*/, `#!${path.join(prefix, 'bin', 'python3')}`);
  writeFileSync(inside, body, { mode: 0o755 });
  return inside;
}
