import path from 'node:path';
import { english, type Sentence, sentence } from '../../i18n/index.js';
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
  /** What to do about a stale yt-dlp, in English for the log and /api/status' warnings. */
  advice?: string;
  /** The same advice, said in an owner's language by the bots. */
  adviceSentence?: Sentence;
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

/** An update's result: `message` in English (logs), `sentence` for an owner's language. */
export interface YtdlpUpdateResult {
  ok: boolean;
  message: string;
  sentence: Sentence;
}

const updateResult = (ok: boolean, said: Sentence): YtdlpUpdateResult => ({
  ok,
  message: english(said),
  sentence: said,
});
const adviceOf = (said: Sentence) => ({ advice: english(said), adviceSentence: said });

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
          ...adviceOf(
            sentence(updatable ? 'ytdlp-advice-bundled' : 'ytdlp-advice-system', { version, days: ageDays ?? 0 }),
          ),
        }
      : {}),
  };
}

/**
 * Updates the binary when it is the package's own copy (`yt-dlp -U`, which
 * replaces the file in place); a system binary is left to its package manager.
 */
export async function updateYtdlp(binary: string): Promise<YtdlpUpdateResult> {
  if (!isPackagedYtdlp(binary)) {
    return updateResult(false, sentence('ytdlp-update-not-bundled', { name: path.basename(binary) }));
  }
  const result = await collect(binary, ['--update'], { timeoutMs: 120_000 });
  const lastLine = `${result.stdout}\n${result.stderr}`.trim().split('\n').at(-1) ?? '';
  return result.code === 0
    ? updateResult(true, sentence('ytdlp-update-done', { detail: lastLine }))
    : updateResult(false, sentence('ytdlp-update-failed', { detail: lastLine }));
}
