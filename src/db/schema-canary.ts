import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * The canary's watched links and their runs (src/canary), shared by every instance;
 * part of the SQLite schema (schema.ts re-exports it), its PostgreSQL twin in schema-pg.ts.
 */

/** One row per watched link: where it came from, and its last success and failure. */
export const canaryLinks = sqliteTable('canary_links', {
  id: text('id').primaryKey(),
  url: text('url').notNull().unique(),
  /** The link's site (src/refusals/sites.ts key). */
  site: text('site').notNull(),
  /** 'setting' (CANARY_LINKS) or 'owner' (the dashboard). */
  source: text('source').notNull(),
  addedAt: integer('added_at', { mode: 'timestamp_ms' }).notNull(),
  /** 1 works, 0 fails, null never run: what a change is told against. */
  up: integer('up'),
  lastOkAt: integer('last_ok_at', { mode: 'timestamp_ms' }),
  lastFailureAt: integer('last_failure_at', { mode: 'timestamp_ms' }),
  /** A canary outcome class (src/canary/outcome.ts). */
  lastFailureClass: text('last_failure_class'),
});

/** One row per link per run, kept a day: the dashboard's strip. */
export const canaryRuns = sqliteTable(
  'canary_runs',
  {
    id: text('id').primaryKey(),
    linkId: text('link_id').notNull(),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    /** 'ok' or a failure class. */
    outcome: text('outcome').notNull(),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('canary_runs_at_idx').on(t.at)],
);
