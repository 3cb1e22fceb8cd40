import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { onPath, packagedYtdlp } from '../../binaries/index.js';
import { english, type Sentence, sentence } from '../../i18n/index.js';
import { collect } from './process.js';
import { detectContainerEngine } from './sandbox/container-hint.js';
import { virtualenvOf } from './sandbox/view.js';

/** Sites change often and an old yt-dlp breaks on them; past this many days we warn. */
export const YTDLP_STALE_AFTER_DAYS = 60;

/**
 * The oldest yt-dlp this service supports: the first that solves YouTube's JavaScript challenges
 * with an external runtime (`--js-runtimes`, js-runtime.ts), without which YouTube gives no usable
 * formats. An older one still starts (Debian 12 packages 2023.03.04), with a warning at every start,
 * in /api/health and on the owner's dashboard. The suite runs on the one setup installs.
 */
export const OLDEST_SUPPORTED_YTDLP = '2025.11.12';

export interface YtdlpFreshness {
  version: string;
  /** Days since the release date in the version (yt-dlp versions are dates: 2023.03.04). */
  ageDays?: number;
  stale: boolean;
  /** True when this service can update it: youtube-dl-exec's own copy (`yt-dlp -U`) or a virtualenv's (pip). */
  updatable: boolean;
  /** True when it is older than OLDEST_SUPPORTED_YTDLP. */
  unsupported?: boolean;
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

const updateResult = (ok: boolean, outcome: Sentence): YtdlpUpdateResult => ({
  ok,
  message: english(outcome),
  sentence: outcome,
});
const adviceOf = (outcome: Sentence) => ({ advice: english(outcome), adviceSentence: outcome });

/** The virtualenv of a yt-dlp installed with pip into one this service may write (setup's tools/yt-dlp). */
function writableVirtualenv(binary: string): string | undefined {
  const venv = virtualenvOf(binary);
  if (!venv) return undefined;
  try {
    accessSync(path.join(venv, 'lib'), constants.W_OK);
    return venv;
  } catch {
    return undefined;
  }
}

// Health and the dashboard ask for the freshness on every request; where the process runs does not change.
let containerWithoutNpm: boolean | undefined;
function inContainerWithoutNpm(): boolean {
  containerWithoutNpm ??= detectContainerEngine() !== undefined && onPath('npm') === undefined;
  return containerWithoutNpm;
}

function staleAdvice(updatable: boolean, inContainer: boolean) {
  if (!updatable) return 'ytdlp-advice-system';
  return inContainer ? 'ytdlp-advice-container' : 'ytdlp-advice-bundled';
}

/** Whether a yt-dlp version (a date) is older than OLDEST_SUPPORTED_YTDLP; undefined when it is no date. */
export function isUnsupportedYtdlp(version: string): boolean | undefined {
  const day = /^(\d{4})\.(\d{2})\.(\d{2})/.exec(version.trim());
  if (!day) return undefined;
  return `${day[1]}.${day[2]}.${day[3]}` < OLDEST_SUPPORTED_YTDLP;
}

/**
 * `inContainer`: in a container without npm (the official image), the advice names the dashboard's button
 * and the update script inside the container instead of `npm run ytdlp:update`. A checkout run inside a
 * container of its own (a development container, a CI machine) has npm and gets the npm advice.
 */
export function ytdlpFreshness(
  binary: string,
  version: string,
  now: Date = new Date(),
  inContainer: boolean = inContainerWithoutNpm(),
): YtdlpFreshness {
  const ageDays = versionAgeDays(version, now);
  const stale = ageDays !== undefined && ageDays > YTDLP_STALE_AFTER_DAYS;
  const updatable = isPackagedYtdlp(binary) || writableVirtualenv(binary) !== undefined;
  const unsupported = isUnsupportedYtdlp(version) === true;
  const advice = unsupported
    ? sentence('ytdlp-advice-unsupported', { version, oldest: OLDEST_SUPPORTED_YTDLP })
    : stale
      ? sentence(staleAdvice(updatable, inContainer), { version, days: ageDays ?? 0 })
      : undefined;
  return {
    version,
    ...(ageDays !== undefined ? { ageDays } : {}),
    stale,
    updatable,
    ...(unsupported ? { unsupported } : {}),
    ...(advice ? adviceOf(advice) : {}),
  };
}

/**
 * Updates the yt-dlp in use where this service installed it: the package's own copy (`yt-dlp -U`,
 * which replaces the file in place) or a virtualenv's (pip inside it); a system binary is left to
 * its package manager.
 */
export async function updateYtdlp(binary: string): Promise<YtdlpUpdateResult> {
  const venv = writableVirtualenv(binary);
  if (!isPackagedYtdlp(binary) && !venv) {
    return updateResult(false, sentence('ytdlp-update-not-bundled', { name: path.basename(binary) }));
  }
  // A virtualenv's yt-dlp is updated by its own pip, as the machine configures pip (its index, its
  // mirrors); `yt-dlp -U` refuses a pip install. Nothing of the project's checkout is touched.
  const result = venv
    ? await collect(
        path.join(venv, 'bin', 'python3'),
        ['-m', 'pip', 'install', '--upgrade', '--no-input', '--retries', '1', '--disable-pip-version-check', 'yt-dlp'],
        { timeoutMs: 300_000 },
      )
    : await collect(binary, ['--update'], { timeoutMs: 120_000 });
  const lastLine = `${result.stdout}\n${result.stderr}`.trim().split('\n').at(-1) ?? '';
  return result.code === 0
    ? updateResult(true, sentence('ytdlp-update-done', { detail: lastLine }))
    : updateResult(false, sentence('ytdlp-update-failed', { detail: lastLine }));
}
