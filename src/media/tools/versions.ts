import { collect } from './process.js';

export interface ToolVersions {
  ytdlpVersion: string;
  ffmpegVersion: string;
}

/** What `yt-dlp --version` prints now: its first line ('unknown' when it prints nothing). */
export async function readToolVersion(ytdlp: string): Promise<string> {
  const said = await collect(ytdlp, ['--version'], { timeoutMs: 30_000 });
  return said.stdout.trim().split('\n')[0] || 'unknown';
}

/** Asks both binaries for their versions once at start (`/api/health` shows them). */
export async function readToolVersions(paths: { ytdlp: string; ffmpeg: string }): Promise<ToolVersions> {
  const [ytdlp, ffmpeg] = await Promise.all([
    collect(paths.ytdlp, ['--version'], { timeoutMs: 30_000 }),
    collect(paths.ffmpeg, ['-hide_banner', '-version'], { timeoutMs: 30_000 }),
  ]);
  const ffmpegLine = ffmpeg.stdout.split('\n')[0] ?? '';
  return {
    ytdlpVersion: ytdlp.stdout.trim().split('\n')[0] || 'unknown',
    ffmpegVersion: /ffmpeg version (\S+)/.exec(ffmpegLine)?.[1] ?? 'unknown',
  };
}
