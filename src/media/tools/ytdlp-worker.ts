/**
 * One warm yt-dlp (ytdlp-worker.py beside this file): a Python process that
 * imported yt_dlp once and reads links one at a time, confined like any other
 * yt-dlp run. The pool (ytdlp-pool.ts) decides when one starts and retires.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { toolEnv } from './child-env.js';
import { type CollectedOutput, type ExitInfo, markStanding, type Supervised, supervise } from './process.js';
import type { RunPaths, ToolLauncher } from './sandbox/confinement.js';
import { interpreterOf } from './sandbox/view.js';

/** How to start workers: which Python, where yt_dlp is imported from, confined how. */
export interface WorkerLaunch {
  python: string;
  /** The official yt-dlp binary (a zip Python imports); none for a yt-dlp installed as a package. */
  importPath?: string | undefined;
  driver: string;
  /** A launcher whose proxy has no credentials: a request that ignores its own proxy is refused. */
  launcher: ToolLauncher;
  paths: RunPaths;
}

/** One request: yt-dlp's arguments as on its command line, and the proxy of this request's egress session. */
export interface WorkerRequest {
  args: readonly string[];
  proxy: string;
  maxJsonBytes: number;
}

/** The driver, found from this module whether it runs from src/ (tsx) or dist/src/ (npm start). */
export function workerDriver(): string | undefined {
  const here = import.meta.dirname;
  const beside = path.join(here, 'ytdlp-worker.py');
  if (existsSync(beside)) return beside;
  // dist/src/media/tools → src/media/tools: tsc does not copy the Python file.
  const inSource = path.resolve(here, '../../../../src/media/tools/ytdlp-worker.py');
  return existsSync(inSource) ? inSource : undefined;
}

function readHead(file: string, length: number, fromEnd = false): Buffer {
  const fd = openSync(file, 'r');
  try {
    const size = statSync(file).size;
    const buffer = Buffer.alloc(Math.min(length, size));
    readSync(fd, buffer, 0, buffer.length, fromEnd ? size - buffer.length : 0);
    return buffer;
  } finally {
    closeSync(fd);
  }
}

/**
 * Which Python can import this yt-dlp, and from where: the official binary is
 * a zip behind a `#!/usr/bin/env python3` line; Debian's and pip's are small
 * scripts of an interpreter that has the `yt_dlp` package. A standalone build
 * (PyInstaller) or a wrapper of another kind cannot be imported: a string that
 * says why.
 */
export function importableYtdlp(ytdlpPath: string): { python: string; importPath?: string } | string {
  let head: Buffer;
  try {
    head = readHead(ytdlpPath, 256);
  } catch (error) {
    return `yt-dlp cannot be read (${(error as Error).message})`;
  }
  if (head.subarray(0, 4).toString('latin1') === '\x7fELF') return 'yt-dlp is a standalone binary';
  const python = interpreterOf(ytdlpPath, process.env.PATH);
  if (!python || !/^python3(\.\d+)?$/.test(path.basename(python))) {
    return 'yt-dlp is not a Python script or zip';
  }
  // The interpreter itself, not a launcher in front of it (a pyenv shim is a shell script the sandbox cannot run).
  const real = spawnSync(python, ['-c', 'import sys; print(sys.executable)'], {
    encoding: 'utf8',
    timeout: 15_000,
    env: toolEnv(),
  });
  const executable = real.status === 0 ? real.stdout.trim() : '';
  if (!path.isAbsolute(executable)) return `${python} does not start`;
  // A zip's directory ends with this record, within its last 64 KiB.
  const isZip = readHead(ytdlpPath, 65_557, true).includes(Buffer.from('PK\x05\x06', 'latin1'));
  return isZip ? { python: executable, importPath: ytdlpPath } : { python: executable };
}

type Answer = { header: { code?: number; stderr?: string; overflow?: boolean; stdoutBytes?: number }; body: Buffer };

/** Frames the driver's answers: a JSON header line, then `stdoutBytes` bytes. */
class AnswerReader {
  private buffered = Buffer.alloc(0);
  private header: Answer['header'] | undefined;
  constructor(private readonly onAnswer: (answer: Answer) => void) {}

