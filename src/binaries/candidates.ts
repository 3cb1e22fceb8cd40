import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { projectRoot } from '../support/project-root.js';

const require = createRequire(import.meta.url);

export interface BinaryPaths {
  ytdlp: string;
  ffmpeg: string;
}

/** YTDLP_PATH and FFMPEG_PATH, as the config has them (blank is unset). */
export interface BinarySettings {
  YTDLP_PATH?: string | undefined;
  FFMPEG_PATH?: string | undefined;
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

/** The first file of that name in PATH's folders (existence only: nothing is run). */
export function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** How one binary is looked for: the owner's path, else the first candidate that answers `versionArg`. */
export interface BinarySearch {
  label: 'yt-dlp' | 'ffmpeg';
  configured: string | undefined;
  /** In order of preference; only those that exist are asked. */
  candidates(): (string | undefined)[];
  versionArg: string;
  /** What to do about it, the second sentence of the refusal. */
  hint: string;
}

/**
 * Order: YTDLP_PATH / FFMPEG_PATH → the npm packages' binaries → (yt-dlp) the project's own
 * virtualenv, so a current yt-dlp wins over a system package years old → PATH.
 */
export function binarySearches(config: BinarySettings): { ytdlp: BinarySearch; ffmpeg: BinarySearch } {
  return {
    ytdlp: {
      label: 'yt-dlp',
      configured: config.YTDLP_PATH,
      candidates: () => [packagedYtdlp(), projectYtdlp(), onPath('yt-dlp')],
      versionArg: '--version',
      hint: 'Run "npm run setup", install yt-dlp (e.g. "apt-get install yt-dlp") or set YTDLP_PATH.',
    },
    ffmpeg: {
      label: 'ffmpeg',
      configured: config.FFMPEG_PATH,
      candidates: () => [packagedFfmpeg(), onPath('ffmpeg')],
      versionArg: '-version',
      hint: 'Run "npm run setup", install ffmpeg (e.g. "apt-get install ffmpeg") or set FFMPEG_PATH.',
    },
  };
}

/** An explicit path is the owner's choice: it must exist, and is used even if it does not answer. */
export function configuredPath(search: BinarySearch): string | undefined {
  const { configured, label, hint } = search;
  if (!configured) return undefined;
  // Fail loudly rather than silently use another binary.
  if (!existsSync(configured)) throw new MissingBinaryError(`${label} not found at ${configured}. ${hint}`);
  return configured;
}

/** The candidates worth asking, in order. */
export function presentCandidates(search: BinarySearch): string[] {
  return search.candidates().filter((candidate): candidate is string => !!candidate && existsSync(candidate));
}

export const noWorkingBinary = (search: BinarySearch) =>
  new MissingBinaryError(`No working ${search.label} found. ${search.hint}`);
