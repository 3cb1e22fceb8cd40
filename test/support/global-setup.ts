/**
 * Vitest globalSetup: starts a throwaway PostgreSQL server for the run where a file of it asks for one (its URL
 * as `postgresUrl`; test/support/postgres.ts, selection.ts), compiles dist/ where its sources changed and a file
 * of the run needs it (test/support/dist-build.ts),
 * and builds the ffmpeg fixtures once per run (cached across runs in the OS
 * temp dir, keyed by FIXTURE_VERSION) and hands their directory to tests. The three run side by side: ffmpeg, tsc
 * and initdb each wait on the disk or use one core, and no file starts before all three are done.
 *
 *   import { inject } from 'vitest';
 *   const dir = inject('fixturesDir');
 *   const server = await startFixtureServer(dir);
 */
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { compileDistIfStale } from './dist-build.js';
import { buildFixtures, FIXTURE_VERSION } from './fixtures.js';
import { startPostgres } from './postgres.js';
import { selectionNeeds } from './selection.js';

declare module 'vitest' {
  export interface ProvidedContext {
    fixturesDir: string;
    /** Superuser URL of the run's PostgreSQL server; tests create their own databases on it. */
    postgresUrl: string;
    /** dist/ was compiled for this run (test/support/built-process.ts). */
    distBuilt: boolean;
  }
}

/** MEDIA_FETCHER_FIXTURES_DIR overrides the cache location (e.g. to inspect or rebuild it). */
export function fixturesCacheDir(): string {
  return process.env.MEDIA_FETCHER_FIXTURES_DIR || path.join(os.tmpdir(), `media-fetcher-fixtures-v${FIXTURE_VERSION}`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const timed = async <T>(what: string, work: Promise<T>, ran: (result: T, ms: number) => boolean) => {
    const started = Date.now();
    const result = await work;
    const ms = Date.now() - started;
    // Only worth a line when the work actually ran (a cache hit takes a few ms).
    if (ran(result, ms)) console.info(`[global-setup] ${what} in ${ms} ms`);
    return result;
  };
  // What no file of this run asks for is not made (selection.ts): an empty URL, dist/ left as it is.
  const needs = await selectionNeeds(project);
  const [postgres, fixtures, dist] = await Promise.allSettled([
    needs.postgres ? startPostgres() : undefined,
    timed('built the fixtures', buildFixtures(fixturesCacheDir()), (_, ms) => ms > 200).then((set) => set.dir),
    needs.dist ? timed('compiled dist/', compileDistIfStale(), (compiled) => compiled) : false,
  ]);
  const failed = [postgres, fixtures, dist].find((outcome) => outcome.status === 'rejected');
  if (failed) {
    if (postgres.status === 'fulfilled') await postgres.value?.stop();
    throw failed.reason;
  }
  if (postgres.status !== 'fulfilled' || fixtures.status !== 'fulfilled') throw new Error('unreachable');
  project.provide('postgresUrl', postgres.value?.url ?? '');
  project.provide('fixturesDir', fixtures.value);
  project.provide('distBuilt', needs.dist);
  return async () => postgres.value?.stop();
}
