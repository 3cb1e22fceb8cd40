import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { sentence } from '../../i18n/index.js';
import { toolEnv } from '../../support/tool-env.js';
import { MediaError } from '../errors.js';
import { notify } from '../observer.js';
import type { RunPaths, ToolLauncher } from './sandbox/confinement.js';

/** How a child process ended. */
export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Why we stopped it, when we did. */
  killedBecause?: 'timeout' | 'aborted' | 'cancelled';
  /** Set when the binary could not be started at all (missing, not executable). */
  spawnError?: string;
}

export interface Supervised {
  child: ChildProcess;
  /** Resolves when the process has exited (never rejects). */
  exited: Promise<ExitInfo>;
  /** Last few KiB of stderr, for error messages and logs. */
  stderrTail(): string;
  /** Stops the whole process group: SIGTERM, then SIGKILL after a grace period. */
  stop(reason?: ExitInfo['killedBecause']): void;
}

export interface SuperviseOptions {
  /** A job's tools: run confined to the job's proxy session, with its environment (`env` is then ignored). */
  launcher?: ToolLauncher | undefined;
  /** What a confined run may read and write besides the system and the tool (ignored without a launcher). */
  paths?: RunPaths | undefined;
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
  signal?: AbortSignal;
  stdio?: SpawnOptions['stdio'];
  cwd?: string;
  /** ms between SIGTERM and SIGKILL. */
  killGraceMs?: number;
  /**
   * A process that waits for work (a warm yt-dlp worker): counted by liveChildCount only while
   * markStanding says it works for a job, so "no process runs for this request" stays checkable.
   */
  standing?: boolean;
}

const STDERR_TAIL_BYTES = 8192;

/** Every live supervised child, so shutdown can stop them all. */
const live = new Set<Supervised>();
/** The standing ones among them that wait for work now. */
const waitingForWork = new Set<Supervised>();

/** How a supervised child ended, for whoever counts them: the binary it ran and its exit. */
export type ToolExitListener = (file: string, exit: ExitInfo) => void;

/**
 * Listeners of every child's end. Process-wide like the children themselves
 * (shutdown stops them all from here): the process's metrics count exits by
 * signal through it, without a handle passed to each of the many callers of
 * supervise().
 */
const exitListeners = new Set<ToolExitListener>();

/** Tells `listener` of every supervised child's end; returns the function that stops it. */
export function onToolExit(listener: ToolExitListener): () => void {
  exitListeners.add(listener);
  return () => {
    exitListeners.delete(listener);
  };
}

/** Whether a standing process (SuperviseOptions.standing) now works for a job. */
export function markStanding(handle: Supervised, working: boolean): void {
  if (working || !live.has(handle)) waitingForWork.delete(handle);
  else waitingForWork.add(handle);
}

/**
 * Spawns a binary with an argument array (never a shell) in its own process
 * group, so that stopping it also stops anything it started (yt-dlp may start
 * ffmpeg). Applies the timeout and the abort signal.
 */
export function supervise(file: string, args: readonly string[], options: SuperviseOptions = {}): Supervised {
  const child = spawnInGroup(file, args, options);
  const state: ChildState = {
    tail: '',
    killedBecause: undefined,
    spawnError: undefined,
    killTimer: undefined,
    closed: false,
  };
  child.stderr?.on('data', (chunk: Buffer) => {
    state.tail = (state.tail + chunk.toString('utf8')).slice(-STDERR_TAIL_BYTES);
  });
  const handle = handleOf(child, state, options);
  const timeout = options.timeoutMs ? setTimeout(() => handle.stop('timeout'), options.timeoutMs) : undefined;
  const onAbort = () => handle.stop('aborted');
  if (options.signal?.aborted) queueMicrotask(onAbort);
  else options.signal?.addEventListener('abort', onAbort, { once: true });
  handle.exited = exitOf(file, handle, state, options, () => {
    clearTimeout(timeout);
    options.signal?.removeEventListener('abort', onAbort);
  });
  live.add(handle);
  if (options.standing) waitingForWork.add(handle);
  return handle;
}

/** What a child's handlers share until it has closed. */
interface ChildState {
  tail: string;
  killedBecause: ExitInfo['killedBecause'];
  spawnError: string | undefined;
  killTimer: NodeJS.Timeout | undefined;
  /** Set once the child has exited and every holder of its pipes is gone ('close'). */
  closed: boolean;
}

/** The binary, or its confined launch, in a process group of its own. */
function spawnInGroup(file: string, args: readonly string[], options: SuperviseOptions): ChildProcess {
  const stdio = options.stdio ?? ['ignore', 'pipe', 'pipe'];
  const command = options.launcher?.command(file, args, Array.isArray(stdio) ? stdio.length : 3, options.paths) ?? {
    file,
    args,
    // By default a child sees none of our secrets.
    env: options.env ?? toolEnv(),
  };
  return spawn(command.file, command.args, {
    env: command.env,
    cwd: options.cwd,
    stdio,
    detached: true,
    shell: false,
    windowsHide: true,
  });
}

