/**
 * begin() + finish() per second through the usage service, the database work
 * every download and lookup pays before and after its tools run: on one
 * SQLite file and on one PostgreSQL database, from one process (what one
 * instance does), with 1 and 8 users at once and 8 requests of one user.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type DatabaseHandle, openDatabase, openPostgres } from '../src/db/index.js';
import { createUsageService, type Identity } from '../src/usage/index.js';
import { createTestDatabase } from '../test/support/postgres.js';

export type Row = [string, string, string];

/**
 * The daily limits on (and far away), so begin() counts the user's day as it
 * does on a server with limits; a limit that is off skips those queries.
 */
const limits = {
  downloadsPerDay: 1_000_000,
  mbPerDay: 1_000_000,
  infoPerMinute: 0,
  concurrentJobsPerUser: 0,
  maxDurationS: 0,
};

const request = {
  action: 'download' as const,
  url: 'https://example.com/watch?v=bench',
  mediaPlatform: 'generic',
  selector: 'best',
  kind: 'video',
};

/** How many begin()+finish() `clients` loops complete in `seconds`, each loop as `identityOf(i)`. */
async function opsPerSecond(
  db: DatabaseHandle,
  clients: number,
  identityOf: (i: number) => Identity,
  seconds: number,
): Promise<number> {
  const usage = createUsageService({ db, limits, allowedUsers: [], blockedUsers: [], ownerIds: [], instance: 'bench' });
  const start = performance.now();
  const end = start + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      while (performance.now() < end) {
        const begun = await usage.begin(identityOf(i), request);
        if (!begun.ok) throw new Error(`refused: ${begun.refusal.code}`);
        await begun.ticket.finish({ outcome: 'ok', bytes: 1_048_576 });
        done++;
      }
    }),
  );
  return done / ((performance.now() - start) / 1000);
}

const user = (n: number): Identity => ({ platform: 'telegram', externalId: String(1000 + n), displayName: `u${n}` });

/** The three cases on a fresh database from `open` each, as table rows. */
async function onBackend(name: string, open: () => Promise<DatabaseHandle>, seconds: number): Promise<Row[]> {
  const cases = [
    { what: '1 user', clients: 1, identityOf: user },
    { what: '8 users at once', clients: 8, identityOf: user },
    { what: '8 requests of ONE user', clients: 8, identityOf: () => user(0) },
  ];
  const rows: Row[] = [];
  for (const c of cases) {
    const db = await open();
    try {
      const rate = await opsPerSecond(db, c.clients, c.identityOf, seconds);
      rows.push([`begin()+finish(), ${name}, ${c.what}`, `${rate.toFixed(0)}/s`, '']);
    } finally {
      await db.close();
    }
  }
  return rows;
}

/**
 * Rows for SQLite and, where `postgresUrl` is given, PostgreSQL. `seconds`
 * per case; every case starts on an empty database.
 */
export async function benchUsage(postgresUrl: string | undefined, seconds: number): Promise<Row[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'media-fetcher-bench-usage-'));
  let files = 0;
  try {
    const rows = await onBackend('SQLite', async () => openDatabase(path.join(dir, `usage-${++files}.db`)), seconds);
    if (postgresUrl) {
      rows.push(
        ...(await onBackend('PostgreSQL', async () => openPostgres(await createTestDatabase(postgresUrl)), seconds)),
      );
    }
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
