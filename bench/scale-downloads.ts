/**
 * Downloads per minute through one built instance and through two on one
 * database, with the same number of clients spread round-robin over the
 * instances' ports (nothing in front). Each download is a link the instance
 * has not seen (a fresh query string), so it pays what a new link costs: a
 * yt-dlp read of the DASH manifest, the server fetching the 720p and audio
 * fragments, ffmpeg merging them.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { type BuiltProcess, startBuiltProcess } from '../test/support/built-process.js';
import type { FixtureServer } from '../test/support/fixture-server.js';
import { FIXTURE_PATHS } from '../test/support/fixtures.js';
import { download, rssKb } from './helpers.js';
import type { Row } from './scale-usage.js';

/** Where the instances keep their usage rows: one PostgreSQL database, or one SQLite file they share. */
export type SharedDatabase = { DATABASE_URL: string } | { DATABASE_PATH: string };

interface Format {
  selector: string;
  ext: string;
  kind: string;
  label: string;
}

/** The 720p video format of the DASH fixture, as /api/info offers it (video and audio merged). */
async function format720(base: string, url: string): Promise<Format> {
  const response = await fetch(`${base}/api/info`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url }),
  });
  if (response.status !== 200) throw new Error(`info ${response.status}`);
  const { formats } = (await response.json()) as { formats: Format[] };
  const format = formats.find((f) => f.kind === 'video' && f.label.startsWith('720'));
  if (!format) throw new Error(`no 720p format in ${JSON.stringify(formats.map((f) => f.label))}`);
  return format;
}

/** What one slice of downloads did. */
interface Tally {
  done: number;
  failed: number;
  bytes: number;
  ms: number;
  /** CPU seconds of the instances and the tools they ran (see CpuMeter). */
  cpu: number;
}

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** A process's parent, its own CPU ticks (utime + stime) and its start time, from /proc/<pid>/stat. */
function readStat(pid: string): { ppid: number; ticks: number; started: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // ppid, utime, stime and starttime are fields 4, 14, 15 and 22 of proc(5): 1, 11, 12 and 19 after the name.
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), started: fields[19] ?? '' };
  } catch {
    return undefined; // gone meanwhile
  }
}

/**
 * CPU seconds of the instances and everything they start, measured by
 * sampling /proc every 20 ms. Waiting for children's times (cutime) is not
 * enough here: the tools run in a bubblewrap PID namespace, whose processes'
 * times never reach the instance's. Each process (known by pid and start time)
 * counts with the last figure seen of it, so what a tool used in its last
 * few milliseconds is missed: the figures are a little low, and comparable.
 */
class CpuMeter {
  private readonly seen = new Map<string, { first: number; last: number }>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly roots: number[]) {
    this.sample(true);
    this.timer = setInterval(() => this.sample(false), 20);
  }

  /** Stops sampling; the CPU seconds used since the meter started. */
  stop(): number {
    clearInterval(this.timer);
    this.sample(false);
    let ticks = 0;
    for (const { first, last } of this.seen.values()) ticks += last - first;
    return ticks / TICKS_PER_SECOND;
  }

  private sample(atStart: boolean): void {
    const stats = new Map<number, { ppid: number; ticks: number; started: string }>();
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      const stat = readStat(name);
      if (stat) stats.set(Number(name), stat);
    }
    const children = new Map<number, number[]>();
    for (const [pid, { ppid }] of stats) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    const visit = (pid: number) => {
      const stat = stats.get(pid);
      if (stat) {
        const key = `${pid}:${stat.started}`;
        const known = this.seen.get(key);
        // What a process had used before the meter started is not this slice's.
        if (known) known.last = stat.ticks;
        else this.seen.set(key, { first: atStart ? stat.ticks : 0, last: stat.ticks });
      }
      for (const child of children.get(pid) ?? []) visit(child);
    };
    for (const pid of this.roots) visit(pid);
  }
}

/** Downloads completed and failed by `clients` loops spread over `bases` for `seconds`. */
async function slice(
  instances: BuiltProcess[],
  clients: number,
  seconds: number,
  link: () => string,
  format: Format,
): Promise<Tally> {
  const bases = instances.map((instance) => instance.baseUrl);
  const pids = instances.map((instance) => instance.child.pid as number);
  const meter = new CpuMeter(pids);
  const start = performance.now();
  const end = start + seconds * 1000;
  const tally: Tally = { done: 0, failed: 0, bytes: 0, ms: 0, cpu: 0 };
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        // Round-robin per request, as a balancer without stickiness would.
        const base = bases[next++ % bases.length] as string;
        try {
          const result = await download(base, {
            url: link(),
            selector: format.selector,
            ext: format.ext,
            kind: format.kind,
            title: 'scale',
          });
          tally.bytes += result.bytes;
          tally.done++;
        } catch {
          tally.failed++;
        }
      }
    }),
  );
  tally.ms = performance.now() - start;
  // The last tools end just after their output did.
  await sleep(300);
  tally.cpu = meter.stop();
  return tally;
}

