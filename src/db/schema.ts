import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/**
 * Every table of the SQLite database, in one file so drizzle-kit sees the
 * whole schema; src/db/schema-pg.ts is the same for PostgreSQL. Timestamps are Unix milliseconds (`timestamp_ms`): they
 * compare and subtract as plain integers in SQL, and drizzle maps them to Date.
 */

/** Where a user talks to us from. */
export const userPlatforms = ['telegram', 'discord', 'http'] as const;
export type UserPlatform = (typeof userPlatforms)[number];

/** Requests that do work and are therefore counted. */
export const usageActions = ['info', 'download'] as const;
export type UsageAction = (typeof usageActions)[number];

/**
 * `running` until the request ends; `interrupted` is set at start-up for rows
 * left `running` by a process that was killed.
 */
export const usageOutcomes = ['running', 'ok', 'error', 'cancelled', 'interrupted'] as const;
export type UsageOutcome = (typeof usageOutcomes)[number];

/** Run-time access decisions by an owner (`/allow`, `/block`). */
export const accessStates = ['allowed', 'blocked'] as const;
export type AccessState = (typeof accessStates)[number];

/** SQL literal list for CHECK constraints (both dialects): the values are our own constants, never user input. */
export const oneOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** One row per person per platform; created on their first request. */
export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    platform: text('platform', { enum: userPlatforms }).notNull(),
    /** The platform's own id: Telegram user id, Discord snowflake, HTTP API key name. */
    externalId: text('external_id').notNull(),
    /** Latest name the platform gave us; kept when a later request brings none. */
    displayName: text('display_name'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    lastSeenAt: integer('last_seen_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    uniqueIndex('users_platform_external_id_unique').on(t.platform, t.externalId),
    check('users_platform_check', sql`${t.platform} in (${oneOf(userPlatforms)})`),
  ],
);

/** One row per request that does work (`info` or `download`), refused requests excluded. */
export const usageEvents = sqliteTable(
  'usage_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: usageActions }).notNull(),
    startedAt: integer('started_at', { mode: 'timestamp_ms' }).notNull(),
    /** Null while the request runs. */
    finishedAt: integer('finished_at', { mode: 'timestamp_ms' }),
    url: text('url').notNull(),
    /** Extractor name (youtube, tiktok, …); often known only once info has run. */
    mediaPlatform: text('media_platform'),
    selector: text('selector'),
    kind: text('kind'),
    convert: text('convert'),
    quality: integer('quality'),
    outcome: text('outcome', { enum: usageOutcomes }).notNull().default('running'),
    errorCode: text('error_code'),
    /** Bytes sent to the user so far; flushed during long downloads. */
    bytes: integer('bytes').notNull().default(0),
    /**
     * Bytes of LIMIT_MB_PER_DAY a running download holds (its expected size,
     * or what was left when the size is unknown): other downloads of the day
     * count max(bytes, reserved) of a running row. Ignored once it has ended.
     */
    reservedBytes: integer('reserved_bytes').notNull().default(0),
    /**
     * Once ended, how long the request took. While it runs, how long it had run
     * when its process last vouched for it (src/usage/liveness.ts): a running row
     * nobody vouched for in JOB_TIMEOUT_S + a grace no longer counts for the limits.
     */
    durationMs: integer('duration_ms'),
    /** A download's time from its start to its first byte sent; null without one (failed first, or info). */
    firstByteMs: integer('first_byte_ms'),
    /**
     * The process that serves the request (INSTANCE_ID, see src/usage/instance.ts),
     * so closing interrupted rows at start touches only that process's rows.
     * '' on rows from before instances were recorded, when one process served all.
     */
    instance: text('instance').notNull().default(''),
  },
  (t) => [
    // "This user's events since T": every limit check and /usage.
    index('usage_events_user_started_idx').on(t.userId, t.startedAt),
    // "Everyone's events since T": the owner's dashboard (30 days), polled while it is open.
    index('usage_events_started_idx').on(t.startedAt),
    // Open rows: the concurrency check and closing interrupted rows at start-up.
    // Partial, so it stays as small as the number of requests in flight.
    index('usage_events_running_idx').on(t.userId).where(sql`${t.outcome} = 'running'`),
    check('usage_events_action_check', sql`${t.action} in (${oneOf(usageActions)})`),
    check('usage_events_outcome_check', sql`${t.outcome} in (${oneOf(usageOutcomes)})`),
    check('usage_events_bytes_check', sql`${t.bytes} >= 0`),
  ],
);

