/**
 * Warm yt-dlp workers for reading links: starting Python and importing yt-dlp costs about 0.4 s of CPU, which a
 * worker pays once. Each runs confined like any yt-dlp, one lookup at a time, each with its own egress session;
 * it is retired after a timeout or abort, `maxRequests`, `idleMs` idle, or a change of the yt-dlp or cookie file.
 * Where none can start (a standalone binary, an import that fails in the sandbox) `run` answers undefined and
 * lookups run a process each; `status` says why.
 */
import { fileIdentity } from './file-identity.js';
import type { CollectedOutput } from './process.js';
import type { ToolLauncher } from './sandbox/confinement.js';
import { readToolVersion } from './versions.js';
import { type WorkerRequest, YtdlpWorker } from './ytdlp-worker.js';
import { type Importable, importableYtdlp, type WorkerLaunch, workerDriver } from './ytdlp-worker-launch.js';

export interface YtdlpPoolOptions {
  /** How to start a worker; a string: why none can (lookups then run a process each). */
  launch: WorkerLaunch | string;
  /** The yt-dlp file: when it changes, workers of the old version are retired. */
  binary: string;
  /** YTDLP_COOKIES_FILE: when it changes, workers holding a copy of the old one are retired. */
  cookiesFile?: string | undefined;
  /** Workers at most (the job slots: every lookup holds one). */
  size: number;
  maxRequests: number;
  idleMs: number;
  /**
   * The version `yt-dlp --version` of `binary` says (probed at start), or how to ask it again after an
   * update. A worker whose Python imports another yt-dlp (a virtualenv seen as its base interpreter,
   * a wrapper script that runs another install) is refused: lookups then run `binary` itself.
   */
  probeVersion?: (() => Promise<string>) | undefined;
  logger?: { warn(obj: object, msg?: string): void; info(obj: object, msg?: string): void } | undefined;
}

/** What /api/health says of the lookups. */
export type LookupWorkersStatus =
  | { mode: 'workers'; version?: string | undefined; running: number; idle: number; started: number }
  | { mode: 'per-process'; reason: string };

export class YtdlpPool {
  private readonly idle: YtdlpWorker[] = [];
  private readonly busy = new Set<YtdlpWorker>();
  private readonly idleTimers = new Map<YtdlpWorker, NodeJS.Timeout>();
  /** Callers waiting for a worker when all `size` are busy. */
  private readonly waiting: ((worker: YtdlpWorker | undefined) => void)[] = [];
  private starting = 0;
  /** The worker warmUp started, until a lookup takes it or it is ready and idle. */
  private warming: Promise<YtdlpWorker | undefined> | undefined;
  /** Workers started since the service started (each costs a Python start and a yt-dlp import). */
  private started = 0;
  private version: string | undefined;
  /** Why lookups run a process each; undefined while workers may be used. */
  private unavailable: string | undefined;
  private binaryVersion: string;
  /** The cookie file as it was before the running workers copied it: a later change is seen by the next lookup. */
  private cookiesVersion: string;
  /** What `yt-dlp --version` says of the binary now (asked again after the file changes). */
  private expectedVersion: Promise<string> | undefined;
  private closed = false;

  constructor(private readonly options: YtdlpPoolOptions) {
    this.binaryVersion = fileIdentity(options.binary);
    this.cookiesVersion = fileIdentity(options.cookiesFile);
    if (typeof options.launch === 'string') this.unavailable = options.launch;
  }

  status(): LookupWorkersStatus {
    if (this.unavailable) return { mode: 'per-process', reason: this.unavailable };
    const { version, started } = this;
    return { mode: 'workers', version, running: this.busy.size, idle: this.idle.length, started };
  }

  /** Starts one worker ahead of the first lookup, so that it finds one warm. */
  warmUp(): void {
    const { launch } = this.options;
    if (this.unavailable || typeof launch === 'string' || this.warming || this.idle.length + this.busy.size > 0) return;
    const warming = this.startWorker(launch);
    this.warming = warming;
    void warming.then((worker) => {
      // A lookup that came meanwhile has taken it (see acquire); otherwise it waits idle.
      if (this.warming !== warming) return;
      this.warming = undefined;
      if (worker) this.release(worker);
    });
  }

  /**
   * One lookup through a worker; undefined when workers are not available
   * (the caller runs a process of its own instead).
   */
  async run(
    request: WorkerRequest,
    options: { timeoutMs: number; signal?: AbortSignal | undefined },
  ): Promise<(CollectedOutput & { overflow?: boolean }) | undefined> {
    const worker = await this.acquire();
    if (!worker) return undefined;
    try {
      return await worker.run(request, options);
    } finally {
      this.release(worker);
    }
  }

