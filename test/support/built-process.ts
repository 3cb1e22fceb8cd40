import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { inject } from 'vitest';
import { compileDistSync } from './dist-build.js';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * dist/ for the tests that run the built service: compiled once per run by the
 * global setup, before any file runs. A file that compiled it again would
 * rewrite dist/ while other files' built processes load it.
 */
export function buildDist(): void {
  if (!inject('distBuilt')) compileDist();
}

/** Compiles src/ and bots/ into dist/, and the web page's script, as `npm run build` does for PM2. */
export function compileDist(): void {
  compileDistSync();
}

/** Whether a server answers on `port` at all (for waiting until one has stopped). */
export function serverState(port: number): Promise<'up' | 'down'> {
  return fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => 'up',
    () => 'down',
  );
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `count` ports in a row, each free when asked (for PM2's increment_var, which counts up from the first). */
export async function freePortRun(count: number): Promise<number> {
  for (;;) {
    const first = await freePort();
    if (first + count - 1 > 65535) continue;
    const rest = await Promise.all(Array.from({ length: count - 1 }, (_, i) => canListen(first + 1 + i)));
    if (rest.every(Boolean)) return first;
  }
}

function canListen(port: number): Promise<boolean> {
  const server = net.createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export interface BuiltProcess {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  /** Resolves with the exit code (or signal) once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Runs `node dist/src/main.js` as PM2 would (fork with an IPC channel), and
 * waits for its "ready" message. `ownGroup`: the process leads a process
 * group of its own, so a test can kill the whole group (`kill -9 -<pid>`,
 * as the OOM killer or a supervisor's kill does) without killing the runner.
 * `onSpawn` gets the child at once, so a test whose start never gets ready can still end it.
 */
export async function startBuiltProcess(
  env: Record<string, string>,
  options: { ownGroup?: boolean; onSpawn?: (child: ChildProcess) => void } = {},
): Promise<BuiltProcess> {
  // A port found free can be taken by another test's process before ours listens on it (busy machines):
  // that start fails with EADDRINUSE naming the port, and is tried again on another one.
  for (let attempt = 1; ; attempt++) {
    const port = env.PORT === undefined ? await freePort() : Number(env.PORT);
    try {
      return await startOnce({ PORT: String(port), ...env }, port, options);
    } catch (error) {
      const lostPort = String(error).includes(`EADDRINUSE: address already in use 127.0.0.1:${port}`);
      if (!lostPort || env.PORT !== undefined || attempt === 3) throw error;
    }
  }
}

async function startOnce(
  env: Record<string, string>,
  port: number,
  options: { ownGroup?: boolean; onSpawn?: (child: ChildProcess) => void },
): Promise<BuiltProcess> {
  const child = spawn(process.execPath, [path.join(root, 'dist/src/main.js')], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    detached: options.ownGroup === true,
  });
  options.onSpawn?.(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve, reject) => {
    child.once('message', (message) => (message === 'ready' ? resolve() : reject(new Error(String(message)))));
    void exited.then(({ code }) => reject(new Error(`exited ${code} before ready:\n${output}`)));
  });
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Runs the built process to its exit (for start-up failures). */
export async function runBuiltProcessToExit(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'dist/src/main.js')], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stderr };
}
