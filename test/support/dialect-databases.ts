import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/db/index.js';
import { createTestDatabase } from './postgres.js';

export type Dialect = 'sqlite' | 'postgres';

/**
 * For a store's test on both databases: `open('sqlite')` is one SQLite file in a temp folder (the
 * same each time), `open('postgres')` a fresh database on the suite's PostgreSQL server. All are
 * closed, and the folder removed, after the test file.
 */
export function dialectDatabases(name: string): (dialect: Dialect) => Promise<DatabaseHandle> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const opened: DatabaseHandle[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
    rmSync(dir, { recursive: true, force: true });
  });
  return async (dialect) => {
    const database =
      dialect === 'sqlite'
        ? await connectDatabase({ databasePath: path.join(dir, `${name}.sqlite`) })
        : await connectDatabase({ databaseUrl: await createTestDatabase(inject('postgresUrl')), databasePath: '' });
    opened.push(database);
    return database;
  };
}
