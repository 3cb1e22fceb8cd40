import { spawn } from 'node:child_process';
import { toolEnv } from '../support/tool-env.js';
import {
  type BinaryPaths,
  type BinarySearch,
  type BinarySettings,
  binarySearches,
  configuredPath,
  noWorkingBinary,
  presentCandidates,
} from './candidates.js';

export interface ToolVersions {
  ytdlpVersion: string;
  ffmpegVersion: string;
}

/** Where the binaries are and what they said they are, from one `--version` run each. */
export interface ProbedBinaries {
  paths: BinaryPaths;
  versions: ToolVersions;
}

/** The first line of `yt-dlp --version` ('unknown' when it prints nothing). */
export const ytdlpVersionOf = (stdout: string): string => stdout.trim().split('\n')[0] || 'unknown';

/** The version word of `ffmpeg -version`'s first line ("ffmpeg version 5.1.6-0+deb12u1 Copyright …"). */
export const ffmpegVersionOf = (stdout: string): string =>
  /ffmpeg version (\S+)/.exec(stdout.split('\n')[0] ?? '')?.[1] ?? 'unknown';

interface Answer {
  ok: boolean;
  stdout: string;
}

/** Runs `file versionArg` without blocking: whether it exited 0, and what it printed (the first 64 KiB). */
function ask(file: string, versionArg: string, signal: AbortSignal | undefined): Promise<Answer> {
  return new Promise((resolve) => {
    const child = spawn(file, [versionArg], {
      env: toolEnv(),
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 30_000,
      killSignal: 'SIGKILL',
      shell: false,
      windowsHide: true,
      ...(signal ? { signal } : {}),
    });
    let stdout = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (stdout.length < 65_536) stdout += chunk;
    });
    child.once('error', () => resolve({ ok: false, stdout }));
    child.once('close', (code) => resolve({ ok: code === 0, stdout }));
  });
}

/** The owner's path, else the first candidate whose version run exits 0; its output is kept for the version. */
async function probeOne(search: BinarySearch, signal?: AbortSignal): Promise<{ path: string; stdout: string }> {
  const configured = configuredPath(search);
  if (configured) return { path: configured, stdout: (await ask(configured, search.versionArg, signal)).stdout };
  for (const candidate of presentCandidates(search)) {
    const answer = await ask(candidate, search.versionArg, signal);
    if (answer.ok) return { path: candidate, stdout: answer.stdout };
  }
  throw noWorkingBinary(search);
}

/**
 * Finds yt-dlp and ffmpeg in the order of binarySearches and reads their versions, asking each
 * binary once; both are asked at the same time, and nothing blocks meanwhile (yt-dlp's answer
 * takes most of a second: Python imports all of yt-dlp first). Rejects with a MissingBinaryError
 * with a one-line message saying what to install, yt-dlp's first when both are missing.
 */
export async function probeBinaries(config: BinarySettings, signal?: AbortSignal): Promise<ProbedBinaries> {
  const searches = binarySearches(config);
  const [ytdlp, ffmpeg] = await Promise.allSettled([
    probeOne(searches.ytdlp, signal),
    probeOne(searches.ffmpeg, signal),
  ]);
  if (ytdlp.status === 'rejected') throw ytdlp.reason;
  if (ffmpeg.status === 'rejected') throw ffmpeg.reason;
  return {
    paths: { ytdlp: ytdlp.value.path, ffmpeg: ffmpeg.value.path },
    versions: { ytdlpVersion: ytdlpVersionOf(ytdlp.value.stdout), ffmpegVersion: ffmpegVersionOf(ffmpeg.value.stdout) },
  };
}

/** A probe started ahead of the configuration (see startToolProbe). */
export interface ToolProbe {
  settings: BinarySettings;
  result: Promise<ProbedBinaries>;
  /** Stops its processes (a start that failed before it needed them). */
  stop(): void;
}

/** A variable as the config reads it: blank is unset (config/values.ts, optionalString). */
const setting = (value: string | undefined) => (value !== undefined && value.trim() !== '' ? value : undefined);

/**
 * Starts probeBinaries from the environment at once, before the rest of the service is loaded, so
 * that yt-dlp's Python runs on another core meanwhile. Its refusal is only seen by whoever takes
 * the result (probedFor): a start that fails earlier, on a bad setting, says that instead.
 */
export function startToolProbe(env: NodeJS.ProcessEnv): ToolProbe {
  const settings = { YTDLP_PATH: setting(env.YTDLP_PATH), FFMPEG_PATH: setting(env.FFMPEG_PATH) };
  const aborter = new AbortController();
  const result = probeBinaries(settings, aborter.signal);
  result.catch(() => {});
  return { settings, result, stop: () => aborter.abort() };
}

/** The early probe's result when it asked what the config says, else a probe of the config now. */
export function probedFor(config: BinarySettings, early: ToolProbe | undefined): Promise<ProbedBinaries> {
  const same =
    early !== undefined &&
    early.settings.YTDLP_PATH === config.YTDLP_PATH &&
    early.settings.FFMPEG_PATH === config.FFMPEG_PATH;
  return same ? early.result : probeBinaries(config);
}
