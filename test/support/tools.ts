/**
 * The binaries the tests use: the same yt-dlp and ffmpeg the app resolves
 * (YTDLP_PATH / FFMPEG_PATH → the npm packages' own → PATH), and an ffprobe
 * that `npm test`'s pretest step guarantees (scripts/test-deps.mjs).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { resolveBinaries } from '../../src/media/binaries.js';

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
