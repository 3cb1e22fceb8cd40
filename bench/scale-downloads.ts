/**
 * Downloads per minute through one built instance and through two on one
 * database, with the same number of clients spread round-robin over the
 * instances' ports (nothing in front). Each download is a link the instance
 * has not seen (a fresh query string), so it pays what a new link costs: a
 * yt-dlp read of the DASH manifest, the server fetching the 720p and audio
 * fragments, ffmpeg merging them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type BuiltProcess, startBuiltProcess } from '../test/support/built-process.js';
import type { FixtureServer } from '../test/support/fixture-server.js';
import { FIXTURE_PATHS } from '../test/support/fixtures.js';
import { download } from './helpers.js';
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
}

/** Downloads completed and failed by `clients` loops spread over `bases` for `seconds`. */
async function slice(
  bases: string[],
  clients: number,
  seconds: number,
  link: () => string,
  format: Format,
): Promise<Tally> {
  const start = performance.now();
  const end = start + seconds * 1000;
  const tally: Tally = { done: 0, failed: 0, bytes: 0, ms: 0 };
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
  const start = async (jobs: number) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'media-fetcher-bench-scale-'));
    dirs.push(dir);
    const server = await startBuiltProcess({
      DATA_DIR: dir,
      ALLOW_PRIVATE_URLS: 'true',
      LOG_LEVEL: 'warn',
      MAX_CONCURRENT_JOBS: String(jobs),
      ...database,
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
    const format = await format720(a.baseUrl, link());
    // A first download on each, so no figure includes a cold start (JIT, yt-dlp's cache dir).
    for (const instance of [a, b, wide]) {
      await download(instance.baseUrl, {
        url: link(),
        selector: format.selector,
        ext: format.ext,
        kind: format.kind,
        title: 'w',
      });
    }
    // The load of a shared machine drifts: the setups take turns in short slices, so each sees the same drift.
    const setups = [[a], [a, b], [wide]].map((instances) => ({
      bases: instances.map((instance) => instance.baseUrl),
      total: { done: 0, failed: 0, bytes: 0, ms: 0 } as Tally,
    }));
    for (let round = 0; round < ROUNDS; round++) {
      for (const setup of setups) {
        const t = await slice(setup.bases, clients, seconds / ROUNDS, link, format);
        for (const key of ['done', 'failed', 'bytes', 'ms'] as const) setup.total[key] += t[key];
      }
    }
    const [one, two, four] = setups.map((setup) => setup.total) as [Tally, Tally, Tally];
    const mb = one.bytes / 1048576 / Math.max(one.done, 1);
    const failed = (t: Tally) => (t.failed ? `, ${t.failed} failed` : '');
    const ratio = (t: Tally) => `${(perMinute(t) / perMinute(one)).toFixed(2)}× the first row${failed(t)}`;
    return [
      [
        `downloads/min, 1 instance, ${slots} job slots (${format.label} DASH merge, ${mb.toFixed(1)} MB, ${clients} clients)`,
        r1(perMinute(one)),
        failed(one).replace(/^, /, ''),
      ],
      [`downloads/min, 2 instances round-robin, ${slots} slots each`, r1(perMinute(two)), ratio(two)],
      [`downloads/min, 1 instance, ${2 * slots} job slots`, r1(perMinute(four)), ratio(four)],
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
