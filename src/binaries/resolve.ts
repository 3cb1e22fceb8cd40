import { spawnSync } from 'node:child_process';
import {
  type BinaryPaths,
  type BinarySearch,
  type BinarySettings,
  binarySearches,
  configuredPath,
  noWorkingBinary,
  presentCandidates,
} from './candidates.js';

function answersVersion(file: string, versionArg: string): boolean {
  const probe = spawnSync(file, [versionArg], { stdio: 'ignore', timeout: 30_000, shell: false });
  return probe.status === 0;
}

function resolveOne(search: BinarySearch): string {
  const configured = configuredPath(search);
  if (configured) return configured;
  for (const candidate of presentCandidates(search)) {
    if (answersVersion(candidate, search.versionArg)) return candidate;
  }
  throw noWorkingBinary(search);
}

/**
 * The paths alone, found synchronously (tests and tools that need them at once; the service
 * uses probeBinaries, which asks the binaries without blocking and keeps their versions).
 * Throws a MissingBinaryError with a one-line message saying what to install.
 */
export function resolveBinaries(config: BinarySettings): BinaryPaths {
  const searches = binarySearches(config);
  return { ytdlp: resolveOne(searches.ytdlp), ffmpeg: resolveOne(searches.ffmpeg) };
}
