/**
 * One `yt-dlp --version` per test process instead of one per started service: every in-process start
 * (app-harness.ts) probed yt-dlp, a second of Python importing all of yt-dlp, for an answer that is the
 * same while the same files are found. Keyed by the settings, PATH and each candidate file's identity, so
 * a stand-in written onto PATH, a chmod or an update in place is probed afresh.
 */
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  type BinarySettings,
  onPath,
  type ProbedBinaries,
  packagedYtdlp,
  probeBinaries,
  projectYtdlp,
  type ToolProbe,
} from '../../src/binaries/index.js';

const require = createRequire(import.meta.url);
const probes = new Map<string, Promise<ProbedBinaries>>();

function packagedFfmpeg(): string | undefined {
  try {
    return (require('ffmpeg-static') as string | null) ?? undefined;
  } catch {
    return undefined;
  }
}

/** A file as the probe would find it: its path and what changes when it is replaced, edited or chmodded. */
function identity(file: string | undefined): string {
  if (!file) return '-';
  try {
    const { ino, size, mtimeMs, mode } = statSync(file);
    return `${file}:${ino}:${size}:${mtimeMs}:${mode}`;
  } catch {
    return `${file}:absent`;
  }
}

function keyOf(settings: BinarySettings): string {
  const files = [
    settings.YTDLP_PATH,
    settings.FFMPEG_PATH,
    packagedYtdlp(),
    projectYtdlp(),
    onPath('yt-dlp'),
    packagedFfmpeg(),
    onPath('ffmpeg'),
  ];
  return [process.env.PATH ?? '', ...files.map(identity)].join('\n');
}

/**
 * The binaries' probe for createServices' `toolProbe`: the answer of an earlier start with the same key, else a
 * probe now. Each start gets its own copy (an update writes the new version into it). A failed probe is not kept.
 */
export function sharedToolProbe(settings: BinarySettings): ToolProbe {
  const key = keyOf(settings);
  let probed = probes.get(key);
  if (!probed) {
    probed = probeBinaries(settings);
    probes.set(key, probed);
    probed.catch(() => probes.delete(key));
  }
  const result = probed.then((answer) => structuredClone(answer));
  result.catch(() => {});
  return { settings, result, stop: () => {} };
}
