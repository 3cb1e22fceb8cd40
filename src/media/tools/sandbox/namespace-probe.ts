/**
 * The check that this host can confine the tools (confinement.ts): a probe
 * run in a fresh bwrap sandbox, with the namespaces of every tool run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toolEnv } from '../../../support/tool-env.js';
import { viewArgs } from './view.js';

/**
 * The bwrap options of every tool besides its view: private network, IPC, PID
 * and host name namespaces, no capabilities.
 */
export function namespaceArgs(): string[] {
  // --cap-drop ALL: root with capabilities could join another namespace. No --new-session: the sandbox must stay
  // in the process group a stop signals (in its own session it outlived a stopped bwrap); bwrap is started
  // detached without a terminal, so the TIOCSTI it guards against cannot happen.
  return ['--unshare-net', '--unshare-ipc', '--unshare-pid', '--unshare-uts', '--cap-drop', 'ALL', '--die-with-parent'];
}

/** Why the tools cannot be confined here. */
export interface ProbeFailure {
  problem: string;
  /** bwrap's last error line, when bwrap ran and could not make the sandbox. */
  bwrapError?: string;
}

/** How the probe's bwrap ended. */
interface ProbeRun {
  error?: Error | undefined;
  status: number | null;
  stderr: string;
}

const PROBE = `const names = Object.keys(require('node:os').networkInterfaces());
if (!names.every((n) => n === 'lo')) process.exit(3);
try { require('node:fs').readFileSync(process.argv[1]); process.exit(4); } catch { process.exit(0); }`;

const PROBE_TIMEOUT_MS = 15_000;

/** bwrap's arguments for the probe, which must not be able to read `secret` (outside its view). */
function probeArgs(proxySocket: string, secret: string): string[] {
  const { args } = viewArgs(process.execPath, { readable: [path.dirname(proxySocket)] }, [], process.env.PATH);
  return [...namespaceArgs(), ...args, '--', process.execPath, '-e', PROBE, secret];
}

function judge(result: ProbeRun): ProbeFailure | undefined {
  if (result.error) return { problem: `bwrap could not be started (${result.error.message})` };
  if (result.status === 3) return { problem: 'the namespace bwrap made still has network interfaces' };
  if (result.status === 4)
    return { problem: 'the sandbox bwrap made still shows files outside the view of a tool run' };
  if (result.status !== 0) {
    const lastStderrLine = result.stderr.trim().split('\n').at(-1) ?? '';
    return {
      problem: `bwrap cannot make a network namespace and a filesystem view here${lastStderrLine ? ` (${lastStderrLine})` : ''}`,
      bwrapError: lastStderrLine,
    };
  }
  return undefined;
}

/** A file made for the probe outside its view, removed when `use` is done. */
function withSecret<T>(use: (secret: string) => T): T {
  const outside = mkdtempSync(path.join(os.tmpdir(), 'media-fetcher-probe-'));
  const done = () => rmSync(outside, { recursive: true, force: true });
  try {
    const secret = path.join(outside, 'secret');
    writeFileSync(secret, 'outside the view', { mode: 0o600 });
    const result = use(secret);
    if (result instanceof Promise) return result.finally(done) as T;
    done();
    return result;
  } catch (error) {
    done();
    throw error;
  }
}

/**
 * Runs a probe in a fresh namespace with the view of a run that may write
 * nothing: it must see no interface but loopback, and must not be able to
 * read a file made for it outside its view. Undefined when both hold.
 */
export function probeNamespace(bwrap: string, proxySocket: string): Promise<ProbeFailure | undefined> {
  return withSecret(
    (secret) =>
      new Promise<ProbeFailure | undefined>((resolve) => {
        const child = spawn(bwrap, probeArgs(proxySocket, secret), {
          stdio: ['ignore', 'ignore', 'pipe'],
          timeout: PROBE_TIMEOUT_MS,
          env: toolEnv(),
        });
        let stderr = '';
        child.stderr.setEncoding('utf8');
        child.stderr.on('data', (chunk: string) => {
          stderr = (stderr + chunk).slice(-8192);
        });
        child.once('error', (error) => resolve(judge({ error, status: null, stderr })));
        child.once('close', (status) => resolve(judge({ status, stderr })));
      }),
  );
}

/** probeNamespace, blocking until it ran (tests and tools; the service uses the one above). */
export function probeNamespaceSync(bwrap: string, proxySocket: string): ProbeFailure | undefined {
  return withSecret((secret) => {
    const result = spawnSync(bwrap, probeArgs(proxySocket, secret), {
      encoding: 'utf8',
      timeout: PROBE_TIMEOUT_MS,
      env: toolEnv(),
    });
    return judge({ error: result.error, status: result.status, stderr: result.stderr ?? '' });
  });
}
