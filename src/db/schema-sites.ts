import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * The sites' refusals of this server (src/refusals), shared by every instance;
 * part of the SQLite schema (schema.ts re-exports it), its PostgreSQL twin in schema-pg.ts.
 */

/** One row per site and refusal class: how often, when, and when the owner was last told. */
export const siteRefusals = sqliteTable(
  'site_refusals',
  {
    /** The link's site: a known site's id (src/refusals/sites.ts) or the link's host. */
    site: text('site').notNull(),
    /** A RefusalClass (src/media/site-refusal.ts). */
    refusalClass: text('refusal_class').notNull(),
    /** The site's name as the last refusal said it (the extractor's), for the owner to read. */
    siteName: text('site_name').notNull(),
    count: integer('count').notNull(),
    firstAt: integer('first_at', { mode: 'timestamp_ms' }).notNull(),
    lastAt: integer('last_at', { mode: 'timestamp_ms' }).notNull(),
    /** When the owner was last told of this site and class; null: never. */
    toldAt: integer('told_at', { mode: 'timestamp_ms' }),
  },
  (t) => [primaryKey({ columns: [t.site, t.refusalClass] })],
);

/** One row per site that refused this server lately: its window of refusals and its cooling-off. */
export const siteCooling = sqliteTable('site_cooling', {
  site: text('site').primaryKey(),
  /** The refusals counted since `windowStart` (a new window starts when the last one has passed). */
  windowStart: integer('window_start', { mode: 'timestamp_ms' }).notNull(),
  windowCount: integer('window_count').notNull(),
  /** Cooling-offs in a row without a success between (the next lasts twice the last). */
  level: integer('level').notNull(),
  /** Until when new lookups of the site are answered at once; null: not cooling off. */
  coolingUntil: integer('cooling_until', { mode: 'timestamp_ms' }),
});

/**
 * The owner's cookie sets (src/cookies): a cookies.txt each, for the sites its cookies name.
 * The content is never shown; what is shown is the rest of the row.
 */
export const cookieSets = sqliteTable('cookie_sets', {
  id: text('id').primaryKey(),
  /** The sites its cookies belong to (src/refusals/sites.ts keys), a JSON array. */
  sites: text('sites').notNull(),
  /** The cookies.txt itself, as last written back by yt-dlp (a site that rotates its session). */
  content: text('content').notNull(),
  cookieCount: integer('cookie_count').notNull(),
  /** The earliest expiry of its cookies that have one; null: session cookies only. */
  earliestExpiry: integer('earliest_expiry', { mode: 'timestamp_ms' }),
  addedAt: integer('added_at', { mode: 'timestamp_ms' }).notNull(),
  lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }),
  /** 'ok' or the error code of its last use. */
  lastOutcome: text('last_outcome'),
  /** Until when it is put aside after a refusal; null: in use. */
  asideUntil: integer('aside_until', { mode: 'timestamp_ms' }),
  /** When the owner was told it expires soon; null: not yet. */
  expiryToldAt: integer('expiry_told_at', { mode: 'timestamp_ms' }),
});
