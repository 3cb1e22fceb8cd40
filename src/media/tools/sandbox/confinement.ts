/**
 * Network confinement of yt-dlp and ffmpeg.
 *
 * The egress proxy's rules only bind traffic that goes through it, and the
 * tools can be talked into not using it: yt-dlp fetches `ftp://` itself, obeys
 * a smuggled `Ytdl-request-proxy: __noproxy__` header, and starts its own
 * ffmpeg, which can open UDP. So every tool runs in a network namespace of its
 * own that has nothing but a loopback interface: no route anywhere, no DNS, no
 * UDP. Bubblewrap (`bwrap`, Debian's `bubblewrap`, the sandbox Flatpak uses)
 * makes the namespace as an unprivileged user (through a user namespace) and
 * brings up its loopback. The only way out is `bridge.mjs`: it listens on
 * 127.0.0.1:{@link BRIDGE_PORT} inside and relays to the proxy's Unix socket,
 * a file that the network namespace does not hide. The job's proxy credentials
 * reach the tool through its environment (never its command line, which `ps`
 * shows to every local user).
 *
 * Inside, the tool also gets an address-space limit (`prlimit --as`), so a
 * runaway extraction fails with an out-of-memory error instead of taking the
 * host's memory.
 *
 * And it sees only the files that one run needs (view.ts): the system
 * read-only, its own directory and cache writable, nothing of DATA_DIR, the
 * owner's home or the checkout. Its own PID namespace hides the service's
 * processes, and takes every process of the run down with it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { egressEnv } from '../../egress/env.js';
import { toolEnv } from '../child-env.js';
import { containerRefusalHere } from './container-hint.js';
import { type RunPaths, viewArgs } from './view.js';

export type { RunPaths } from './view.js';

/** The port the bridge listens on inside each namespace (each namespace has its own ports). */
export const BRIDGE_PORT = 3128;

/** How to start one binary of a job. */
export interface ToolCommand {
  file: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

/** Starts the binaries of one job so that their traffic can only reach that job's proxy session. */
export interface ToolLauncher {
  /**
   * `fdCount`: how many file descriptors (stdin, stdout, stderr, extra pipes) the tool gets;
   * `paths`: what this run may read and write besides the system and the tool itself.
   */
  command(file: string, args: readonly string[], fdCount: number, paths?: RunPaths): ToolCommand;
}

/** What /api/health and the start-up log say about the confinement. */
export interface ConfinementStatus {
  kind: 'bwrap' | 'none';
  /** A sentence for people. */
  description: string;
  /** Address-space cap of each tool in MB, when one is applied. */
  memoryLimitMb?: number;
  /** What the tools see of the files: only their run's own (`job-only`), or all the service user can (`host`). */
  filesystem: 'job-only' | 'host';
}

export interface Confinement {
  readonly status: ConfinementStatus;
  /** The launcher for a job whose proxy session has this URL (`http://user:secret@127.0.0.1:port`). */
  launcher(proxyUrl: string): ToolLauncher;
  /** How a confined tool reaches the proxy session of this URL (a warm worker is given it per request). */
  proxyUrlInside(proxyUrl: string): string;
}

export class ConfinementUnavailableError extends Error {
  override name = 'ConfinementUnavailableError';
}

/** `bridge.mjs` beside this module (tsc copies it to dist/ through allowJs). */
export function bridgeScript(): string {
  return fileURLToPath(new URL('./bridge.mjs', import.meta.url));
}

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  return undefined;
}

export interface ConfinementOptions {
  /** The egress proxy's Unix socket. */
  proxySocket: string;
  /** Address-space cap per tool process, in MB. */
  memoryLimitMb: number;
  /** `UNSAFE_UNCONFINED_TOOLS`: run the tools without a namespace when none can be made. */
  allowUnconfined: boolean;
  /** Which bwrap to use (tests); default: `bwrap` on PATH. */
  bwrapPath?: string | undefined;
}

/**
 * The bwrap options of every tool besides its view: private network, IPC, PID
 * and host name namespaces, no capabilities.
 */
function namespaceArgs(): string[] {
  // --cap-drop ALL matters when the service runs as root: root with capabilities
  // could join another network namespace again. --die-with-parent: a crash of
  // the service takes its tools with it.
  // No --new-session: every process of the run stays in the process group the
  // supervisor signals (process.ts), so a stop reaches the tool itself. In a
  // session of its own the sandbox outlived a stopped bwrap (seen under load:
  // the tool went on for seconds, and shutdown gave up on its job). What
  // --new-session guards against, a sandbox pushing input into its terminal
  // (TIOCSTI), cannot happen here: the supervisor starts bwrap detached, in a
  // session of its own that has no terminal.
  return ['--unshare-net', '--unshare-ipc', '--unshare-pid', '--unshare-uts', '--cap-drop', 'ALL', '--die-with-parent'];
}

/**
 * Decides how the tools run: in a bwrap network namespace when this host can
 * make one (checked by running a probe in it: it must see no interface but
 * loopback); otherwise unconfined if the owner allowed that, else an error that
 * says what to do.
 */
