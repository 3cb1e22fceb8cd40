/**
 * The filesystem a confined tool run sees: a fresh root made by bwrap of
 * read-only system pieces, the tool itself and its interpreter, and only the
 * paths that one run needs. yt-dlp and ffmpeg parse what strangers send (and
 * yt-dlp runs a site's player JavaScript in Node, which does not sandbox it);
 * one taken over must find no secret to read (DATA_DIR's link-secret and
 * database, a token in the owner's home) and nothing to change (the checkout,
 * whose dist/ the next restart runs).
 */
import {
  closeSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readlinkSync,
  readSync,
  realpathSync,
  statSync,
} from 'node:fs';
import path from 'node:path';

/** What one tool run may touch besides the system and its own binary. */
export interface RunPaths {
  /** Directories it may change (created when missing): the job's directory, yt-dlp's cache. */
  writable?: readonly (string | undefined)[];
  /** Files or directories it may only read (a job's info.json). */
  readable?: readonly (string | undefined)[];
  /**
   * Files it gets a private, writable copy of at the same path, thrown away
   * with the run: yt-dlp writes its cookie file back when it exits, and the
   * owner's file must stay as the owner wrote it.
   */
  copied?: readonly (string | undefined)[];
}

/** Where the originals of `copied` files are bound inside, for the bridge to copy from. */
export const COPY_SOURCE_DIR = '/run/media-fetcher-copies';

/** Top-level system directories, bound read-only (or recreated as the symlinks they are: /bin → usr/bin). */
const SYSTEM_DIRS = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'];

/**
 * The pieces of /etc the tools read: TLS roots (Python's and Node's), the
 * time zone, user names (Python's getpass and `~` when HOME is unset), the
 * loader's cache, and Debian's alternatives symlinks (ffmpeg's BLAS and
 * LAPACK libraries resolve through them). No resolv.conf or hosts: there is no
 * DNS inside, and the proxy resolves names.
 */
const ETC_PIECES = [
  'ssl',
  'ca-certificates',
  'ca-certificates.conf',
  'pki',
  'crypto-policies',
  'localtime',
  'timezone',
  'passwd',
  'group',
  'nsswitch.conf',
  'alternatives',
  'ld.so.cache',
  'ld.so.conf',
  'ld.so.conf.d',
  'mime.types',
];

type Mount = { op: string; source: string; dest: string };

let systemMounts: Mount[] | undefined;

/** The system part of every view: the same for each run, so computed once. */
function systemView(): Mount[] {
  if (systemMounts) return systemMounts;
  const mounts: Mount[] = [];
  for (const dir of SYSTEM_DIRS) {
    try {
      const info = lstatSync(dir);
      if (info.isSymbolicLink()) mounts.push({ op: '--symlink', source: readlinkSync(dir), dest: dir });
      else if (info.isDirectory()) mounts.push({ op: '--ro-bind', source: dir, dest: dir });
    } catch {
      // not on this system
    }
  }
  // Debian's python3 reads /etc/python3.X (sitecustomize).
  const python = readdirSync('/etc').filter((name) => /^python3(\.\d+)?$/.test(name));
  for (const name of [...ETC_PIECES, ...python]) {
    mounts.push({ op: '--ro-bind-try', source: `/etc/${name}`, dest: `/etc/${name}` });
  }
  systemMounts = mounts;
  return mounts;
}

function isSystemPath(file: string): boolean {
  return SYSTEM_DIRS.some((dir) => file === dir || file.startsWith(`${dir}/`));
}

function contains(ancestor: string, file: string): boolean {
  return file === ancestor || file.startsWith(ancestor.endsWith('/') ? ancestor : `${ancestor}/`);
}

/**
 * What to bind so that an executable outside the system directories runs:
 * for `<prefix>/bin/<name>` (a Node from nvm, a Python of its own) its install
 * tree, which holds its libraries; else the file alone. Never a tree that
 * holds the home directory or the service's own directory.
 */
function installTree(file: string): string[] {
  // A virtualenv's python is a symlink to its base interpreter; it is a virtualenv only while its own
  // tree (pyvenv.cfg beside bin/, its site-packages) is visible. Resolved alone it becomes the base
  // interpreter and imports the base's packages (Debian's old yt_dlp), so its tree is kept as well.
  const venv = virtualenvOf(file);
  const trees = venv ? [venv] : [];
  return [...trees, ...resolvedTree(file).filter((tree) => !trees.includes(tree))];
}

/** The virtualenv `<prefix>` of a `<prefix>/bin/<name>` whose `<prefix>/pyvenv.cfg` exists, or undefined. */
export function virtualenvOf(file: string): string | undefined {
  const absolute = path.resolve(file);
  if (path.basename(path.dirname(absolute)) !== 'bin') return undefined;
  const prefix = path.dirname(path.dirname(absolute));
  try {
    if (!statSync(path.join(prefix, 'pyvenv.cfg')).isFile()) return undefined;
  } catch {
    return undefined;
  }
  return isSystemPath(prefix) || isGuarded(prefix) ? undefined : prefix;
}

