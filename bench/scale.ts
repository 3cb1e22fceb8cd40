/**
 * `npm run bench:scale`: what several instances share and what one costs.
 * begin()+finish() per second on SQLite and PostgreSQL, and downloads per
 * minute through one built instance vs two on one database. Prints one
 * table; writes only under the OS temp dir. Not a test (nothing is asserted).
 *
 * BENCH_USAGE_SECONDS (default 3) per usage case, BENCH_SCALE_SECONDS
 * (default 30) per download phase, BENCH_CLIENTS (default 4) downloads at once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFixtureServer } from '../test/support/fixture-server.js';
import { buildFixtures } from '../test/support/fixtures.js';
import { startPostgres, type TestPostgres } from '../test/support/postgres.js';
import { benchDownloads, type SharedDatabase } from './scale-downloads.js';
import { benchUsage, type Row } from './scale-usage.js';

const seconds = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of seconds`);
  return value;
};

/** A throwaway PostgreSQL, or undefined (and why) where its binaries are missing or it will not start. */
async function tryPostgres(): Promise<TestPostgres | undefined> {
  try {
    return await startPostgres();
  } catch (error) {
    console.warn(`PostgreSQL not started (${(error as Error).message.split('\n')[0]}): SQLite only.`);
    return undefined;
  }
}

async function main() {
  const usageSeconds = seconds('BENCH_USAGE_SECONDS', 3);
  const downloadSeconds = seconds('BENCH_SCALE_SECONDS', 30);
  const clients = Math.max(1, Math.floor(Number(process.env.BENCH_CLIENTS ?? 4)));
  const load = os.loadavg()[0] ?? 0;
  const postgres = await tryPostgres();
  const fixturesDir = path.join(os.tmpdir(), 'media-fetcher-bench-fixtures');
  await buildFixtures(fixturesDir);
  const fixtures = await startFixtureServer(fixturesDir);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'media-fetcher-bench-shared-'));
  try {
    const rows: Row[] = await benchUsage(postgres?.url, usageSeconds);
    // Without PostgreSQL the two instances share one SQLite file (WAL), each with its own DATA_DIR.
    const shared: SharedDatabase = postgres
      ? { DATABASE_URL: await postgres.createDatabase() }
      : { DATABASE_PATH: path.join(scratch, 'app.db') };
    rows.push(...(await benchDownloads(fixtures, shared, clients, downloadSeconds)));
    console.log(
      `\nScale benchmark (${os.cpus().length} cores, Node ${process.version}; load average ${load.toFixed(1)} at start, ` +
        `${(os.loadavg()[0] ?? 0).toFixed(1)} at end; instances on ${postgres ? 'PostgreSQL' : 'one SQLite file'})`,
    );
    for (const [what, value, note] of rows) console.log(`${what.padEnd(80)} ${value.padStart(8)}   ${note}`);
    console.log(
      'CPU s each: the instances and their yt-dlp/ffmpeg per download, sampled from /proc every 20 ms (a little low: ' +
        "a tool's last milliseconds are missed); it hardly moves with the load, " +
        'so "idle cores" is what the CPU alone allows. Downloads/min move with whatever else runs here.',
    );
    if (os.cpus().length <= 2) {
      console.log(
        'On 2 cores a second instance adds no CPU, so the 2-instance row is no speed-up: against the last row ' +
          '(the same job slots in one process) it shows what a second process costs; against the first it also ' +
          'has twice the job slots.',
      );
    }
  } finally {
    await fixtures.close();
    await postgres?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
