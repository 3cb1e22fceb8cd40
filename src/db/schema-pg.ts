import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  accessStates,
  cardPlatforms,
  jobKinds,
  jobSurfaces,
  languageScopes,
  oneOf,
  usageActions,
  usageOutcomes,
  userPlatforms,
} from './schema.js';
import { followEntryStates, followTargetKinds } from './schema-follows.js';

/**
 * The tables of src/db/schema.ts for PostgreSQL: same names, same columns,
 * same constraints, and the same TypeScript row types (checked in
 * src/db/tables.ts), so one store (src/usage/store.ts) runs on both.
 *
 * Timestamps are Unix milliseconds in a bigint, as in SQLite, rather than
 * `timestamptz`: the store's SQL subtracts and compares them as plain numbers
 * (a row's duration, the info-per-minute window), and would otherwise need a
 * second spelling for each dialect. Byte counts are bigints: a day of downloads
 * passes 2 GiB.
 */

/** Unix milliseconds stored as bigint, read and written as Date (drizzle's `timestamp_ms` in SQLite). */
const timestampMs = customType<{ data: Date; driverData: string | number }>({
  dataType: () => 'bigint',
  toDriver: (value) => value.getTime(),
  // node-postgres returns int8 as a string: it may not fit a JS number, but milliseconds since 1970 do.
  fromDriver: (value) => new Date(Number(value)),
});

const bytes = (name: string) => bigint(name, { mode: 'number' });

/** One row per person per platform; created on their first request. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    platform: text('platform', { enum: userPlatforms }).notNull(),
    externalId: text('external_id').notNull(),
    displayName: text('display_name'),
    createdAt: timestampMs('created_at').notNull(),
    lastSeenAt: timestampMs('last_seen_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_platform_external_id_unique').on(t.platform, t.externalId),
    check('users_platform_check', sql`${t.platform} in (${oneOf(userPlatforms)})`),
  ],
);

/** One row per request that does work; see usageEvents in src/db/schema.ts for each column. */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: usageActions }).notNull(),
    startedAt: timestampMs('started_at').notNull(),
    finishedAt: timestampMs('finished_at'),
    url: text('url').notNull(),
    mediaPlatform: text('media_platform'),
    selector: text('selector'),
    kind: text('kind'),
    convert: text('convert'),
    quality: integer('quality'),
    outcome: text('outcome', { enum: usageOutcomes }).notNull().default('running'),
    errorCode: text('error_code'),
    bytes: bytes('bytes').notNull().default(0),
    reservedBytes: bytes('reserved_bytes').notNull().default(0),
    durationMs: bytes('duration_ms'),
    firstByteMs: integer('first_byte_ms'),
    instance: text('instance').notNull().default(''),
  },
  (t) => [
    index('usage_events_user_started_idx').on(t.userId, t.startedAt),
    index('usage_events_started_idx').on(t.startedAt),
    index('usage_events_running_idx').on(t.userId).where(sql`${t.outcome} = 'running'`),
    check('usage_events_action_check', sql`${t.action} in (${oneOf(usageActions)})`),
    check('usage_events_outcome_check', sql`${t.outcome} in (${oneOf(usageOutcomes)})`),
    check('usage_events_bytes_check', sql`${t.bytes} >= 0`),
  ],
);

/** Identities allowed or blocked at run time by an owner. */
export const accessOverrides = pgTable(
  'access_overrides',
  {
    identity: text('identity').primaryKey(),
    state: text('state', { enum: accessStates }).notNull(),
    setBy: text('set_by').notNull(),
    setAt: timestampMs('set_at').notNull(),
  },
  (t) => [check('access_overrides_state_check', sql`${t.state} in (${oneOf(accessStates)})`)],
);

/** Telegram `file_id`s of files the bot has uploaded; see telegramFileCache in src/db/schema.ts. */
export const telegramFileCache = pgTable(
  'telegram_file_cache',
  {
    mediaKey: text('media_key').notNull(),
    selector: text('selector').notNull(),
    convert: text('convert').notNull().default(''),
    quality: integer('quality').notNull().default(0),
    sendMethod: text('send_method', { enum: ['video', 'audio', 'document'] }).notNull(),
    fileId: text('file_id').notNull(),
    bytes: bytes('bytes').notNull().default(0),
    createdAt: timestampMs('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mediaKey, t.selector, t.convert, t.quality] }),
    check('telegram_file_cache_send_method_check', sql`${t.sendMethod} in ('video', 'audio', 'document')`),
  ],
);

/** The bots' cards; see botCards in src/db/schema.ts. */
export const botCards = pgTable(
  'bot_cards',
  {
    id: text('id').primaryKey(),
    platform: text('platform', { enum: cardPlatforms }).notNull(),
    fields: text('fields').notNull(),
    createdAt: timestampMs('created_at').notNull(),
    expiresAt: timestampMs('expires_at').notNull(),
  },
  (t) => [
    index('bot_cards_expires_at_idx').on(t.expiresAt),
    check('bot_cards_platform_check', sql`${t.platform} in (${oneOf(cardPlatforms)})`),
  ],
);

/** Leases on roles only one process may hold; see leases in src/db/schema.ts. */
export const leases = pgTable('leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  acquiredAt: timestampMs('acquired_at').notNull(),
  expiresAt: timestampMs('expires_at').notNull(),
});

