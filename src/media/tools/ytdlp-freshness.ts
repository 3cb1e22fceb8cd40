import path from 'node:path';
import { packagedYtdlp } from './binaries.js';
import { collect } from './process.js';

/** Sites change often and an old yt-dlp breaks on them; past this many days we warn. */
export const YTDLP_STALE_AFTER_DAYS = 60;

export interface YtdlpFreshness {
  version: string;
  /** Days since the release date in the version (yt-dlp versions are dates: 2023.03.04). */
  ageDays?: number;
  stale: boolean;
  /** True when the binary is youtube-dl-exec's own copy, which `yt-dlp -U` may replace. */
  updatable: boolean;
  /** What a person should do, when stale. */
  advice?: string;
}

/** Days since the release date in a yt-dlp version string, or undefined when it is not one. */
export function versionAgeDays(version: string, now: Date = new Date()): number | undefined {
  const match = /^(\d{4})\.(\d{2})\.(\d{2})/.exec(version.trim());
  if (!match) return undefined;
  const released = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Math.max(0, Math.floor((now.getTime() - released) / 86_400_000));
}

export function isPackagedYtdlp(binary: string): boolean {
  const packaged = packagedYtdlp();
  return packaged !== undefined && path.resolve(binary) === path.resolve(packaged);
}

export function ytdlpFreshness(binary: string, version: string, now: Date = new Date()): YtdlpFreshness {
  const ageDays = versionAgeDays(version, now);
  const stale = ageDays !== undefined && ageDays > YTDLP_STALE_AFTER_DAYS;
  const updatable = isPackagedYtdlp(binary);
  return {
    version,
    ...(ageDays !== undefined ? { ageDays } : {}),
    stale,
    updatable,
    ...(stale
      ? {
          advice: updatable
            ? `yt-dlp ${version} is ${ageDays} days old; run "npm run ytdlp:update".`
            : `yt-dlp ${version} is ${ageDays} days old and comes from the system; update it with your package manager or pip ("pip install -U yt-dlp"), or set YTDLP_PATH to a newer binary.`,
        }
      : {}),
  };
}

/**
 * Updates the binary when it is the package's own copy (`yt-dlp -U`, which
 * replaces the file in place); a system binary is left to its package manager.
 */
export async function updateYtdlp(binary: string): Promise<{ ok: boolean; message: string }> {
  if (!isPackagedYtdlp(binary)) {
    return {
      ok: false,
      message: `This yt-dlp (${path.basename(binary)}) is not the bundled copy: update it with your package manager or "pip install -U yt-dlp", or set YTDLP_PATH to a newer binary, then restart.`,
    };
  }
  const result = await collect(binary, ['--update'], { timeoutMs: 120_000 });
  const lastLine = `${result.stdout}\n${result.stderr}`.trim().split('\n').at(-1) ?? '';
  return result.code === 0
    ? { ok: true, message: `yt-dlp: ${lastLine}. Restart to use the new version.` }
    : { ok: false, message: `yt-dlp could not update itself: ${lastLine}` };
}
