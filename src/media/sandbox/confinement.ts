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
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toolEnv } from '../child-env.js';
import { egressEnv } from '../egress/env.js';

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
  /** `fdCount`: how many file descriptors (stdin, stdout, stderr, extra pipes) the tool gets. */
  command(file: string, args: readonly string[], fdCount: number): ToolCommand;
}

/** What /api/health and the start-up log say about the confinement. */
export interface ConfinementStatus {
  kind: 'bwrap' | 'none';
  /** A sentence for people. */
  description: string;
  /** Address-space cap of each tool in MB, when one is applied. */
  memoryLimitMb?: number;
}

export interface Confinement {
  readonly status: ConfinementStatus;
  /** The launcher for a job whose proxy session has this URL (`http://user:secret@127.0.0.1:port`). */
  launcher(proxyUrl: string): ToolLauncher;
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

/** The bwrap options of every tool: a private network namespace and no capabilities, the rest of the system as is. */
function bwrapArgs(): string[] {
  // --cap-drop ALL matters when the service runs as root: root with capabilities
  // could join another network namespace again. --die-with-parent: a crash of
  // the service takes its tools with it.
  return ['--unshare-net', '--unshare-ipc', '--cap-drop', 'ALL', '--die-with-parent', '--dev-bind', '/', '/', '--'];
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
  const problem = !bwrap
    ? 'bwrap (bubblewrap) is not installed'
    : !prlimit
      ? 'prlimit (util-linux) is not installed'
      : probeNamespace(bwrap);
  if (problem === undefined && bwrap && prlimit) {
    return bwrapConfinement(bwrap, prlimit, options);
  }
  if (!options.allowUnconfined) {
    throw new ConfinementUnavailableError(
      `yt-dlp and ffmpeg cannot be confined to the egress proxy on this host: ${problem}. ` +
        'Install bubblewrap ("apt-get install bubblewrap"; user namespaces must be allowed), ' +
        'or set UNSAFE_UNCONFINED_TOOLS=true to run them unconfined (a crafted link can then reach private networks).',
    );
  }
  return unconfined(problem ?? 'unknown');
}

/** Runs a probe in a fresh namespace; undefined when it saw only loopback. */
function probeNamespace(bwrap: string): string | undefined {
  const probe = `const names = Object.keys(require('node:os').networkInterfaces()); process.exit(names.every((n) => n === 'lo') ? 0 : 3);`;
  const result = spawnSync(bwrap, [...bwrapArgs(), process.execPath, '-e', probe], {
    encoding: 'utf8',
    timeout: 15_000,
    env: toolEnv(),
  });
  if (result.error) return `bwrap could not be started (${result.error.message})`;
  if (result.status === 3) return 'the namespace bwrap made still has network interfaces';
  if (result.status !== 0) {
    const said = (result.stderr ?? '').trim().split('\n').at(-1) ?? '';
    return `bwrap cannot make a network namespace here${said ? ` (${said})` : ''}`;
  }
  return undefined;
}

function bwrapConfinement(bwrap: string, prlimit: string, options: ConfinementOptions): Confinement {
  const bridge = bridgeScript();
  const asBytes = options.memoryLimitMb * 1024 * 1024;
  return {
    status: {
      kind: 'bwrap',
      description: 'yt-dlp and ffmpeg run in a network namespace whose only way out is the egress proxy (bubblewrap).',
      memoryLimitMb: options.memoryLimitMb,
    },
    launcher(proxyUrl) {
      const inside = new URL(proxyUrl);
      inside.hostname = '127.0.0.1';
      inside.port = String(BRIDGE_PORT);
      const env = { ...egressEnv(inside.href.replace(/\/$/, ''), toolEnv()), MALLOC_ARENA_MAX: '2' };
      return {
        command(file, args, fdCount) {
          return {
            file: bwrap,
            args: [
              ...bwrapArgs(),
              process.execPath,
              bridge,
              options.proxySocket,
              String(BRIDGE_PORT),
              String(fdCount),
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
      description: `UNCONFINED: yt-dlp and ffmpeg can open any connection (${problem}; UNSAFE_UNCONFINED_TOOLS=true). A crafted link can reach private networks.`,
    },
    launcher(proxyUrl) {
      const env = egressEnv(proxyUrl, toolEnv());
      return { command: (file, args) => ({ file, args: [...args], env }) };
    },
  };
}