/** Languages chosen with a bot's `/language`; see languageChoices in src/db/schema.ts. */
export const languageChoices = pgTable(
  'language_choices',
  {
    platform: text('platform', { enum: cardPlatforms }).notNull(),
    scope: text('scope', { enum: languageScopes }).notNull(),
    subjectId: text('subject_id').notNull(),
    locale: text('locale').notNull(),
    setBy: text('set_by').notNull(),
    setAt: timestampMs('set_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.platform, t.scope, t.subjectId] }),
    check('language_choices_platform_check', sql`${t.platform} in (${oneOf(cardPlatforms)})`),
    check('language_choices_scope_check', sql`${t.scope} in (${oneOf(languageScopes)})`),
  ],
);

/** The jobs running now on every instance; see runningJobs in src/db/schema.ts. */
export const runningJobs = pgTable(
  'running_jobs',
  {
    id: text('id').primaryKey(),
    instance: text('instance').notNull(),
    surface: text('surface', { enum: jobSurfaces }).notNull(),
    kind: text('kind', { enum: jobKinds }).notNull(),
    asker: text('asker').notNull(),
    title: text('title'),
    usageEventId: integer('usage_event_id'),
    startedAt: timestampMs('started_at').notNull(),
    heartbeatAt: timestampMs('heartbeat_at').notNull(),
    bytes: bytes('bytes').notNull().default(0),
    percent: integer('percent'),
    cancelRequestedAt: timestampMs('cancel_requested_at'),
    cancelRequestedBy: text('cancel_requested_by'),
    notice: text('notice'),
  },
  (t) => [
    index('running_jobs_instance_idx').on(t.instance),
    check('running_jobs_surface_check', sql`${t.surface} in (${oneOf(jobSurfaces)})`),
    check('running_jobs_kind_check', sql`${t.kind} in (${oneOf(jobKinds)})`),
  ],
);

/** The sites' refusals of this server; see siteRefusals in src/db/schema-sites.ts. */
export const siteRefusals = pgTable(
  'site_refusals',
  {
    site: text('site').notNull(),
    refusalClass: text('refusal_class').notNull(),
    siteName: text('site_name').notNull(),
    count: integer('count').notNull(),
    firstAt: timestampMs('first_at').notNull(),
    lastAt: timestampMs('last_at').notNull(),
    toldAt: timestampMs('told_at'),
  },
  (t) => [primaryKey({ columns: [t.site, t.refusalClass] })],
);

/** The sites cooling off; see siteCooling in src/db/schema-sites.ts. */
export const siteCooling = pgTable('site_cooling', {
  site: text('site').primaryKey(),
  windowStart: timestampMs('window_start').notNull(),
  windowCount: integer('window_count').notNull(),
  level: integer('level').notNull(),
  coolingUntil: timestampMs('cooling_until'),
});

/** The owner's cookie sets; see cookieSets in src/db/schema-sites.ts. */
export const cookieSets = pgTable('cookie_sets', {
  id: text('id').primaryKey(),
  sites: text('sites').notNull(),
  content: text('content').notNull(),
  cookieCount: integer('cookie_count').notNull(),
  earliestExpiry: timestampMs('earliest_expiry'),
  addedAt: timestampMs('added_at').notNull(),
  lastUsedAt: timestampMs('last_used_at'),
  lastOutcome: text('last_outcome'),
  asideUntil: timestampMs('aside_until'),
  expiryToldAt: timestampMs('expiry_told_at'),
});

/** Followed links; see follows in src/db/schema-follows.ts. */
export const follows = pgTable(
  'follows',
  {
    id: text('id').primaryKey(),
    userKey: text('user_key').notNull(),
    link: text('link').notNull(),
    title: text('title').notNull(),
    form: text('form').notNull(),
    targetKind: text('target_kind', { enum: followTargetKinds }).notNull(),
    target: text('target').notNull(),
    webhookSecret: text('webhook_secret'),
    createdAt: timestampMs('created_at').notNull(),
    nextCheckAt: timestampMs('next_check_at').notNull(),
    lastCheckedAt: timestampMs('last_checked_at'),
    failingSince: timestampMs('failing_since'),
    failNotified: boolean('fail_notified').notNull(),
    pausedReason: text('paused_reason'),
    pausedAt: timestampMs('paused_at'),
  },
  (t) => [index('follows_user_key_idx').on(t.userKey), index('follows_next_check_at_idx').on(t.nextCheckAt)],
);

/** A followed link's entries; see followEntries in src/db/schema-follows.ts. */
export const followEntries = pgTable(
  'follow_entries',
  {
    followId: text('follow_id').notNull(),
    entryId: text('entry_id').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    state: text('state', { enum: followEntryStates }).notNull(),
    attempts: integer('attempts').notNull(),
    nextAttemptAt: timestampMs('next_attempt_at'),
    lastError: text('last_error'),
    updatedAt: timestampMs('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.followId, t.entryId] }), index('follow_entries_state_idx').on(t.state)],
);
