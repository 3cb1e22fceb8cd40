/**
 * Whether a tool runs where its runs are confined (view.ts and the namespaces of every run): a
 * wrapper script that starts an install the view does not show answers `--version` outside and
 * fails every lookup inside. Asked once at start, as a lookup would run it, minus the bridge.
 */
import { spawn } from 'node:child_process';
import { toolEnv } from '../../../support/tool-env.js';
import { bwrapOf, type Confinement, ConfinementUnavailableError } from './confinement.js';
import { namespaceArgs } from './namespace-probe.js';
import { viewArgs } from './view.js';

/** How the tool's run in the view ended: `stderrLine`, its last line on stderr (why it failed). */
export interface InViewAnswer {
  ok: boolean;
  stderrLine: string;
}

const CHECK_TIMEOUT_MS = 30_000;

/** The last non-blank line, short: what a shell says when a wrapper's target is not there. */
const lastLine = (text: string) =>
  (
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .at(-1) ?? ''
  ).slice(0, 200);

/** Runs `file versionArg` through `bwrap` in the view and namespaces of a tool run. */
export function runsInView(bwrap: string, file: string, versionArg: string): Promise<InViewAnswer> {
  // As a run's launcher sets it up (confinement.ts), without the proxy that --version does not use.
  const env: NodeJS.ProcessEnv = { ...toolEnv(), TMPDIR: '/tmp' };
  const { args } = viewArgs(file, {}, [], env.PATH);
  return new Promise((resolve) => {
    const child = spawn(bwrap, [...namespaceArgs(), ...args, '--', file, versionArg], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: CHECK_TIMEOUT_MS,
      killSignal: 'SIGKILL',
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4096);
    });
    child.once('error', (error) => resolve({ ok: false, stderrLine: error.message }));
    child.once('close', (code) => resolve({ ok: code === 0, stderrLine: lastLine(stderr) }));
  });
}

/**
 * yt-dlp's `--version` in a run's view with the bwrap the tools would be confined with, once `found` (the
 * binaries' probe) has found it: Python's import of all of yt-dlp then overlaps the rest of the start.
 * Undefined where there is no bwrap or no yt-dlp.
 */
export async function startYtdlpInView(
  bwrapPath: string | undefined,
  found: Promise<{ paths: { ytdlp: string } }>,
): Promise<InViewAnswer | undefined> {
  const ytdlp = await found.then(
    (probed) => probed.paths.ytdlp,
    () => undefined,
  );
  const bwrap = bwrapOf({ bwrapPath });
  return ytdlp && bwrap ? runsInView(bwrap, ytdlp, '--version') : undefined;
}

/**
 * Resolves where yt-dlp answered in a run's view or the tools are not confined (the confinement
 * decides); rejects with the refusal where they are and it cannot run there.
 */
export async function judgeYtdlpInView(
  confinement: Confinement,
  answer: Promise<InViewAnswer | undefined>,
  ytdlpPath: string,
): Promise<void> {
  const answered = await answer;
  if (answered?.ok === false && confinement.status.kind === 'bwrap') {
    throw new ConfinementUnavailableError(outsideViewSentence(ytdlpPath, answered.stderrLine));
  }
}

/** The refusal: what failed, what it said, and what to set instead. */
export function outsideViewSentence(file: string, stderrLine: string): string {
  return (
    `yt-dlp at ${file} does not run in the sandbox that lookups run it in${stderrLine ? ` (it said: ${stderrLine})` : ''}. ` +
    'The sandbox shows only the system folders and the folder yt-dlp is installed in, so a wrapper script ' +
    'cannot start a yt-dlp installed elsewhere: set YTDLP_PATH to that yt-dlp itself (e.g. <its virtualenv>/bin/yt-dlp).'
  );
}