/** The handle whose stop sends SIGTERM to the group, then SIGKILL after the grace; `exited` is set by the caller. */
function handleOf(child: ChildProcess, state: ChildState, options: SuperviseOptions): Supervised {
  const signalGroup = (sig: NodeJS.Signals) => {
    // Signalled until 'close', not only until our child exits: a confined tool's child is
    // bwrap, which a SIGTERM kills at once while the tool inside, which handles SIGTERM, may
    // go on (holding our pipes, so no 'close' comes); the SIGKILL after the grace must reach it.
    if (child.pid === undefined || state.closed) return;
    try {
      process.kill(-child.pid, sig);
    } catch {
      child.kill(sig);
    }
  };
  return {
    child,
    exited: undefined as unknown as Promise<ExitInfo>,
    stderrTail: () => state.tail,
    stop(reason = 'cancelled') {
      state.killedBecause ??= reason;
      signalGroup('SIGTERM');
      state.killTimer ??= setTimeout(() => signalGroup('SIGKILL'), options.killGraceMs ?? 2000).unref();
    },
  };
}

/** Resolves once the child has closed (or failed to start), after its group is killed and its listeners told. */
function exitOf(
  file: string,
  handle: Supervised,
  state: ChildState,
  options: SuperviseOptions,
  stopWatching: () => void,
): Promise<ExitInfo> {
  const { child } = handle;
  return new Promise<ExitInfo>((resolve) => {
    const finish = (code: number | null, signal: NodeJS.Signals | null) => {
      state.closed = true;
      stopWatching();
      killLeftovers(child);
      clearTimeout(state.killTimer);
      live.delete(handle);
      waitingForWork.delete(handle);
      // Inside a confinement the bridge starts the tool and reports a failed start this way.
      if (options.launcher && code === 127 && !state.spawnError) {
        state.spawnError = /^spawn failed: (.+)$/m.exec(state.tail)?.[1];
      }
      const { killedBecause, spawnError } = state;
      const exit: ExitInfo = { code, signal, killedBecause, ...(spawnError ? { spawnError } : {}) };
      for (const listener of exitListeners) notify(() => listener(file, exit));
      resolve(exit);
    };
    child.once('error', (error: NodeJS.ErrnoException) => {
      state.spawnError = error.code ?? error.message;
      state.tail += `\nspawn failed: ${state.spawnError}`;
      finish(null, null);
    });
    child.once('close', finish);
  });
}

/** The group may still hold grandchildren; make sure none outlive the job. */
function killLeftovers(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // group already gone
  }
}

/** Running work that is no process but stops with them: a native pass-through's origin connection. */
const liveTransfers = new Set<() => void>();

/** Registers a transfer's stop for shutdown; returns the function that unregisters it. */
export function trackTransfer(stop: () => void): () => void {
  const entry = () => stop();
  liveTransfers.add(entry);
  return () => {
    liveTransfers.delete(entry);
  };
}

/** Stops every running child, and every native transfer (graceful shutdown). */
export function stopAllChildren(): number {
  const count = live.size + liveTransfers.size;
  for (const handle of live) handle.stop('cancelled');
  for (const stop of [...liveTransfers]) stop();
  return count;
}

/** Native transfers running now (see trackTransfer). */
export function liveTransferCount(): number {
  return liveTransfers.size;
}

/** Every live child: those working for a job, and warm workers waiting for one. */
export function toolProcessCounts(): { working: number; waiting: number } {
  return { working: live.size - waitingForWork.size, waiting: waitingForWork.size };
}

/** Child processes working for a job now (a warm worker only while it reads a link). */
export function liveChildCount(): number {
  return live.size - waitingForWork.size;
}

/** Turns a stop we caused into the matching MediaError, or returns undefined. */
/** The step a stop happened in, named in its sentence (errors.ftl error-step-timeout, error-step-cancelled). */
export type ToolStep = 'download' | 'reading' | 'choosing' | 'compression' | 'subtitles' | 'thumbnail' | 'cover';

export function stopReasonError(exit: ExitInfo, step: ToolStep): MediaError | undefined {
  if (exit.spawnError) {
    return new MediaError('tool_failed', sentence('error-tool-not-started'));
  }
  if (exit.killedBecause === 'timeout') return new MediaError('timeout', sentence('error-step-timeout', { step }));
  if (exit.killedBecause === 'aborted' || exit.killedBecause === 'cancelled') {
    return new MediaError('cancelled', sentence('error-step-cancelled', { step }));
  }
  return undefined;
}

export interface CollectedOutput extends ExitInfo {
  stdout: string;
  stderr: string;
}

/**
 * Runs a child to completion and collects stdout (bounded, for JSON output such
 * as `yt-dlp -J`, never for media). Past `maxStdoutBytes` the child is stopped,
 * what it wrote is dropped, and `overflowError` (or a generic one) is thrown.
 */
export async function collect(
  file: string,
  args: readonly string[],
  options: SuperviseOptions & { maxStdoutBytes?: number; overflowError?: () => Error } = {},
): Promise<CollectedOutput> {
  const job = supervise(file, args, options);
  const chunks: Buffer[] = [];
  let size = 0;
  const max = options.maxStdoutBytes ?? 64 * 1024 * 1024;
  job.child.stdout?.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > max) {
      chunks.length = 0;
      job.stop('cancelled');
      return;
    }
    chunks.push(chunk);
  });
  const exit = await job.exited;
  if (size > max) {
    throw (
      options.overflowError?.() ?? new MediaError('extraction_failed', sentence('error-extractor-output-too-large'))
    );
  }
  return { ...exit, stdout: Buffer.concat(chunks).toString('utf8'), stderr: job.stderrTail() };
}