  push(chunk: Buffer): void {
    this.buffered = Buffer.concat([this.buffered, chunk]);
    for (;;) {
      if (!this.header) {
        const end = this.buffered.indexOf(0x0a);
        if (end < 0) return;
        this.header = JSON.parse(this.buffered.subarray(0, end).toString('utf8')) as Answer['header'];
        this.buffered = this.buffered.subarray(end + 1);
      }
      const length = this.header.stdoutBytes ?? 0;
      if (this.buffered.length < length) return;
      const answer = { header: this.header, body: this.buffered.subarray(0, length) };
      this.buffered = this.buffered.subarray(length);
      this.header = undefined;
      this.onAnswer(answer);
    }
  }
}

/** A running worker. `ready` resolves with yt-dlp's version once it can take requests. */
export class YtdlpWorker {
  readonly ready: Promise<string>;
  /** Requests answered so far. */
  requests = 0;
  private readonly process: Supervised;
  private pending: ((answer: Answer | ExitInfo) => void) | undefined;
  private dead = false;

  constructor(launch: WorkerLaunch) {
    const args = [launch.driver, launch.importPath ?? ''];
    this.process = supervise(launch.python, args, {
      launcher: launch.launcher,
      paths: launch.paths,
      stdio: ['pipe', 'pipe', 'pipe'],
      standing: true,
    });
    let announce: ((version: string) => void) | undefined;
    this.ready = new Promise<string>((resolve, reject) => {
      announce = resolve;
      void this.process.exited.then((exit) => {
        this.dead = true;
        const said = this.process.stderrTail().trim().split('\n').at(-1) ?? '';
        reject(
          new Error(
            `the worker ended before it was ready (exit ${exit.code ?? exit.signal}${said ? `: ${said}` : ''})`,
          ),
        );
      });
    });
    this.ready.catch(() => undefined);
    const reader = new AnswerReader((answer) => {
      if ('ready' in answer.header) return announce?.(String((answer.header as { version?: unknown }).version));
      const waiting = this.pending;
      this.pending = undefined;
      waiting?.(answer);
    });
    this.process.child.stdout?.on('data', (chunk: Buffer) => {
      try {
        reader.push(chunk);
      } catch {
        // Not the driver's framing: whatever runs there cannot be trusted with another request.
        this.stop('cancelled');
      }
    });
    void this.process.exited.then((exit) => {
      this.dead = true;
      const waiting = this.pending;
      this.pending = undefined;
      waiting?.(exit);
    });
    this.process.child.stdin?.on('error', () => undefined);
  }

  get alive(): boolean {
    return !this.dead;
  }

  /**
   * One lookup, answered as `collect` answers for a process of its own. A
   * timeout or an abort stops the worker (yt-dlp cannot be interrupted
   * halfway and then trusted), and the answer says why, as for a process.
   */
  async run(
    request: WorkerRequest,
    options: { timeoutMs: number; signal?: AbortSignal | undefined },
  ): Promise<CollectedOutput & { overflow?: boolean }> {
    if (this.pending || this.dead) throw new Error('worker busy or gone');
    this.requests += 1;
    const answered = new Promise<Answer | ExitInfo>((resolve) => {
      this.pending = resolve;
    });
    let stoppedBecause: ExitInfo['killedBecause'];
    const stop = (reason: ExitInfo['killedBecause']) => {
      stoppedBecause ??= reason;
      this.stop(reason);
    };
    markStanding(this.process, true);
    const timer = setTimeout(() => stop('timeout'), options.timeoutMs);
    const onAbort = () => stop('aborted');
    if (options.signal?.aborted) onAbort();
    else options.signal?.addEventListener('abort', onAbort, { once: true });
    this.process.child.stdin?.write(`${JSON.stringify(request)}\n`);
    try {
      const answer = await answered;
      if ('body' in answer) {
        const { code = 1, stderr = '', overflow } = answer.header;
        return { code, signal: null, stdout: answer.body.toString('utf8'), stderr, ...(overflow ? { overflow } : {}) };
      }
      return {
        ...answer,
        killedBecause: stoppedBecause ?? answer.killedBecause,
        stdout: '',
        stderr: this.process.stderrTail(),
      };
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      markStanding(this.process, false);
    }
  }

  /** Stops the worker and everything in its sandbox. */
  stop(reason: ExitInfo['killedBecause'] = 'cancelled'): void {
    this.dead = true;
    this.process.stop(reason);
  }

  /** Resolves once the process has gone. */
  exited(): Promise<ExitInfo> {
    return this.process.exited;
  }
}
