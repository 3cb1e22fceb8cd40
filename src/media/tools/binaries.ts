import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { projectRoot } from '../../support/project-root.js';

const require = createRequire(import.meta.url);

export interface BinaryPaths {
  ytdlp: string;
  ffmpeg: string;
}

export class MissingBinaryError extends Error {
  override name = 'MissingBinaryError';
}

/** Where youtube-dl-exec keeps its own yt-dlp (downloaded at install, when it could be). */
export function packagedYtdlp(): string | undefined {
  try {
    const { constants } = require('youtube-dl-exec') as { constants: { YOUTUBE_DL_PATH: string } };
    return constants.YOUTUBE_DL_PATH;
  } catch {
    return undefined;
  }
}

/**
 * The project's own yt-dlp, a virtualenv at `tools/yt-dlp` that `npm run setup` installs where the
 * release binary cannot be downloaded (scripts/yt-dlp/).
 */
export function projectYtdlp(): string {
  return path.join(projectRoot(), 'tools', 'yt-dlp', 'bin', 'yt-dlp');
}

/** The binary ffmpeg-static downloaded at install (or FFMPEG_BIN, which it honours). */
function packagedFfmpeg(): string | undefined {
  try {
    return (require('ffmpeg-static') as string | null) ?? undefined;
  } catch {
    return undefined;
  }
}

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

function answersVersion(file: string, versionArg: string): boolean {
  const probe = spawnSync(file, [versionArg], { stdio: 'ignore', timeout: 30_000, shell: false });
  return probe.status === 0;
}

function resolveOne(
  label: string,
  configured: string | undefined,
  candidates: (string | undefined)[],
  versionArg: string,
  hint: string,
): string {
  if (configured) {
    // An explicit path is the owner's choice: fail loudly rather than silently use another binary.
    if (!existsSync(configured)) throw new MissingBinaryError(`${label} not found at ${configured}. ${hint}`);
    return configured;
  }
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate) && answersVersion(candidate, versionArg)) return candidate;
  }
  throw new MissingBinaryError(`No working ${label} found. ${hint}`);
}

/**
 * Order: YTDLP_PATH / FFMPEG_PATH → the npm packages' binaries → (yt-dlp) the project's own
 * virtualenv, so a current yt-dlp wins over a system package years old → PATH.
 * Throws a MissingBinaryError with a one-line message saying what to install.
 */
export function resolveBinaries(config: {
  YTDLP_PATH?: string | undefined;
  FFMPEG_PATH?: string | undefined;
}): BinaryPaths {
  return {
    ytdlp: resolveOne(
      'yt-dlp',
      config.YTDLP_PATH,
      [packagedYtdlp(), projectYtdlp(), onPath('yt-dlp')],
      '--version',
      'Run "npm run setup", install yt-dlp (e.g. "apt-get install yt-dlp") or set YTDLP_PATH.',
    ),
    ffmpeg: resolveOne(
      'ffmpeg',
      config.FFMPEG_PATH,
      [packagedFfmpeg(), onPath('ffmpeg')],
      '-version',
      'Run "npm run setup", install ffmpeg (e.g. "apt-get install ffmpeg") or set FFMPEG_PATH.',
    ),
  };
}