export function createConfinement(options: ConfinementOptions): Confinement {
  const bwrap = options.bwrapPath ?? onPath('bwrap');
  const prlimit = onPath('prlimit');
  const failure: ProbeFailure | undefined = !bwrap
    ? { problem: 'bwrap (bubblewrap) is not installed' }
    : !prlimit
      ? { problem: 'prlimit (util-linux) is not installed' }
      : probeNamespace(bwrap, options.proxySocket);
  const problem = failure?.problem;
  if (problem === undefined && bwrap && prlimit) {
    return bwrapConfinement(bwrap, prlimit, options);
  }
  if (!options.allowUnconfined) {
    // In a container, the engine's missing option is the cause: the refusal names it (container-hint.ts).
    const inContainer = failure?.bwrapSaid !== undefined ? containerRefusalHere(failure.bwrapSaid) : undefined;
    if (inContainer) throw new ConfinementUnavailableError(inContainer);
    throw new ConfinementUnavailableError(
      `yt-dlp and ffmpeg cannot be confined to the egress proxy on this host: ${problem}. ` +
        'Install bubblewrap ("apt-get install bubblewrap"; user namespaces must be allowed), ' +
        'or set UNSAFE_UNCONFINED_TOOLS=true to run them unconfined (a crafted link can then reach private networks, ' +
        'and a taken-over tool read and change every file the service user can).',
    );
  }
  return unconfined(problem ?? 'unknown');
}

/**
 * Runs a probe in a fresh namespace with the view of a run that may write
 * nothing: it must see no interface but loopback, and must not be able to
 * read a file made for it outside its view. Undefined when both hold.
 */
interface ProbeFailure {
  problem: string;
  /** bwrap's last error line, when bwrap ran and could not make the sandbox. */
  bwrapSaid?: string;
}

function probeNamespace(bwrap: string, proxySocket: string): ProbeFailure | undefined {
  const outside = mkdtempSync(path.join(os.tmpdir(), 'media-fetcher-probe-'));
  const secret = path.join(outside, 'secret');
  try {
    writeFileSync(secret, 'outside the view', { mode: 0o600 });
    const probe = `const names = Object.keys(require('node:os').networkInterfaces());
if (!names.every((n) => n === 'lo')) process.exit(3);
try { require('node:fs').readFileSync(process.argv[1]); process.exit(4); } catch { process.exit(0); }`;
    const { args } = viewArgs(process.execPath, { readable: [path.dirname(proxySocket)] }, [], process.env.PATH);
    const result = spawnSync(bwrap, [...namespaceArgs(), ...args, '--', process.execPath, '-e', probe, secret], {
      encoding: 'utf8',
      timeout: 15_000,
      env: toolEnv(),
    });
    if (result.error) return { problem: `bwrap could not be started (${result.error.message})` };
    if (result.status === 3) return { problem: 'the namespace bwrap made still has network interfaces' };
    if (result.status === 4)
      return { problem: 'the sandbox bwrap made still shows files outside the view of a tool run' };
    if (result.status !== 0) {
      const said = (result.stderr ?? '').trim().split('\n').at(-1) ?? '';
      return {
        problem: `bwrap cannot make a network namespace and a filesystem view here${said ? ` (${said})` : ''}`,
        bwrapSaid: said,
      };
    }
    return undefined;
  } finally {
    rmSync(outside, { recursive: true, force: true });
  }
}

/** The proxy URL as seen inside a namespace: the bridge's port on its own loopback, the same credentials. */
function bridgedProxyUrl(proxyUrl: string): string {
  const inside = new URL(proxyUrl);
  inside.hostname = '127.0.0.1';
  inside.port = String(BRIDGE_PORT);
  return inside.href.replace(/\/$/, '');
}

function bwrapConfinement(bwrap: string, prlimit: string, options: ConfinementOptions): Confinement {
  const bridge = bridgeScript();
  const asBytes = options.memoryLimitMb * 1024 * 1024;
  return {
    status: {
      kind: 'bwrap',
      description:
        'yt-dlp and ffmpeg run in a network namespace whose only way out is the egress proxy, ' +
        'and see only the system, themselves and their own job directory (bubblewrap).',
      memoryLimitMb: options.memoryLimitMb,
      filesystem: 'job-only',
    },
    proxyUrlInside: bridgedProxyUrl,
    launcher(proxyUrl) {
      // bwrap passes its own environment on, and this is all of it: the same as --clearenv with these
      // variables set, without --setenv, which would put the proxy credentials on bwrap's command line.
      // TMPDIR: the run's private /tmp (the service's may be outside the view).
      const env: NodeJS.ProcessEnv = {
        ...egressEnv(bridgedProxyUrl(proxyUrl), toolEnv()),
        MALLOC_ARENA_MAX: '2',
        TMPDIR: '/tmp',
      };
      return {
        command(file, args, fdCount, paths = {}) {
          // The bridge and the Node that runs it; the proxy socket's directory (connecting needs no write access).
          const readable = [...(paths.readable ?? []), path.dirname(options.proxySocket)];
          const view = viewArgs(file, { ...paths, readable }, [process.execPath, bridge, prlimit], env.PATH);
          return {
            file: bwrap,
            args: [
              ...namespaceArgs(),
              ...view.args,
              '--',
              process.execPath,
              bridge,
              options.proxySocket,
              String(BRIDGE_PORT),
              String(fdCount),
              JSON.stringify(view.copies),
              prlimit,
              String(asBytes),
              file,
              ...args,
            ],
            env,
          };
        },
      };
    },
  };
}

function unconfined(problem: string): Confinement {
  return {
    status: {
      kind: 'none',
      description: `UNCONFINED: yt-dlp and ffmpeg can open any connection and see every file the service user can (${problem}; UNSAFE_UNCONFINED_TOOLS=true). A crafted link can reach private networks.`,
      filesystem: 'host',
    },
    proxyUrlInside: (proxyUrl) => proxyUrl,
    launcher(proxyUrl) {
      const env = egressEnv(proxyUrl, toolEnv());
      return { command: (file, args) => ({ file, args: [...args], env }) };
    },
  };
}
