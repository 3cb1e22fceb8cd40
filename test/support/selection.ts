/**
 * What the test files of a run need from the global setup, read from their source: `npm test -- <file>` starts
 * no PostgreSQL (initdb and a server start, seconds) and compiles no dist/ (tsc, 40 s of CPU after a change of
 * src/) for a file that never asks for them.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const LOCAL_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*)['"](\.[^'"]+)['"]/g;

/** The file and every local module it imports, at any depth (a .js specifier names the .ts beside it). */
function withLocalImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !existsSync(file)) return seen;
  seen.add(file);
  for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(LOCAL_IMPORT)) {
    const target = path.resolve(path.dirname(file), specifier);
    withLocalImports(target.endsWith('.js') ? `${target.slice(0, -3)}.ts` : target, seen);
  }
  return seen;
}

/** What the global setup makes that some test file of this run uses, itself or through a module it imports. */
export interface Needs {
  /** The run's PostgreSQL server (`inject('postgresUrl')`). */
  postgres: boolean;
  /** dist/ (test/support/built-process.ts: the built service, the web page's script). */
  dist: boolean;
}

/** What this run's test files need: every file's needs where no filter was given. */
export async function selectionNeeds(project: TestProject): Promise<Needs> {
  // The filters given on the command line (vitest keeps them on its instance; undefined: every file).
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
  if (!filters) return { postgres: true, dist: true };
  const { testFiles } = await project.globTestFiles(filters);
  return needsOf(testFiles);
}

/** What these test files need (absolute paths). */
export function needsOf(testFiles: string[]): Needs {
  const seen = new Set<string>();
  for (const file of testFiles) withLocalImports(file, seen);
  const files = [...seen];
  return {
    postgres: files.some((file) => /inject\(\s*['"]postgresUrl['"]\s*\)/.test(readFileSync(file, 'utf8'))),
    dist: files.some((file) => path.basename(file) === 'built-process.ts'),
  };
}
