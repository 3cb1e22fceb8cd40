/**
 * When bwrap cannot make its namespaces inside a container, the cause is an option of the container
 * engine, not of this host: Docker's default seccomp profile forbids the calls, its AppArmor profile
 * denies mount, or the engine masks parts of /proc so a fresh /proc cannot be mounted. The start-up
 * refusal then names the option to add, for the engine the service runs in, instead of bwrap's own
 * words (which speak of sysctls and setuid installs that do not apply). deploy/README.md, "Run with Docker".
 */
import { existsSync, readFileSync } from 'node:fs';

export type ContainerEngine = 'docker' | 'podman' | 'kubernetes' | 'container';

/** What blocked bwrap, as far as its last error line and the mounts over /proc tell. */
export type ContainerBlock = 'proc' | 'seccomp' | 'apparmor';

/** Which engine runs this process, or undefined outside a container. Kubernetes first: its pods run under any engine. */
export function detectContainerEngine(
  env: NodeJS.ProcessEnv = process.env,
  exists: (file: string) => boolean = existsSync,
): ContainerEngine | undefined {
  if (env.KUBERNETES_SERVICE_HOST) return 'kubernetes';
  if (exists('/run/.containerenv') || env.container === 'podman') return 'podman';
  if (exists('/.dockerenv')) return 'docker';
  return env.container ? 'container' : undefined;
}

/**
 * Mounts over files or folders inside /proc (the engine's masked and read-only paths): while there are
 * any, the kernel refuses a new proc mount in a user namespace, which bwrap needs for its PID namespace.
 */
export function procIsMasked(mountinfo: string): boolean {
  return mountinfo.split('\n').some((line) => {
    const mountPoint = line.split(' ')[4] ?? '';
    return mountPoint.startsWith('/proc/') && !mountPoint.startsWith('/proc/sys/fs/binfmt_misc');
  });
}

/** Reads the cause from bwrap's last error line ("Can't mount proc on /newroot/proc: Operation not permitted"). */
export function classifyBlock(bwrapError: string, procMasked: boolean): ContainerBlock {
  // An LSM denial (AppArmor) is EACCES; seccomp's and the kernel's refusal of a masked /proc are EPERM.
  if (/permission denied/i.test(bwrapError)) return 'apparmor';
  if (/mount proc\b/i.test(bwrapError)) return 'proc';
  if (procMasked && /mount/i.test(bwrapError)) return 'proc';
  return 'seccomp';
}

const OPTIONS: Record<ContainerBlock, Record<Exclude<ContainerEngine, 'container'>, string>> = {
  proc: {
    docker: 'security_opt "systempaths=unconfined" in compose.yaml (docker run --security-opt systempaths=unconfined)',
    podman: 'podman run --security-opt unmask=/proc/*',
    kubernetes: 'securityContext.procMount: Unmasked, with hostUsers: false in the pod spec',
  },
  seccomp: {
    docker:
      'security_opt "seccomp=deploy/seccomp/bwrap.json" in compose.yaml (docker run --security-opt seccomp=deploy/seccomp/bwrap.json)',
    podman: 'podman run --security-opt seccomp=deploy/seccomp/bwrap.json',
    kubernetes: 'securityContext.seccompProfile type Localhost with deploy/seccomp/bwrap.json on every node',
  },
  apparmor: {
    docker:
      'security_opt "apparmor=media-fetcher-bwrap" in compose.yaml, after loading deploy/apparmor/media-fetcher-bwrap on the host (apparmor_parser -r -W)',
    podman:
      'podman run --security-opt apparmor=media-fetcher-bwrap, after loading deploy/apparmor/media-fetcher-bwrap on the host (apparmor_parser -r -W)',
    kubernetes:
      'securityContext.appArmorProfile type Localhost, media-fetcher-bwrap, loaded on every node from deploy/apparmor/',
  },
};

const WHAT: Record<ContainerBlock, string> = {
  proc: 'the engine masks parts of /proc, so bwrap cannot mount a fresh /proc for its PID namespace',
  seccomp:
    "the engine's seccomp profile forbids the calls that make namespaces (clone with CLONE_NEWUSER, unshare, mount, umount2, pivot_root)",
  apparmor: "the engine's AppArmor profile denies mount (and, on Ubuntu 23.10 and later, user namespaces)",
};

const ENGINE_NAMES: Record<ContainerEngine, string> = {
  docker: 'Docker',
  podman: 'Podman',
  kubernetes: 'Kubernetes',
  container: 'a container',
};

/** The start-up refusal's paragraph for a container, naming the missing option of the engine in use. */
export function containerRefusal(engine: ContainerEngine, block: ContainerBlock, bwrapError: string): string {
  const options = OPTIONS[block];
  const add =
    engine === 'container'
      ? `Docker and Compose: ${options.docker}; Podman: ${options.podman}; Kubernetes: ${options.kubernetes}`
      : options[engine];
  return (
    `yt-dlp and ffmpeg cannot be confined in this container (${ENGINE_NAMES[engine]}): ${WHAT[block]}. ` +
    `Add ${add}. Every option the image needs, and why, is in deploy/README.md ("Run with Docker"); ` +
    `compose.yaml and deploy/kubernetes.yaml have them all.${bwrapError ? ` (bwrap said: ${bwrapError})` : ''}`
  );
}

/** The container paragraph for this process when it runs in a container, else undefined. */
export function containerRefusalHere(bwrapError: string): string | undefined {
  const engine = detectContainerEngine();
  if (!engine) return undefined;
  let mountinfo = '';
  try {
    mountinfo = readFileSync('/proc/self/mountinfo', 'utf8');
  } catch {
    // no /proc: treated as not masked
  }
  return containerRefusal(engine, classifyBlock(bwrapError, procIsMasked(mountinfo)), bwrapError);
}
