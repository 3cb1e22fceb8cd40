/**
 * Confinement of yt-dlp and ffmpeg: the egress proxy binds only traffic that chooses it, and the tools can be
 * talked out of it (`ftp://`, a smuggled `Ytdl-request-proxy: __noproxy__`, an ffmpeg of their own), so each
 * runs under bubblewrap in a network namespace with only loopback, whose one way out is `bridge.mjs` relaying
 * 127.0.0.1:{@link BRIDGE_PORT} to the proxy's Unix socket. It also gets an address-space cap, a PID namespace
 * and a view of only its own files (view.ts). The proxy's credentials go in its environment, never argv (`ps`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toolEnv } from '../../../support/tool-env.js';
import { egressEnv } from '../../egress/env.js';
import { containerRefusalHere } from './container-hint.js';
import { namespaceArgs, type ProbeFailure, probeNamespace, probeNamespaceSync } from './namespace-probe.js';
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

/** The bwrap the tools would be confined with, if any. */
export const bwrapOf = (options: Pick<ConfinementOptions, 'bwrapPath'>) => options.bwrapPath ?? onPath('bwrap');

/** bwrap and prlimit, or why the tools cannot be confined without even trying. */
function locate(options: ConfinementOptions): { bwrap: string; prlimit: string } | ProbeFailure {
  const bwrap = bwrapOf(options);
  if (!bwrap) return { problem: 'bwrap (bubblewrap) is not installed' };
  const prlimit = onPath('prlimit');
  if (!prlimit) return { problem: 'prlimit (util-linux) is not installed' };
  return { bwrap, prlimit };
}

/**
 * Decides how the tools run: in a bwrap network namespace when this host can
 * make one (checked by running a probe in it: it must see no interface but
 * loopback); otherwise unconfined if the owner allowed that, else an error that
 * says what to do. The service starts with startConfinement, which does not
 * block while the probe runs; this one is for tests and tools.
 */
export function createConfinement(options: ConfinementOptions): Confinement {
  const found = locate(options);
  if ('problem' in found) return decide(options, found, found);
  return decide(options, found, probeNamespaceSync(found.bwrap, options.proxySocket));
}

/** createConfinement without blocking: the probe runs while the process does other work. */
export async function startConfinement(options: ConfinementOptions): Promise<Confinement> {
  const found = locate(options);
  if ('problem' in found) return decide(options, found, found);
  return decide(options, found, await probeNamespace(found.bwrap, options.proxySocket));
}

function decide(
  options: ConfinementOptions,
  found: { bwrap: string; prlimit: string } | ProbeFailure,
  failure: ProbeFailure | undefined,
): Confinement {
  const problem = failure?.problem;
  if (problem === undefined && 'bwrap' in found) {
    return bwrapConfinement(found.bwrap, found.prlimit, options);
  }
  if (!options.allowUnconfined) {
    // In a container, the engine's missing option is the cause: the refusal names it (container-hint.ts).
    const inContainer = failure?.bwrapError !== undefined ? containerRefusalHere(failure.bwrapError) : undefined;
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