/** A tree that holds the home directory or the service's own directory is never bound whole. */
function isGuarded(prefix: string): boolean {
  const home = process.env.HOME;
  return prefix === '/' || [process.cwd(), ...(home ? [home] : [])].some((dir) => contains(prefix, path.resolve(dir)));
}

function resolvedTree(file: string): string[] {
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    return [];
  }
  if (isSystemPath(real)) return [];
  const prefix = path.dirname(path.dirname(real));
  const safePrefix = path.basename(path.dirname(real)) === 'bin' && !isGuarded(prefix);
  return [safePrefix ? prefix : real];
}

/** The interpreter of a script (`#!/usr/bin/python3`, `#!/usr/bin/env python3`), looked up as the kernel and env would. */
export function interpreterOf(file: string, pathEnv: string | undefined): string | undefined {
  const head = Buffer.alloc(256);
  let length = 0;
  try {
    const fd = openSync(file, 'r');
    try {
      length = readSync(fd, head, 0, head.length, 0);
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
  const line = head.subarray(0, length).toString('latin1');
  if (!line.startsWith('#!')) return undefined;
  const [interpreter, ...rest] = (line.slice(2).split('\n')[0] ?? '').trim().split(/\s+/);
  if (!interpreter) return undefined;
  if (path.basename(interpreter) !== 'env') return interpreter;
  const name = rest.find((word) => !word.startsWith('-'));
  if (!name) return undefined;
  for (const dir of (pathEnv ?? '').split(path.delimiter)) {
    if (!dir) continue;
    try {
      const candidate = path.join(dir, name);
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** Read-only binds for a tool and its interpreter (its location is kept, so the tool runs by the same path). */
export function executableMounts(file: string, pathEnv: string | undefined): Mount[] {
  const mounts: Mount[] = [];
  const absolute = path.resolve(file);
  if (!isSystemPath(absolute)) {
    const trees = installTree(absolute);
    for (const tree of trees) mounts.push({ op: '--ro-bind-try', source: tree, dest: tree });
    // The tool's own path too, when it is a symlink out of the tree (FFMPEG_PATH → somewhere else); not
    // inside a tree bound read-only already (a virtualenv's python), where its mount point cannot be made.
    if (!trees.some((tree) => contains(tree, absolute))) {
      mounts.push({ op: '--ro-bind-try', source: absolute, dest: absolute });
    }
  }
  const interpreter = interpreterOf(absolute, pathEnv);
  if (interpreter && !isSystemPath(path.resolve(interpreter))) {
    for (const tree of installTree(interpreter)) mounts.push({ op: '--ro-bind-try', source: tree, dest: tree });
  }
  return mounts;
}

/**
 * bwrap options for one run's view, and the copies the bridge makes inside.
 * `executables`: what runs before the tool (the bridge and the Node that runs it).
 * Mounts are applied parents first, so a writable job directory under /tmp
 * lands on the run's private /tmp and an info.json inside a writable job
 * directory stays visible.
 */
export function viewArgs(
  file: string,
  paths: RunPaths,
  executables: readonly string[],
  pathEnv: string | undefined,
): { args: string[]; copies: [string, string][] } {
  const mounts: Mount[] = [
    ...systemView(),
    { op: '--tmpfs', source: '', dest: '/tmp' },
    ...executables.flatMap((p) => executableMounts(p, pathEnv)),
    ...executableMounts(file, pathEnv),
  ];
  const present = (list: readonly (string | undefined)[] | undefined) =>
    (list ?? []).filter((p): p is string => typeof p === 'string' && p !== '').map((p) => path.resolve(p));
  for (const p of present(paths.readable)) mounts.push({ op: '--ro-bind-try', source: p, dest: p });
  for (const p of present(paths.writable)) {
    try {
      mkdirSync(p, { recursive: true });
    } catch {
      // bound only if it exists; the tool then fails to write there, which is safe
    }
    mounts.push({ op: '--bind-try', source: p, dest: p });
  }
  const copies: [string, string][] = [];
  for (const [i, p] of present(paths.copied).entries()) {
    const source = `${COPY_SOURCE_DIR}/${i}`;
    mounts.push({ op: '--ro-bind-try', source: p, dest: source });
    // A private directory for the copy, unless the run may write where it lies anyway.
    if (!present(paths.writable).some((dir) => contains(dir, path.dirname(p)))) {
      mounts.push({ op: '--tmpfs', source: '', dest: path.dirname(p) });
    }
    copies.push([source, p]);
  }
  const depth = (dest: string) => dest.split('/').filter(Boolean).length;
  // Stable: same-depth mounts keep their order (a later bind of the same path wins).
  const sorted = mounts
    .map((mount, index) => ({ mount, index }))
    .sort((a, b) => depth(a.mount.dest) - depth(b.mount.dest) || a.index - b.index)
    .map(({ mount }) => mount);
  const args: string[] = [];
  const seen = new Set<string>();
  for (const { op, source, dest } of sorted) {
    const key = `${op}\0${source}\0${dest}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (op === '--tmpfs') args.push(op, dest);
    else args.push(op, source, dest);
  }
  args.push('--proc', '/proc', '--dev', '/dev', '--remount-ro', '/');
  return { args, copies };
}