/**
 * Identities allowed or blocked at run time by an owner. One row per identity:
 * a later `/allow` or `/block` replaces the earlier decision. These add to the
 * ALLOWED_USERS / BLOCKED_USERS lists of the configuration.
 */
export const accessOverrides = sqliteTable(
  'access_overrides',
  {
    /** Identity key, `platform:externalId` (see src/usage/identity.ts). */
    identity: text('identity').primaryKey(),
    state: text('state', { enum: accessStates }).notNull(),
    /** Identity key of the owner who decided. */
    setBy: text('set_by').notNull(),
    setAt: integer('set_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [check('access_overrides_state_check', sql`${t.state} in (${oneOf(accessStates)})`)],
);

/**
 * Telegram `file_id`s of files the bot has uploaded, so the same request is
 * answered by resending the id (no download, no upload). Keyed by what
 * determines the file's bytes: the media, the format and the conversion.
 * Empty string / 0 stand for "none" so the key columns can be NOT NULL and
 * form a primary key.
 */
export const telegramFileCache = sqliteTable(
  'telegram_file_cache',
  {
    /** Extractor, media id and canonical page URL (generic ids such as `video` repeat across sites). */
    mediaKey: text('media_key').notNull(),
    /** yt-dlp format selector the file was made from. */
    selector: text('selector').notNull(),
    /** `mp3`, or '' when the file was sent as downloaded. */
    convert: text('convert').notNull().default(''),
    /** MP3 bitrate in kbit/s, or 0. */
    quality: integer('quality').notNull().default(0),
    /** The Bot API method that sent it, which is also the method to resend it with. */
    sendMethod: text('send_method', { enum: ['video', 'audio', 'document'] }).notNull(),
    fileId: text('file_id').notNull(),
    /** Bytes of the uploaded file, recorded as usage when the cached copy is resent. */
    bytes: integer('bytes').notNull().default(0),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mediaKey, t.selector, t.convert, t.quality] }),
    check('telegram_file_cache_send_method_check', sql`${t.sendMethod} in ('video', 'audio', 'document')`),
  ],
);

/** Which bot a card belongs to. */
export const cardPlatforms = ['telegram', 'discord'] as const;
export type CardPlatform = (typeof cardPlatforms)[number];

/**
 * The bots' cards (bots/shared/card-store.ts): what a button id stands for
 * between showing a card and a press, here so that a press reaching any
 * instance finds it. The fields are the bot's own, as JSON: they are read back
 * through the bot's zod schema, never trusted as stored.
 */
export const botCards = sqliteTable(
  'bot_cards',
  {
    /** The id carried in button data (bots/shared/card-store.ts CARD_ID_PATTERN). */
    id: text('id').primaryKey(),
    platform: text('platform', { enum: cardPlatforms }).notNull(),
    /** The card's fields as JSON. */
    fields: text('fields').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    /** After this the card's buttons answer "expired"; expired rows are swept. */
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    index('bot_cards_expires_at_idx').on(t.expiresAt),
    check('bot_cards_platform_check', sql`${t.platform} in (${oneOf(cardPlatforms)})`),
  ],
);

/**
 * Leases: a named role that only one process may hold at a time (Telegram long
 * polling: two pollers would steal each other's updates). The holder renews
 * `expires_at` while it lives; a holder that died without releasing loses the
 * lease when it expires.
 */
export const leases = sqliteTable('leases', {
  name: text('name').primaryKey(),
  /** Instance id (src/usage/instance.ts) and process of the holder. */
  holder: text('holder').notNull(),
  acquiredAt: integer('acquired_at', { mode: 'timestamp_ms' }).notNull(),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
});

/** Whose language a choice is: a person's (every private chat with them), or a group chat's (set by its admins). */
export const languageScopes = ['user', 'chat'] as const;
export type LanguageScope = (typeof languageScopes)[number];