const perMinute = (t: Tally) => t.done / (t.ms / 60_000);

/**
 * One instance; two (both on `database`, each with its own DATA_DIR and the
 * default MAX_CONCURRENT_JOBS, one per core); one instance with as many job
 * slots as the two together, so the rows tell a second process from more
 * slots. `clients` at once, `seconds` per setup in all.
 */
export async function benchDownloads(
  fixtures: FixtureServer,
  database: SharedDatabase,
  clients: number,
  seconds: number,
): Promise<Row[]> {
  const dirs: string[] = [];
  const running: BuiltProcess[] = [];
  const slots = os.availableParallelism();
  const start = async (jobs: number, env: Record<string, string> = {}) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'media-fetcher-bench-scale-'));
    dirs.push(dir);
    const server = await startBuiltProcess({
      DATA_DIR: dir,
      ALLOW_PRIVATE_URLS: 'true',
      LOG_LEVEL: 'warn',
      MAX_CONCURRENT_JOBS: String(jobs),
      ...database,
      ...env,
    });
    running.push(server);
    return server;
  };
  let n = 0;
  const dash = fixtures.url(FIXTURE_PATHS.dash);
  const link = () => {
    // The fixture server keeps every request it saw; a minute of downloads need not.
    fixtures.requests.length = 0;
    return `${dash}?n=${++n}`;
  };
  try {
    const [a, b, wide] = [await start(slots), await start(slots), await start(2 * slots)];
    // Before warm workers: every lookup starts a yt-dlp process of its own.
    const perProcess = await start(slots, { YTDLP_WORKERS: 'false' });
    const format = await format720(a.baseUrl, link());
    // A first download on each, so no figure includes a cold start (JIT, yt-dlp's cache dir).
    for (const instance of [a, b, wide, perProcess]) {
      await download(instance.baseUrl, {
        url: link(),
        selector: format.selector,
        ext: format.ext,
        kind: format.kind,
        title: 'w',
      });
    }
    // The load of a shared machine drifts: the setups take turns in short slices, so each sees the same drift.
    const setups = [[a], [a, b], [wide], [perProcess]].map((instances) => ({
      instances,
      total: { done: 0, failed: 0, bytes: 0, ms: 0, cpu: 0 } as Tally,
    }));
    for (let round = 0; round < ROUNDS; round++) {
      for (const setup of setups) {
        const t = await slice(setup.instances, clients, seconds / ROUNDS, link, format);
        for (const key of ['done', 'failed', 'bytes', 'ms', 'cpu'] as const) setup.total[key] += t[key];
      }
    }
    const [one, two, four, spawned] = setups.map((setup) => setup.total) as [Tally, Tally, Tally, Tally];
    const mb = one.bytes / 1048576 / Math.max(one.done, 1);
    const failed = (t: Tally) => (t.failed ? `, ${t.failed} failed` : '');
    const cores = os.availableParallelism();
    /** CPU per download, and what that CPU alone would allow on this machine's cores with nothing else running. */
    const cpu = (t: Tally) => {
      const each = t.cpu / Math.max(t.done, 1);
      return `${each.toFixed(2)} CPU s each (≈ ${((cores * 60) / each).toFixed(0)}/min on ${cores} idle cores)`;
    };
    const ratio = (t: Tally) => `${(perMinute(t) / perMinute(one)).toFixed(2)}× the first row`;
    // What a second process costs besides CPU: its memory, read after the runs (idle, warm).
    const rssMb = (instance: BuiltProcess) => (rssKb(instance.child.pid as number) / 1024).toFixed(0);
    return [
      [
        `downloads/min, 1 instance, ${slots} job slots (${format.label} DASH merge, ${mb.toFixed(1)} MB, ${clients} clients)`,
        r1(perMinute(one)),
        `${cpu(one)}${failed(one)}`,
      ],
      [
        `downloads/min, 2 instances round-robin, ${slots} slots each`,
        r1(perMinute(two)),
        `${ratio(two)}; ${cpu(two)}; RSS ${rssMb(a)} + ${rssMb(b)} MB${failed(two)}`,
      ],
      [
        `downloads/min, 1 instance, ${2 * slots} job slots`,
        r1(perMinute(four)),
        `${ratio(four)}; ${cpu(four)}${failed(four)}`,
      ],
      [
        `downloads/min, 1 instance, ${slots} slots, a yt-dlp process per lookup (YTDLP_WORKERS=false)`,
        r1(perMinute(spawned)),
        `the first row is ${(perMinute(one) / Math.max(perMinute(spawned), 1e-9)).toFixed(2)}× this; ${cpu(spawned)}${failed(spawned)}`,
      ],
    ];
  } finally {
    for (const server of running) server.child.kill('SIGTERM');
    await Promise.all(running.map((server) => server.exited));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

const r1 = (rate: number) => rate.toFixed(1);

/** Turns each setup takes. */
const ROUNDS = 3;
