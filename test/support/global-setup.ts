/**
 * Vitest globalSetup: starts a throwaway PostgreSQL server for the run (its URL
 * as `postgresUrl`; test/support/postgres.ts), and builds the ffmpeg fixtures once per run (cached across runs in the OS
 * temp dir, keyed by FIXTURE_VERSION) and hands their directory to tests:
 *
 *   import { inject } from 'vitest';
 *   const dir = inject('fixturesDir');
 *   const server = await startFixtureServer(dir);
 */
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { compileDist } from './built-process.js';
import { buildFixtures, FIXTURE_VERSION } from './fixtures.js';
import { startPostgres } from './postgres.js';

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
  const postgres = await startPostgres();
  project.provide('postgresUrl', postgres.url);
  try {
    const started = Date.now();
    const { dir } = await buildFixtures(fixturesCacheDir());
    const elapsed = Date.now() - started;
    // Only worth a line when ffmpeg actually ran (a cache hit takes a few ms).
    if (elapsed > 200) console.info(`[fixtures] built ${dir} in ${elapsed} ms`);
    project.provide('fixturesDir', dir);
    compileDist();
    project.provide('distBuilt', true);
  } catch (error) {
    await postgres.stop();
    throw error;
  }
  return () => postgres.stop();
}
