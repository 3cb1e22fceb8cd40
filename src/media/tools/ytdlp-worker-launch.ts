/**
 * Where a warm yt-dlp worker (ytdlp-worker.ts) comes from: the driver script
 * beside this module, and a Python that can import the configured yt-dlp.
 */
import { execFile, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { toolEnv } from '../../support/tool-env.js';
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

/** What to ask the interpreter, and how: it prints its own path. */
const WHICH_PYTHON = ['-c', 'import sys; print(sys.executable)'];
const whichOptions = () => ({ encoding: 'utf8' as const, timeout: 15_000, env: toolEnv() });

/** Which Python imports yt-dlp and from where, or why none can. */
export type Importable = { python: string; importPath?: string } | string;

/** What can be told from the file alone: why it cannot be imported, or the interpreter to ask. */
function interpreterToAsk(ytdlpPath: string): { python: string } | string {
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
  return { python };
}

/** The answer, once the interpreter said where it is (`executable`: its output, empty when it failed). */
function importableWith(ytdlpPath: string, python: string, executable: string): Importable {
  if (!path.isAbsolute(executable)) return `${python} does not start`;
  // A zip's directory ends with this record, within its last 64 KiB.
  const isZip = readHead(ytdlpPath, 65_557, true).includes(Buffer.from('PK\x05\x06', 'latin1'));
  return isZip ? { python: executable, importPath: ytdlpPath } : { python: executable };
}

/**
 * Which Python can import this yt-dlp, and from where: the official binary is
 * a zip behind a `#!/usr/bin/env python3` line; Debian's and pip's are small
 * scripts of an interpreter that has the `yt_dlp` package. A standalone build
 * (PyInstaller) or a wrapper of another kind cannot be imported: a string that
 * says why. The interpreter itself is asked, not a launcher in front of it (a
 * pyenv shim is a shell script the sandbox cannot run). Tests and tools; the
 * service starts with importableYtdlpAsync, which does not block.
 */
export function importableYtdlp(ytdlpPath: string): Importable {
  const ask = interpreterToAsk(ytdlpPath);
  if (typeof ask === 'string') return ask;
  const real = spawnSync(ask.python, WHICH_PYTHON, whichOptions());
  return importableWith(ytdlpPath, ask.python, real.status === 0 ? real.stdout.trim() : '');
}

/** importableYtdlp without blocking while the interpreter answers. */
export async function importableYtdlpAsync(ytdlpPath: string): Promise<Importable> {
  const ask = interpreterToAsk(ytdlpPath);
  if (typeof ask === 'string') return ask;
  const executable = await new Promise<string>((resolve) => {
    execFile(ask.python, WHICH_PYTHON, whichOptions(), (error, stdout) => resolve(error ? '' : stdout.trim()));
  });
  return importableWith(ytdlpPath, ask.python, executable);
}
