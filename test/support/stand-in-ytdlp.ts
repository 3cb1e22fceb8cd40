/**
 * A stand-in for a current yt-dlp: the real one (see tools.ts), except that
 * `--version` reports today's date, as a yt-dlp released today would (and
 * options only a current one knows, `--js-runtimes`, are dropped on the way). Tests
 * that depend on the version run once with each, so that they hold on a
 * machine where setup fetched a fresh yt-dlp as well as on one with Debian's.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { standInTools } from './tools.js';

/** Today as a yt-dlp version (UTC), e.g. 2026.11.23. */
export function todaysYtdlpVersion(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getUTCFullYear()}.${pad(now.getUTCMonth() + 1)}.${pad(now.getUTCDate())}`;
}

/** Writes the stand-in (its log beside `dir` where it runs unconfined) and returns its path. */
export function writeCurrentYtdlp(dir: string): string {
  return writeRecordingYtdlp(dir, todaysYtdlpVersion()).binary;
}

/**
 * A recording stand-in: every run's arguments go to `argv-<version>.jsonl`,
 * in the `--cache-dir` it is given (the one place outside its job a confined
 * yt-dlp may write), else beside it; `--version` answers `version` when given;
 * the real yt-dlp does the work, without `--js-runtimes`, which an older real
 * one would not know. `runs(dataDir)` reads them back (before the app's
 * DATA_DIR is removed).
 */
export function writeRecordingYtdlp(
  dir: string,
  version?: string,
): { binary: string; runs(dataDir?: string): string[][] } {
  // In the stand-ins' folder, where a confined run can also reach the real yt-dlp it starts.
  const tools = standInTools();
  const file = path.join(tools.bin, `yt-dlp-recording-${version ?? 'real'}-${randomBytes(4).toString('hex')}`);
  const name = `argv-${version ?? 'real'}.jsonl`;
  const log = path.join(dir, name);
  writeFileSync(
    file,
    `#!${process.execPath}
const fs = require('node:fs');
const args = process.argv.slice(2);
const cacheAt = args.indexOf('--cache-dir');
const log = cacheAt >= 0 ? require('node:path').join(args[cacheAt + 1], ${JSON.stringify(name)}) : ${JSON.stringify(log)};
fs.appendFileSync(log, JSON.stringify(args) + '\\n');
if (${JSON.stringify(version ?? null)} !== null && args.length === 1 && args[0] === '--version') {
  process.stdout.write(${JSON.stringify(version ?? '')} + '\\n');
  process.exit(0);
}
const at = args.indexOf('--js-runtimes');
if (at >= 0) args.splice(at, 2);
const run = require('node:child_process').spawnSync(${JSON.stringify(tools.ytdlp)}, args, { stdio: 'inherit' });
process.exit(run.status ?? 1);
`,
  );
  chmodSync(file, 0o755);
  return {
    binary: file,
    runs: (dataDir?: string) =>
      [log, ...(dataDir ? [path.join(dataDir, 'cache', 'yt-dlp', name)] : [])].flatMap((file) => {
        try {
          return readFileSync(file, 'utf8')
            .trim()
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as string[]);
        } catch {
          return [];
        }
      }),
  };
}

/**
 * yt-dlp as a live site makes it answer: the real yt-dlp, with `is_live` set
 * in its JSON (the generic extractor of older yt-dlp never sets it).
 */
export function liveYtdlp(): string {
  return reportingYtdlp('yt-dlp-live', 'info.is_live = true;\ninfo.live_status = "is_live";');
}

/**
 * yt-dlp as a site that sells an open playlist as recorded media makes it answer: not live, and no
 * duration (an old yt-dlp said so of every playlist without ENDLIST; a current one calls it live).
 * ffmpeg cannot time such a playlist either, so the server cannot tell the length before it reads.
 */
export function unknownLengthYtdlp(): string {
  return reportingYtdlp('yt-dlp-not-live', 'info.is_live = false;\ninfo.live_status = "not_live";');
}

/** The real yt-dlp, with `edit` applied to what -J prints and the duration taken away. */
export function reportingYtdlp(name: string, edit: string): string {
  // In the stand-ins' folder, where a confined run can also reach the real yt-dlp it starts.
  const { bin, ytdlp: real } = standInTools();
  const file = path.join(bin, name);
  writeFileSync(
    file,
    `#!${process.execPath}
const { spawnSync } = require('node:child_process');
const args = process.argv.slice(2);
if (!args.includes('--dump-single-json')) {
  process.exit(spawnSync(${JSON.stringify(real)}, args, { stdio: 'inherit' }).status ?? 1);
}
const run = spawnSync(${JSON.stringify(real)}, args, { stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 26 });
if (run.status !== 0) process.exit(run.status ?? 1);
const info = JSON.parse(run.stdout.toString('utf8'));
${edit}
delete info.duration;
process.stdout.write(JSON.stringify(info));
`,
  );
  chmodSync(file, 0o755);
  return file;
}
