import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectRoot } from '../support/project-root.js';
import type { Dialect } from './handle.js';

/**
 * The dialect's migrations, `drizzle/<dialect>/` beside the nearest
 * package.json above this module, which holds for `src/db/migrations.ts` run
 * by tsx or vitest and for the compiled `dist/src/db/migrations.js` alike.
 * SQLite's were in `drizzle/` itself until PostgreSQL came; drizzle records
 * applied migrations by their time stamp, not their path, so the move changes
 * nothing for an existing database.
 */
export function findMigrationsFolder(
  dialect: Dialect,
  from: string = path.dirname(fileURLToPath(import.meta.url)),
): string {
  const folder = path.join(projectRoot(from), 'drizzle', dialect);
  if (!fs.existsSync(path.join(folder, 'meta', '_journal.json'))) {
    throw new Error(`no migrations found in ${folder} (expected meta/_journal.json)`);
  }
  return folder;
}
