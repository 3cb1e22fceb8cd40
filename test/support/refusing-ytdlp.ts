/**
 * A yt-dlp that a site refuses: the one fault no loopback site can make real yt-dlp meet (YouTube's
 * bot check, sign-in and age pages), so a stand-in prints the pinned yt-dlp's own error line for it,
 * made by the pinned yt-dlp's code (pinnedYtdlpError). While no refusal is set it is the real yt-dlp.
 * Every run but `--version` is counted (in the `--cache-dir` it is given, the one place a confined
 * run may write), with the names of the cookies in the `--cookies` file it got, so a test can tell
 * that a lookup started no yt-dlp at all, or which cookie set a run had. A refusal may be kept to
 * the runs whose cookies file has a cookie of one name (a set the site flagged).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { standInTools, ytdlpPath } from './tools.js';

/** The python that runs the pinned yt-dlp (its first line: a virtualenv's python, or `env python3`). */
function pinnedPython(): string {
  const first = readFileSync(ytdlpPath(), 'utf8').slice(0, 300).split('\n')[0] ?? '';
  const command = first.replace(/^#!/, '').trim().split(/\s+/);
  return command[0]?.endsWith('/env') ? (command[1] ?? 'python3') : (command[0] ?? 'python3');
}

/**
 * The error line the pinned yt-dlp prints when YouTube answers a video's player request with
 * `reason` (its playability status): the same code path as extractor/youtube/_video.py, which
 * adds the cookies hint to a reason that says "sign in", and ExtractorError's "[youtube] <id>: ".
 */
export function pinnedYtdlpError(reason: string): string {
  const script = `
import sys
sys.path.insert(0, sys.argv[1])
from yt_dlp.extractor.youtube import YoutubeIE
from yt_dlp.utils import ExtractorError, remove_end
reason = sys.argv[2]
ie = YoutubeIE()
if 'sign in' in reason.lower():
    reason = remove_end(reason, 'This helps protect our community. Learn more')
    reason = f'{remove_end(reason.strip(), ".")}. {ie._youtube_login_hint}'
print('ERROR: ' + str(ExtractorError(reason, expected=True, video_id='dQw4w9WgXcQ', ie='youtube')))
`;
  return execFileSync(pinnedPython(), ['-c', script, ytdlpPath(), reason], { encoding: 'utf8' }).trim();
}

/** YouTube's reasons, as its player answers give them (yt-dlp's issue threads quote them). */
export const youtubeReasons = {
  botCheck: 'Sign in to confirm you\u2019re not a bot. This helps protect our community. Learn more',
  privateVideo: "Private video. Sign in if you've been granted access to this video",
  ageCheck: 'Sign in to confirm your age. This video may be inappropriate for some users.',
};

export interface RefusingYtdlp {
  binary: string;
  /**
   * From now on every run prints `errorLine` and fails (only those given a cookie named `withCookie`,
   * when set); undefined: the real yt-dlp again.
   */
  refuse(errorLine: string | undefined, withCookie?: string): void;
  /** The runs so far (the app's DATA_DIR holds the count); those given a cookie named `cookie`, when set. */
  runs(dataDir: string, cookie?: string): number;
}

export function writeRefusingYtdlp(): RefusingYtdlp {
  const tools = standInTools();
  const id = randomBytes(4).toString('hex');
  const file = path.join(tools.bin, `yt-dlp-refusing-${id}`);
  // Beside the script: readable from inside the confinement, written only by the test.
  const refusal = path.join(tools.bin, `yt-dlp-refusing-${id}.refusal`);
  const only = path.join(tools.bin, `yt-dlp-refusing-${id}.only-with`);
  const log = `refusing-runs-${id}.log`;
  writeFileSync(
    file,
    `#!${process.execPath}
const fs = require('node:fs');
const args = process.argv.slice(2);
const read = (file) => { try { return fs.readFileSync(file, 'utf8'); } catch { return undefined; } };
const cookiesAt = args.indexOf('--cookies');
const names = (cookiesAt >= 0 ? read(args[cookiesAt + 1]) ?? '' : '').split('\\n')
  .map((line) => line.replace(/^#HttpOnly_/, '').split('\\t')).filter((f) => f.length === 7).map((f) => f[5]);
if (!(args.length === 1 && args[0] === '--version')) {
  const cacheAt = args.indexOf('--cache-dir');
  if (cacheAt >= 0) fs.appendFileSync(require('node:path').join(args[cacheAt + 1], ${JSON.stringify(log)}), 'run ' + names.join(',') + '\\n');
}
const refusal = read(${JSON.stringify(refusal)});
const onlyWith = read(${JSON.stringify(only)});
if (refusal !== undefined && !args.includes('--version') && (onlyWith === undefined || names.includes(onlyWith))) {
  process.stderr.write(refusal + '\\n');
  process.exit(1);
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
    refuse(errorLine, withCookie) {
      if (withCookie === undefined) rmSync(only, { force: true });
      else writeFileSync(only, withCookie);
      if (errorLine === undefined) rmSync(refusal, { force: true });
      else writeFileSync(refusal, errorLine);
    },
    runs(dataDir, cookie) {
      try {
        return readFileSync(path.join(dataDir, 'cache', 'yt-dlp', log), 'utf8')
          .split('\n')
          .filter((line) => line && (cookie === undefined || line.slice(4).split(',').includes(cookie))).length;
      } catch {
        return 0;
      }
    },
  };
}