  /** Retires every worker: the next lookup starts a fresh one (after an update of yt-dlp, a new cookie file). */
  restart(): void {
    this.binaryVersion = fileIdentity(this.options.binary);
    this.cookiesVersion = fileIdentity(this.options.cookiesFile);
    this.expectedVersion = undefined;
    if (typeof this.options.launch !== 'string') this.unavailable = undefined;
    for (const worker of this.idle.splice(0)) this.retire(worker);
    // One warming up holds the old files too: retired once ready, never handed out.
    const warming = this.warming;
    this.warming = undefined;
    void warming?.then((worker) => worker && this.retire(worker));
    // Busy ones are retired when they are released (their version no longer matches).
    for (const worker of this.busy) worker.requests = Number.POSITIVE_INFINITY;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const resolve of this.waiting.splice(0)) resolve(undefined);
    const all = [...this.idle.splice(0), ...this.busy];
    for (const worker of all) this.retire(worker);
    await Promise.all(all.map((worker) => worker.exited()));
  }

  private filesChanged(): boolean {
    const { binary, cookiesFile } = this.options;
    return fileIdentity(binary) !== this.binaryVersion || fileIdentity(cookiesFile) !== this.cookiesVersion;
  }

  private async acquire(): Promise<YtdlpWorker | undefined> {
    if (this.filesChanged()) this.restart();
    if (this.unavailable || this.closed || typeof this.options.launch === 'string') return undefined;
    for (let worker = this.idle.pop(); worker; worker = this.idle.pop()) {
      clearTimeout(this.idleTimers.get(worker));
      this.idleTimers.delete(worker);
      if (worker.alive) {
        this.busy.add(worker);
        return worker;
      }
    }
    // The worker warming up since the start is this lookup's, rather than a second one started beside it.
    const warming = this.warming;
    if (warming) {
      this.warming = undefined;
      const worker = await warming;
      if (worker) return worker;
    }
    if (this.busy.size + this.starting >= this.options.size) {
      return new Promise((resolve) => this.waiting.push(resolve));
    }
    return this.startWorker(this.options.launch);
  }

  private async startWorker(launch: WorkerLaunch): Promise<YtdlpWorker | undefined> {
    this.starting += 1;
    this.started += 1;
    const worker = new YtdlpWorker(launch);
    // Asked while the worker starts, not after it.
    const probed = this.probedVersion();
    try {
      const version = await worker.ready;
      const expected = await probed;
      if (expected !== undefined && expected !== version) {
        worker.stop('cancelled');
        this.refuse(
          `the workers' Python imports yt-dlp ${version}, but ${this.options.binary} is ${expected}: ` +
            'they are not the same install',
        );
        return undefined;
      }
      if (this.version === undefined) this.options.logger?.info({ version }, 'yt-dlp lookups run in warm workers');
      this.version = version;
      this.busy.add(worker);
      return worker;
    } catch (error) {
      // Never ready: this Python cannot import this yt-dlp inside the sandbox.
      if (this.version === undefined) this.refuse((error as Error).message);
      return undefined;
    } finally {
      this.starting -= 1;
    }
  }

  /** Workers are off until the next update (`restart`); said once, lookups go on without them. */
  private refuse(reason: string): void {
    if (this.unavailable) return;
    this.unavailable = reason;
    this.options.logger?.warn({ reason }, 'yt-dlp workers cannot start; every lookup runs a yt-dlp process of its own');
  }

  /** The binary's own version, or undefined when it cannot be asked (then the worker's is trusted). */
  private async probedVersion(): Promise<string | undefined> {
    const probe = this.options.probeVersion;
    if (!probe) return undefined;
    this.expectedVersion ??= probe();
    try {
      return (await this.expectedVersion).trim() || undefined;
    } catch {
      return undefined;
    }
  }

  private release(worker: YtdlpWorker): void {
    this.busy.delete(worker);
    const spent = worker.requests >= this.options.maxRequests;
    if (!worker.alive || spent || this.closed) {
      this.retire(worker);
      // A caller waiting for a slot can start a fresh worker in its place.
      const next = this.waiting.shift();
      if (next) void this.acquire().then(next);
      return;
    }
    const next = this.waiting.shift();
    if (next) {
      this.busy.add(worker);
      next(worker);
      return;
    }
    this.idle.push(worker);
    this.idleTimers.set(
      worker,
      setTimeout(() => {
        const at = this.idle.indexOf(worker);
        if (at >= 0) this.idle.splice(at, 1);
        this.idleTimers.delete(worker);
        this.retire(worker);
      }, this.options.idleMs).unref(),
    );
  }

  private retire(worker: YtdlpWorker): void {
    this.busy.delete(worker);
    clearTimeout(this.idleTimers.get(worker));
    this.idleTimers.delete(worker);
    worker.stop('cancelled');
  }
}

/** What the media service knows when it makes the pool. */
export interface LookupPoolSettings {
  ytdlpPath: string;
  /** What importableYtdlp says of it, when already asked (the service asks without blocking); else asked now. */
  importable?: Importable | undefined;
  /** The confinement's launcher for a proxy without credentials (`http://<proxy address>`). */
  launcher: ToolLauncher;
  /** yt-dlp's cache, writable as for any run; the empty ffmpeg folder; the owner's cookie file. */
  cacheDir: string;
  noFfmpegDir: string;
  cookiesFile?: string | undefined;
  /** YTDLP_WORKERS=false: a process per lookup, as before workers. */
  enabled: boolean;
  /** What `yt-dlp --version` said at start (asked again after an update), or undefined to ask now. */
  ytdlpVersion?: string | undefined;
  size: number;
  maxRequests: number;
  idleMs: number;
  logger?: YtdlpPoolOptions['logger'];
}

/** The pool of a media service, or one that says why lookups run a process each. */
export function lookupPool(settings: LookupPoolSettings): YtdlpPool {
  const driver = workerDriver();
  const importable = settings.importable ?? importableYtdlp(settings.ytdlpPath);
  const launch: WorkerLaunch | string = !settings.enabled
    ? 'turned off (YTDLP_WORKERS=false)'
    : !driver
      ? 'the worker script ytdlp-worker.py is missing'
      : typeof importable === 'string'
        ? importable
        : {
            ...importable,
            driver,
            launcher: settings.launcher,
            paths: {
              writable: [settings.cacheDir],
              readable: [settings.noFfmpegDir, driver, importable.importPath],
              // A private copy made when the worker starts; the worker copies it again for each request.
              copied: [settings.cookiesFile],
            },
          };
  let known = settings.ytdlpVersion;
  const probeVersion = async (): Promise<string> => {
    const version = known;
    known = undefined;
    return version ?? (await readToolVersion(settings.ytdlpPath));
  };
  return new YtdlpPool({ ...settings, launch, binary: settings.ytdlpPath, probeVersion });
}
