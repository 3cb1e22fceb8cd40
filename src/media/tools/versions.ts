import { ffmpegVersionOf, type ToolVersions, ytdlpVersionOf } from '../../binaries/index.js';
import { collect } from './process.js';

export type { ToolVersions } from '../../binaries/index.js';

/** What `yt-dlp --version` prints now: its first line ('unknown' when it prints nothing). */
export async function readToolVersion(ytdlp: string): Promise<string> {
  const run = await collect(ytdlp, ['--version'], { timeoutMs: 30_000 });
  return ytdlpVersionOf(run.stdout);
}

/**
 * Asks both binaries for their versions (the start has them from probeBinaries, which found the
 * binaries with the same runs).
 */
export async function readToolVersions(paths: { ytdlp: string; ffmpeg: string }): Promise<ToolVersions> {
  const [ytdlp, ffmpeg] = await Promise.all([
    collect(paths.ytdlp, ['--version'], { timeoutMs: 30_000 }),
    collect(paths.ffmpeg, ['-hide_banner', '-version'], { timeoutMs: 30_000 }),
  ]);
  return { ytdlpVersion: ytdlpVersionOf(ytdlp.stdout), ffmpegVersion: ffmpegVersionOf(ffmpeg.stdout) };
}
