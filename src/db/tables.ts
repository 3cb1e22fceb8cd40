import type Database from 'better-sqlite3';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import * as sqlite from './schema.js';
import * as pg from './schema-pg.js';

/**
 * The tables the store queries, one set per dialect. Store code is written
 * once, against the SQLite types: drizzle's SQLite and PostgreSQL query
 * builders have the same shape for everything it uses (select, insert with
 * onConflictDoUpdate and returning, update, delete, awaited), and the two
 * schemas have the same row types, which `sameRows` below checks at compile
 * time. What differs (transactions, locks, migrations) lives in the handles,
 * src/db/sqlite.ts and src/db/postgres.ts.
 */
export const sqliteTables = {
  users: sqlite.users,
  usageEvents: sqlite.usageEvents,
  accessOverrides: sqlite.accessOverrides,
  telegramFileCache: sqlite.telegramFileCache,
  botCards: sqlite.botCards,
  leases: sqlite.leases,
  runningJobs: sqlite.runningJobs,
  languageChoices: sqlite.languageChoices,
  siteRefusals: sqlite.siteRefusals,
  siteCooling: sqlite.siteCooling,
  cookieSets: sqlite.cookieSets,
  follows: sqlite.follows,
  followEntries: sqlite.followEntries,
};

/** The tables as the store sees them. */
export type Tables = typeof sqliteTables;

/** True when two row types are the same both ways; a compile error below otherwise. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type SameRows<K extends keyof Tables & keyof typeof pg> = Same<
  Tables[K]['$inferSelect'],
  (typeof pg)[K]['$inferSelect']
>;
const sameRows: [
  SameRows<'users'>,
  SameRows<'usageEvents'>,
  SameRows<'accessOverrides'>,
  SameRows<'telegramFileCache'>,
  SameRows<'botCards'>,
  SameRows<'leases'>,
  SameRows<'runningJobs'>,
  SameRows<'languageChoices'>,
  SameRows<'siteRefusals'>,
  SameRows<'siteCooling'>,
  SameRows<'cookieSets'>,
  SameRows<'follows'>,
  SameRows<'followEntries'>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true];
void sameRows;

/** The PostgreSQL tables under the store's types (the row types are the same, see above). */
export const postgresTables = {
  users: pg.users,
  usageEvents: pg.usageEvents,
  accessOverrides: pg.accessOverrides,
  telegramFileCache: pg.telegramFileCache,
  botCards: pg.botCards,
  leases: pg.leases,
  runningJobs: pg.runningJobs,
  languageChoices: pg.languageChoices,
  siteRefusals: pg.siteRefusals,
  siteCooling: pg.siteCooling,
  cookieSets: pg.cookieSets,
  follows: pg.follows,
  followEntries: pg.followEntries,
} as unknown as Tables;

/** A query builder: the database, or a transaction on it. Only awaited, never `.get()`/`.run()` (SQLite only). */
export type QueryBuilder = BaseSQLiteDatabase<'sync', Database.RunResult, Record<string, never>>;

/** What store functions take: a query builder and the tables of its dialect. */
export interface Store {
  readonly db: QueryBuilder;
  readonly t: Tables;
}