/**
 * Languages chosen with a bot's `/language`: one row per person or per group
 * chat and platform, a later choice replacing the earlier one. The locale is
 * one of src/i18n's codes, checked before it is stored and again when read
 * (a language removed from the catalogue is then ignored), so adding a
 * language needs no migration.
 */
export const languageChoices = sqliteTable(
  'language_choices',
  {
    platform: text('platform', { enum: cardPlatforms }).notNull(),
    scope: text('scope', { enum: languageScopes }).notNull(),
    /** The platform's id of the person or chat (Telegram user or chat id). */
    subjectId: text('subject_id').notNull(),
    /** `es`, `pt-BR`: a code of src/i18n's supportedLocales. */
    locale: text('locale').notNull(),
    /** Identity key of who chose it (a group's admin for a chat). */
    setBy: text('set_by').notNull(),
    setAt: integer('set_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.platform, t.scope, t.subjectId] }),
    check('language_choices_platform_check', sql`${t.platform} in (${oneOf(cardPlatforms)})`),
    check('language_choices_scope_check', sql`${t.scope} in (${oneOf(languageScopes)})`),
  ],
);

// Followed links and their entries (src/follows).
export { followEntries, follows } from './schema-follows.js';
// The sites' refusals of this server and their cooling-off (a file of their own: this one is long already).
export { cookieSets, siteCooling, siteRefusals } from './schema-sites.js';

/** Where a running job was asked for (the owner's dashboard shows it). */
export const jobSurfaces = ['telegram', 'discord', 'http', 'web'] as const;
export type JobSurface = (typeof jobSurfaces)[number];

/** What a running job is: one download, or a bot's "All as MP3" playlist run. */
export const jobKinds = ['download', 'playlist'] as const;
export type JobKind = (typeof jobKinds)[number];

/**
 * The jobs running now on every instance (src/jobs): what a Cancel pressed
 * through any instance, or the owner's dashboard, finds and stops. A row lives
 * from a job's start to its end; its instance vouches for it with
 * `heartbeat_at`, and a row nobody vouched for lately (its instance died) is
 * ignored and later swept. A cancel request is a mark on the row, which the
 * instance running the job reads within about a second and acts on.
 */
export const runningJobs = sqliteTable(
  'running_jobs',
  {
    /** The id a Cancel button carries (bots/shared/job-registry.ts), random and unique across instances. */
    id: text('id').primaryKey(),
    /** The process that runs it (src/usage/instance.ts): only that process can stop it. */
    instance: text('instance').notNull(),
    surface: text('surface', { enum: jobSurfaces }).notNull(),
    kind: text('kind', { enum: jobKinds }).notNull(),
    /** Identity key of who asked, `platform:externalId` (src/usage/identity.ts): who may cancel besides an owner. */
    asker: text('asker').notNull(),
    /** The media's title, for people to read on the dashboard; null when not known. */
    title: text('title'),
    /** The job's usage row (usage_events.id) when it has one (a playlist run has one per entry). */
    usageEventId: integer('usage_event_id'),
    startedAt: integer('started_at', { mode: 'timestamp_ms' }).notNull(),
    /** Last time its instance said it still runs; stale rows are neither listed nor cancellable. */
    heartbeatAt: integer('heartbeat_at', { mode: 'timestamp_ms' }).notNull(),
    /** Progress as last written (a few seconds behind): bytes moved, and percent done when known. */
    bytes: integer('bytes').notNull().default(0),
    percent: integer('percent'),
    /** Set by a cancel request; the running instance stops the job when it sees it. */
    cancelRequestedAt: integer('cancel_requested_at', { mode: 'timestamp_ms' }),
    /** Identity key of who asked to cancel (the asker, or an owner). */
    cancelRequestedBy: text('cancel_requested_by'),
    /**
     * A chat job's last words should its process die (JSON, written by the bot that runs it): where its
     * status message is and what to edit it to, read by the same instance's next start (src/jobs/board.ts).
     */
    notice: text('notice'),
  },
  (t) => [
    // Each instance's poll for cancel requests, its heartbeat and its clean-up at start.
    index('running_jobs_instance_idx').on(t.instance),
    check('running_jobs_surface_check', sql`${t.surface} in (${oneOf(jobSurfaces)})`),
    check('running_jobs_kind_check', sql`${t.kind} in (${oneOf(jobKinds)})`),
  ],
);
